/**
 * Fetching the synced tables this device's cookie does not cover (cookie.ts), before its normal
 * pull: a pull limited to those tables (`tables`) from cookie 0, page by page. Each page is
 * applied in ONE transaction together with where the fetch has got to, so a fetch cut off resumes
 * from its last committed page. The last page records the tables as covered. The normal pull then
 * goes on from the device's own cookie; it brings those tables' later changes again, which is
 * harmless, and nothing else is downloaded again.
 *
 * These pages never acknowledge outbox entries nor record rejections: their `lastMutationId` is
 * read with these tables' rows only, and dropping a mutation before the rows of every table it
 * touched are here would show the old state until the normal pull. That pull's last page does it.
 */
import { PullResponse, SCHEMA_VERSION } from '../../../shared/sync/protocol';
import { SYNCED_TABLES, type SyncedTable } from '../../../shared/sync/tables';
import type { UserDb } from '../db/database';
import { backfillCookie, coveredTables, effectiveCookie, missingTables } from './cookie';
import { asStorageError } from './errors';
import { writeScope } from './mutate';
import { applyRows } from './page-rows';
import type { SyncTransport } from './transport';

const sameTables = (a: readonly SyncedTable[], b: readonly SyncedTable[]) => a.length === b.length && a.every((t) => b.includes(t));

/** Applies one page of the fetch; false when another sync moved things since the request (page dropped). */
async function applyBackfillPage(db: UserDb, page: PullResponse, tables: readonly SyncedTable[], requestCookie: number, ownCookie: number): Promise<boolean> {
  return db.transaction('rw', writeScope(db), async () => {
    const state = await db.getMeta('cookie');
    if (effectiveCookie(state) !== ownCookie || !sameTables(missingTables(state), tables) || backfillCookie(state, tables) !== requestCookie) return false;
    // From cookie 0 the answer is all these tables hold: what the device has of them and the answer lacks is gone.
    await applyRows(db, page.changes, tables, page.reset || requestCookie === 0);
    if (page.hasMore) {
      await db.meta.put({ ...state, backfill: { tables: [...tables], cookie: page.cookie } });
    } else {
      const covered = [...coveredTables(state), ...tables];
      const { backfill: _done, ...rest } = state;
      await db.meta.put({ ...rest, tables: SYNCED_TABLES.filter((t) => covered.includes(t)) });
    }
    return true;
  });
}

/** Fetches the tables the cookie lacks; resolves to the pages and rows that arrived. */
export async function backfillTables(db: UserDb, transport: SyncTransport, clientId: string): Promise<{ pages: number; rows: number }> {
  let pages = 0;
  let rows = 0;
  for (;;) {
    const state = await db.getMeta('cookie');
    const tables = missingTables(state);
    if (tables.length === 0) return { pages, rows };
    const requestCookie = backfillCookie(state, tables);
    const raw = await transport.pull({ clientId, schemaVersion: SCHEMA_VERSION, cookie: requestCookie, sinceMutationId: state.ackedMutationId, tables });
    const page = PullResponse.parse(raw);
    try {
      if (!(await applyBackfillPage(db, page, tables, requestCookie, effectiveCookie(state)))) continue;
    } catch (err) {
      throw asStorageError(err);
    }
    pages++;
    rows += tables.reduce((n, t) => n + page.changes[t].length, 0);
  }
}
