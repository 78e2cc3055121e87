/**
 * Shared collections (shared/api/spaces.ts, decision 0032). Thin: parse with the shared schemas,
 * call spaces/invitations.ts (or spaces/move.ts), answer. Signed-in keepers only; a space the caller is not a member
 * of in force answers `space-not-found`, as one that does not exist. Tokens travel in bodies only.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  ChangeMemberBody, CreateSpaceBody, INVITATION_DAYS, InvitationLink, InvitationLinkBody, InvitationList, InvitationView, InviteBody, JoinBody, JoinPreview,
  MoveAnswer, MoveReptileBody, MoveReptileParams, RenameSpaceBody, SHARED_SPACES_PER_OWNER, SITTER_MAX_DAYS, SPACE_INVITATION_LINKS_PER_DAY, SPACE_INVITATIONS_PER_DAY, SpaceInvitationParams,
  SpaceMemberParams, SpaceParams,
} from '../../../shared/api/spaces';
import { SharedSpaceView } from '../../../shared/spaces/views';
import { currentUserId } from '../auth/request-user';
import { HttpError } from '../errors';
import { Ok } from '../openapi/local-schemas';
import {
  acceptInvitation, cancelInvitation, changeRole, createSpace, inviteByEmail, inviteByLink, leave, pendingInvitations, previewInvitation, removeMember, rename,
  type SpaceDeps,
} from '../spaces/invitations';
import { moveReptile } from '../spaces/move';
import { route } from './declare';

const keeper = { tags: ['Sync'], access: 'user' } as const;
const spaceNotFound = () => new HttpError('space-not-found', 'No such shared collection.');
const inSpace = { ...keeper, params: SpaceParams, notFound: spaceNotFound } as const;

const NOT_MEMBER = 'Not a member of this shared collection in force: never was, removed, left, or a sitter past their last day; or no such collection (`space-not-found`).';
const OWNER_ONLY = 'A member whose role does not allow it: only the owner may (`role-viewer`, `role-sitter`, `role-keeper`).';
const ROLE_FIELDS = `\`role\` is keeper, sitter or viewer; \`until\` (ISO date, inclusive) is required for a sitter, today (UTC) or later and at most ${SITTER_MAX_DAYS} days ahead, and refused for the other roles.`;
const BAD_ROLE = 'Invalid fields (`invalid-request` with `fields`), `until` among them for a sitter\'s last day.';
const TOKEN_REFUSALS = {
  404: 'Unknown or cancelled token, or an e-mail invitation to another address than the caller\'s (`invitation-not-found`).',
  409: 'The caller is already a member of the collection, its owner included (`already-member`).',
  410: 'Already used (`invitation-used`), or expired, or a sitter\'s invitation whose last day has passed (`invitation-expired`).',
} as const;

async function spacesPlugin(app: FastifyInstance): Promise<void> {
  // The accounts' clock, so tests can step past an invitation's expiry and a sitter's last day.
  const now = () => app.accounts.clock.now();
  const deps = (): SpaceDeps => ({
    store: app.store, mailer: app.accounts.mailer, background: app.accounts.background, throttle: app.accounts.throttle, publicUrl: app.config.publicUrl,
  });

  route(app, {
    method: 'POST', path: '/api/spaces', summary: 'Make a shared collection',
    description: `Makes a household or a team owned by the keeper, with them as its only member (role owner). A keeper owns at most ${SHARED_SPACES_PER_OWNER}. ` +
      'Its rows are pulled and pushed with `spaceId` like any shared collection\'s.',
    ...keeper, body: CreateSpaceBody,
    responses: {
      201: SharedSpaceView, 400: 'Invalid fields (`invalid-request`).',
      409: `The keeper already owns ${SHARED_SPACES_PER_OWNER} shared collections (\`space-limit\`).`,
    },
  }, async ({ req, reply, body }): Promise<SharedSpaceView> => {
    const made = await createSpace(app.store, currentUserId(req), body, now());
    void reply.status(201);
    return made;
  });

  route(app, {
    method: 'PATCH', path: '/api/spaces/:id', summary: 'Rename a shared collection', description: 'The owner renames it.', ...inSpace, body: RenameSpaceBody,
    responses: { 200: SharedSpaceView, 400: 'Invalid fields (`invalid-request`).', 403: OWNER_ONLY, 404: NOT_MEMBER },
  }, async ({ req, params, body }): Promise<SharedSpaceView> => rename(app.store, currentUserId(req), params.id, body.name, now()));

  route(app, {
    method: 'POST', path: '/api/spaces/:id/invitations', summary: 'Invite someone by e-mail',
    description: `The owner invites an address for ${INVITATION_DAYS} days and it is e-mailed a link to join (its token in the link's fragment). ` +
      'The answer is the same whether or not the address has an account. Inviting an address again replaces its pending invitation. ' + ROLE_FIELDS,
    ...inSpace, body: InviteBody,
    responses: {
      201: InvitationView, 400: BAD_ROLE, 403: OWNER_ONLY, 404: NOT_MEMBER,
      409: 'The address is already a member in force, the owner\'s own included (`already-member`).',
      429: `More than ${SPACE_INVITATIONS_PER_DAY} invitations by e-mail from this owner in 24 hours (\`rate-limited\`, with Retry-After).`,
    },
  }, async ({ req, reply, params, body }): Promise<InvitationView> => {
    const made = await inviteByEmail(deps(), currentUserId(req), params.id, body, now());
    void reply.status(201);
    return made;
  });

  route(app, {
    method: 'POST', path: '/api/spaces/:id/invitations/link', summary: 'Make an invitation link (QR code)',
    description: `An invitation without an address, for ${INVITATION_DAYS} days: anyone signed in who has the link may join, once. ` +
      `The link (\`/join#token=...\`) is in this answer only; it is never shown again. ${ROLE_FIELDS}`,
    ...inSpace, body: InvitationLinkBody,
    responses: {
      201: InvitationLink, 400: BAD_ROLE, 403: OWNER_ONLY, 404: NOT_MEMBER,
      429: `More than ${SPACE_INVITATION_LINKS_PER_DAY} invitation links from this owner in 24 hours (\`rate-limited\`, with Retry-After).`,
    },
  }, async ({ req, reply, params, body }): Promise<InvitationLink> => {
    const made = await inviteByLink(deps(), currentUserId(req), params.id, body, now());
    void reply.status(201);
    return made;
  });

  route(app, {
    method: 'GET', path: '/api/spaces/:id/invitations', summary: 'Pending invitations',
    description: 'The owner\'s list of invitations neither accepted, cancelled nor expired, oldest first (never their tokens).', ...inSpace,
    responses: { 200: InvitationList, 403: OWNER_ONLY, 404: NOT_MEMBER },
  }, async ({ req, params }): Promise<InvitationList> => ({ invitations: await pendingInvitations(app.store, currentUserId(req), params.id, now()) }));

  route(app, {
    method: 'DELETE', path: '/api/spaces/:id/invitations/:invitationId', summary: 'Cancel an invitation',
    description: 'The owner cancels an invitation that was not accepted; its link stops working.',
    ...keeper, params: SpaceInvitationParams, notFound: spaceNotFound,
    responses: {
      200: Ok, 403: OWNER_ONLY,
      404: `${NOT_MEMBER} Or no such invitation of this collection, or one already cancelled (\`invitation-not-found\`).`,
      410: 'Already accepted (`invitation-used`).',
    },
  }, async ({ req, params }): Promise<{ ok: true }> => {
    await cancelInvitation(app.store, currentUserId(req), params.id, params.invitationId, now());
    return { ok: true };
  });

  route(app, {
    method: 'POST', path: '/api/spaces/join/preview', summary: 'See an invitation before joining',
    description: 'What the join screen shows for the token of an invitation link (from its fragment): the collection, who invites, the role. ' +
      'The same refusals as joining; nothing changes.',
    ...keeper, body: JoinBody, responses: { 200: JoinPreview, 400: 'No token (`invalid-request`).', ...TOKEN_REFUSALS },
  }, async ({ req, body }): Promise<JoinPreview> => previewInvitation(app.store, currentUserId(req), body.token, now()));

  route(app, {
    method: 'POST', path: '/api/spaces/join', summary: 'Join a shared collection',
    description: 'The signed-in keeper accepts an invitation (single use; an e-mail invitation only by the account with that address) and becomes a member ' +
      'with its role. The collection reaches their devices by pull.',
    ...keeper, body: JoinBody, responses: { 200: SharedSpaceView, 400: 'No token (`invalid-request`).', ...TOKEN_REFUSALS },
  }, async ({ req, body }): Promise<SharedSpaceView> => acceptInvitation(app.store, currentUserId(req), body.token, now()));

  route(app, {
    method: 'PATCH', path: '/api/spaces/:id/members/:userId', summary: 'Change a member\'s role',
    description: `The owner gives a member another role, or a sitter another last day (a period that ran out can be extended). ${ROLE_FIELDS}`,
    ...keeper, params: SpaceMemberParams, notFound: spaceNotFound, body: ChangeMemberBody,
    responses: {
      200: SharedSpaceView, 400: BAD_ROLE, 403: OWNER_ONLY,
      404: `${NOT_MEMBER} Or the person is not a member (\`member-not-found\`).`, 409: 'The owner\'s own row (`owner-role-fixed`).',
    },
  }, async ({ req, params, body }): Promise<SharedSpaceView> => changeRole(app.store, currentUserId(req), params.id, params.userId, body, now()));

  route(app, {
    method: 'DELETE', path: '/api/spaces/:id/members/me', summary: 'Leave a shared collection',
    description: 'A member leaves: their devices drop the collection\'s rows at their next pull. The owner cannot leave.', ...inSpace,
    responses: { 200: Ok, 404: NOT_MEMBER, 409: 'The owner (`owner-cannot-leave`).' },
  }, async ({ req, params }): Promise<{ ok: true }> => {
    await leave(app.store, currentUserId(req), params.id, now());
    return { ok: true };
  });

  route(app, {
    method: 'DELETE', path: '/api/spaces/:id/members/:userId', summary: 'Remove a member',
    description: 'The owner ends a membership: the member\'s pushes into the collection are refused from now on, and their devices drop its rows ' +
      'at their next pull. A member naming themselves leaves, as with DELETE /api/spaces/{id}/members/me.',
    ...keeper, params: SpaceMemberParams, notFound: spaceNotFound,
    responses: {
      200: Ok, 403: OWNER_ONLY,
      404: `${NOT_MEMBER} Or the person is not a member (\`member-not-found\`).`, 409: 'The owner naming themselves (`owner-cannot-leave`).',
    },
  }, async ({ req, params }): Promise<{ ok: true }> => {
    await removeMember(app.store, currentUserId(req), params.id, params.userId, now());
    return { ok: true };
  });

  route(app, {
    method: 'POST', path: '/api/reptiles/:id/move', summary: 'Move an animal to another collection of mine',
    description: 'The owner of both collections (their own, whose id is their user id, and a household or team they own) moves one of their ' +
      'live animals from one to the other. Its profile, every live log (authors kept), its photo and its reminders are written into the ' +
      'destination under new ids (parents kept by id and inventory feedings become names, its group and clutch are dropped, as in a sale); ' +
      'the original is removed where it was as a delete removes it. Both collections reach the devices by pull.',
    ...keeper, params: MoveReptileParams, notFound: () => new HttpError('not-found', 'No such reptile.'), body: MoveReptileBody,
    responses: {
      200: MoveAnswer,
      400: 'Invalid fields (`invalid-request`), or the collection the animal is already in (`fields.toSpaceId`).',
      404: 'Not the owner of both collections, or no such live animal of theirs (sold, deleted, or moved already) (`not-found`).',
      409: 'A sale offer of the animal waits for its buyer (`already-offered`), the owner\'s plan has no room in the destination ' +
        '(`plan-limit-reptiles`), or its records would pass the destination\'s limit of records of one kind (`row-limit`).',
    },
  }, async ({ req, params, body }): Promise<MoveAnswer> =>
    moveReptile({ store: app.store, files: app.files, logError: (err, msg) => app.log.error({ err }, msg) }, currentUserId(req), params.id, body.toSpaceId, now()));
}

export const spaceRoutes = fp(spacesPlugin, { name: 'space-routes', dependencies: ['authenticate', 'accounts'] });
