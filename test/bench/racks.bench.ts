/**
 * The rack view (issue 28), printed, never asserted: on the phone profile (390x844, CDP CPU
 * throttling 4x) in real Chromium on the built app (`dist/`), with the data on the device, how long
 * a keeper waits from a tap until a rack's tubs stand with their animals and rhythm badges, and
 * until the list of racks stands. A keeper with 20 racks × 12 tubs (240 animals, two of every three
 * with feedings) is printed beside one with a rack of 10 animals. Each is seeded through the sync
 * API and signed in through the real form; each figure is the first tap (its chunk fetched) and
 * then the median of 3. Goal (issue 28): the rack view under 1 s. The machine's load is printed
 * beside the figures: on a busy machine they are high.
 */
import { availableParallelism, loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { MAX_PUSH_MUTATIONS } from '../../shared/sync/constants';
import type { PushResponse } from '../../shared/sync/protocol';
import { createConfirmedUser } from '../../sync-server/src/auth/users';
import { setPlan } from '../../sync-server/src/coins/service';
import { launchBrowser } from '../helpers/browser';
import { startServer } from '../helpers/server';
import { mutation, syncApi } from '../helpers/sync';
import { signedInToken } from '../helpers/users';

export const RACK_VIEW_GOAL_MS = 1000;
const RUNS = 3;
const PASSWORD = 'twenty-racks-of-tubs';
const SPECIES = ['Python regius', 'Pantherophis guttatus', 'Eublepharis macularius', 'Boa imperator'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRST';

interface Keeper {
  label: string;
  email: string;
  racks: number;
  shelves: number;
  perShelf: number;
}

const KEEPERS: readonly Keeper[] = [
  { label: '10 animals (1 rack of 5 × 2)', email: 'bench.racks10@example.com', racks: 1, shelves: 5, perShelf: 2 },
  { label: '240 animals (20 racks of 6 × 2)', email: 'bench.racks240@example.com', racks: 20, shelves: 6, perShelf: 2 },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const animalName = (i: number) => `Animal ${String(i + 1).padStart(3, '0')}`;

/** The keeper's animals, racks with their tubs, one animal per tub, and feedings for two of every three. */
function seedMutations(k: Keeper): { name: string; args: unknown }[] {
  const out: { name: string; args: unknown }[] = [];
  const tubs: string[] = [];
  for (let r = 0; r < k.racks; r++) {
    const tubIds = Array.from({ length: k.shelves * k.perShelf }, () => uuidv7());
    tubs.push(...tubIds);
    out.push({ name: 'rack.create.v1', args: { id: uuidv7(), name: LETTERS[r], room: 'Snake room', shelves: k.shelves, perShelf: k.perShelf, tubType: 'tub', tubIds } });
  }
  tubs.forEach((enclosureId, i) => {
    const reptileId = uuidv7();
    out.push({ name: 'reptile.create.v1', args: { id: reptileId, name: animalName(i), species: SPECIES[i % SPECIES.length], sex: i % 2 ? 'male' : 'female', hatchDate: '2022-06-01' } });
    out.push({ name: 'placement.create.v1', args: { id: uuidv7(), reptileId, enclosureId, date: daysAgo(30), at: Date.now() } });
    if (i % 3 !== 2) {
      out.push({ name: 'feedingLog.create.v1', args: { id: uuidv7(), reptileId, date: daysAgo(i % 25), outcome: 'ate', notes: null, source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] } } });
    }
  });
  return out;
}

/** Milliseconds from the tap until `ready` is on screen. */
async function timeTap(tap: () => Promise<void>, ready: () => Promise<void>): Promise<number> {
  const started = Date.now();
  await tap();
  await ready();
  return Date.now() - started;
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
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 120_000 });
    await page.goto(`${server.url}/racks`);
    await page.getByRole('heading', { name: 'Racks & enclosures' }).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    // The last rack, and the animal in its last tub: the view stands when that one has drawn.
    const lastRack = `Rack ${LETTERS[k.racks - 1]}`;
    const lastAnimal = animalName(k.racks * k.shelves * k.perShelf - 1);
    const view: number[] = [];
    const list: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      view.push(await timeTap(() => page.getByRole('link', { name: lastRack }).click(),
        () => page.getByRole('link', { name: lastAnimal }).waitFor()));
      list.push(await timeTap(() => page.getByRole('link', { name: 'All racks & enclosures' }).click(),
        () => page.getByRole('link', { name: lastRack }).waitFor()));
    }
    return { view: { cold: view[0] ?? Number.NaN, warm: view.slice(1) }, list: { cold: list[0] ?? Number.NaN, warm: list.slice(1) } };
  } finally {
    await context.close();
  }
}

export async function runRacks(distDir = 'dist'): Promise<boolean> {
  const server = await startServer({ STATIC_DIR: distDir });
  const browser = await launchBrowser();
  try {
    const figures = [];
    for (const k of KEEPERS) figures.push({ k, ...(await measureKeeper(server, browser, k)) });
    console.log(`  load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${availableParallelism()} cores`);
    console.log(`  Phone profile (390x844, CPU 4x), data on the device, tap to drawn (first tap, then median of ${RUNS}):`);
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    for (const f of figures) {
      const big = f.k.racks === 20;
      const verdict = big ? `   goal < ${s(RACK_VIEW_GOAL_MS)}: ${median(f.view.warm) < RACK_VIEW_GOAL_MS ? 'OK' : 'OVER'}` : '';
      console.log(`  ${f.k.label}`);
      console.log(`    rack view:      first ${s(f.view.cold)}, then ${s(median(f.view.warm))} (${f.view.warm.map(s).join(', ')})${verdict}`);
      console.log(`    list of racks:  first ${s(f.list.cold)}, then ${s(median(f.list.warm))} (${f.list.warm.map(s).join(', ')})`);
    }
    return true;
  } finally {
    await browser.close();
    await server.close();
  }
}
