/**
 * Shared collections (issue 27, docs/decisions/0032-shared-spaces.md): the online calls that make
 * a household or a team, invite people into it, let them join, and change or end memberships.
 * The rows of a shared collection travel by sync; these calls change who may pull and push them.
 *
 * - A keeper owns at most SHARED_SPACES_PER_OWNER shared collections.
 * - An invitation is by e-mail (bound to the account with that address) or a link shown as a QR
 *   code (anyone signed in who has it). Either way it is single use and lives INVITATION_DAYS days;
 *   its token is 256 random bits, travels in the link's fragment (`/join#token=...`, never a query
 *   string) and in request bodies (never in a URL), and is answered once: when a link is made.
 *   Inviting an address answers the same whether or not it has an account.
 * - A sitter's invitation and membership name their last day (`until`, an ISO date, inclusive):
 *   today or later and at most SITTER_MAX_DAYS ahead; the other roles have none.
 *
 * Validation messages are keys of the `errors` object of the screens' namespace (`errors.*`);
 * refusals are codes of shared/api/errors.ts (see SPACE_ERRORS).
 */
import { z } from 'zod';
import { addDays } from '../rules/calendar-date';
import { IsoDate, RowId } from '../schemas/common';
import { emailField } from '../schemas/auth';
import { SPACE_KINDS } from '../spaces/views';

/** Shared collections one keeper may own (those they were invited into do not count). */
export const SHARED_SPACES_PER_OWNER = 5;
export const SPACE_NAME_MAX = 60;
/** An invitation not accepted by then is dead. */
export const INVITATION_DAYS = 14;
/** How far ahead a sitter's last day may be. */
export const SITTER_MAX_DAYS = 366;
/** Invitations by e-mail one owner may send in any 24 hours: each e-mails an address they typed. */
export const SPACE_INVITATIONS_PER_DAY = 20;
/** Invitation links (QR codes) one owner may make in any 24 hours: they e-mail no one, but each is a live key. */
export const SPACE_INVITATION_LINKS_PER_DAY = 50;

/** The roles an invitation or a role change may give (there is one owner, for good). */
export const INVITED_ROLES = ['keeper', 'sitter', 'viewer'] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];

export type UntilRefusal = 'errors.untilRequired' | 'errors.untilNotAllowed' | 'errors.untilPast' | 'errors.untilTooFar';

/** What a role and a last day say on their own: a sitter needs one, the other roles have none. */
export function untilShapeRefusal(role: InvitedRole, until: string | null | undefined): UntilRefusal | null {
  if (role !== 'sitter') return until == null ? null : 'errors.untilNotAllowed';
  return until == null ? 'errors.untilRequired' : null;
}

/**
 * The whole rule of a sitter's last day on `today` (ISO date, UTC on the server): today or later,
 * at most SITTER_MAX_DAYS ahead. The server asks it with its clock; a form asks it to say so first.
 */
export function untilRefusal(role: InvitedRole, until: string | null | undefined, today: string): UntilRefusal | null {
  const shape = untilShapeRefusal(role, until);
  if (shape || until == null) return shape;
  if (until < today) return 'errors.untilPast';
  if (until > addDays(today, SITTER_MAX_DAYS)) return 'errors.untilTooFar';
  return null;
}

const Role = z.enum(INVITED_ROLES, { error: 'errors.roleInvalid' });
const Until = IsoDate.nullable().optional();

/** A role with its last day, checked for shape (the dates against today are the server's: untilRefusal). */
const RoleAndUntil = z.object({ role: Role, until: Until });
const untilRule = (v: { role: InvitedRole; until?: string | null }, ctx: z.RefinementCtx): void => {
  const refusal = untilShapeRefusal(v.role, v.until);
  if (refusal) ctx.addIssue({ code: 'custom', path: ['until'], message: refusal });
};

export const SpaceName = z.string({ error: 'errors.nameRequired' }).trim().min(1, 'errors.nameRequired').max(SPACE_NAME_MAX, 'errors.nameTooLong');

/** An IANA time zone this runtime knows ("Europe/Sofia"). */
const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
export const TimeZone = z.string().max(64).refine(isTimeZone, 'errors.timeZoneInvalid');

/**
 * POST /api/spaces. `timeZone`: where the animals are kept (the owner's device's zone), so a
 * sitter's last day ends at midnight there; without it, UTC.
 */
export const CreateSpaceBody = z.object({
  kind: z.enum(SPACE_KINDS, { error: 'errors.kindInvalid' }),
  name: SpaceName,
  timeZone: TimeZone.optional(),
});
export type CreateSpaceBody = z.input<typeof CreateSpaceBody>;

/** PATCH /api/spaces/:id */
export const RenameSpaceBody = z.object({ name: SpaceName });
export type RenameSpaceBody = z.input<typeof RenameSpaceBody>;

/** POST /api/spaces/:id/invitations: `until` only for a sitter, and then required. */
export const InviteBody = RoleAndUntil.extend({ email: emailField }).superRefine(untilRule);
export type InviteBody = z.input<typeof InviteBody>;

