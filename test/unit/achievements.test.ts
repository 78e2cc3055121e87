import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACHIEVEMENTS, ACHIEVEMENT_CATEGORIES, ACHIEVEMENT_IDS, AchievementIdSchema, achievementById, type Achievement, type AchievementId } from '../../shared/achievements/catalogue';
import { ZERO_COUNTERS, type AchievementCounters } from '../../shared/achievements/counters';
import { lockedProgress, newlyEarned } from '../../shared/achievements/evaluate';
import { loggingStreaks } from '../../shared/achievements/streak';
import { achievementKey, ledgerKindOf } from '../../shared/coins/ledger-key';
import { addDays, fromEpochDay, toEpochDay } from '../../shared/rules/calendar-date';
import { localeTexts } from '../helpers/issues';

const counters = (some: Partial<AchievementCounters>): AchievementCounters => ({ ...ZERO_COUNTERS, ...some });
const ids = (list: readonly Achievement[]) => list.map((a) => a.id);
const nonMeta = ACHIEVEMENTS.filter((a) => a.rule.counter !== 'achievements').map((a) => a.id);
/** Counters that qualify for every non-meta achievement. */
const EVERYTHING = counters({
  logins: 1, reptiles: 10, logs: 1000, feedings: 100, sheds: 5, maxGrowthLogsOfOneReptile: 5, events: 10, healthLogs: 1,
  clutches: 1, hatchings: 1, collections: 1, contestEntries: 1, ocrImports: 1, longestStreakDays: 30,
});

describe('achievement catalogue', () => {
  it('has at least 18 achievements with unique ids that make valid ledger keys', () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(18);
    expect(new Set(ACHIEVEMENT_IDS).size).toBe(ACHIEVEMENTS.length);
    for (const id of ACHIEVEMENT_IDS) expect(ledgerKindOf(achievementKey(id)), id).toBe('achievement');
    expect(AchievementIdSchema.safeParse('feedings10').success).toBe(true);
    expect(AchievementIdSchema.safeParse('feedings11').success).toBe(false);
  });

  // Spec section 9's thresholds, and the issue's additions.
  it.each<[AchievementId, string, number | 'allOthers']>([
    ['firstLogin', 'logins', 1],
    ['feedings10', 'feedings', 10],
    ['sheds5', 'sheds', 5],
    ['growth5OneReptile', 'maxGrowthLogsOfOneReptile', 5],
    ['events10', 'events', 10],
    ['logs100', 'logs', 100],
    ['reptiles10', 'reptiles', 10],
    ['badgeCollector', 'achievements', 5],
    ['achievementHunter', 'achievements', 12],
    ['completionist', 'achievements', 'allOthers'],
    ['firstReptile', 'reptiles', 1],
    ['firstClutch', 'clutches', 1],
    ['firstHatchling', 'hatchings', 1],
    ['streak30', 'longestStreakDays', 30],
    ['firstCollection', 'collections', 1],
    ['firstContestEntry', 'contestEntries', 1],
    ['firstOcrImport', 'ocrImports', 1],
  ])('%s needs %s >= %j', (id, counter, atLeast) => {
    expect(achievementById(id)?.rule).toEqual({ counter, atLeast });
  });

  it('gives each a category, a positive whole reward, and a meta category to every badge-count rule', () => {
    for (const a of ACHIEVEMENTS) {
      expect(ACHIEVEMENT_CATEGORIES, a.id).toContain(a.category);
      expect(Number.isSafeInteger(a.reward) && a.reward > 0, a.id).toBe(true);
      if (a.rule.counter === 'achievements') expect(a.category, a.id).toBe('meta');
      if (typeof a.rule.atLeast === 'number') expect(a.rule.atLeast, a.id).toBeGreaterThanOrEqual(1);
    }
    expect(ACHIEVEMENTS.filter((a) => a.rule.atLeast === 'allOthers').map((a) => a.id)).toEqual(['completionist']);
  });

  it('is translated in en and bg; descriptions show the target where there is one to show', () => {
    for (const lng of ['en', 'bg']) {
      const texts = localeTexts('achievements', lng);
      for (const a of ACHIEVEMENTS) {
        expect(texts.get(a.nameKey), `${lng} ${a.nameKey}`).toBeTruthy();
        const description = texts.get(a.descriptionKey) ?? '';
        expect(description, `${lng} ${a.descriptionKey}`).toBeTruthy();
        expect(description.includes('{{target}}'), `${lng} ${a.descriptionKey}`).toBe(a.rule.atLeast !== 1);
      }
      for (const c of ACHIEVEMENT_CATEGORIES) expect(texts.get(`categories.${c}`), `${lng} ${c}`).toBeTruthy();
    }
  });
});

