/**
 * Growth-log writes: every change goes through `mutate` (one transaction with its outbox entry),
 * so it works offline and syncs later. Screens call these and the hook, never Dexie directly.
 */
import { v7 as uuidv7 } from 'uuid';
import type { MutationInput } from '../../../shared/sync/mutations';
import { mutate } from '../../lib/sync';

export type GrowthLogInput = Omit<MutationInput<'growthLog.create.v1'>, 'id' | 'reptileId'>;
export type GrowthLogPatch = MutationInput<'growthLog.update.v1'>['patch'];

export async function addGrowthLog(reptileId: string, input: GrowthLogInput): Promise<string> {
  const id = uuidv7();
  await mutate('growthLog.create.v1', { ...input, id, reptileId });
  return id;
}

export async function updateGrowthLog(id: string, patch: GrowthLogPatch): Promise<void> {
  if (Object.keys(patch).length > 0) await mutate('growthLog.update.v1', { id, patch });
}

export async function deleteGrowthLog(id: string): Promise<void> {
  await mutate('growthLog.delete.v1', { id });
}
