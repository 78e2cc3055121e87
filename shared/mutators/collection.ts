/**
 * What a collection mutation does to a row's fields, as pure functions shared by the app's
 * optimistic write and the server's. States and limits are the server's (collections-limit.ts).
 */
import type { MutationArgs } from '../sync/mutations';

export interface CollectionData {
  name: string;
  description: string | null;
}

export const collectionFromCreate = (args: MutationArgs<'collection.create.v1'>): CollectionData =>
  ({ name: args.name, description: args.description ? args.description : null });

export function collectionPatch(patch: MutationArgs<'collection.update.v1'>['patch']): Partial<CollectionData> {
  const out: Partial<CollectionData> = {};
  if (patch.name !== undefined) out.name = patch.name;
  if (patch.description !== undefined) out.description = patch.description ? patch.description : null;
  return out;
}
