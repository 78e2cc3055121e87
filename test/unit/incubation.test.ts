import { describe, expect, it } from 'vitest';
import { DEFAULT_INCUBATION, clutchOutlook, expectedIncubation, hatchWindow, windowAt } from '../../shared/rules/incubation';

describe('expected incubation by species and temperature', () => {
  it.each([
    // The rows themselves.
    ['Ball python', 31.5, 55, 60, 'temperature', null],
    ['Leopard gecko', 26.7, 55, 60, 'temperature', null],
    ['Leopard gecko', 29.4, 40, 45, 'temperature', null],
    ['Leopard gecko', 31.7, 35, 40, 'temperature', null],
    ['Crested gecko', 23.5, 60, 90, 'temperature', null],
    ['Corn snake', 27.5, 55, 65, 'temperature', null],
    ['Bearded dragon', 29, 55, 75, 'temperature', null],
    // Between rows: linear, rounded to whole days (27.5 °C is 0.8 of the 2.7 °C from 26.7 to 29.4).
    ['Leopard gecko', 27.5, 51, 56, 'temperature', null],
    ['Eublepharis macularius', 30, 39, 44, 'temperature', null],
    // A one-row species reads that row across its usual range.
    ['Corn snake', 26, 55, 65, 'temperature', null],
    ['Кралски питон', 32.5, 55, 60, 'temperature', null],
    // Beyond the table: the nearest end row, flagged when outside the usual range.
    ['Leopard gecko', 33, 35, 40, 'temperature', 'above'],
    ['Leopard gecko', 25, 55, 60, 'temperature', 'below'],
    ['Crested gecko', 18, 60, 90, 'temperature', 'below'],
    // No temperature: the species' typical window.
    ['Leopard gecko', null, 45, 60, 'species', null],
    ['Crested gecko', null, 60, 120, 'species', null],
    ['брадата агама', null, 55, 75, 'species', null],
    // Unknown species: the default, temperature or not (no rows to read it against).
    ['Burmese python', 31.5, DEFAULT_INCUBATION.minDays, DEFAULT_INCUBATION.maxDays, 'default', null],
    ['', null, DEFAULT_INCUBATION.minDays, DEFAULT_INCUBATION.maxDays, 'default', null],
  ] as const)('%s at %s °C: %d-%d days (%s, outside %s)', (species, tempC, minDays, maxDays, source, outside) => {
    expect(expectedIncubation(species, { tempC })).toEqual({ minDays, maxDays, source, outside });
  });

  it.each([
    ['Leopard gecko', 29.4, 50],
    ['Burmese python', null, 62],
    ['Ball python', 35, 58],
  ] as const)('the keeper\'s own days win: %s at %s °C, %d days', (species, tempC, days) => {
    const estimate = expectedIncubation(species, { tempC, days });
    expect(estimate).toMatchObject({ minDays: days, maxDays: days, source: 'keeper' });
  });

  it('still says a keeper\'s temperature is outside the usual range when their days win', () => {
    expect(expectedIncubation('Ball python', { tempC: 35, days: 58 }).outside).toBe('above');
  });
});

describe('windowAt', () => {
  it('has nothing to say without rows', () => {
    expect(windowAt([], 30)).toBeNull();
  });
});

describe('hatch window', () => {
  it.each([
    ['2026-11-01', 55, 60, '2026-12-26', '2026-12-31'],
    // Across a year end and a leap day.
    ['2027-12-20', 40, 45, '2028-01-29', '2028-02-03'],
    ['2028-01-15', 45, 45, '2028-02-29', '2028-02-29'],
  ])('laid %s, %d-%d days: %s to %s', (laidOn, minDays, maxDays, from, to) => {
    expect(hatchWindow(laidOn, { minDays, maxDays })).toEqual({ from, to });
  });
});

describe('clutch outlook', () => {
  const clutch = { laidOn: '2026-11-01', eggsLaid: 6, eggsHatched: 0, eggsExpected: 6, candling: null, incubationTempC: null, incubationDays: null };
  const candled = (infertile: number) => ({ date: '2026-11-15', fertile: 6 - infertile, infertile, slugs: 0 });

  it.each([
    ['counts down to the window', clutch, '2026-12-17', { from: '2026-12-26', to: '2026-12-31', daysToFrom: 9, daysToTo: 14 }],
    ['is open on the window\'s days', clutch, '2026-12-28', { daysToFrom: -2, daysToTo: 3 }],
    ['says how far past the window', clutch, '2027-01-02', { daysToFrom: -7, daysToTo: -2 }],
    ['uses the clutch\'s temperature', { ...clutch, incubationTempC: 29.4 }, '2026-11-01', { from: '2026-12-11', to: '2026-12-16' }],
    ['some eggs hatched, more expected', { ...clutch, eggsHatched: 2 }, '2026-12-27', { daysToFrom: -1 }],
  ])('%s', (_, c, today, want) => {
    expect(clutchOutlook(c, c.incubationTempC === null ? 'Ball python' : 'Leopard gecko', today)).toMatchObject(want);
  });

  it.each([
    ['no laying date', { ...clutch, laidOn: null }],
    ['every expected egg hatched', { ...clutch, eggsHatched: 6 }],
    ['every egg the candling left hatched', { ...clutch, eggsHatched: 4, eggsExpected: 4, candling: candled(2) }],
    ['the candling left none', { ...clutch, eggsExpected: 0, candling: candled(6) }],
  ])('nothing to wait for: %s', (_, c) => {
    expect(clutchOutlook(c, 'Ball python', '2026-12-01')).toBeNull();
  });

  it('waits for a clutch whose eggs were not counted', () => {
    expect(clutchOutlook({ ...clutch, eggsLaid: 0, eggsExpected: 0 }, 'Ball python', '2026-12-01')).not.toBeNull();
  });
});
