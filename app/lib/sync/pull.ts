/**
 * Pulls server changes page by page. Each page is applied in ONE read-write transaction and the
 * cookie is written in that same transaction, so it advances only if the page committed: a pull
 * cut off anywhere (network, tab closed, full disk) leaves the previous cookie and rows intact.
 *
 * Rows touched by pending changes are not overwritten: their shadow (server base) is updated.
 * On the last page, the outbox entries the server has processed are removed (refused ones are
 * kept in `rejections` with their arguments) and the rest are rebased: shadows restored, pending
 * mutations replayed in order. Rebase waits for the last page because only there is
 * `lastMutationId` read in the same snapshot as all the rows it covers.
 */
import { PullResponse, SCHEMA_VERSION } from '../../../shared/sync/protocol';
import { SYNCED_TABLES } from '../../../shared/sync/tables';
import { isMutationName } from '../../../shared/sync/mutations';
import type { CookieMeta, LocalRejection, UserDb } from '../db/database';
import { refreshReptileFacts, reptilesOfShadows } from '../db/reptile-facts';
import { backfillTables } from './backfill';
import { coveredTables, effectiveCookie } from './cookie';
import { asStorageError } from './errors';
import { runLocalMutator } from './local-mutators';
import { writeScope } from './mutate';
import { applyRows } from './page-rows';
import type { SyncTransport } from './transport';
import { createWriter } from './writer';

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
}

/** Applies one page; false when another sync moved the cookie since the request (page dropped). */
export async function applyPage(db: UserDb, page: PullResponse, requestCookie: number): Promise<boolean> {
  return db.transaction('rw', [...writeScope(db), db.rejections], async () => {
    const state = await db.getMeta('cookie');
    if (effectiveCookie(state) !== requestCookie) return false;
    // Cookie 0 asks for everything, and so does a reset: whatever this device holds that is not
    // in the answer is gone.
    const everything = page.reset || requestCookie === 0;
    const shadowCount = await applyRows(db, page.changes, SYNCED_TABLES, everything);

    let ackedMutationId = state.ackedMutationId;
    if (!page.hasMore) {
      const done = await db.outbox.where('mutationId').belowOrEqual(page.lastMutationId).toArray();
      const byId = new Map(done.map((e) => [e.mutationId, e]));
      const refused: LocalRejection[] = page.rejections.map((r) => {
        const entry = byId.get(r.mutationId);
        return { ...r, args: entry?.args ?? null, createdAt: entry?.createdAt ?? null };
      });
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
    await db.meta.put(next);
    return true;
  });
}

/** Pulls until the server has nothing more; returns how many rows arrived. */
export async function pullAll(db: UserDb, transport: SyncTransport): Promise<{ pages: number; rows: number }> {
  const { clientId } = await db.getMeta('client');
  let { pages, rows } = await backfillTables(db, transport, clientId);
  for (;;) {
    const state = await db.getMeta('cookie');
    const cookie = effectiveCookie(state);
    const raw = await transport.pull({ clientId, schemaVersion: SCHEMA_VERSION, cookie, sinceMutationId: state.ackedMutationId });
    const page = PullResponse.parse(raw);
    try {
      if (!(await applyPage(db, page, cookie))) continue;
    } catch (err) {
      throw asStorageError(err);
    }
    pages++;
    rows += SYNCED_TABLES.reduce((n, t) => n + page.changes[t].length, 0);
    if (!page.hasMore) return { pages, rows };
  }
}
