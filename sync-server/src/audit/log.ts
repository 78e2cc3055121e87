/**
 * The audit log (issue 15): every admin and moderator action, who did it (id, role, and e-mail at
 * the time, so the entry still reads after the account is gone), what (an action name such as
 * `feedback.status`, and its target), when, and the target before and after. An entry is written
 * with `q` of the action's own transaction: an action that rolled back leaves none, and one that
 * happened always has one. Entries are never changed or deleted by the app.
 */
import { v7 as uuidv7 } from 'uuid';
import type { Queryable } from '../db/store';

export interface AuditActor {
  id: string;
  role: string;
}

export interface AuditEntry {
  /** `<area>.<verb>`: `feedback.status`, `user.role`, `coins.adjust`, `event.approve`, ... */
  action: string;
  targetType: string;
  targetId: string | null;
  /** The target's state before and after (the fields the action changed), or null. */
  before?: unknown;
  after?: unknown;
}

export async function audit(q: Queryable, actor: AuditActor, entry: AuditEntry, now: number): Promise<void> {
  const who = await q.one<{ email: string }>('SELECT email FROM users WHERE id = ?', [actor.id]);
  await q.run(
    'INSERT INTO audit_log (id, actor_id, actor_role, actor_email, action, target_type, target_id, before, after, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [uuidv7(), actor.id, actor.role, who?.email ?? null, entry.action, entry.targetType, entry.targetId,
      entry.before === undefined ? null : JSON.stringify(entry.before), entry.after === undefined ? null : JSON.stringify(entry.after), now],
  );
}
