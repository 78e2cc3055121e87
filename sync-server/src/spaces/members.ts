/**
 * Shared spaces and their members (issue 27; docs/decisions/0032-shared-spaces.md). An account's
 * own space has no member rows: its owner is its id. A shared space (a household or a team) has
 * its owner as a member with role owner, and one row per other member; a membership ends by
 * `ended_at` (removed or left) or, for a sitter, after their last day (`until`), which the role
 * rule (shared/spaces/roles.ts) reads, so no job has to run for access to end.
 *
 * Every change of a space's members is made under that space's lock (sync/spaces.ts), the lock a
 * push into the space holds: a push either ran before a removal (and its writes stand) or after
 * it (and is refused), never half and half.
 */
import { v7 as uuidv7 } from 'uuid';
import { isActiveMembership, refusalFor, type Membership, type SpaceCall, type SpaceRole } from '../../../shared/spaces/roles';
import type { MutationName } from '../../../shared/sync/mutations';
import { HttpError } from '../errors';
import type { SPACE_KINDS, SharedSpaceView } from '../../../shared/spaces/views';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { Queryable, Store, Tx } from '../db/store';
import { lockSpace } from '../sync/spaces';

export type SharedSpaceKind = (typeof SPACE_KINDS)[number];

/** A membership of a shared space, with what a device shows of the space. */
export interface SpaceMembership extends Membership {
  spaceId: string;
  kind: SharedSpaceKind;
  name: string;
  ownerId: string;
  /** Where its animals are kept (spaces.time_zone): a sitter's last day ends at midnight there. */
  timeZone: string | null;
}

/**
 * The calendar day of `now` where a space's animals are kept (`timeZone`, the owner's zone when
 * the collection was made; UTC for one made before, or without it): a sitter's last day is
 * compared with it, so their access ends at midnight of the owner's last day, not the server's.
 */
export const dayOf = (now: number, timeZone?: string | null): string => todayIn(now, timeZone ?? 'UTC');

/** The user's memberships of shared spaces in force on `now` (not their own space). */
export async function sharedMembershipsOf(q: Queryable, userId: string, now: number): Promise<SpaceMembership[]> {
  const rows = await q.all<SpaceMembership>(
    `SELECT m.space_id AS "spaceId", s.kind, s.name, s.owner_id AS "ownerId", s.time_zone AS "timeZone", m.role, m.until
     FROM space_members m JOIN spaces s ON s.id = m.space_id
     WHERE m.user_id = ? AND m.ended_at IS NULL ORDER BY m.space_id`,
    [userId],
  );
  return rows.filter((m) => isActiveMembership(m, dayOf(now, m.timeZone)));
}

/** Their display name: the username, else the address up to the @. */
const displayName = (username: string | null, email: string): string => username ?? email.split('@')[0] ?? email;

/** The user's shared spaces in force with their members, as a pull of their own space sends them. */
export async function sharedSpaceViews(q: Queryable, userId: string, now: number): Promise<SharedSpaceView[]> {
  const mine = await sharedMembershipsOf(q, userId, now);
  if (mine.length === 0) return [];
  const ids = mine.map((m) => m.spaceId);
  const zones = new Map(mine.map((m) => [m.spaceId, m.timeZone]));
  const members = (await q.all<{ spaceId: string; userId: string; username: string | null; email: string } & Membership>(
    `SELECT m.space_id AS "spaceId", m.user_id AS "userId", u.username, u.email, m.role, m.until FROM space_members m JOIN users u ON u.id = m.user_id
     WHERE m.space_id IN (${ids.map(() => '?').join(', ')}) AND m.ended_at IS NULL ORDER BY m.joined_at, m.user_id`,
    ids,
  )).filter((m) => isActiveMembership(m, dayOf(now, zones.get(m.spaceId))));
  return mine.map((m) => ({
    id: m.spaceId, kind: m.kind, name: m.name, ownerId: m.ownerId, role: m.role, until: m.until,
    members: members.filter((x) => x.spaceId === m.spaceId).map((x) => ({ userId: x.userId, name: displayName(x.username, x.email), role: x.role, until: x.until })),
  }));
}

