/**
 * Collections (HerpPlus and up): a keeper's named groups of reptiles ("Breeders 2026", "Rack B").
 * A reptile belongs to at most one (its `collectionId`). Whether a collection is active or
 * read-only is the server's decision from the plan's limit (shared/coins/collections-limit.ts);
 * the keeper's only say is which ones stay active when they no longer all fit (`pickActive`).
 * Messages are translation keys of the `collections` namespace.
 */
import { z } from 'zod';
import { RowId, optionalText, InSpace } from './common';

export const COLLECTION_NAME_MAX = 100;

export const CollectionFields = z.object({
  name: z.string().trim().min(1, 'errors.nameRequired').max(COLLECTION_NAME_MAX, 'errors.tooLong'),
  description: optionalText(1000),
});
export type CollectionFields = z.infer<typeof CollectionFields>;

export const CollectionCreateArgs = CollectionFields.extend({ id: RowId, ...InSpace });
export const CollectionUpdateArgs = z.object({
  id: RowId,
  patch: CollectionFields.partial().refine((p) => Object.keys(p).length > 0, 'errors.nothingToSave'),
});
export const CollectionDeleteArgs = z.object({ id: RowId });
/** The collections that stay active; every other one of the keeper's becomes read-only. */
export const CollectionPickArgs = z.object({ ids: z.array(RowId).min(1, 'errors.pickAtLeastOne').max(100) });
