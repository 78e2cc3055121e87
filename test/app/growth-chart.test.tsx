/**
 * The growth chart as drawn in jsdom (with a laid-out box): points sit by date on a time axis,
 * ticks and values use the language's number format, and an outlier is drawn apart and explained.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '../../app/lib/session';
import { signInKeeper } from '../helpers/keeper';
import { growthLog, layOutCharts, openGrowthTab } from './growth-fixtures';

let restoreLayout = () => {};
afterEach(() => {
  restoreLayout();
  endSession('user');
});

/** The drawn chart of one measure: its title's block holds one recharts surface. */
async function drawnChart(name: string) {
  const figure = await screen.findByRole('figure', { name: /Growth over time|Растеж във времето/ }, { timeout: 5000 });
  const title = within(figure).getByText(name);
  const block = title.parentElement as HTMLElement;
  await waitFor(() => expect(block.querySelector('svg.recharts-surface')).not.toBeNull());
  return { figure, block };
}

const tickTexts = (block: HTMLElement, axis: 'x' | 'y') =>
  [...block.querySelectorAll(`.recharts-${axis}Axis-tick-labels .recharts-cartesian-axis-tick-value`)].map((n) => n.textContent ?? '');

describe('the growth chart', () => {
  it('places points by date: two weighings on one day share a place, a month takes a month', async () => {
    restoreLayout = layOutCharts();
    const db = signInKeeper();
    await openGrowthTab(db, (id) => [growthLog(db, id, '2026-01-01', 50), growthLog(db, id, '2026-01-01', 51), growthLog(db, id, '2026-01-02', 52), growthLog(db, id, '2026-01-31', 60)]);
    const { block } = await drawnChart('Weight (g)');
    const xs = [...block.querySelectorAll('.recharts-line-dots circle')].map((c) => Number(c.getAttribute('cx')));
    expect(xs).toHaveLength(4);
    const [a = 0, b = 0, c = 0, d = 0] = xs;
    expect(b).toBe(a);
    // One day of thirty: a thirtieth of the width between the first and the last point.
    expect((c - a) / (d - a)).toBeCloseTo(1 / 30, 3);
    // Ticks are dates, from the first to the last.
    expect(tickTexts(block, 'x')[0]).toBe('Jan 1');
    expect(tickTexts(block, 'x').at(-1)).toBe('Jan 31');
  });

  it('writes the Bulgarian axis with a decimal comma, like the rest of the app', async () => {
    restoreLayout = layOutCharts();
    const db = signInKeeper();
    await openGrowthTab(db, (id) => [growthLog(db, id, '2026-01-01', null, 18.5), growthLog(db, id, '2026-02-01', null, 19.25), growthLog(db, id, '2026-03-01', null, 20.5)], 'bg');
    const { block } = await drawnChart('Дължина (см)');
    const ticks = tickTexts(block, 'y');
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks.every((tick) => tick.endsWith(' см') && !tick.includes('.'))).toBe(true);
    expect(ticks.some((tick) => /^\d+,\d+ см$/.test(tick))).toBe(true);
    expect(tickTexts(block, 'x')[0]).toBe('1.01');
    const list = screen.getByRole('list', { name: 'Записи за растеж' });
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('18,5 см');
  });

  it('draws an outlier apart and says what it means', async () => {
    restoreLayout = layOutCharts();
    const db = signInKeeper();
    await openGrowthTab(db, (id) => [growthLog(db, id, '2026-01-01', 55), growthLog(db, id, '2026-01-08', 58), growthLog(db, id, '2026-01-15', 2), growthLog(db, id, '2026-01-22', 62)]);
    const { figure, block } = await drawnChart('Weight (g)');
    expect(block.querySelectorAll('[data-outlier]')).toHaveLength(1);
    expect(block.querySelectorAll('.recharts-line-dots circle')).toHaveLength(3);
    expect(within(figure).getByText(/Marked points differ implausibly/)).toBeInTheDocument();
  });

  it('has no outlier mark or caption for a plausible series', async () => {
    restoreLayout = layOutCharts();
    const db = signInKeeper();
    await openGrowthTab(db, (id) => [growthLog(db, id, '2026-01-01', 55), growthLog(db, id, '2026-01-08', 58), growthLog(db, id, '2026-01-15', 60)]);
    const { figure, block } = await drawnChart('Weight (g)');
    expect(block.querySelectorAll('[data-outlier]')).toHaveLength(0);
    expect(within(figure).queryByText(/Marked points differ implausibly/)).not.toBeInTheDocument();
  });
});
