/**
 * The write of a logger file's import: the readings cut into `reading.import.v1` mutations of at
 * most MAX_IMPORT_READINGS each (import-plan.ts `importChunks`), all written by `mutateMany` in one
 * local transaction, so the keeper imports the file in one step and nothing of it lands unless
 * all of it does. On the server each mutation is applied on its own, skipping the moments the
 * enclosure already has, so importing the same file again adds nothing.
 */
import { v7 as uuidv7 } from 'uuid';
import { mutateMany, type MutationCall } from '../../lib/sync';
import { importChunks } from './import-plan';
import type { ReadingInput } from './readings-repository';

/** Resolves to the mutation ids, one per chunk, oldest readings first. */
export async function importReadingsInChunks(enclosureId: string, readings: readonly ReadingInput[]): Promise<number[]> {
  const calls: MutationCall[] = importChunks(readings).map((chunk) => ({
    name: 'reading.import.v1',
    args: { enclosureId, readings: chunk.map((r) => ({ ...r, id: uuidv7() })) },
  }));
  return mutateMany(calls);
}
