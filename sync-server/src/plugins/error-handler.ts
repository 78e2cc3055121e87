import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS, type ErrorCode } from '../../../shared/api/errors';
import { HttpError } from '../errors';

/** One of our answers: its status is the code's (shared/api/errors.ts). */
interface Answer {
  code: ErrorCode;
  message: string;
}

const INTERNAL: Answer = { code: 'internal', message: 'Something went wrong on our side. Please try again.' };

/** Sends `answer` with its code's status, or with `status` when the framework chose one. */
const send = (reply: FastifyReply, { code, message }: Answer, status: number = ERROR_STATUS[code]) =>
  reply.status(status).send({ error: code, message });

/**
 * The answers to errors the framework raises before a handler runs (body parsing, URLs): our own
 * codes and messages, so no client ever sees a `FST_ERR_*` code or Fastify's wording (issue 10).
 */
const FRAMEWORK_ERRORS: Record<string, Answer> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload-too-large', message: 'The request is too large.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'invalid-request', message: 'The request body does not match its declared length.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid-json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid-json', message: 'The request says it sends JSON but its body is empty.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported-media-type', message: 'This content type is not accepted here.' },
  FST_ERR_BAD_URL: { code: 'bad-request', message: 'This address is not valid.' },
};

/**
 * Any other 4xx that is not ours: a code by status, and a message that quotes nothing. A status
 * not listed keeps the framework's status with `bad-request`: the one answer whose status may
 * differ from its code's.
 */
const BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad-request', 401: 'auth-required', 403: 'forbidden', 404: 'not-found', 405: 'method-not-allowed',
  413: 'payload-too-large', 415: 'unsupported-media-type', 429: 'rate-limited',
};

/**
 * The one error handler: known errors keep their code and message; validation errors become 400
 * with a readable message; the framework's own 4xx errors get our codes; every 5xx is logged in
 * full and answered with a generic body, so no stack trace, SQL or path ever reaches a client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError) {
      for (const [k, v] of Object.entries(err.headers)) void reply.header(k, v);
      return reply.status(err.status).send({ ...err.details, error: err.code, message: err.message });
    }
    if (err.validation) {
      return send(reply, { code: 'invalid-request', message: err.message });
    }
    const known = err.code ? FRAMEWORK_ERRORS[err.code] : undefined;
    if (known) return send(reply, known);
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status < 500) {
      request.log.info({ err }, 'request refused');
      return send(reply, { code: BY_STATUS[status] ?? 'bad-request', message: 'This request could not be handled.' }, status);
    }
    request.log.error({ err }, 'request failed');
    return send(reply, INTERNAL);
  });
  app.setNotFoundHandler((request, reply) =>
    send(reply, { code: 'not-found', message: `No route for ${request.method} ${request.url.split('?')[0]}` }),
  );
}

/**
 * Fastify's `frameworkErrors`: errors it answers itself, before routing and so before the error
 * handler (an address that does not decode, `GET /api/%`). Our body, never Fastify's wording.
 */
export function answerFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = err.code ? FRAMEWORK_ERRORS[err.code] : undefined;
  if (known) {
    void send(reply, known);
    return;
  }
  request.log.error({ err }, 'request failed');
  void send(reply, INTERNAL);
}

/** What Node's HTTP parser refuses before Fastify sees a request, by the parser's error code. */
const CLIENT_ERRORS: Record<string, Answer> = {
  HPE_HEADER_OVERFLOW: { code: 'headers-too-large', message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { code: 'request-timeout', message: 'The request took too long to arrive.' },
};
const MALFORMED: Answer = { code: 'bad-request', message: 'The request could not be read.' };

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused (headers too large, malformed,
 * too slow) is answered on the raw socket with our body shape and the connection closed; the
 * framework's default would send its own wording.
 */
export function answerClientError(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { code, message } = (err.code ? CLIENT_ERRORS[err.code] : undefined) ?? MALFORMED;
  const status = ERROR_STATUS[code];
  const body = JSON.stringify({ error: code, message });
  if (!socket.writable) {
    socket.destroy(err);
    return;
  }
  // end(): the answer is flushed before the connection closes.
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n`
    + `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`);
}
