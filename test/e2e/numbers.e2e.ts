/**
 * Issue 17, "numbers must be the keeper's numbers", in real Chromium against the real server: a
 * 62.5 g snake and a 2.4 g hatchling are weighed on their growth tabs, and each reading shows as
 * entered (not "63 g", not "2 g") in the tab's list, in the chart's tooltip and on the dashboard
 * card; a 0.5 g roach is logged as 0.5 g each, and reaches the server so.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { PHONE, untilToastsGone, useE2eKeeper } from '../helpers/e2e-keeper';

const keeper = useE2eKeeper('numbers.keeper@example.com', 'sixty-two-and-a-half');

async function addReptile(page: Page, name: string) {
  await page.goto(`${keeper.server.url}/reptiles/add`);
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Species/).fill('Python regius');
  // The first entry's achievement toast may still cover the button on a phone.
  await untilToastsGone(page);
  await page.getByRole('button', { name: 'Save reptile' }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Two weighings on the growth tab, the later one last; waits until both are listed. */
async function weigh(page: Page, readings: [date: string, grams: string, listed: string][]) {
  await page.getByRole('tab', { name: 'Growth' }).click();
  const list = page.getByRole('list', { name: 'Growth entries' });
  for (const [date, grams, listed] of readings) {
    await page.getByLabel(/^Date/).fill(date);
    await page.getByLabel('Weight (g)').fill(grams);
    await page.getByRole('button', { name: 'Add entry' }).click();
    await list.getByRole('listitem').filter({ hasText: listed }).waitFor();
  }
}

/** The chart's tooltip for its newest point, shown by pointing at it. */
async function newestTooltip(page: Page): Promise<string> {
  const figure = page.getByRole('figure', { name: 'Growth over time' });
  const surface = figure.locator('svg.recharts-surface').first();
  await surface.waitFor();
  await surface.scrollIntoViewIfNeeded();
  const box = await surface.boundingBox();
  if (!box) throw new Error('the chart is not laid out');
  // A sweep from the left to the newest (rightmost) point: recharts follows mouse moves over the plot.
  await page.mouse.move(box.x + 70, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width - 26, box.y + box.height / 2, { steps: 8 });
  const tooltip = figure.locator('.recharts-tooltip-wrapper').first();
  await tooltip.getByText(/ g$/).waitFor();
  return (await tooltip.textContent()) ?? '';
}

describe('numbers as the keeper entered them (issue 17)', () => {
  it('shows 62.5 g and a 2.4 g hatchling as entered on the growth tab, the chart and the card', async () => {
    const { page } = await keeper.signedInDevice({ viewport: PHONE });
    const today = todayIn();
    const earlier = addDays(today, -30);

    await addReptile(page, 'Big Ben');
    await weigh(page, [[earlier, '60', '60 g'], [today, '62.5', '62.5 g']]);
    expect(await page.getByRole('list', { name: 'Growth entries' }).textContent()).not.toContain('63 g');
    expect(await newestTooltip(page)).toContain('62.5 g');

    await page.goto(`${keeper.server.url}/dashboard`);
    await addReptile(page, 'Pip');
    await weigh(page, [[earlier, '2.1', '2.1 g'], [today, '2,4', '2.4 g']]);
    expect(await newestTooltip(page)).toContain('2.4 g');

    // A 0.5 g roach stays 0.5 g each (it was saved as "1 g each").
    await page.getByRole('tab', { name: 'Feeding' }).click();
    await page.getByLabel(/^Food item/).fill('Dubia roach');
    await page.getByLabel(/^Number of items/).fill('4');
    await page.getByLabel(/^Size per item/).fill('0.5');
    await page.getByRole('button', { name: 'Add entry' }).click();
    const feeding = page.getByRole('list', { name: 'Feedings' }).getByRole('listitem').filter({ hasText: 'Dubia roach' });
    await feeding.waitFor();
    expect(await feeding.textContent()).toContain('4 × Dubia roach, 0.5 g each');
    expect(await feeding.textContent()).toContain('Total 2 g');

    await page.goto(`${keeper.server.url}/dashboard`);
    const card = (name: string) => page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name }) });
    await card('Big Ben').getByText('62.5 g').waitFor();
    await card('Pip').getByText('2.4 g').waitFor();
    // One weight per card, the latest weighing with its date: no profile weight beside it.
    expect(await card('Big Ben').textContent()).toMatch(/Last weight62\.5 g · /);
    expect(await card('Pip').textContent()).toMatch(/Last weight2\.4 g · /);
    expect(await card('Pip').textContent()).not.toMatch(/\b2 g\b/);

    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 30_000 });
    const stored = await keeper.server.app.store.all<{ data: string }>('SELECT data FROM feeding_logs WHERE deleted = FALSE');
    expect(stored.map((r) => (JSON.parse(r.data) as { source: unknown }).source)).toEqual([
      { kind: 'manual', items: [{ foodItem: 'Dubia roach', count: 4, sizePerItemGrams: 0.5 }] },
    ]);
  });
});
