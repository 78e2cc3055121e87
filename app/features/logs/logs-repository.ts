/**
 * Writes of the generic reptile logs (feeding, shedding, health, breeding, event): every change
 * goes through `mutate` (one transaction with its outbox entry), so it works offline and syncs
 * later. Screens call these and the hooks in use-logs.ts, never Dexie directly.
 */
import { v7 as uuidv7 } from 'uuid';
import { LOG_KINDS, type LogTable } from '../../../shared/mutators/logs';
import type { MutationInput, MutationName } from '../../../shared/sync/mutations';
import { mutate } from '../../lib/sync';

type NameOf<T extends LogTable, Op extends 'create' | 'update' | 'delete'> = Extract<`${(typeof LOG_KINDS)[T]['mutation']}.${Op}.v1`, MutationName>;

/** What a form hands over for a new entry: the log's fields, without id and reptile. */
export type LogInput<T extends LogTable> = Omit<MutationInput<NameOf<T, 'create'>>, 'id' | 'reptileId'>;
/** Only the edited fields: `undefined` is "not edited", null clears. */
export type LogPatchInput<T extends LogTable> = MutationInput<NameOf<T, 'update'>> extends { patch: infer P } ? P : never;

const nameOf = <T extends LogTable, Op extends 'create' | 'update' | 'delete'>(table: T, op: Op) => `${LOG_KINDS[table].mutation}.${op}.v1` as NameOf<T, Op>;

export async function addLog<T extends LogTable>(table: T, reptileId: string, input: LogInput<T>): Promise<string> {
  const id = uuidv7();
  await mutate(nameOf(table, 'create'), { ...input, id, reptileId } as MutationInput<NameOf<T, 'create'>>);
  return id;
}

export async function updateLog<T extends LogTable>(table: T, id: string, patch: LogPatchInput<T>): Promise<void> {
  if (Object.keys(patch as object).length > 0) await mutate(nameOf(table, 'update'), { id, patch } as MutationInput<NameOf<T, 'update'>>);
}

export async function deleteLog(table: LogTable, id: string): Promise<void> {
  await mutate(nameOf(table, 'delete'), { id } as MutationInput<NameOf<typeof table, 'delete'>>);
}
