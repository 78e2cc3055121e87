/**
 * Offers made from this tab, by animal, until the synced `transfers` row arrives with the next
 * pull. The offer's answer is the row itself, so the page can show "offered to ..." at once and
 * also where the synced table is not on the device yet. Emptied at sign-out.
 */
import { useSyncExternalStore } from 'react';
import type { TransferView } from '../../../shared/api/transfers';
import { onSignedOut } from '../../lib/session';

let offered = new Map<string, TransferView>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function rememberOffer(row: TransferView): void {
  offered = new Map(offered).set(row.reptileId, row);
  emit();
}

export function forgetOffer(reptileId: string): void {
  if (!offered.has(reptileId)) return;
  offered = new Map(offered);
  offered.delete(reptileId);
  emit();
}

onSignedOut(() => {
  offered = new Map();
  emit();
});

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useOfferedHere(reptileId: string): TransferView | null {
  return useSyncExternalStore(subscribe, () => offered.get(reptileId) ?? null, () => null);
}
