/**
 * Tombstones are kept for TOMBSTONE_RETENTION_DAYS so that devices coming back online learn
 * about deletes. Purging them raises the horizon (the highest purged version); a client whose
 * cookie is below it gets a full resync instead of a delta that would miss those deletes.
 * Rejections older than the window are dropped too: their client has long reconciled them.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { TOMBSTONE_RETENTION_DAYS } from '../../../shared/sync/protocol';
import { TOMBSTONE_TABLES } from './pull';
import { readNumber, TOMBSTONE_HORIZON_KEY, writeNumber } from './versions';

const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;

export function purgeTombstones(db: Db, now = Date.now(), retentionMs = TOMBSTONE_RETENTION_DAYS * DAY_MS): { purged: number; horizon: number } {
  const sqlite = db.$client;
  const cutoff = now - retentionMs;
  return sqlite.transaction(() => {
    let horizon = readNumber(sqlite, TOMBSTONE_HORIZON_KEY);
    let purged = 0;
    for (const table of TOMBSTONE_TABLES) {
      const max = (sqlite.prepare(`SELECT max(version) AS v FROM ${table} WHERE deleted = 1 AND updated_at < ?`).get(cutoff) as { v: number | null }).v;
      if (max === null) continue;
      purged += sqlite.prepare(`DELETE FROM ${table} WHERE deleted = 1 AND updated_at < ?`).run(cutoff).changes;
      horizon = Math.max(horizon, max);
    }
    if (purged > 0) writeNumber(sqlite, TOMBSTONE_HORIZON_KEY, horizon, now);
    sqlite.prepare('DELETE FROM sync_rejections WHERE rejected_at < ?').run(cutoff);
    return { purged, horizon };
  }).immediate();
}

/** Purges at start and every 6 hours; idempotent, so missed runs simply catch up. */
export function scheduleTombstonePurge(app: FastifyInstance): void {
  const purge = () => {
    try {
      const { purged } = purgeTombstones(app.db);
      if (purged > 0) app.log.info({ purged }, 'purged sync tombstones');
    } catch (err) {
      app.log.error({ err }, 'tombstone purge failed');
    }
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    purge();
    timer = setInterval(purge, PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
