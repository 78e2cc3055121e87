/**
 * The health watch on the dashboard (issue 29), printed, never asserted: on the phone profile
 * (390x844, CDP CPU throttling 4x) in real Chromium on the built app (`dist/`), with a year of logs
 * on the device, how long after opening the dashboard its cards stand, and how long until every
 * animal's status is worked out (the health filter counts them all). Each status is read from the
 * animal's logs of the last year (shared/health/status.ts over app/features/health-watch's range
 * reads), so its cost grows with the logs, not the cards drawn: a breeder with 300 animals is
 * printed beside a keeper with 10. First opening, then the median of 3. The machine's load is
 * printed beside the figures.
 */
import { availableParallelism, loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { MAX_PUSH_MUTATIONS } from '../../shared/sync/constants';
import type { PushResponse } from '../../shared/sync/protocol';
import { createConfirmedUser } from '../../sync-server/src/auth/users';
import { setPlan } from '../../sync-server/src/coins/service';
import { launchBrowser } from '../helpers/browser';
import { startServer } from '../helpers/server';
import { mutation, syncApi } from '../helpers/sync';
import { signedInToken } from '../helpers/users';

const RUNS = 3;
const PASSWORD = 'a-year-of-feedings';
const KEEPERS = [
  { label: '10 animals', email: 'bench.health10@example.com', animals: 10 },
  { label: '300 animals', email: 'bench.health300@example.com', animals: 300 },
] as const;
type Keeper = (typeof KEEPERS)[number];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const MEAL = { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] } as const;

/** Per animal, a year: a meal a week (every tenth animal refusing its last three), a weighing a month, a shed every two months. */
function seedMutations(k: Keeper): { name: string; args: unknown }[] {
  const out: { name: string; args: unknown }[] = [];
  for (let i = 0; i < k.animals; i++) {
    const reptileId = uuidv7();
    out.push({ name: 'reptile.create.v1', args: { id: reptileId, name: `Animal ${String(i + 1).padStart(3, '0')}`, species: 'Python regius', sex: i % 2 ? 'male' : 'female' } });
    for (let w = 0; w < 52; w++) {
      const outcome = i % 10 === 0 && w < 3 ? 'refused' : 'ate';
      out.push({ name: 'feedingLog.create.v1', args: { id: uuidv7(), reptileId, date: daysAgo(w * 7 + (i % 7)), source: MEAL, outcome } });
    }
    for (let m = 0; m < 12; m++) out.push({ name: 'growthLog.create.v1', args: { id: uuidv7(), reptileId, date: daysAgo(m * 30 + 1), weightGrams: 1500 - m * 20 } });
    for (let s = 0; s < 6; s++) out.push({ name: 'sheddingLog.create.v1', args: { id: uuidv7(), reptileId, date: daysAgo(s * 60 + 3), complete: true } });
  }
  return out;
}

/** Opens /dashboard inside the running app (as a tap on its link does) and times the cards and the statuses. */
async function openDashboard(page: Page, k: Keeper): Promise<{ cards: number; statuses: number }> {
  await page.evaluate(() => {
    history.pushState({ usr: null, key: `bench${Date.now()}`, idx: (history.state as { idx?: number } | null)?.idx ?? 0 }, '', '/reminders');
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  });
  await page.getByRole('heading', { level: 1, name: 'Reminders' }).waitFor();
  const started = Date.now();
  await page.evaluate(() => {
    history.pushState({ usr: null, key: `bench${Date.now()}d`, idx: ((history.state as { idx?: number } | null)?.idx ?? 0) + 1 }, '', '/dashboard');
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  });
  await page.getByRole('heading', { name: 'Animal 001' }).waitFor();
  const cards = Date.now() - started;
  await page.waitForFunction((n) => [...document.querySelectorAll('input')].some((i) => i.value === `All (${n})` && i.closest('.mantine-Select-root')?.textContent?.includes('Health')), k.animals, { timeout: 120_000 });
  return { cards, statuses: Date.now() - started };
}

async function measureKeeper(server: Awaited<ReturnType<typeof startServer>>, browser: Browser, k: Keeper) {
  const user = await createConfirmedUser(server.app.store, { email: k.email, password: PASSWORD, role: 'user' }, Date.now());
  if (!user) throw new Error('bench user not created');
  await setPlan(server.app.store, user.id, 'HerpPro', null, Date.now());
  const token = await signedInToken(server.app, user.id);
  const api = syncApi(server.app, { id: user.id, email: k.email, token, headers: { authorization: `Bearer ${token}` } });
  const all = seedMutations(k);
  for (let i = 0; i < all.length; i += MAX_PUSH_MUTATIONS) {
    const res: PushResponse = await api.push(all.slice(i, i + MAX_PUSH_MUTATIONS).map((m, j) => mutation(i + j + 1, m.name, m.args)));
    const refused = res.results.find((r) => r.status !== 'applied');
    if (refused) throw new Error(`seeding refused: ${JSON.stringify(refused)}`);
  }
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error('  page error:', e.message));
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.getByLabel('E-mail').fill(k.email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 300_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const runs = [];
    for (let run = 0; run <= RUNS; run++) runs.push(await openDashboard(page, k));
    return { logs: all.length - k.animals, runs };
  } finally {
    await context.close();
  }
}

export async function runHealth(distDir = 'dist'): Promise<boolean> {
  const server = await startServer({ STATIC_DIR: distDir });
  const browser = await launchBrowser();
  try {
    const figures = [];
    for (const k of KEEPERS) figures.push({ k, ...(await measureKeeper(server, browser, k)) });
    console.log(`  load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${availableParallelism()} cores`);
    console.log(`  Phone profile (390x844, CPU 4x), a year of logs on the device, opening the dashboard (first, then median of ${RUNS}):`);
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    for (const f of figures) {
      const warm = f.runs.slice(1);
      const first = f.runs[0];
      console.log(`  ${f.k.label} (${f.logs.toLocaleString('en-US')} logs)`);
      console.log(`    cards drawn:          first ${s(first?.cards ?? Number.NaN)}, then ${s(median(warm.map((r) => r.cards)))}`);
      console.log(`    every status known:   first ${s(first?.statuses ?? Number.NaN)}, then ${s(median(warm.map((r) => r.statuses)))}`);
    }
    return true;
  } finally {
    await browser.close();
    await server.close();
  }
}
