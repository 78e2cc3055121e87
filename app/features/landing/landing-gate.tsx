import { lazy, useEffect, useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router';
import { authForwardTarget } from '../../../shared/rules/auth-forwarding';
import { PageLoader } from '../../components/page-loader';
import { useAuthModals } from '../auth';
import { useSession } from '../../lib/session/store';
import type { LandingPage as LoadedLandingPage } from './landing-page';

const loadLandingPage = () => import('./landing-page');
const LazyLandingPage = lazy(() => loadLandingPage().then((m) => ({ default: m.LandingPage })));
let loaded: typeof LoadedLandingPage | undefined;

/**
 * Loads the landing page's chunk before the build-time `/` is hydrated (app/main.tsx). A lazy
 * component suspends on its first render even when its chunk is there, and a part still waiting
 * when anything above it re-renders (the consent dialog's first render does) is thrown away and
 * rendered again: the page would blink.
 */
export async function preloadLandingPage(): Promise<void> {
  loaded = (await loadLandingPage()).LandingPage;
}

function LandingPage() {
  const Loaded = loaded;
  return Loaded ? <Loaded /> : <LazyLandingPage />;
}

const sessionStatus = () => useSession.getState().status;

/**
 * The session's status as it is now, also while the build-time `/` is hydrated: the store's own
 * hook answers its initial 'loading' then (its server snapshot), which would swap the painted
 * landing page for a loader. The build rendered a visitor, and the page is hydrated only for one.
 */
function useSessionStatus() {
  return useSyncExternalStore(useSession.subscribe, sessionStatus, sessionStatus);
}

/**
 * `/`: forwards auth links (confirmation, reset code, recovery hash) before anything renders;
 * a signed-in keeper goes to the dashboard; a visitor sees the landing page, with the login
 * modal open on `?login=true` (where e-mail confirmation and password reset send them).
 */
export function LandingGate() {
  const { search, hash } = useLocation();
  const status = useSessionStatus();
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
