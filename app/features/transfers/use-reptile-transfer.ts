import { useState } from 'react';
import type { TransferView } from '../../../shared/api/transfers';
import { useOfferedHere } from './offered-store';
import { acceptedOf, pendingOf, useReptileTransfers } from './use-transfers';

export interface ReptileTransfer {
  /** The offer waiting for the buyer, from the synced rows or, until they arrive, from this tab's answer. */
  pending: TransferView | null;
  /** The sale that made the animal a read-only copy, when its row is on the device. */
  sale: TransferView | null;
}

export function useReptileTransfer(reptileId: string): ReptileTransfer {
  const rows = useReptileTransfers(reptileId);
  const here = useOfferedHere(reptileId);
  // When the page opened: an offer that expires while it is open stays shown until the next visit.
  const [now] = useState(() => Date.now());
  // Once the synced row of this tab's offer is here it is the truth (it may be cancelled or decided).
  const known = here ? rows?.some((row) => row.id === here.id) : false;
  const fromHere = here && !known && here.expiresAt > now ? here : null;
  return { pending: pendingOf(rows, now) ?? fromHere, sale: acceptedOf(rows) };
}
