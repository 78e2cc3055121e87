import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

/**
 * The one error handler: known errors keep their code and message; validation errors become 400
 * with a readable message; every 5xx is logged in full and answered with a generic body, so no
 * stack trace, SQL or path ever reaches a client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError) {
      for (const [k, v] of Object.entries(err.headers)) void reply.header(k, v);
      return reply.status(err.status).send({ ...err.details, error: err.code, message: err.message });
    }
    if (err.validation) {
      return reply.status(400).send({ error: 'invalid-request', message: err.message });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status < 500) {
      return reply.status(status).send({ error: err.code ?? 'bad-request', message: err.message });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: 'not-found', message: `No route for ${request.method} ${request.url.split('?')[0]}` }),
  );
}
