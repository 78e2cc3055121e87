export { GrowthTab } from './growth-tab';
export { useGrowthLogs } from './use-growth-logs';
export { addGrowthLog, type GrowthLogInput } from './growth-repository';
export { ChangeConfirmation } from './change-confirmation';
export { useChangeConfirmation } from './use-change-confirmation';
