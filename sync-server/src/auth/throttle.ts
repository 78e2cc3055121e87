/**
 * Per-account and per-address limits (failed logins, e-mails sent), as a sliding window of hits
 * in the database. They live there rather than in memory because they protect accounts, not the
 * server: a restart must not hand an attacker a fresh budget of password guesses, and every server
 * process sharing the database counts the same hits. Keys are hashed, so the table never holds
 * addresses of people who have no account.
 *
 * Per-IP limits are a different tool (@fastify/rate-limit in routes/auth.ts).
 */
import type { Queryable } from '../db/store';
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
  return new HttpError(429, 'rate-limited', `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { 'retry-after': String(retryAfterSeconds) }, { retryAfter: retryAfterSeconds });
}

export class Throttle {
  private lastPrune = 0;

  constructor(private readonly store: Queryable, private readonly clock: Clock) {}

  private key(limit: Limit, subject: string): string {
    return sha256(`${limit.name}:${subject}`);
  }

  /** Seconds until one more hit is allowed; 0 when it is allowed now. */
  async retryAfter(limit: Limit, subject: string): Promise<number> {
    const now = this.clock.now();
    const hits = await this.store.all<{ at: number }>('SELECT at FROM throttle_hits WHERE key = ? AND at > ? ORDER BY at ASC',
      [this.key(limit, subject), now - limit.windowMs]);
    if (hits.length < limit.max) return 0;
    // The window frees a slot when the hit that made it full slides out.
    const blocking = hits[hits.length - limit.max];
    return blocking ? Math.max(1, Math.ceil((blocking.at + limit.windowMs - now) / 1000)) : 0;
  }

  async hit(limit: Limit, subject: string): Promise<void> {
    const now = this.clock.now();
    await this.store.run('INSERT INTO throttle_hits (key, at) VALUES (?, ?)', [this.key(limit, subject), now]);
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await this.store.run('DELETE FROM throttle_hits WHERE at < ?', [now - KEEP_MS]);
    }
  }

  /** Throws 429 when any of the limits is full; otherwise records one hit in each. */
  async consume(subject: string, ...limits: Limit[]): Promise<void> {
    await this.assertAllowed(subject, ...limits);
    for (const limit of limits) await this.hit(limit, subject);
  }

  async assertAllowed(subject: string, ...limits: Limit[]): Promise<void> {
    let wait = 0;
    for (const limit of limits) wait = Math.max(wait, await this.retryAfter(limit, subject));
    if (wait > 0) throw rateLimited(wait);
  }

  async clear(limit: Limit, subject: string): Promise<void> {
    await this.store.run('DELETE FROM throttle_hits WHERE key = ?', [this.key(limit, subject)]);
  }
}
