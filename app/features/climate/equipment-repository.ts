/**
 * Writes of an enclosure's equipment (issue 28). Every change goes through `mutate` (one
 * transaction with its outbox entry), so it works offline and syncs later; the server checks the
 * enclosure and the member's role again. Screens call these, never Dexie directly.
 */
import { v7 as uuidv7 } from 'uuid';
import type { MutationInput } from '../../../shared/sync/mutations';
import { todayIn } from '../../../shared/rules/calendar-date';
import { mutate } from '../../lib/sync';

export type EquipmentInput = Omit<MutationInput<'equipment.create.v1'>, 'id'>;
export type EquipmentPatch = MutationInput<'equipment.update.v1'>['patch'];

export async function addEquipment(input: EquipmentInput): Promise<string> {
  const id = uuidv7();
  await mutate('equipment.create.v1', { ...input, id });
  return id;
}

export async function updateEquipment(id: string, patch: EquipmentPatch): Promise<void> {
  if (Object.keys(patch).length > 0) await mutate('equipment.update.v1', { id, patch });
}

/** "Replaced today": a new tube or bulb in the same place; its interval counts again from today. */
export async function replacedToday(id: string, today: string = todayIn()): Promise<void> {
  await mutate('equipment.update.v1', { id, patch: { installedOn: today } });
}

export async function deleteEquipment(id: string): Promise<void> {
  await mutate('equipment.delete.v1', { id });
}
