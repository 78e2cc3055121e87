import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../lib/session/store';
import { AuthenticatingScreen } from './require-auth';

/**
 * The moderator panel's pages: moderators and admins (the server's `isModerator` is true for
 * both); anyone else goes to /dashboard, as the admin guard does. Use inside RequireAuth. The
 * server checks the role on every call as well: this guard only spares a keeper a page of refusals.
 */
export function RequireModerator({ children }: { children: ReactNode }) {
  const { status, claims } = useSession();
  if (status === 'loading') return <AuthenticatingScreen />;
  if (!claims?.isModerator && !claims?.isAdmin) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
