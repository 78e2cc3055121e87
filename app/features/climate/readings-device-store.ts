/**
 * What this device remembers of the keeper's climate work, in localStorage (not synced):
 * `herptrack-climate-csv-map:<header set>`, how a logger's columns were mapped, so the next
 * export of the same logger is mapped at once. It holds column roles only, nothing the keeper
 * wrote. When localStorage refuses (private modes, a full quota), this tab remembers it until it
 * closes. (The keeper's own target ranges are the enclosure's, synced: readings-targets.ts.)
 */
const inMemory = new Map<string, string>();

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

/** Stores `value` (null forgets it). */
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
}
