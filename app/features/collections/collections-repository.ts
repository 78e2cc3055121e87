/**
 * Collection writes. Every change goes through `mutate` (one transaction with its outbox entry),
 * so it works offline and syncs later; the server checks the plan's limit and the read-only
 * state, and a refusal lands in the sync panel with what the keeper entered. Screens call these
 * and the hooks in use-collections.ts, never Dexie directly.
 */
import { v7 as uuidv7 } from 'uuid';
import type { MutationInput } from '../../../shared/sync/mutations';
import { mutate } from '../../lib/sync';

export type CollectionInput = Omit<MutationInput<'collection.create.v1'>, 'id'>;
/** Only the edited fields: `undefined` is "not edited". */
export type CollectionPatch = MutationInput<'collection.update.v1'>['patch'];

/** Stores the new collection on this device; resolves to its id. */
export async function addCollection(input: CollectionInput): Promise<string> {
  const id = uuidv7();
  await mutate('collection.create.v1', { ...input, id });
  return id;
}

export async function updateCollection(id: string, patch: CollectionPatch): Promise<void> {
  if (Object.keys(patch).length > 0) await mutate('collection.update.v1', { id, patch });
}

/** The collection goes on every device; its reptiles stay, only leaving it. */
export async function deleteCollection(id: string): Promise<void> {
  await mutate('collection.delete.v1', { id });
}

/** The collections that stay active (at least one, at most the plan's limit); the rest become read-only. */
export async function pickActiveCollections(ids: string[]): Promise<void> {
  await mutate('collection.pickActive.v1', { ids });
}
