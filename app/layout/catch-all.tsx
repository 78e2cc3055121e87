import { Navigate } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useSession } from '../lib/session/store';

/** Any unknown path: signed in -> /dashboard, otherwise -> /. */
export function CatchAll() {
  const status = useSession((s) => s.status);
  if (status === 'loading') return <PageLoader />;
  return <Navigate to={status === 'authenticated' ? '/dashboard' : '/'} replace />;
}
