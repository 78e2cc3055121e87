import { useSession } from './store';

/**
 * Decides the session at start-up. Until the accounts feature restores a stored session here,
 * everyone starts as a visitor.
 */
export async function bootstrapSession(): Promise<void> {
  useSession.getState().setSignedOut();
}
