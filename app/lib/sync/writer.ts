import type { UserDb } from '../db/database';
import { isFactSource, refreshReptileFacts } from '../db/reptile-facts';
import type { SyncedRowOf, SyncedTable } from '../../../shared/sync/protocol';
import type { LocalWriter } from './local-mutators';

export const shadowKey = (table: SyncedTable, id: string): string => `${table}:${id}`;

interface Pending {
  table: SyncedTable;
  id: string;
  /** The row as the mutators left it; null: removed. */
  row: { id: string } | null;
}

/**
 * The only way local mutators write. Before a row is first touched by a pending change, its
 * current state is saved as the shadow; while a shadow exists, the visible row is "server state
 * plus pending changes" and pull updates the shadow instead.
 *
 * Writes are kept in memory and stored by `flush`, in bulk, before the transaction ends: reads
 * through the writer (`get`, `all`) see them at once, so mutators behave as if each write had
 * been stored. At the flush, every row touched for the first time gets its shadow (the stored row
 * is still the one before the change, as nothing was stored meanwhile), then the rows are stored
 * table by table, then the facts of every reptile whose feedings or weighings changed are
 * recomputed once (reptile-facts.ts). A spreadsheet import of 12,000 logs wrote each with its own
 * reads and puts and recomputed its reptile's facts from all its logs after each: 50 s on a
 * laptop. Must run inside a transaction that includes `shadow`, `reptileFacts` and the synced
 * tables (mutate.ts writeScope), and be flushed in it.
 */
export function createWriter(db: UserDb): LocalWriter & { flush(): Promise<void> } {
  const pending = new Map<string, Pending>();
  const stale = new Set<string>();
  const reptileOf = (row: unknown): string | undefined => (row as { reptileId?: string } | undefined)?.reptileId;

  // What was read from the store, kept until the flush (nothing is stored before it): a log's
  // reptile is read once for all its logs.
  const stored = new Map<string, unknown>();
  async function current(table: SyncedTable, id: string): Promise<unknown> {
    const key = shadowKey(table, id);
    const p = pending.get(key);
    if (p) return p.row ?? undefined;
    if (!stored.has(key)) stored.set(key, await db.synced(table).get(id));
    return stored.get(key);
  }

  return {
    get: (table, id) => current(table, id) as never,
    async all(table) {
      const rows = (await db.synced(table).toArray()) as { id: string }[];
      const mine = [...pending.values()].filter((p) => p.table === table);
      if (mine.length === 0) return rows as never;
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const p of mine) {
        if (p.row) byId.set(p.id, p.row);
        else byId.delete(p.id);
      }
      return [...byId.values()] as never;
    },
    async put(table, row) {
      pending.set(shadowKey(table, row.id), { table, id: row.id, row });
      // A log never moves to another reptile, so the new row names the only one it changes.
      if (isFactSource(table)) stale.add((row as SyncedRowOf<typeof table>).reptileId);
    },
    async remove(table, id) {
      if (isFactSource(table)) {
        const reptileId = reptileOf(await current(table, id));
        if (reptileId) stale.add(reptileId);
      }
      pending.set(shadowKey(table, id), { table, id, row: null });
    },
    async flush() {
      const entries = [...pending.values()];
      pending.clear();
      stored.clear();
      if (entries.length > 0) {
        const keys = entries.map((e) => shadowKey(e.table, e.id));
        const shadows = await db.shadow.bulkGet(keys);
        const fresh = entries.filter((_, i) => !shadows[i]);
        for (const table of new Set(fresh.map((e) => e.table))) {
          const ids = fresh.filter((e) => e.table === table).map((e) => e.id);
          const bases = await db.synced(table).bulkGet(ids);
          await db.shadow.bulkPut(ids.map((id, i) => ({ key: shadowKey(table, id), table, id, base: bases[i] ?? null })));
        }
        for (const table of new Set(entries.map((e) => e.table))) {
          const mine = entries.filter((e) => e.table === table);
          const rows = mine.flatMap((e) => (e.row ? [e.row] : []));
          const gone = mine.flatMap((e) => (e.row ? [] : [e.id]));
          if (rows.length > 0) await db.synced(table).bulkPut(rows as never);
          if (gone.length > 0) await db.synced(table).bulkDelete(gone);
        }
      }
      const ids = [...stale];
      stale.clear();
      if (ids.length > 0) await refreshReptileFacts(db, ids);
    },
  };
}