describe('newlyEarned', () => {
  it.each<[string, Partial<AchievementCounters>, string[], AchievementId[]]>([
    ['nothing done', {}, [], []],
    ['first sign-in', { logins: 1 }, [], ['firstLogin']],
    ['9 feedings', { feedings: 9, logs: 9 }, ['firstLog'], []],
    ['the 10th feeding', { feedings: 10, logs: 10 }, ['firstLog'], ['feedings10']],
    ['the 10th feeding, already awarded', { feedings: 10, logs: 10 }, ['firstLog', 'feedings10'], []],
    ['11 feedings after deleting and re-adding the 10th', { feedings: 11, logs: 11 }, ['firstLog', 'feedings10'], []],
    ['a first log that is a feeding', { feedings: 1, logs: 1 }, [], ['firstLog']],
    ['4 growth logs for each of 3 reptiles', { maxGrowthLogsOfOneReptile: 4, logs: 12 }, ['firstLog'], []],
    ['5 growth logs for one reptile', { maxGrowthLogsOfOneReptile: 5, logs: 5 }, ['firstLog'], ['growth5OneReptile']],
    ['a 29-day streak', { longestStreakDays: 29, logs: 29 }, ['firstLog', 'streak7'], []],
    ['a 30-day streak', { longestStreakDays: 30, logs: 30 }, ['firstLog', 'streak7'], ['streak30']],
    ['a 30-day streak in one step (a week offline)', { longestStreakDays: 30, logs: 30 }, ['firstLog'], ['streak7', 'streak30']],
    ['100 logs', { logs: 100 }, ['firstLog'], ['logs100']],
    ['9 reptiles', { reptiles: 9 }, ['firstReptile'], []],
    ['10 reptiles', { reptiles: 10 }, ['firstReptile'], ['reptiles10']],
  ])('%s', (_, some, earned, want) => {
    expect(ids(newlyEarned(counters(some), earned))).toEqual(want);
  });

  it('awards badge collector with the 5th achievement, in the same step', () => {
    const four = ['firstLogin', 'firstReptile', 'firstLog', 'feedings10'];
    expect(ids(newlyEarned(counters({ logins: 1, reptiles: 1, logs: 10, feedings: 10 }), four))).toEqual([]);
    expect(ids(newlyEarned(counters({ logins: 1, reptiles: 1, logs: 10, feedings: 10, sheds: 5 }), four))).toEqual(['sheds5', 'badgeCollector']);
  });

  it('awards achievement hunter when the 12th is earned in one step', () => {
    const eleven = ['firstLogin', 'firstReptile', 'firstLog', 'feedings10', 'sheds5', 'events10', 'firstHealthLog', 'streak7', 'firstOcrImport', 'firstCollection', 'badgeCollector'];
    const c = counters({ logins: 1, reptiles: 1, logs: 30, feedings: 10, sheds: 5, events: 10, healthLogs: 1, longestStreakDays: 7, ocrImports: 1, collections: 1 });
    expect(ids(newlyEarned(c, eleven))).toEqual([]);
    expect(ids(newlyEarned({ ...c, contestEntries: 1 }, eleven))).toEqual(['firstContestEntry', 'achievementHunter']);
  });

  it('chains: the 11th earns badge collector as the 12th, which earns achievement hunter as the 13th', () => {
    const ten = ['firstLogin', 'firstReptile', 'firstLog', 'feedings10', 'sheds5', 'events10', 'firstHealthLog', 'streak7', 'firstOcrImport', 'firstCollection'];
    const c = counters({ logins: 1, reptiles: 1, logs: 30, feedings: 10, sheds: 5, events: 10, healthLogs: 1, longestStreakDays: 7, ocrImports: 1, collections: 1, contestEntries: 1 });
    expect(ids(newlyEarned(c, ten))).toEqual(['firstContestEntry', 'badgeCollector', 'achievementHunter']);
  });

  it('awards completionist with the last of the others', () => {
    const allButCompletionist = ACHIEVEMENT_IDS.filter((id) => id !== 'completionist');
    const allButHatchling = allButCompletionist.filter((id) => id !== 'firstHatchling');
    expect(ids(newlyEarned({ ...EVERYTHING, hatchings: 0 }, allButHatchling))).toEqual([]);
    expect(ids(newlyEarned(EVERYTHING, allButHatchling))).toEqual(['firstHatchling', 'completionist']);
    expect(ids(newlyEarned(EVERYTHING, ACHIEVEMENT_IDS))).toEqual([]);
  });

  it('earns the whole catalogue in one step (a backfill of a long-time keeper)', () => {
    expect(ids(newlyEarned(EVERYTHING, []))).toEqual([...ACHIEVEMENT_IDS]);
    expect(ids(newlyEarned(EVERYTHING, nonMeta))).toEqual(['badgeCollector', 'achievementHunter', 'completionist']);
  });

  it('does not depend on the catalogue listing meta achievements in ascending order', () => {
    const reversed = [...ACHIEVEMENTS].reverse();
    expect(ids(newlyEarned(EVERYTHING, [], reversed)).sort()).toEqual([...ACHIEVEMENT_IDS].sort());
    expect(ids(newlyEarned(EVERYTHING, nonMeta, reversed))).toEqual(['completionist', 'achievementHunter', 'badgeCollector']);
  });

  it('counts only ids the catalogue knows towards the meta achievements', () => {
    const four = ['firstLogin', 'firstReptile', 'firstLog', 'feedings10'];
    const c = counters({ logins: 1, reptiles: 1, logs: 10, feedings: 10 });
    expect(ids(newlyEarned(c, [...four, 'retiredBadge', 'anotherOne']))).toEqual([]);
  });

  it('reads "completionist" against the catalogue it is given, so it grows with the catalogue', () => {
    const small = ACHIEVEMENTS.filter((a) => ['firstLogin', 'firstReptile', 'completionist'].includes(a.id));
    expect(ids(newlyEarned(counters({ logins: 1 }), [], small))).toEqual(['firstLogin']);
    expect(ids(newlyEarned(counters({ logins: 1, reptiles: 1 }), [], small))).toEqual(['firstReptile', 'firstLogin', 'completionist']);
  });

  it('never returns an id twice, never one already held, and is stable once applied', () => {
    const counterArb = fc.record(Object.fromEntries(Object.keys(ZERO_COUNTERS).map((k) => [k, fc.integer({ min: 0, max: 1200 })])) as { [K in keyof AchievementCounters]: fc.Arbitrary<number> });
    fc.assert(fc.property(counterArb, fc.subarray([...ACHIEVEMENT_IDS]), (c, held) => {
      const fresh = ids(newlyEarned(c, held));
      const after = [...held, ...fresh];
      return new Set(fresh).size === fresh.length && fresh.every((id) => !held.includes(id)) && newlyEarned(c, after).length === 0;
    }));
  });
});

