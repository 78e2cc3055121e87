/**
 * Pulls server changes page by page. Pages are applied in batches (the first page alone, then
 * about BATCH_ROWS rows), each batch in ONE read-write transaction with the cookie of its last page,
 * so the cookie advances only with the rows it covers: a pull cut off anywhere (network, tab
 * closed, full disk) leaves the previous cookie and rows intact. Batches, not pages, because every
 * commit makes each open screen re-run its live queries (a first sync of 60 pages re-ran the
 * dashboard 60 times).
 *
 * Rows touched by pending changes are not overwritten: their shadow (server base) is updated.
 * On the last page, the outbox entries the server has processed are removed (refused ones are
 * kept in `rejections` with their arguments) and the rest are rebased: shadows restored, pending
 * mutations replayed in order. Rebase waits for the last page because only there is
 * `lastMutationId` read in the same snapshot as all the rows it covers.
 *
 * The keeper's shared collections (issue 27) are pulled around it, each from its own cookie
 * (spaces.ts says in which order, and why).
 */
import { PullResponse, SCHEMA_VERSION } from '../../../shared/sync/protocol';
import { SYNCED_TABLES } from '../../../shared/sync/tables';
import { isMutationName } from '../../../shared/sync/mutations';
import type { CookieMeta, LocalRejection, UserDb } from '../db/database';
import { rebuildReptileFacts, refreshReptileFacts, reptilesOfShadows } from '../db/reptile-facts';
import { backfillTables } from './backfill';
import { coveredTables, effectiveCookie } from './cookie';
import { asStorageError } from './errors';
import { runLocalMutator } from './local-mutators';
import { writeScope } from './mutate';
import { applyRows } from './page-rows';
import type { SyncTransport } from './transport';
import { createWriter } from './writer';
import { prepareMutators } from './lazy-mutators';
import { forgetSpaces, pullSpaces, readSpaces, storeSpaceList } from './spaces';

/** The names of the outbox's mutations. */
async function outboxNames(db: UserDb): Promise<string[]> {
  const names = new Set<string>();
  await db.outbox.each((e) => { names.add(e.name); });
  return [...names];
}

/** Restores every shadow and replays the pending outbox on top. Call inside a write transaction. */
export async function rebase(db: UserDb): Promise<void> {
  const shadows = await db.shadow.toArray();
  const factsOf = await reptilesOfShadows(db, shadows);
  for (const s of shadows) {
    if (s.base) await db.synced(s.table).put(s.base);
    else await db.synced(s.table).delete(s.id);
  }
  await db.shadow.clear();
  await refreshReptileFacts(db, factsOf);
  const writer = createWriter(db);
  for (const e of await db.outbox.orderBy('mutationId').toArray()) {
    // An unknown name can only come from a newer version of the app sharing this database.
    if (isMutationName(e.name)) await runLocalMutator(e.name, writer, e.args, { userId: db.userId, at: e.createdAt });
  }
  await writer.flush();
}

/** A fetched page and the cookie it was asked with. */
export interface FetchedPage {
  page: PullResponse;
  requestCookie: number;
}

/** What a pull has brought so far, and what the server said is left (null when it did not say). */
export interface PullProgress {
  received: number;
  remaining: number | null;
}

/**
 * Rows fetched before they are applied together. Every commit makes each open screen re-run its
 * live queries over the tables it touched, so a first sync of 60 pages committed one by one
 * recomputed the dashboard 60 times; in batches of this many rows it does so a few times. The
 * first page goes alone, so the first animals show at once.
 */
export const BATCH_ROWS = 5000;

/** Applies one page; false when another sync moved the cookie since the request (page dropped). */
export function applyPage(db: UserDb, page: PullResponse, requestCookie: number): Promise<boolean> {
  return applyPages(db, [{ page, requestCookie }]);
}

/**
 * Applies consecutive pages (each asked with the cookie the one before answered) in ONE
 * transaction, with the last one's cookie: the batch commits whole or not at all, so the cookie
 * never runs ahead of the rows it covers. False when another sync moved the cookie since the
 * first request (the batch is dropped).
 *
 * A first sync (from cookie 0, or one that started so and was cut off: `factsPending`) leaves the
 * per-animal facts alone until its last page, then rebuilds them all in that page's transaction:
 * refreshing 300 animals' facts after every batch cost a phone a quarter of its first sync
 * (issue 26), and nothing reads them until a first sync has finished (the dashboard says the
 * collection is still arriving).
 */
