/**
 * One sync client per user database: push the outbox, pull until up to date, run the tasks that
 * need a synced state (photo uploads), and record the outcome in `meta.status`, where every tab
 * reads it. Runs are serialised: here within the tab, through `lock` across tabs and the worker.
 *
 * When the server says to come back later (a per-account limit: 429 with Retry-After), the wait
 * is recorded with the outcome, and until it is over no cycle of any tab sends a request: each
 * answers the recorded reason at once. The outbox simply waits; nothing is lost or retried early.
 */
import type { MutationInput, MutationName } from '../../../shared/sync/mutations';
import type { SyncErrorCode, UserDb } from '../db/database';
import { classifySyncError, retryAtAfter, stillWaiting } from './errors';
import { mutateIn } from './mutate';
import { pullAll, type PullProgress } from './pull';
import { pushOutbox } from './push';
import type { SyncTransport } from './transport';

export interface SyncClientOptions {
  transport: SyncTransport;
  /** Cross-tab exclusion (a Web Lock in the app). */
  lock?: <T>(fn: () => Promise<T>) => Promise<T>;
  /**
   * Work that needs the server's rows first, e.g. uploading photos of reptiles now on the server.
   * Resolving true means it changed server rows, so the cycle pulls once more to show them.
   */
  afterPull?: (db: UserDb) => Promise<boolean>;
  onUpdateRequired?: () => void;
  /** Unexpected failures (not offline, not a server hiccup), for the console. */
  onError?: (err: unknown) => void;
  /**
   * Where a cycle stands: at its start whether this device has ever finished a sync, then each
   * pulled page's progress, then, when it finished, that the first sync is behind it.
   */
  onProgress?: (p: PullProgress & { firstSync: boolean }) => void;
  now?: () => number;
}

export class SyncClient {
  private running: Promise<SyncErrorCode | null> = Promise.resolve(null);

  constructor(
    readonly db: UserDb,
    private readonly opts: SyncClientOptions,
  ) {}

  mutate<N extends MutationName>(name: N, input: MutationInput<N>): Promise<number> {
    return mutateIn(this.db, name, input, (this.opts.now ?? Date.now)());
  }

  push(): Promise<{ sent: number }> {
    return pushOutbox(this.db, this.opts.transport);
  }

  pull(onProgress?: (p: PullProgress) => void): Promise<{ pages: number; rows: number }> {
    return pullAll(this.db, this.opts.transport, { onProgress });
  }

  /** A full cycle; resolves to null when it finished, or to why it did not. Never rejects. */
  sync(): Promise<SyncErrorCode | null> {
    const next = this.running.then(() => (this.opts.lock ?? ((fn) => fn()))(() => this.cycle()));
    this.running = next;
    return next;
  }

  /** When the server allows this device's next request, if it asked it to wait; else null. */
  async waitingUntil(): Promise<number | null> {
    const status = await this.db.getMeta('status').catch(() => null);
    const retryAt = status?.retryAt;
    return stillWaiting(retryAt, (this.opts.now ?? Date.now)()) ? retryAt : null;
  }

  private async cycle(): Promise<SyncErrorCode | null> {
    const now = this.opts.now ?? Date.now;
    const attemptAt = now();
    const recorded = await this.db.getMeta('status').catch(() => null);
    if (recorded?.error && stillWaiting(recorded.retryAt, attemptAt)) return recorded.error;
    const firstSync = !recorded?.lastSyncedAt;
    const progress = (p: PullProgress) => this.opts.onProgress?.({ ...p, firstSync });
    progress({ received: 0, remaining: null });
    let error: SyncErrorCode | null = null;
    let retryAt: number | null = null;
    try {
      await this.push();
      await this.pull(progress);
      if (await this.opts.afterPull?.(this.db)) await this.pull();
    } catch (err) {
      error = classifySyncError(err);
      retryAt = retryAtAfter(err, now());
      if (error === 'update-required') this.opts.onUpdateRequired?.();
      if (error === 'unknown' || error === 'refused' || error === 'mutation-gap') this.opts.onError?.(err);
    }
    try {
      const prev = await this.db.getMeta('status');
      await this.db.meta.put({ key: 'status', lastAttemptAt: attemptAt, lastSyncedAt: error ? prev.lastSyncedAt : now(), error, retryAt });
    } catch (err) {
      // The database is closing (sign-out) or full; the outcome is still returned.
      error ??= classifySyncError(err);
    }
    this.opts.onProgress?.({ received: 0, remaining: null, firstSync: firstSync && error !== null });
    return error;
  }
}
