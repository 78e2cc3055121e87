/**
 * One status per animal (issue 29, shared/health/status.ts): the insight analysis read for a
 * glance. Each reason's level sets the state at the thresholds' edges (the insights' own table),
 * care modes explain an "ok", what is missing is said apart, and the ordering puts "needs
 * attention" first.
 */
import { describe, expect, it } from 'vitest';
import { INSIGHT_RULES } from '../../shared/insights/analyze';
import type { InsightInput, ModeSpan } from '../../shared/insights/types';
import { addDays } from '../../shared/rules/calendar-date';
import { animalStatus, byHealth, HEALTH_STATES } from '../../shared/health/status';

const TODAY = '2026-11-29';
const ago = (d: number) => addDays(TODAY, -d);
const EMPTY: InsightInput = { species: 'Python regius', hatchDate: null, growth: [], feedings: [], sheds: [], health: [], breeding: [] };
const status = (over: Partial<InsightInput>) => animalStatus({ ...EMPTY, ...over }, TODAY);
const ate = (d: number) => ({ date: ago(d), outcome: 'ate' as const });
const refused = (d: number) => ({ date: ago(d), outcome: 'refused' as const });
const mode = (kind: ModeSpan['mode'], startAgo: number): ModeSpan => ({ mode: kind, startDate: ago(startAgo), endDate: null, plannedEnd: null, quarantineDays: kind === 'quarantine' ? 60 : null });

describe('the state', () => {
  it.each([
    ['nothing logged', {}, 'ok'],
    ['eating every week, fed 5 days ago', { feedings: [ate(26), ate(19), ate(12), ate(5)] }, 'ok'],
    // Refusals: watched from 2 in a row, an alert from 4 (or the first more than 30 days ago).
    ['1 refusal', { feedings: [ate(26), ate(19), ate(12), ate(6), refused(1)] }, 'ok'],
    [`${INSIGHT_RULES.refusalWatch} refusals`, { feedings: [ate(26), ate(19), ate(12), refused(7), refused(1)] }, 'watch'],
    [`${INSIGHT_RULES.refusalAlert} refusals`, { feedings: [ate(40), ate(33), ate(26), refused(21), refused(14), refused(7), refused(1)] }, 'attention'],
    // Weight: 5 % lost is watched, more than 10 % needs attention.
    ['lost 5 %', { growth: [{ date: ago(60), weightGrams: 1000, lengthCm: null }, { date: ago(0), weightGrams: 950, lengthCm: null }] }, 'watch'],
    ['lost 10 %', { growth: [{ date: ago(60), weightGrams: 1000, lengthCm: null }, { date: ago(0), weightGrams: 900, lengthCm: null }] }, 'watch'],
    ['lost 10.1 %', { growth: [{ date: ago(60), weightGrams: 1000, lengthCm: null }, { date: ago(0), weightGrams: 899, lengthCm: null }] }, 'attention'],
    // Health: an ongoing issue is watched; after 14 days, or severe, it needs attention.
    ['mites for 14 days', { health: [{ date: ago(14), issue: 'Mites', severity: 'mild' as const, status: 'ongoing' as const, resolvedDate: null }] }, 'watch'],
    ['mites for 21 days', { health: [{ date: ago(21), issue: 'Mites', severity: 'mild' as const, status: 'ongoing' as const, resolvedDate: null }] }, 'attention'],
    ['a resolved issue', { health: [{ date: ago(21), issue: 'Mites', severity: 'mild' as const, status: 'resolved' as const, resolvedDate: ago(3) }] }, 'ok'],
    // Sheds: no shed for more than 1.5 usual intervals is watched.
    ['no shed for 74 days, usually every 35', { sheds: [ago(144), ago(109), ago(74)].map((date) => ({ date, complete: true })) }, 'watch'],
  ] as [string, Partial<InsightInput>, string][])('%s', (_name, over, want) => {
    expect(status(over).state).toBe(want);
  });
});

describe('care modes', () => {
  const fasting = [ate(100), ate(93), ate(86), refused(40), refused(20), refused(10)];

  it('three refusals and a long fast need attention; in brumation the same logs are ok, and say why', () => {
    const before = status({ feedings: fasting });
    expect(before.state).toBe('attention');
    expect(before.reasons.map((r) => r.code)).toEqual(['feedingOverdue', 'refusalStreak']);
    const cool = status({ feedings: fasting, modes: [mode('brumation', 50)] });
    expect(cool.state).toBe('ok');
    expect(cool.reasons.map((r) => r.code)).toEqual(['modeBrumation', 'refusalExpected']);
  });

  it('gravid: ok while refusing; an ongoing issue still counts', () => {
    expect(status({ feedings: fasting, modes: [mode('gravid', 50)] }).state).toBe('ok');
    expect(status({ feedings: fasting, modes: [mode('gravid', 50)], health: [{ date: ago(1), issue: 'Retained egg?', severity: 'severe', status: 'ongoing', resolvedDate: null }] }).state)
      .toBe('attention');
  });

  it('quarantine is marked, and watched once its days are over', () => {
    expect(status({ modes: [mode('quarantine', 10)] })).toMatchObject({ state: 'ok', quarantined: true });
    expect(status({ modes: [mode('quarantine', 61)] })).toMatchObject({ state: 'watch', quarantined: true });
    expect(status({}).quarantined).toBe(false);
  });
});

describe('what is missing', () => {
  it('is said apart from the reasons, also when nothing else is found', () => {
    const s = status({ feedings: [ate(20), ate(10)], growth: [{ date: ago(5), weightGrams: 300, lengthCm: null }] });
    expect(s.state).toBe('ok');
    expect(s.reasons).toEqual([]);
    expect(s.missing.map((m) => [m.code, m.params.count])).toEqual([['needMeals', 1], ['needWeighings', 1], ['needSheds', 3]]);
  });
});

it('orders needs attention, then watch, then ok', () => {
  const list = HEALTH_STATES.slice().reverse().map((state) => ({ state }));
  expect(list.sort(byHealth).map((s) => s.state)).toEqual(['attention', 'watch', 'ok']);
});
