/**
 * The contest page's online data through TanStack Query (app/lib/query/client.ts). The page reads
 * again on each visit after a minute: a gallery or a phase a few minutes old would mislead a vote.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchPeriods, fetchResults, fetchSubmissions, fetchVoteStatus } from './contest-api';
import { contestKeys } from './query-keys';

const FRESH_MS = 60_000;

export const usePeriods = () =>
  useQuery({ queryKey: contestKeys.periods(), queryFn: ({ signal }) => fetchPeriods(signal), staleTime: FRESH_MS });

export const useSubmissions = (month: string | undefined) =>
  useQuery({ queryKey: contestKeys.submissions(month ?? ''), queryFn: ({ signal }) => fetchSubmissions(month ?? '', signal), enabled: Boolean(month), staleTime: FRESH_MS });

export const useVoteStatus = (month: string | undefined) =>
  useQuery({ queryKey: contestKeys.voteStatus(month ?? ''), queryFn: ({ signal }) => fetchVoteStatus(month ?? '', signal), enabled: Boolean(month), staleTime: FRESH_MS });

/** Past winners a page of months at a time, newest first: the next page starts before the oldest month shown. */
export const useResults = () =>
  useInfiniteQuery({
    queryKey: contestKeys.results(),
    queryFn: ({ pageParam, signal }) => fetchResults(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.more ? last.months.at(-1)?.month : undefined),
    staleTime: FRESH_MS,
  });
