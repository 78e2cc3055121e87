/**
 * Small choices this device remembers, in localStorage (not synced): how a file's columns were
 * mapped, so the next file with the same headers is mapped at once (`herptrack-climate-csv-map:`
 * for a logger's readings, `herptrack-sheet-map:` for a spreadsheet of records). They hold column
 * roles only, nothing the keeper wrote. When localStorage refuses (private modes, a full quota),
 * this tab remembers them until it closes.
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
