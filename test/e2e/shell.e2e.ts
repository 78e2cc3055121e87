import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedUser } from '../../sync-server/src/auth/users';
import { goOnline, launchBrowser, launchPersistent } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer & { url: string };
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the installable shell', () => {
  it('serves a valid manifest with the icons Chrome needs to install', async () => {
    const res = await fetch(`${server.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    const m = (await res.json()) as { name: string; short_name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(m.name).toMatch(/HerpTrack/);
    expect(m.short_name).toBe('HerpTrack');
    expect(m.display).toBe('standalone');
    expect(m.start_url).toBeTruthy();
    // The page links it once (index.html has none of its own; the PWA plugin adds it).
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html.match(/rel="manifest"/g)).toHaveLength(1);
    const sizes = m.icons.map((i) => `${i.sizes}/${i.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192/any', '512x512/any', '512x512/maskable']));
    for (const icon of m.icons) {
      const r = await fetch(`${server.url}${icon.src}`);
      expect(r.status, icon.src).toBe(200);
    }
  });

  it('installs the service worker and reloads with the network off', async () => {
    const context = await launchPersistent();
    const page = await context.newPage();
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(server.url) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) foreign.push(r.url());
    });
    await page.goto(server.url);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return reg.active?.state;
    });
    // Chrome's own check: an installable manifest with no errors.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    // The network really is off: only the service worker could have answered the reload.
    expect(await page.evaluate(() => fetch('/api/health').then(() => 'online', () => 'offline'))).toBe('offline');
    // A deep link works offline too (navigation fallback to the cached shell).
    await page.goto(`${server.url}/terms`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await goOnline(context);
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('walks through public and signed-in screens with a clean console', async () => {
    await createConfirmedUser(server.app.store, { email: 'clean.console@example.com', password: 'Passw0rd!long', role: 'user' }, Date.now());
    const context = await browser.newContext();
    const page = await context.newPage();
    const said: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') said.push(`${m.type()} on ${new URL(page.url()).pathname}: ${m.text()}`);
    });
    page.on('pageerror', (e) => said.push(`page error on ${new URL(page.url()).pathname}: ${e.message}`));
    const h1 = () => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });

    // Each goto is a fresh load straight onto a route, lazy ones included (where React Router
    // warned that no HydrateFallback was given).
    for (const path of ['/', '/terms', '/signup']) {
      await page.goto(`${server.url}${path}`);
      await h1();
    }
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.getByLabel('E-mail').fill('clean.console@example.com');
    await page.getByLabel(/^Password/).fill('Passw0rd!long');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 20_000 });
    for (const path of ['/reminders', '/activity-calendar', '/inventory', '/settings']) {
      await page.goto(`${server.url}${path}`);
      await h1();
    }
    // And in the app, without a reload.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL(`${server.url}/dashboard`);
    await h1();
    expect(said).toEqual([]);
    await context.close();
  });

  it.each([
    ['en', 'Track. Care. Thrive.'],
    ['bg', 'Следи. Грижи се. Процъфтявай.'],
  ])('renders the landing page in %s', async (lng, headline) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/?lng=${lng}`);
    await page.getByRole('heading', { level: 1, name: headline }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lng);
    await context.close();
  });
});
