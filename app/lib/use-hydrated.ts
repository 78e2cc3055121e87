import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates the landing page rendered at build time (and in that render itself),
 * true afterwards and in every render made in the browser alone. Something the build could not
 * know (the visitor's cookie consent) renders only once this is true, so the first render in the
 * browser matches the HTML it takes over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
