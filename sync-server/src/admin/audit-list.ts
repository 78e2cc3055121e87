/**
 * The audit log as the admin area reads it (issue 15): newest first, by action, actor or target.
 * Entries are written by the actions themselves (../audit/log.ts); this only reads them. Before and
 * after are stored as JSON text and answered as the values they were.
 */
import type { z } from 'zod';
import type { AuditQuery, AuditResponse, AuditRow } from '../../../shared/api/admin';
import type { Param, Store } from '../db/store';

interface Stored extends Omit<AuditRow, 'before' | 'after' | 'createdAt'> {
  before: string | null;
  after: string | null;
  createdAt: number | string;
}

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

export async function listAudit(store: Store, query: z.output<typeof AuditQuery>): Promise<z.infer<typeof AuditResponse>> {
  const where: string[] = [];
  const params: Param[] = [];
  if (query.action) {
    where.push('action = ?');
    params.push(query.action);
  }
  if (query.actor_id) {
    where.push('actor_id = ?');
    params.push(query.actor_id);
  }
  if (query.target_type) {
    where.push('target_type = ?');
    params.push(query.target_type);
  }
  if (query.target_id) {
    where.push('target_id = ?');
    params.push(query.target_id);
  }
  const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  return store.transaction(async (tx) => {
    const total = await tx.one<{ n: number | string }>(`SELECT count(*) AS n FROM audit_log ${filter}`, params);
    const rows = await tx.all<Stored>(
      `SELECT id, actor_id AS "actorId", actor_role AS "actorRole", actor_email AS "actorEmail", action, target_type AS "targetType",
         target_id AS "targetId", before, after, created_at AS "createdAt"
       FROM audit_log ${filter} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      [...params, query.per_page, (query.page - 1) * query.per_page],
    );
    return {
      items: rows.map((r) => ({ ...r, before: parsed(r.before), after: parsed(r.after), createdAt: Number(r.createdAt) })),
      total: Number(total?.n ?? 0), page: query.page, perPage: query.per_page,
    };
  }, { readOnly: true });
}
