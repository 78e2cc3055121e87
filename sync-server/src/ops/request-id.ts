/**
 * A request id on every log line of a request. Fastify's request logger (`request.log`) carries
 * `reqId` already; services hold the app's logger (`app.log`: the mailer, refresh tokens,
 * background tasks), so the id is also kept in an AsyncLocalStorage for the request's length and
 * the logger's mixin adds it to their lines. The id is the caller's `x-request-id` when it is a
 * plain token (a proxy's or a load balancer's, to follow one request through both logs), else a
 * new UUID, and it is answered in the `x-request-id` header either way.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Fastify's label for the id on its request logger's lines. */
export const REQUEST_ID_LABEL = 'reqId';

/** Letters, digits and `._:-`, at most 128: no spaces, quotes or control characters reach a log line. */
const PLAIN_TOKEN = /^[A-Za-z0-9._:-]{1,128}$/;

const current = new AsyncLocalStorage<string>();

/** Fastify's `genReqId`: the caller's id when it is a plain token, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && PLAIN_TOKEN.test(given) ? given : randomUUID();
}

/**
 * The logger's mixin: the id of the request being handled, on lines that lack it (a request's own
 * logger already binds it, and a key twice would make the line's JSON ambiguous).
 */
export function requestIdMixin(_merge: object, _level: number, logger: { bindings: () => Record<string, unknown> }): Record<string, string> {
  const id = current.getStore();
  if (id === undefined || REQUEST_ID_LABEL in logger.bindings()) return {};
  return { [REQUEST_ID_LABEL]: id };
}

/**
 * Answers the id, and keeps it in scope while the request is handled: what runs after `done`
 * (body, handler, background tasks it starts) inherits it, a body arriving after the headers
 * included (tested). Register before any route.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    current.run(request.id, done);
  });
}
