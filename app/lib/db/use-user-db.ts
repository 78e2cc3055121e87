import { useSession } from '../session';
import { userDb } from '.';
import type { UserDb } from './database';

/** The signed-in user's database for live queries; null while nobody is signed in. */
export function useUserDb(): UserDb | null {
  const userId = useSession((s) => s.user?.id ?? null);
  return userId ? userDb(userId) : null;
}
