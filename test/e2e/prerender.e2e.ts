/**
 * `/` rendered at build time (issue 16, decision 0021): the server answers the landing page's HTML
 * in the visitor's language, it paints styled with no script, the app takes it over without
 * replacing it, and a keeper remembered on the device never sees it on the way to the dashboard.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedUser } from '../../sync-server/src/auth/users';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';

const HEADLINE = { en: 'Track. Care. Thrive.', bg: 'Следи. Грижи се. Процъфтявай.' } as const;

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

async function html(path: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${server.url}${path}`, { headers });
  expect(res.status).toBe(200);
  return res.text();
}

/** Records, from before the page's first byte, every removal of a node holding an h1. */
async function watchHeadingRemovals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { removedHeadings: number };
    w.removedHeadings = 0;
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.removedNodes) {
          if (n instanceof Element && (n.matches('h1') || n.querySelector('h1'))) w.removedHeadings += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

describe('the landing page rendered at build time', () => {
  it('answers / with the landing HTML in the language asked, and deep links with the bare shell', async () => {
    const bg = await html('/', { 'accept-language': 'bg-BG,bg;q=0.9,en;q=0.8' });
    expect(bg).toContain('<html lang="bg"');
    expect(bg).toContain(HEADLINE.bg);
    const en = await html('/', { 'accept-language': 'de-DE,en;q=0.5' });
    expect(en).toContain('<html lang="en"');
    expect(en).toContain(HEADLINE.en);
    // The language cookie the app writes wins over the browser's; ?lng= over both.
    expect(await html('/', { 'accept-language': 'bg', cookie: 'i18next=en' })).toContain(HEADLINE.en);
    expect(await html('/?lng=bg', { cookie: 'i18next=en' })).toContain(HEADLINE.bg);
    // Every other page (and the service worker's fallback) is the shell, never the landing page.
    const shell = await html('/dashboard', { 'accept-language': 'bg' });
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain(HEADLINE.en);
  });

  it.each(['en', 'bg'] as const)('paints the heading, styled, with no JavaScript (%s)', async (lng) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: lng === 'bg' ? 'bg-BG' : 'en-US' });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toContain(HEADLINE[lng]);
    // The landing page's own stylesheet is there: its skip link waits above the top edge.
    const skip = await page.locator('a[href="#main"]').boundingBox();
    expect(skip?.y ?? 0).toBeLessThan(0);
    // And the headline types itself out and ends whole: the stylesheet types it, no script.
    const chars = page.locator('h1 [aria-hidden="true"] > span > span');
    expect(await chars.count()).toBe(HEADLINE[lng].replaceAll(' ', '').length + (lng === 'bg' ? 1 : 0));
    await expect.poll(() => chars.last().evaluate((e) => getComputedStyle(e).visibility), { timeout: 10_000 }).toBe('visible');
    expect(await chars.evaluateAll((all) => all.every((e) => getComputedStyle(e).visibility === 'visible'))).toBe(true);
    await context.close();
  });

  it('is taken over by the app without being replaced, with a clean console', async () => {
    const context = await browser.newContext({ locale: 'bg-BG', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const said: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') said.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => said.push(`page error: ${e.message}`));
    await watchHeadingRemovals(page);
    await page.goto(`${server.url}/`);
    // The consent dialog opens once the app has taken over.
    await page.getByRole('dialog').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Приеми всички' }).click();
    // The page's buttons answer: the phone menu opens.
    const menu = page.getByRole('button', { name: 'Меню' });
    await menu.click();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => (window as unknown as { removedHeadings: number }).removedHeadings)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-prerender'))).toBeNull();
    expect(said).toEqual([]);
    await context.close();
  });

  it('never shows the landing page to a signed-in keeper opening /', async () => {
    await createConfirmedUser(server.app.store, { email: 'prerender@example.com', password: 'Passw0rd!long', role: 'user' }, Date.now());
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.getByLabel('E-mail').fill('prerender@example.com');
    await page.getByLabel(/^Password/).fill('Passw0rd!long');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${server.url}/dashboard`);

    // A new tab opening `/`: every frame, is a landing heading on screen?
    const tab = await context.newPage();
    await tab.addInitScript((headline: string) => {
      const w = window as unknown as { landingSeen: boolean };
      w.landingSeen = false;
      const look = () => {
        for (const h of document.querySelectorAll('h1')) {
          if (h.textContent?.includes(headline) && h.checkVisibility({ visibilityProperty: true })) w.landingSeen = true;
        }
      };
      new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
      const frame = () => {
        look();
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, HEADLINE.en);
    const served = await tab.goto(`${server.url}/`);
    expect(await served?.text()).toContain(HEADLINE.en);
    await tab.waitForURL(`${server.url}/dashboard`);
    await tab.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    expect(await tab.evaluate(() => (window as unknown as { landingSeen: boolean }).landingSeen)).toBe(false);
    await context.close();
  });
});
