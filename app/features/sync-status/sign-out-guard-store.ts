/**
 * The sign-out hook: with nothing unsynced it lets sign-out go ahead; otherwise it opens the
 * guard dialog and waits for the keeper's choice (sync first, copy, sign out anyway, or stay).
 */
import { create } from 'zustand';
import { currentSyncClient } from '../../lib/sync';
import type { UserDb } from '../../lib/db';

export interface Unsynced {
  waiting: number;
  refused: number;
}

interface GuardState {
  open: boolean;
  unsynced: Unsynced;
  /** "Sync first" ran and changes are still waiting (offline, most likely). */
  stillWaiting: boolean;
  resolve: ((proceed: boolean) => void) | null;
}

export const useSignOutGuard = create<GuardState>()(() => ({ open: false, unsynced: { waiting: 0, refused: 0 }, stillWaiting: false, resolve: null }));

export async function countUnsynced(db: UserDb): Promise<Unsynced> {
  const [waiting, refused] = await Promise.all([db.outbox.count(), db.rejections.count()]);
  return { waiting, refused };
}

export async function confirmSignOut(): Promise<boolean> {
  const db = currentSyncClient()?.db;
  if (!db) return true;
  const unsynced = await countUnsynced(db);
  if (unsynced.waiting + unsynced.refused === 0) return true;
  return new Promise<boolean>((resolve) => useSignOutGuard.setState({ open: true, unsynced, stillWaiting: false, resolve }));
}

export function settleSignOut(proceed: boolean): void {
  const { resolve } = useSignOutGuard.getState();
  useSignOutGuard.setState({ open: false, resolve: null });
  resolve?.(proceed);
}
