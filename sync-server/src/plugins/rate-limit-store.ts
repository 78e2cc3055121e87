/**
 * A store for @fastify/rate-limit that keeps its counters in the database (`rate_limits`), so a
 * per-IP limit holds across every server process (issue 11) instead of each process counting on
 * its own. One upsert per limited request (the accounts API only); windows are fixed, starting
 * at a key's first hit. Each route counts on its own keys, as the plugin's memory store does.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable, Store } from '../db/store';
import { scheduleJob } from '../jobs/schedule';

/**
 * Counts one hit of `key` in a fixed window shared by every server process (the `rate_limits`
 * table); answers the count so far and when the window ends. One upsert, atomic on both databases.
 */
async function countHit(q: Queryable, key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }> {
  const row = await q.one<{ count: number; resetAt: number }>(
    `INSERT INTO rate_limits (key, count, reset_at) VALUES (?, 1, ?)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.reset_at <= ? THEN 1 ELSE rate_limits.count + 1 END,
       reset_at = CASE WHEN rate_limits.reset_at <= ? THEN excluded.reset_at ELSE rate_limits.reset_at END
     RETURNING count, reset_at AS "resetAt"`,
    [key, now + windowMs, now, now],
  );
  if (!row) throw new Error('rate counter returned nothing');
  return row;
}

interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}
type Incr = (err: Error | null, res?: { current: number; ttl: number }) => void;

export function databaseRateLimitStore(store: Store) {
  return class DatabaseRateLimitStore {
    readonly prefix: string;

    /** The plugin constructs it with its options; children get their route's prefix. */
    constructor(options?: unknown) {
      this.prefix = typeof options === 'string' ? options : 'ip';
    }

    /** The plugin passes the route's window (its typings omit it). */
    incr(key: string, cb: Incr, timeWindow?: number): void {
      const now = Date.now();
      if (timeWindow === undefined) {
        cb(new Error('rate limit without a time window'));
        return;
      }
      countHit(store, `${this.prefix}:${key}`, timeWindow, now).then(
        ({ count, resetAt }) => cb(null, { current: count, ttl: Math.max(0, resetAt - now) }),
        (err: Error) => cb(err),
      );
    }

    /** Called with the route's merged limit settings, `routeInfo` among them (typed as the route). */
    child(options: object): DatabaseRateLimitStore {
      const params = options as RouteParams;
      const method = [params.routeInfo?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(`ip:${method} ${params.routeInfo?.url ?? ''}`);
    }
  };
}

/** Drops counters whose window ended: at start and every 6 hours, once across all processes. */
export function scheduleRateCounterPurge(app: FastifyInstance): void {
  scheduleJob(app, {
    name: 'rate-counter-purge',
    everyMs: 6 * 60 * 60 * 1000,
    pattern: '0 */6 * * *',
    run: async (store, now) => {
      const counters = await store.run('DELETE FROM rate_limits WHERE reset_at < ?', [now]);
      return counters > 0 ? { counters } : null;
    },
  });
}
