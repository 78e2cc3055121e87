import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contestKeys } from '../contest';
import { disqualifyEntry, fetchAdminEntries } from './contest-admin-api';
import { reviewKeys } from './query-keys';

/** The current month's entries with their votes: read again after a minute, since votes come in all the time. */
export const useMonthEntries = () =>
  useQuery({ queryKey: reviewKeys.contestEntries, queryFn: ({ signal }) => fetchAdminEntries(signal), staleTime: 60_000 });

/**
 * A disqualification changes the month for everyone (the gallery, votes, the keeper's other
 * entries, pending ones too): this list and everything the contest feature shows are read again.
 */
export function useDisqualify() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => disqualifyEntry(id, reason),
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: reviewKeys.contestEntries }), client.invalidateQueries({ queryKey: contestKeys.all })]);
    },
  });
}
