/**
 * Server mutators for feeders. The server owns the count: it changes only by the deltas of
 * shared/rules/stock.ts applied to this row inside the mutation's savepoint of the push batch's
 * BEGIN IMMEDIATE transaction, so two devices taking from one feeder offline are checked one
 * after the other against the real count, and the later one that finds too little is refused with
 * `insufficient-stock` and the available count. A feeder of another user answers exactly like a
 * missing or deleted one (`feeder-not-found`), so ids leak nothing. Every check comes before the
 * first write.
 */
import type Database from 'better-sqlite3';
import { feederFromCreate, feederPatch, type FeederData } from '../../../../shared/mutators/feeder';
import { addStock, deductStock } from '../../../../shared/rules/stock';
import { MutationRejected } from '../../../../shared/sync/errors';
import { perDatabase } from '../../db/prepared';
import type { MutatorContext, ServerMutator } from './context';

interface Row extends FeederData {
  userId: string;
  quantity: number;
  deleted: number;
}

function prepare(sqlite: Database.Database) {
  return {
    byId: sqlite.prepare<[string], Row>(`SELECT user_id AS userId, deleted, name, type, weight_per_item_grams AS weightPerItemGrams,
      low_stock_threshold AS lowStockThreshold, quantity FROM feeders WHERE id = ?`),
    exists: sqlite.prepare<[string], { one: number }>('SELECT 1 AS one FROM feeders WHERE id = ?'),
    insert: sqlite.prepare(`INSERT INTO feeders (id, user_id, name, type, weight_per_item_grams, low_stock_threshold, quantity, version, created_at, updated_at, deleted)
      VALUES (@id, @userId, @name, @type, @weightPerItemGrams, @lowStockThreshold, @quantity, @version, @now, @now, 0)`),
    write: sqlite.prepare(`UPDATE feeders SET name = @name, type = @type, weight_per_item_grams = @weightPerItemGrams,
      low_stock_threshold = @lowStockThreshold, version = @version, updated_at = @now WHERE id = @id`),
    setQuantity: sqlite.prepare('UPDATE feeders SET quantity = @quantity, version = @version, updated_at = @now WHERE id = @id'),
    tombstone: sqlite.prepare('UPDATE feeders SET deleted = 1, version = @version, updated_at = @now WHERE id = @id'),
  };
}
const statements = perDatabase(prepare);
const q = (ctx: MutatorContext) => statements(ctx.db.$client);

/** The feeder if it is this user's and live; else `feeder-not-found`. */
function liveFeeder(ctx: MutatorContext, id: string): Row {
  const row = q(ctx).byId.get(id);
  if (!row || row.userId !== ctx.userId || row.deleted) throw new MutationRejected('feeder-not-found', `Feeder ${id} does not exist.`);
  return row;
}

/**
 * Takes `quantity` items from one of the user's live feeders, or refuses: `feeder-not-found`, or
 * `insufficient-stock` with `{available}` (what the sync panel shows). Used by take-stock and by
 * a feeding created with "deduct from inventory" (reptile-logs.ts); a refusal rolls back the
 * whole mutation, the feeding's row with it.
 */
export function takeFromFeeder(ctx: MutatorContext, feederId: string, quantity: number): void {
  const row = liveFeeder(ctx, feederId);
  const taken = deductStock(row.quantity, quantity);
  if (!taken.ok) {
    if (taken.code === 'invalid-args') throw new MutationRejected('invalid-args', `Cannot take ${quantity} items.`);
    throw new MutationRejected('insufficient-stock', `Feeder ${feederId} has ${taken.available} in stock; ${quantity} were asked for.`, { available: taken.available });
  }
  q(ctx).setQuantity.run({ id: feederId, quantity: taken.remaining, version: ctx.nextVersion(), now: ctx.now });
}

/** The spec's limit of 5 per add action, as the stock rule says it (the wire schema lets more through to be named here). */
function checkAdd(current: number, quantity: number): number {
  const added = addStock(current, quantity);
  if (added.ok) return added.quantity;
  if (added.code === 'quantity-limit') throw new MutationRejected('quantity-limit', `At most 5 items per add action; ${quantity} were sent.`);
  throw new MutationRejected('invalid-args', `Cannot add ${quantity} items.`);
}

export const createFeeder: ServerMutator<'feeder.create.v1'> = (ctx, args) => {
  const s = q(ctx);
  if (s.exists.get(args.id)) throw new MutationRejected('id-conflict', `A row with id ${args.id} already exists.`);
  const quantity = checkAdd(0, args.quantity);
  s.insert.run({ id: args.id, userId: ctx.userId, ...feederFromCreate(args), quantity, version: ctx.nextVersion(), now: ctx.now });
};

export const updateFeeder: ServerMutator<'feeder.update.v1'> = (ctx, args) => {
  const { userId: _owner, deleted: _deleted, quantity: _quantity, ...current } = liveFeeder(ctx, args.id);
  q(ctx).write.run({ ...current, ...feederPatch(args.patch), id: args.id, version: ctx.nextVersion(), now: ctx.now });
};

/**
 * Deleting twice (two devices) is not an error: the second finds the tombstone and does nothing.
 * Feedings that took from the feeder keep their record (and its id): history is not rewritten.
 */
export const deleteFeeder: ServerMutator<'feeder.delete.v1'> = (ctx, args) => {
  const s = q(ctx);
  const row = s.byId.get(args.id);
  if (!row || row.userId !== ctx.userId) throw new MutationRejected('feeder-not-found', `Feeder ${args.id} does not exist.`);
  if (row.deleted) return;
  s.tombstone.run({ id: args.id, version: ctx.nextVersion(), now: ctx.now });
};

export const addFeederStock: ServerMutator<'feeder.addStock.v1'> = (ctx, args) => {
  const row = liveFeeder(ctx, args.id);
  const quantity = checkAdd(row.quantity, args.quantity);
  q(ctx).setQuantity.run({ id: args.id, quantity, version: ctx.nextVersion(), now: ctx.now });
};

export const takeFeederStock: ServerMutator<'feeder.takeStock.v1'> = (ctx, args) => {
  takeFromFeeder(ctx, args.id, args.quantity);
};
