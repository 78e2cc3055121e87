/**
 * The contest's notifications, in the language stored on the recipient's account (like e-mails,
 * mail/templates.ts): the inbox keeps the text as sent, so it is written in the keeper's language,
 * with the words of locales/<lang>/notifications.json like every system message.
 */
import type { Queryable } from '../db/store';
import { notify } from '../notifications';
import type { NotificationInput } from '../../../shared/notifications/types';
import { monthStart } from '../../../shared/contest/month';
import { localeText, type TextLanguage, type TextVars } from '../notifications/texts';

type Language = TextLanguage;

export type ContestNotice =
  | { kind: 'approved'; month: string }
  | { kind: 'rejected'; month: string }
  | { kind: 'results'; month: string }
  | { kind: 'prize'; month: string; place: 1 | 2 | 3; prize: number }
  | { kind: 'disqualified'; month: string; until: number };

// "March 2033", "март 2033": built from the month's name, since Bulgarian's full form ends in "г.",
// which would double the full stop of a sentence ending with it.
const monthName = (month: string, lang: Language) =>
  `${new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }).format(monthStart(month))} ${month.slice(0, 4)}`;
const dateName = (at: number, lang: Language) => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(at);

/** The notice's words, from locales/<lang>/notifications.json (`system.contest*`). */
function render(n: ContestNotice, lang: Language): { title: string; message: string } {
  const vars: TextVars = { month: monthName(n.month, lang) };
  const pick = (key: string) => ({
    title: localeText('notifications', lang, `system.${key}.title`, vars),
    message: localeText('notifications', lang, `system.${key}.message`, vars),
  });
  switch (n.kind) {
    case 'approved': return pick('contestApproved');
    case 'rejected': return pick('contestRejected');
    case 'results': return pick('contestResults');
    case 'prize':
      vars.place = localeText('notifications', lang, `system.contestPlaces.${n.place}`);
      vars.coins = new Intl.NumberFormat(lang).format(n.prize);
      return pick(n.prize > 0 ? 'contestPrize' : 'contestPlace');
    case 'disqualified':
      vars.date = dateName(n.until, lang);
      return pick('contestDisqualified');
  }
}

/** The notice as a notification for `userId`, in their language (English when unknown). */
export async function contestNotification(q: Queryable, userId: string, notice: ContestNotice): Promise<NotificationInput> {
  const row = await q.one<{ language: string }>('SELECT language FROM users WHERE id = ?', [userId]);
  return { type: 'contest', ...render(notice, row?.language === 'bg' ? 'bg' : 'en') };
}

/**
 * Sends the notice inside the caller's transaction, at most once per `dedupeKey` and user: a job
 * or a decision that runs twice sends one message.
 */
export async function sendContestNotice(q: Queryable, userId: string, notice: ContestNotice, now: number, dedupeKey: string): Promise<void> {
  await notify(q, userId, await contestNotification(q, userId, notice), now, { dedupeKey });
}
