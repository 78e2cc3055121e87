/**
 * Writes of climate readings. Every change goes through `mutate` (one transaction with its outbox
 * entry), so it works offline and syncs later; the server checks the enclosure's space and the
 * role. An import is one change, applied whole: the moments the enclosure already has a reading
 * for are skipped on the device and on the server alike, so importing a file twice adds nothing.
 */
import { v7 as uuidv7 } from 'uuid';
import type { MutationInput } from '../../../shared/sync/mutations';
import { mutate } from '../../lib/sync';

export type ReadingInput = MutationInput<'reading.create.v1'>['reading'];

export async function addReading(enclosureId: string, reading: ReadingInput): Promise<string> {
  const id = uuidv7();
  await mutate('reading.create.v1', { id, enclosureId, reading });
  return id;
}

export async function deleteReading(id: string): Promise<void> {
  await mutate('reading.delete.v1', { id });
}

/** One change for the whole file (at most MAX_IMPORT_READINGS readings). */
export async function importReadings(enclosureId: string, readings: readonly ReadingInput[]): Promise<void> {
  await mutate('reading.import.v1', { enclosureId, readings: readings.map((r) => ({ ...r, id: uuidv7() })) });
}
