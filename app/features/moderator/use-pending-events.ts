import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PendingEventView } from '../../../shared/api/calendar';
import { ApiError } from '../../lib/api/client';
import { invalidateCalendar, retryUnlessRefused } from '../calendar';
import { approveEvent, fetchPendingEvents, rejectEvent } from './moderator-api';

/** The admin area's badge (issue 15) reads the same call: one key for both. */
export const pendingEventsKey = ['moderation', 'events', 'pending'] as const;

export const usePendingEvents = () => useQuery({ queryKey: pendingEventsKey, queryFn: ({ signal }) => fetchPendingEvents(signal), retry: retryUnlessRefused });

export type EventDecision = { id: string; decision: 'approve' } | { id: string; decision: 'reject'; note: string | null };

/**
 * Approving or rejecting. A decided event leaves the list at once, also when another moderator
 * was first (409): either way it is no longer pending. The calendar's views refresh, since an
 * approved event now shows to everyone.
 */
export function useDecideEvent() {
  const client = useQueryClient();
  const drop = (id: string) => client.setQueryData<PendingEventView[]>(pendingEventsKey, (list) => list?.filter((e) => e.id !== id));
  return useMutation({
    mutationFn: (d: EventDecision) => (d.decision === 'approve' ? approveEvent(d.id) : rejectEvent(d.id, d.note)),
    onSuccess: (_event, d) => drop(d.id),
    onError: (error, d) => {
      if (error instanceof ApiError && (error.code === 'already-decided' || error.status === 404)) drop(d.id);
    },
    onSettled: () => {
      void invalidateCalendar(client);
      void client.invalidateQueries({ queryKey: pendingEventsKey });
    },
  });
}
