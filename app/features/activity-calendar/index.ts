/** What other features may use from the activity calendar (the page itself is a lazy route). */
export { ActivityEntryItem } from './activity-entry-item';
export { useRecentActivity } from './activity-queries';
export { useFeederMap } from './use-feeder-map';
