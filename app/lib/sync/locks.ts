/**
 * Web Locks shared by every tab and the service worker of this origin. Where the API is missing
 * (old browsers, tests) the callback runs at once; the SyncClient also serialises its own runs.
 */
export const syncLockName = (userId: string): string => `herptrack-sync:${userId}`;
export const leaderLockName = (userId: string): string => `herptrack-sync-leader:${userId}`;

function locks(): LockManager | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.locks;
}

export function withLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const l = locks();
  return l ? (l.request(name, fn) as Promise<T>) : fn();
}

/**
 * Waits to become the leader tab and calls `onLead`; leadership lasts until `release` is called
 * (or the tab closes), then passes to the next waiting tab. Without Web Locks every tab leads.
 */
export function requestLeadership(name: string, onLead: () => void): { release: () => void } {
  const l = locks();
  if (!l) {
    onLead();
    return { release: () => undefined };
  }
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const controller = new AbortController();
  l.request(name, { signal: controller.signal }, () => {
    onLead();
    return held;
  }).catch(() => undefined);
  return {
    release: () => {
      controller.abort();
      release();
    },
  };
}
