/**
 * Parse once. A form parses the keeper's values with its kind's shared schema to show that
 * schema's messages by the fields; the output of that parse is what `mutate` stores, not parsed
 * again. `check` is that parse and remembers its output (by identity, in a WeakSet, so nothing can
 * claim it by shape); `fromChecked` lets a repository add ids made on this device to checked parts
 * (an entry's fields plus its new id and reptile, an edit's id plus its checked patch). Anything
 * else `mutate` parses itself, so a write built in code (a "mark resolved", a repeated feeding)
 * is still checked once.
 *
 * The hazard is a checked object that does not equal what the mutation's schema would make of it
 * (an entry schema and its create args drifting apart, a value changed after the parse): in
 * development and in tests `mutateIn` parses checked args again and throws when the two differ.
 */
import type { z } from 'zod';

const checked = new WeakSet<object>();

/** The schema's safeParse; its output counts as checked. */
export function check<S extends z.ZodType>(schema: S, value: unknown): z.ZodSafeParseResult<z.output<S>> {
  const result = schema.safeParse(value);
  if (result.success && typeof result.data === 'object' && result.data !== null) checked.add(result.data);
  return result;
}

/**
 * `value` counts as checked when every one of `parts` does: it is made of them and of ids this
 * device made, which the schema passes as they are. Otherwise it stays unchecked (mutate parses it).
 */
export function fromChecked<T extends object>(value: T, parts: readonly object[]): T {
  if (parts.every((p) => checked.has(p))) checked.add(value);
  return value;
}

export const isChecked = (value: unknown): boolean => typeof value === 'object' && value !== null && checked.has(value);
