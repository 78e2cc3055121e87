/**
 * The online calls of shared collections (issue 27, shared/api/spaces.ts, decision 0032): making a
 * household or a team, renaming it, inviting people by e-mail or by a link (a QR code), joining,
 * and changing or ending memberships. The member rows themselves are written by ./members.ts,
 * always under the space's lock, so a push into the space runs wholly before or wholly after.
 *
 * Every call into a space asks the role rule (shared/spaces/roles.ts) with the caller's membership:
 * someone who is not a member in force (never was, removed, left, or a sitter past their last day)
 * is answered `space-not-found`, exactly as for a space that does not exist; a member whose role
 * does not allow the call gets the rule's refusal (403).
 *
 * Nothing here tells a caller whether an e-mail address has an account: an invitation answers the
 * same either way, and its e-mail (which differs: "sign in" or "create an account") is made after
 * the answer. An e-mail invitation presented by another account is `invitation-not-found`, as an
 * unknown token. Tokens are 256 random bits, stored as their SHA-256 only, returned once (a link).
 *
 * `now` is a parameter of every call (the accounts' clock in the routes), so tests step through
 * expiry and a sitter's last day.
 */
import { createHash } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import {
  INVITATION_DAYS, SHARED_SPACES_PER_OWNER, untilRefusal,
  type ChangeMemberBody, type CreateSpaceBody, type InvitationLink, type InvitationLinkBody, type InvitationView, type InvitedRole, type InviteBody,
  type JoinPreview,
} from '../../../shared/api/spaces';
import { isActiveMembership, type Membership, type SpaceCall } from '../../../shared/spaces/roles';
import type { SharedSpaceView } from '../../../shared/spaces/views';
import type { Background } from '../auth/background';
import { ACCOUNT_LIMITS } from '../auth/limits';
import { randomToken } from '../auth/secrets';
import type { Limit, Throttle } from '../auth/throttle';
import { invalidRequest } from '../auth/validate';
import type { Queryable, Store, Tx } from '../db/store';
import { HttpError } from '../errors';
import type { Mailer } from '../mail/mailer';
import type { MailLanguage } from '../mail/templates';
import { lockSpace } from '../sync/spaces';
import {
  addMemberIn, changeMember, createSharedSpaceIn, dayOf, displayNameOf, endMembership, membershipIn, ownedSharedSpaces, renameSpace, sharedSpaceViews, spaceFor,
  type SharedSpaceKind,
} from './members';
import { noticeInvited, noticeJoined, noticeRemoved } from './notices';

