import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * While `dirty`, leaving asks first (spec: an unsaved comment triggers a discard confirmation):
 * a move inside the app is held by the router until the keeper answers the blocker's dialog;
 * closing or reloading the tab gets the browser's own question (its words cannot be ours).
 * A change of the query or hash alone stays on the page and is let through.
 */
export function useLeaveGuard(dirty: boolean): Blocker {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  // The keeper may have sent or cleared the comment while the dialog was up: nothing to hold then.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);
  return blocker;
}
