/**
 * The rack's one write: a round of feedings, one feeding log per animal, saved through
 * `mutateMany`, so the whole round is one IndexedDB transaction (300 animals, one write, not 300)
 * and is saved or not as a whole. Each log stays its own mutation, so the server refusing one
 * (stock gone on another device) takes no other with it.
 */
import { v7 as uuidv7 } from 'uuid';
import { mutateMany, type MutationCall } from '../../lib/sync';
import type { RackEntry } from './rack-form-values';

/** Resolves to the new logs' ids, in the order of the entries. */
export async function saveRackRound(entries: readonly RackEntry[]): Promise<string[]> {
  const logs = entries.map((e) => ({ ...e.input, id: uuidv7(), reptileId: e.reptileId }));
  await mutateMany(logs.map((args): MutationCall => ({ name: 'feedingLog.create.v1', args })));
  return logs.map((l) => l.id);
}
