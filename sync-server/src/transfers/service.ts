/**
 * Selling or giving an animal to another keeper (issue 18, shared/api/transfers.ts, decision 0029).
 *
 * The offer is a row of the seller's synced `transfers` table: every write of it takes a version
 * of the seller's space (their devices pull their sales list), under that space's lock, so an
 * offer, a cancel, a decline and an accept of one animal run one after the other. Accepting also
 * writes the buyer's copy (transfers/copy.ts) in the same transaction, under both spaces' locks,
 * taken in the order of the users' ids so two accepts crossing each other cannot deadlock.
 *
 * Nothing here tells a caller whether an e-mail address has an account: the offer answers the
 * same either way and its e-mail is made after the answer; an offer not made to the caller's
 * address answers not-found, as one that does not exist.
 */
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { TRANSFER_OFFER_DAYS, type IncomingOffer, type TransferOfferBody, type TransferView } from '../../../shared/api/transfers';
import { LOG_KINDS, LOG_TABLES } from '../../../shared/mutators/logs';
import { canAddReptile } from '../../../shared/plans';
import { activeTier } from '../../../shared/rules/active-tier';
import type { Background } from '../auth/background';
import { ACCOUNT_LIMITS } from '../auth/limits';
import type { Throttle } from '../auth/throttle';
import { readWallet } from '../coins/wallet';
import type { Queryable, Store, Tx } from '../db/store';
import { HttpError } from '../errors';
import type { Mailer } from '../mail/mailer';
import type { MailLanguage } from '../mail/templates';
import { deletePhotoFile } from '../reptiles/photo-store';
import type { FileStorage } from '../storage/files';
import { KEPT_REPTILES_COUNT } from '../sync/mutators/reptile';
import { rowCount } from '../sync/mutators/rows';
import { lockSpace, setSpaceVersion, writeInSpace } from '../sync/spaces';
import { COPIED_TABLES, copyAnimal, SELLER_REPTILE_COLUMNS, type SellerReptile } from './copy';
import { SYNC_LIMITS } from '../sync/limits';
import { offerExpired } from '../../../shared/rules/transfers';

