/**
 * Server mutators of a breeder's sales (issue 30; shared/schemas/sale.ts, decision 0038): the
 * waitlist, sales and their payments, in the space of the sale (its animal's). Every check comes
 * before the first write. The ledger rule is shared (shared/sales/ledger.ts): a payment that would
 * take the balance below zero, or a refund of more than was paid, is refused. Payments of a sale
 * run under its space's lock (push-spaces.ts locates a payment by its sale), so two devices paying
 * the last of a balance at once are applied one after the other and the second is refused.
 * A sale stays when its animal is deleted or handed over: it is a record of money, not of care.
 */
import { entryAfterSale, mergeSale, mergeWaitlist, offeredEntry, paymentFromCreate, paymentRefusal, saleFromCreate, waitlistFromCreate,
  type SaleData, type WaitlistData } from '../../../../shared/mutators/sales';
import { saleLedger, type LedgerPayment } from '../../../../shared/sales/ledger';
import { moved, nextPosition } from '../../../../shared/sales/waitlist';
import { MutationRejected } from '../../../../shared/sync/errors';
import type { MutatorContext, ServerMutator } from './context';
import { checkKeptReptile } from './logs';
import { admitRow, insertNew } from './rows';

interface Stored { userId: string; deleted: boolean | number }

const WAITLIST_COLUMNS = `user_id AS "userId", deleted, buyer_name AS "buyerName", contact, species, sex, traits, budget_minor AS "budgetMinor", currency, note,
  position, state, offered_reptile_id AS "offeredReptileId"`;
const SALE_COLUMNS = `user_id AS "userId", deleted, reptile_id AS "reptileId", waitlist_id AS "waitlistId", buyer_name AS "buyerName", contact,
  price_minor AS "priceMinor", currency, handover, handover_date AS "handoverDate", note, state, completed_on AS "completedOn"`;

async function liveEntry(ctx: MutatorContext, id: string): Promise<WaitlistData> {
  const row = await ctx.tx.one<Stored & WaitlistData>(`SELECT ${WAITLIST_COLUMNS} FROM waitlist_entries WHERE id = ?`, [id]);
  if (!row || row.userId !== ctx.userId || row.deleted) throw new MutationRejected('not-found', `Waitlist entry ${id} does not exist.`);
  return { ...row, budgetMinor: row.budgetMinor === null ? null : Number(row.budgetMinor), position: Number(row.position) };
}

const writeEntry = (ctx: MutatorContext, id: string, e: WaitlistData) => ctx.tx.run(
  `UPDATE waitlist_entries SET buyer_name = ?, contact = ?, species = ?, sex = ?, traits = ?, budget_minor = ?, currency = ?, note = ?, position = ?, state = ?,
    offered_reptile_id = ?, version = ?, updated_at = ? WHERE id = ?`,
  [e.buyerName, e.contact, e.species, e.sex, e.traits, e.budgetMinor, e.currency, e.note, e.position, e.state, e.offeredReptileId, ctx.nextVersion(), ctx.now, id]);

const positionsOf = async (ctx: MutatorContext) => (await ctx.tx.all<{ id: string; position: number | string }>(
  'SELECT id, position FROM waitlist_entries WHERE user_id = ? AND deleted = FALSE ORDER BY position, id', [ctx.userId])).map((r) => ({ id: r.id, position: Number(r.position) }));

export const createEntry: ServerMutator<'waitlist.create.v1'> = async (ctx, args) => {
  const e = waitlistFromCreate(args, nextPosition(await positionsOf(ctx)));
  await admitRow(ctx, 'waitlist_entries');
  await insertNew(ctx, `INSERT INTO waitlist_entries (id, user_id, buyer_name, contact, species, sex, traits, budget_minor, currency, note, position, state, offered_reptile_id,
    version, created_at, updated_at, deleted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, FALSE)`,
  [args.id, ctx.userId, e.buyerName, e.contact, e.species, e.sex, e.traits, e.budgetMinor, e.currency, e.note, e.position, e.state, ctx.nextVersion(), ctx.now, ctx.now], args.id);
};

export const updateEntry: ServerMutator<'waitlist.update.v1'> = async (ctx, args) => {
  await writeEntry(ctx, args.id, mergeWaitlist(await liveEntry(ctx, args.id), args.patch));
};

export const moveEntry: ServerMutator<'waitlist.move.v1'> = async (ctx, args) => {
  await liveEntry(ctx, args.id);
  for (const p of moved(await positionsOf(ctx), args.id, args.position)) {
    await ctx.tx.run('UPDATE waitlist_entries SET position = ?, version = ?, updated_at = ? WHERE id = ?', [p.position, ctx.nextVersion(), ctx.now, p.id]);
  }
};

