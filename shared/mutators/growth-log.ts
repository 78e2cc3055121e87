/**
 * What a growth-log mutation does to a row, as pure functions shared by the app's optimistic
 * mutators and the server's (see reptile.ts). An edit is checked on the merged entry, as decision
 * record 0003 says: a patch that clears the only measure is refused by both sides.
 */
import { GrowthLog } from '../schemas/growth-log';
import type { MutationArgs } from '../sync/mutations';

/** The user-entered fields of a growth-log row, with absent optionals as null (how rows store them). */
export interface GrowthLogData {
  date: string;
  weightGrams: number | null;
  lengthCm: number | null;
  notes: string | null;
}

export function growthLogFromCreate(args: MutationArgs<'growthLog.create.v1'>): GrowthLogData {
  return { date: args.date, weightGrams: args.weightGrams ?? null, lengthCm: args.lengthCm ?? null, notes: args.notes ? args.notes : null };
}

/** Only the fields present in the patch change; `undefined` means "not edited", `null` clears. */
export function growthLogPatch(patch: MutationArgs<'growthLog.update.v1'>['patch']): Partial<GrowthLogData> {
  const out: Partial<GrowthLogData> = {};
  if (patch.date !== undefined) out.date = patch.date;
  if (patch.weightGrams !== undefined) out.weightGrams = patch.weightGrams;
  if (patch.lengthCm !== undefined) out.lengthCm = patch.lengthCm;
  if (patch.notes !== undefined) out.notes = patch.notes ? patch.notes : null;
  return out;
}

/** The row after the edit, or null when the merged entry breaks a cross-field rule. */
export function mergeGrowthLog(current: GrowthLogData, patch: MutationArgs<'growthLog.update.v1'>['patch']): GrowthLogData | null {
  const merged = { ...current, ...growthLogPatch(patch) };
  return GrowthLog.safeParse(merged).success ? merged : null;
}
