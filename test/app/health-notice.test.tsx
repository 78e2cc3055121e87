/**
 * The daily health notice (issue 29) over a real local database: off until the keeper turns it
 * on; not before the time picked; then once a day, naming the animals whose status changed since
 * the last one (the first names every animal that is not simply OK), with its reason; nothing
 * changed, nothing shown; a notice the browser refused is tried again; the words in Bulgarian.
 */
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { statusChanges } from '../../shared/health/changes';
import { addDays } from '../../shared/rules/calendar-date';
import { announceHealth } from '../../app/lib/due-notices/health-notice';
import type { Notice } from '../../app/lib/due-notices/notice-text';
import { forgetUser, readHealthNotice, setHealthNoticeTime } from '../../app/lib/due-notices/notices-store';
import { endSession } from '../../app/lib/session';
import type { LocalLog, UserDb } from '../../app/lib/db';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

/** Noon and the evening of a day, on the device's clock. */
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:30:00`).getTime();
const DAY = '2026-03-10';

function feeding(db: UserDb, reptileId: string, date: string, outcome: 'ate' | 'refused' = 'ate'): LocalLog<'feedingLogs'> {
  return { id: uuidv7(), userId: db.userId, reptileId, date, outcome, notes: null, version: 1, updatedAt: 1, deleted: false,
    source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] } };
}

function env(now: number, language = 'en', fail = false) {
  const shown: Notice[] = [];
  return { shown, e: { now, language, canNotify: true, show: async (n: Notice) => { if (fail) throw new Error('refused'); shown.push(n); } } };
}

/** Nagini ate weekly and then refused three meals over five weeks; Rex eats weekly. */
async function keeper() {
  const db = signInKeeper();
  await forgetUser(db.userId);
  const nagini = syncedReptile(db, { name: 'Nagini' });
  const rex = syncedReptile(db, { name: 'Rex' });
  await db.reptiles.bulkPut([nagini, rex]);
  await db.feedingLogs.bulkPut([
    ...[70, 63, 56].map((d) => feeding(db, nagini.id, addDays(DAY, -d))),
    ...[35, 21, 7].map((d) => feeding(db, nagini.id, addDays(DAY, -d), 'refused')),
    ...[21, 14, 7, 1].map((d) => feeding(db, rex.id, addDays(DAY, -d))),
  ]);
  return { db, nagini, rex };
}

describe('the daily health notice', () => {
  it('is off until turned on, waits for its time, then says what changed once a day', async () => {
    const { db, nagini } = await keeper();
    expect(await announceHealth(db, env(at(DAY, 20)).e)).toBe(false);

    await setHealthNoticeTime(db.userId, '19:00');
    const early = env(at(DAY, 12));
    expect(await announceHealth(db, early.e)).toBe(false);
    expect(early.shown).toEqual([]);

    const evening = env(at(DAY, 19));
    expect(await announceHealth(db, evening.e)).toBe(true);
    expect(evening.shown).toHaveLength(1);
    expect(evening.shown[0]?.title).toBe('Health: 1 change');
    expect(evening.shown[0]?.body).toMatch(/^Nagini: Needs attention\. Has not eaten for 56 days/);
    expect(evening.shown[0]?.url).toBe('/dashboard');
    // The page and the worker both run: the day's notice is given once.
    expect(await announceHealth(db, env(at(DAY, 21)).e)).toBe(false);

    // The next evening nothing changed: nothing shown, the day taken.
    const quiet = env(at(addDays(DAY, 1), 20));
    expect(await announceHealth(db, quiet.e)).toBe(false);
    expect(quiet.shown).toEqual([]);
    expect((await readHealthNotice(db.userId))?.day).toBe(addDays(DAY, 1));

    // Put into brumation: the day after, she is back to OK.
    await db.careModes.put({ id: uuidv7(), userId: db.userId, reptileId: nagini.id, mode: 'brumation', startDate: addDays(DAY, 1), plannedEnd: null, quarantineDays: null,
      endDate: null, checks: null, notes: null, authorId: null, version: 1, updatedAt: 1, deleted: false });
    const better = env(at(addDays(DAY, 2), 19), 'bg');
    expect(await announceHealth(db, better.e)).toBe(true);
    expect(better.shown.map((n) => [n.title, n.body])).toEqual([['Здраве: 1 промяна', 'Nagini: отново добре']]);
  });

  it('a notice the browser refused is tried again on the next run, against the same states', async () => {
    const { db } = await keeper();
    await setHealthNoticeTime(db.userId, '07:00');
    expect(await announceHealth(db, env(at(DAY, 8), 'en', true).e)).toBe(false);
    expect((await readHealthNotice(db.userId))?.day).toBeNull();
    const again = env(at(DAY, 9));
    expect(await announceHealth(db, again.e)).toBe(true);
    expect(again.shown[0]?.body).toMatch(/^Nagini: Needs attention/);
  });

  it('says nothing without permission, and turned off it stays quiet', async () => {
    const { db } = await keeper();
    await setHealthNoticeTime(db.userId, '07:00');
    expect(await announceHealth(db, { ...env(at(DAY, 8)).e, canNotify: false })).toBe(false);
    await setHealthNoticeTime(db.userId, null);
    expect(await announceHealth(db, env(at(DAY, 8)).e)).toBe(false);
  });
});

describe('what changed', () => {
  const s = (id: string, state: 'ok' | 'watch' | 'attention') => ({ id, name: id, state, reason: null });
  it('the first time: every animal not simply OK, needs attention first', () => {
    expect(statusChanges(null, [s('b', 'watch'), s('a', 'ok'), s('c', 'attention')]).map((c) => [c.id, c.from, c.state])).toEqual([['c', null, 'attention'], ['b', null, 'watch']]);
  });
  it('then: only the animals whose state moved; a new animal counts as having been OK', () => {
    expect(statusChanges({ a: 'attention', b: 'watch' }, [s('a', 'ok'), s('b', 'watch'), s('n', 'watch')]).map((c) => [c.id, c.from, c.state]))
      .toEqual([['n', 'ok', 'watch'], ['a', 'attention', 'ok']]);
  });
});