export const offerToEntry: ServerMutator<'waitlist.offer.v1'> = async (ctx, args) => {
  const entry = await liveEntry(ctx, args.id);
  if (args.reptileId !== null) await checkKeptReptile(ctx, args.reptileId);
  const offered = offeredEntry(entry, args.reptileId);
  if (!offered) throw new MutationRejected('invalid-args', `Waitlist entry ${args.id} is ${entry.state}: nothing can be offered to it.`);
  await writeEntry(ctx, args.id, offered);
};

/** Withdrawing twice (two devices) does nothing; a buyer who bought is not withdrawn. */
export const withdrawEntry: ServerMutator<'waitlist.withdraw.v1'> = async (ctx, args) => {
  const entry = await liveEntry(ctx, args.id);
  if (entry.state === 'withdrawn') return;
  if (entry.state === 'sold') throw new MutationRejected('invalid-args', `Waitlist entry ${args.id} bought an animal already.`);
  await writeEntry(ctx, args.id, { ...entry, state: 'withdrawn', offeredReptileId: null });
};

export const deleteEntry: ServerMutator<'waitlist.delete.v1'> = async (ctx, args) => {
  const row = await ctx.tx.one<Stored>('SELECT user_id AS "userId", deleted FROM waitlist_entries WHERE id = ?', [args.id]);
  if (!row || row.userId !== ctx.userId) throw new MutationRejected('not-found', `Waitlist entry ${args.id} does not exist.`);
  if (row.deleted) return;
  await ctx.tx.run('UPDATE waitlist_entries SET deleted = TRUE, version = ?, updated_at = ? WHERE id = ?', [ctx.nextVersion(), ctx.now, args.id]);
};

async function saleRow(ctx: MutatorContext, id: string): Promise<(Stored & SaleData) | null> {
  const row = await ctx.tx.one<Stored & SaleData>(`SELECT ${SALE_COLUMNS} FROM sales WHERE id = ?`, [id]);
  if (!row || row.userId !== ctx.userId) return null;
  return { ...row, priceMinor: Number(row.priceMinor) };
}

async function liveSale(ctx: MutatorContext, id: string): Promise<SaleData> {
  const row = await saleRow(ctx, id);
  if (!row || row.deleted) throw new MutationRejected('not-found', `Sale ${id} does not exist.`);
  return row;
}

const writeSale = (ctx: MutatorContext, id: string, s: SaleData) => ctx.tx.run(
  'UPDATE sales SET buyer_name = ?, contact = ?, handover = ?, handover_date = ?, note = ?, state = ?, completed_on = ?, version = ?, updated_at = ? WHERE id = ?',
  [s.buyerName, s.contact, s.handover, s.handoverDate, s.note, s.state, s.completedOn, ctx.nextVersion(), ctx.now, id]);

/** The sale's live payments, as the ledger reads them. */
async function paymentsOf(ctx: MutatorContext, saleId: string): Promise<LedgerPayment[]> {
  const rows = await ctx.tx.all<LedgerPayment & { amountMinor: number | string }>(
    'SELECT id, kind, amount_minor AS "amountMinor", date FROM sale_payments WHERE sale_id = ? AND user_id = ? AND deleted = FALSE ORDER BY id', [saleId, ctx.userId]);
  return rows.map((r) => ({ ...r, amountMinor: Number(r.amountMinor) }));
}

/** The waitlist entry a sale came from follows it (sold; waiting again when it is cancelled), if it is still there. */
async function followEntry(ctx: MutatorContext, sale: SaleData): Promise<void> {
  if (!sale.waitlistId) return;
  const row = await ctx.tx.one<Stored>('SELECT user_id AS "userId", deleted FROM waitlist_entries WHERE id = ?', [sale.waitlistId]);
  if (!row || row.userId !== ctx.userId || row.deleted) return;
  await writeEntry(ctx, sale.waitlistId, entryAfterSale(await liveEntry(ctx, sale.waitlistId), sale.state));
}

