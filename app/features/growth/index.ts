export { GrowthTab } from './growth-tab';
export { useGrowthLogs } from './use-growth-logs';
