/**
 * The admin area's own calls (issue 15, shared/api/admin.ts): users (list, page, role, disable),
 * the ReptiCoins history, the audit log and the index's counts. Admins only. Thin: parse with the
 * shared schemas, call admin/*, answer. The acting admin is only ever `req.user`; an id in the URL
 * names the account acted on. The admin actions of other areas (coins, premium, events, contest,
 * notifications, feedback) live with their areas and are audited there.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  AdminUsersQuery, AuditQuery, DisableBody, LedgerHistoryQuery, RoleBody,
  type AdminCounts, type AdminUserDetail, type AdminUserRow, type AdminUsersResponse, type AuditResponse, type LedgerHistoryResponse,
} from '../../../shared/api/admin';
import { RowId } from '../../../shared/schemas/common';
import { changeRole, setDisabled } from '../admin/account-actions';
import { currentActor } from '../admin/actor';
import { listAudit } from '../admin/audit-list';
import { adminCounts } from '../admin/counts';
import { ledgerHistory } from '../admin/ledger-history';
import { listUsers, userDetail, userNotFound } from '../admin/users';
import { parseBody } from '../auth/validate';

type Answer<S extends z.ZodType> = Promise<z.infer<S>>;

const userIdOf = (req: FastifyRequest): string => {
  const id = RowId.safeParse((req.params as { userId?: unknown }).userId);
  if (!id.success) throw userNotFound();
  return id.data;
};

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const admin = { preHandler: app.requireRole('admin') };
  const now = () => Date.now();

  app.get('/api/admin/users', admin, async (req): Answer<typeof AdminUsersResponse> => listUsers(app.store, parseBody(AdminUsersQuery, req.query), now()));
  app.get('/api/admin/users/:userId', admin, async (req): Promise<AdminUserDetail> => userDetail(app.store, userIdOf(req), now()));
  app.post('/api/admin/users/:userId/role', admin, async (req): Promise<AdminUserRow> =>
    changeRole(app.store, currentActor(req), userIdOf(req), parseBody(RoleBody, req.body).role, now()));
  app.post('/api/admin/users/:userId/disable', admin, async (req): Promise<AdminUserRow> =>
    setDisabled(app.store, currentActor(req), userIdOf(req), parseBody(DisableBody, req.body), now()));

  app.get('/api/admin/repticoins/history', admin, async (req): Answer<typeof LedgerHistoryResponse> =>
    ledgerHistory(app.store, parseBody(LedgerHistoryQuery, req.query)));
  app.get('/api/admin/audit', admin, async (req): Answer<typeof AuditResponse> => listAudit(app.store, parseBody(AuditQuery, req.query)));
  // The contest's own clock decides which month's entries are pending (tests move it).
  app.get('/api/admin/counts', admin, async (): Answer<typeof AdminCounts> => adminCounts(app.store, app.contest.clock.now()));
}
