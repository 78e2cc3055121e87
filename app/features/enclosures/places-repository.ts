/**
 * Writes of racks, enclosures and moves. Every change goes through `mutate` (one transaction with
 * its outbox entry), so it works offline and syncs later; the server checks the collection and the
 * role, and a refusal lands in the sync panel with what the keeper entered. Screens call these
 * and the hooks in use-places.ts, never Dexie directly.
 */
import { v7 as uuidv7 } from 'uuid';
import type { MutationInput } from '../../../shared/sync/mutations';
import { todayIn } from '../../../shared/rules/calendar-date';
import { mutate } from '../../lib/sync';

export type RackInput = Omit<MutationInput<'rack.create.v1'>, 'id' | 'tubIds'>;
export type RackPatch = MutationInput<'rack.update.v1'>['patch'];
export type EnclosureInput = Omit<MutationInput<'enclosure.create.v1'>, 'id'>;
export type EnclosurePatch = MutationInput<'enclosure.update.v1'>['patch'];

/** A rack with all its tubs (shelves × perShelf, named A1-1 …), in one change; resolves to its id. */
export async function addRack(input: RackInput): Promise<string> {
  const id = uuidv7();
  const tubIds = Array.from({ length: input.shelves * input.perShelf }, () => uuidv7());
  await mutate('rack.create.v1', { ...input, id, tubIds });
  return id;
}

export async function updateRack(id: string, patch: RackPatch): Promise<void> {
  if (Object.keys(patch).length > 0) await mutate('rack.update.v1', { id, patch });
}

/** The rack and its tubs go; their animals are then in none (their history stays). */
export async function deleteRack(id: string): Promise<void> {
  await mutate('rack.delete.v1', { id });
}

export async function addEnclosure(input: EnclosureInput): Promise<string> {
  const id = uuidv7();
  await mutate('enclosure.create.v1', { ...input, id });
  return id;
}

export async function updateEnclosure(id: string, patch: EnclosurePatch): Promise<void> {
  if (Object.keys(patch).length > 0) await mutate('enclosure.update.v1', { id, patch });
}

export async function deleteEnclosure(id: string): Promise<void> {
  await mutate('enclosure.delete.v1', { id });
}

/** Moves the animal into `enclosureId` (null: out of any) from `date` (today by default). */
export async function moveAnimal(reptileId: string, enclosureId: string | null, date: string = todayIn()): Promise<string> {
  const id = uuidv7();
  await mutate('placement.create.v1', { id, reptileId, enclosureId, date, at: Date.now() });
  return id;
}

/** Undoes a move entered by mistake: the one before it applies again. */
export async function undoMove(id: string): Promise<void> {
  await mutate('placement.delete.v1', { id });
}
