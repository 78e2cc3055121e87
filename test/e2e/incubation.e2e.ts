/**
 * A clutch's incubation in real Chromium against the real server: a laying at 31.5 °C, a candling
 * and a first hatching logged offline on one device, then synced; a second device signed in as the
 * same keeper sees the clutch's counts, its candling and its hatch window counted down, on the
 * breeding tab and on the dashboard. (The hatchlings' profiles and pedigree are later work.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { untilWorkerControls, useE2eKeeper } from '../helpers/e2e-keeper';

const keeper = useE2eKeeper('clutch.keeper@example.com', 'eggs-in-the-incubator');

async function logEvent(page: Page, date: string, type: string, fields: [string, string][], shown: string) {
  await page.getByLabel(/^Date/).first().fill(date);
  await page.keyboard.press('Tab');
  await page.getByRole('combobox', { name: 'Event type' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Add entry' }).click();
  await page.getByRole('list', { name: 'Breeding events' }).getByRole('listitem').filter({ hasText: shown }).waitFor();
}

describe('incubation', () => {
  it('a laying, a candling and a hatching logged offline reach another device with the hatch window', async () => {
    const phone = await keeper.signedInDevice();
    const { page } = phone;
    await untilWorkerControls(page);
    await page.getByRole('link', { name: 'Add your first reptile' }).click();
    await page.getByLabel(/^Name/).fill('Nagini');
    await page.getByLabel(/^Species/).fill('Ball python');
    await page.getByRole('button', { name: 'Save reptile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nagini' }).waitFor();
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 20_000 });
    await page.getByRole('tab', { name: 'Breeding' }).click();
    await page.getByRole('tabpanel', { name: 'Breeding' }).getByRole('button', { name: 'Add entry' }).waitFor();

    await phone.context.setOffline(true);
    await page.getByRole('button', { name: 'Sync status: Offline' }).waitFor();
    const laidOn = addDays(todayIn(), -20);
    await logEvent(page, laidOn, 'Laying', [['Eggs laid', '6'], ['Incubation temperature', '31.5']], '6 eggs laid');
    await logEvent(page, addDays(laidOn, 12), 'Candling', [['Fertile', '4'], ['Infertile', '1'], ['Slugs', '1']], 'Fertile 4, infertile 1, slugs 1');
    await logEvent(page, todayIn(), 'Hatching', [['Eggs hatched', '1']], '1 hatched');
    const clutch = page.getByRole('list', { name: 'Clutches' });
    await clutch.getByText('Eggs laid: 6 · Hatched: 1').waitFor();
    await clutch.getByText(/, in 35 days$/).waitFor();
    expect(await keeper.server.app.store.one('SELECT count(*) AS n FROM breeding_logs')).toEqual({ n: 0 });

    await phone.context.setOffline(false);
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 20_000 });
    const stored = await keeper.server.app.store.all<{ data: string }>('SELECT data FROM breeding_logs ORDER BY date');
    expect(stored.map((r) => JSON.parse(r.data) as Record<string, unknown>)).toMatchObject([
      { eventType: 'laying', outcomeCount: 6, incubationTempC: 31.5 },
      { eventType: 'candling', fertile: 4, infertile: 1, slugs: 1 },
      { eventType: 'hatching', outcomeCount: 1 },
    ]);

    const laptop = await keeper.signedInDevice();
    const card = laptop.page.getByRole('region', { name: 'Incubating clutch' });
    await card.getByRole('link', { name: "Nagini's clutch, 4 eggs" }).waitFor();
    expect(await card.textContent()).toMatch(/Expected to hatch .+, in 35 days/);
    await card.getByRole('link', { name: "Nagini's clutch, 4 eggs" }).click();
    const seen = laptop.page.getByRole('list', { name: 'Clutches' });
    await seen.getByText('Incubating at 31.5 °C').waitFor();
    expect(await seen.textContent()).toContain('fertile 4, infertile 1, slugs 1 · 4 eggs expected to hatch');
  });
});
