/**
 * For developers only: the e-mails written to DATA_DIR/mail (no SMTP_URL) can be read in the
 * browser: /dev/mailbox lists them, newest first, with their links clickable, and
 * /dev/mailbox/<file> shows one as text.
 *
 * It exists only when asked for (`npm run dev`, or DEV_MAILBOX=1; config.ts refuses it with
 * NODE_ENV=production): it shows every reset code and link to anyone who can reach the server,
 * which would hand over any account. A self-hoster without SMTP reads the .eml files on disk.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { decodeEml, linksIn } from '../mail/eml';
import { mailDir } from '../mail/mailer';
import { escapeHtml } from '../mail/templates';

const FILE_PATTERN = /^\d+-[a-f0-9]+\.eml$/;

export async function devMailboxRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.devMailbox) return;
  const dir = mailDir(app.config.dataDir);
  app.log.warn('DEV_MAILBOX is on: /dev/mailbox shows every e-mail (reset codes included) to anyone who can reach this server');

  app.get('/dev/mailbox', async (_req, reply) => {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => FILE_PATTERN.test(f)).sort().reverse();
    const rows = await Promise.all(files.map(async (f) => {
      const mail = decodeEml(await readFile(join(dir, f), 'utf8'));
      const links = linksIn(mail.text).map((l) => `<br><a href="${escapeHtml(l)}">${escapeHtml(l)}</a>`).join('');
      return `<li><a href="/dev/mailbox/${f}">${escapeHtml(f)}</a> to ${escapeHtml(mail.to)}: ${escapeHtml(mail.subject)}${links}</li>`;
    }));
    const body = rows.length ? `<ul>${rows.join('')}</ul>` : '<p>No mail yet.</p>';
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title></head><body><h1>Dev mailbox</h1>${body}</body></html>`);
  });

  app.get<{ Params: { file: string } }>('/dev/mailbox/:file', async (req, reply) => {
    if (!FILE_PATTERN.test(req.params.file)) return reply.callNotFound();
    const eml = await readFile(join(dir, req.params.file), 'utf8').catch(() => null);
    if (eml === null) return reply.callNotFound();
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(eml);
  });
}
