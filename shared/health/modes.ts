/**
 * Care modes on a day (issue 29; decision 0036): which of an animal's modes hold, and what they
 * change in the reading of its logs. One place, read by the analysis (insights/analyze.ts), the
 * feeding rhythm on the device and the reminders.
 *
 * - Brumation holds from its start until it is ended (a planned end is a plan, not an end: an
 *   animal still cool past it is still in brumation until the keeper says otherwise).
 * - Gravid holds from its start until it is ended or until the female lays (a breeding log
 *   `laying` on or after its start); then the post-lay recovery holds for POST_LAY_DAYS.
 * - Quarantine holds until it is released (with its checklist); past its planned length it
 *   still holds and asks for the checklist.
 */
import { addDays, daysBetween } from '../rules/calendar-date';
import { speciesRow } from '../rules/species-match';
import type { InsightInput, ModeSpan } from '../insights/types';
import { QUARANTINE_DAYS } from './care-constants';

/** After a laying, the weight is watched against the weight she laid at, for this many days. */
export const POST_LAY_DAYS = 30;

/**
 * The weight a species group may lose over a brumation before it is watched or an alert (of the
 * weight at its start, or 90 days back). Keepers' care sheets give about 1 % a month for
 * tortoises (10 % over a winter is the usual alarm) and up to 10 % for snakes and lizards.
 */
export const BRUMATION_RULES = [
  { group: 'tortoise', aliases: [['testudo'], ['tortoise'], ['костенурк']], watch: 0.05, alert: 0.1 },
  { group: 'lizard', aliases: [['dragon'], ['pogona'], ['gecko'], ['uromastyx'], ['skink'], ['tiliqua'], ['агам'], ['дракон'], ['гекон'], ['гущер'], ['сцинк']], watch: 0.08, alert: 0.12 },
  { group: 'snake', aliases: [['snake'], ['python'], ['boa'], ['pantherophis'], ['lampropeltis'], ['змия'], ['смок'], ['питон'], ['боа']], watch: 0.1, alert: 0.15 },
] as const;
export type BrumationGroup = (typeof BRUMATION_RULES)[number]['group'];
/** A species no row names is held to the snakes' rule, the one most keepers brumate. */
export const brumationRule = (species: string) => speciesRow(BRUMATION_RULES, species) ?? BRUMATION_RULES[2];

/** From its start day until the day it ended, that day excluded: a quarantine released today is over today. */
const holds = (m: ModeSpan, today: string) => m.startDate <= today && (m.endDate === null || m.endDate > today);

/** The first laying on or after `from` (and not after `today`). */
function layingSince(input: Pick<InsightInput, 'breeding'>, from: string, today: string): string | null {
  return input.breeding.filter((b) => b.eventType === 'laying' && b.date >= from && b.date <= today)
    .reduce<string | null>((first, b) => (first === null || b.date < first ? b.date : first), null);
}

export interface ActiveModes {
  brumation: ModeSpan | null;
  /** Gravid and not yet laid. */
  gravid: ModeSpan | null;
  /** The day she laid, while the recovery lasts. */
  postLay: { laidDate: string; untilDate: string } | null;
  quarantine: (ModeSpan & { releaseDate: string; dayNumber: number }) | null;
}

/** The modes holding on `today`: the latest-started of each kind. */
export function activeModes(input: Pick<InsightInput, 'modes' | 'breeding'>, today: string): ActiveModes {
  const modes = [...(input.modes ?? [])].sort((a, b) => (a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : 0));
  const latest = (kind: ModeSpan['mode']) => modes.find((m) => m.mode === kind && holds(m, today)) ?? null;
  const brumation = latest('brumation');
  let gravid = latest('gravid');
  let postLay: ActiveModes['postLay'] = null;
  // A laying ends a gravid mode (ended or not) and starts the recovery.
  for (const g of modes.filter((m) => m.mode === 'gravid' && m.startDate <= today)) {
    const laid = layingSince(input, g.startDate, g.endDate ?? today);
    if (!laid) continue;
    if (gravid === g) gravid = null;
    const untilDate = addDays(laid, POST_LAY_DAYS);
    if (today <= untilDate && (!postLay || laid > postLay.laidDate)) postLay = { laidDate: laid, untilDate };
  }
  const q = latest('quarantine');
  const quarantine = q ? { ...q, releaseDate: addDays(q.startDate, q.quarantineDays ?? QUARANTINE_DAYS.default), dayNumber: daysBetween(q.startDate, today) + 1 } : null;
  return { brumation, gravid, postLay, quarantine };
}

/** Brumation's pause of the feeding rhythm: in the shape of the reptile's own pause (rules/feeding-rhythm.ts). */
export function brumationPause(input: Pick<InsightInput, 'modes' | 'breeding'>, today: string): { feedingPaused: boolean; feedingPausedUntil: string | null } | null {
  const b = activeModes(input, today).brumation;
  return b ? { feedingPaused: true, feedingPausedUntil: b.endDate } : null;
}

/**
 * The animals whose feeding reminders pause today: those in brumation (issue 29). A feeding task
 * of theirs is neither due, nor counted on the badge, nor announced, until the brumation ends.
 */
export function brumatingOn(modes: Iterable<ModeSpan & { reptileId: string; deleted?: boolean }>, today: string): Set<string> {
  const out = new Set<string>();
  for (const m of modes) if (!m.deleted && m.mode === 'brumation' && holds(m, today)) out.add(m.reptileId);
  return out;
}

/** Whether a task pauses for a brumating animal: a feeding task for one of `brumating`. */
export const pausedForBrumation = (task: { taskType: string; reptileId?: string | null }, brumating: ReadonlySet<string>): boolean =>
  task.taskType === 'feeding' && task.reptileId != null && brumating.has(task.reptileId);

/** The animals in quarantine today (issue 29): their tasks come last, so they are fed and cleaned last. */
export function quarantinedOn(modes: Iterable<ModeSpan & { reptileId: string; deleted?: boolean }>, today: string): Set<string> {
  const out = new Set<string>();
  for (const m of modes) if (!m.deleted && m.mode === 'quarantine' && holds(m, today)) out.add(m.reptileId);
  return out;
}
