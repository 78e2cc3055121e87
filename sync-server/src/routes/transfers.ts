/**
 * Selling or giving an animal to another keeper (shared/api/transfers.ts, decision 0029). Thin:
 * parse with the shared schemas, call transfers/service.ts, answer. Signed-in keepers only; an
 * offer that is not the caller's to act on answers not-found, as one that does not exist.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { type AcceptAnswer, type IncomingOffers, TransferOfferBody, type TransferView } from '../../../shared/api/transfers';
import { RowId } from '../../../shared/schemas/common';
import { currentUserId } from '../auth/request-user';
import { parseBody } from '../auth/validate';
import { HttpError } from '../errors';
import { accept, cancel, decline, incoming, offer, type TransferDeps } from '../transfers/service';

const idOf = (req: FastifyRequest): string => {
  const id = RowId.safeParse((req.params as { id?: unknown }).id);
  if (!id.success) throw new HttpError('not-found', 'No such offer.');
  return id.data;
};

async function transfersPlugin(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: app.authenticate };
  // The accounts' clock, so tests can step past an offer's expiry.
  const now = () => app.accounts.clock.now();
  const deps = (): TransferDeps => ({
    store: app.store, files: app.files, mailer: app.accounts.mailer, background: app.accounts.background, throttle: app.accounts.throttle,
    publicUrl: app.config.publicUrl,
  });

  app.post('/api/transfers', auth, async (req, reply): Promise<TransferView> => {
    const made = await offer(deps(), currentUserId(req), parseBody(TransferOfferBody, req.body), now());
    void reply.status(201);
    return made;
  });
  app.get('/api/transfers/incoming', auth, async (req): Promise<z.infer<typeof IncomingOffers>> => ({ offers: await incoming(app.store, currentUserId(req), now()) }));
  app.post('/api/transfers/:id/accept', auth, async (req): Promise<z.infer<typeof AcceptAnswer>> => accept(deps(), currentUserId(req), idOf(req), now()));
  app.post('/api/transfers/:id/decline', auth, async (req): Promise<{ ok: true }> => {
    await decline(app.store, currentUserId(req), idOf(req), now());
    return { ok: true };
  });
  app.post('/api/transfers/:id/cancel', auth, async (req): Promise<TransferView> => cancel(app.store, currentUserId(req), idOf(req), now()));
}

export const transferRoutes = fp(transfersPlugin, { name: 'transfer-routes', dependencies: ['authenticate', 'accounts'] });
