/**
 * The contest's notifications, in the language stored on the recipient's account (like e-mails,
 * mail/templates.ts): the inbox keeps the text as sent, so it is written in the keeper's language.
 */
import type { Queryable } from '../db/store';
import { notify } from '../notifications';
import type { NotificationInput } from '../../../shared/notifications/types';
import { monthStart } from '../../../shared/contest/month';

type Language = 'en' | 'bg';

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
const coins = (n: number, lang: Language) => new Intl.NumberFormat(lang).format(n);

const PLACES: Record<Language, Record<1 | 2 | 3, string>> = {
  en: { 1: 'first', 2: 'second', 3: 'third' },
  bg: { 1: 'първо', 2: 'второ', 3: 'трето' },
};

function render(n: ContestNotice, lang: Language): { title: string; message: string } {
  const m = monthName(n.month, lang);
  if (lang === 'bg') {
    switch (n.kind) {
      case 'approved': return { title: 'Снимката ви за конкурса е одобрена', message: `Вече е в галерията на конкурса за ${m}.` };
      case 'rejected': return { title: 'Снимката ви за конкурса не е одобрена', message: `Модератор не одобри снимката ви за конкурса за ${m}. Докато приемането е отворено, можете да изпратите друга.` };
      case 'results': return { title: `Конкурсът за ${m} приключи`, message: 'Победителите са обявени на страницата на конкурса.' };
      case 'prize': return {
        title: `Заехте ${PLACES.bg[n.place]} място във фотоконкурса за ${m}!`,
        message: n.prize > 0 ? `Поздравления! ${coins(n.prize, lang)} ReptiCoins са добавени към баланса ви.` : 'Поздравления за мястото!',
      };
      case 'disqualified': return {
        title: 'Дисквалифицирани сте от фотоконкурса',
        message: `Снимките ви за ${m} са премахнати заради нарушение на правилата на конкурса. От ${dateName(n.until, lang)} можете да участвате отново.`,
      };
    }
  }
  switch (n.kind) {
    case 'approved': return { title: 'Your contest photo was approved', message: `It is now in the gallery of the ${m} contest.` };
    case 'rejected': return { title: 'Your contest photo was not approved', message: `A moderator did not approve your photo for the ${m} contest. You may send another one while submissions are open.` };
    case 'results': return { title: `The ${m} contest has closed`, message: 'The winners are on the contest page.' };
    case 'prize': return {
      title: `You placed ${PLACES.en[n.place]} in the ${m} photo contest!`,
      message: n.prize > 0 ? `Congratulations! ${coins(n.prize, lang)} ReptiCoins have been added to your balance.` : 'Congratulations on your place!',
    };
    case 'disqualified': return {
      title: 'You were disqualified from the photo contest',
      message: `Your ${m} entries were removed for breaking the contest rules. You may take part again from ${dateName(n.until, lang)}.`,
    };
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
