/**
 * The feeding rhythm: defaults by species and age with the keeper's interval winning, the status
 * on each side of the due and overdue days, refusal streaks, long fasts and pauses.
 */
import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../shared/rules/calendar-date';
import {
  LONG_FAST_MIN_DAYS, byUrgency, expectedInterval, feedingRhythm, isPaused, lifeStageOf, needsMeal, refusalStreak, rhythmRowFor, type FeedingEvent, type RhythmReptile, mealsOn,
} from '../../shared/rules/feeding-rhythm';

const TODAY = '2026-11-27';
const ago = (days: number) => addDays(TODAY, -days);
const ate = (daysAgo: number): FeedingEvent => ({ date: ago(daysAgo), outcome: 'ate' });
const refused = (daysAgo: number): FeedingEvent => ({ date: ago(daysAgo), outcome: 'refused' });
/** A hatch date that makes the animal this many whole months old today. */
const monthsOld = (months: number) => addMonths(TODAY, -months);

describe('species rows', () => {
  it.each([
    ['Ball python', 'ballPython'], ['Python regius (pastel)', 'ballPython'], ['Кралски питон', 'ballPython'], ['royal python', 'ballPython'],
    ['Leopard gecko', 'leopardGecko'], ['Eublepharis macularius', 'leopardGecko'], ['Леопардов гекон', 'leopardGecko'],
    ['Corn snake', 'cornSnake'], ['Pantherophis guttatus', 'cornSnake'], ['Маисова змия', 'cornSnake'],
    ['Bearded dragon', 'beardedDragon'], ['Pogona vitticeps', 'beardedDragon'], ['Брадата агама', 'beardedDragon'],
    ['Crested gecko', 'crestedGecko'], ['Correlophus ciliatus', 'crestedGecko'],
    ['Green iguana', null], ['', null], ['Python', null], ['Gecko', null],
  ])('%s -> %s', (species, id) => {
    expect(rhythmRowFor(species)?.id ?? null).toBe(id);
  });
});

describe('life stage and default interval', () => {
  it('reads whole months of age', () => {
    expect(monthsOld(0)).toBe('2026-11-27');
    expect(monthsOld(6)).toBe('2026-05-27');
    expect(monthsOld(30)).toBe('2024-05-27');
  });

  it.each([
    ['Ball python', 0, 'hatchling', 5, 7], ['Ball python', 5, 'hatchling', 5, 7], ['Ball python', 6, 'juvenile', 7, 10],
    ['Ball python', 29, 'juvenile', 7, 10], ['Ball python', 30, 'adult', 14, 21],
    ['Leopard gecko', 2, 'hatchling', 1, 1], ['Leopard gecko', 3, 'juvenile', 1, 2], ['Leopard gecko', 12, 'adult', 2, 3],
    ['Corn snake', 1, 'hatchling', 5, 7], ['Corn snake', 12, 'juvenile', 7, 10], ['Corn snake', 24, 'adult', 10, 14],
    ['Bearded dragon', 6, 'juvenile', 1, 1], ['Bearded dragon', 18, 'adult', 2, 3],
    ['Crested gecko', 1, 'hatchling', 2, 3], ['Crested gecko', 40, 'adult', 2, 3],
  ] as const)('%s at %i months: %s, %i-%i days', (species, months, stage, minDays, maxDays) => {
    expect(expectedInterval({ species, hatchDate: monthsOld(months) }, TODAY)).toEqual({ minDays, maxDays, source: 'species', stage });
  });

  it('gives an animal of unknown age the adult range, its stage unknown', () => {
    expect(expectedInterval({ species: 'Ball python', hatchDate: null }, TODAY)).toEqual({ minDays: 14, maxDays: 21, source: 'species', stage: null });
    const row = rhythmRowFor('Ball python');
    expect(row && lifeStageOf(row, '2027-01-01', TODAY)).toBeNull();
  });

  it('has no default for a species it does not know, until the keeper sets one', () => {
    expect(expectedInterval({ species: 'Green iguana' }, TODAY)).toBeNull();
    expect(expectedInterval({ species: 'Green iguana', feedingIntervalDays: 2 }, TODAY)).toEqual({ minDays: 2, maxDays: 2, source: 'keeper', stage: null });
  });

  it("lets the keeper's own interval win over the species' default", () => {
    expect(expectedInterval({ species: 'Ball python', hatchDate: monthsOld(40), feedingIntervalDays: 10 }, TODAY)).toEqual({ minDays: 10, maxDays: 10, source: 'keeper', stage: null });
  });
});

