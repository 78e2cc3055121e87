import { ApiError, apiRequest } from '../api/client';
import { clearRegistrationInProgress, isRegistrationInProgress } from './registration-flag';

let running = false;

/**
 * After a sign-up, the first session asks the server once for the first-login achievement and
 * clears the new-registration flag. Any answer from the server (even 404 while achievements are
 * not built yet) counts as done; only a missing network keeps the flag for the next start.
 */
export async function runFirstLoginCheck(): Promise<void> {
  if (running || !isRegistrationInProgress()) return;
  running = true;
  try {
    await apiRequest('/api/achievements/check-first-login', { method: 'POST' });
    clearRegistrationInProgress();
  } catch (err) {
    if (err instanceof ApiError) clearRegistrationInProgress();
  } finally {
    running = false;
  }
}
