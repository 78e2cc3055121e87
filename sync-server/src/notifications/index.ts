/**
 * The notification inbox: what other parts of the server import. A sender calls `notify` inside
 * its own transaction (or on the store), with the text already in the recipient's language
 * (`userLanguage` + `localeText` read it from locales/<lng>/<namespace>.json).
 */
export { notify, notifyAll, dedupeId, type NotifyOptions } from './send';
export { localeText, userLanguage, formatInstant, type TextLanguage } from './texts';
export type { NotificationInput, NotificationType } from '../../../shared/notifications/types';
