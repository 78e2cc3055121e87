/**
 * The moderators' calls for community events (shared/api/calendar.ts). The server checks the role
 * on each; a decision already made by someone else answers 409 `already-decided`.
 */
import type { PendingEventView } from '../../../shared/api/calendar';
import { apiRequest } from '../../lib/api/client';

export const fetchPendingEvents = (signal?: AbortSignal) => apiRequest<PendingEventView[]>('/api/admin/events/pending', { signal });

export const approveEvent = (id: string) =>
  apiRequest<PendingEventView>(`/api/admin/events/${encodeURIComponent(id)}/approve`, { method: 'POST' });

export const rejectEvent = (id: string, note: string | null) =>
  apiRequest<PendingEventView>(`/api/admin/events/${encodeURIComponent(id)}/reject`, { method: 'POST', body: { note } });