/** POST /api/spaces/:id/invitations/link */
export const InvitationLinkBody = RoleAndUntil.superRefine(untilRule);
export type InvitationLinkBody = z.input<typeof InvitationLinkBody>;

/** PATCH /api/spaces/:id/members/:userId */
export const ChangeMemberBody = RoleAndUntil.superRefine(untilRule);
export type ChangeMemberBody = z.input<typeof ChangeMemberBody>;

/** POST /api/spaces/join and /api/spaces/join/preview: the token from the link's fragment. */
export const JoinBody = z.object({
  token: z.string({ error: 'errors.tokenRequired' }).trim().min(1, 'errors.tokenRequired').max(200, 'errors.tokenInvalid'),
});
export type JoinBody = z.input<typeof JoinBody>;

export const SpaceParams = z.object({ id: RowId });
export const SpaceMemberParams = z.object({ id: RowId, userId: RowId });
export const SpaceInvitationParams = z.object({ id: RowId, invitationId: RowId });

/** A pending invitation as its owner's list shows it (never its token). */
export const InvitationView = z.object({
  id: RowId,
  /** The invited address; null for a link (QR code). */
  email: z.string().nullable(),
  role: z.enum(INVITED_ROLES),
  until: IsoDate.nullable(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
});
export type InvitationView = z.infer<typeof InvitationView>;

/** GET /api/spaces/:id/invitations: the pending ones, oldest first. */
export const InvitationList = z.object({ invitations: z.array(InvitationView) });
export type InvitationList = z.infer<typeof InvitationList>;

/** POST /api/spaces/:id/invitations/link: the only answer that ever carries a token (inside `link`). */
export const InvitationLink = z.object({
  id: RowId,
  /** `${publicUrl}/join#token=<token>`: show it as a QR code, or share it. */
  link: z.string(),
  expiresAt: z.number().int(),
});
export type InvitationLink = z.infer<typeof InvitationLink>;

/** POST /api/spaces/join/preview: what the join screen shows before the keeper accepts. */
export const JoinPreview = z.object({
  spaceName: z.string(),
  kind: z.enum(SPACE_KINDS),
  /** Who invited: their username, else their address up to the @ (as the members list shows them). */
  inviterName: z.string(),
  role: z.enum(INVITED_ROLES),
  until: IsoDate.nullable(),
  expiresAt: z.number().int(),
});
export type JoinPreview = z.infer<typeof JoinPreview>;

/**
 * POST /api/reptiles/:id/move: an owner moves one of their animals into another collection they
 * own (their own collection's id is their user id). The animal, its records and its reminders
 * go under new ids (so it gets a new page and QR code); the original is removed from where it was.
 */
export const MoveReptileBody = z.object({ toSpaceId: RowId });
export type MoveReptileBody = z.input<typeof MoveReptileBody>;
export const MoveReptileParams = z.object({ id: RowId });

/** The moved animal's new id, in `spaceId`: it reaches the devices by pull (of both collections). */
export const MoveAnswer = z.object({ reptileId: RowId, spaceId: RowId });
export type MoveAnswer = z.infer<typeof MoveAnswer>;

/**
 * A move's refusals: 404 not-found (not the owner of both collections, or no such live animal of
 * theirs: the same answer either way), 409 already-offered (a sale offer waits: cancel it first),
 * 409 plan-limit-reptiles (the owner's plan has no room in the destination), 409 row-limit,
 * 400 invalid-request (`toSpaceId`: `move.errors.sameSpace`, the collection it is already in).
 */
export const MOVE_ERRORS = ['not-found', 'already-offered', 'plan-limit-reptiles', 'row-limit'] as const;

/**
 * Refusals, as { error: code } with these statuses:
 * - 400 invalid-request (with `fields`: the keys above, `until` among them for a sitter's day);
 * - 403 role-viewer, role-sitter, role-keeper: a member whose role does not allow the call;
 * - 404 space-not-found: not a member (never was, removed, left, or a sitter past their last day):
 *   the same answer as for a space that does not exist;
 * - 404 member-not-found: a role change or removal of someone who is not (or no longer) a member;
 * - 404 invitation-not-found: unknown, cancelled, or an e-mail invitation to another address;
 * - 409 already-member: the address or the account is already a member (the owner included);
 * - 409 space-limit: the keeper already owns SHARED_SPACES_PER_OWNER shared collections;
 * - 409 owner-cannot-leave, owner-role-fixed: the owner stays the owner;
 * - 410 invitation-used, invitation-expired (a sitter's invitation whose last day has passed too);
 * - 429 rate-limited: more than SPACE_INVITATIONS_PER_DAY e-mails or SPACE_INVITATION_LINKS_PER_DAY links in 24 hours.
 */
export const SPACE_ERRORS = [
  'space-not-found', 'member-not-found', 'invitation-not-found', 'already-member', 'space-limit', 'owner-cannot-leave', 'owner-role-fixed',
  'invitation-used', 'invitation-expired', 'role-viewer', 'role-sitter', 'role-keeper', 'rate-limited',
] as const;
export type SpaceErrorCode = (typeof SPACE_ERRORS)[number];
