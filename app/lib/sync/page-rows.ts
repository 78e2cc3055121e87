import type { PullResponse } from '../../../shared/sync/protocol';
import type { SyncedRowOf, SyncedTable } from '../../../shared/sync/tables';
import type { LocalRow, ShadowEntry, UserDb } from '../db/database';
import { isFactSource, refreshReptileFacts, reptilesOfRows } from '../db/reptile-facts';
import { shadowKey } from './writer';

/**
 * Writes a pulled page's rows of `tables`. A row with pending local changes is not overwritten:
 * its shadow (server base) takes it, and rebase shows it later. With `reset` the answer is
 * everything the server has of those tables in the space pulled (`spaceId`: the keeper's own, or a
 * shared collection's), so whatever the device holds of them in that space and the answer lacks is
 * gone; the rows of other spaces are never touched. The reptiles whose feedings or growth entries changed get their facts recomputed
 * (reptile-facts.ts), unless `deferFacts`: a first sync rebuilds them all once at its end
 * (pull.ts). Call inside a write transaction over the synced tables, `shadow` and `reptileFacts`;
 * resolves to how many shadows there were (each needs a rebase).
 */
export async function applyRows(db: UserDb, changes: PullResponse['changes'], tables: readonly SyncedTable[], reset: boolean, deferFacts = false, spaceId = db.userId): Promise<number> {
  const shadows = new Map<string, ShadowEntry>((await db.shadow.toArray()).map((s) => [s.key, s]));
  const changedShadows: ShadowEntry[] = [];
  const factsOf: string[] = [];
  for (const table of tables) {
    const rows: LocalRow[] = changes[table];
    // Only a reptile with a non-empty summary has facts, and removing rows cannot make an empty
    // one non-empty: so those are all the reptiles a reset can change, besides the rows put.
    if (reset && isFactSource(table) && !deferFacts) factsOf.push(...(await db.reptileFacts.toCollection().primaryKeys()));
    if (reset) {
      await db.synced(table).filter((r) => r.userId === spaceId && !shadows.has(shadowKey(table, r.id))).delete();
      for (const s of shadows.values()) {
        if (s.table === table && s.base?.userId === spaceId) changedShadows.push(Object.assign(s, { base: null }));
      }
    }
    const puts: LocalRow[] = [];
    const deletes: string[] = [];
    for (const row of rows) {
      const shadow = shadows.get(shadowKey(table, row.id));
      if (shadow) changedShadows.push(Object.assign(shadow, { base: row.deleted ? null : row }));
      else if (row.deleted) deletes.push(row.id);
      else puts.push(row);
    }
    if (isFactSource(table) && !deferFacts) {
      factsOf.push(...puts.map((r) => (r as SyncedRowOf<typeof table>).reptileId), ...(await reptilesOfRows(db, table, deletes)));
    }
    await db.synced(table).bulkPut(puts);
    await db.synced(table).bulkDelete(deletes);
  }
  await refreshReptileFacts(db, factsOf);
  await db.shadow.bulkPut(changedShadows);
  return shadows.size;
}
