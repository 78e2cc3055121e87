import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useSession } from '../../lib/session/store';
import { fetchFeedbackStats, fetchPendingEntries, fetchPendingEvents, fetchUsers } from './admin-api';
import { adminKeys } from './query-keys';

const sum = (stats: Record<string, number>) => Object.values(stats).reduce((total, n) => total + n, 0);

/**
 * The spec's admin counts (section 3: pending events, pending contests, non-archived bug reports,
 * feature requests), each from its own call (section 7), with the query defaults: fresh for five
 * minutes, refetched when a screen mounts after that. Asked only for an admin, so a badge hook
 * rendered by mistake for someone else sends nothing the server would refuse.
 */
export function useAdminCountQueries() {
  const enabled = useSession((s) => s.claims?.isAdmin === true);
  const pendingEvents = useQuery({
    queryKey: adminKeys.pendingEvents, queryFn: ({ signal }) => fetchPendingEvents(signal), enabled, select: (list) => list.length,
  });
  const pendingEntries = useQuery({
    queryKey: adminKeys.pendingEntriesTotal, queryFn: ({ signal }) => fetchPendingEntries(signal), enabled, select: (page) => page.total,
  });
  // The stats count what is not archived (the spec's sum excludes archived): all of them is the number.
  const bugReports = useQuery({
    queryKey: adminKeys.feedbackStats('bug-reports'), queryFn: ({ signal }) => fetchFeedbackStats('bug-reports', signal), enabled,
    select: (stats) => sum(stats.statusStats),
  });
  const featureRequests = useQuery({
    queryKey: adminKeys.feedbackStats('feature-requests'), queryFn: ({ signal }) => fetchFeedbackStats('feature-requests', signal), enabled,
    select: (stats) => sum(stats.statusStats),
  });
  return { pendingEvents, pendingEntries, bugReports, featureRequests };
}

/** How many accounts there are: the users list's total, one row asked. */
export function useUserTotal() {
  const enabled = useSession((s) => s.claims?.isAdmin === true);
  return useQuery({
    queryKey: adminKeys.usersTotal, queryFn: ({ signal }) => fetchUsers({ page: 1, perPage: 1 }, signal), enabled, select: (page) => page.total,
  });
}

/** A count for a badge: what the call answered, or 0 while it has not or when it failed. */
export const countOrZero = (query: UseQueryResult<number>): number => (query.isError ? 0 : query.data ?? 0);
