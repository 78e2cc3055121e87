import { Suspense, lazy } from 'react';
import { useAuthModals } from './auth-modals-store';

const Modals = lazy(() => import('./components/auth-modals').then((m) => ({ default: m.AuthModalsContent })));

/** Loads the forms only when a modal opens, so the landing page does not pay for them up front. */
export function AuthModals() {
  const modal = useAuthModals((s) => s.modal);
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <Modals />
    </Suspense>
  );
}
