/**
 * The set-up every end-to-end journey shares: the real server on a free port with one confirmed
 * keeper, the system Chromium, and "a device signed in as that keeper" (a browser context that
 * accepted cookies and logged in through the real form, waiting until its first sync finished).
 * Call at the top of a test file: it registers its own beforeAll/afterAll.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { createConfirmedUser } from '../../sync-server/src/auth/users';
import { launchBrowser } from './browser';
import { startServer, type TestServer } from './server';

export const PHONE = { width: 390, height: 844 } as const;

export interface E2eKeeper {
  readonly server: TestServer & { url: string };
  readonly browser: Browser;
  /** A new device (context) signed in, or `context` (prepared by the caller, e.g. with permissions). */
  signedInDevice(options?: { context?: BrowserContext; viewport?: { width: number; height: number } }): Promise<{ context: BrowserContext; page: Page }>;
}

export function useE2eKeeper(email: string, password: string): E2eKeeper {
  let server: (TestServer & { url: string }) | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    await createConfirmedUser(server.app.store, { email, password, role: 'user' }, Date.now());
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await server?.close();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useE2eKeeper: used before its beforeAll ran');
    return value;
  };

  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    async signedInDevice({ context, viewport } = {}) {
      const url = started(server).url;
      context ??= await started(browser).newContext(viewport ? { viewport } : {});
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (e) => console.error('page error:', e.message));
      await page.goto(`${url}/login`);
      await page.getByRole('button', { name: 'Accept all' }).click();
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL(`${url}/dashboard`);
      await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 20_000 });
      return { context, page };
    },
  };
}

/**
 * Waits for the service worker, reloads and waits until it controls the page: only then do offline
 * navigations, lazily loaded routes and their chunks come from the precache.
 */
export async function untilWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Waits until no toast is showing. On a phone toasts rise from the bottom, over a form's last
 * button; a toast under the mouse pauses its own closing (Mantine pauses on hover), and a click
 * aimed at the button beneath would keep the pointer there, so the pointer leaves first.
 */
export async function untilToastsGone(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached', timeout: 20_000 });
}