export interface TransferDeps {
  store: Store;
  files: FileStorage;
  mailer: Mailer;
  background: Background;
  throttle: Throttle;
  publicUrl: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const notFound = () => new HttpError('not-found', 'No such offer or reptile.');
const notPending = () => new HttpError('not-pending', 'This offer was already decided, cancelled or has expired.');

interface TransferRow extends TransferView {
  userId: string;
  buyerId: string | null;
}

const COLUMNS = `id, user_id AS "userId", reptile_id AS "reptileId", reptile_name AS "reptileName", buyer_email AS "buyerEmail", buyer_id AS "buyerId",
  price_cents AS "priceCents", currency, sold_on AS "soldOn", note, status, expires_at AS "expiresAt", decided_at AS "decidedAt"`;

const rowById = (q: Queryable, id: string) => q.one<TransferRow>(`SELECT ${COLUMNS} FROM transfers WHERE id = ?`, [id]);

const view = (r: TransferRow): TransferView => ({
  id: r.id, reptileId: r.reptileId, reptileName: r.reptileName, buyerEmail: r.buyerEmail, priceCents: r.priceCents === null ? null : Number(r.priceCents),
  currency: r.currency, soldOn: r.soldOn, note: r.note, status: r.status, expiresAt: Number(r.expiresAt), decidedAt: r.decidedAt === null ? null : Number(r.decidedAt),
});

async function emailOf(q: Queryable, userId: string): Promise<string> {
  const row = await q.one<{ email: string }>('SELECT email FROM users WHERE id = ?', [userId]);
  if (!row) throw notFound();
  return row.email.toLowerCase();
}

/** Moves a transfer to `status`, with a new version of the seller's space (their sales list). */
async function setStatus(tx: Tx, id: string, status: TransferView['status'], decidedAt: number, version: number, now: number, extra: { buyerId?: string; buyerReptileId?: string } = {}): Promise<void> {
  await tx.run(`UPDATE transfers SET status = ?, decided_at = ?, buyer_id = COALESCE(?, buyer_id), buyer_reptile_id = COALESCE(?, buyer_reptile_id),
    version = ?, updated_at = ? WHERE id = ?`, [status, decidedAt, extra.buyerId ?? null, extra.buyerReptileId ?? null, version, now, id]);
}

/** A pending offer past its time is marked expired (on its own version) when it is next touched. */

export async function offer(deps: TransferDeps, sellerId: string, body: z.output<typeof TransferOfferBody>, now: number): Promise<TransferView> {
  // Only offers made count (a refused one sends no e-mail): the hit is taken first, in one step
  // with the count, so parallel offers cannot all pass one old count (issue 24), and given back
  // when the offer is refused.
  const reservation = await deps.throttle.consume(sellerId, ACCOUNT_LIMITS.transferOffers);
  let made: TransferRow;
  try {
    made = await makeOffer(deps, sellerId, body, now);
  } catch (err) {
    await deps.throttle.release(reservation);
    throw err;
  }
  // After the answer, so its time says nothing about whether the address has an account. What it
  // says depends on that (templates.ts): neither carries text the seller typed.
  deps.background.run('transfer-offer mail', async () => {
    const buyer = await deps.store.one<{ language: string }>('SELECT language FROM users WHERE email = ?', [body.buyerEmail]);
    const seller = await deps.store.one<{ language: string }>('SELECT language FROM users WHERE id = ?', [sellerId]);
    const language: MailLanguage = (buyer?.language ?? seller?.language) === 'bg' ? 'bg' : 'en';
    const link = `${deps.publicUrl}/transfers`;
    await deps.mailer.send(body.buyerEmail, buyer ? { kind: 'transfer-offer', link, days: TRANSFER_OFFER_DAYS } : { kind: 'transfer-offer-invite', link }, language);
  });
  return view(made);
}

async function makeOffer(deps: TransferDeps, sellerId: string, body: z.output<typeof TransferOfferBody>, now: number): Promise<TransferRow> {
  return writeInSpace(deps.store, sellerId, now, async (tx, nextVersion) => {
    const reptile = await tx.one<{ name: string }>(
      'SELECT name FROM reptiles WHERE id = ? AND user_id = ? AND deleted = FALSE AND transferred_at IS NULL', [body.reptileId, sellerId]);
    if (!reptile) throw notFound();
    if (body.buyerEmail === (await emailOf(tx, sellerId))) throw new HttpError('own-email', 'You cannot offer a reptile to your own e-mail address.');
    const pending = await tx.all<TransferRow>(`SELECT ${COLUMNS} FROM transfers WHERE user_id = ? AND reptile_id = ? AND status = 'pending' ORDER BY id`, [sellerId, body.reptileId]);
    for (const p of pending) {
      if (!offerExpired(p, now)) throw new HttpError('already-offered', 'This reptile is already offered; cancel that offer first.');
      await setStatus(tx, p.id, 'expired', Number(p.expiresAt), nextVersion(), now);
    }
    const id = uuidv7();
    await tx.run(`INSERT INTO transfers (id, user_id, reptile_id, reptile_name, buyer_email, buyer_id, price_cents, currency, sold_on, note, status,
      buyer_reptile_id, expires_at, decided_at, version, created_at, updated_at, deleted)
      VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, 'pending', NULL, ?, NULL, ?, ?, ?, FALSE)`,
    [id, sellerId, body.reptileId, reptile.name, body.buyerEmail, body.priceCents ?? null, body.priceCents == null ? null : (body.currency ?? null),
      body.soldOn, body.note || null, now + TRANSFER_OFFER_DAYS * DAY_MS, nextVersion(), now, now]);
    const row = await rowById(tx, id);
    if (!row) throw notFound();
    return row;
  });
}

export async function incoming(store: Store, userId: string, now: number): Promise<IncomingOffer[]> {
  const email = await emailOf(store, userId);
  const rows = await store.all<TransferRow & {
    sellerName: string | null; species: string; sex: IncomingOffer['reptile']['sex']; hatchDate: string | null; morphs: string | null; photoFile: string | null;
  }>(`SELECT t.id, t.user_id AS "userId", t.reptile_id AS "reptileId", t.reptile_name AS "reptileName", t.buyer_email AS "buyerEmail", t.buyer_id AS "buyerId",
      t.price_cents AS "priceCents", t.currency, t.sold_on AS "soldOn", t.note, t.status, t.expires_at AS "expiresAt", t.decided_at AS "decidedAt",
      u.username AS "sellerName", r.species, r.sex, r.hatch_date AS "hatchDate", r.morphs, r.photo_file AS "photoFile"
    FROM transfers t JOIN users u ON u.id = t.user_id JOIN reptiles r ON r.id = t.reptile_id AND r.user_id = t.user_id
    WHERE t.buyer_email = ? AND t.status = 'pending' AND t.expires_at > ? AND t.user_id <> ? AND r.deleted = FALSE AND r.transferred_at IS NULL
    ORDER BY t.expires_at, t.id LIMIT 100`, [email, now, userId]);
  const offers: IncomingOffer[] = [];
  for (const r of rows) {
    offers.push({
      id: r.id, sellerName: r.sellerName, soldOn: r.soldOn, priceCents: r.priceCents === null ? null : Number(r.priceCents), currency: r.currency,
      note: r.note, expiresAt: Number(r.expiresAt),
      reptile: {
        name: r.reptileName, species: r.species, sex: r.sex, hatchDate: r.hatchDate,
        morphs: r.morphs === null ? null : (JSON.parse(r.morphs) as IncomingOffer['reptile']['morphs']),
        logCounts: await logCounts(store, r.userId, r.reptileId), hasPhoto: r.photoFile !== null,
      },
    });
  }
  return offers;
}

/** How many live entries of each log kind the animal has (the synced tables' names as keys). */
async function logCounts(q: Queryable, sellerId: string, reptileId: string): Promise<Record<string, number>> {
  const tables: [string, string][] = [['growthLogs', 'growth_logs'], ...LOG_TABLES.map((t): [string, string] => [t, LOG_KINDS[t].sqlTable])];
  const counts: Record<string, number> = {};
  for (const [name, sql] of tables) {
    const row = await q.one<{ n: number | string }>(`SELECT count(*) AS n FROM ${sql} WHERE reptile_id = ? AND user_id = ? AND deleted = FALSE`, [reptileId, sellerId]);
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

/** The offer as the buyer may see it: made to their address, by someone else; else not-found. */
async function offerTo(store: Store, buyerId: string, id: string): Promise<TransferRow> {
  const row = await rowById(store, id);
  if (!row || row.userId === buyerId || row.buyerEmail !== (await emailOf(store, buyerId))) throw notFound();
  return row;
}

/** One user's space, locked, with its own counter written back at the end of the transaction. */
async function spaceWriter(tx: Tx, userId: string, now: number): Promise<{ next: () => number; version: () => number; save: () => Promise<void> }> {
  const space = await lockSpace(tx, userId, now);
  let version = space.version;
  return {
    next: () => ++version,
    version: () => version,
    save: async () => {
      if (version !== space.version) await setSpaceVersion(tx, userId, version, now);
    },
  };
}

type Decided<T> = { ok: T } | { refused: HttpError };

/** Runs `fn`; a refusal it returns (rather than throws) is thrown after its writes (an expiry) commit. */
async function committed<T>(work: Promise<Decided<T>>): Promise<T> {
  const done = await work;
  if ('refused' in done) throw done.refused;
  return done.ok;
}

/**
 * Throws `row-limit` (rolling the copy back) when it left one of the buyer's tables over the
 * per-user row limit (sync/limits.ts). Every row a keeper ever created took a version of their
 * space, so below the limit nothing is counted (nearly every keeper), as for a push.
 */
async function assertCopyFits(tx: Tx, buyerId: string, spaceVersion: number, limit: number): Promise<void> {
  if (spaceVersion <= limit) return;
  for (const table of COPIED_TABLES) {
    if (await rowCount(tx, table, buyerId) > limit) throw new HttpError('row-limit', `At most ${limit} records of one kind per account; this animal's history does not fit.`);
  }
}

/** `rowsPerTable`: the per-user row limit, SYNC_LIMITS's unless a test needs a lower one. */
export async function accept(deps: Pick<TransferDeps, 'store' | 'files'> & { rowsPerTable?: number }, buyerId: string, id: string, now: number): Promise<{ reptileId: string }> {
  const first = await offerTo(deps.store, buyerId, id);
  const sellerId = first.userId;
  const written: string[] = [];
  try {
    return await committed(deps.store.transaction(async (tx): Promise<Decided<{ reptileId: string }>> => {
      const writers = new Map<string, Awaited<ReturnType<typeof spaceWriter>>>();
      for (const userId of [sellerId, buyerId].sort()) writers.set(userId, await spaceWriter(tx, userId, now));
      const seller = writers.get(sellerId)!;
      const buyer = writers.get(buyerId)!;
      const save = async () => {
        for (const w of writers.values()) await w.save();
      };
      // Read again under the locks: a cancel, decline or second accept may have come first.
      const row = await rowById(tx, id);
      if (!row || row.status !== 'pending') return { refused: notPending() };
      if (offerExpired(row, now)) {
        await setStatus(tx, id, 'expired', Number(row.expiresAt), seller.next(), now);
        await save();
        return { refused: notPending() };
      }
      const reptile = await tx.one<SellerReptile>(`SELECT ${SELLER_REPTILE_COLUMNS} FROM reptiles WHERE id = ? AND user_id = ? AND deleted = FALSE AND transferred_at IS NULL`,
        [row.reptileId, sellerId]);
      if (!reptile) return { refused: notPending() };

      const wallet = await readWallet(tx, buyerId);
      const tier = activeTier(wallet.premiumTier, wallet.premiumExpiresAt, now);
      const kept = Number((await tx.one<{ n: number | string }>(KEPT_REPTILES_COUNT, [buyerId]))?.n ?? 0);
      if (!canAddReptile(tier, kept)) return { refused: new HttpError('plan-limit-reptiles', 'Your plan has no room for another reptile.') };

      const copyId = await copyAnimal({ tx, files: deps.files, sellerId, buyerId, now, nextVersion: buyer.next, wrote: (f) => written.push(f) }, reptile);
      await assertCopyFits(tx, buyerId, buyer.version(), deps.rowsPerTable ?? SYNC_LIMITS.rowsPerTable);
      // The seller keeps a read-only copy; its tasks go (no reminders for an animal they no longer keep).
      await tx.run('UPDATE reptiles SET transferred_at = ?, version = ?, updated_at = ? WHERE id = ?', [now, seller.next(), now, reptile.id]);
      const reminders = await tx.all<{ id: string }>('SELECT id FROM reminders WHERE reptile_id = ? AND user_id = ? AND deleted = FALSE ORDER BY id', [reptile.id, sellerId]);
      for (const r of reminders) await tx.run('UPDATE reminders SET deleted = TRUE, version = ?, updated_at = ? WHERE id = ?', [seller.next(), now, r.id]);
      await setStatus(tx, id, 'accepted', now, seller.next(), now, { buyerId, buyerReptileId: copyId });
      await save();
      return { ok: { reptileId: copyId } };
    }));
  } catch (err) {
    // Rolled back (or refused before copying): the photo copy belongs to no row.
    for (const file of written) await deletePhotoFile(deps.files, file);
    throw err;
  }
}

/** The buyer's answer carries nothing of the seller's row: the seller's devices learn it by pull. */
export async function decline(store: Store, buyerId: string, id: string, now: number): Promise<void> {
  const first = await offerTo(store, buyerId, id);
  await committed(writeInSpace(store, first.userId, now, async (tx, nextVersion): Promise<Decided<TransferView>> => decide(tx, id, now, nextVersion, 'declined', { buyerId })));
}

export async function cancel(store: Store, sellerId: string, id: string, now: number): Promise<TransferView> {
  const first = await rowById(store, id);
  if (!first || first.userId !== sellerId) throw notFound();
  return committed(writeInSpace(store, sellerId, now, async (tx, nextVersion): Promise<Decided<TransferView>> => decide(tx, id, now, nextVersion, 'cancelled')));
}

async function decide(tx: Tx, id: string, now: number, nextVersion: () => number, status: 'declined' | 'cancelled', extra: { buyerId?: string } = {}): Promise<Decided<TransferView>> {
  const row = await rowById(tx, id);
  if (!row || row.status !== 'pending') return { refused: notPending() };
  if (offerExpired(row, now)) {
    await setStatus(tx, id, 'expired', Number(row.expiresAt), nextVersion(), now);
    return { refused: notPending() };
  }
  await setStatus(tx, id, status, now, nextVersion(), now, extra);
  const after = await rowById(tx, id);
  if (!after) throw notFound();
  return { ok: view(after) };
}
