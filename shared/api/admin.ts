/**
 * The admin area's calls (issue 15; spec section 2 "Admin panel", section 7). Admins only, except
 * where a call says moderators too. Every action is checked on the server and written to the audit
 * log (sync-server/src/audit) in its own transaction.
 */
import { z } from 'zod';
import { PREMIUM_TIERS } from '../plans';

const paging = {
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
};
export const ROLES = ['user', 'moderator', 'admin'] as const;

/** GET /api/admin/users?q=&role=&page=&per_page= : search by e-mail or username (prefix, case-insensitive), newest first. */
export const AdminUsersQuery = z.object({ q: z.string().trim().max(200).optional(), role: z.enum(ROLES).optional(), ...paging });

export const AdminUserRow = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  role: z.enum(ROLES),
  createdAt: z.number().int(),
  confirmedAt: z.number().int().nullable(),
  disabledAt: z.number().int().nullable(),
  premiumTier: z.enum(PREMIUM_TIERS).nullable(),
  premiumExpiresAt: z.number().int().nullable(),
  balance: z.number().int(),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;
export const AdminUsersResponse = z.object({ items: z.array(AdminUserRow), total: z.number().int(), page: z.number().int(), perPage: z.number().int() });

/** GET /api/admin/users/:userId : the row, the profile, what they keep, and their latest ledger entries. */
export const AdminUserDetail = z.object({
  user: AdminUserRow.extend({ bio: z.string().nullable(), location: z.string().nullable(), language: z.string() }),
  counts: z.object({ reptiles: z.number().int(), logs: z.number().int(), achievements: z.number().int() }),
  ledger: z.array(z.object({ id: z.string(), key: z.string(), amount: z.number().int(), reason: z.string().nullable(), at: z.number().int() })),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

/**
 * The admin calls' refusals (409), each mapped to a message by the app:
 * - `own-account`: an admin changing their own role or disabling themselves;
 * - `last-admin`: a change that would leave no active (not disabled) admin.
 * A disabled account's sign-in and refresh answer `account-disabled` (403, the accounts API's code).
 */
export type AdminErrorCode = 'own-account' | 'last-admin';

/**
 * POST /api/admin/users/:userId/role : an admin cannot change their own role (nor lock the last admin out).
 * Answers the AdminUserRow; the role it already has changes nothing and is not audited.
 */
export const RoleBody = z.object({ role: z.enum(ROLES) });
/**
 * POST /api/admin/users/:userId/disable : a disabled account cannot sign in; its sessions end. Not one's own.
 * `disabled: false` enables it again (the keeper signs in anew). Answers the AdminUserRow.
 */
export const DisableBody = z.object({ disabled: z.boolean(), reason: z.string().trim().max(500).optional() });

/** GET /api/admin/repticoins/history?q=&user_id=&cause=&from=&to=&page=&per_page= : every ledger entry, newest first. */
export const LEDGER_CAUSES = ['achievement', 'purchase', 'social', 'contest', 'admin'] as const;
export const LedgerHistoryQuery = z.object({
  q: z.string().trim().max(200).optional(),
  user_id: z.string().optional(),
  cause: z.enum(LEDGER_CAUSES).optional(),
  /** ms, inclusive / exclusive. */
  from: z.coerce.number().int().optional(),
  to: z.coerce.number().int().optional(),
  ...paging,
});
export const LedgerHistoryRow = z.object({
  id: z.string(), userId: z.string(), email: z.string(), username: z.string().nullable(),
  key: z.string(), amount: z.number().int(), reason: z.string().nullable(), at: z.number().int(),
});
export const LedgerHistoryResponse = z.object({ items: z.array(LedgerHistoryRow), total: z.number().int(), page: z.number().int(), perPage: z.number().int() });

/** GET /api/admin/audit?action=&actor_id=&target_type=&target_id=&page=&per_page= : newest first. `action` is exact (`user.role`). */
export const AuditQuery = z.object({
  action: z.string().max(60).optional(), actor_id: z.string().optional(),
  /** `user`, `event`, `contestEntry`, `contestSettings`, `everyone`, `bugReport`, ...: with target_id, one index lookup. */
  target_type: z.string().max(60).optional(),
  target_id: z.string().optional(), ...paging,
});
export const AuditRow = z.object({
  id: z.string(), actorId: z.string().nullable(), actorRole: z.string(), actorEmail: z.string().nullable(),
  action: z.string(), targetType: z.string(), targetId: z.string().nullable(), before: z.unknown().nullable(), after: z.unknown().nullable(), createdAt: z.number().int(),
});
export type AuditRow = z.infer<typeof AuditRow>;
export const AuditResponse = z.object({ items: z.array(AuditRow), total: z.number().int(), page: z.number().int(), perPage: z.number().int() });

/** GET /api/admin/counts : the admin index's numbers (the nav badge adds pending events, pending entries and open reports). */
export const AdminCounts = z.object({
  users: z.number().int(),
  pendingEvents: z.number().int(),
  pendingEntries: z.number().int(),
  bugReports: z.number().int(),
  featureRequests: z.number().int(),
});
