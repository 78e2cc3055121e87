import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../lib/session/store';
import { AuthenticatingScreen } from './require-auth';

/** Admin-only pages: anyone else goes to /dashboard. Use inside RequireAuth. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, claims } = useSession();
  if (status === 'loading') return <AuthenticatingScreen />;
  if (!claims?.isAdmin) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
