/**
 * Feeding-tab render benchmark (issue 5: "lists stay fast with thousands of entries"), printed,
 * never asserted: a keeper with one reptile and 5,000 feedings (pushed through the real sync
 * endpoint, pulled by the real app into IndexedDB), in real Chromium on the built app at phone
 * size. Measured:
 * - opening /reptiles/{id}?tab=feeding from scratch: time from navigation start until the first
 *   entry is in the DOM, and until the list shows its first page;
 * - switching from Overview to the Feeding tab on the open page (the IndexedDB read through the
 *   [reptileId+date] index, the sort, and rendering one page), median of 5;
 * - how many entry rows the DOM holds (the list pages, so it should be one page, not 5,000);
 * - for comparison, IndexedDB alone: every feeding of the reptile through the index (what the
 *   list reads today) and only the newest 50 through a reverse cursor.
 * Run by `npm run bench` after it has built the app (dist/).
 */
import { v7 as uuidv7 } from 'uuid';
import type { Page } from 'playwright-core';
import { createConfirmedUser } from '../../sync-server/src/auth/users';
import { signedInToken } from '../helpers/users';
import { MAX_PUSH_MUTATIONS } from '../../shared/sync/constants';
import type { PushResponse } from '../../shared/sync/protocol';
import { launchBrowser } from '../helpers/browser';
import { startServer } from '../helpers/server';
import { mutation, syncApi } from '../helpers/sync';

const LOGS = 5_000;
const EMAIL = 'bench.feeder@example.com';
const PASSWORD = 'five-thousand-mice';
const FOODS = ['Mouse', 'Rat pup', 'Cricket', 'Dubia roach', 'Chick'];

/** A feeding a day going back from today, alternating outcomes, some with two items and notes. */
function feedingArgs(reptileId: string, i: number) {
  const date = new Date(Date.now() - i * 86_400_000).toISOString().slice(0, 10);
  const items = [{ foodItem: FOODS[i % FOODS.length] ?? 'Mouse', count: 1 + (i % 3), sizePerItemGrams: 5 + (i % 40) }];
  if (i % 4 === 0) items.push({ foodItem: 'Cricket', count: 6, sizePerItemGrams: 1 });
  return {
    id: uuidv7(), reptileId, date, source: { kind: 'manual', items },
    outcome: i % 11 === 0 ? 'refused' : i % 37 === 0 ? 'regurgitated' : 'ate', notes: i % 5 === 0 ? 'Took it on the first strike.' : null,
  };
}

const ENTRY_SELECTOR = 'ul[aria-label="Feedings"] > li';

