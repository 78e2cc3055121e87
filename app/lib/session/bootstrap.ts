/**
 * Decides the session at start-up. This file is in the entry chunk, so it stays tiny: a device
 * that remembers no keeper starts as a visitor at once (no request, no session code downloaded,
 * the landing page never waits); otherwise restore.ts is loaded and restores the session.
 */
import { deviceRemembersSession } from './session-keys';
import { useSession } from './store';

export async function bootstrapSession(): Promise<void> {
  if (!deviceRemembersSession()) {
    useSession.getState().setSignedOut();
    return;
  }
  try {
    const { restoreSession } = await import('./restore');
    await restoreSession();
  } catch (err) {
    // The restore chunk could not load (offline before it was cached): a visitor for now.
    console.error('session restore failed', err);
    if (useSession.getState().status === 'loading') useSession.getState().setSignedOut();
  }
}
