import { useMemo } from 'react';
import { addLog, deleteLog, updateLog, type EntryTable, type LogInput, type LogPatchInput } from './logs-repository';

/**
 * The writes of one reptile's log of one kind, for its form and its tab: a form calls this, this
 * the repository, the repository `mutate()`. Each resolves once the change is stored on this
 * device and throws when it could not be (`logFailureKey` names why).
 */
export function useLogWrites<T extends EntryTable>(table: T, reptileId: string) {
  return useMemo(() => ({
    add: (input: LogInput<T>) => addLog(table, reptileId, input),
    update: (id: string, patch: LogPatchInput<T>) => updateLog(table, id, patch),
    remove: (id: string) => deleteLog(table, id),
  }), [table, reptileId]);
}
