import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { relativeTime } from '../../shared/rules/relative-time';
import { localeTexts } from '../helpers/issues';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
const now = Date.UTC(2024, 2, 10, 12);

describe('relativeTime', () => {
  it.each([
    [0, { unit: 'justNow', value: 0 }],
    [59 * S, { unit: 'justNow', value: 0 }],
    [60 * S - 1, { unit: 'justNow', value: 0 }],
    [60 * S, { unit: 'minutes', value: 1 }],
    [119 * S, { unit: 'minutes', value: 1 }],
    [59 * M, { unit: 'minutes', value: 59 }],
    [60 * M - 1, { unit: 'minutes', value: 59 }],
    [60 * M, { unit: 'hours', value: 1 }],
    [23 * H, { unit: 'hours', value: 23 }],
    [24 * H - 1, { unit: 'hours', value: 23 }],
    [24 * H, { unit: 'days', value: 1 }],
    [29 * D, { unit: 'days', value: 29 }],
    [30 * D - 1, { unit: 'days', value: 29 }],
    [30 * D, { unit: 'date', value: now - 30 * D }],
    [400 * D, { unit: 'date', value: now - 400 * D }],
    [-5 * M, { unit: 'justNow', value: 0 }],
  ])('%i ms ago -> %j', (ago, want) => {
    expect(relativeTime(now - ago, now)).toEqual(want);
  });

  it('never goes back to a smaller unit as time passes', () => {
    const order = ['justNow', 'minutes', 'hours', 'days', 'date'];
    fc.assert(fc.property(fc.integer({ min: 0, max: 100 * D }), fc.integer({ min: 0, max: 100 * D }), (a, b) => {
      const [earlier, later] = a < b ? [a, b] : [b, a];
      return order.indexOf(relativeTime(now - earlier, now).unit) <= order.indexOf(relativeTime(now - later, now).unit);
    }));
  });

  it.each(['en', 'bg'])('has %s texts for every unit but dates', (lng) => {
    const texts = localeTexts('notifications', lng);
    for (const key of ['justNow', 'minutes_one', 'minutes_other', 'hours_one', 'hours_other', 'days_one', 'days_other']) {
      expect(texts.has(`relativeTime.${key}`), key).toBe(true);
    }
  });
});
