/**
 * The admins' contest calls (shared/api/contest.ts): the month's entries with their votes, the
 * disqualification, and the settings. The server checks the role and audits each action; writes
 * are not retried by the client (an admin sends them again on purpose).
 */
import type { z } from 'zod';
import type { AdminEntriesResponse, DisqualifyResponse } from '../../../shared/api/contest';
import type { ContestSettings } from '../../../shared/contest/settings';
import { apiRequest } from '../../lib/api/client';

export type AdminEntries = z.infer<typeof AdminEntriesResponse>;
export type AdminEntry = AdminEntries['entries'][number];
export type Disqualified = z.infer<typeof DisqualifyResponse>;

/** Without a month, the server's current (UTC) month. */
export const fetchAdminEntries = (signal?: AbortSignal) => apiRequest<AdminEntries>('/api/contest/admin/entries', { signal });

export const disqualifyEntry = (id: string, reason: string) =>
  apiRequest<Disqualified>(`/api/contest/admin/entries/${encodeURIComponent(id)}/disqualify`, { method: 'POST', body: { reason } });

export const fetchContestSettings = (signal?: AbortSignal) => apiRequest<ContestSettings>('/api/contest/admin/settings', { signal });

export const saveContestSettings = (settings: ContestSettings) =>
  apiRequest<ContestSettings>('/api/contest/admin/settings', { method: 'PUT', body: settings });
