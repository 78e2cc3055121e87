/**
 * Tombstones are kept for TOMBSTONE_RETENTION_DAYS so that devices coming back online learn
 * about deletes. Purging them raises each user's horizon (the highest purged version of their
 * space); a client whose cookie is below it gets a full resync instead of a delta that would miss
 * those deletes. Rejections older than the window are dropped too: their client has long
 * reconciled them. One transaction, so a pull sees the rows gone and the horizon raised together.
 */
import type { FastifyInstance } from 'fastify';
import type { Store } from '../db/store';
import { TOMBSTONE_RETENTION_DAYS } from '../../../shared/sync/protocol';
import { scheduleJob } from '../jobs/schedule';
import { SYNCED_SQL_TABLES } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;

export async function purgeTombstones(store: Store, now = Date.now(), retentionMs = TOMBSTONE_RETENTION_DAYS * DAY_MS): Promise<{ purged: number; users: number }> {
  const cutoff = now - retentionMs;
  return store.transaction(async (tx) => {
    const horizons = new Map<string, number>();
    let purged = 0;
    for (const table of SYNCED_SQL_TABLES) {
      const maxima = await tx.all<{ userId: string; v: number }>(
        `SELECT user_id AS "userId", max(version) AS v FROM ${table} WHERE deleted = TRUE AND updated_at < ? GROUP BY user_id`, [cutoff]);
      if (maxima.length === 0) continue;
      for (const { userId, v } of maxima) horizons.set(userId, Math.max(horizons.get(userId) ?? 0, v));
      purged += await tx.run(`DELETE FROM ${table} WHERE deleted = TRUE AND updated_at < ?`, [cutoff]);
    }
    // In user order, so two purges (or a purge and pushes) never wait on each other in a cycle.
    for (const userId of [...horizons.keys()].sort()) {
      await tx.run('UPDATE sync_spaces SET horizon = CASE WHEN horizon > ? THEN horizon ELSE ? END, updated_at = ? WHERE user_id = ?',
        [horizons.get(userId) ?? 0, horizons.get(userId) ?? 0, now, userId]);
    }
    await tx.run('DELETE FROM sync_rejections WHERE rejected_at < ?', [cutoff]);
    return { purged, users: horizons.size };
  });
}

/** Purges at start and every 6 hours, once across all processes; idempotent, so missed runs catch up. */
export function scheduleTombstonePurge(app: FastifyInstance): void {
  scheduleJob(app, {
    name: 'tombstone-purge',
    everyMs: PURGE_EVERY_MS,
    pattern: '0 */6 * * *',
    run: async (store, now) => {
      const { purged } = await purgeTombstones(store, now);
      return purged > 0 ? { purged } : null;
    },
  });
}
