import type { UserDb } from '../db/database';
import { isFactSource, refreshReptileFacts, reptilesOfRows } from '../db/reptile-facts';
import type { SyncedRowOf, SyncedTable } from '../../../shared/sync/protocol';
import type { LocalWriter } from './local-mutators';

export const shadowKey = (table: SyncedTable, id: string): string => `${table}:${id}`;

/**
 * The only way local mutators write. Before a row is first touched by a pending change, its
 * current state is saved as the shadow; while a shadow exists, the visible row is "server state
 * plus pending changes" and pull updates the shadow instead. A feeding or growth entry's write
 * also recomputes its reptile's facts (reptile-facts.ts). Must run inside a transaction that
 * includes `shadow`, `reptileFacts` and the synced tables (mutate.ts writeScope).
 */
export function createWriter(db: UserDb): LocalWriter {
  const remember = async (table: SyncedTable, id: string) => {
    const key = shadowKey(table, id);
    if (await db.shadow.get(key)) return;
    await db.shadow.put({ key, table, id, base: (await db.synced(table).get(id)) ?? null });
  };
  return {
    get: (table, id) => db.synced(table).get(id) as never,
    all: (table) => db.synced(table).toArray() as never,
    async put(table, row) {
      await remember(table, row.id);
      await db.synced(table).put(row);
      // A log never moves to another reptile, so the new row names the only one it changes.
      if (isFactSource(table)) await refreshReptileFacts(db, [(row as SyncedRowOf<typeof table>).reptileId]);
    },
    async remove(table, id) {
      await remember(table, id);
      const reptileIds = isFactSource(table) ? await reptilesOfRows(db, table, [id]) : [];
      await db.synced(table).delete(id);
      await refreshReptileFacts(db, reptileIds);
    },
  };
}
