/**
 * When the catalogue changes (an achievement is added), everyone who already qualifies is awarded
 * it: a full recount per user, in their space, like the check call. The catalogue's ids are kept
 * in `server_state`, so the backfill runs once per catalogue change (and once on a server that
 * predates achievements, which awards keepers what their records already earned). Awards made
 * here send no per-achievement message: the app announces several new badges with one summary
 * toast, and the notification inbox (issue 13) gets none for a backfilled award (`quiet`).
 */
import type { FastifyInstance } from 'fastify';
import type { Store } from '../db/store';
import { ACHIEVEMENT_IDS } from '../../../shared/achievements/catalogue';
import { scheduleJob } from '../jobs/schedule';
import { writeInSpace } from '../sync/spaces';
import { recountAndAward } from './award';

const STATE_KEY = 'achievements.catalogue';
const PAGE = 500;

export async function backfillAchievements(store: Store, now: number): Promise<{ users: number; awarded: number } | null> {
  const catalogue = [...ACHIEVEMENT_IDS].sort().join(',');
  const done = await store.one<{ value: string }>('SELECT value FROM server_state WHERE key = ?', [STATE_KEY]);
  if (done?.value === catalogue) return null;
  let users = 0;
  let awarded = 0;
  for (let after = '';;) {
    const page = await store.all<{ id: string }>('SELECT id FROM users WHERE id > ? ORDER BY id LIMIT ?', [after, PAGE]);
    for (const { id } of page) {
      // A full recount like the check call's, but quiet: no inbox message per backfilled award.
      awarded += (await writeInSpace(store, id, now, (tx, nextVersion) =>
        recountAndAward({ tx, userId: id, now, nextVersion }, {}, { quiet: true }))).length;
      users += 1;
    }
    if (page.length < PAGE) break;
    after = page.at(-1)?.id ?? after;
  }
  await store.run(`INSERT INTO server_state (key, value, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`, [STATE_KEY, catalogue, now]);
  return { users, awarded };
}

/** At start (and hourly, which costs one read when nothing changed), once across processes. */
export function scheduleAchievementBackfill(app: FastifyInstance): void {
  scheduleJob(app, { name: 'achievement-backfill', everyMs: 60 * 60_000, pattern: '7 * * * *', run: backfillAchievements });
}
