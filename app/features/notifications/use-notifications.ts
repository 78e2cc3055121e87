import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { fetchNotifications, NOTIFICATIONS_KEY } from './notifications-api';

/**
 * The inbox, cached by the query client with the spec's rules (5 minutes fresh, kept 10, one
 * retry: the client's defaults). Offline the query pauses and keeps what it last fetched.
 */
export function useNotifications() {
  return useQuery({ queryKey: NOTIFICATIONS_KEY, queryFn: ({ signal }) => fetchNotifications(signal) });
}

/** Spec section 7: the list is fetched again on every route change (the first render's fetch is the query's own). */
export function useRefetchOnRouteChange(): void {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    void queryClient.refetchQueries({ queryKey: NOTIFICATIONS_KEY });
  }, [pathname, queryClient]);
}
