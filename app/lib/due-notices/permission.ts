/**
 * Notification permission. The browser prompt is only ever opened from a button the keeper
 * pressed (browsers block or penalise prompts on load, and an unasked prompt is rude).
 */
export type NoticePermission = NotificationPermission | 'unsupported';

export function noticePermission(): NoticePermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Call from a click handler only. */
export async function requestNoticePermission(): Promise<NoticePermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}
