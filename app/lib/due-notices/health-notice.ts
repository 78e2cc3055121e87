/**
 * The daily health notice (issue 29), opt-in, at the time of day the keeper picked: one system
 * notification listing the animals whose status changed since the last one ("Nagini: needs
 * attention — Refused … the last 3 feedings in a row …"; "Kaa: OK again"). Run by the same passes
 * as the due-task notices (the page on open, on a change of the tasks and on becoming visible; the
 * service worker when it wakes), so it comes at the first of them after that time: a browser
 * wakes an installed app's worker when it chooses, never at a set minute. Nothing changed, nothing
 * shown; the day is taken either way. It reads only IndexedDB, so it works offline.
 */
import en from '../../../locales/en/health-watch.json';
import bg from '../../../locales/bg/health-watch.json';
import insightsEn from '../../../locales/en/insights.json';
import insightsBg from '../../../locales/bg/insights.json';
import { statusChanges, type StatusChange } from '../../../shared/health/changes';
import { animalStatus } from '../../../shared/health/status';
import { findingSentence, interpolatingT } from '../../../shared/insights/text';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { UserDb } from '../db/database';
import { insightInputOf, readGroupedRows, rowsOf } from '../health/status-input';
import type { Notice } from './notice-text';
import { claimHealthDay, readHealthNotice, releaseHealthDay } from './notices-store';
import type { NoticeEnv } from './announce-due';

/** Where a click on the health notice leads: the dashboard, its "needs attention" panel on top. */
export const HEALTH_NOTICE_URL = '/dashboard';
/** Animals named in the notice's body; the rest are counted. */
export const HEALTH_NOTICE_LINES = 5;

const TEXTS = { en: { watch: en, insights: insightsEn }, bg: { watch: bg, insights: insightsBg } } as const;

/** Minutes past midnight of 'HH:MM'. */
const minutesOf = (time: string): number => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};

/** The notice's words for these changes, in the keeper's language. */
export function healthNoticeText(changes: readonly StatusChange[], language: string): Notice {
  const lng = language === 'bg' ? 'bg' : 'en';
  const t = interpolatingT(TEXTS[lng].watch as Record<string, unknown>, lng);
  const ti = interpolatingT(TEXTS[lng].insights as Record<string, unknown>, lng);
  const lines = changes.slice(0, HEALTH_NOTICE_LINES).map((c) => {
    const name = c.name;
    if (c.state === 'ok') return t('notice.backToOk', { name });
    const state = t(`state.${c.state}`, {});
    return c.reason ? t('notice.lineWithReason', { name, state, reason: findingSentence(c.reason, ti, { lng }) }) : t('notice.line', { name, state });
  });
  const more = changes.length - lines.length;
  if (more > 0) lines.push(t('notice.more', { count: more }));
  return { title: t('notice.title', { count: changes.length }), body: lines.join('\n'), tag: 'health-daily', ids: changes.map((c) => c.id), url: HEALTH_NOTICE_URL };
}

/** One pass: gives today's notice when it is on, its time has come and it was not given yet. Answers whether one was shown. */
export async function announceHealth(db: UserDb, env: Pick<NoticeEnv, 'now' | 'language' | 'canNotify' | 'show'>): Promise<boolean> {
  if (!env.canNotify) return false;
  const setting = await readHealthNotice(db.userId);
  const today = todayIn(env.now);
  if (!setting?.time || setting.day === today) return false;
  const clock = new Date(env.now);
  if (clock.getHours() * 60 + clock.getMinutes() < minutesOf(setting.time)) return false;

  const reptiles = (await db.reptiles.toArray()).filter((r) => !r.deleted && !r.transferredAt);
  const grouped = await readGroupedRows(db, today);
  const now = reptiles.map((r) => {
    const status = animalStatus(insightInputOf(r, rowsOf(grouped, r.id)), today);
    return { id: r.id, name: r.name, state: status.state, reason: status.reasons[0] ?? null };
  });
  const changes = statusChanges(setting.states, now);
  if (!(await claimHealthDay(db.userId, today, Object.fromEntries(now.map((s) => [s.id, s.state]))))) return false;
  if (changes.length === 0) return false;
  try {
    await env.show(healthNoticeText(changes, env.language));
    return true;
  } catch {
    await releaseHealthDay(db.userId, today, setting).catch(() => undefined);
    return false;
  }
}
