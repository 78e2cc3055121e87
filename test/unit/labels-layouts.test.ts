/**
 * The sheet layouts against the numbers their makers publish (shared/labels/layouts.ts names the
 * sources), and the paging of a print run over them: a run longer than a sheet continues on the
 * next one, never cut, and the first sheet may start at any of its labels.
 */
import { describe, expect, it } from 'vitest';
import { ROLL_LIMITS, SHEET_LAYOUTS, labelsPerSheet, rollLayout, rollSizeFits, sheetLayout, type SheetLayout } from '../../shared/labels/layouts';
import { labelPositions, labelRect, sheetsNeeded, type LabelRect } from '../../shared/labels/positions';

const IN = 25.4;

/**
 * Written out from the published template figures, not from the module: page, label size, the
 * first label's top-left corner and the last one's (position 21 of L7160 is column 3, row 7).
 */
const PUBLISHED = [
  { id: 'L7160', page: [210, 297], size: [63.5, 38.1], perSheet: 21, first: [7.25, 15.15], last: [7.25 + 2 * 66, 15.15 + 6 * 38.1] },
  { id: 'L7163', page: [210, 297], size: [99.1, 38.1], perSheet: 14, first: [4.65, 15.15], last: [4.65 + 101.6, 15.15 + 6 * 38.1] },
  { id: 'L7651', page: [210, 297], size: [38.1, 21.2], perSheet: 65, first: [4.75, 10.7], last: [4.75 + 4 * 40.6, 10.7 + 12 * 21.2] },
  { id: '5160', page: [8.5 * IN, 11 * IN], size: [2.625 * IN, 1 * IN], perSheet: 30, first: [0.1875 * IN, 0.5 * IN], last: [(0.1875 + 2 * 2.75) * IN, (0.5 + 9) * IN] },
  { id: '5163', page: [8.5 * IN, 11 * IN], size: [4 * IN, 2 * IN], perSheet: 10, first: [0.15625 * IN, 0.5 * IN], last: [(0.15625 + 4.1875) * IN, (0.5 + 4 * 2) * IN] },
] as const;

const layoutOf = (id: string): SheetLayout => {
  const layout = sheetLayout(id);
  if (!layout) throw new Error(`no layout ${id}`);
  return layout;
};

const pagesOf = (result: ReturnType<typeof labelPositions>): LabelRect[][] => {
  if (!('pages' in result)) throw new Error(`refused: ${result.refused}`);
  return result.pages;
};

describe('sheet layouts', () => {
  it('are the five published sheets', () => {
    expect(SHEET_LAYOUTS.map((l) => l.id)).toEqual(PUBLISHED.map((p) => p.id));
  });

  it.each(PUBLISHED)('$id: page, label size, first and last label as published (to 0.01 mm)', (p) => {
    const layout = layoutOf(p.id);
    expect(layout.pageWidth).toBeCloseTo(p.page[0], 2);
    expect(layout.pageHeight).toBeCloseTo(p.page[1], 2);
    expect(labelsPerSheet(layout)).toBe(p.perSheet);
    const first = labelRect(layout, 1);
    const last = labelRect(layout, p.perSheet);
    expect([first.x, first.y, first.width, first.height].map((v) => v.toFixed(2))).toEqual([p.first[0], p.first[1], p.size[0], p.size[1]].map((v) => v.toFixed(2)));
    expect([last.x, last.y].map((v) => v.toFixed(2))).toEqual(p.last.map((v) => v.toFixed(2)));
    expect(last.position).toBe(p.perSheet);
  });

  it.each(SHEET_LAYOUTS.map((l) => [l.id, l] as const))('%s: labels sit on the page, centred, without overlapping', (_, layout) => {
    const last = labelRect(layout, labelsPerSheet(layout));
    const right = layout.pageWidth - (last.x + last.width);
    const bottom = layout.pageHeight - (last.y + last.height);
    expect(right).toBeGreaterThan(0);
    expect(bottom).toBeGreaterThan(0);
    // The published margins are the same on both sides, to Avery's rounding.
    expect(Math.abs(right - layout.left)).toBeLessThan(0.05);
    expect(Math.abs(bottom - layout.top)).toBeLessThan(0.05);
    expect(layout.pitchX).toBeGreaterThanOrEqual(layout.labelWidth);
    expect(layout.pitchY).toBeGreaterThanOrEqual(layout.labelHeight);
  });

  it('knows no other layout', () => {
    expect(sheetLayout('L9999')).toBeNull();
  });
});

