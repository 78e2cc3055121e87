/**
 * Per-account and per-address limits (failed logins, e-mails sent), as a sliding window of hits
 * in SQLite. They live in the database rather than in memory because they protect accounts, not
 * the server: a restart must not hand an attacker a fresh budget of password guesses. Keys are
 * hashed, so the table never holds addresses of people who have no account.
 *
 * Per-IP limits are a different tool (@fastify/rate-limit in routes/auth.ts).
 */
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { throttleHits } from '../db/schema';
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

  constructor(private readonly db: Db, private readonly clock: Clock) {}

  private key(limit: Limit, subject: string): string {
    return sha256(`${limit.name}:${subject}`);
  }

  /** Seconds until one more hit is allowed; 0 when it is allowed now. */
  retryAfter(limit: Limit, subject: string): number {
    const now = this.clock.now();
    const hits = this.db.select({ at: throttleHits.at }).from(throttleHits)
      .where(and(eq(throttleHits.key, this.key(limit, subject)), gt(throttleHits.at, new Date(now - limit.windowMs))))
      .orderBy(asc(throttleHits.at)).all();
    if (hits.length < limit.max) return 0;
    // The window frees a slot when the hit that made it full slides out.
    const blocking = hits[hits.length - limit.max];
    return blocking ? Math.max(1, Math.ceil((blocking.at.getTime() + limit.windowMs - now) / 1000)) : 0;
  }

  hit(limit: Limit, subject: string): void {
    const now = this.clock.now();
    this.db.insert(throttleHits).values({ key: this.key(limit, subject), at: new Date(now) }).run();
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now;
      this.db.delete(throttleHits).where(lt(throttleHits.at, new Date(now - KEEP_MS))).run();
    }
  }

  /** Throws 429 when any of the limits is full; otherwise records one hit in each. */
  consume(subject: string, ...limits: Limit[]): void {
    this.assertAllowed(subject, ...limits);
    for (const limit of limits) this.hit(limit, subject);
  }

  assertAllowed(subject: string, ...limits: Limit[]): void {
    const wait = Math.max(0, ...limits.map((l) => this.retryAfter(l, subject)));
    if (wait > 0) throw rateLimited(wait);
  }

  clear(limit: Limit, subject: string): void {
    this.db.delete(throttleHits).where(eq(throttleHits.key, this.key(limit, subject))).run();
  }
}
