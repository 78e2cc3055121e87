import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useUserDb } from '../../lib/db/use-user-db';
import { useOnline } from '../../lib/use-online';
import { stillWaiting } from '../../lib/sync';
import type { LocalRejection, StatusMeta, SyncErrorCode } from '../../lib/db';

/**
 * `downloading`: this device has not finished its first sync (a new device pulling the keeper's
 * records). `checking`: IndexedDB has not answered yet, so nothing is known (a fresh sign-in
 * showed "Synced" for 40-100 ms before "Downloading").
 */
export type SyncKind = 'synced' | 'waiting' | 'offline' | 'problems' | 'downloading' | 'checking';

export interface SyncStatus {
  kind: SyncKind;
  waiting: number;
  rejections: LocalRejection[];
  error: SyncErrorCode | null;
  lastSyncedAt: number | null;
  /** When sync next reaches the server, if the server asked this device to wait; else null. */
  retryAt: number | null;
  /** False until IndexedDB answered (the indicator shows nothing rather than a wrong state). */
  ready: boolean;
}

/**
 * Errors that are the network's or the server's passing trouble, or a limit that lifts by itself
 * (the server asked the device to wait): changes simply keep waiting, the keeper need do nothing.
 */
const TRANSIENT: ReadonlySet<SyncErrorCode> = new Set(['offline', 'server', 'rate-limited', 'too-many-devices']);

export function deriveKind(s: { online: boolean; waiting: number; refused: number; error: SyncErrorCode | null; neverSynced?: boolean }): SyncKind {
  if (s.refused > 0 || (s.error !== null && !TRANSIENT.has(s.error))) return 'problems';
  if (!s.online || s.error === 'offline') return 'offline';
  if (s.waiting > 0) return 'waiting';
  // "Synced" before the first pull finished would tell a keeper on a new device that reptiles
  // still arriving are all there is.
  return s.neverSynced ? 'downloading' : 'synced';
}

/** `at` while it is ahead, then null: re-renders when it passes, with no database change to say so. */
function useUntil(at: number | null): number | null {
  const [passed, setPassed] = useState<number | null>(null);
  useEffect(() => {
    if (at === null) return;
    const timer = setTimeout(() => setPassed(at), Math.max(0, at - Date.now()));
    return () => clearTimeout(timer);
  }, [at]);
  return at !== null && passed !== at ? at : null;
}

export function useSyncStatus(): SyncStatus {
  const db = useUserDb();
  const online = useOnline();
  const data = useLiveQuery(async () => {
    if (!db) return null;
    const [waiting, rejections, status] = await Promise.all([
      db.outbox.count(),
      db.rejections.orderBy('mutationId').toArray(),
      db.meta.get('status') as Promise<StatusMeta | undefined>,
    ]);
    const retryAt = stillWaiting(status?.retryAt, Date.now()) ? status.retryAt : null;
    return { waiting, rejections, status, retryAt };
  }, [db]);
  const retryAt = useUntil(data?.retryAt ?? null);
  const waiting = data?.waiting ?? 0;
  const rejections = data?.rejections ?? [];
  const error = data?.status?.error ?? null;
  return {
    kind: data ? deriveKind({ online, waiting, refused: rejections.length, error, neverSynced: !data.status?.lastSyncedAt }) : 'checking',
    waiting, rejections, error,
    lastSyncedAt: data?.status?.lastSyncedAt ?? null,
    retryAt,
    ready: data !== undefined,
  };
}
