/**
 * Helpers for the admin area's server tests (test/server/admin-*.test.ts): calls as a role, the
 * audit log as written, a snapshot of everything an admin or moderator call may change (to show a
 * refused call changed nothing), and fresh targets (a pending event, a pending contest entry, a bug
 * report) made through the keepers' own calls.
 */
import { existsSync, readdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../sync-server/src/db/store';
import { timedEvent, submitted as submittedEvent } from '../helpers/calendar';
import type { TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';
import { submitted as submittedEntry } from './contest-fixtures';

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

export const send = (app: FastifyInstance, caller: TestUser | null, call: Call) =>
  app.inject({ method: call.method, url: call.url, payload: call.payload, headers: { ...call.headers, ...caller?.headers } });

export const getAs = (app: FastifyInstance, caller: TestUser | null, url: string) => send(app, caller, { method: 'GET', url });
export const postAs = (app: FastifyInstance, caller: TestUser | null, url: string, payload?: object) => send(app, caller, { method: 'POST', url, payload });

export interface AuditEntry {
  id: string;
  actorId: string | null;
  actorRole: string;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  createdAt: number;
}

/** Every audit entry, oldest first, with before and after parsed. */
export async function auditEntries(q: Queryable): Promise<AuditEntry[]> {
  const rows = await q.all<Omit<AuditEntry, 'before' | 'after'> & { before: string | null; after: string | null }>(
    `SELECT id, actor_id AS "actorId", actor_role AS "actorRole", actor_email AS "actorEmail", action, target_type AS "targetType",
       target_id AS "targetId", before, after, created_at AS "createdAt" FROM audit_log ORDER BY created_at, id`);
  return rows.map((r) => ({ ...r, createdAt: Number(r.createdAt), before: r.before === null ? null : JSON.parse(r.before), after: r.after === null ? null : JSON.parse(r.after) }));
}

/** The entries written while `fn` ran. */
export async function auditedBy(q: Queryable, fn: () => Promise<unknown>): Promise<AuditEntry[]> {
  const before = new Set((await auditEntries(q)).map((e) => e.id));
  await fn();
  return (await auditEntries(q)).filter((e) => !before.has(e.id));
}

/** The tables an admin or moderator call may write, and the uploaded files. */
const WATCHED = [
  'users', 'refresh_families', 'wallets', 'coin_ledger', 'sync_spaces', 'collections', 'notifications', 'community_events', 'contest_entries',
  'contest_votes', 'contest_bans', 'server_state', 'feedback_items', 'feedback_comments', 'feedback_images', 'audit_log',
] as const;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

/** Every row of the watched tables (each table's rows sorted) and every uploaded file's name. */
export async function snapshot(s: TestServer): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of WATCHED) out[table] = (await s.app.store.all<object>(`SELECT * FROM ${table}`)).map((r) => JSON.stringify(r)).sort();
  out.files = filesUnder(s.config.uploadsDir);
  return out;
}

/** A keeper's event, pending a moderator's decision. */
export async function pendingEventId(app: FastifyInstance): Promise<string> {
  const keeper = await createTestUser(app);
  return (await submittedEvent(app, keeper, timedEvent(Date.now() + 30 * 24 * 3_600_000))).id;
}

/** A keeper's contest entry, pending (the contest clock must be in a month's submissions). */
export async function pendingEntryId(app: FastifyInstance): Promise<string> {
  return submittedEntry(app, await createTestUser(app));
}

/** A keeper's bug report or feature request, open. */
export async function feedbackId(app: FastifyInstance, kind: 'bug' | 'feature', keeper?: TestUser): Promise<string> {
  const owner = keeper ?? await createTestUser(app);
  const url = kind === 'bug' ? '/api/bug-reports' : '/api/feature-requests';
  const res = await postAs(app, owner, url, { description: `A ${kind} from ${owner.email}` });
  if (res.statusCode !== 201) throw new Error(`filing answered ${res.statusCode}: ${res.body}`);
  return res.json<{ id: string }>().id;
}
