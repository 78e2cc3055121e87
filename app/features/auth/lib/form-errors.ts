import type { z } from 'zod';

/**
 * Field errors from a shared zod schema, as translation keys by field (first issue wins), or
 * the parsed value when the input is valid. The forms reuse the server's own schemas this way.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): { data: z.output<S>; errors: null } | { data: null; errors: Record<string, string> } {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}
