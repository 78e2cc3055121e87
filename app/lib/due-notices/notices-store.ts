/**
 * What the due-task notifier remembers between runs, in its own small IndexedDB database
 * (`herptrack-notices`) because both the page and the service worker must read it and the worker
 * has no localStorage:
 * - `notified`: per user, the tasks already announced today (at most one notification per task
 *   per day, whichever of page or worker shows it first);
 * - `active`: the user whose database the worker should look at when it wakes, and their
 *   language. Written by the page while someone is signed in; removed at sign-out along with
 *   that user's record, so nothing about a signed-out keeper stays behind;
 * - `health`: per user, the daily health notice (issue 29): the time of day the keeper picked
 *   (null: off), the day it was last given and each animal's state then, to say what changed;
 * - `care`: per user, what the enclosures' notice has announced (issue 28): a cleaning or a
 *   replacement is announced once, not every day it stays due (the dashboard and the rack view
 *   keep showing it).
 */
import { Dexie, type EntityTable } from 'dexie';
import type { NotifiedDay } from './due-notices';
import type { HealthState } from '../../../shared/health/status';

export interface NotifiedEntry extends NotifiedDay { userId: string }
export interface ActiveEntry { key: 'active'; userId: string; language: string }
export interface HealthEntry {
  userId: string;
  /** 'HH:MM' on the device's clock; null: off. */
  time: string | null;
  /** The day the notice was last given (or found nothing to say). */
  day: string | null;
  states: Record<string, HealthState> | null;
}

export interface CareEntry { userId: string; keys: string[] }

class NoticesDb extends Dexie {
  notified!: EntityTable<NotifiedEntry, 'userId'>;
  state!: EntityTable<ActiveEntry, 'key'>;
  health!: EntityTable<HealthEntry, 'userId'>;
  care!: EntityTable<CareEntry, 'userId'>;
  constructor() {
    super('herptrack-notices');
    this.version(1).stores({ notified: 'userId', state: 'key' });
    this.version(2).stores({ notified: 'userId', state: 'key', health: 'userId' });
    this.version(3).stores({ notified: 'userId', state: 'key', health: 'userId', care: 'userId' });
  }
}

let db: NoticesDb | null = null;
const notices = () => (db ??= new NoticesDb());

export async function readNotified(userId: string): Promise<NotifiedDay | null> {
  const entry = await notices().notified.get(userId);
  return entry ? { day: entry.day, ids: entry.ids } : null;
}

/** Records announced ids inside one transaction, so a page and the worker racing do not lose each other's ids. */
export async function claimToNotify(userId: string, pick: (notified: NotifiedDay | null) => { ids: string[]; next: NotifiedDay }): Promise<string[]> {
  const d = notices();
  return d.transaction('rw', d.notified, async () => {
    const entry = await d.notified.get(userId);
    const { ids, next } = pick(entry ? { day: entry.day, ids: entry.ids } : null);
    if (ids.length > 0) await d.notified.put({ userId, ...next });
    return ids;
  });
}

/** Forgets that `ids` were announced on `day` (their notification could not be shown). */
export async function releaseNotified(userId: string, day: string, ids: readonly string[]): Promise<void> {
  const d = notices();
  await d.transaction('rw', d.notified, async () => {
    const entry = await d.notified.get(userId);
    if (!entry || entry.day !== day) return;
    const drop = new Set(ids);
    await d.notified.put({ ...entry, ids: entry.ids.filter((id) => !drop.has(id)) });
  });
}

export async function setActiveUser(userId: string, language: string): Promise<void> {
  await notices().state.put({ key: 'active', userId, language });
}

export const activeUser = async (): Promise<ActiveEntry | null> => (await notices().state.get('active')) ?? null;

export async function forgetUser(userId: string): Promise<void> {
  const d = notices();
  await d.transaction('rw', [d.notified, d.state, d.health, d.care], async () => {
    await d.notified.delete(userId);
    await d.health.delete(userId);
    await d.care.delete(userId);
    if ((await d.state.get('active'))?.userId === userId) await d.state.delete('active');
  });
}

export const readHealthNotice = async (userId: string): Promise<HealthEntry | null> => (await notices().health.get(userId)) ?? null;

/** Turns the daily health notice on at `time` ('HH:MM'), or off (null); what it remembers stays. */
export async function setHealthNoticeTime(userId: string, time: string | null): Promise<void> {
  const d = notices();
  await d.transaction('rw', d.health, async () => {
    const entry = await d.health.get(userId);
    await d.health.put({ userId, day: entry?.day ?? null, states: entry?.states ?? null, time });
  });
}

/**
 * Takes `day`'s notice for this user (the page and the worker may both try): true when it was not
 * given yet today, and the states are recorded as given; false when another run took it first.
 */
export async function claimHealthDay(userId: string, day: string, states: Record<string, HealthState>): Promise<boolean> {
  const d = notices();
  return d.transaction('rw', d.health, async () => {
    const entry = await d.health.get(userId);
    if (!entry?.time || entry.day === day) return false;
    await d.health.put({ ...entry, day, states });
    return true;
  });
}

/** Gives a claimed day back (its notice could not be shown): the next run tries again, against the old states. */
export async function releaseHealthDay(userId: string, day: string, before: HealthEntry): Promise<void> {
  const d = notices();
  await d.transaction('rw', d.health, async () => {
    const entry = await d.health.get(userId);
    if (entry?.day === day) await d.health.put({ ...entry, day: before.day, states: before.states });
  });
}

/**
 * Takes the enclosure-care items of `current` not announced yet (the page and the worker may both
 * try), and keeps only `current`'s keys: an item no longer due is forgotten, so it is announced
 * again when it comes round next time (its key names its due day).
 */
export async function claimCare(userId: string, current: readonly string[]): Promise<string[]> {
  const d = notices();
  return d.transaction('rw', d.care, async () => {
    const seen = new Set((await d.care.get(userId))?.keys ?? []);
    const fresh = current.filter((k) => !seen.has(k));
    await d.care.put({ userId, keys: [...new Set(current)] });
    return fresh;
  });
}

/** Gives claimed keys back (their notice could not be shown): the next run tries again. */
export async function releaseCare(userId: string, keys: readonly string[]): Promise<void> {
  const d = notices();
  await d.transaction('rw', d.care, async () => {
    const entry = await d.care.get(userId);
    if (!entry) return;
    const drop = new Set(keys);
    await d.care.put({ userId, keys: entry.keys.filter((k) => !drop.has(k)) });
  });
}
