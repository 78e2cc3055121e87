/**
 * A device's first sync of a large collection: pages are applied in a few large transactions, not
 * one commit per page, so a screen's live query re-runs a few times rather than once per page; the
 * rows and the cookie end exactly as page-by-page application leaves them; a pull cut off keeps
 * what arrived; and the progress says how much is left.
 */
import { liveQuery } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '../../app/lib/session';
import { SyncClient } from '../../app/lib/sync/client';
import { applyPage, pullAll, type PullProgress } from '../../app/lib/sync/pull';
import { EMPTY_SUMMARY, summarise } from '../../app/lib/db/reptile-facts';
import { NetworkError } from '../../app/lib/api/client';
import type { SyncTransport } from '../../app/lib/sync/transport';
import type { LocalLog, UserDb } from '../../app/lib/db';
import { SCHEMA_VERSION, SYNCED_TABLES, type PullRequest, type PullResponse, type SyncedTable } from '../../shared/sync/protocol';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

const PAGE = 50;
/** Batches of this many rows: several of them in a collection small enough for fake-indexeddb. */
const BATCH = 400;
type ServerRow = { table: SyncedTable; row: { version: number } & Record<string, unknown> };

/** A collection as a server holds it: reptiles first, then their feedings, versions 1..n. */
function collection(db: UserDb, reptiles: number, feedings: number): ServerRow[] {
  const rows: ServerRow[] = [];
  const ids: string[] = [];
  for (let i = 0; i < reptiles; i++) {
    const r = syncedReptile(db, { name: `R${i}`, version: rows.length + 1 });
    ids.push(r.id);
    rows.push({ table: 'reptiles', row: r });
  }
  for (let i = 0; i < feedings; i++) {
    const f: LocalLog<'feedingLogs'> = {
      id: uuidv7(), userId: db.userId, reptileId: ids[i % reptiles] ?? '', date: `2026-${String((i % 12) + 1).padStart(2, '0')}-01`, outcome: 'ate', notes: null,
      version: rows.length + 1, updatedAt: 1, deleted: false, source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 12 }] },
    };
    rows.push({ table: 'feedingLogs', row: f });
  }
  return rows;
}

/** Pages of `rows` above the cookie, as the server answers (with what is left, as it now says). */
function answer(rows: readonly ServerRow[], req: PullRequest): PullResponse {
  const after = rows.filter((r) => r.row.version > req.cookie);
  const page = after.slice(0, PAGE);
  const hasMore = after.length > PAGE;
  const changes = Object.fromEntries(SYNCED_TABLES.map((t) => [t, page.filter((r) => r.table === t).map((r) => r.row)])) as unknown as PullResponse['changes'];
  const top = rows.at(-1)?.row.version ?? 0;
  return {
    cookie: hasMore ? (page.at(-1)?.row.version ?? req.cookie) : Math.max(req.cookie, top), reset: false, hasMore,
    ...(hasMore ? { remaining: after.length - PAGE } : {}), lastMutationId: 0, rejections: [], changes,
  };
}

function transportOf(rows: readonly ServerRow[], failAt?: number): SyncTransport & { calls: number } {
  const t = {
    calls: 0,
    push: () => Promise.reject(new Error('nothing to push')),
    pull: async (req: PullRequest) => {
      if (++t.calls === failAt) throw new NetworkError();
      return answer(rows, req);
    },
  };
  return t;
}

async function contents(db: UserDb) {
  const { key: _key, ...cookie } = await db.getMeta('cookie');
  return { cookie, reptiles: await db.reptiles.orderBy('id').toArray(), feedings: await db.feedingLogs.orderBy('id').toArray() };
}

/** Every reptile's stored facts are what a recompute from its rows says (none when empty). */
async function expectFactsComplete(db: UserDb) {
  for (const r of await db.reptiles.toArray()) {
    const { reptileId: _id, ...stored } = (await db.reptileFacts.get(r.id)) ?? { reptileId: r.id, ...EMPTY_SUMMARY };
    expect(stored).toEqual(await summarise(db, r.id));
  }
}

