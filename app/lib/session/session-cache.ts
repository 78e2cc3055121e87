/**
 * What this device remembers about the signed-in keeper, so the installed app opens signed in
 * with no network (spec: offline-first). localStorage holds:
 * - `herptrack-session-user`: the id of the keeper signed in on this device (absent = signed out);
 * - `herptrack-session:<userId>`: their profile, claims (with when they were fetched) and
 *   preferences (with a flag when a change still has to reach the server).
 * - `herptrack-signout-pending`: a sign-out that could not reach the server yet; start-up finishes
 *   it instead of restoring the session from the refresh cookie.
 * No token is ever stored here. Every access tolerates blocked or full storage.
 */
import type { Claims, Preferences, Profile } from '../../../shared/schemas/auth';
import { CURRENT_USER_KEY as CURRENT_KEY, RECORD_PREFIX, SIGNOUT_PENDING_KEY } from './session-keys';

export interface CachedSession {
  profile: Profile;
  claims: Claims;
  claimsFetchedAt: number;
  preferences: Preferences;
  preferencesDirty?: boolean;
}

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function read<T>(key: string): T | null {
  try {
    const raw = readRaw(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // Full or blocked storage: the session still works, it just will not survive offline.
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to do: blocked storage holds nothing of ours either.
  }
}

export function readCachedSession(): CachedSession | null {
  const id = readRaw(CURRENT_KEY);
  if (!id) return null;
  const record = read<CachedSession>(RECORD_PREFIX + id);
  return record?.profile?.id === id ? record : null;
}

export function writeCachedSession(record: CachedSession): void {
  write(CURRENT_KEY, record.profile.id);
  write(RECORD_PREFIX + record.profile.id, record);
}

export function updateCachedSession(patch: Partial<CachedSession>): void {
  const current = readCachedSession();
  if (current) writeCachedSession({ ...current, ...patch });
}

export function clearCachedSession(): void {
  const id = readRaw(CURRENT_KEY);
  if (id) remove(RECORD_PREFIX + id);
  remove(CURRENT_KEY);
}

export const isSignOutPending = (): boolean => readRaw(SIGNOUT_PENDING_KEY) === 'true';
export const setSignOutPending = (pending: boolean): void => (pending ? write(SIGNOUT_PENDING_KEY, 'true') : remove(SIGNOUT_PENDING_KEY));
