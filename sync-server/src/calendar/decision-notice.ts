/**
 * The message a submitter gets when their event is decided, in the language of their account
 * (users.language): the server writes the inbox, so it words it, from locales/<lang>/notifications.json
 * like every system message (notifications/texts.ts). Links are bare URLs, which the inbox turns
 * into safe links.
 */
import type { NotificationInput } from '../../../shared/notifications/types';
import { localeText, type TextLanguage } from '../notifications/texts';

export type NoticeLanguage = TextLanguage;

export interface DecisionNotice {
  decision: 'approved' | 'rejected';
  title: string;
  /** The event's page, for an approved event. */
  link: string;
  note: string | null;
}

export function decisionNotice(n: DecisionNotice, language: NoticeLanguage): NotificationInput {
  const text = (key: string, vars: Record<string, string> = {}) => localeText('notifications', language, `system.${key}`, vars);
  if (n.decision === 'approved') {
    return { type: 'event', title: text('eventApproved.title'), message: text('eventApproved.message', { title: n.title, link: n.link }) };
  }
  const message = [text('eventRejected.message', { title: n.title }), ...(n.note ? [text('eventNote', { note: n.note })] : [])].join('\n\n');
  return { type: 'event', title: text('eventRejected.title'), message };
}