describe('first sync', () => {
  it('applies every row and the cookie exactly as page-by-page application does', async () => {
    const db = signInKeeper();
    const rows = collection(db, 40, 800);
    const result = await pullAll(db, transportOf(rows), { batchRows: BATCH });
    expect(result).toEqual({ pages: Math.ceil(rows.length / PAGE), rows: rows.length });

    // The same answers applied one page per transaction, as before batching.
    const reference = signInKeeper();
    const { clientId } = await reference.getMeta('client');
    for (let cookie = 0; ;) {
      const page = answer(rows, { clientId, schemaVersion: SCHEMA_VERSION, cookie, sinceMutationId: 0 });
      expect(await applyPage(reference, page, cookie)).toBe(true);
      cookie = page.cookie;
      if (!page.hasMore) break;
    }
    expect(await contents(db)).toEqual(await contents(reference));
    expect((await db.getMeta('cookie')).cookie).toBe(rows.length);
  });

  it('makes a live query over a log table re-run a few times, not once per page', async () => {
    const db = signInKeeper();
    const rows = collection(db, 30, 1_570);
    const pages = Math.ceil(rows.length / PAGE);
    let runs = 0;
    const sub = liveQuery(() => db.feedingLogs.count()).subscribe(() => runs++);
    await pullAll(db, transportOf(rows), { batchRows: BATCH });
    await new Promise((resolve) => setTimeout(resolve, 50));
    sub.unsubscribe();
    // Once at subscription, then once per commit: the first page alone, then batches of BATCH.
    expect(pages).toBe(32);
    expect(runs).toBeLessThanOrEqual(2 + Math.ceil(rows.length / BATCH));
    expect(runs).toBeLessThan(pages / 4);
  });

  it('fetches the next batch while the one before is being applied', async () => {
    const db = signInKeeper();
    const rows = collection(db, 10, 790);
    const events: string[] = [];
    const transport = transportOf(rows);
    const pull = transport.pull;
    transport.pull = (req: PullRequest) => {
      events.push(`fetch ${req.cookie}`);
      return pull(req);
    };
    const put = db.meta.put.bind(db.meta);
    db.meta.put = ((value: Parameters<typeof put>[0]) => {
      if (value.key === 'cookie') events.push(`stored ${value.cookie}`);
      return put(value);
    }) as typeof db.meta.put;
    await pullAll(db, transport, { batchRows: BATCH });
    // The first page alone, then batches of BATCH rows: each batch's first fetch is asked before
    // the batch before it is stored, and nothing is fetched twice.
    for (const cookie of [PAGE, PAGE + BATCH]) expect(events.indexOf(`fetch ${cookie}`)).toBeLessThan(events.indexOf(`stored ${cookie}`));
    expect(events.filter((e) => e.startsWith('fetch'))).toHaveLength(rows.length / PAGE);
    expect((await db.getMeta('cookie')).cookie).toBe(rows.length);
    expect(await db.feedingLogs.count()).toBe(790);
  });

  it('ends with every row once when two pulls of one device race (a batch fetched ahead is dropped)', async () => {
    const db = signInKeeper();
    const rows = collection(db, 12, 1_188);
    await Promise.all([pullAll(db, transportOf(rows), { batchRows: BATCH }), pullAll(db, transportOf(rows), { batchRows: 150 })]);
    const reference = signInKeeper();
    await pullAll(reference, transportOf(rows), { batchRows: BATCH });
    expect(await contents(db)).toEqual(await contents(reference));
  });

  it('leaves the per-animal facts to its end, then holds every animal\'s, and later pulls keep them', async () => {
    const db = signInKeeper();
    const rows = collection(db, 15, 885);
    await pullAll(db, transportOf(rows), { batchRows: BATCH });
    expect((await db.getMeta('cookie')).factsPending).toBeUndefined();
    expect(await db.reptileFacts.count()).toBe(15);
    await expectFactsComplete(db);
    // A later pull (not a first sync) refreshes the facts of what it brings, batch by batch.
    const reptileId = rows[0]!.row.id as string;
    rows.push({ table: 'feedingLogs', row: {
      id: uuidv7(), userId: db.userId, reptileId, date: '2026-12-24', outcome: 'ate', notes: null, version: rows.length + 1, updatedAt: 2, deleted: false,
      source: { kind: 'manual', items: [{ foodItem: 'Rat', count: 1, sizePerItemGrams: 40 }] } } });
    await pullAll(db, transportOf(rows), { batchRows: BATCH });
    expect((await db.reptileFacts.get(reptileId))?.lastAte?.date).toBe('2026-12-24');
    await expectFactsComplete(db);
  });

  it('rebuilds the facts at the end of a first sync that was cut off and resumed', async () => {
    const db = signInKeeper();
    const rows = collection(db, 10, 990);
    await expect(pullAll(db, transportOf(rows, 5), { batchRows: BATCH })).rejects.toBeInstanceOf(NetworkError);
    // Part of the rows are here; their facts are not yet, and the device knows it.
    expect((await db.getMeta('cookie')).factsPending).toBe(true);
    expect(await db.reptileFacts.count()).toBe(0);
    await pullAll(db, transportOf(rows), { batchRows: BATCH });
    expect((await db.getMeta('cookie')).factsPending).toBeUndefined();
    await expectFactsComplete(db);
  });

  it('keeps the pages that arrived when the connection goes mid-batch, then finishes', async () => {
    const db = signInKeeper();
    const rows = collection(db, 10, 990);
    const cut = transportOf(rows, 5);
    await expect(pullAll(db, cut, { batchRows: BATCH })).rejects.toBeInstanceOf(NetworkError);
    // Pages 1 to 4 arrived (page 1 alone, 2-4 of the next batch): their rows and their cookie.
    expect((await db.getMeta('cookie')).cookie).toBe(4 * PAGE);
    expect(await db.reptiles.count() + await db.feedingLogs.count()).toBe(4 * PAGE);
    const rest = transportOf(rows);
    await pullAll(db, rest, { batchRows: BATCH });
    expect(rest.calls).toBe(Math.ceil(rows.length / PAGE) - 4);
    expect(await db.feedingLogs.count()).toBe(990);
  });

  it('reports what has arrived of what the server said there is, page by page', async () => {
    const db = signInKeeper();
    const rows = collection(db, 20, 580);
    const seen: PullProgress[] = [];
    await pullAll(db, transportOf(rows), { onProgress: (p) => seen.push(p), batchRows: BATCH });
    expect(seen).toHaveLength(12);
    expect(seen[0]).toEqual({ received: PAGE, remaining: 600 - PAGE });
    expect(seen.map((p) => p.received + (p.remaining ?? 0))).toEqual(seen.map(() => 600));
    expect(seen.at(-1)).toEqual({ received: 600, remaining: 0 });
  });

  it('is a first sync until a cycle finishes, and only on a device that never finished one', async () => {
    const db = signInKeeper();
    const rows = collection(db, 5, 300);
    const phases: boolean[] = [];
    const client = new SyncClient(db, { transport: transportOf(rows), onProgress: (p) => phases.push(p.firstSync) });
    expect(await client.sync()).toBeNull();
    expect(phases[0]).toBe(true);
    expect(phases.at(-1)).toBe(false);
    phases.length = 0;
    expect(await client.sync()).toBeNull();
    expect(phases.every((first) => !first)).toBe(true);
  });

  it('stays a first sync when the first cycle could not finish', async () => {
    const db = signInKeeper();
    const phases: boolean[] = [];
    const client = new SyncClient(db, { transport: transportOf(collection(db, 5, 300), 2), onProgress: (p) => phases.push(p.firstSync) });
    expect(await client.sync()).toBe('offline');
    expect(phases.at(-1)).toBe(true);
  });
});
