/**
 * Per-account and per-address limits (failed logins, e-mails sent), as a sliding window of hits
 * in the database. They live there rather than in memory because they protect accounts, not the
 * server: a restart must not hand an attacker a fresh budget of password guesses, and every server
 * process sharing the database counts the same hits. Keys are hashed, so the table never holds
 * addresses of people who have no account.
 *
 * Per-IP limits are a different tool (@fastify/rate-limit in routes/auth.ts).
 */
import type { Queryable, Store } from '../db/store';
import { HttpError } from '../errors';
import type { Clock } from './clock';
import { sha256 } from './secrets';

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

const PRUNE_EVERY_MS = 10 * 60_000;
/** Longer than every window in use, so pruning never forgets a hit that still counts. */
const KEEP_MS = 24 * 60 * 60_000;

export function rateLimited(retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError('rate-limited', `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { headers: { 'retry-after': String(retryAfterSeconds) }, details: { retryAfter: retryAfterSeconds } });
}

/** Seconds until one more hit of `key` is allowed at `now`; 0 when it is allowed now. */
async function retryAfterIn(q: Queryable, limit: Limit, key: string, now: number): Promise<number> {
  const hits = await q.all<{ at: number | string }>('SELECT at FROM throttle_hits WHERE key = ? AND at > ? ORDER BY at ASC', [key, now - limit.windowMs]);
  if (hits.length < limit.max) return 0;
  // The window frees a slot when the hit that made it full slides out.
  const blocking = hits[hits.length - limit.max];
  return blocking ? Math.max(1, Math.ceil((Number(blocking.at) + limit.windowMs - now) / 1000)) : 0;
}

/** The hits one `consume` recorded. */
export interface Reservation {
  readonly ids: readonly number[];
}

export class Throttle {
  private lastPrune = 0;

  constructor(private readonly store: Store, private readonly clock: Clock) {}

  private key(limit: Limit, subject: string): string {
    return sha256(`${limit.name}:${subject}`);
  }

  private async prune(now: number): Promise<void> {
    if (now - this.lastPrune <= PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.store.run('DELETE FROM throttle_hits WHERE at < ?', [now - KEEP_MS]);
  }

  /**
   * Records one hit in each limit, or none and throws 429 when any of them is full: the count and
   * the hit are one step, so parallel requests cannot all pass a check that saw the same old
   * count (issue 24: 15 parallel wrong passwords were judged against a limit of 10, 100 parallel
   * uploads against a limit of 15). One short transaction per call that holds the subject's keys:
   * on SQLite the write transaction excludes every other writer; on PostgreSQL a transaction-level
   * advisory lock per key (taken in key order, so two calls never wait on each other in a cycle)
   * makes a second caller of the same key wait until the first has committed its hit.
   *
   * Answers what was recorded, for `release` when the action then fails and should not count.
   */
  async consume(subject: string, ...limits: Limit[]): Promise<Reservation> {
    const now = this.clock.now();
    const keyed = limits.map((limit) => ({ limit, key: this.key(limit, subject) })).sort((x, y) => x.key.localeCompare(y.key));
    const ids = await this.store.transaction(async (tx) => {
      if (tx.dialect === 'postgres') {
        for (const { key } of keyed) await tx.one('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
      }
      let wait = 0;
      for (const { limit, key } of keyed) wait = Math.max(wait, await retryAfterIn(tx, limit, key, now));
      if (wait > 0) throw rateLimited(wait);
      const made: number[] = [];
      for (const { key } of keyed) {
        const row = await tx.one<{ id: number | string }>('INSERT INTO throttle_hits (key, at) VALUES (?, ?) RETURNING id', [key, now]);
        if (!row) throw new Error('throttle hit returned no id');
        made.push(Number(row.id));
      }
      return made;
    });
    await this.prune(now);
    return { ids };
  }

  /** Takes back the hits of one `consume` (an action that failed and must not count). */
  async release(reservation: Reservation): Promise<void> {
    for (const id of reservation.ids) await this.store.run('DELETE FROM throttle_hits WHERE id = ?', [id]);
  }

  async clear(limit: Limit, subject: string): Promise<void> {
    await this.store.run('DELETE FROM throttle_hits WHERE key = ?', [this.key(limit, subject)]);
  }
}