describe('status', () => {
  const adultBall: RhythmReptile = { species: 'Ball python', hatchDate: monthsOld(40) };
  const own7: RhythmReptile = { species: 'Green iguana', feedingIntervalDays: 7 };
  it.each([
    ['ball python fed today', adultBall, [ate(0)], { kind: 'onTrack', dueDate: addDays(TODAY, 14) }],
    ['ball python 13 days', adultBall, [ate(13)], { kind: 'onTrack', dueDate: addDays(TODAY, 1) }],
    ['ball python 14 days: due', adultBall, [ate(14)], { kind: 'due' }],
    ['ball python 21 days: still due', adultBall, [ate(21)], { kind: 'due' }],
    ['ball python 22 days: overdue 1', adultBall, [ate(22)], { kind: 'overdue', days: 1 }],
    ['ball python 24 days: overdue 3', adultBall, [ate(24)], { kind: 'overdue', days: 3 }],
    ['own 7 days, 6 days', own7, [ate(6)], { kind: 'onTrack', dueDate: addDays(TODAY, 1) }],
    ['own 7 days, 7 days: due today', own7, [ate(7)], { kind: 'due' }],
    ['own 7 days, 8 days: overdue 1', own7, [ate(8)], { kind: 'overdue', days: 1 }],
    ['refusals do not reset the count', own7, [ate(10), refused(3), refused(1)], { kind: 'overdue', days: 3 }],
    ['the newest meal counts, in any order', own7, [ate(2), ate(30), ate(9)], { kind: 'onTrack', dueDate: addDays(TODAY, 5) }],
    ['a meal dated after today is left out', own7, [ate(9), ate(-2)], { kind: 'overdue', days: 2 }],
    ['no meal yet', own7, [refused(2)], { kind: 'none' }],
    ['no interval', { species: 'Green iguana' }, [ate(40)], { kind: 'none' }],
  ] as const)('%s', (_name, reptile, feedings, status) => {
    expect(feedingRhythm(reptile, feedings, TODAY).status).toEqual(status);
  });
});

describe('refusal streak', () => {
  it.each([
    ['none logged', [], null],
    ['last one eaten', [refused(5), ate(1)], null],
    ['one refusal', [ate(10), refused(2)], { count: 1, sinceDate: ago(2) }],
    ['three in a row since the first', [ate(30), refused(21), { date: ago(14), outcome: 'regurgitated' }, refused(7)], { count: 3, sinceDate: ago(21) }],
    ['a meal on the day of a refusal ends it, whatever the order', [refused(3), ate(3)], null],
    ['never eaten', [refused(9), refused(4)], { count: 2, sinceDate: ago(9) }],
  ] as const)('%s', (_name, feedings, streak) => {
    expect(refusalStreak(feedings, TODAY)).toEqual(streak);
  });

  it('is flagged on the rhythm from two in a row', () => {
    const r = { species: 'Corn snake', feedingIntervalDays: 7 };
    expect(feedingRhythm(r, [ate(20), refused(3)], TODAY).refusals).toBeNull();
    expect(feedingRhythm(r, [ate(20), refused(10), refused(3)], TODAY).refusals).toEqual({ count: 2, sinceDate: ago(10) });
  });
});

