/** The page's skew measured on tesseract's lines, and when a photo is read again turned level. */
import { describe, expect, it } from 'vitest';
import { baselineSlope, LEVEL_FROM_DEGREES, levellingRotation } from '../../app/features/ocr/skew';

const baseline = (x0: number, x1: number, slope: number, y0 = 100) => ({ baseline: { x0, y0, x1, y1: y0 + (x1 - x0) * slope } });
const degrees = (d: number) => Math.tan((d * Math.PI) / 180);

describe('baselineSlope', () => {
  it('is the median slope of the baselines longer than 40 px', () => {
    expect(baselineSlope([baseline(0, 200, 0.02), baseline(300, 500, 0.03), baseline(0, 300, 0.5), baseline(10, 400, 0.025)])).toBeCloseTo(0.03);
    // A word or two (40 px or less) is not measured, however steep.
    expect(baselineSlope([baseline(0, 200, 0.02), baseline(0, 40, 1), baseline(5, 30, -1)])).toBeCloseTo(0.02);
  });

  it('is 0 with no long baseline', () => {
    expect(baselineSlope([])).toBe(0);
    expect(baselineSlope([baseline(0, 30, 0.4)])).toBe(0);
  });
});

describe('levellingRotation', () => {
  it('leaves a page tilted less than the threshold as it is (the tuned sheets measure up to about 2°)', () => {
    expect(LEVEL_FROM_DEGREES).toBe(3);
    for (const d of [0, 0.5, -1.6, 2.03, -2.03, 2.99]) expect(levellingRotation(degrees(d))).toBeNull();
    expect(levellingRotation(Number.NaN)).toBeNull();
  });

  it('turns a steeper page back by its angle, either way', () => {
    expect(levellingRotation(degrees(5))).toBeCloseTo((-5 * Math.PI) / 180);
    expect(levellingRotation(degrees(-5))).toBeCloseTo((5 * Math.PI) / 180);
    expect(levellingRotation(degrees(3.01))).toBeCloseTo((-3.01 * Math.PI) / 180);
  });
});
