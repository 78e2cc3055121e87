import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContestSettings } from '../../../shared/contest/settings';
import { contestKeys } from '../contest';
import { fetchContestSettings, saveContestSettings } from './contest-admin-api';
import { reviewKeys } from './query-keys';

export const useContestSettings = () =>
  useQuery({ queryKey: reviewKeys.contestSettings, queryFn: ({ signal }) => fetchContestSettings(signal), staleTime: 0 });

/** Saved settings change the month's timetable and prizes that the contest page shows: it reads them again. */
export function useSaveContestSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: ContestSettings) => saveContestSettings(settings),
    onSuccess: (saved) => {
      client.setQueryData(reviewKeys.contestSettings, saved);
      void client.invalidateQueries({ queryKey: contestKeys.all });
    },
  });
}
