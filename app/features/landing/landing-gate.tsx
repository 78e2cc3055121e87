import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router';
import { authForwardTarget } from '../../../shared/rules/auth-forwarding';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../lib/session/store';

const LandingPage = lazy(() => import('./landing-page').then((m) => ({ default: m.LandingPage })));

/**
 * `/`: forwards auth links (confirmation, reset code, recovery hash) before anything renders;
 * a signed-in keeper goes to the dashboard; a visitor sees the landing page.
 */
export function LandingGate() {
  const { search, hash } = useLocation();
  const status = useSession((s) => s.status);
  const target = authForwardTarget(search, hash);
  if (target) return <Navigate to={target} replace />;
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />;
  if (status === 'loading') return <PageLoader />;
  return <LandingPage />;
}
