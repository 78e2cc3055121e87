/**
 * The counters /achievements shows progress with, counted from the device's rows by the server's
 * rules (shared/achievements/counters.ts): tombstones count for nothing, a clutch is a laying that
 * names none, every hatching counts once, growth is per reptile, streaks end today; logins is 1
 * (signed in), contest entries and OCR imports 0 (not built yet). Then read from a real database
 * by counts and index keys, never loading the logs, to the same counters as from its rows.
 */
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countersOf, readLocalCounters, type CounterRows } from '../../app/features/achievements/local-counters';
import { endSession } from '../../app/lib/session';
import { ZERO_COUNTERS, type AchievementCounters } from '../../shared/achievements/counters';
import { addDays } from '../../shared/rules/calendar-date';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => {
  vi.restoreAllMocks();
  endSession('user');
});

const TODAY = '2026-05-10';
const NONE: CounterRows = { reptiles: [], growthLogs: [], feedingLogs: [], sheddingLogs: [], healthLogs: [], breedingLogs: [], eventLogs: [], collections: [], ocrImports: [] };
const BASE: AchievementCounters = { ...ZERO_COUNTERS, logins: 1 };

const live = { deleted: false };
const gone = { deleted: true };
const log = (date: string, deleted = false) => ({ date, deleted });
const growth = (reptileId: string, date: string, deleted = false) => ({ reptileId, date, deleted });
const breeding = (eventType: 'mating' | 'laying' | 'hatching' | 'other', clutchId: string | null = null, deleted = false) =>
  ({ date: '2026-05-01', eventType, clutchId, deleted });

describe('countersOf', () => {
  const cases: { name: string; rows: Partial<CounterRows>; expected: Partial<AchievementCounters> }[] = [
    { name: 'nothing on the device: only the login', rows: {}, expected: {} },
    { name: 'reptiles and collections without tombstones', rows: { reptiles: [live, live, gone], collections: [live, gone] }, expected: { reptiles: 2, collections: 1 } },
    {
      name: 'logs of every kind, each kind by itself, deleted ones left out',
      rows: {
        feedingLogs: [log('2026-05-01'), log('2026-05-02', true)], sheddingLogs: [log('2026-04-01')], healthLogs: [log('2026-03-01')],
        eventLogs: [log('2026-02-01'), log('2026-02-02')], growthLogs: [growth('a', '2026-01-01')], breedingLogs: [breeding('other')],
      },
      expected: { logs: 7, feedings: 1, sheds: 1, healthLogs: 1, events: 2, maxGrowthLogsOfOneReptile: 1, longestStreakDays: 2 },
    },
    {
      name: 'growth measurements of the reptile that has the most',
      rows: { growthLogs: [growth('a', '2026-01-01'), growth('a', '2026-01-05'), growth('b', '2026-01-02'), growth('a', '2026-01-09', true)] },
      expected: { logs: 3, maxGrowthLogsOfOneReptile: 2, longestStreakDays: 2 },
    },
    {
      name: 'clutches are layings that name none; every hatching counts',
      rows: { breedingLogs: [breeding('laying'), breeding('laying', 'clutch-1'), breeding('hatching', 'clutch-1'), breeding('hatching'), breeding('laying', null, true), breeding('mating')] },
      expected: { logs: 5, clutches: 1, hatchings: 2, longestStreakDays: 1 },
    },
    {
      name: 'the longest run of days, across kinds, dates after today ignored',
      rows: {
        feedingLogs: [log('2026-05-08'), log('2026-05-10'), log('2026-05-11'), log('2026-05-12')],
        sheddingLogs: [log('2026-05-09')], eventLogs: [log('2026-05-09'), log('2026-04-01')],
      },
      expected: { logs: 7, feedings: 4, sheds: 1, events: 2, longestStreakDays: 3 },
    },
  ];
  it.each(cases)('$name', ({ rows, expected }) => {
    expect(countersOf({ ...NONE, ...rows }, TODAY)).toEqual({ ...BASE, ...expected });
  });
});

