/**
 * The system Chromium, driven by playwright-core. No browser download: CHROMIUM_PATH or
 * /usr/bin/chromium must exist, and if it does not the tests fail with how to install it.
 */
import { existsSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install it with \`apt-get update && apt-get install -y chromium\` ` +
        '(Debian), or set CHROMIUM_PATH to a Chromium executable. End-to-end tests never skip.',
    );
  }
  return path;
}

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: ARGS });
}

/**
 * A browser with a real profile directory. Chrome reports every context of a plain launch as
 * incognito, where it never offers installation; the installability check needs this one.
 */
export function launchPersistent(): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'herptrack-profile-')), { executablePath: chromiumPath(), args: ARGS });
}

/**
 * The network back. Chromium 150's network emulation turns `navigator.onLine` true without firing
 * `online` on the pages (seen 2026-11-29: the racks journey waited 20 s for a sync the app starts
 * on that event), where a phone's browser fires it: it is fired here on every open page of the
 * context. A second `online` (a browser that still fires it) only asks for a sync already asked for.
 */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await Promise.all(context.pages().map((p) => p.evaluate(() => {
    if (navigator.onLine) window.dispatchEvent(new Event('online'));
  }).catch(() => undefined)));
}
