/**
 * Selling or giving an animal to another keeper (shared/api/transfers.ts, decision 0029). Thin:
 * parse with the shared schemas, call transfers/service.ts, answer. Signed-in keepers only; an
 * offer that is not the caller's to act on answers not-found, as one that does not exist.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import {
  AcceptAnswer, IncomingOffers, TRANSFER_OFFER_DAYS, TRANSFER_OFFERS_PER_DAY, TransferOfferBody, TransferView,
} from '../../../shared/api/transfers';
import { currentUserId } from '../auth/request-user';
import { HttpError } from '../errors';
import { IdParams, Ok } from '../openapi/local-schemas';
import { accept, cancel, decline, incoming, offer, type TransferDeps } from '../transfers/service';
import { route } from './declare';

const NOT_MINE = 'No such offer made to this keeper\'s e-mail (`not-found`).';
const NOT_PENDING = 'The offer was already decided, cancelled, or has expired (`not-pending`).';
const keeper = { tags: ['Transfers'], access: 'user' } as const;
const oneOffer = { ...keeper, params: IdParams, notFound: () => new HttpError('not-found', 'No such offer.') } as const;

async function transfersPlugin(app: FastifyInstance): Promise<void> {
  // The accounts' clock, so tests can step past an offer's expiry.
  const now = () => app.accounts.clock.now();
  const deps = (): TransferDeps => ({
    store: app.store, files: app.files, mailer: app.accounts.mailer, background: app.accounts.background, throttle: app.accounts.throttle,
    publicUrl: app.config.publicUrl,
  });

  route(app, {
    method: 'POST', path: '/api/transfers', summary: 'Offer a reptile to another keeper',
    description: `Offers one of the keeper's reptiles to a buyer's e-mail for ${TRANSFER_OFFER_DAYS} days, and e-mails the buyer. ` +
      'The answer is the same whether or not the address has an account. The offer is a row of the seller\'s synced `transfers` table.',
    ...keeper, body: TransferOfferBody,
    responses: {
      201: TransferView,
      400: 'Invalid fields (`invalid-request`), or the keeper\'s own e-mail (`own-email`).',
      404: 'Not one of the keeper\'s live reptiles, or one already transferred (`not-found`).',
      409: 'The reptile already has a pending offer (`already-offered`).',
      429: `More than ${TRANSFER_OFFERS_PER_DAY} offers by this keeper in 24 hours (\`rate-limited\`, with Retry-After).`,
    },
  }, async ({ req, reply, body }): Promise<TransferView> => {
    const made = await offer(deps(), currentUserId(req), body, now());
    void reply.status(201);
    return made;
  });
  route(app, {
    method: 'GET', path: '/api/transfers/incoming', summary: 'Offers made to me',
    description: 'Pending, unexpired offers made to the signed-in keeper\'s e-mail, with what comes with each animal.', ...keeper, responses: { 200: IncomingOffers },
  }, async ({ req }): Promise<z.infer<typeof IncomingOffers>> => ({ offers: await incoming(app.store, currentUserId(req), now()) }));
  route(app, {
    method: 'POST', path: '/api/transfers/:id/accept', summary: 'Accept an offer',
    description: 'Copies the animal with its logs, photo, lineage (as names) and morphs into the keeper\'s account under new ids; they arrive by pull. The seller keeps a read-only copy.',
    ...oneOffer,
    responses: {
      200: AcceptAnswer, 404: NOT_MINE,
      409: `${NOT_PENDING} Or the keeper's plan has no room for another reptile (\`plan-limit-reptiles\`), or the animal's records would pass the per-account limit of records of one kind (\`row-limit\`).`,
    },
  }, async ({ req, params }): Promise<z.infer<typeof AcceptAnswer>> => accept(deps(), currentUserId(req), params.id, now()));
  route(app, {
    method: 'POST', path: '/api/transfers/:id/decline', summary: 'Decline an offer', ...oneOffer, responses: { 200: Ok, 404: NOT_MINE, 409: NOT_PENDING },
  }, async ({ req, params }): Promise<{ ok: true }> => {
    await decline(app.store, currentUserId(req), params.id, now());
    return { ok: true };
  });
  route(app, {
    method: 'POST', path: '/api/transfers/:id/cancel', summary: 'Cancel my offer', description: 'The seller withdraws a pending offer.', ...oneOffer,
    responses: { 200: TransferView, 404: 'No such offer of this keeper\'s (`not-found`).', 409: NOT_PENDING },
  }, async ({ req, params }): Promise<TransferView> => cancel(app.store, currentUserId(req), params.id, now()));
}

export const transferRoutes = fp(transfersPlugin, { name: 'transfer-routes', dependencies: ['authenticate', 'accounts'] });
