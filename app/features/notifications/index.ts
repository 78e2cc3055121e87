/** What the rest of the app uses from the notifications feature: the header's bell. */
export { NotificationBell } from './notification-bell';
