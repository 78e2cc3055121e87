/**
 * What other features use from the community calendar: the moderator panel shows events the same
 * way and refreshes the calendar after a decision. The pages are reached through their routes.
 */
export { calendarKeys, invalidateCalendar, retryUnlessRefused } from './calendar-queries';
export { EventWhenText } from './event-when-text';
export { QueryState } from './query-state';
