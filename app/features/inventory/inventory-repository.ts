/**
 * Feeder inventory writes: every change goes through `mutate` (one transaction with its outbox
 * entry), so it works offline and syncs later. Screens call these and the hooks in use-feeders.ts,
 * never Dexie directly.
 *
 * The count is never set: it moves by deltas (add, take, a feeding that deducts), which merge
 * across offline devices; the server owns it and refuses a take that would go below zero.
 * Adds are checked here against the spec's limit of 5 per add action (FeederCreateArgs,
 * FeederAddStockArgs): a ZodError with `errors.quantityLimit` for the form, and nothing queued.
 */
import { v7 as uuidv7 } from 'uuid';
import { FeederAddStockArgs, FeederCreateArgs, FeederTakeStockArgs } from '../../../shared/schemas/feeder';
import type { MutationInput } from '../../../shared/sync/mutations';
import { mutate } from '../../lib/sync';

/** What the form hands over for a new feeder: its fields and the first stock (1-5). */
export type FeederInput = Omit<MutationInput<'feeder.create.v1'>, 'id'>;
/** Only the edited fields (never the count): `undefined` is "not edited". */
export type FeederPatch = MutationInput<'feeder.update.v1'>['patch'];

export async function addFeeder(input: FeederInput): Promise<string> {
  const args = FeederCreateArgs.parse({ ...input, id: uuidv7() });
  await mutate('feeder.create.v1', args);
  return args.id;
}

export async function updateFeeder(id: string, patch: FeederPatch): Promise<void> {
  if (Object.keys(patch).length > 0) await mutate('feeder.update.v1', { id, patch });
}

/** Feedings that took from it keep their record; only the feeder goes. */
export async function deleteFeeder(id: string): Promise<void> {
  await mutate('feeder.delete.v1', { id });
}

/** Adds 1-5 items (the spec's limit per add action). */
export async function addStock(id: string, quantity: number): Promise<void> {
  await mutate('feeder.addStock.v1', FeederAddStockArgs.parse({ id, quantity }));
}

/** Removes items that left other than by a feeding (died, spoiled). */
export async function takeStock(id: string, quantity: number): Promise<void> {
  await mutate('feeder.takeStock.v1', FeederTakeStockArgs.parse({ id, quantity }));
}
