/**
 * The seller's transfers (offers and sales), read from the synced `transfers` table on this device
 * (server-derived rows: shared/sync/tables.ts), so the sales list and an animal's notice work offline.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { TransferView } from '../../../shared/api/transfers';
import { useUserDb } from '../../lib/db/use-user-db';
import { statusAt } from '../../../shared/rules/transfers';

const newestFirst = (a: TransferView, b: TransferView) => (a.soldOn !== b.soldOn ? (a.soldOn < b.soldOn ? 1 : -1) : b.id.localeCompare(a.id));

/** Every live transfer row, newest first; undefined while IndexedDB answers. */
export function useTransfers(): TransferView[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db ? (await db.transfers.toArray()).filter((row) => !row.deleted).sort(newestFirst) : []), [db]);
}

/** One animal's transfers, newest first. */
export function useReptileTransfers(reptileId: string): TransferView[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db ? (await db.transfers.where('reptileId').equals(reptileId).toArray()).filter((row) => !row.deleted).sort(newestFirst) : []),
    [db, reptileId]);
}

/** The offer still waiting for the buyer (the server keeps at most one per animal); expired ones are not. */
export const pendingOf = (rows: readonly TransferView[] | undefined, now: number): TransferView | null =>
  rows?.find((row) => statusAt(row, now) === 'pending') ?? null;

/** The sale that made the animal a read-only copy. */
export const acceptedOf = (rows: readonly TransferView[] | undefined): TransferView | null =>
  rows?.find((row) => row.status === 'accepted') ?? null;
