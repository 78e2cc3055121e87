/**
 * What the shedding, health and event forms share between their strings and a mutation's input:
 * validation by the kind's shared schema (so the form and the server refuse the same things,
 * messages being keys of the `logs` namespace), and an edit's patch of only the changed fields.
 * Both hand on the schema's own output (`check`), which mutate then stores without parsing again.
 */
import type { z } from 'zod';
import type { FieldErrors, Parsed } from '../../lib/forms/use-entry-form';
import { check, fromChecked } from '../../lib/sync';

/**
 * The candidate input if `schema` accepts it, else each field's first message. `fieldOf` maps an
 * input key to the form field showing its message, where the two differ; `errors` are messages
 * found before the schema (they win).
 */
export function parseWith<V extends object, I>(schema: z.ZodType, candidate: I, fieldOf: Partial<Record<string, keyof V>> = {}, errors: FieldErrors<V> = {}): Parsed<V, I> {
  const found: FieldErrors<V> = { ...errors };
  const parsed = check(schema, candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      const field = fieldOf[key] ?? (key as keyof V);
      found[field] ??= issue.message;
    }
  }
  if (Object.keys(found).length > 0 || !parsed.success) return { input: null, errors: found };
  return { input: parsed.data as I, errors: null };
}

/**
 * The fields of `input` that differ from `before` (both made from form values the same way, so
 * an untouched field compares equal): an edit sends only these, and a concurrent edit of another
 * field on another device survives the merge. Taken from `input`, so a checked input gives a checked patch.
 */
export function changedFields<I extends object>(before: I, input: I): Partial<I> {
  const patch: Partial<I> = {};
  for (const key of Object.keys(input) as (keyof I)[]) {
    if (input[key] !== before[key]) patch[key] = input[key];
  }
  return fromChecked(patch, [input]);
}
