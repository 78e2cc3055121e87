/**
 * The admin area's TanStack Query keys. Its own reads sit under ['admin'], so one invalidation after
 * an action refreshes every admin screen. Two count keys sit under their owners' prefixes on
 * purpose: the moderator panel's decisions refresh ['moderation', 'events', 'pending'] (the same
 * call, the same array) and the contest's refresh everything under ['contest', 'pending'], so the
 * badge follows a decision made anywhere without those features knowing of it.
 */
import type { AuditQuery, LedgerQuery, UsersQuery } from './admin-api';

export const adminKeys = {
  all: ['admin'] as const,
  users: (query: UsersQuery) => ['admin', 'users', query] as const,
  usersTotal: ['admin', 'users', 'total'] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  ledger: (query: LedgerQuery) => ['admin', 'ledger', query] as const,
  audit: (query: AuditQuery) => ['admin', 'audit', query] as const,
  feedbackStats: (kind: 'bug-reports' | 'feature-requests') => ['admin', 'feedback-stats', kind] as const,
  /** Equal to the moderator feature's key of the same call (app/features/moderator/use-pending-events.ts). */
  pendingEvents: ['moderation', 'events', 'pending'] as const,
  /** Under the contest's ['contest', 'pending'] prefix, apart from its pages (which ask 12 a page). */
  pendingEntriesTotal: ['contest', 'pending', 'total'] as const,
};
