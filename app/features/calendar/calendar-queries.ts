/**
 * The calendar's online data through TanStack Query (the signed-in area's client, app/lib/query).
 * Keys start with 'calendar', so a submission or a moderator's decision refreshes every view of
 * it at once (`invalidateCalendar`).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EventInput } from '../../../shared/calendar/event-input';
import { ApiError } from '../../lib/api/client';
import { fetchEvent, fetchEvents, fetchMySubmissions, submitEvent } from './calendar-api';

export const calendarKeys = {
  all: ['calendar'] as const,
  range: (from: number, to: number) => ['calendar', 'events', from, to] as const,
  event: (id: string) => ['calendar', 'event', id] as const,
  mine: ['calendar', 'mine'] as const,
};

/** One more try, as the client's default, but not for a refusal (404, 401, 403): asking again changes nothing. */
export const retryUnlessRefused = (failures: number, error: Error): boolean =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const invalidateCalendar = (client: QueryClient) => client.invalidateQueries({ queryKey: calendarKeys.all });

export const useEventsBetween = (from: number, to: number) =>
  useQuery({ queryKey: calendarKeys.range(from, to), queryFn: ({ signal }) => fetchEvents(from, to, signal), retry: retryUnlessRefused });

export const useCalendarEvent = (id: string) =>
  useQuery({ queryKey: calendarKeys.event(id), queryFn: ({ signal }) => fetchEvent(id, signal), retry: retryUnlessRefused });

export const useMySubmissions = () => useQuery({ queryKey: calendarKeys.mine, queryFn: ({ signal }) => fetchMySubmissions(signal), retry: retryUnlessRefused });

export function useSubmitEvent() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: EventInput) => submitEvent(body), onSuccess: () => invalidateCalendar(client) });
}
