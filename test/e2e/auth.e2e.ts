/**
 * The accounts journey in real Chromium against the real server: sign up through the UI (the
 * ALTCHA widget solves the server's small test challenge by itself), confirm with the link from
 * the e-mail the server wrote to DATA_DIR/mail, log in, survive a reload, sign out; then reset
 * a password with the 6-digit code from the reset e-mail and log in with the new one.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEml, linksIn, type DecodedMail } from '../../sync-server/src/mail/eml';
import { mailDir } from '../../sync-server/src/mail/mailer';
import { goOnline, launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { createTestUser } from '../helpers/users';

let server: TestServer & { url: string };
let browser: Browser;
let context: BrowserContext;
let page: Page;

const EMAIL = 'e2e.keeper@example.com';
const PASSWORD = 'first-secret';
const RESET_EMAIL = 'forgetful.keeper@example.com';
const NEW_PASSWORD = 'second-secret-8';

/** The newest message for `to` once it has more than `seen` messages (mail is written async). */
async function nextMail(to: string, seen: number): Promise<{ mail: DecodedMail; count: number }> {
  const dir = mailDir(server.dataDir);
  for (let i = 0; i < 100; i++) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
    const mails = await Promise.all(files.map(async (f) => decodeEml(await readFile(join(dir, f), 'utf8'))));
    const mine = mails.filter((m) => m.to.includes(to));
    const last = mine.at(-1);
    if (mine.length > seen && last) return { mail: last, count: mine.length };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no new mail for ${to}`);
}

/** Links in mails point at PUBLIC_URL; the test server listens on a random port instead. */
const onTestServer = (link: string) => {
  const u = new URL(link);
  return `${server.url}${u.pathname}${u.search}${u.hash}`;
};

async function logIn(email: string, password: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext();
  page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('accounts', () => {
  let mails = 0;

  it('signs up through the form with the self-solving CAPTCHA', async () => {
    await page.goto(`${server.url}/signup`);
    // The consent dialog blocks the page until a choice is made.
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('altcha-widget input[name="altcha"]')?.value, null, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Check your inbox').waitFor();
  });

  it('confirms the address with the link from the e-mail', async () => {
    const { mail, count } = await nextMail(EMAIL, mails);
    mails = count;
    const link = linksIn(mail.text).find((l) => l.includes('/confirm-email'));
    expect(link).toBeDefined();
    await page.goto(onTestServer(link ?? ''));
    await page.getByRole('heading', { name: 'E-mail confirmed' }).waitFor();
    await page.getByRole('link', { name: 'Log In' }).click();
    await page.getByRole('dialog').waitFor();
  });

  it('logs in from the modal, stays signed in after a reload, and signs out', async () => {
    await logIn(EMAIL, PASSWORD);
    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByText('Signed out').waitFor();
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL(/\/login\?next=%2Fdashboard/);
  });

  it('resets the password with the e-mailed code and logs in with the new one', async () => {
    // Another keeper, made directly in the database: the server sends at most one e-mail per
    // address per minute, and the first keeper just got their confirmation.
    await createTestUser(server.app, { email: RESET_EMAIL });
    await page.goto(`${server.url}/forgot-password`);
    await page.getByLabel('E-mail').fill(RESET_EMAIL);
    await page.getByRole('button', { name: 'Send reset e-mail' }).click();
    await page.getByText('Password reset email sent!').waitFor();
    const { mail } = await nextMail(RESET_EMAIL, 0);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    await page.getByRole('link', { name: 'I have a code' }).click();
    await page.waitForURL(`${server.url}/reset-password-with-code`);
    // The address was remembered from the request.
    expect(await page.getByLabel('E-mail').inputValue()).toBe(RESET_EMAIL);
    await page.getByLabel('6-digit code').fill(code ?? '');
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password reset successfully').waitFor();

    await page.getByRole('link', { name: 'Log In' }).click();
    await logIn(RESET_EMAIL, NEW_PASSWORD);
  });

  it('opens signed in with no network, from the cached profile', async () => {
    // The keeper from the previous step is signed in; the service worker serves the shell.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    // The header says so (the offline badge, or the sync status that takes its place).
    await page.getByText(/^Offline/).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await goOnline(context);
  });
});
