/**
 * The admin area's calls (shared/api/admin.ts, shared/api/repticoins.ts hold their shapes) and the
 * spec's count calls behind the index and the navigation badge. Online only: the server checks
 * the role on each and writes every action to the audit log. Reads are retried by the client;
 * actions are not (a resent adjustment carries its id, so the server applies it once anyway).
 */
import type { z } from 'zod';
import type {
  AdminUserDetail, AdminUsersResponse, AuditResponse, LedgerHistoryResponse, ROLES,
} from '../../../shared/api/admin';
import type { PendingEventView } from '../../../shared/api/calendar';
import type { PendingResponse } from '../../../shared/api/contest';
import type { FeedbackStats } from '../../../shared/api/feedback';
import type { AdjustCoinsResponse, WalletView } from '../../../shared/api/repticoins';
import { apiRequest } from '../../lib/api/client';

export type Role = (typeof ROLES)[number];
export type UsersPage = z.infer<typeof AdminUsersResponse>;
export type LedgerPage = z.infer<typeof LedgerHistoryResponse>;
export type LedgerRow = LedgerPage['items'][number];
export type AuditPage = z.infer<typeof AuditResponse>;

/** `?a=1&b=x` from the defined, non-empty values; '' when none. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

const user = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export interface UsersQuery { q?: string; role?: Role; page: number; perPage: number }
export const fetchUsers = ({ q, role, page, perPage }: UsersQuery, signal?: AbortSignal) =>
  apiRequest<UsersPage>(`/api/admin/users${queryString({ q, role, page, per_page: perPage })}`, { signal });

export const fetchUser = (id: string, signal?: AbortSignal) => apiRequest<AdminUserDetail>(user(id), { signal });

export const setRole = (id: string, role: Role) => apiRequest<unknown>(`${user(id)}/role`, { method: 'POST', body: { role } });

export const setDisabled = (id: string, disabled: boolean, reason?: string) =>
  apiRequest<unknown>(`${user(id)}/disable`, { method: 'POST', body: reason ? { disabled, reason } : { disabled } });

export const revokePremium = (id: string) => apiRequest<WalletView>(`${user(id)}/premium/revoke`, { method: 'POST' });

export const adjustCoins = (id: string, body: { amount: number; reason: string; adjustmentId: string }) =>
  apiRequest<z.infer<typeof AdjustCoinsResponse>>(`${user(id)}/repticoins`, { method: 'POST', body });

export interface LedgerQuery { q?: string; userId?: string; cause?: string; from?: number; to?: number; page: number; perPage: number }
export const fetchLedger = ({ q, userId, cause, from, to, page, perPage }: LedgerQuery, signal?: AbortSignal) =>
  apiRequest<LedgerPage>(`/api/admin/repticoins/history${queryString({ q, user_id: userId, cause, from, to, page, per_page: perPage })}`, { signal });

export interface AuditQuery { action?: string; actorId?: string; targetId?: string; page: number; perPage: number }
export const fetchAudit = ({ action, actorId, targetId, page, perPage }: AuditQuery, signal?: AbortSignal) =>
  apiRequest<AuditPage>(`/api/admin/audit${queryString({ action, actor_id: actorId, target_id: targetId, page, per_page: perPage })}`, { signal });

// The spec's count calls (section 7): the events answer an array, the contest a page with `total`,
// the reports and requests their not-archived counts by status.
export const fetchPendingEvents = (signal?: AbortSignal) => apiRequest<PendingEventView[]>('/api/admin/events/pending', { signal });
export const fetchPendingEntries = (signal?: AbortSignal) => apiRequest<PendingResponse>('/api/contest/pending?page=1&per_page=1', { signal });
export const fetchFeedbackStats = (kind: 'bug-reports' | 'feature-requests', signal?: AbortSignal) =>
  apiRequest<z.infer<typeof FeedbackStats>>(`/api/admin/${kind}/stats`, { signal });