describe('long fast', () => {
  it.each([
    // Twice the longest interval, never under LONG_FAST_MIN_DAYS.
    ['ball python adult, 42 days', { species: 'Ball python', hatchDate: monthsOld(40) }, 42, false],
    ['ball python adult, 43 days', { species: 'Ball python', hatchDate: monthsOld(40) }, 43, true],
    ['leopard gecko adult, 14 days', { species: 'Leopard gecko', hatchDate: monthsOld(40) }, LONG_FAST_MIN_DAYS, false],
    ['leopard gecko adult, 15 days', { species: 'Leopard gecko', hatchDate: monthsOld(40) }, LONG_FAST_MIN_DAYS + 1, true],
    ['own 10 days, 21 days', { species: 'x', feedingIntervalDays: 10 }, 21, true],
    ['no interval: never', { species: 'x' }, 400, false],
  ] as const)('%s', (_name, reptile, days, long) => {
    expect(feedingRhythm(reptile, [ate(days)], TODAY)).toMatchObject({ longFast: long, daysSinceMeal: days, lastMealDate: ago(days) });
  });
});

describe('pause', () => {
  const base = { species: 'Corn snake', hatchDate: monthsOld(40) };
  it.each([
    ['not paused', { feedingPaused: false, feedingPausedUntil: null }, false],
    ['paused with no end', { feedingPaused: true, feedingPausedUntil: null }, true],
    ['paused until a later day', { feedingPaused: true, feedingPausedUntil: addDays(TODAY, 30) }, true],
    ['paused until today (included)', { feedingPaused: true, feedingPausedUntil: TODAY }, true],
    ['a pause that ended yesterday', { feedingPaused: true, feedingPausedUntil: ago(1) }, false],
    ['an end date alone is no pause', { feedingPaused: false, feedingPausedUntil: addDays(TODAY, 30) }, false],
    ['rows stored before the fields existed', {}, false],
  ] as const)('%s', (_name, pause, paused) => {
    expect(isPaused(pause, TODAY)).toBe(paused);
  });

  it('silences due and overdue but still says how long the fast is', () => {
    const r = feedingRhythm({ ...base, feedingPaused: true, feedingPausedUntil: '2027-03-01' }, [ate(41), refused(20)], TODAY);
    expect(r.status).toEqual({ kind: 'paused', until: '2027-03-01' });
    expect(r).toMatchObject({ daysSinceMeal: 41, longFast: true, refusals: null });
    expect(needsMeal(r)).toBe(false);
  });

  it('resumes by itself once the end date has passed', () => {
    expect(feedingRhythm({ ...base, feedingPaused: true, feedingPausedUntil: ago(1) }, [ate(41)], TODAY).status).toEqual({ kind: 'overdue', days: 27 });
  });
});

describe('dashboard order', () => {
  it('lists due and overdue animals, the longest overdue first', () => {
    const own = { species: 'x', feedingIntervalDays: 7 };
    const rhythms = [ate(2), ate(9), ate(7), ate(20)].map((f) => feedingRhythm(own, [f], TODAY));
    expect(rhythms.filter(needsMeal).sort(byUrgency).map((r) => r.status)).toEqual([{ kind: 'overdue', days: 13 }, { kind: 'overdue', days: 2 }, { kind: 'due' }]);
  });
});

describe('meals on a day (no double meals)', () => {
  it('are the feedings eaten that day: not a refusal, not another day, not a deleted one', () => {
    const f = (date: string, outcome: string, deleted = false) => ({ date, outcome, deleted });
    const list = [f('2026-11-20', 'refused'), f('2026-11-20', 'ate'), f('2026-11-20', 'ate', true), f('2026-11-19', 'ate'), f('2026-11-20', 'regurgitated')];
    expect(mealsOn(list, '2026-11-20')).toEqual([f('2026-11-20', 'ate')]);
    expect(mealsOn(list, '2026-11-21')).toEqual([]);
  });
});
