/**
 * A keeper's own cleaning intervals per enclosure ("full clean every 14 days"), kept on this
 * device only, in localStorage (`herptrack-upkeep-intervals`: enclosure id to { kind: days or
 * null }). There is no synced field for them yet, so the screen says "on this device"; a kind not
 * set takes its default (shared/enclosures/upkeep.ts). It holds numbers and random row ids, nothing
 * the keeper wrote. Changes reach every screen of this tab at once and other tabs through the
 * `storage` event.
 */
import { useSyncExternalStore } from 'react';
import { UPKEEP_KINDS } from '../../../shared/schemas/climate';
import { isUpkeepDays, type UpkeepIntervals } from '../../../shared/enclosures/upkeep';

const KEY = 'herptrack-upkeep-intervals';
export type StoredIntervals = Readonly<Record<string, UpkeepIntervals>>;

const EMPTY: StoredIntervals = {};
const listeners = new Set<() => void>();
/** The last text read and what it parsed to: a snapshot stays the same object until the text changes. */
let last: { raw: string | null; value: StoredIntervals } = { raw: null, value: EMPTY };
/** Where the intervals live when localStorage refuses (private modes, a full quota): this tab only. */
let inMemory: StoredIntervals | null = null;

/** Only whole days within bounds, or null, of known kinds: anything else in the text is dropped. */
function parse(raw: string | null): StoredIntervals {
  if (!raw) return EMPTY;
  try {
    const json: unknown = JSON.parse(raw);
    if (!json || typeof json !== 'object') return EMPTY;
    const out: Record<string, UpkeepIntervals> = {};
    for (const [enclosureId, own] of Object.entries(json as Record<string, unknown>)) {
      if (!own || typeof own !== 'object') continue;
      const clean: UpkeepIntervals = {};
      for (const kind of UPKEEP_KINDS) {
        const v = (own as Record<string, unknown>)[kind];
        if (v === null || isUpkeepDays(v)) clean[kind] = v;
      }
      if (Object.keys(clean).length > 0) out[enclosureId] = clean;
    }
    return out;
  } catch {
    return EMPTY;
  }
}

function snapshot(): StoredIntervals {
  if (inMemory) return inMemory;
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return last.value;
  }
  if (raw !== last.raw) last = { raw, value: parse(raw) };
  return last.value;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Sets the keeper's intervals of one enclosure (null or {}: back to the defaults). */
export function setUpkeepIntervals(enclosureId: string, intervals: UpkeepIntervals | null): void {
  const next: Record<string, UpkeepIntervals> = { ...snapshot() };
  if (!intervals || Object.keys(intervals).length === 0) delete next[enclosureId];
  else next[enclosureId] = intervals;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
    inMemory = null;
  } catch {
    inMemory = next;
  }
  for (const listener of listeners) listener();
}

/** Every enclosure's own intervals on this device, live. */
export const useStoredUpkeepIntervals = (): StoredIntervals => useSyncExternalStore(subscribe, snapshot, () => EMPTY);

/** One enclosure's own intervals on this device (a kind left out takes its default), live. */
export function useUpkeepIntervals(enclosureId: string): UpkeepIntervals | undefined {
  return useStoredUpkeepIntervals()[enclosureId];
}