describe('readLocalCounters', () => {
  it('reads every table of the keeper\'s database', async () => {
    const db = signInKeeper();
    const rex = syncedReptile(db);
    await db.reptiles.bulkPut([rex, syncedReptile(db, { deleted: true })]);
    const row = { userId: db.userId, reptileId: rex.id, version: 1, updatedAt: 1, deleted: false };
    await db.growthLogs.bulkPut([1, 2, 3].map((d) => ({ ...row, id: uuidv7(), date: `2026-05-0${d}`, weightGrams: 10, lengthCm: null, notes: null })));
    await db.sheddingLogs.put({ ...row, id: uuidv7(), date: '2026-05-04', complete: true, observations: null });
    await db.breedingLogs.put({ ...row, id: uuidv7(), date: '2026-05-05', eventType: 'laying', parent1: null, parent2: null, clutchId: null, outcomeCount: 6, notes: null });
    await db.collections.put({ id: uuidv7(), userId: db.userId, name: 'Pythons', description: null, state: 'active', version: 1, updatedAt: 1, deleted: false });
    expect(await readLocalCounters(db, TODAY)).toEqual({
      ...BASE, reptiles: 1, logs: 5, sheds: 1, maxGrowthLogsOfOneReptile: 3, clutches: 1, collections: 1, longestStreakDays: 5,
    });
  });

  it('counts a breeder\'s logs by index without loading them, to what the rows give', async () => {
    const db = signInKeeper();
    const reptiles = Array.from({ length: 4 }, (_, i) => syncedReptile(db, { name: `R${i}` }));
    await db.reptiles.bulkPut(reptiles);
    const base = (reptileId: string, date: string) => ({ userId: db.userId, reptileId, version: 1, updatedAt: 1, deleted: false, id: uuidv7(), date });
    // Feedings every other day for 60 days, sheds and events on the days between for 10 days (a 21-day streak).
    const feedings = reptiles.flatMap((r) => Array.from({ length: 30 }, (_, i) => ({ ...base(r.id, addDays(TODAY, -2 * i)), source: { kind: 'manual' as const, items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] }, outcome: 'ate' as const, notes: null })));
    const sheds = Array.from({ length: 10 }, (_, i) => ({ ...base(reptiles[0]!.id, addDays(TODAY, -2 * i - 1)), complete: true, observations: null }));
    const events = [{ ...base(reptiles[1]!.id, '2026-01-01'), eventType: 'other' as const, title: 'Moved', description: null }];
    const growth = [0, 0, 1, 0].map((n, i) => ({ ...base(reptiles[n]!.id, addDays(TODAY, -i)), weightGrams: 10, lengthCm: null, notes: null }));
    const breeding = [
      { ...base(reptiles[2]!.id, '2025-12-01'), eventType: 'laying' as const, parent1: null, parent2: null, clutchId: null, outcomeCount: 6, notes: null },
      { ...base(reptiles[2]!.id, '2026-02-01'), eventType: 'hatching' as const, parent1: null, parent2: null, clutchId: null, outcomeCount: null, notes: null },
    ];
    await db.feedingLogs.bulkPut(feedings);
    await db.sheddingLogs.bulkPut(sheds);
    await db.eventLogs.bulkPut(events);
    await db.growthLogs.bulkPut(growth);
    await db.breedingLogs.bulkPut(breeding);
    const loaded = (['feedingLogs', 'sheddingLogs', 'healthLogs', 'eventLogs', 'growthLogs'] as const).map((t) => vi.spyOn(db[t], 'toArray'));
    const each = (['feedingLogs', 'sheddingLogs', 'healthLogs', 'eventLogs', 'growthLogs'] as const).map((t) => vi.spyOn(db[t], 'each'));

    const counted = await readLocalCounters(db, TODAY);

    for (const spy of [...loaded, ...each]) expect(spy).not.toHaveBeenCalled();
    const fromRows = countersOf({ ...NONE, reptiles, feedingLogs: feedings, sheddingLogs: sheds, eventLogs: events, growthLogs: growth, breedingLogs: breeding }, TODAY);
    expect(counted).toEqual(fromRows);
    expect(counted).toMatchObject({ reptiles: 4, logs: 120 + 10 + 1 + 4 + 2, feedings: 120, sheds: 10, events: 1, maxGrowthLogsOfOneReptile: 3, clutches: 1, hatchings: 1, longestStreakDays: 21 });
  });
});
