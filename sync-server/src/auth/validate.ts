/**
 * Request bodies are checked with the contract's zod schemas (shared/schemas/auth.ts). A failure
 * answers 400 `invalid-request` with `fields`: the path of each bad field and its first message,
 * which is a translation key the app shows in the user's language.
 */
import type { z } from 'zod';
import { HttpError } from '../errors';

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    fields[path] ??= issue.message;
  }
  return fields;
}

export const invalidRequest = (fields: Record<string, string>): HttpError =>
  new HttpError('invalid-request', 'Some fields are missing or invalid.', { details: { fields } });

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  throw invalidRequest(fieldErrors(result.error));
}
