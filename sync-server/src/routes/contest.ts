/**
 * The monthly photo contest (spec sections 2, 4, 7, 9). Thin: parse with the shared schemas
 * (shared/api/contest.ts), call contest/*, answer. Keepers submit, see the gallery and vote;
 * moderators and admins review; admins disqualify and set the settings. Every keeper-scoped call
 * names only the signed-in keeper; entry ids in URLs are checked against the caller's rights.
 *
 * `app.contest.clock` is the contest's time (phases, votes, the close and prize job): tests move it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import {
  type AdminEntriesResponse, type DecisionResponse, DisqualifyBody, type DisqualifyResponse, MonthQuery, PendingQuery, type PendingResponse,
  type PeriodsResponse, ResultsQuery, type ResultsResponse, type SettingsResponse, type SubmissionsResponse, SubmitQuery, type SubmitResponse, VoteBody, type VoteResponse,
  type VoteStatusResponse,
} from '../../../shared/api/contest';
import { contestMonthOf } from '../../../shared/contest/month';
import { ContestSettings } from '../../../shared/contest/settings';
import { RowId } from '../../../shared/schemas/common';
import { currentActor } from '../admin/actor';
import { createClock, type Clock } from '../auth/clock';
import { acceptRawImages } from '../auth/images';
import { currentUserId } from '../auth/request-user';
import { parseBody } from '../auth/validate';
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

declare module 'fastify' {
  interface FastifyInstance {
    contest: { clock: Clock };
  }
}

type Answer<S extends z.ZodType> = Promise<z.infer<S>>;

const entryId = (req: FastifyRequest): string => {
  const id = RowId.safeParse((req.params as { id?: unknown }).id);
  if (!id.success) throw entryNotFound();
  return id.data;
};

async function contestPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('contest', { clock: createClock() });
  await app.register(keeperRoutes);
  await app.register(submitRoutes);
  await app.register(reviewRoutes);
}

export const contestRoutes = fp(contestPlugin, { name: 'contest-routes', dependencies: ['authenticate'] });

async function keeperRoutes(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: app.authenticate };
  const now = () => app.contest.clock.now();
  const monthOf = (req: FastifyRequest) => parseBody(MonthQuery, req.query).month ?? contestMonthOf(now());

  app.get('/api/contest/periods', auth, async (req): Answer<typeof PeriodsResponse> => currentPeriod(app.store, currentUserId(req), now()));
  app.get('/api/contest/submissions', auth, async (req): Answer<typeof SubmissionsResponse> =>
    listSubmissions(app.store, currentUserId(req), monthOf(req), now()));
  app.get('/api/contest/vote-status', auth, async (req): Answer<typeof VoteStatusResponse> => voteStatus(app.store, currentUserId(req), monthOf(req)));
  app.post('/api/contest/vote', auth, async (req): Answer<typeof VoteResponse> =>
    castVote(app.store, currentUserId(req), parseBody(VoteBody, req.body).entryId, now()));
  app.get('/api/contest/results', auth, async (req): Answer<typeof ResultsResponse> =>
    listResults(app.store, currentUserId(req), parseBody(ResultsQuery, req.query)));
  app.get('/api/contest/entries/:id/image', auth, async (req, reply) => {
    if (!req.user) throw entryNotFound();
    const bytes = await entryImage(app.store, app.files, req.user, entryId(req));
    // Private: whether a keeper may see it depends on who asks and can change (a rejection).
    return reply.type('image/webp').header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff').send(bytes);
  });
}

/** POST /api/contest/submit takes the raw image (any content type: the bytes decide); its own scope, so no other route takes raw bodies. */
async function submitRoutes(app: FastifyInstance): Promise<void> {
  // Text and JSON bodies too: whatever is sent is judged by its bytes, never parsed as something else.
  app.removeAllContentTypeParsers();
  acceptRawImages(app, 'contestEntry');
  // onRequest: a stranger is turned away before any of the upload is read.
  app.post('/api/contest/submit', { onRequest: app.authenticate }, async (req, reply): Answer<typeof SubmitResponse> => {
    const { caption } = parseBody(SubmitQuery, req.query);
    const entry = await submitEntry(app.store, app.files, currentUserId(req), req.body, caption, () => app.contest.clock.now());
    void reply.status(201);
    return { entry };
  });
}

async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const moderators = { preHandler: app.requireRole('moderator', 'admin') };
  const admins = { preHandler: app.requireRole('admin') };
  const now = () => app.contest.clock.now();

  app.get('/api/contest/pending', moderators, async (req): Answer<typeof PendingResponse> => {
    const { page, per_page: perPage } = parseBody(PendingQuery, req.query);
    return listPending(app.store, page, perPage, now(), currentUserId(req));
  });
  app.post('/api/contest/entries/:id/approve', moderators, async (req): Answer<typeof DecisionResponse> =>
    decideEntry(app.store, entryId(req), 'approved', currentActor(req), now()));
  app.post('/api/contest/entries/:id/reject', moderators, async (req): Answer<typeof DecisionResponse> =>
    decideEntry(app.store, entryId(req), 'rejected', currentActor(req), now()));

  app.post('/api/contest/admin/entries/:id/disqualify', admins, async (req): Answer<typeof DisqualifyResponse> => {
    const id = entryId(req);
    const { reason } = parseBody(DisqualifyBody, req.body);
    req.log.info({ admin: currentUserId(req), entry: id }, 'contest entry disqualified');
    return disqualifyEntry(app.store, id, reason, currentActor(req), now());
  });
  app.get('/api/contest/admin/entries', admins, async (req): Answer<typeof AdminEntriesResponse> =>
    adminEntries(app.store, parseBody(MonthQuery, req.query).month ?? contestMonthOf(now()), currentUserId(req)));
  app.get('/api/contest/admin/settings', admins, async (): Answer<typeof SettingsResponse> => readContestSettings(app.store));
  app.put('/api/contest/admin/settings', admins, async (req): Answer<typeof SettingsResponse> => {
    const settings = parseBody(ContestSettings, req.body);
    req.log.info({ admin: currentUserId(req), settings }, 'contest settings changed');
    return changeContestSettings(app.store, currentActor(req), settings, now());
  });
}