export async function applyPages(db: UserDb, batch: readonly FetchedPage[]): Promise<boolean> {
  const first = batch[0];
  if (!first) return true;
  // The rebase at the end replays the outbox: its mutators' modules load before the transaction.
  if (batch.some((b) => !b.page.hasMore)) await prepareMutators(await outboxNames(db));
  return db.transaction('rw', [...writeScope(db), db.rejections], async () => {
    let state = await db.getMeta('cookie');
    if (effectiveCookie(state) !== first.requestCookie) return false;
    const deferFacts = state.factsPending === true || first.requestCookie === 0;
    for (const { page, requestCookie } of batch) state = await applyPageRows(db, state, page, requestCookie, deferFacts);
    const { factsPending: _pending, ...rest } = state;
    const done = batch.at(-1)?.page.hasMore === false;
    if (deferFacts && done) await rebuildReptileFacts(db);
    await db.meta.put(deferFacts && !done ? { ...rest, factsPending: true } : rest);
    return true;
  });
}

/** The reptileId of a change's arguments, when it names one. */
const reptileIdOf = (args: unknown): string | null => {
  const id = (args as { reptileId?: unknown } | null)?.reptileId;
  return typeof id === 'string' ? id : null;
};

/** Names the animal of each refused change while it is still on the device (its space may be leaving it). */
async function nameAnimals(db: UserDb, refused: LocalRejection[]): Promise<void> {
  const ids = [...new Set(refused.flatMap((r) => reptileIdOf(r.args) ?? []))];
  if (ids.length === 0) return;
  const reptiles = await db.reptiles.bulkGet(ids);
  const names = new Map(reptiles.flatMap((r) => (r ? [[r.id, r.name] as const] : [])));
  for (const r of refused) {
    const id = reptileIdOf(r.args);
    if (id && names.has(id)) r.reptileName = names.get(id);
  }
}

/** One page's rows, and on the last page the outbox and rebase; resolves to the cookie after it. */
async function applyPageRows(db: UserDb, state: CookieMeta, page: PullResponse, requestCookie: number, deferFacts: boolean): Promise<CookieMeta> {
  // Cookie 0 asks for everything, and so does a reset: whatever this device holds that is not
  // in the answer is gone.
  const everything = page.reset || requestCookie === 0;
  const shadowCount = await applyRows(db, page.changes, SYNCED_TABLES, everything, deferFacts);

  let ackedMutationId = state.ackedMutationId;
  if (!page.hasMore) {
    const done = await db.outbox.where('mutationId').belowOrEqual(page.lastMutationId).toArray();
    const byId = new Map(done.map((e) => [e.mutationId, e]));
    const refused: LocalRejection[] = page.rejections.map((r) => {
      const entry = byId.get(r.mutationId);
      return { ...r, args: entry?.args ?? null, createdAt: entry?.createdAt ?? null };
    });
    await nameAnimals(db, refused);
    await db.rejections.bulkPut(refused);
    await db.outbox.bulkDelete(done.map((e) => e.mutationId));
    ackedMutationId = Math.max(ackedMutationId, page.lastMutationId);
    if (shadowCount > 0 || done.length > 0) await rebase(db);
  }
  // A pull of everything covers every table this app knows, and ends any fetch of missing
  // tables; otherwise the cookie keeps the tables it covered, of those this app knows (an
  // unknown table's rows were dropped from the page).
  const { backfill, ...rest } = state;
  const next: CookieMeta = { ...rest, cookie: page.cookie, ackedMutationId, schemaVersion: SCHEMA_VERSION, tables: everything ? [...SYNCED_TABLES] : coveredTables(state) };
  if (backfill && !everything) next.backfill = backfill;
  return next;
}

const rowsOf = (page: PullResponse): number => SYNCED_TABLES.reduce((n, t) => n + page.changes[t].length, 0);

/** Lets the page handle input between batches: no task of a long pull runs long. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}

/** A batch of pages fetched in a row; `error` when the connection failed after the pages that arrived. */
interface FetchedBatch {
  /** The rejections' starting point it was asked with. */
  sinceMutationId: number;
  batch: FetchedPage[];
  rows: number;
  last: PullResponse | null;
  error: unknown;
}

/**
 * Fetches consecutive pages from `cookie` until about `batchRows` rows have arrived or the server
 * has no more. Never rejects: a failure is kept in `error`, with the pages fetched before it.
 */
