/**
 * A store for @fastify/rate-limit that keeps its counters in the database (`rate_limits`), so a
 * per-IP limit holds across every server process (issue 11) instead of each process counting on
 * its own. One upsert per limited request (the accounts API only); windows are fixed, starting
 * at a key's first hit. Each route counts on its own keys, as the plugin's memory store does.
 */
import type { Store } from '../db/store';
import { countHit } from '../sync/limits';

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