export interface SpaceDeps {
  store: Store;
  mailer: Mailer;
  background: Background;
  throttle: Throttle;
  publicUrl: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const spaceNotFound = () => new HttpError('space-not-found', 'No such shared collection of this keeper\'s.');
const memberNotFound = () => new HttpError('member-not-found', 'No such member of this shared collection.');
const invitationNotFound = () => new HttpError('invitation-not-found', 'No such invitation for this account.');
const alreadyMember = () => new HttpError('already-member', 'Already a member of this shared collection.');

/** The token's stored form: SHA-256, hex. */
const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
const joinLink = (publicUrl: string, token: string): string => `${publicUrl}/join#token=${token}`;

// ---------------------------------------------------------------------------------------------
// Who may call

/**
 * The caller's membership of `spaceId` when it is in force and allows `action`: otherwise
 * `space-not-found` (not a member in force; one's own space is not a shared one) or the role's 403.
 */
async function allowed(q: Queryable, userId: string, spaceId: string, action: SpaceCall, now: number): Promise<Membership & { ownerId: string; timeZone: string | null }> {
  if (spaceId === userId) throw spaceNotFound();
  const { membership, ownerId, timeZone } = await spaceFor(q, userId, spaceId, action, now, spaceNotFound);
  return { ...membership, ownerId, timeZone };
}

/** A sitter's last day against today where the animals are kept: a 400 on the `until` field, as the schema's own refusals. */
function checkUntil(role: InvitedRole, until: string | null | undefined, now: number, timeZone: string | null): string | null {
  const refusal = untilRefusal(role, until, dayOf(now, timeZone));
  if (refusal) throw invalidRequest({ until: refusal });
  return role === 'sitter' ? (until ?? null) : null;
}

/** The space as its member's devices see it (the same view a pull of their own space lists). */
async function viewOf(q: Queryable, userId: string, spaceId: string, now: number): Promise<SharedSpaceView> {
  const view = (await sharedSpaceViews(q, userId, now)).find((v) => v.id === spaceId);
  if (!view) throw spaceNotFound();
  return view;
}

// ---------------------------------------------------------------------------------------------
// The space

/**
 * Makes a shared collection owned by the caller. The count of what they own and the insert run
 * under the lock of the owner's own space, so parallel requests cannot all pass one old count.
 */
export async function createSpace(store: Store, ownerId: string, body: z.output<typeof CreateSpaceBody>, now: number): Promise<SharedSpaceView> {
  const id = await store.transaction(async (tx) => {
    await lockSpace(tx, ownerId, now);
    if (await ownedSharedSpaces(tx, ownerId) >= SHARED_SPACES_PER_OWNER) {
      throw new HttpError('space-limit', `A keeper owns at most ${SHARED_SPACES_PER_OWNER} shared collections.`, { details: { limit: SHARED_SPACES_PER_OWNER } });
    }
    return createSharedSpaceIn(tx, ownerId, { kind: body.kind, name: body.name, timeZone: body.timeZone ?? null }, now);
  });
  return viewOf(store, ownerId, id, now);
}

export async function rename(store: Store, userId: string, spaceId: string, name: string, now: number): Promise<SharedSpaceView> {
  await allowed(store, userId, spaceId, 'space.rename', now);
  await renameSpace(store, spaceId, name);
  return viewOf(store, userId, spaceId, now);
}

// ---------------------------------------------------------------------------------------------
// Invitations

interface InvitationRow {
  id: string;
  spaceId: string;
  email: string | null;
  role: InvitedRole;
  until: string | null;
  invitedBy: string;
  createdAt: number | string;
  expiresAt: number | string;
  acceptedAt: number | string | null;
  cancelledAt: number | string | null;
  spaceName: string | null;
  kind: SharedSpaceKind;
  /** Where the space's animals are kept: a sitter's last day ends at midnight there. */
  timeZone: string | null;
}

const COLUMNS = `i.id, i.space_id AS "spaceId", i.email, i.role, i.until, i.invited_by AS "invitedBy", i.created_at AS "createdAt",
  i.expires_at AS "expiresAt", i.accepted_at AS "acceptedAt", i.cancelled_at AS "cancelledAt", s.name AS "spaceName", s.kind, s.time_zone AS "timeZone"`;
const FROM = 'FROM space_invitations i JOIN spaces s ON s.id = i.space_id';

const invitationView = (r: InvitationRow): InvitationView => ({
  id: r.id, email: r.email, role: r.role, until: r.until, createdAt: Number(r.createdAt), expiresAt: Number(r.expiresAt),
});

interface Made {
  row: InvitationRow;
  token: string;
}

/**
 * Writes an invitation under the space's lock: an address that is a member in force (the owner's
 * own included) is `already-member`; a pending invitation of the same address is cancelled, so
 * inviting again replaces it (with the new role and a fresh 14 days).
 */
async function makeInvitation(store: Store, ownerId: string, spaceId: string, input: { email: string | null; role: InvitedRole; until: string | null }, now: number): Promise<Made> {
  return store.transaction(async (tx) => {
    await lockSpace(tx, spaceId, now);
    if (input.email !== null) {
      const members = await tx.all<Membership & { timeZone: string | null }>(
        `SELECT m.role, m.until, s.time_zone AS "timeZone" FROM space_members m JOIN users u ON u.id = m.user_id JOIN spaces s ON s.id = m.space_id
         WHERE m.space_id = ? AND u.email = ? AND m.ended_at IS NULL`,
        [spaceId, input.email],
      );
      if (members.some((m) => isActiveMembership(m, dayOf(now, m.timeZone)))) throw alreadyMember();
      await tx.run('UPDATE space_invitations SET cancelled_at = ? WHERE space_id = ? AND email = ? AND accepted_at IS NULL AND cancelled_at IS NULL',
        [now, spaceId, input.email]);
    }
    const id = uuidv7();
    const token = randomToken();
    await tx.run(
      `INSERT INTO space_invitations (id, space_id, email, role, until, token_hash, invited_by, created_at, expires_at, accepted_at, accepted_by, cancelled_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, NULL)`,
      [id, spaceId, input.email, input.role, input.until, tokenHash(token), ownerId, now, now + INVITATION_DAYS * DAY_MS],
    );
    const row = await tx.one<InvitationRow>(`SELECT ${COLUMNS} ${FROM} WHERE i.id = ?`, [id]);
    if (!row) throw new Error('the invitation just written is missing');
    return { row, token };
  });
}

/** Takes one hit of `limit` for the owner, runs `make`, and gives the hit back when `make` refuses. */
async function counted<T>(throttle: Throttle, ownerId: string, limit: Limit, make: () => Promise<T>): Promise<T> {
  const reservation = await throttle.consume(ownerId, limit);
  try {
    return await make();
  } catch (err) {
    await throttle.release(reservation);
    throw err;
  }
}

/**
 * Invites an address. The answer is the same whether or not it has an account; the e-mail is made
 * after it, in the invitee's language when the address has an account, else the inviter's.
 */
export async function inviteByEmail(deps: SpaceDeps, ownerId: string, spaceId: string, body: z.output<typeof InviteBody>, now: number): Promise<InvitationView> {
  const { timeZone } = await allowed(deps.store, ownerId, spaceId, 'members.invite', now);
  const until = checkUntil(body.role, body.until, now, timeZone);
  const { row, token } = await counted(deps.throttle, ownerId, ACCOUNT_LIMITS.spaceInvitations,
    () => makeInvitation(deps.store, ownerId, spaceId, { email: body.email, role: body.role, until }, now));
  deps.background.run('space-invitation mail', async () => {
    const invitee = await deps.store.one<{ id: string; language: string }>('SELECT id, language FROM users WHERE email = ?', [body.email]);
    const inviter = await deps.store.one<{ language: string }>('SELECT language FROM users WHERE id = ?', [ownerId]);
    const language: MailLanguage = (invitee?.language ?? inviter?.language) === 'bg' ? 'bg' : 'en';
    const common = { link: joinLink(deps.publicUrl, token), days: INVITATION_DAYS, role: row.role, until: row.until };
    await deps.mailer.send(body.email, invitee ? { kind: 'space-invitation', space: row.kind, ...common } : { kind: 'space-invitation-signup', ...common }, language);
    // In the app too, for an invitee with an account (the link itself is only in the e-mail).
    if (invitee) await noticeInvited(deps.store, invitee.id, ownerId, spaceId, now);
  });
  return invitationView(row);
}

/** An invitation link for a QR code: anyone signed in who has it may join (once). Its token is in this answer only. */
export async function inviteByLink(deps: SpaceDeps, ownerId: string, spaceId: string, body: z.output<typeof InvitationLinkBody>, now: number): Promise<InvitationLink> {
  const { timeZone } = await allowed(deps.store, ownerId, spaceId, 'members.invite', now);
  const until = checkUntil(body.role, body.until, now, timeZone);
  const { row, token } = await counted(deps.throttle, ownerId, ACCOUNT_LIMITS.spaceInvitationLinks,
    () => makeInvitation(deps.store, ownerId, spaceId, { email: null, role: body.role, until }, now));
  return { id: row.id, link: joinLink(deps.publicUrl, token), expiresAt: Number(row.expiresAt) };
}

/** The owner's list: invitations neither accepted, cancelled nor expired, oldest first. */
export async function pendingInvitations(store: Store, userId: string, spaceId: string, now: number): Promise<InvitationView[]> {
  await allowed(store, userId, spaceId, 'members.invite', now);
  const rows = await store.all<InvitationRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE i.space_id = ? AND i.accepted_at IS NULL AND i.cancelled_at IS NULL AND i.expires_at > ? ORDER BY i.created_at, i.id`,
    [spaceId, now],
  );
  return rows.map(invitationView);
}

/** Cancels an invitation that was not accepted (an expired one too: it then stays dead for good). */
export async function cancelInvitation(store: Store, userId: string, spaceId: string, invitationId: string, now: number): Promise<void> {
  await allowed(store, userId, spaceId, 'members.cancelInvitation', now);
  const n = await store.run('UPDATE space_invitations SET cancelled_at = ? WHERE id = ? AND space_id = ? AND accepted_at IS NULL AND cancelled_at IS NULL',
    [now, invitationId, spaceId]);
  if (n === 1) return;
  const row = await store.one<{ acceptedAt: number | string | null }>('SELECT accepted_at AS "acceptedAt" FROM space_invitations WHERE id = ? AND space_id = ? AND cancelled_at IS NULL',
    [invitationId, spaceId]);
  if (row && row.acceptedAt !== null) throw new HttpError('invitation-used', 'This invitation was already accepted.');
  throw invitationNotFound();
}

// ---------------------------------------------------------------------------------------------
// Joining

/**
 * Why `userId` (with address `email`) may not use this invitation now, or null. Checked in this
 * order so that an invitation meant for someone else says nothing more than an unknown one.
 */
function refusalOf(row: InvitationRow | undefined, email: string, now: number): HttpError | null {
  if (!row || row.cancelledAt !== null || (row.email !== null && row.email !== email)) return invitationNotFound();
  if (row.acceptedAt !== null) return new HttpError('invitation-used', 'This invitation was already used.');
  // A sitter's invitation whose last day has passed would make a membership already over.
  if (Number(row.expiresAt) <= now || (row.until !== null && row.until < dayOf(now, row.timeZone))) return new HttpError('invitation-expired', 'This invitation has expired.');
  return null;
}

async function emailOf(q: Queryable, userId: string): Promise<string> {
  const row = await q.one<{ email: string }>('SELECT email FROM users WHERE id = ?', [userId]);
  if (!row) throw invitationNotFound();
  return row.email.toLowerCase();
}

const byToken = (q: Queryable, token: string) => q.one<InvitationRow>(`SELECT ${COLUMNS} ${FROM} WHERE i.token_hash = ?`, [tokenHash(token)]);

/** Whether `userId` is a member of `spaceId` in force (the owner included). */
async function isMember(q: Queryable, userId: string, spaceId: string, now: number): Promise<boolean> {
  const m = await membershipIn(q, userId, spaceId);
  return m !== null && isActiveMembership(m, dayOf(now, m.timeZone));
}

/** The invitation `userId` may accept now; else the refusal accepting would answer (no side effect). */
async function usable(q: Queryable, userId: string, token: string, now: number): Promise<InvitationRow> {
  const row = await byToken(q, token);
  const refusal = refusalOf(row, await emailOf(q, userId), now);
  if (refusal || !row) throw refusal ?? invitationNotFound();
  if (await isMember(q, userId, row.spaceId, now)) throw alreadyMember();
  return row;
}

/** What the join screen shows; the same refusals as accepting, and nothing is written. */
export async function previewInvitation(store: Store, userId: string, token: string, now: number): Promise<JoinPreview> {
  const row = await usable(store, userId, token, now);
  return {
    spaceName: row.spaceName ?? '', kind: row.kind, inviterName: (await displayNameOf(store, row.invitedBy)) ?? '',
    role: row.role, until: row.until, expiresAt: Number(row.expiresAt),
  };
}

/**
 * Accepts an invitation: under the space's lock, one conditional UPDATE marks it used (so of two
 * parallel accepts of one token exactly one changes the row) and the membership is written in the
 * same transaction; a refusal found under the lock rolls both back.
 */
export async function acceptInvitation(store: Store, userId: string, token: string, now: number): Promise<SharedSpaceView> {
  const first = await usable(store, userId, token, now);
  const email = await emailOf(store, userId);
  await store.transaction(async (tx: Tx) => {
    await lockSpace(tx, first.spaceId, now);
    if (await isMember(tx, userId, first.spaceId, now)) throw alreadyMember();
    const n = await tx.run(
      'UPDATE space_invitations SET accepted_at = ?, accepted_by = ? WHERE id = ? AND accepted_at IS NULL AND cancelled_at IS NULL AND expires_at > ?',
      [now, userId, first.id, now],
    );
    if (n !== 1) throw refusalOf(await byToken(tx, token), email, now) ?? invitationNotFound();
    await addMemberIn(tx, first.spaceId, userId, first.role, first.until, now);
    const owner = await tx.one<{ ownerId: string }>('SELECT owner_id AS "ownerId" FROM spaces WHERE id = ?', [first.spaceId]);
    if (owner) await noticeJoined(tx, owner.ownerId, userId, first.spaceId, now);
  });
  return viewOf(store, userId, first.spaceId, now);
}

// ---------------------------------------------------------------------------------------------
// Members

/** The owner gives a member another role or a sitter another last day (extending a period that ran out too). */
export async function changeRole(store: Store, ownerId: string, spaceId: string, memberId: string, body: z.output<typeof ChangeMemberBody>, now: number): Promise<SharedSpaceView> {
  const { timeZone } = await allowed(store, ownerId, spaceId, 'members.changeRole', now);
  if (memberId === ownerId) throw new HttpError('owner-role-fixed', 'The owner stays the owner.');
  const until = checkUntil(body.role, body.until, now, timeZone);
  if (!(await changeMember(store, spaceId, memberId, body.role, until, now))) throw memberNotFound();
  return viewOf(store, ownerId, spaceId, now);
}

/** The owner removes a member; a member naming themselves leaves. */
export async function removeMember(store: Store, userId: string, spaceId: string, memberId: string, now: number): Promise<void> {
  if (memberId === userId) return leave(store, userId, spaceId, now);
  await allowed(store, userId, spaceId, 'members.remove', now);
  if (!(await endMembership(store, spaceId, memberId, now))) throw memberNotFound();
  await noticeRemoved(store, memberId, spaceId, now);
}

/** A member leaves; the owner cannot (a space without its owner would have no plan). */
export async function leave(store: Store, userId: string, spaceId: string, now: number): Promise<void> {
  const m = await allowed(store, userId, spaceId, 'space.read', now);
  if (m.role === 'owner') throw new HttpError('owner-cannot-leave', 'The owner cannot leave their own shared collection.');
  // Ended meanwhile (removed by the owner): nothing left to end, and nothing to tell.
  await endMembership(store, spaceId, userId, now);
}
