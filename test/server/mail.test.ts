import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderMail, type MailLanguage, type MailTemplate } from '../../sync-server/src/mail/templates';
import { lastMailTo, post, registerConfirmed, resetCodeIn, signUp } from '../helpers/accounts';
import { buildTestServer, type TestServer } from '../helpers/server';

let s: TestServer;
let now: number;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());
beforeEach(() => {
  now = (now ?? Date.now()) + 5 * 60_000;
  s.app.accounts.clock.now = () => now;
});

describe('mail without SMTP', () => {
  it('writes RFC 822 files named <timestamp>-<random>.eml with a text and an HTML part', async () => {
    await signUp(s, 'files@example.test');
    const dir = join(s.dataDir, 'mail');
    const file = readdirSync(dir).find((f) => readFileSync(join(dir, f), 'utf8').includes('files@example.test'));
    expect(file).toMatch(/^\d{13}-[a-f0-9]+\.eml$/);
    const eml = readFileSync(join(dir, file ?? ''), 'utf8');
    expect(eml).toMatch(/^From: HerpTrack <no-reply@herptrack\.local>$/m);
    expect(eml).toMatch(/^To: files@example\.test$/m);
    expect(eml).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(eml).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(eml).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
  });

  it('sends the sign-up confirmation in the language chosen on the form', async () => {
    await signUp(s, 'en@example.test', { language: 'en' });
    await signUp(s, 'bg@example.test', { language: 'bg' });
    const en = lastMailTo(s, 'en@example.test');
    const bg = lastMailTo(s, 'bg@example.test');
    expect(en.subject).toBe('Confirm your HerpTrack account');
    expect(en.text).toContain('Welcome to HerpTrack!');
    expect(bg.subject).toBe('Потвърдете профила си в HerpTrack');
    expect(bg.text).toContain('Добре дошли в HerpTrack!');
    expect(bg.text).toContain(`${s.config.publicUrl}/confirm-email#token=`);
  });

  it('sends account mail in the language stored on the account', async () => {
    const email = await registerConfirmed(s, 'bulgarian@example.test');
    const login = await post(s.app, '/api/auth/login', { email, password: 'correct horse battery' });
    await s.app.inject({ method: 'PUT', url: '/api/user-preferences', headers: { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` }, payload: { language: 'bg' } });
    now += 61_000;
    await post(s.app, '/api/auth/forgot-password', { email });
    const reset = lastMailTo(s, email);
    expect(reset.subject).toBe('Смяна на паролата ви в HerpTrack');
    expect(reset.text).toContain(resetCodeIn(reset));
    expect(reset.text).toContain('15 минути');
    now += 61_000;
    // An explicit choice on the form wins.
    await post(s.app, '/api/auth/forgot-password', { email, language: 'en' });
    expect(lastMailTo(s, email).subject).toBe('Reset your HerpTrack password');
  });

  it.each(['en', 'bg'] as MailLanguage[])('renders every template in %s with its link, escaped in HTML', (language) => {
    const templates: MailTemplate[] = [
      { kind: 'confirm-signup', link: 'https://h.test/confirm-email?token=a&type=signup' },
      { kind: 'already-registered', forgotLink: 'https://h.test/forgot-password' },
      { kind: 'reset-password', link: 'https://h.test/reset-password?code=b', code: '042917', codeMinutes: 15, linkHours: 24 },
    ];
    for (const t of templates) {
      const mail = renderMail(t, language);
      const link = 'link' in t ? t.link : t.forgotLink;
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
      expect(mail.text).not.toMatch(/\{\w+\}/);
      if (t.kind === 'reset-password') expect(mail.text).toContain('042917');
    }
    expect(renderMail(templates[0] as MailTemplate, language).subject).not.toBe(renderMail(templates[0] as MailTemplate, language === 'en' ? 'bg' : 'en').subject);
  });
});

describe('dev mailbox', () => {
  it('lists the mails with their links and shows one as text, when a developer asked for it', async () => {
    const dev = await buildTestServer({ DEV_MAILBOX: '1' });
    try {
      await signUp(dev, 'mailbox@example.test');
      const list = await dev.app.inject('/dev/mailbox');
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-type']).toContain('text/html');
      expect(list.body).toContain('mailbox@example.test');
      expect(list.body).toContain(`href="${dev.config.publicUrl}/confirm-email#token=`);
      const file = /href="\/dev\/mailbox\/([^"]+)"/.exec(list.body)?.[1] ?? '';
      const one = await dev.app.inject(`/dev/mailbox/${file}`);
      expect(one.statusCode).toBe(200);
      expect(one.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(one.body).toMatch(/^Content-Type: multipart\/alternative;/m);
      expect((await dev.app.inject('/dev/mailbox/..%2Fsecrets%2Fjwt')).statusCode).toBe(404);
    } finally {
      await dev.close();
    }
  });

  it.each([
    ['without DEV_MAILBOX', {}],
    ['in production', { NODE_ENV: 'production' }],
    ['with DEV_MAILBOX=0', { DEV_MAILBOX: '0' }],
  ])('does not exist %s', async (name, env) => {
    await signUp(s, `unlisted-${name.replace(/\W+/g, '-')}@example.test`);
    // No built app, so the SPA fallback cannot answer in the mailbox's place.
    const other = await buildTestServer({ ...env, DATA_DIR: s.dataDir, STATIC_DIR: join(s.dataDir, 'no-build') });
    try {
      expect((await other.app.inject('/dev/mailbox')).statusCode).toBe(404);
      expect((await other.app.inject('/dev/mailbox/1-ab.eml')).statusCode).toBe(404);
    } finally {
      await other.app.close();
    }
  });
});
