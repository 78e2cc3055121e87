/**
 * An admin changing another account: its role, or disabling and enabling it (issue 15). Each is
 * one transaction that changes the row and writes its audit entry; a request that changes nothing
 * (the role it already has, disabling a disabled account) answers the row and writes nothing.
 *
 * Two rules keep the admin area reachable: an admin never changes their own role or disables
 * themselves, and no change leaves zero active admins (role admin, not disabled). The second is a
 * count, so two admins demoting each other at once must not both see "one other admin left": every
 * action that can take an admin away first locks one row (ADMIN_LOCK in server_state, an upsert as
 * sync/spaces.ts locks a space) and counts after it. On PostgreSQL the second waits for the first
 * to commit and then counts what it committed; on SQLite the write transaction already excludes
 * every other writer.
 *
 * Disabling ends every session at once: the session epoch moves (each access token fails at its
 * next use, plugins/authenticate.ts) and every sign-in (refresh family) is revoked, so enabling the
 * account again never revives an old session: the keeper signs in anew. Sign-in and refresh answer
 * `account-disabled` meanwhile (auth/sessions.ts, auth/refresh-tokens.ts).
 */
import type { AdminErrorCode, AdminUserRow } from '../../../shared/api/admin';
import type { Role } from '../auth/access-token';
import { audit, type AuditActor } from '../audit/log';
import type { Store, Tx } from '../db/store';
import { HttpError } from '../errors';
import { adminUserRow, userNotFound } from './users';

const ADMIN_LOCK = 'admin-roles';

const MESSAGES: Record<AdminErrorCode, string> = {
  'own-account': 'You cannot change your own role or disable your own account.',
  'last-admin': 'This would leave no active admin.',
};
const refused = (code: AdminErrorCode): HttpError => new HttpError(code, MESSAGES[code]);

interface Target {
  role: Role;
  disabledAt: number | string | null;
}

async function lockAdmins(tx: Tx, now: number): Promise<void> {
  await tx.run(
    `INSERT INTO server_state (key, value, updated_at) VALUES (?, '', ?)
     ON CONFLICT (key) DO UPDATE SET updated_at = excluded.updated_at`,
    [ADMIN_LOCK, now],
  );
}

/** Refuses when `target` is an active admin and no other active admin would remain. */
async function assertAnotherAdmin(tx: Tx, userId: string, target: Target): Promise<void> {
  if (target.role !== 'admin' || target.disabledAt !== null) return;
  const others = await tx.one<{ n: number | string }>(
    "SELECT count(*) AS n FROM users WHERE role = 'admin' AND disabled_at IS NULL AND id <> ?", [userId]);
  if (Number(others?.n ?? 0) === 0) throw refused('last-admin');
}

/** Locks the admins, then reads the target (404 when unknown); refuses one's own account. */
async function targetOf(tx: Tx, actor: AuditActor, userId: string, now: number): Promise<Target> {
  if (userId === actor.id) throw refused('own-account');
  await lockAdmins(tx, now);
  const target = await tx.one<Target>('SELECT role, disabled_at AS "disabledAt" FROM users WHERE id = ?', [userId]);
  if (!target) throw userNotFound();
  return target;
}

async function rowAfter(tx: Tx, userId: string, now: number): Promise<AdminUserRow> {
  const row = await adminUserRow(tx, userId, now);
  if (!row) throw userNotFound();
  return row;
}

export async function changeRole(store: Store, actor: AuditActor, userId: string, role: Role, now: number): Promise<AdminUserRow> {
  return store.transaction(async (tx) => {
    const target = await targetOf(tx, actor, userId, now);
    if (target.role !== role) {
      if (role !== 'admin') await assertAnotherAdmin(tx, userId, target);
      await tx.run('UPDATE users SET role = ? WHERE id = ?', [role, userId]);
      await audit(tx, actor, { action: 'user.role', targetType: 'user', targetId: userId, before: { role: target.role }, after: { role } }, now);
    }
    return rowAfter(tx, userId, now);
  });
}

export async function setDisabled(store: Store, actor: AuditActor, userId: string, input: { disabled: boolean; reason?: string | undefined }, now: number): Promise<AdminUserRow> {
  return store.transaction(async (tx) => {
    const target = await targetOf(tx, actor, userId, now);
    const disabledAt = target.disabledAt === null ? null : Number(target.disabledAt);
    const reason = input.reason || null;
    if (input.disabled && disabledAt === null) {
      await assertAnotherAdmin(tx, userId, target);
      await tx.run('UPDATE users SET disabled_at = ?, session_epoch = session_epoch + 1 WHERE id = ?', [now, userId]);
      await tx.run('UPDATE refresh_families SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL', [now, userId]);
      await audit(tx, actor, { action: 'user.disable', targetType: 'user', targetId: userId, before: { disabledAt: null }, after: { disabledAt: now, reason } }, now);
    } else if (!input.disabled && disabledAt !== null) {
      await tx.run('UPDATE users SET disabled_at = NULL WHERE id = ?', [userId]);
      await audit(tx, actor, { action: 'user.enable', targetType: 'user', targetId: userId, before: { disabledAt }, after: { disabledAt: null, reason } }, now);
    }
    return rowAfter(tx, userId, now);
  });
}
