export { addLog, updateLog, deleteLog, nameOf as logMutationName, type EntryTable, type LogInput, type LogPatchInput } from './logs-repository';
export { useReptileLogs, newestFirst, type LogEntry } from './use-reptile-logs';
export { useLogWrites } from './use-log-writes';
export { logFailureKey } from './write-failure';
