/**
 * Which space each mutation of a push writes into (issue 27; docs/decisions/0032-shared-spaces.md).
 *
 * A keeper with no shared collection writes only into their own space: nothing is looked up, and
 * a create naming another space is refused (`not-found`). A member's push is located before it
 * runs, so every space it touches is locked up front, in id order after the keeper's own (taken
 * first by lockSpaceForPush): two pushes never wait on each other in a cycle.
 * - a create naming `spaceId` goes there; a create for a reptile (a log, a task, an import, a
 *   hatch, a move) goes where the reptile is, one for an enclosure (a reading, equipment, a
 *   cleaning) where the enclosure is; any other create goes to the keeper's own space;
 * - a change of an existing row goes where the row is (its table's `user_id`, which holds its
 *   space), as committed or as created earlier in the same batch;
 * - a row of a space the keeper is not a member of (never was) stays "their own" here, so its
 *   mutator answers `not-found` exactly as for a row that does not exist: ids leak nothing.
 * The role rule (shared/spaces/roles.ts) then runs for each mutation against the membership read
 * under the space's lock, so a removal (made under the same lock) is either entirely before the
 * push or entirely after it.
 */
import { SYNCED_TABLE_DEFS, type SyncedTable } from '../../../shared/sync/tables';
import type { Membership } from '../../../shared/spaces/roles';
import type { Tx } from '../db/store';
import { LOG_KINDS } from '../../../shared/mutators/logs';

/** Where a mutation's row is found: the space it names, or a row (by table and id) whose space it shares. */
interface Anchor {
  spaceId?: string;
  table?: string;
  id?: string;
}

/** Tables whose rows record their author: a sitter may remove only their own (shared/spaces/roles.ts). */
const LOG_SQL_TABLES = new Set<string>(['growth_logs', ...Object.values(LOG_KINDS).map((k) => k.sqlTable), 'readings', 'upkeep_events']);

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The SQL table of a mutation's entity (`feedingLog.update.v1` -> feeding_logs), if it has one. */
function tableOf(entity: string): string | undefined {
  // Tables are named in the plural (`reptiles`), or as a mass noun (`equipment`, `upkeep`).
  const key = Object.hasOwn(SYNCED_TABLE_DEFS, `${entity}s`) ? `${entity}s` : entity;
  return Object.hasOwn(SYNCED_TABLE_DEFS, key) ? SYNCED_TABLE_DEFS[key as SyncedTable].sqlTable : undefined;
}

function anchorOf(name: string, raw: unknown): Anchor {
  const args = (raw ?? {}) as Record<string, unknown>;
  const spaceId = str(args.spaceId);
  if (spaceId !== undefined) return { spaceId };
  const [entity = '', verb = ''] = name.split('.');
  if (name === 'clutch.hatch.v1') return { table: 'reptiles', id: str((args.log as Record<string, unknown> | undefined)?.reptileId) };
  if (name === 'collection.pickActive.v1') return { table: 'collections', id: str((args.ids as unknown[] | undefined)?.[0]) };
  if (name === 'achievement.markSeen.v1') return {};
  // A payment goes where its sale is (issue 30): under that space's lock, two devices paying the
  // last of a balance at once are applied one after the other.
  if (name === 'salePayment.create.v1') return { table: 'sales', id: str(args.saleId) };
  // A create (or an import) for a reptile goes where the reptile is; one for an enclosure (a
  // reading, equipment, a cleaning) where the enclosure is.
  if (verb === 'create' || verb === 'import') {
    return args.reptileId === undefined && typeof args.enclosureId === 'string' ? { table: 'enclosures', id: args.enclosureId } : { table: 'reptiles', id: str(args.reptileId) };
  }
  return { table: tableOf(entity), id: str(args.id) };
}

/** A located mutation: its space (null: one the keeper may not name) and, for a log, its author. */
export interface Target {
  spaceId: string | null;
  authorId: string | null;
}

/**
 * Locates the batch's mutations (in order: a row created earlier in the batch is where its create
 * put it). `sharedSpaces` are the keeper's memberships of shared spaces, ended ones included (their
 * writes are refused with `membership-ended`, not treated as strangers').
 */
