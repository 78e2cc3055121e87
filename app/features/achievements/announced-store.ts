/**
 * Which earned achievements this device has already announced with a toast, per keeper, in
 * localStorage (`herptrack-achievements-announced:<userId>`, a JSON array of achievement row ids),
 * so a reload, a second visit or a sync reset that pulls the rows again does not repeat a toast.
 * It never grows past one id per achievement the keeper has earned (one row each, ever).
 * It holds the server's random row ids only, nothing the keeper wrote, and is kept after sign-out
 * so signing in again does not announce the same badges twice.
 *
 * Claiming reads and writes in one synchronous step, so within a tab the same id is never
 * announced twice (React may run the watcher's effect more than once). Another tab open at the
 * same moment could, rarely, announce it too; that costs one extra toast, never a lost one.
 */
const keyOf = (userId: string) => `herptrack-achievements-announced:${userId}`;

/** Where the ids live when localStorage refuses (private modes, a full quota): this tab only. */
const inMemory = new Map<string, Set<string>>();

function read(userId: string): Set<string> {
  const ids = new Set(inMemory.get(userId));
  try {
    const raw = localStorage.getItem(keyOf(userId));
    const stored: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(stored)) stored.forEach((id) => typeof id === 'string' && ids.add(id));
  } catch {
    // Unreadable or refused: what this tab remembers is all there is.
  }
  return ids;
}

function write(userId: string, ids: Set<string>): void {
  inMemory.set(userId, ids);
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify([...ids]));
  } catch {
    // Kept in memory for this tab; at worst a later visit announces them once more.
  }
}

/** Records `rowIds` as announced for `userId` and returns those that were not yet, in order. */
export function claimUnannounced(userId: string, rowIds: readonly string[]): string[] {
  const announced = read(userId);
  const fresh = rowIds.filter((id) => !announced.has(id));
  if (fresh.length > 0) write(userId, new Set([...announced, ...fresh]));
  return fresh;
}
