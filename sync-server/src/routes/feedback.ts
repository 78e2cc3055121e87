/**
 * Bug reports and feature requests (shared/api/feedback.ts). Thin: parse with the shared schemas,
 * call feedback/*, answer. Keepers: their own items only. Admins: every item, under /api/admin.
 * Image uploads take the raw bytes in a scope of their own (no other route takes raw bodies).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import {
  AdminFeedbackList, AdminFeedbackQuery, ArchiveBody, BugReportBody, CommentBody, CommentView, FEEDBACK_COMMENTS_PER_DAY, FEEDBACK_ITEMS_PER_DAY,
  FeatureRequestBody, FeedbackDetailResponse, type FeedbackKind, FeedbackStats, FeedbackView, MyFeedbackResponse, StatusBody, UploadedImage,
} from '../../../shared/api/feedback';
import { uploadPolicy } from '../../../shared/uploads/policy';
import { acceptRawImages } from '../auth/images';
import { authRequired, currentUserId } from '../auth/request-user';
import { readImage, stageImage } from '../feedback/images';
import { addComment, adminList, createItem, detail, listMine, notFound, setArchived, setStatus, stats } from '../feedback/service';
import { IdParams } from '../openapi/local-schemas';
import { binary, imageBody, imageRefusals, megabytes } from '../openapi/route-doc';
import { route } from './declare';

type Answer<S extends z.ZodType> = Promise<z.infer<S>>;

/** Bug reports and feature requests share their calls: one template per kind, its paths and words. */
const KINDS = {
  bug: { keeper: '/api/bug-reports', admin: '/api/admin/bug-reports', one: 'bug report', many: 'bug reports', body: BugReportBody },
  feature: { keeper: '/api/feature-requests', admin: '/api/admin/feature-requests', one: 'feature request', many: 'feature requests', body: FeatureRequestBody },
} as const satisfies Record<FeedbackKind, object>;

const INVALID = 'Invalid fields (`invalid-request` with `fields`).';
const keeperCall = { tags: ['Feedback'], access: 'user' } as const;
const adminCall = { tags: ['Feedback admin'], access: 'admin' } as const;
const oneItem = { params: IdParams, notFound } as const;

const actorOf = (req: FastifyRequest) => {
  if (!req.user) throw authRequired();
  return { id: req.user.id, role: req.user.role };
};