describe('lockedProgress', () => {
  const progressOf = (id: AchievementId, some: Partial<AchievementCounters>, earned: string[] = []) =>
    lockedProgress(counters(some), earned).find((p) => p.id === id);

  it.each<[AchievementId, Partial<AchievementCounters>, string[], { current: number; target: number } | undefined]>([
    ['feedings10', { feedings: 7 }, [], { current: 7, target: 10 }],
    ['feedings10', { feedings: 0 }, [], { current: 0, target: 10 }],
    ['feedings10', { feedings: 14 }, [], { current: 10, target: 10 }],
    ['feedings10', { feedings: 14 }, ['feedings10'], undefined],
    ['growth5OneReptile', { maxGrowthLogsOfOneReptile: 3 }, [], { current: 3, target: 5 }],
    ['streak30', { longestStreakDays: 12 }, [], { current: 12, target: 30 }],
    ['badgeCollector', {}, ['firstLogin', 'firstLog', 'unknownOld'], { current: 2, target: 5 }],
    ['achievementHunter', {}, ['firstLogin', 'firstLog', 'badgeCollector'], { current: 3, target: 12 }],
    ['completionist', {}, ['firstLogin', 'firstLog'], { current: 2, target: ACHIEVEMENTS.length - 1 }],
  ])('%s with %j, holding %j: %j', (id, some, earned, want) => {
    const got = progressOf(id, some, earned);
    expect(got === undefined ? undefined : { current: got.current, target: got.target }).toEqual(want);
  });

  it('lists exactly the locked achievements, in catalogue order', () => {
    const earned = ['firstLogin', 'sheds5'];
    expect(lockedProgress(ZERO_COUNTERS, earned).map((p) => p.id)).toEqual(ACHIEVEMENT_IDS.filter((id) => !earned.includes(id)));
    expect(lockedProgress(EVERYTHING, ACHIEVEMENT_IDS)).toEqual([]);
  });
});

