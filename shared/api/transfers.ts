/**
 * Selling or giving an animal to another keeper (issue 18, docs/decisions/0029). Online calls:
 * the seller offers one of their live reptiles to a buyer's e-mail; the buyer, signed in with that
 * e-mail, accepts or declines; the seller may cancel while it is pending. Accepting copies the
 * animal with its whole history (logs, photo, lineage as names, morphs) into the buyer's account
 * under new ids; the seller's row and logs stay as a read-only copy (`transferredAt`), and the
 * sale is in the seller's synced `transfers` table (their sales list). The answer to an offer is
 * the same whether or not the e-mail has an account: offers reveal nothing about who is a member.
 * Messages are keys of the `transfers` namespace.
 */
import { z } from 'zod';
import { IsoDate, RowId } from '../schemas/common';
import { Morph } from '../schemas/morphs';

/** An offer waits this long for the buyer; then it is expired and the animal can be offered again. */
export const TRANSFER_OFFER_DAYS = 30;
export const TRANSFER_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'expired'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
/** Currencies a keeper may name a price in (Bulgaria's lev and the euro first). */
export const CURRENCIES = ['EUR', 'BGN', 'USD', 'GBP'] as const;

/** POST /api/transfers */
export const TransferOfferBody = z.object({
  reptileId: RowId,
  buyerEmail: z.email({ error: 'errors.emailInvalid' }).trim().toLowerCase().max(254, 'errors.emailInvalid'),
  soldOn: IsoDate,
  /** Minor units (cents, stotinki); absent or null: a gift, or a price the keeper keeps to themselves. */
  priceCents: z.number({ error: 'errors.priceInvalid' }).int('errors.priceInvalid').min(0, 'errors.priceInvalid').max(100_000_000, 'errors.priceInvalid').nullable().optional(),
  currency: z.enum(CURRENCIES, { error: 'errors.currencyInvalid' }).nullable().optional(),
  note: z.string().trim().max(1000, 'errors.noteTooLong').nullable().optional(),
}).refine((v) => v.priceCents == null || v.currency != null, { path: ['currency'], message: 'errors.currencyRequired' });
export type TransferOfferBody = z.input<typeof TransferOfferBody>;

/** What the seller's sales list and the offer call answer (the synced row's fields). */
export const TransferView = z.object({
  id: RowId,
  reptileId: RowId,
  reptileName: z.string(),
  buyerEmail: z.string(),
  priceCents: z.number().int().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  soldOn: IsoDate,
  note: z.string().nullable(),
  status: z.enum(TRANSFER_STATUSES),
  expiresAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type TransferView = z.infer<typeof TransferView>;

/** GET /api/transfers/incoming: offers made to the signed-in keeper's e-mail that they can still accept. */
export const IncomingOffer = z.object({
  id: RowId,
  /** The seller as other keepers see them: their username, or null (then "a HerpTrack keeper"). */
  sellerName: z.string().nullable(),
  soldOn: IsoDate,
  priceCents: z.number().int().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  note: z.string().nullable(),
  expiresAt: z.number().int(),
  reptile: z.object({
    name: z.string(),
    species: z.string(),
    sex: z.enum(['male', 'female', 'unknown']),
    hatchDate: IsoDate.nullable(),
    morphs: z.array(Morph).nullable(),
    /** How many log entries of each kind come with it. */
    logCounts: z.record(z.string(), z.number().int()),
    hasPhoto: z.boolean(),
  }),
});
export type IncomingOffer = z.infer<typeof IncomingOffer>;
export const IncomingOffers = z.object({ offers: z.array(IncomingOffer) });

/** POST /api/transfers/:id/accept answers the buyer's new reptile's id (it arrives on their devices by pull). */
export const AcceptAnswer = z.object({ reptileId: RowId });

/**
 * Refusals, as { error: code } with these HTTP statuses: 404 not-found (no such offer for this
 * keeper, or a reptile that is not theirs/live), 409 already-offered (a pending offer exists for
 * the animal), 409 not-pending (decided, cancelled or expired meanwhile), 409 plan-limit-reptiles
 * (the buyer's plan has no room), 400 own-email (offering to oneself), 400 validation errors,
 * 429 rate-limited (more than TRANSFER_OFFERS_PER_DAY offers in 24 hours), 409 row-limit (the
 * animal's records would put one of the buyer's tables over the per-account row limit).
 */
export const TRANSFER_ERRORS = ['not-found', 'already-offered', 'not-pending', 'plan-limit-reptiles', 'own-email', 'transferred', 'rate-limited', 'row-limit'] as const;

/**
 * Offers one keeper may make in any 24 hours. Each e-mails an address the keeper typed, so this
 * bounds what one account can send to strangers; a breeder clearing a season's hatchlings makes a
 * handful a day.
 */
export const TRANSFER_OFFERS_PER_DAY = 20;
