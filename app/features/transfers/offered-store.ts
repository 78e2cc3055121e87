/**
 * Offers made from this tab, by animal, until the synced `transfers` row arrives with the next
 * pull. The offer's answer is the row itself, so the page can show "offered to ..." at once and
 * also where the synced table is not on the device yet. Emptied at sign-out.
 */
import { create } from 'zustand';
import type { TransferView } from '../../../shared/api/transfers';
import { onSignedOut } from '../../lib/session';

const useOffered = create<{ byReptile: ReadonlyMap<string, TransferView> }>(() => ({ byReptile: new Map() }));

export function rememberOffer(row: TransferView): void {
  useOffered.setState(({ byReptile }) => ({ byReptile: new Map(byReptile).set(row.reptileId, row) }));
}

export function forgetOffer(reptileId: string): void {
  const { byReptile } = useOffered.getState();
  if (!byReptile.has(reptileId)) return;
  const next = new Map(byReptile);
  next.delete(reptileId);
  useOffered.setState({ byReptile: next });
}

onSignedOut(() => useOffered.setState({ byReptile: new Map() }));

export function useOfferedHere(reptileId: string): TransferView | null {
  return useOffered((s) => s.byReptile.get(reptileId) ?? null);
}