describe('loggingStreaks', () => {
  it.each<[string, string[], string, number, number]>([
    ['no logs', [], '2024-03-10', 0, 0],
    ['one log today', ['2024-03-10'], '2024-03-10', 1, 1],
    ['one log yesterday (today not logged yet)', ['2024-03-09'], '2024-03-10', 1, 1],
    ['last log two days ago', ['2024-03-08'], '2024-03-10', 1, 0],
    ['three days in a row', ['2024-03-08', '2024-03-09', '2024-03-10'], '2024-03-10', 3, 3],
    ['duplicates on one day count once', ['2024-03-09', '2024-03-09', '2024-03-10', '2024-03-10', '2024-03-10'], '2024-03-10', 2, 2],
    ['order does not matter', ['2024-03-10', '2024-03-08', '2024-03-09'], '2024-03-10', 3, 3],
    ['a gap breaks the run', ['2024-03-01', '2024-03-02', '2024-03-03', '2024-03-05', '2024-03-06'], '2024-03-06', 3, 2],
    ['the longest run may be in the past', ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-03-09', '2024-03-10'], '2024-03-10', 4, 2],
    ['across a leap day', ['2024-02-28', '2024-02-29', '2024-03-01'], '2024-03-01', 3, 3],
    ['Feb 28 to Mar 1 in a common year', ['2023-02-28', '2023-03-01'], '2023-03-01', 2, 2],
    ['Feb 28 to Mar 1 in a leap year is a gap', ['2024-02-28', '2024-03-01'], '2024-03-01', 1, 1],
    ['across a year end', ['2024-12-30', '2024-12-31', '2025-01-01'], '2025-01-02', 3, 3],
    ['dates after today count for nothing', ['2024-03-10', '2024-03-11', '2024-03-12'], '2024-03-10', 1, 1],
    ['a malformed date counts for nothing', ['2024-03-09', 'not a date', '2024-03-10'], '2024-03-10', 2, 2],
  ])('%s', (_, dates, today, longest, current) => {
    expect(loggingStreaks(dates, today)).toEqual({ longest, current });
  });

  it('counts a 30-day run, and not a 29-day one, towards the 30-day achievement', () => {
    const run = (n: number) => Array.from({ length: n }, (_, i) => addDays('2024-02-01', i));
    expect(loggingStreaks(run(30), '2024-03-01')).toEqual({ longest: 30, current: 30 });
    expect(loggingStreaks(run(29), '2024-03-01')).toEqual({ longest: 29, current: 29 });
  });

  it('agrees with counting distinct days: current <= longest <= distinct days, and shuffling changes nothing', () => {
    const day = fc.integer({ min: toEpochDay('2024-01-01'), max: toEpochDay('2024-03-31') }).map(fromEpochDay);
    fc.assert(fc.property(fc.array(day, { maxLength: 60 }), (dates) => {
      const today = '2024-03-31';
      const s = loggingStreaks(dates, today);
      const reversed = loggingStreaks([...dates].reverse(), today);
      return s.current <= s.longest && s.longest <= new Set(dates).size && s.longest === reversed.longest && s.current === reversed.current
        && (dates.length === 0) === (s.longest === 0);
    }));
  });
});
