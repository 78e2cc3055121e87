/**
 * The admin area's own calls (issue 15, shared/api/admin.ts): users (list, page, role, disable),
 * the ReptiCoins history, the audit log and the index's counts. Admins only. Thin: parse with the
 * shared schemas, call admin/*, answer. The acting admin is only ever `req.user`; an id in the URL
 * names the account acted on. The admin actions of other areas (coins, premium, events, contest,
 * notifications, feedback) live with their areas and are audited there.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  AdminCounts, AdminUserDetail, AdminUserRow, AdminUsersQuery, AdminUsersResponse, AuditQuery, AuditResponse, DisableBody, LedgerHistoryQuery,
  LedgerHistoryResponse, RoleBody,
} from '../../../shared/api/admin';
import { changeRole, setDisabled } from '../admin/account-actions';
import { currentActor } from '../admin/actor';
import { listAudit } from '../admin/audit-list';
import { adminCounts } from '../admin/counts';
import { ledgerHistory } from '../admin/ledger-history';
import { listUsers, userDetail, userNotFound } from '../admin/users';
import { UserIdParams } from '../openapi/local-schemas';
import { route } from './declare';

type Answer<S extends z.ZodType> = Promise<z.infer<S>>;

const NO_SUCH_USER = 'No such user (`not-found`).';
const ACCOUNT_REFUSED = 'One\'s own account (`own-account`), or no active admin would remain (`last-admin`).';
const INVALID = 'Invalid fields (`invalid-request` with `fields`).';
const admin = { tags: ['Admin'], access: 'admin' } as const;
const oneUser = { ...admin, params: UserIdParams, notFound: userNotFound } as const;

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const now = () => Date.now();

  route(app, {
    method: 'GET', path: '/api/admin/users', summary: 'Users', description: 'Search by e-mail or username prefix, filter by role; newest first, paged.', ...admin,
    query: AdminUsersQuery, responses: { 200: AdminUsersResponse, 400: 'Invalid filters (`invalid-request`).' },
  }, async ({ query }): Answer<typeof AdminUsersResponse> => listUsers(app.store, query, now()));
  route(app, {
    method: 'GET', path: '/api/admin/users/:userId', summary: 'One user', description: 'The row, the profile, counts of what they keep and their latest ledger entries.',
    ...oneUser, responses: { 200: AdminUserDetail, 404: NO_SUCH_USER },
  }, async ({ params }): Answer<typeof AdminUserDetail> => userDetail(app.store, params.userId, now()));
  route(app, {
    method: 'POST', path: '/api/admin/users/:userId/role', summary: 'Change a user\'s role', description: 'Audited.', ...oneUser, body: RoleBody,
    responses: { 200: AdminUserRow, 400: INVALID, 404: NO_SUCH_USER, 409: ACCOUNT_REFUSED },
  }, async ({ req, params, body }): Answer<typeof AdminUserRow> => changeRole(app.store, currentActor(req), params.userId, body.role, now()));
  route(app, {
    method: 'POST', path: '/api/admin/users/:userId/disable', summary: 'Disable or enable an account', description: 'Disabling ends every session at once. Audited.',
    ...oneUser, body: DisableBody, responses: { 200: AdminUserRow, 400: INVALID, 404: NO_SUCH_USER, 409: ACCOUNT_REFUSED },
  }, async ({ req, params, body }): Answer<typeof AdminUserRow> => setDisabled(app.store, currentActor(req), params.userId, body, now()));

  route(app, {
    method: 'GET', path: '/api/admin/repticoins/history', summary: 'Every ReptiCoins ledger entry', description: 'By keeper, cause and time; newest first, paged.',
    tags: ['Admin', 'ReptiCoins'], access: 'admin', query: LedgerHistoryQuery, responses: { 200: LedgerHistoryResponse, 400: 'Invalid filters (`invalid-request`).' },
  }, async ({ query }): Answer<typeof LedgerHistoryResponse> => ledgerHistory(app.store, query));
  route(app, {
    method: 'GET', path: '/api/admin/audit', summary: 'The audit log',
    description: 'Every admin and moderator action (who, what, when, before and after); newest first, paged.', ...admin, query: AuditQuery,
    responses: { 200: AuditResponse, 400: 'Invalid filters (`invalid-request`).' },
  }, async ({ query }): Answer<typeof AuditResponse> => listAudit(app.store, query));
  // The contest's own clock decides which month's entries are pending (tests move it).
  route(app, {
    method: 'GET', path: '/api/admin/counts', summary: 'The admin index\'s counts', ...admin, responses: { 200: AdminCounts },
  }, async (): Answer<typeof AdminCounts> => adminCounts(app.store, app.contest.clock.now()));
}
