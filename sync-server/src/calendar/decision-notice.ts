/**
 * The message a submitter gets when their event is decided, in the language of their account
 * (users.language): the server writes the inbox, so it words it, like the e-mails (mail/templates.ts).
 * Links are bare URLs, which the inbox turns into safe links.
 */
import type { NotificationInput } from '../../../shared/notifications/types';

export type NoticeLanguage = 'en' | 'bg';

export interface DecisionNotice {
  decision: 'approved' | 'rejected';
  title: string;
  /** The event's page, for an approved event. */
  link: string;
  note: string | null;
}

const COPY = {
  en: {
    approvedTitle: 'Your event was approved',
    approved: (title: string, link: string) => `"${title}" is now on the community calendar: ${link}`,
    rejectedTitle: 'Your event was not approved',
    rejected: (title: string) => `"${title}" will not be shown on the community calendar.`,
    note: (note: string) => `Moderator's note: ${note}`,
  },
  bg: {
    approvedTitle: 'Събитието ви е одобрено',
    approved: (title: string, link: string) => `„${title}“ вече е в календара на общността: ${link}`,
    rejectedTitle: 'Събитието ви не е одобрено',
    rejected: (title: string) => `„${title}“ няма да бъде показано в календара на общността.`,
    note: (note: string) => `Бележка от модератора: ${note}`,
  },
} as const;

export function decisionNotice(n: DecisionNotice, language: NoticeLanguage): NotificationInput {
  const copy = COPY[language];
  if (n.decision === 'approved') return { type: 'event', title: copy.approvedTitle, message: copy.approved(n.title, n.link) };
  const message = [copy.rejected(n.title), ...(n.note ? [copy.note(n.note)] : [])].join('\n\n');
  return { type: 'event', title: copy.rejectedTitle, message };
}