/**
 * The user's membership of `spaceId` as the role rule reads it (a sitter's past period
 * included: the rule answers `membership-ended` for it), or null when they never were a member or
 * left. One's own space: owner.
 */
export async function membershipIn(q: Queryable, userId: string, spaceId: string): Promise<(Membership & { ownerId: string; timeZone: string | null }) | null> {
  if (spaceId === userId) return { role: 'owner', until: null, ownerId: userId, timeZone: null };
  const row = await q.one<Membership & { ownerId: string; timeZone: string | null }>(
    `SELECT m.role, m.until, s.owner_id AS "ownerId", s.time_zone AS "timeZone" FROM space_members m JOIN spaces s ON s.id = m.space_id
     WHERE m.space_id = ? AND m.user_id = ? AND m.ended_at IS NULL`,
    [spaceId, userId],
  );
  return row ?? null;
}

/**
 * The space `spaceId` with its owner (whose plan applies) when `userId` may do `action` there, for
 * the online calls into a space: their own, or a shared one they are a member of in force. Any
 * other answers 404 as a space that does not exist (ids leak nothing); a member whose role may not
 * do it gets the role's 403.
 */
export async function spaceFor(q: Queryable, userId: string, spaceId: string, action: MutationName | SpaceCall, now: number,
  notFound = () => new HttpError('not-found', 'Not found.')): Promise<{ spaceId: string; ownerId: string; membership: Membership; timeZone: string | null }> {
  const m = await membershipIn(q, userId, spaceId);
  const refusal = m ? refusalFor(m, action, dayOf(now, m.timeZone)) : 'membership-ended';
  if (!m || refusal === 'membership-ended') throw notFound();
  if (refusal) throw new HttpError(refusal, `A ${m.role} of this shared collection may not do this.`);
  return { spaceId, ownerId: m.ownerId, membership: { role: m.role, until: m.until }, timeZone: m.timeZone };
}

/** spaceFor the space of the live reptile `reptileId` (its photo, an insight); 404 for a reptile that does not exist. */
export async function reptileSpaceFor(q: Queryable, userId: string, reptileId: string, action: MutationName | SpaceCall, now: number): Promise<{ spaceId: string; ownerId: string }> {
  const row = await q.one<{ spaceId: string }>('SELECT user_id AS "spaceId" FROM reptiles WHERE id = ? AND deleted = FALSE', [reptileId]);
  if (!row) throw new HttpError('not-found', 'No such reptile.');
  return spaceFor(q, userId, row.spaceId, action, now);
}

/** A new shared space: its kind, name and where its animals are kept (null: UTC). */
export interface SpaceInput { kind: SharedSpaceKind; name: string; timeZone?: string | null }

/** Creates a shared space owned by `ownerId` (a member with role owner); answers its id. */
export async function createSharedSpace(store: Store, ownerId: string, input: SpaceInput, now: number): Promise<string> {
  return store.transaction((tx) => createSharedSpaceIn(tx, ownerId, input, now));
}

/** createSharedSpace inside the caller's transaction (which counts the owner's spaces under their lock first). */
export async function createSharedSpaceIn(tx: Tx, ownerId: string, input: SpaceInput, now: number): Promise<string> {
  const id = uuidv7();
  await tx.run('INSERT INTO spaces (id, kind, name, owner_id, time_zone, created_at) VALUES (?, ?, ?, ?, ?, ?)', [id, input.kind, input.name, ownerId, input.timeZone ?? null, now]);
  await tx.run("INSERT INTO space_members (space_id, user_id, role, until, joined_at, ended_at, updated_at) VALUES (?, ?, 'owner', NULL, ?, NULL, ?)",
    [id, ownerId, now, now]);
  return id;
}

