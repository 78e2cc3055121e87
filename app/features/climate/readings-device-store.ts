/**
 * What this device remembers of the keeper's climate choices, in localStorage (not synced):
 * - `herptrack-climate-targets:<enclosureId>`: the keeper's own target ranges for an enclosure
 *   (TargetOverrides, °C and %). There is no synced column for them yet; another device shows the
 *   species' ranges until the keeper sets theirs there too.
 * - `herptrack-climate-csv-map:<header set>`: how a logger's columns were mapped, so the next
 *   export of the same logger is mapped at once.
 * Both hold numbers and column roles only, nothing else the keeper wrote. When localStorage
 * refuses (private modes, a full quota), this tab remembers them until it closes.
 */
import { useSyncExternalStore } from 'react';

const inMemory = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

export function readDeviceValue<T>(key: string, valid: (x: unknown) => x is T): T | null {
  let raw: string | null = inMemory.get(key) ?? null;
  try {
    raw = localStorage.getItem(key) ?? raw;
  } catch {
    // Refused: what this tab remembers is all there is.
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stores `value` (null forgets it) and tells every hook reading it. */
export function writeDeviceValue(key: string, value: unknown): void {
  const raw = value === null ? null : JSON.stringify(value);
  if (raw === null) inMemory.delete(key);
  else inMemory.set(key, raw);
  try {
    if (raw === null) localStorage.removeItem(key);
    else localStorage.setItem(key, raw);
  } catch {
    // Kept in memory for this tab.
  }
  version += 1;
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Grows with every write of this tab: a hook reading stored values recomputes when it changes. */
export function useDeviceVersion(): number {
  return useSyncExternalStore(subscribe, () => version);
}