export const createSale: ServerMutator<'sale.create.v1'> = async (ctx, args) => {
  await checkKeptReptile(ctx, args.reptileId);
  const open = await ctx.tx.one('SELECT 1 AS one FROM sales WHERE reptile_id = ? AND user_id = ? AND state = ? AND deleted = FALSE', [args.reptileId, ctx.userId, 'open']);
  if (open) throw new MutationRejected('already-on-sale', `Reptile ${args.reptileId} is in an open sale already.`);
  if (args.waitlistId) await liveEntry(ctx, args.waitlistId);
  const s = saleFromCreate(args);
  await admitRow(ctx, 'sales');
  await insertNew(ctx, `INSERT INTO sales (id, user_id, reptile_id, waitlist_id, buyer_name, contact, price_minor, currency, handover, handover_date, note, state, completed_on,
    version, created_at, updated_at, deleted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, FALSE)`,
  [args.id, ctx.userId, s.reptileId, s.waitlistId, s.buyerName, s.contact, s.priceMinor, s.currency, s.handover, s.handoverDate, s.note, s.state, ctx.nextVersion(), ctx.now, ctx.now], args.id);
  await followEntry(ctx, s);
};

export const updateSale: ServerMutator<'sale.update.v1'> = async (ctx, args) => {
  await writeSale(ctx, args.id, mergeSale(await liveSale(ctx, args.id), args.patch));
};

/** Completing a completed sale (two devices) does nothing; a sale still owed money is not completed. */
export const completeSale: ServerMutator<'sale.complete.v1'> = async (ctx, args) => {
  const sale = await liveSale(ctx, args.id);
  if (sale.state === 'completed') return;
  if (sale.state === 'cancelled') throw new MutationRejected('sale-closed', `Sale ${args.id} was cancelled.`);
  const { balanceDue } = saleLedger(sale.priceMinor, await paymentsOf(ctx, args.id));
  if (balanceDue !== 0) throw new MutationRejected('balance-due', `Sale ${args.id} is still owed ${balanceDue}.`, { balance: balanceDue });
  await writeSale(ctx, args.id, { ...sale, state: 'completed', completedOn: args.completedOn });
};

/** Cancelling a cancelled sale does nothing; its entry waits again. Its payments stay in its ledger. */
export const cancelSale: ServerMutator<'sale.cancel.v1'> = async (ctx, args) => {
  const sale = await liveSale(ctx, args.id);
  if (sale.state === 'cancelled') return;
  if (sale.state === 'completed') throw new MutationRejected('sale-closed', `Sale ${args.id} was completed.`);
  const cancelled: SaleData = { ...sale, state: 'cancelled' };
  await writeSale(ctx, args.id, cancelled);
  await followEntry(ctx, cancelled);
};

function refuse(refusal: NonNullable<ReturnType<typeof paymentRefusal>>, saleId: string, balance: number): never {
  if (refusal === 'sale-closed') throw new MutationRejected('sale-closed', `Sale ${saleId} is no longer open.`);
  throw new MutationRejected(refusal, `Sale ${saleId}: its balance would be ${balance}.`, { balance });
}

export const createPayment: ServerMutator<'salePayment.create.v1'> = async (ctx, args) => {
  const sale = await liveSale(ctx, args.saleId);
  const p = paymentFromCreate(args);
  const after = [...(await paymentsOf(ctx, args.saleId)), { id: args.id, kind: p.kind, amountMinor: p.amountMinor, date: p.date }];
  const refusal = paymentRefusal(sale, after);
  if (refusal) refuse(refusal, args.saleId, saleLedger(sale.priceMinor, after.slice(0, -1)).balanceDue);
  await admitRow(ctx, 'sale_payments');
  await insertNew(ctx, `INSERT INTO sale_payments (id, user_id, sale_id, kind, amount_minor, date, note, author_id, version, created_at, updated_at, deleted)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE)`,
  [args.id, ctx.userId, p.saleId, p.kind, p.amountMinor, p.date, p.note, ctx.authorId, ctx.nextVersion(), ctx.now, ctx.now], args.id);
};

/** Removing a removed payment does nothing; removing a refund that would leave the buyer owing less than nothing is refused. */
export const deletePayment: ServerMutator<'salePayment.delete.v1'> = async (ctx, args) => {
  const row = await ctx.tx.one<Stored & { saleId: string }>('SELECT user_id AS "userId", deleted, sale_id AS "saleId" FROM sale_payments WHERE id = ?', [args.id]);
  if (!row || row.userId !== ctx.userId) throw new MutationRejected('not-found', `Payment ${args.id} does not exist.`);
  if (row.deleted) return;
  const sale = await liveSale(ctx, row.saleId);
  const before = await paymentsOf(ctx, row.saleId);
  const refusal = paymentRefusal(sale, before.filter((p) => p.id !== args.id));
  if (refusal) refuse(refusal, row.saleId, saleLedger(sale.priceMinor, before).balanceDue);
  await ctx.tx.run('UPDATE sale_payments SET deleted = TRUE, version = ?, updated_at = ? WHERE id = ?', [ctx.nextVersion(), ctx.now, args.id]);
};
