/**
 * Writes of a reptile's logs, every kind (feeding, growth, shedding, health, breeding, event):
 * every change goes through `mutate` (one transaction with its outbox entry), so it works offline
 * and syncs later. Forms reach these through `useLogWrites`, never Dexie directly. A form's input
 * comes from its `check` parse, so the args built here from it are not parsed again (checked.ts).
 */
import { v7 as uuidv7 } from 'uuid';
import { LOG_KINDS, type LogTable } from '../../../shared/mutators/logs';
import type { MutationInput, MutationName } from '../../../shared/sync/mutations';
import { fromChecked, mutate } from '../../lib/sync';

/** Growth logs predate the generic kinds and keep their own columns, but are written the same way. */
export type EntryTable = LogTable | 'growthLogs';
type Prefix<T extends EntryTable> = T extends LogTable ? (typeof LOG_KINDS)[T]['mutation'] : 'growthLog';
type NameOf<T extends EntryTable, Op extends 'create' | 'update' | 'delete'> = Extract<`${Prefix<T>}.${Op}.v1`, MutationName>;

/** What a form hands over for a new entry: the log's fields, without id and reptile. */
export type LogInput<T extends EntryTable> = Omit<MutationInput<NameOf<T, 'create'>>, 'id' | 'reptileId'>;
/** Only the edited fields: `undefined` is "not edited", null clears. */
export type LogPatchInput<T extends EntryTable> = MutationInput<NameOf<T, 'update'>> extends { patch: infer P } ? P : never;

const prefixOf = (table: EntryTable): string => (table === 'growthLogs' ? 'growthLog' : LOG_KINDS[table].mutation);
/** The mutation that makes `op` on an entry of `table` (what the role rule is asked about). */
export const nameOf = <T extends EntryTable, Op extends 'create' | 'update' | 'delete'>(table: T, op: Op) => `${prefixOf(table)}.${op}.v1` as NameOf<T, Op>;

export async function addLog<T extends EntryTable>(table: T, reptileId: string, input: LogInput<T>): Promise<string> {
  const id = uuidv7();
  await mutate(nameOf(table, 'create'), fromChecked({ ...input, id, reptileId }, [input]) as MutationInput<NameOf<T, 'create'>>);
  return id;
}

export async function updateLog<T extends EntryTable>(table: T, id: string, patch: LogPatchInput<T>): Promise<void> {
  if (Object.keys(patch as object).length > 0) await mutate(nameOf(table, 'update'), fromChecked({ id, patch }, [patch as object]) as MutationInput<NameOf<T, 'update'>>);
}

export async function deleteLog(table: EntryTable, id: string): Promise<void> {
  await mutate(nameOf(table, 'delete'), { id } as MutationInput<NameOf<typeof table, 'delete'>>);
}
