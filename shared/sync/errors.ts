/**
 * Why the server refused one mutation. Each code is recorded with the mutation, returned to the
 * client that sent it and shown in the sync panel in the user's language (`sync:reasons.<code>`),
 * next to the data the user entered and a way forward. A rejection is an answer, not a failure:
 * the mutation id still advances, so the rest of the outbox keeps flowing.
 *
 * - `plan-limit-reptiles`: the Basic plan's reptile limit was reached (another device may have
 *   added the last one while this one was offline). Way forward: free a slot and retry, or upgrade.
 * - `invalid-args`: the arguments do not pass the shared schema (an old or tampered client).
 * - `not-found`: the row to change does not exist for this user (deleted elsewhere, or not theirs).
 * - `id-conflict`: a create used a row id that already exists.
 * - `unknown-mutation`: the server does not know this mutation name or version.
 * - `parent-not-found`: a breeding log names a parent reptile this user does not have (any more).
 * - `clutch-not-found`: a breeding log joins a clutch (a laying log) this user does not have.
 * - `insufficient-stock`: a feeding deducts (or a take-stock takes) more than the feeder holds on
 *   the server: another device may have used the stock while this one was offline. Carries
 *   `{available}`, the count the server had.
 * - `quantity-limit`: more than the spec's 5 items in one add action (an old or tampered client;
 *   the app's own form refuses it before it is queued).
 * - `feeder-not-found`: the feeder is not one of this user's live feeders (deleted elsewhere).
 * - `row-limit`: the account already holds the per-user maximum of records of this kind (a limit
 *   no keeper reaches; it stops one account from filling the server). Carries `{limit}`.
 * - `premium-required`: collections need HerpPlus or HerpPro, and the plan active when the change
 *   reached the server has none (it expired or was revoked while the device was offline).
 * - `collection-limit`: the plan's collections are all taken. Carries `{limit}`.
 * - `collection-read-only`: the collection waits for the keeper to pick which stay active (the
 *   plan allows fewer than they have); it cannot be changed or given reptiles until then.
 * - `no-collection-picked`: a pick of active collections kept none, or named one that is gone.
 * - `collection-not-found`: a reptile names a collection this user does not have (any more).
 * - `ocr-limit`: an OCR import over the plan's lifetime OCR import limit (imports made on other
 *   devices, or offline past the limit). Carries `{limit}`; the whole import waits in the panel.
 * - `lineage-cycle`: a parent given to a reptile is that reptile's own offspring (or theirs, ...),
 *   which two devices editing parents offline can make; `parent-not-found` covers a parent that is
 *   not one of the keeper's live reptiles.
 * - `reptile-transferred`: the reptile went to a buyer's account (transfers, decision 0029); the
 *   keeper's row and its logs are a read-only copy: it can be deleted, not changed or given new
 *   logs or tasks (a change made offline before the transfer reached the device).
 * - `enclosure-not-found`: a move names an enclosure this collection does not have (any more: a
 *   rack removed on another device while this one was offline).
 * - `membership-ended`: a change into a shared collection the keeper is no longer a member of
 *   (removed, left, or a sitter's period over) while the change waited on the device.
 * - `role-viewer`, `role-sitter`, `role-keeper`: the keeper's role in the shared collection does
 *   not allow this change (shared/spaces/roles.ts says which role allows what).
 * - `payment-exceeds-balance`: a payment (or a refund removed) would take a sale's balance below
 *   zero: another device recorded the last payment while this one was offline. Carries `{balance}`.
 * - `refund-exceeds-paid`: a refund (or a payment removed) would give back more than was paid.
 * - `sale-closed`: the sale was completed or cancelled (on another device) before this change.
 * - `balance-due`: a sale completed while its buyer still owes money. Carries `{balance}`.
 * - `already-on-sale`: the animal is in another open sale already.
 */
import { z } from 'zod';

export const REJECTION_CODES = ['plan-limit-reptiles', 'invalid-args', 'not-found', 'id-conflict', 'unknown-mutation', 'parent-not-found', 'clutch-not-found',
  'insufficient-stock', 'quantity-limit', 'feeder-not-found', 'row-limit',
  'premium-required', 'collection-limit', 'collection-read-only', 'no-collection-picked', 'collection-not-found',
  'ocr-limit', 'lineage-cycle', 'reptile-transferred', 'enclosure-not-found', 'membership-ended', 'role-viewer', 'role-sitter', 'role-keeper',
  'payment-exceeds-balance', 'refund-exceeds-paid', 'sale-closed', 'balance-due', 'already-on-sale'] as const;
export const RejectionCode = z.enum(REJECTION_CODES);
export type RejectionCode = z.infer<typeof RejectionCode>;

/**
 * Values a refusal's translation interpolates (`sync:reasons.insufficient-stock` shows
 * `{{available}}`). Stored with the rejection (its own column) and returned by pull.
 */
export const RejectionParams = z.record(z.string().max(40), z.union([z.string().max(200), z.number()]));
export type RejectionParams = z.infer<typeof RejectionParams>;

/** Thrown by a server mutator for an application error: rolled back, recorded, and the id advances. */
export class MutationRejected extends Error {
  constructor(
    readonly code: RejectionCode,
    message: string,
    readonly params?: RejectionParams,
  ) {
    super(message);
    this.name = 'MutationRejected';
  }
}
