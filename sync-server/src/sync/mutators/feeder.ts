/**
 * Server mutators for feeders. The server owns the count: it changes only by the deltas of
 * shared/rules/stock.ts applied to this row inside the mutation's savepoint of the push batch's
 * transaction, under the user's space lock, so two devices (through any server process) taking from one feeder offline are checked one
 * after the other against the real count, and the later one that finds too little is refused with
 * `insufficient-stock` and the available count. A feeder of another user answers exactly like a
 * missing or deleted one (`feeder-not-found`), so ids leak nothing. Every check comes before the
 * first write.
 */
import { feederFromCreate, feederPatch, type FeederData } from '../../../../shared/mutators/feeder';
import { addStock, deductStock } from '../../../../shared/rules/stock';
import { MutationRejected } from '../../../../shared/sync/errors';
import type { MutatorContext, ServerMutator } from './context';
import { admitRow, insertNew } from './rows';

interface Row extends FeederData {
  userId: string;
  quantity: number;
  deleted: boolean | number;
}

const byId = (ctx: MutatorContext, id: string) => ctx.tx.one<Row>(`SELECT user_id AS "userId", deleted, name, type,
  weight_per_item_grams AS "weightPerItemGrams", low_stock_threshold AS "lowStockThreshold", quantity FROM feeders WHERE id = ?`, [id]);

const setQuantity = (ctx: MutatorContext, id: string, quantity: number) =>
  ctx.tx.run('UPDATE feeders SET quantity = ?, version = ?, updated_at = ? WHERE id = ?', [quantity, ctx.nextVersion(), ctx.now, id]);

/** The feeder if it is this user's and live; else `feeder-not-found`. */
async function liveFeeder(ctx: MutatorContext, id: string): Promise<Row> {
  const row = await byId(ctx, id);
  if (!row || row.userId !== ctx.userId || row.deleted) throw new MutationRejected('feeder-not-found', `Feeder ${id} does not exist.`);
  return row;
}

/**
 * Takes `quantity` items from one of the user's live feeders, or refuses: `feeder-not-found`, or
 * `insufficient-stock` with `{available}` (what the sync panel shows). Used by take-stock and by
 * a feeding created with "deduct from inventory" (reptile-logs.ts); a refusal rolls back the
 * whole mutation, the feeding's row with it.
 */
export async function takeFromFeeder(ctx: MutatorContext, feederId: string, quantity: number): Promise<void> {
  const row = await liveFeeder(ctx, feederId);
  const taken = deductStock(row.quantity, quantity);
  if (!taken.ok) {
    if (taken.code === 'invalid-args') throw new MutationRejected('invalid-args', `Cannot take ${quantity} items.`);
    throw new MutationRejected('insufficient-stock', `Feeder ${feederId} has ${taken.available} in stock; ${quantity} were asked for.`, { available: taken.available });
  }
  await setQuantity(ctx, feederId, taken.remaining);
}

/** The spec's limit of 5 per add action, as the stock rule says it (the wire schema lets more through to be named here). */
function checkAdd(current: number, quantity: number): number {
  const added = addStock(current, quantity);
  if (added.ok) return added.quantity;
  if (added.code === 'quantity-limit') throw new MutationRejected('quantity-limit', `At most 5 items per add action; ${quantity} were sent.`);
  throw new MutationRejected('invalid-args', `Cannot add ${quantity} items.`);
}

export const createFeeder: ServerMutator<'feeder.create.v1'> = async (ctx, args) => {
  const quantity = checkAdd(0, args.quantity);
  await admitRow(ctx, 'feeders');
  const f = feederFromCreate(args);
  await insertNew(ctx, `INSERT INTO feeders (id, user_id, name, type, weight_per_item_grams, low_stock_threshold, quantity, version, created_at, updated_at, deleted)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE)`,
  [args.id, ctx.userId, f.name, f.type, f.weightPerItemGrams, f.lowStockThreshold, quantity, ctx.nextVersion(), ctx.now, ctx.now], args.id);
};

export const updateFeeder: ServerMutator<'feeder.update.v1'> = async (ctx, args) => {
  const { userId: _owner, deleted: _deleted, quantity: _quantity, ...current } = await liveFeeder(ctx, args.id);
  const f = { ...current, ...feederPatch(args.patch) };
  await ctx.tx.run('UPDATE feeders SET name = ?, type = ?, weight_per_item_grams = ?, low_stock_threshold = ?, version = ?, updated_at = ? WHERE id = ?',
    [f.name, f.type, f.weightPerItemGrams, f.lowStockThreshold, ctx.nextVersion(), ctx.now, args.id]);
};

/**
 * Deleting twice (two devices) is not an error: the second finds the tombstone and does nothing.
 * Feedings that took from the feeder keep their record (and its id): history is not rewritten.
 */
export const deleteFeeder: ServerMutator<'feeder.delete.v1'> = async (ctx, args) => {
  const row = await byId(ctx, args.id);
  if (!row || row.userId !== ctx.userId) throw new MutationRejected('feeder-not-found', `Feeder ${args.id} does not exist.`);
  if (row.deleted) return;
  await ctx.tx.run('UPDATE feeders SET deleted = TRUE, version = ?, updated_at = ? WHERE id = ?', [ctx.nextVersion(), ctx.now, args.id]);
};

export const addFeederStock: ServerMutator<'feeder.addStock.v1'> = async (ctx, args) => {
  const row = await liveFeeder(ctx, args.id);
  await setQuantity(ctx, args.id, checkAdd(row.quantity, args.quantity));
};

export const takeFeederStock: ServerMutator<'feeder.takeStock.v1'> = async (ctx, args) => {
  await takeFromFeeder(ctx, args.id, args.quantity);
};
