/**
 * The community calendar's calls (shared/api/calendar.ts holds their schemas). Online only: the
 * events are the community's, kept on the server, never in this device's database.
 */
import type { CalendarEventView } from '../../../shared/api/calendar';
import type { EventInput } from '../../../shared/calendar/event-input';
import { apiRequest } from '../../lib/api/client';

export const fetchEvents = (from: number, to: number, signal?: AbortSignal) =>
  apiRequest<CalendarEventView[]>(`/api/calendar/events?from=${from}&to=${to}`, { signal });

export const fetchEvent = (id: string, signal?: AbortSignal) =>
  apiRequest<CalendarEventView>(`/api/calendar/events/${encodeURIComponent(id)}`, { signal });

export const fetchMySubmissions = (signal?: AbortSignal) => apiRequest<CalendarEventView[]>('/api/calendar/mine', { signal });

/** Not retried by the client: a lost answer is resent by the keeper, who sees what they sent. */
export const submitEvent = (body: EventInput) => apiRequest<CalendarEventView>('/api/calendar/events', { method: 'POST', body });
