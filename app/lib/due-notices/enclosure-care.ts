/**
 * The enclosures' notice (issue 28): a system notification when a cleaning comes due (today or
 * overdue, by the enclosure's own intervals) or a heat or light source is to be replaced (within
 * two weeks, and again on its day). Run by the same passes as the due-task notices (the page on
 * open, on a change and on becoming visible; the service worker when it wakes). Each item is
 * announced once, not every day it stays due: the dashboard and the rack view keep showing it.
 * It reads only IndexedDB, so it works offline.
 */
import climateEn from '../../../locales/en/climate.json';
import climateBg from '../../../locales/bg/climate.json';
import remindersEn from '../../../locales/en/reminders.json';
import remindersBg from '../../../locales/bg/reminders.json';
import { enclosureCareDue, type EnclosureCareDue } from '../../../shared/enclosures/care-due';
import { interpolatingT } from '../../../shared/insights/text';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { UserDb } from '../db/database';
import { formatDate } from '../format/dates';
import type { NoticeEnv } from './announce-due';
import type { Notice } from './notice-text';
import { claimCare, releaseCare } from './notices-store';

/** Enclosures named in the notice's body; the rest are counted. */
export const CARE_NOTICE_LINES = 5;
/** Where a click leads when more than one enclosure is named. */
export const CARE_NOTICE_URL = '/racks';

const TEXTS = { en: { climate: climateEn, notify: remindersEn.notify }, bg: { climate: climateBg, notify: remindersBg.notify } } as const;

/** One announced item: a cleaning kind of an enclosure due on a day, or a replacement (ahead of its day, then on it). */
export interface CareItem { key: string; enclosureId: string }

/** The keys of what is due: they name the due day, so the next round of a cleaning is a new item. */
export function careKeys(due: readonly EnclosureCareDue[]): CareItem[] {
  return due.flatMap((d) => [
    ...d.cleaning.map((c) => ({ key: `u:${d.enclosureId}:${c.kind}:${c.next ?? ''}`, enclosureId: d.enclosureId })),
    ...d.equipment.map((e) => ({
      key: `e:${e.id}:${e.state.due}:${e.state.state === 'overdue' || e.state.daysLeft === 0 ? 'due' : 'soon'}`,
      enclosureId: d.enclosureId,
    })),
  ]);
}

/** The notice's words for these enclosures (each with only what is newly due), in the keeper's language. */
export function careNoticeText(due: readonly EnclosureCareDue[], language: string, ids: readonly string[]): Notice {
  const lng = language === 'bg' ? 'bg' : 'en';
  const t = interpolatingT(TEXTS[lng].notify as Record<string, unknown>, lng);
  const tc = interpolatingT(TEXTS[lng].climate as Record<string, unknown>, lng);
  const date = (iso: string) => formatDate(iso, lng);
  const lines = due.slice(0, CARE_NOTICE_LINES).map((d) => {
    const what = [
      ...d.cleaning.map((c) => {
        const kind = tc(`upkeep.kinds.${c.kind}`, {});
        return c.status === 'overdue' && c.next ? t('cleaningOverdue', { kind, date: date(c.next) }) : t('cleaningDue', { kind });
      }),
      ...d.equipment.map((e) => (e.state.state === 'overdue' ? t('replaceOverdue', { name: e.name, date: date(e.state.due) }) : t('replace', { name: e.name, date: date(e.state.due) }))),
    ].join(', ');
    return t('line', { enclosure: d.name, what });
  });
  const more = due.length - lines.length;
  if (more > 0) lines.push(t('more', { count: more }));
  const only = due.length === 1 ? due[0] : undefined;
  return {
    title: t('enclosuresTitle', { count: due.length }),
    body: lines.join('\n'),
    tag: 'enclosure-care',
    ids: [...ids],
    url: only ? `/enclosures/${only.enclosureId}` : CARE_NOTICE_URL,
  };
}

/** What is due in the user's enclosures on `today`, read from the device. */
export async function readCareDue(db: UserDb, today: string): Promise<EnclosureCareDue[]> {
  const [enclosures, upkeep, equipment] = await Promise.all([db.enclosures.toArray(), db.upkeep.toArray(), db.equipment.toArray()]);
  return enclosureCareDue(enclosures, upkeep, equipment, today);
}

/** One pass: announces what newly came due. Answers whether a notice was shown. */
export async function announceEnclosureCare(db: UserDb, env: Pick<NoticeEnv, 'now' | 'language' | 'canNotify' | 'show'>): Promise<boolean> {
  if (!env.canNotify) return false;
  const today = todayIn(env.now);
  const due = await readCareDue(db, today);
  const items = careKeys(due);
  const fresh = new Set(await claimCare(db.userId, items.map((i) => i.key)));
  if (fresh.size === 0) return false;
  // Each enclosure with only what is newly due in it.
  const isFresh = (key: string) => fresh.has(key);
  const newly = due.flatMap((d) => {
    const keys = careKeys([d]);
    const cleaning = d.cleaning.filter((_, i) => isFresh(keys[i]?.key ?? ''));
    const equipment = d.equipment.filter((_, i) => isFresh(keys[d.cleaning.length + i]?.key ?? ''));
    return cleaning.length + equipment.length > 0 ? [{ ...d, cleaning, equipment }] : [];
  });
  try {
    await env.show(careNoticeText(newly, env.language, [...fresh]));
    return true;
  } catch {
    await releaseCare(db.userId, [...fresh]).catch(() => undefined);
    return false;
  }
}