async function fetchBatch(transport: SyncTransport, ask: { clientId: string; cookie: number; sinceMutationId: number }, batchRows: number,
  onPage: (page: PullResponse) => void): Promise<FetchedBatch> {
  const out: FetchedBatch = { sinceMutationId: ask.sinceMutationId, batch: [], rows: 0, last: null, error: null };
  let requestCookie = ask.cookie;
  try {
    do {
      const raw = await transport.pull({ clientId: ask.clientId, schemaVersion: SCHEMA_VERSION, cookie: requestCookie, sinceMutationId: ask.sinceMutationId });
      const page = PullResponse.parse(raw);
      out.batch.push({ page, requestCookie });
      out.rows += rowsOf(page);
      out.last = page;
      requestCookie = page.cookie;
      onPage(page);
    } while (out.last.hasMore && out.rows < batchRows);
  } catch (err) {
    out.error = err;
  }
  return out;
}

/**
 * Pulls until the server has nothing more; returns how many rows arrived. Pages are fetched in
 * batches of about BATCH_ROWS and each batch applied in one transaction (applyPages). While a
 * batch is applied, the next one is already being fetched (its cookie is the last page's, known
 * before the apply): the device's work and the server's overlap instead of taking turns, which a
 * first sync of 60 pages spent a fifth of its time waiting on (issue 26). Should the apply find
 * that another sync moved the cookie, the fetched-ahead batch is dropped and the pull starts again
 * from the cookie stored. A fetch cut off mid-batch still applies the pages that arrived, so
 * nothing fetched is fetched again. `onProgress` hears of every page; `batchRows` is for tests.
 */
export async function pullAll(db: UserDb, transport: SyncTransport, opts: { onProgress?: (p: PullProgress) => void; batchRows?: number } = {}): Promise<{ pages: number; rows: number }> {
  const { clientId } = await db.getMeta('client');
  const known = await pullSpaces(db, transport, clientId, (await readSpaces(db)).list.map((s) => s.id));
  const own = await pullOwn(db, transport, clientId, opts);
  const { added, removed } = await storeSpaceList(db, own.spaces);
  const gone = [...new Set([...known.gone, ...removed])];
  await forgetSpaces(db, gone, rebase);
  const joined = await pullSpaces(db, transport, clientId, added.filter((id) => !gone.includes(id)));
  return { pages: known.pages + own.pages + joined.pages, rows: known.rows + own.rows + joined.rows };
}

/** The keeper's own space, as pullAll says; answers also the shared spaces its last page listed. */
async function pullOwn(db: UserDb, transport: SyncTransport, clientId: string, opts: { onProgress?: (p: PullProgress) => void; batchRows?: number }): Promise<{ pages: number; rows: number; spaces: PullResponse['spaces'] }> {
  const { onProgress } = opts;
  let { pages, rows } = await backfillTables(db, transport, clientId);
  const batchRows = opts.batchRows ?? BATCH_ROWS;
  // What has arrived, applied or not: the progress counts it.
  let received = rows;
  const onPage = (page: PullResponse) => {
    received += rowsOf(page);
    onProgress?.({ received, remaining: page.hasMore ? (page.remaining ?? null) : 0 });
  };
  const fromStored = async (limit: number) => {
    const state = await db.getMeta('cookie');
    received = rows;
    return fetchBatch(transport, { clientId, cookie: effectiveCookie(state), sinceMutationId: state.ackedMutationId }, limit, onPage);
  };
  // The first page goes alone, so the first animals show at once.
  let pending: Promise<FetchedBatch> = fromStored(0);
  for (;;) {
    const { sinceMutationId, batch, rows: fetched, last, error } = await pending;
    // The rejections' starting point (ackedMutationId) moves only with a last page: a batch
    // fetched ahead asks with the same one.
    const ahead = error === null && last?.hasMore ? fetchBatch(transport, { clientId, cookie: last.cookie, sinceMutationId }, batchRows, onPage) : null;
    let applied: boolean;
    try {
      applied = batch.length === 0 || (await applyPages(db, batch));
    } catch (err) {
      // Keep what arrived before the connection went; the failure to report is the network's.
      if (error !== null) throw error;
      await ahead;
      throw asStorageError(err);
    }
    if (error !== null) throw error;
    if (!applied) {
      await ahead;
      pending = fromStored(0);
      continue;
    }
    pages += batch.length;
    rows += fetched;
    if (!last?.hasMore || !ahead) return { pages, rows, spaces: last?.spaces };
    await yieldToMain();
    pending = ahead;
  }
}
