/**
 * The monthly photo contest (spec sections 2, 4, 7, 9). Thin: parse with the shared schemas
 * (shared/api/contest.ts), call contest/*, answer. Keepers submit, see the gallery and vote;
 * moderators and admins review; admins disqualify and set the settings. Every keeper-scoped call
 * names only the signed-in keeper; entry ids in URLs are checked against the caller's rights.
 *
 * `app.contest.clock` is the contest's time (phases, votes, the close and prize job): tests move it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import {
  AdminEntriesResponse, DecisionResponse, DisqualifyBody, DisqualifyResponse, MonthQuery, PendingQuery, PendingResponse, PeriodsResponse, ResultsQuery,
  ResultsResponse, SettingsResponse, SubmissionsResponse, SubmitQuery, SubmitResponse, VoteBody, VoteResponse, VoteStatusResponse,
} from '../../../shared/api/contest';
import { CONTEST_BAN_MONTHS } from '../../../shared/contest/entries';
import { contestMonthOf } from '../../../shared/contest/month';
import { ContestSettings } from '../../../shared/contest/settings';
import { currentActor } from '../admin/actor';
import { createClock, type Clock } from '../auth/clock';
import { acceptRawImages } from '../auth/images';
import { currentUserId } from '../auth/request-user';
import { adminEntries } from '../contest/admin-entries';
import { disqualifyEntry } from '../contest/disqualify';
import { entryNotFound } from '../contest/errors';
import { entryImage, listSubmissions } from '../contest/gallery';
import { currentPeriod } from '../contest/periods';
import { listResults } from '../contest/results';
import { decideEntry, listPending } from '../contest/review';
import { changeContestSettings, readContestSettings } from '../contest/settings-store';
import { submitEntry } from '../contest/submit';
import { castVote, voteStatus } from '../contest/votes';
import { IdParams } from '../openapi/local-schemas';
import { binary, imageBody, imageRefusals, pixels } from '../openapi/route-doc';
import { uploadPolicy } from '../../../shared/uploads/policy';
import { route } from './declare';

declare module 'fastify' {
  interface FastifyInstance {
    contest: { clock: Clock };
  }
}

type Answer<S extends z.ZodType> = Promise<z.infer<S>>;

const NO_SUCH_ENTRY = 'No such contest entry, or not visible to the caller (`not-found`).';
const BAD_MONTH = 'An invalid month (`invalid-request`).';
const NOT_PENDING = 'Already reviewed, or the month has closed (`not-pending`, `contest-closed`).';
const keeper = { tags: ['Contest'], access: 'user' } as const;
const moderator = { tags: ['Contest'], access: 'moderator' } as const;
const admin = { tags: ['Contest', 'Admin'], access: 'admin' } as const;
const oneEntry = { params: IdParams, notFound: entryNotFound } as const;

async function contestPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('contest', { clock: createClock() });
  await app.register(keeperRoutes);
  await app.register(submitRoutes);
  await app.register(reviewRoutes);
}

export const contestRoutes = fp(contestPlugin, { name: 'contest-routes', dependencies: ['authenticate'] });

async function keeperRoutes(app: FastifyInstance): Promise<void> {
  const now = () => app.contest.clock.now();
  const monthOf = (query: z.output<typeof MonthQuery>) => query.month ?? contestMonthOf(now());

  route(app, {
    method: 'GET', path: '/api/contest/periods', summary: 'The current contest month',
    description: 'Its phase and timetable, the settings, the server\'s clock and the caller\'s bar.', ...keeper, responses: { 200: PeriodsResponse },
  }, async ({ req }): Answer<typeof PeriodsResponse> => currentPeriod(app.store, currentUserId(req), now()));
  route(app, {
    method: 'GET', path: '/api/contest/submissions', summary: 'The gallery of a month', description: 'Approved entries and the caller\'s own, any status.',
    ...keeper, query: MonthQuery, responses: { 200: SubmissionsResponse, 400: BAD_MONTH },
  }, async ({ req, query }): Answer<typeof SubmissionsResponse> => listSubmissions(app.store, currentUserId(req), monthOf(query), now()));
  route(app, {
    method: 'GET', path: '/api/contest/vote-status', summary: 'Whether I voted in a month', ...keeper, query: MonthQuery,
    responses: { 200: VoteStatusResponse, 400: BAD_MONTH },
  }, async ({ req, query }): Answer<typeof VoteStatusResponse> => voteStatus(app.store, currentUserId(req), monthOf(query)));
  route(app, {
    method: 'POST', path: '/api/contest/vote', summary: 'Vote for an entry',
    description: 'One vote per keeper per month, for an approved entry of the current month.', ...keeper, body: VoteBody,
    responses: {
      200: VoteResponse, 400: 'Invalid fields (`invalid-request`).',
      409: 'Not the voting phase, already voted, one\'s own entry, or not votable (`voting-not-open`, `already-voted`, `own-entry`, `entry-not-votable`).',
    },
  }, async ({ req, body }): Answer<typeof VoteResponse> => castVote(app.store, currentUserId(req), body.entryId, now()));
  route(app, {
    method: 'GET', path: '/api/contest/results', summary: 'Contest results',
    description: 'One month\'s places, or without a month the latest months with winners (`before` pages to older ones; `more` says whether any remain).',
    ...keeper, query: ResultsQuery, responses: { 200: ResultsResponse, 400: BAD_MONTH },
  }, async ({ req, query }): Answer<typeof ResultsResponse> => listResults(app.store, currentUserId(req), query));
  route(app, {
    method: 'GET', path: '/api/contest/entries/:id/image', summary: 'An entry\'s image',
    description: 'Approved entries to every keeper; any status to its owner and moderators.', ...keeper, ...oneEntry,
    responses: { 200: binary('image/webp', 'The image.'), 404: NO_SUCH_ENTRY },
  }, async ({ req, reply, params }) => {
    if (!req.user) throw entryNotFound();
    const bytes = await entryImage(app.store, app.files, req.user, params.id);
    // Private: whether a keeper may see it depends on who asks and can change (a rejection).
    return reply.type('image/webp').header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff').send(bytes);
  });
}

/** POST /api/contest/submit takes the raw image (any content type: the bytes decide); its own scope, so no other route takes raw bodies. */
async function submitRoutes(app: FastifyInstance): Promise<void> {
  // Text and JSON bodies too: whatever is sent is judged by its bytes, never parsed as something else.
  app.removeAllContentTypeParsers();
  acceptRawImages(app, 'contestEntry');
  // bodyType image: a stranger is turned away (onRequest) before any of the upload is read.
  route(app, {
    method: 'POST', path: '/api/contest/submit', summary: 'Enter a photo', description: imageBody('contestEntry', 're-encoded on the server; pending until reviewed.'),
    ...keeper, query: SubmitQuery, bodyType: 'image',
    responses: {
      ...imageRefusals('contestEntry'), 201: SubmitResponse,
      400: `An unreadable image, one of more than ${pixels(uploadPolicy('contestEntry').maxPixels)} pixels, or a too long caption (\`invalid-image\`, \`invalid-request\`).`,
      403: 'Barred from the contest (`contest-banned`, with `until`).',
      409: 'Submissions are closed or the month\'s entries are used (`contest-not-open`, `entry-limit`).',
    },
  }, async ({ req, reply, query: { caption }, body }): Answer<typeof SubmitResponse> => {
    const entry = await submitEntry(app.store, app.files, currentUserId(req), body, caption, () => app.contest.clock.now());
    void reply.status(201);
    return { entry };
  });
}

