import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * The browser's own notion of being online (the sync indicator's, the coin purchases'). "Online" does not
 * promise the server answers: the calls still handle NetworkError; "offline" is certain, so the
 * buttons that need the server are disabled then instead of failing after a timeout.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}
