import { Suspense, lazy, useMemo } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useConsent } from '../features/cookie-consent';
import { UpdatePrompt } from '../features/update-prompt';
import { PageLoader } from '../components/page-loader';
import { AuthModals } from '../features/auth';
import { useSessionNavigation } from '../lib/session/navigation';
import { useHydrated } from '../lib/use-hydrated';

const CookieConsent = lazy(() => import('../features/cookie-consent/cookie-consent').then((m) => ({ default: m.CookieConsent })));

/** Above every route: update prompt, cookie consent, sign-in modals, scroll restoration. */
export function RootLayout() {
  const consentOpen = useConsent((s) => s.open);
  // The build-time `/` has no dialog: it opens right after the page is taken over.
  const hydrated = useHydrated();
  useSessionNavigation();
  // The same element on every render: the build-time `/` is hydrated inside this boundary in
  // small idle-time slices (app/main.tsx), and a re-render reaching it with new props (the
  // consent dialog's `hydrated` flip, just after the first commit) would make React hydrate all
  // of it at once, at that update's priority, in one long task (decision 0021).
  const page = useMemo(() => (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  ), []);
  return (
    <>
      {page}
      <UpdatePrompt />
      <AuthModals />
      {consentOpen && hydrated && (
        <Suspense fallback={null}>
          <CookieConsent />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
