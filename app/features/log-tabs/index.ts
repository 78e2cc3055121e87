export { LogEntriesTab, LOG_PAGE, logFailureKey, type LogEntriesLabels, type LogEntriesTabProps, type LogFormSlot } from './log-entries-tab';
export { changedFields, parseWith } from './form-values';
