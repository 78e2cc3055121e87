/**
 * Ties the sync engine to the session: start for whoever signs in, stop on sign-out, and delete
 * the local database only after the keeper's own sign-out (which the guard below has confirmed
 * when changes were waiting). A session that merely expired keeps its data for the next sign-in.
 */
import { onSignedIn, onSignedOut, registerSignOutHook } from '../../lib/session';
import { configureSync, startSync, stopSync } from '../../lib/sync';
import { closeUserDb, deleteUserDb } from '../../lib/db';
import { useUpdateStore } from '../../lib/update-store';
import { confirmSignOut } from './sign-out-guard-store';

let installed = false;

export function installSyncRuntime(): void {
  if (installed) return;
  installed = true;
  configureSync({ onUpdateRequired: () => useUpdateStore.getState().requireUpdate() });
  onSignedIn(({ user }) => {
    startSync(user.id);
  });
  onSignedOut((reason) => {
    const userId = stopSync();
    if (!userId) return;
    if (reason === 'user') void deleteUserDb(userId).catch((err: unknown) => console.error('could not delete local data', err));
    else closeUserDb(userId);
  });
  registerSignOutHook(confirmSignOut);
}