async function feedbackPlugin(app: FastifyInstance): Promise<void> {
  await app.register(uploadRoutes);
  const now = () => Date.now();

  route(app, {
    method: 'GET', path: '/api/bug-reports/images/:id', summary: 'A bug report\'s image', description: 'To its uploader and to admins.', ...keeperCall, ...oneItem,
    responses: { 200: binary('image/webp', 'The image.'), 404: 'No such image, or not the caller\'s (`not-found`).' },
  }, async ({ req, reply, params }) => {
    const bytes = await readImage(app.store, app.files, actorOf(req), params.id);
    return reply.type('image/webp').header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff').send(bytes);
  });

  for (const kind of ['bug', 'feature'] as const) {
    const k = KINDS[kind];
    const mine = `No such ${k.one}, or not the caller's (\`not-found\`).`;
    const missing = `No such ${k.one} (\`not-found\`).`;

    route(app, {
      method: 'POST', path: k.keeper, summary: `File a ${k.one}`, ...keeperCall, body: k.body,
      ...(kind === 'bug' ? { description: `Names up to ${uploadPolicy('bugReportImage').count?.perItem} images uploaded first with POST /api/bug-reports/images.` } : {}),
      responses: {
        201: FeedbackView,
        400: kind === 'bug' ? `${INVALID} An image that is not the caller's, used or expired (\`invalid-images\`).` : INVALID,
        429: `${FEEDBACK_ITEMS_PER_DAY} bug reports and feature requests in 24 hours already (\`report-limit\`, with Retry-After).`,
      },
    }, async ({ req, reply, body }): Promise<FeedbackView> => {
      const item = await createItem(app.store, app.accounts.throttle, currentUserId(req), kind, body, now());
      void reply.status(201);
      return item;
    });
    route(app, {
      method: 'GET', path: `${k.keeper}/my`, summary: `My ${k.many}`, description: 'Newest first.', ...keeperCall, responses: { 200: MyFeedbackResponse },
    }, async ({ req }): Answer<typeof MyFeedbackResponse> => ({ items: await listMine(app.store, currentUserId(req), kind) }));
    route(app, {
      method: 'GET', path: `${k.keeper}/:id`, summary: `One of my ${k.many}, with its comments`, ...keeperCall, ...oneItem,
      responses: { 200: FeedbackDetailResponse, 404: mine },
    }, async ({ req, params }): Answer<typeof FeedbackDetailResponse> => detail(app.store, { id: currentUserId(req), team: false }, kind, params.id));
    route(app, {
      method: 'POST', path: `${k.keeper}/:id/comments`, summary: `Comment on one of my ${k.many}`, ...keeperCall, ...oneItem, body: CommentBody,
      responses: { 201: CommentView, 400: INVALID, 404: mine, 429: `${FEEDBACK_COMMENTS_PER_DAY} comments in 24 hours already (\`comment-limit\`, with Retry-After).` },
    }, async ({ req, reply, params, body: { body } }): Promise<CommentView> => {
      const comment = await addComment(app.store, app.accounts.throttle, { ...actorOf(req), team: false }, kind, params.id, body, now());
      void reply.status(201);
      return comment;
    });

    route(app, {
      method: 'GET', path: k.admin, summary: `Every ${k.one}`, description: 'Filtered by status, archive and text; newest first, paged.', ...adminCall,
      query: AdminFeedbackQuery, responses: { 200: AdminFeedbackList, 400: 'Invalid filters (`invalid-request`).' },
    }, async ({ query }): Answer<typeof AdminFeedbackList> => adminList(app.store, kind, query));
    route(app, {
      method: 'GET', path: `${k.admin}/stats`, summary: `${k.many} by status`, description: 'Not archived, by status (`statusStats`).', ...adminCall,
      responses: { 200: FeedbackStats },
    }, async (): Answer<typeof FeedbackStats> => stats(app.store, kind));
    route(app, {
      method: 'GET', path: `${k.admin}/:id`, summary: `A ${k.one} with its comments`, ...adminCall, ...oneItem, responses: { 200: FeedbackDetailResponse, 404: missing },
    }, async ({ req, params }): Answer<typeof FeedbackDetailResponse> => detail(app.store, { id: currentUserId(req), team: true }, kind, params.id));
    route(app, {
      method: 'POST', path: `${k.admin}/:id/status`, summary: `Change a ${k.one}'s status`, description: 'The reporter is notified. Audited.', ...adminCall, ...oneItem,
      body: StatusBody, responses: { 200: FeedbackView, 400: 'Not a status of this kind (`invalid-status`).', 404: missing },
    }, async ({ req, params, body }): Promise<FeedbackView> => setStatus(app.store, actorOf(req), kind, params.id, body.status, now()));
    route(app, {
      method: 'POST', path: `${k.admin}/:id/archive`, summary: `Archive or restore a ${k.one}`, description: 'Audited.', ...adminCall, ...oneItem, body: ArchiveBody,
      responses: { 200: FeedbackView, 400: INVALID, 404: missing },
    }, async ({ req, params, body }): Promise<FeedbackView> => setArchived(app.store, actorOf(req), kind, params.id, body.archived, now()));
    route(app, {
      method: 'POST', path: `${k.admin}/:id/comments`, summary: `Answer a ${k.one}`, description: 'A team comment; the reporter is notified. Audited.', ...adminCall,
      ...oneItem, body: CommentBody, responses: { 201: CommentView, 400: INVALID, 404: missing },
    }, async ({ req, reply, params, body: { body } }): Promise<CommentView> => {
      const comment = await addComment(app.store, app.accounts.throttle, { ...actorOf(req), team: true }, kind, params.id, body, now());
      void reply.status(201);
      return comment;
    });
  }
}

/** POST /api/bug-reports/images: the raw image (any content type: the bytes decide), read only after the token. */
async function uploadRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  acceptRawImages(app, 'bugReportImage');
  const { count } = uploadPolicy('bugReportImage');
  route(app, {
    method: 'POST', path: '/api/bug-reports/images', summary: 'Upload an image for a bug report',
    description: imageBody('bugReportImage', 're-encoded; held until a report names it.'), ...keeperCall, bodyType: 'image',
    responses: {
      ...imageRefusals('bugReportImage'), 201: UploadedImage,
      413: `Larger than ${megabytes(uploadPolicy('bugReportImage').maxBytes)} (\`file-too-large\`), or the account's images would pass their quota (\`image-quota\`).`,
      429: `More than ${count?.staged} images waiting to be sent (\`too-many-images\`), or this account's uploads in progress (\`too-many-uploads\`, with Retry-After).`,
      503: 'The server takes in as many uploads as it can now (`server-busy`, with Retry-After).',
    },
  }, async ({ req, reply, body }): Promise<UploadedImage> => {
    const image = await stageImage(app.store, app.files, currentUserId(req), body, Date.now());
    void reply.status(201);
    return image;
  });
}

export const feedbackRoutes = fp(feedbackPlugin, { name: 'feedback-routes', dependencies: ['authenticate'] });