export async function locateMutations(tx: Tx, userId: string, mutations: readonly { id: number; name: string; args: unknown }[], sharedSpaces: ReadonlySet<string>): Promise<Map<number, Target>> {
  const anchors = mutations.map((m) => ({ m, a: anchorOf(m.name, m.args) }));
  const known = (spaceId: string) => spaceId === userId || sharedSpaces.has(spaceId);
  // One look-up per table for the rows named by id (ids created in the batch are asked too, harmlessly).
  const wanted = new Map<string, Set<string>>();
  if (sharedSpaces.size > 0) {
    for (const { a } of anchors) {
      if (a.table && a.id) (wanted.get(a.table) ?? wanted.set(a.table, new Set()).get(a.table))?.add(a.id);
    }
  }
  const found = new Map<string, { spaceId: string; authorId: string | null }>();
  for (const [table, ids] of wanted) {
    const list = [...ids];
    const author = LOG_SQL_TABLES.has(table) ? 'author_id' : 'NULL';
    const rows = await tx.all<{ id: string; spaceId: string; authorId: string | null }>(
      `SELECT id, user_id AS "spaceId", ${author} AS "authorId" FROM ${table} WHERE id IN (${list.map(() => '?').join(', ')})`, list);
    for (const r of rows) found.set(`${table}:${r.id}`, { spaceId: r.spaceId, authorId: r.authorId });
  }
  const created = new Map<string, string>();
  const targets = new Map<number, Target>();
  for (const { m, a } of anchors) {
    let target: Target = { spaceId: userId, authorId: null };
    if (a.spaceId !== undefined) target = { spaceId: known(a.spaceId) ? a.spaceId : null, authorId: null };
    else if (a.table && a.id) {
      const batchSpace = created.get(`${a.table}:${a.id}`);
      const row = batchSpace === undefined ? found.get(`${a.table}:${a.id}`) : { spaceId: batchSpace, authorId: userId };
      if (row && known(row.spaceId)) target = { spaceId: row.spaceId, authorId: row.authorId };
    }
    targets.set(m.id, target);
    const table = tableOf(m.name.split('.')[0] ?? '');
    const id = str((m.args as Record<string, unknown> | null)?.id);
    if (m.name.endsWith('.create.v1') && table && id && target.spaceId) created.set(`${table}:${id}`, target.spaceId);
    // A rack's tubs are created with it: a reading for one later in the batch goes to the rack's space.
    if (m.name === 'rack.create.v1' && target.spaceId) {
      for (const tubId of ((m.args as { tubIds?: unknown[] } | null)?.tubIds ?? [])) if (typeof tubId === 'string') created.set(`enclosures:${tubId}`, target.spaceId);
    }
    // A course's dose reminders are created with it: ticking one off later in the batch goes there too.
    if (m.name === 'medCourse.create.v1' && target.spaceId) {
      for (const dose of ((m.args as { doses?: { id?: unknown }[] } | null)?.doses ?? [])) if (typeof dose?.id === 'string') created.set(`reminders:${dose.id}`, target.spaceId);
    }
  }
  return targets;
}

/** A space a push writes into, locked for the batch, with its counter as the batch moves it. */
export interface BatchSpace {
  id: string;
  /** Whose plan applies (the owner's). */
  ownerId: string;
  /** The keeper's membership, read under the space's lock; null for a past member's space whose row is gone. */
  membership: Membership | null;
  /** True when the membership was ended (removed, left). */
  ended: boolean;
  /** Where the space's animals are kept: a sitter's last day ends at midnight there (null: UTC). */
  timeZone: string | null;
  /** The counter as read under the lock, and as the batch has moved it. */
  start: number;
  version: number;
}

/** Reads the keeper's membership of `spaceId` under its lock (ended ones included). */
export async function membershipUnderLock(tx: Tx, userId: string, spaceId: string): Promise<{ membership: Membership; ownerId: string; ended: boolean; timeZone: string | null } | null> {
  const row = await tx.one<Membership & { ownerId: string; endedAt: number | null; timeZone: string | null }>(
    `SELECT m.role, m.until, s.owner_id AS "ownerId", m.ended_at AS "endedAt", s.time_zone AS "timeZone" FROM space_members m JOIN spaces s ON s.id = m.space_id
     WHERE m.space_id = ? AND m.user_id = ?`,
    [spaceId, userId],
  );
  return row ? { membership: { role: row.role, until: row.until }, ownerId: row.ownerId, ended: row.endedAt !== null, timeZone: row.timeZone } : null;
}
