/**
 * What a feeder mutation does to a row, as pure functions shared by the app's optimistic
 * mutators and the server's (see reptile.ts). The count is not a field: it moves only by the
 * deltas of rules/stock.ts (create, add stock, take stock, a feeding that deducts), which is what
 * lets two offline devices' changes merge (docs/decisions/0003-log-rules.md, Stock).
 */
import type { FeederType } from '../schemas/feeder';
import type { MutationArgs } from '../sync/mutations';

/** The keeper-entered fields of a feeder row. */
export interface FeederData {
  name: string;
  type: FeederType;
  weightPerItemGrams: number;
  lowStockThreshold: number;
}

export function feederFromCreate(args: MutationArgs<'feeder.create.v1'>): FeederData & { quantity: number } {
  return { name: args.name, type: args.type, weightPerItemGrams: args.weightPerItemGrams, lowStockThreshold: args.lowStockThreshold, quantity: args.quantity };
}

/** Only the fields present in the patch change; the count is never among them. */
export function feederPatch(patch: MutationArgs<'feeder.update.v1'>['patch']): Partial<FeederData> {
  const out: Partial<FeederData> = {};
  if (patch.name !== undefined) out.name = patch.name;
  if (patch.type !== undefined) out.type = patch.type;
  if (patch.weightPerItemGrams !== undefined) out.weightPerItemGrams = patch.weightPerItemGrams;
  if (patch.lowStockThreshold !== undefined) out.lowStockThreshold = patch.lowStockThreshold;
  return out;
}
