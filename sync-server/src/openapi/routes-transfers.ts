/**
 * The route table's transfers part (routes/transfers.ts, shared/api/transfers.ts, decision 0029):
 * offering an animal to another keeper's e-mail, the offers made to mine, and their answers.
 */
import { AcceptAnswer, IncomingOffers, TRANSFER_OFFER_DAYS, TRANSFER_OFFERS_PER_DAY, TransferOfferBody, TransferView } from '../../../shared/api/transfers';
import { IdParams, Ok } from './local-schemas';
import type { RouteTable } from './route-doc';

const NOT_MINE = 'No such offer made to this keeper\'s e-mail (`not-found`).';
const NOT_PENDING = 'The offer was already decided, cancelled, or has expired (`not-pending`).';

export const TRANSFER_ROUTES: RouteTable = {
  'POST /api/transfers': {
    summary: 'Offer a reptile to another keeper',
    description: `Offers one of the keeper's reptiles to a buyer's e-mail for ${TRANSFER_OFFER_DAYS} days, and e-mails the buyer. ` +
      'The answer is the same whether or not the address has an account. The offer is a row of the seller\'s synced `transfers` table.',
    tags: ['Transfers'], access: 'user', body: TransferOfferBody,
    responses: {
      201: TransferView,
      400: 'Invalid fields (`invalid-request`), or the keeper\'s own e-mail (`own-email`).',
      404: 'Not one of the keeper\'s live reptiles, or one already transferred (`not-found`).',
      409: 'The reptile already has a pending offer (`already-offered`).',
      429: `More than ${TRANSFER_OFFERS_PER_DAY} offers by this keeper in 24 hours (\`rate-limited\`, with Retry-After).`,
    },
  },
  'GET /api/transfers/incoming': {
    summary: 'Offers made to me', description: 'Pending, unexpired offers made to the signed-in keeper\'s e-mail, with what comes with each animal.',
    tags: ['Transfers'], access: 'user',
    responses: { 200: IncomingOffers },
  },
  'POST /api/transfers/:id/accept': {
    summary: 'Accept an offer',
    description: 'Copies the animal with its logs, photo, lineage (as names) and morphs into the keeper\'s account under new ids; they arrive by pull. The seller keeps a read-only copy.',
    tags: ['Transfers'], access: 'user', params: IdParams,
    responses: { 200: AcceptAnswer, 404: NOT_MINE, 409: `${NOT_PENDING} Or the keeper's plan has no room for another reptile (\`plan-limit-reptiles\`), or the animal's records would pass the per-account limit of records of one kind (\`row-limit\`).` },
  },
  'POST /api/transfers/:id/decline': {
    summary: 'Decline an offer', tags: ['Transfers'], access: 'user', params: IdParams,
    responses: { 200: Ok, 404: NOT_MINE, 409: NOT_PENDING },
  },
  'POST /api/transfers/:id/cancel': {
    summary: 'Cancel my offer', description: 'The seller withdraws a pending offer.', tags: ['Transfers'], access: 'user', params: IdParams,
    responses: { 200: TransferView, 404: 'No such offer of this keeper\'s (`not-found`).', 409: NOT_PENDING },
  },
};