/** How many shared spaces `ownerId` owns (their own space not counted). */
export async function ownedSharedSpaces(q: Queryable, ownerId: string): Promise<number> {
  const row = await q.one<{ n: number | string }>("SELECT count(*) AS n FROM spaces WHERE owner_id = ? AND kind <> 'own'", [ownerId]);
  return Number(row?.n ?? 0);
}

/**
 * Makes `userId` a member of `spaceId` with `role` (a sitter until `until`), under the space's
 * lock; a former member comes back with the new role. Never changes the owner's own row.
 */
export async function addMember(store: Store, spaceId: string, userId: string, role: Exclude<SpaceRole, 'owner'>, until: string | null, now: number): Promise<void> {
  await store.transaction((tx) => addMemberIn(tx, spaceId, userId, role, until, now));
}

/** addMember inside the caller's transaction (an accepted invitation is marked used in the same one). Takes the space's lock. */
export async function addMemberIn(tx: Tx, spaceId: string, userId: string, role: Exclude<SpaceRole, 'owner'>, until: string | null, now: number): Promise<void> {
  await lockSpace(tx, spaceId, now);
  await tx.run(
    `INSERT INTO space_members (space_id, user_id, role, until, joined_at, ended_at, updated_at) VALUES (?, ?, ?, ?, ?, NULL, ?)
     ON CONFLICT (space_id, user_id) DO UPDATE SET role = excluded.role, until = excluded.until, joined_at = excluded.joined_at, ended_at = NULL,
       updated_at = excluded.updated_at WHERE space_members.role <> 'owner'`,
    [spaceId, userId, role, role === 'sitter' ? until : null, now, now],
  );
}

/**
 * Gives a member of `spaceId` another role (a sitter a new last day), under the space's lock. A
 * sitter whose period ran out is still a row (not ended): this is how the owner extends it. Never
 * the owner's row, nor one that ended. False when there was no such member.
 */
export async function changeMember(store: Store, spaceId: string, userId: string, role: Exclude<SpaceRole, 'owner'>, until: string | null, now: number): Promise<boolean> {
  return store.transaction(async (tx) => {
    await lockSpace(tx, spaceId, now);
    const n = await tx.run(
      "UPDATE space_members SET role = ?, until = ?, updated_at = ? WHERE space_id = ? AND user_id = ? AND ended_at IS NULL AND role <> 'owner'",
      [role, role === 'sitter' ? until : null, now, spaceId, userId],
    );
    return n === 1;
  });
}

/** Renames a shared space (never an own one, which has no name). */
export async function renameSpace(q: Queryable, spaceId: string, name: string): Promise<void> {
  await q.run("UPDATE spaces SET name = ? WHERE id = ? AND kind <> 'own'", [name, spaceId]);
}

/** How the screens name a person (as in sharedSpaceViews); null for no such account. */
export async function displayNameOf(q: Queryable, userId: string): Promise<string | null> {
  const row = await q.one<{ username: string | null; email: string }>('SELECT username, email FROM users WHERE id = ?', [userId]);
  return row ? displayName(row.username, row.email) : null;
}

/**
 * Ends `userId`'s membership of `spaceId` (removed by the owner, or left), under the space's
 * lock: from the moment it commits every push and call of theirs into the space is refused, and
 * their devices drop the space's rows at their next pull. The owner's membership never ends this
 * way (a space without its owner would have no plan). False when there was nothing to end.
 */
export async function endMembership(store: Store, spaceId: string, userId: string, now: number): Promise<boolean> {
  return store.transaction(async (tx) => {
    await lockSpace(tx, spaceId, now);
    const n = await tx.run(
      "UPDATE space_members SET ended_at = ?, updated_at = ? WHERE space_id = ? AND user_id = ? AND ended_at IS NULL AND role <> 'owner'",
      [now, now, spaceId, userId],
    );
    return n === 1;
  });
}
