import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { Suspense, lazy, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { theme, COLOR_SCHEME_KEY } from './lib/theme';
import { router as browserRouter } from './router';

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
const ToastHost = lazy(() => import('./components/toast-host').then((m) => ({ default: m.ToastHost })));

/**
 * The toast container is loaded on the first interaction (or at once on any page but the landing
 * page). Toasts are written to Mantine's notifications store, which keeps them until the
 * container mounts, so none is lost, and a visitor who only reads the landing page never pays.
 */
function useToastHost(): boolean {
  const [ready, setReady] = useState(() => window.location.pathname !== '/');
  useEffect(() => {
    if (ready) return;
    const on = () => setReady(true);
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    events.forEach((e) => window.addEventListener(e, on, { once: true, passive: true }));
    return () => events.forEach((e) => window.removeEventListener(e, on));
  }, [ready]);
  return ready;
}

/**
 * Providers that every screen needs; feature providers live below the router. The build-time
 * render of `/` (scripts/prerender-entry.tsx) passes a memory router so its tree is this one.
 */
export function App({ router = browserRouter }: { router?: typeof browserRouter }) {
  const toastHost = useToastHost();
  return (
    <MantineProvider theme={theme} defaultColorScheme="dark" colorSchemeManager={colorSchemeManager}>
      {toastHost && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
