/**
 * Bug reports and feature requests (shared/api/feedback.ts). Thin: parse with the shared schemas,
 * call feedback/*, answer. Keepers: their own items only. Admins: every item, under /api/admin.
 * Image uploads take the raw bytes in a scope of their own (no other route takes raw bodies).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import {
  AdminFeedbackQuery, type AdminFeedbackList, ArchiveBody, BugReportBody, CommentBody, type CommentView, FeatureRequestBody,
  type FeedbackDetailResponse, type FeedbackKind, type FeedbackStats, type FeedbackView, type MyFeedbackResponse, StatusBody, type UploadedImage,
} from '../../../shared/api/feedback';
import { RowId } from '../../../shared/schemas/common';
import { acceptRawImages } from '../auth/images';
import { authRequired, currentUserId } from '../auth/request-user';
import { parseBody } from '../auth/validate';
import { readImage, stageImage } from '../feedback/images';
import { addComment, adminList, createItem, detail, listMine, notFound, setArchived, setStatus, stats } from '../feedback/service';

type Answer<S extends z.ZodType> = Promise<z.infer<S>>;

const BASES: Record<FeedbackKind, { keeper: string; admin: string }> = {
  bug: { keeper: '/api/bug-reports', admin: '/api/admin/bug-reports' },
  feature: { keeper: '/api/feature-requests', admin: '/api/admin/feature-requests' },
};

const idOf = (req: FastifyRequest): string => {
  const id = RowId.safeParse((req.params as { id?: unknown }).id);
  if (!id.success) throw notFound();
  return id.data;
};

const actorOf = (req: FastifyRequest) => {
  if (!req.user) throw authRequired();
  return { id: req.user.id, role: req.user.role };
};

async function feedbackPlugin(app: FastifyInstance): Promise<void> {
  await app.register(uploadRoutes);
  const auth = { preHandler: app.authenticate };
  const admin = { preHandler: app.requireRole('admin') };
  const now = () => Date.now();

  app.get('/api/bug-reports/images/:id', auth, async (req, reply) => {
    const bytes = await readImage(app.store, app.files, actorOf(req), idOf(req));
    return reply.type('image/webp').header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff').send(bytes);
  });

  for (const kind of ['bug', 'feature'] as const) {
    const { keeper, admin: adminBase } = BASES[kind];
    const schema = kind === 'bug' ? BugReportBody : FeatureRequestBody;

    app.post(keeper, auth, async (req, reply): Promise<FeedbackView> => {
      const item = await createItem(app.store, app.accounts.throttle, currentUserId(req), kind, parseBody(schema, req.body), now());
      void reply.status(201);
      return item;
    });
    app.get(`${keeper}/my`, auth, async (req): Answer<typeof MyFeedbackResponse> => ({ items: await listMine(app.store, currentUserId(req), kind) }));
    app.get(`${keeper}/:id`, auth, async (req): Answer<typeof FeedbackDetailResponse> =>
      detail(app.store, { id: currentUserId(req), team: false }, kind, idOf(req)));
    app.post(`${keeper}/:id/comments`, auth, async (req, reply): Promise<CommentView> => {
      const { body } = parseBody(CommentBody, req.body);
      const comment = await addComment(app.store, app.accounts.throttle, { ...actorOf(req), team: false }, kind, idOf(req), body, now());
      void reply.status(201);
      return comment;
    });

    app.get(adminBase, admin, async (req): Answer<typeof AdminFeedbackList> => adminList(app.store, kind, parseBody(AdminFeedbackQuery, req.query)));
    app.get(`${adminBase}/stats`, admin, async (): Answer<typeof FeedbackStats> => stats(app.store, kind));
    app.get(`${adminBase}/:id`, admin, async (req): Answer<typeof FeedbackDetailResponse> => detail(app.store, { id: currentUserId(req), team: true }, kind, idOf(req)));
    app.post(`${adminBase}/:id/status`, admin, async (req): Promise<FeedbackView> =>
      setStatus(app.store, actorOf(req), kind, idOf(req), parseBody(StatusBody, req.body).status, now()));
    app.post(`${adminBase}/:id/archive`, admin, async (req): Promise<FeedbackView> =>
      setArchived(app.store, actorOf(req), kind, idOf(req), parseBody(ArchiveBody, req.body).archived, now()));
    app.post(`${adminBase}/:id/comments`, admin, async (req, reply): Promise<CommentView> => {
      const { body } = parseBody(CommentBody, req.body);
      const comment = await addComment(app.store, app.accounts.throttle, { ...actorOf(req), team: true }, kind, idOf(req), body, now());
      void reply.status(201);
      return comment;
    });
  }
}

/** POST /api/bug-reports/images: the raw image (any content type: the bytes decide), read only after the token. */
async function uploadRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  acceptRawImages(app, 'bugReportImage');
  app.post('/api/bug-reports/images', { onRequest: app.authenticate }, async (req, reply): Promise<UploadedImage> => {
    const image = await stageImage(app.store, app.files, currentUserId(req), req.body, Date.now());
    void reply.status(201);
    return image;
  });
}

export const feedbackRoutes = fp(feedbackPlugin, { name: 'feedback-routes', dependencies: ['authenticate'] });