async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const now = () => app.contest.clock.now();

  route(app, {
    method: 'GET', path: '/api/contest/pending', summary: 'Entries waiting for review', description: 'Pending entries of the open month, paged.', ...moderator,
    query: PendingQuery, responses: { 200: PendingResponse, 400: 'Invalid paging (`invalid-request`).' },
  }, async ({ req, query }): Answer<typeof PendingResponse> => listPending(app.store, query.page, query.per_page, now(), currentUserId(req)));
  route(app, {
    method: 'POST', path: '/api/contest/entries/:id/approve', summary: 'Approve an entry', ...moderator, ...oneEntry,
    responses: { 200: DecisionResponse, 404: NO_SUCH_ENTRY, 409: NOT_PENDING },
  }, async ({ req, params }): Answer<typeof DecisionResponse> => decideEntry(app.store, params.id, 'approved', currentActor(req), now()));
  route(app, {
    method: 'POST', path: '/api/contest/entries/:id/reject', summary: 'Reject an entry', ...moderator, ...oneEntry,
    responses: { 200: DecisionResponse, 404: NO_SUCH_ENTRY, 409: NOT_PENDING },
  }, async ({ req, params }): Answer<typeof DecisionResponse> => decideEntry(app.store, params.id, 'rejected', currentActor(req), now()));

  route(app, {
    method: 'POST', path: '/api/contest/admin/entries/:id/disqualify', summary: 'Disqualify a keeper',
    description: `Their entries of the open month leave the contest, their votes are withdrawn, and they are barred for ${CONTEST_BAN_MONTHS} months. Audited.`,
    ...admin, ...oneEntry, body: DisqualifyBody,
    responses: { 200: DisqualifyResponse, 400: 'Invalid fields (`invalid-request`).', 404: NO_SUCH_ENTRY, 409: 'The month has closed (`contest-closed`).' },
  }, async ({ req, params: { id }, body: { reason } }): Answer<typeof DisqualifyResponse> => {
    req.log.info({ admin: currentUserId(req), entry: id }, 'contest entry disqualified');
    return disqualifyEntry(app.store, id, reason, currentActor(req), now());
  });
  route(app, {
    method: 'GET', path: '/api/contest/admin/entries', summary: 'Every entry of a month', description: 'With status, keeper and votes, for spotting manipulation.',
    ...admin, query: MonthQuery, responses: { 200: AdminEntriesResponse, 400: BAD_MONTH },
  }, async ({ req, query }): Answer<typeof AdminEntriesResponse> => adminEntries(app.store, query.month ?? contestMonthOf(now()), currentUserId(req)));
  route(app, {
    method: 'GET', path: '/api/contest/admin/settings', summary: 'The contest settings', ...admin, responses: { 200: SettingsResponse },
  }, async (): Answer<typeof SettingsResponse> => readContestSettings(app.store));
  route(app, {
    method: 'PUT', path: '/api/contest/admin/settings', summary: 'Change the contest settings', description: 'The whole settings object. Audited.', ...admin,
    body: ContestSettings, responses: { 200: SettingsResponse, 400: 'Invalid fields (`invalid-request` with `fields`).' },
  }, async ({ req, body: settings }): Answer<typeof SettingsResponse> => {
    req.log.info({ admin: currentUserId(req), settings }, 'contest settings changed');
    return changeContestSettings(app.store, currentActor(req), settings, now());
  });
}
