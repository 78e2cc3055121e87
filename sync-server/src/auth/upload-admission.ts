/**
 * Admission of image uploads (shared/api/uploads.ts): at most UPLOADS_PER_ACCOUNT uploads of one
 * account and UPLOADS_PER_PROCESS in all are taken in at once by this process. The check runs as
 * a `preParsing` hook, so after the route's `onRequest` checked the token and before a byte of the
 * body is read: a refused upload costs no memory. Its place is given back when the handler is done
 * with the body (onSend), not when the client goes away: a client that leaves does not free the
 * memory its body holds until the work on it ends.
 *
 * These are per process on purpose: they bound this process's memory. What an account may keep
 * (staged images, quotas) is held in the database, across processes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_RETRY_AFTER_SECONDS, UPLOADS_PER_ACCOUNT, UPLOADS_PER_PROCESS, type UploadBusyCode } from '../../../shared/api/uploads';
import { HttpError } from '../errors';
import { authRequired } from './request-user';

let inFlight = 0;
const perAccount = new Map<string, number>();

const busy = (code: UploadBusyCode, message: string) =>
  new HttpError(code, message, { headers: { 'retry-after': String(UPLOAD_RETRY_AFTER_SECONDS) }, details: { retryAfter: UPLOAD_RETRY_AFTER_SECONDS } });

/** Uploads being taken in now (tests read it). */
export const uploadsInFlight = (): number => inFlight;

const hasBody = (req: FastifyRequest): boolean => {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
};

const places = new WeakMap<FastifyRequest, () => void>();

/**
 * Takes a place for the upload `req` carries, or throws 429 `too-many-uploads` / 503
 * `server-busy` with Retry-After. A request without a body takes none. The uploader must be
 * known by now (the route checks the token `onRequest`): a stranger's body is never read.
 */
export function admitUpload(req: FastifyRequest): void {
  if (!hasBody(req)) return;
  const userId = req.user?.id;
  if (!userId) throw authRequired();
  const mine = perAccount.get(userId) ?? 0;
  if (mine >= UPLOADS_PER_ACCOUNT) {
    throw busy('too-many-uploads', `This account is already sending ${UPLOADS_PER_ACCOUNT} images. Wait for them to finish, then try again.`);
  }
  if (inFlight >= UPLOADS_PER_PROCESS) throw busy('server-busy', 'The server is busy receiving other images. Please try again in a moment.');
  inFlight++;
  perAccount.set(userId, mine + 1);
  places.set(req, () => {
    places.delete(req);
    inFlight--;
    const left = (perAccount.get(userId) ?? 1) - 1;
    if (left > 0) perAccount.set(userId, left);
    else perAccount.delete(userId);
  });
}

/** Gives the place of `req` back (once; nothing when it took none). */
export function releaseUpload(req: FastifyRequest): void {
  places.get(req)?.();
}

/**
 * How long after its connection closed an upload that never answered keeps its place. A client
 * that goes away does not stop the work on its body (Fastify runs the handler to its end and then
 * answers into the void, through onSend), so the place is normally given back then; this only
 * bounds a place that would otherwise never come back.
 */
const ABANDONED_MS = 60_000;

/**
 * Installs the admission on every route of the calling plugin's scope (the scope of a raw-image
 * body parser): taken before the body is read, given back when the answer is on its way (the
 * handler is done with the body then), whether it was sent or its client left.
 */
export function registerUploadAdmission(app: FastifyInstance): void {
  app.addHook('preParsing', async (req, _reply, payload) => {
    admitUpload(req);
    return payload;
  });
  app.addHook('onSend', async (req, _reply, payload) => {
    releaseUpload(req);
    return payload;
  });
  app.addHook('onRequestAbort', async (req) => {
    if (places.has(req)) setTimeout(() => releaseUpload(req), ABANDONED_MS).unref();
  });
}
