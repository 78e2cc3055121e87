/**
 * The signed-in area's cache of online data (notifications, community events, the contest):
 * TanStack Query, with the spec's rules for notifications as the defaults: answers stay fresh for
 * 5 minutes and are kept 10 after their last reader, a failed call is tried once more. Offline
 * data (logs, reminders, stock) is never here: it lives in IndexedDB and comes through sync.
 */
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { onSignedOut } from '../session/lifecycle';

export const STALE_MS = 5 * 60_000;
export const KEEP_MS = 10 * 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_MS, gcTime: KEEP_MS, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

// TanStack assumes "online" at start; an app opened offline must not fire its queries first.
onlineManager.setOnline(typeof navigator === 'undefined' ? true : navigator.onLine);

/** One cache per page load; a sign-out empties it, so the next keeper never sees the last one's. */
export const queryClient = createQueryClient();
onSignedOut(() => queryClient.clear());
