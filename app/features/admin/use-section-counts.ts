import type { UseQueryResult } from '@tanstack/react-query';
import { useOnline } from '../../lib/use-online';
import type { SectionCount } from './admin-sections';
import { countOrZero, useAdminCountQueries } from './admin-count-queries';

/** The counts beside the sub-navigation's entries: 0 (no badge) offline or when a call failed, like the main badge. */
export function useSectionCounts(): Record<SectionCount, number> {
  const online = useOnline();
  const queries: Record<SectionCount, UseQueryResult<number>> = useAdminCountQueries();
  const count = (name: SectionCount) => (online ? countOrZero(queries[name]) : 0);
  return { pendingEvents: count('pendingEvents'), pendingEntries: count('pendingEntries'), bugReports: count('bugReports'), featureRequests: count('featureRequests') };
}