/** Resolves (in the page) with performance.now() when the first feeding entry is in the DOM. */
const firstEntryAt = (page: Page) => page.evaluate((selector) => new Promise<number>((resolve) => {
  if (document.querySelector(selector)) return resolve(performance.now());
  const observer = new MutationObserver(() => {
    if (document.querySelector(selector)) {
      observer.disconnect();
      resolve(performance.now());
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}), ENTRY_SELECTOR);

/**
 * Installed in the page (addInitScript; plain JavaScript, as tsx's helpers do not exist there):
 * reads the user's feedingLogs store with the raw IndexedDB API, so the bench can wait for the
 * pull and time the database apart from the app.
 */
const IDB_READ = `
globalThis.idbRead = async (userId, what) => {
  const db = await new Promise((resolve, reject) => {
    const r = indexedDB.open('herptrack-' + userId);
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
  try {
    if (!db.objectStoreNames.contains('feedingLogs')) return 0;
    const store = db.transaction('feedingLogs').objectStore('feedingLogs');
    if (what === 'count') return await new Promise((resolve) => { const r = store.count(); r.onsuccess = () => resolve(r.result); });
    if (what === 'all') return await new Promise((resolve) => { const r = store.index('[reptileId+date]').getAll(); r.onsuccess = () => resolve(r.result.length); });
    return await new Promise((resolve) => {
      let n = 0;
      const r = store.index('[reptileId+date]').openCursor(null, 'prev');
      r.onsuccess = () => {
        const c = r.result;
        if (c && ++n < 50) c.continue();
        else resolve(n);
      };
    });
  } finally {
    db.close();
  }
};`;
declare function idbRead(userId: string, what: 'count' | 'all' | 'newest50'): Promise<number>;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

export async function runFeedingTabBench(distDir = 'dist'): Promise<void> {
  const server = await startServer({ STATIC_DIR: distDir });
  const browser = await launchBrowser();
  try {
    const user = await createConfirmedUser(server.app.store, { email: EMAIL, password: PASSWORD, role: 'user' }, Date.now());
    if (!user) throw new Error('bench user not created');
    const token = await signedInToken(server.app, user.id);
    const api = syncApi(server.app, { id: user.id, email: EMAIL, token, headers: { authorization: `Bearer ${token}` } });
    const reptileId = uuidv7();
    let mutationId = 0;
    const applied = (res: PushResponse) => {
      const refused = res.results.find((r) => r.status !== 'applied');
      if (refused) throw new Error(`seeding refused: ${JSON.stringify(refused)}`);
    };
    applied(await api.push([mutation(++mutationId, 'reptile.create.v1', { id: reptileId, name: 'Bench Boa', species: 'Boa imperator', sex: 'female' })]));
    const all = Array.from({ length: LOGS }, (_, i) => feedingArgs(reptileId, i));
    for (let i = 0; i < all.length; i += MAX_PUSH_MUTATIONS) {
      applied(await api.push(all.slice(i, i + MAX_PUSH_MUTATIONS).map((args) => mutation(++mutationId, 'feedingLog.create.v1', args))));
    }

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript({ content: IDB_READ });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error('  page error:', e.message));
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    // The first pull brings the 5,001 rows into IndexedDB, a page at a time: wait for all of them.
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 120_000 });
    await page.waitForFunction(async ({ userId, n }) => (await idbRead(userId, 'count')) >= n, { userId: user.id, n: LOGS }, { timeout: 120_000, polling: 500 });
    // What IndexedDB alone costs (median of 5), next to what the tab shows: the whole reptile's feedings through the index, or only the newest page.
    const idb = await page.evaluate(async (userId) => {
      const all: number[] = [];
      const newest: number[] = [];
      for (let k = 0; k < 5; k++) {
        let t = performance.now();
        await idbRead(userId, 'all');
        all.push(performance.now() - t);
        t = performance.now();
        await idbRead(userId, 'newest50');
        newest.push(performance.now() - t);
      }
      return { all, newest };
    }, user.id);

    // From scratch: a new document opened straight on the feeding tab.
    const url = `${server.url}/reptiles/${reptileId}?tab=feeding`;
    await page.goto(url, { waitUntil: 'commit' });
    const firstEntry = await firstEntryAt(page);
    await page.locator(ENTRY_SELECTOR).nth(49).waitFor();
    const firstPage = await page.evaluate(() => performance.now());
    const rows = await page.locator(ENTRY_SELECTOR).count();
    const showMore = await page.getByRole('button', { name: /^Show \d+ more$/ }).count();

    // On the open page: Overview -> Feeding, the tab's own work.
    const switches: number[] = [];
    for (let run = 0; run < 5; run++) {
      await page.getByRole('tab', { name: 'Overview' }).click();
      await page.locator(ENTRY_SELECTOR).first().waitFor({ state: 'detached' });
      const started = await page.evaluate(() => performance.now());
      const shown = firstEntryAt(page);
      await page.getByRole('tab', { name: 'Feeding' }).click();
      switches.push((await shown) - started);
    }
    await context.close();

    console.log(`  ${LOGS.toLocaleString('en-US')} feedings of one reptile, Chromium 390x844, built app:`);
    console.log(`  open ?tab=feeding: first entry ${firstEntry.toFixed(0)} ms after navigation start, first page of the list ${firstPage.toFixed(0)} ms`);
    console.log(`  Overview -> Feeding tab: first entry after ${median(switches).toFixed(0)} ms (median of 5: ${switches.map((s) => s.toFixed(0)).join(', ')} ms)`);
    console.log(`  IndexedDB alone: all ${LOGS.toLocaleString('en-US')} through the [reptileId+date] index ${median(idb.all).toFixed(0)} ms, the newest 50 by a reverse cursor ${median(idb.newest).toFixed(0)} ms (medians of 5)`);
    console.log(`  entry rows in the DOM: ${rows} of ${LOGS.toLocaleString('en-US')} (${showMore ? '"Show more" pages the rest' : 'no "Show more"'})`);
  } finally {
    await browser.close();
    await server.close();
  }
}
