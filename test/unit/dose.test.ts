/**
 * The arithmetic of a medication course (shared/health/dose.ts, issue 29): the volume of a dose
 * from the weight, its rounding to the syringe's 0.01 mL (half up, never silent), the refusal of
 * what cannot be drawn up, and the days of each dose for every frequency.
 */
import { describe, expect, it } from 'vitest';
import { doseSchedule, doseVolume, roundTo, SYRINGE_STEP_ML, WEIGHT_FRESH_DAYS } from '../../shared/health/dose';

describe('doseVolume', () => {
  it.each([
    // dose, unit, concentration mg/mL, grams -> exact mL, mL to draw up, rounded, mg, too small
    [10, 'mgPerKg', 50, 250, 0.05, 0.05, false, 2.5, false],
    [0.2, 'mgPerKg', 5, 1150, 0.046, 0.05, true, 0.23, false],
    [0.2, 'mgPerKg', 5, 1100, 0.044, 0.04, true, 0.22, false],
    // Exactly half a step rounds up, whatever floating point makes of 0.045.
    [0.9, 'mgPerKg', 10, 500, 0.045, 0.05, true, 0.45, false],
    [0.3, 'mgPerKg', 2, 150, 0.0225, 0.02, true, 0.045, false],
    [0.5, 'mgPerKg', 10, 100, 0.005, 0.01, true, 0.05, false],
    [0.4, 'mgPerKg', 10, 100, 0.004, 0, true, 0.04, true],
    [1, 'mgPerKg', 100, 10, 0.0001, 0, true, 0.01, true],
    [2.5, 'mgPerKg', 50, 2000, 0.1, 0.1, false, 5, false],
    [20, 'mlPerKg', null, 250, 5, 5, false, null, false],
    [0.5, 'mlPerKg', null, 33, 0.0165, 0.02, true, null, false],
    [0.1, 'mlPerKg', null, 40, 0.004, 0, true, null, true],
    // A concentration given for mL/kg is not used.
    [1, 'mlPerKg', 50, 1000, 1, 1, false, null, false],
  ] as const)('%s %s of %s mg/mL for %s g: %s mL -> %s mL', (dose, doseUnit, concentrationMgPerMl, weightGrams, exactMl, ml, rounded, mg, tooSmall) => {
    expect(doseVolume({ dose, doseUnit, concentrationMgPerMl, weightGrams })).toEqual({ exactMl, ml, rounded, mg, tooSmall });
  });

  it.each([[null], [undefined], [0], [-5]])('mg/kg without a concentration (%s) cannot be worked out', (concentrationMgPerMl) => {
    expect(doseVolume({ dose: 10, doseUnit: 'mgPerKg', concentrationMgPerMl, weightGrams: 250 })).toBeNull();
  });

  it('never rounds below half a step up to a step, nor silently', () => {
    for (let thousandths = 1; thousandths <= 200; thousandths += 1) {
      const v = doseVolume({ dose: thousandths, doseUnit: 'mlPerKg', weightGrams: 1 });
      if (!v) throw new Error('no volume');
      expect(v.exactMl).toBeCloseTo(thousandths / 1000, 12);
      expect(v.ml).toBe(Math.floor(thousandths / 10 + 0.5) / 100);
      expect(v.rounded).toBe(thousandths % 10 !== 0);
      expect(v.tooSmall).toBe(v.ml < SYRINGE_STEP_ML);
    }
  });
});

// Volumes are never negative: roundTo's "half away from zero" is only half up here (-0.045 gives -0.04).
describe('roundTo', () => {
  it.each([[1.005, 2, 1.01], [0.045, 2, 0.05], [0.0449999, 2, 0.04], [2.675, 2, 2.68], [0.05, 2, 0.05]])('%s to %i places is %s', (v, places, want) => {
    expect(roundTo(v, places)).toBe(want);
  });
});

describe('doseSchedule', () => {
  it.each([
    [12, 2, [['2026-11-28', 'morning'], ['2026-11-28', 'evening'], ['2026-11-29', 'morning'], ['2026-11-29', 'evening']]],
    [24, 3, [['2026-11-28', null], ['2026-11-29', null], ['2026-11-30', null]]],
    [48, 5, [['2026-11-28', null], ['2026-11-30', null], ['2026-12-02', null]]],
    [48, 6, [['2026-11-28', null], ['2026-11-30', null], ['2026-12-02', null]]],
    [72, 14, [['2026-11-28', null], ['2026-12-01', null], ['2026-12-04', null], ['2026-12-07', null], ['2026-12-10', null]]],
    [168, 21, [['2026-11-28', null], ['2026-12-05', null], ['2026-12-12', null]]],
    [168, 22, [['2026-11-28', null], ['2026-12-05', null], ['2026-12-12', null], ['2026-12-19', null]]],
    [168, 1, [['2026-11-28', null]]],
  ] as const)('every %i hours for %i days', (everyHours, days, want) => {
    const schedule = doseSchedule('2026-11-28', everyHours, days);
    expect(schedule.map((s) => [s.date, s.part])).toEqual(want);
    expect(schedule.map((s) => s.n)).toEqual(want.map((_, i) => i + 1));
  });

  it('crosses a year and a leap day', () => {
    expect(doseSchedule('2027-12-31', 24, 2).map((s) => s.date)).toEqual(['2027-12-31', '2028-01-01']);
    expect(doseSchedule('2028-02-28', 24, 2).map((s) => s.date)).toEqual(['2028-02-28', '2028-02-29']);
  });

  it('has at most 180 doses (twice a day for 90 days)', () => {
    expect(doseSchedule('2026-11-28', 12, 90)).toHaveLength(180);
    expect(WEIGHT_FRESH_DAYS).toBe(14);
  });
});
