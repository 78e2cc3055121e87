/**
 * Transfer rules both sides read (docs/decisions/0029-transfers.md): whether an animal is still
 * its keeper's, and whether an offer is still open.
 */
import type { TransferStatus } from '../api/transfers';

/**
 * Still the keeper's: not gone to a buyer (a sold animal stays as a read-only copy). Rows stored
 * on a device before transfers existed lack the field.
 */
export const isKept = (reptile: { transferredAt?: number | null }): boolean => (reptile.transferredAt ?? null) === null;

/** A pending offer past its expiry: nobody can act on it; the server marks it expired when next touched. */
export const offerExpired = (offer: { status: TransferStatus; expiresAt: number | string }, now: number): boolean =>
  offer.status === 'pending' && Number(offer.expiresAt) <= now;

/** An offer's status as it stands at `now`: a lapsed pending offer reads as expired before its row says so. */
export const statusAt = (offer: { status: TransferStatus; expiresAt: number }, now: number): TransferStatus =>
  offerExpired(offer, now) ? 'expired' : offer.status;
