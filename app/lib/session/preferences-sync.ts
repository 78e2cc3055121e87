import type { Preferences } from '../../../shared/schemas/auth';
import { NetworkError, apiRequest } from '../api/client';
import { getPreferences, setPreferencesLocal } from './preferences';
import { readCachedSession, updateCachedSession } from './session-cache';
import { useSession } from './store';

/**
 * Changes preferences on this device at once (they work offline) and sends them to the server.
 * A change that cannot be sent stays marked in the cache and is sent on the next `online` or
 * session start; a change the server refuses is rolled back and the error rethrown.
 */
export async function updatePreferences(patch: Partial<Preferences>): Promise<void> {
  const before = getPreferences();
  const next = { ...before, ...patch };
  setPreferencesLocal(next);
  if (useSession.getState().status !== 'authenticated') return;
  updateCachedSession({ preferences: next, preferencesDirty: true });
  try {
    await pushPreferences();
  } catch (err) {
    if (err instanceof NetworkError) return;
    setPreferencesLocal(before);
    updateCachedSession({ preferences: before, preferencesDirty: false });
    throw err;
  }
}

/** Sends a pending preference change, if any; called on `online` and after a session starts. */
export async function pushPreferences(): Promise<void> {
  const cached = readCachedSession();
  if (!cached?.preferencesDirty) return;
  const saved = await apiRequest<Preferences | null>('/api/user-preferences', { method: 'PUT', body: cached.preferences });
  const latest = readCachedSession();
  // Another change may have been made while this one travelled: only clear the flag if it is still ours.
  if (latest && JSON.stringify(latest.preferences) === JSON.stringify(cached.preferences)) {
    updateCachedSession({ preferences: saved ?? cached.preferences, preferencesDirty: false });
    if (saved) setPreferencesLocal(saved);
  }
}
