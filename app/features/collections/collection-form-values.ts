/**
 * Between what the collection form holds and what a mutation carries. Validation is the shared
 * schema's (shared/schemas/collection.ts), so the form and the server refuse the same things;
 * its messages are keys of the `collections` namespace.
 */
import { CollectionFields } from '../../../shared/schemas/collection';
import type { FieldErrors, Parsed } from '../../lib/forms/use-entry-form';
import type { CollectionInput, CollectionPatch } from './collections-repository';
import type { LocalCollection } from './use-collections';

export interface CollectionFormValues {
  name: string;
  description: string;
}

export const EMPTY_COLLECTION: CollectionFormValues = { name: '', description: '' };

export const valuesFromCollection = (c: Pick<LocalCollection, 'name' | 'description'>): CollectionFormValues =>
  ({ name: c.name, description: c.description ?? '' });

export function toCollectionInput(v: CollectionFormValues): Parsed<CollectionFormValues, CollectionInput> {
  const parsed = CollectionFields.safeParse({ name: v.name, description: v.description.trim() || null });
  if (parsed.success) return { input: parsed.data, errors: null };
  const errors: FieldErrors<CollectionFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'name' || field === 'description') errors[field] ??= issue.message;
  }
  return { input: null, errors };
}

/** Only what the keeper changed: an edit of a field left alone must not overwrite another device's. */
export function changedCollectionPatch(initial: CollectionFormValues, values: CollectionFormValues, input: CollectionInput): CollectionPatch {
  const patch: CollectionPatch = {};
  if (values.name.trim() !== initial.name) patch.name = input.name;
  if (values.description.trim() !== initial.description) patch.description = input.description ?? null;
  return patch;
}
