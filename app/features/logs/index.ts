export { addLog, updateLog, deleteLog, type LogInput, type LogPatchInput } from './logs-repository';
export { useReptileLogs, newestFirst } from './use-logs';
