import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoteStatusResponse } from '../../../shared/api/contest';
import { ApiError } from '../../lib/api/client';
import { castVote } from './contest-api';
import { contestKeys } from './query-keys';

/**
 * A vote for an entry of `month`. The server decides (one per keeper and month); on success the
 * vote status is set from the answer, and "already voted" (another device, another tab) reads the
 * status again so the page shows which entry has the keeper's vote.
 */
export function useVote(month: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: castVote,
    onSuccess: (answer) => {
      client.setQueryData<VoteStatusResponse>(contestKeys.voteStatus(month), { month, voted: true, entryId: answer.entryId });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === 'already-voted') void client.invalidateQueries({ queryKey: contestKeys.voteStatus(month) });
    },
  });
}
