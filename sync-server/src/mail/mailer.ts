/**
 * Sends e-mail. With SMTP_URL it goes through nodemailer's SMTP transport, in the background: the
 * request never waits for (or reveals) delivery. Without SMTP_URL each message is written as an
 * RFC 822 file to DATA_DIR/mail/<timestamp>-<random>.eml and logged; whoever runs the server reads
 * them there (/dev/mailbox lists them only when DEV_MAILBOX is on, i.e. under `npm run dev`).
 * The accounts services call `send` only after the request has been answered (auth/background.ts),
 * so known and unknown addresses answer in the same time.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { renderMail, type MailLanguage, type MailTemplate } from './templates';

export interface Mailer {
  send: (to: string, template: MailTemplate, language: MailLanguage) => Promise<void>;
}

export const mailDir = (dataDir: string): string => join(dataDir, 'mail');

export function createMailer(opts: { smtpUrl: string | undefined; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  const { from, log } = opts;
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      send: async (to, template, language) => {
        const mail = renderMail(template, language);
        transport.sendMail({ from, to, ...mail }).then(
          () => log.info({ kind: template.kind }, 'mail sent'),
          (err: unknown) => log.error({ err, kind: template.kind }, 'mail could not be sent'),
        );
      },
    };
  }
  const dir = mailDir(opts.dataDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (to, template, language) => {
      const mail = renderMail(template, language);
      // Quoted-printable keeps the files readable as text in both languages.
      const info = await transport.sendMail({ from, to, ...mail, textEncoding: 'quoted-printable' });
      if (!Buffer.isBuffer(info.message)) throw new Error('stream transport did not buffer the message');
      // Reset codes and confirmation links: readable by the server's user only (issue 24).
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const file = `${Date.now()}-${randomBytes(6).toString('hex')}.eml`;
      writeFileSync(join(dir, file), info.message, { mode: 0o600 });
      log.info({ kind: template.kind, file: join(dir, file) }, 'mail written (no SMTP_URL)');
    },
  };
}
