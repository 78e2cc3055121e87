/**
 * When sync runs, in the browser. Every tab may write and flushes its own writes (about 1 s after
 * the last one) and syncs at start-up and whenever it becomes visible. One tab, the leader
 * (holder of a Web Lock), also syncs on `online` and every 60 s while it is visible, so ten open
 * tabs do not poll ten times. A cycle itself runs under another lock, shared with the service
 * worker, so two never overlap. When the server asked the device to wait (a per-account limit),
 * triggers meanwhile send nothing (client.ts), and the tab syncs again once the wait is over.
 */
import { getAccessToken } from '../session';
import { userDb, type UserDb } from '../db';
import { registerBackgroundPush } from './background';
import { SyncClient } from './client';
import { leaderLockName, requestLeadership, syncLockName, withLock } from './locks';
import { IDLE_PHASE, useSyncPhase } from './sync-phase';
import { httpTransport } from './transport';
import type { SyncErrorCode } from '../db/database';

export const WRITE_DEBOUNCE_MS = 1000;
export const PERIOD_MS = 60_000;

/** Resolves true when it changed rows on the server (the cycle then pulls them at once). */
type SyncTask = (db: UserDb) => Promise<boolean>;
const tasks = new Map<string, SyncTask>();
let onUpdateRequired: () => void = () => undefined;

interface Runtime {
  userId: string;
  client: SyncClient;
  schedule: (delayMs: number) => void;
  run: () => Promise<SyncErrorCode | null>;
  stop: () => void;
}
let runtime: Runtime | null = null;

/** Work a feature needs after each pull (photo uploads); named, so registering twice replaces. */
export function registerSyncTask(name: string, task: SyncTask): void {
  tasks.set(name, task);
}

export function configureSync(opts: { onUpdateRequired: () => void }): void {
  onUpdateRequired = opts.onUpdateRequired;
}

async function requestPersistence(): Promise<void> {
  try {
    if (navigator.storage?.persist && !(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch {
    // Best effort: without it the browser may evict data under storage pressure.
  }
}

export function startSync(userId: string): SyncClient {
  if (runtime?.userId === userId) return runtime.client;
  stopSync();
  let stopped = false;
  const client = new SyncClient(userDb(userId), {
    transport: httpTransport(),
    lock: (fn) => withLock(syncLockName(userId), fn),
    afterPull: async (db) => {
      let changed = false;
      for (const task of tasks.values()) changed = (await task(db)) || changed;
      return changed;
    },
    onUpdateRequired: () => onUpdateRequired(),
    onProgress: (p) => {
      if (!stopped) useSyncPhase.setState(p);
    },
    onError: (err) => {
      // Signing out closes the database under a running cycle: expected, not a failure.
      if (!stopped) console.error('sync did not finish', err);
    },
  });
  let leader = false;
  let debounce: ReturnType<typeof setTimeout> | null = null;
  let interval: ReturnType<typeof setInterval> | null = null;
  const visible = () => document.visibilityState === 'visible';
  const schedule = (delayMs: number) => {
    if (debounce) clearTimeout(debounce);
    debounce = setTimeout(() => {
      debounce = null;
      void run();
    }, delayMs);
  };
  const run = async (): Promise<SyncErrorCode | null> => {
    if (stopped) return null;
    const code = await client.sync();
    // After sign-out the database may be closed or gone: nothing left to hand to the worker.
    if (code === 'offline' && !stopped && (await client.db.outbox.count().catch(() => 0)) > 0) await registerBackgroundPush(userId, getAccessToken());
    const retryAt = code && !stopped ? await client.waitingUntil() : null;
    if (retryAt !== null && !stopped) schedule(retryAt - Date.now());
    return code;
  };
  const onOnline = () => {
    if (leader) void run();
  };
  const onVisibility = () => {
    if (visible()) void run();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibility);
  const leadership = requestLeadership(leaderLockName(userId), () => {
    leader = true;
    interval = setInterval(() => {
      if (visible()) void run();
    }, PERIOD_MS);
  });
  void requestPersistence();
  // Known before the cycle starts: it may wait behind another tab's cycle (the lock) meanwhile.
  void client.db.getMeta('status').then((s) => {
    if (!stopped && !s.lastSyncedAt) useSyncPhase.setState({ firstSync: true });
  }, () => undefined);
  void run();
  runtime = {
    userId,
    client,
    schedule,
    run,
    stop() {
      stopped = true;
      if (debounce) clearTimeout(debounce);
      if (interval) clearInterval(interval);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisibility);
      leadership.release();
    },
  };
  return client;
}

/** Stops the triggers of the running user (if any) and returns their id. */
export function stopSync(): string | null {
  const stopped = runtime;
  runtime = null;
  stopped?.stop();
  useSyncPhase.setState(IDLE_PHASE);
  return stopped?.userId ?? null;
}

export function currentSyncClient(): SyncClient | null {
  return runtime?.client ?? null;
}

/** After a write: sync soon, once the keeper pauses. */
export function scheduleSync(delayMs = WRITE_DEBOUNCE_MS): void {
  runtime?.schedule(delayMs);
}

/** The "sync now" button, and sign-out's "sync first". */
export async function syncNow(): Promise<SyncErrorCode | null> {
  return runtime ? runtime.run() : 'unknown';
}
