export { LogEntriesTab, LOG_PAGE, type LogEntriesLabels, type LogEntriesTabProps, type LogFormProps } from './log-entries-tab';
export { changedFields, parseWith } from './form-values';
