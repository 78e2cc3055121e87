/** What other features may use from the reminders feature. */
export { ReptileReminders } from './reptile-reminders';
export { UpcomingReminders } from './upcoming-reminders';
export { useReminders } from './use-reminders';
export { needingAttention, groupReminders } from './reminder-groups';
