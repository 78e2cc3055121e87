/**
 * Checks every sync request passes before anything is read or written: a well-formed body, a
 * schema version this server speaks, and a client id that is this user's (or new).
 */
import { z } from 'zod';
import type { Queryable } from '../db/store';
import { HttpError } from '../errors';
import { MIN_SCHEMA_VERSION, SCHEMA_VERSION, type SyncHttpErrorCode } from '../../../shared/sync/protocol';

const fail = (code: SyncHttpErrorCode, message: string) => new HttpError(code, message);

/** A malformed request is refused whole, with a message saying which field is wrong (also the sync routes' `refuse`). */
export const malformedRequest = (error: z.ZodError): HttpError =>
  fail('invalid-batch', `Malformed sync request: ${z.prettifyError(error).replaceAll('\n', ' ')}`);

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw malformedRequest(parsed.error);
  return parsed.data;
}

export function checkSchemaVersion(version: number): void {
  if (version < MIN_SCHEMA_VERSION) {
    throw fail('client-too-old', 'This version of HerpTrack is too old to sync. Reload the app to update; nothing you entered is lost.');
  }
  if (version > SCHEMA_VERSION) throw fail('unsupported-schema', `This server speaks sync schema ${SCHEMA_VERSION}, not ${version}.`);
}

export const clientNotYours = (): HttpError => fail('client-not-yours', 'This client id belongs to another account.');

/** The client's last processed mutation id; refuses a client id that belongs to another user. */
export async function clientState(q: Queryable, clientId: string, userId: string): Promise<{ lastMutationId: number }> {
  const row = await q.one<{ userId: string; last: number }>('SELECT user_id AS "userId", last_mutation_id AS last FROM sync_clients WHERE id = ?', [clientId]);
  if (row && row.userId !== userId) throw clientNotYours();
  return { lastMutationId: row?.last ?? 0 };
}
