export { GrowthTab } from './growth-tab';
export { useGrowthLogs } from './use-growth-logs';
export type { GrowthLogInput } from './growth-form-values';
export { ChangeConfirmation } from './change-confirmation';
export { useChangeConfirmation } from './use-change-confirmation';
