import { lazy, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { authForwardTarget } from '../../../shared/rules/auth-forwarding';
import { PageLoader } from '../../components/page-loader';
import { useAuthModals } from '../auth';
import { useSession } from '../../lib/session/store';

const LandingPage = lazy(() => import('./landing-page').then((m) => ({ default: m.LandingPage })));

/**
 * `/`: forwards auth links (confirmation, reset code, recovery hash) before anything renders;
 * a signed-in keeper goes to the dashboard; a visitor sees the landing page, with the login
 * modal open on `?login=true` (where e-mail confirmation and password reset send them).
 */
export function LandingGate() {
  const { search, hash } = useLocation();
  const status = useSession((s) => s.status);
  const target = authForwardTarget(search, hash);
  const wantsLogin = new URLSearchParams(search).get('login') === 'true';
  useEffect(() => {
    if (wantsLogin && status === 'anonymous' && !target) useAuthModals.getState().open('login');
  }, [wantsLogin, status, target]);
  if (target) return <Navigate to={target} replace />;
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />;
  if (status === 'loading') return <PageLoader />;
  return <LandingPage />;
}
