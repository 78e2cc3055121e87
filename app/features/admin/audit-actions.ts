/**
 * The audit log's action names (`<area>.<verb>`, sync-server/src/audit/log.ts) this screen has
 * words for (`admin:auditActions.*`) and offers as a filter. An action it does not know yet shows
 * by its name, which is readable enough for the people who run the server.
 */
export const AUDIT_ACTIONS = [
  'user.role', 'user.disable', 'user.enable', 'coins.adjust', 'premium.revoke',
  'event.approve', 'event.reject', 'contest.approve', 'contest.reject', 'contest.disqualify', 'contest.settings',
  'notification.send', 'notification.image',
  'feedback.status', 'feedback.archive', 'feedback.unarchive', 'feedback.comment',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isKnownAction = (action: string): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action);

/** What the audit log calls its targets, with words in `admin:auditTargets.*`. */
export const AUDIT_TARGETS = ['user', 'event', 'contestEntry', 'contestSettings', 'everyone', 'notification', 'notificationImage', 'bugReport', 'featureRequest'] as const;

export const isKnownTarget = (type: string): type is (typeof AUDIT_TARGETS)[number] => (AUDIT_TARGETS as readonly string[]).includes(type);