describe('one label per page', () => {
  it('is 62 × 29 mm by default, one label filling its page', () => {
    const roll = rollLayout();
    expect([roll.pageWidth, roll.pageHeight, roll.labelWidth, roll.labelHeight, labelsPerSheet(roll)]).toEqual([62, 29, 62, 29, 1]);
    expect(pagesOf(labelPositions(roll, 3))).toEqual([1, 2, 3].map(() => [{ x: 0, y: 0, width: 62, height: 29, position: 1 }]));
  });

  it('takes the size typed', () => {
    expect(pagesOf(labelPositions(rollLayout(57, 32), 1))).toEqual([[{ x: 0, y: 0, width: 57, height: 32, position: 1 }]]);
  });

  it.each([
    [ROLL_LIMITS.min, true], [ROLL_LIMITS.max, true], [62, true], [14.9, false], [200.1, false], [0, false], [-29, false], [Number.NaN, false], [Number.POSITIVE_INFINITY, false],
  ])('accepts a size of %s mm: %s', (mm, ok) => {
    expect(rollSizeFits(mm)).toBe(ok);
  });
});

describe('labelPositions', () => {
  const l7160 = layoutOf('L7160');
  const l7651 = layoutOf('L7651');

  it('fills a sheet across, then down', () => {
    const [page] = pagesOf(labelPositions(l7160, 4));
    expect(page?.map((r) => [r.position, r.x.toFixed(2), r.y.toFixed(2)])).toEqual([
      [1, '7.25', '15.15'], [2, '73.25', '15.15'], [3, '139.25', '15.15'], [4, '7.25', '53.25'],
    ]);
  });

  it.each([
    // [count, firstFree, labels on each page]
    [0, 1, []],
    [1, 1, [1]],
    [21, 1, [21]],
    [22, 1, [21, 1]],
    [100, 1, [21, 21, 21, 21, 16]],
    [3, 21, [1, 2]],
    [5, 19, [3, 2]],
    [19, 3, [19]],
    [20, 3, [19, 1]],
  ])('L7160: %i labels from position %i make pages of %j', (count, firstFree, perPage) => {
    const pages = pagesOf(labelPositions(l7160, count, firstFree));
    expect(pages.map((p) => p.length)).toEqual(perPage);
    expect(pages.flat()).toHaveLength(count);
    expect(sheetsNeeded(l7160, count, firstFree)).toBe(perPage.length);
  });

  it('starts the first sheet at the first free label and every later sheet at its first', () => {
    const pages = pagesOf(labelPositions(l7651, 200, 60));
    expect(pages.map((p) => p.length)).toEqual([6, 65, 65, 64]);
    expect(pages[0]?.map((r) => r.position)).toEqual([60, 61, 62, 63, 64, 65]);
    expect(pages[0]?.[0]).toMatchObject({ x: l7651.left + 4 * l7651.pitchX, y: l7651.top + 11 * l7651.pitchY });
    for (const page of pages.slice(1)) expect(page[0]).toMatchObject({ position: 1, x: l7651.left, y: l7651.top });
  });

  it.each([0, 22, -1, 1.5, Number.NaN])('L7160 refuses %s as the first free label', (firstFree) => {
    expect(labelPositions(l7160, 3, firstFree)).toEqual({ refused: 'first-free-out-of-range' });
  });

  it('takes every position of the sheet as the first free one, the last included', () => {
    for (let firstFree = 1; firstFree <= 65; firstFree++) {
      const pages = pagesOf(labelPositions(l7651, 1, firstFree));
      expect(pages).toEqual([[labelRect(l7651, firstFree)]]);
    }
  });

  it('refuses a first free label other than 1 for one label per page', () => {
    expect(labelPositions(rollLayout(), 2, 2)).toEqual({ refused: 'first-free-out-of-range' });
  });

  it.each([-1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s labels', (count) => {
    expect(labelPositions(l7160, count, 1)).toEqual({ refused: 'label-count-invalid' });
  });
});
