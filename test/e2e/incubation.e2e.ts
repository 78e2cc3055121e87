/**
 * A clutch's incubation in real Chromium against the real server: a laying at 31.5 °C, a candling
 * and a first hatching logged offline on one device, then synced; a second device signed in as the
 * same keeper sees the clutch's counts, its candling and its hatch window counted down, on the
 * breeding tab and on the dashboard. Then the rest of the clutch hatches, offline again, with the
 * hatchlings' profiles made in the same change; the second device shows a hatchling's pedigree
 * (its parents and the clutch) and the mother's offspring.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goOnline } from '../helpers/browser';
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

    await goOnline(phone.context);
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

  it('a hatch with the hatchlings\' profiles, made offline, reaches another device with its pedigree', async () => {
    const phone = await keeper.signedInDevice();
    const { page } = phone;
    await untilWorkerControls(page);
    await page.goto(`${keeper.server.url}/reptiles/add`);
    await page.getByLabel(/^Name/).fill('Apollo');
    await page.getByLabel(/^Species/).fill('Ball python');
    await page.locator('label').filter({ hasText: /^Male$/ }).click();
    await page.getByRole('button', { name: 'Save reptile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Apollo' }).waitFor();
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 20_000 });
    const nagini = await keeper.server.app.store.one<{ id: string }>("SELECT id FROM reptiles WHERE name = 'Nagini'");
    const laying = await keeper.server.app.store.one<{ id: string }>("SELECT id FROM breeding_logs WHERE data LIKE '%\"laying\"%'");

    await phone.context.setOffline(true);
    await page.getByRole('button', { name: 'Sync status: Offline' }).waitFor();
    await page.goto(`${keeper.server.url}/reptiles/${nagini?.id}?tab=breeding`);
    await page.getByRole('combobox', { name: 'Event type' }).click();
    await page.getByRole('option', { name: 'Hatching', exact: true }).click();
    await page.getByLabel('Eggs hatched', { exact: true }).fill('3');
    await page.getByRole('checkbox', { name: /^Create profiles for the hatchlings/ }).check();
    // Pre-filled from the clutch: Nagini laid it, so she is the dam; no mating names the sire.
    expect(await page.getByRole('combobox', { name: 'Dam (mother)' }).inputValue()).toBe('Nagini (Ball python)');
    await page.getByRole('combobox', { name: 'Sire (father)' }).click();
    await page.getByRole('option', { name: 'Apollo (Ball python)' }).click();
    await page.getByText('Creates 3 profiles: Clutch 1 #1 to Clutch 1 #3.').waitFor();
    await page.getByRole('button', { name: 'Add entry' }).click();
    await page.getByRole('list', { name: 'Breeding events' }).getByRole('listitem').filter({ hasText: '3 hatched' }).waitFor();
    await page.goto(`${keeper.server.url}/dashboard`);
    await page.getByRole('link', { name: /Clutch 1 #3/ }).first().waitFor();
    expect(await keeper.server.app.store.one('SELECT count(*) AS n FROM reptiles')).toEqual({ n: 2 });

    await goOnline(phone.context);
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 20_000 });
    const apollo = await keeper.server.app.store.one<{ id: string }>("SELECT id FROM reptiles WHERE name = 'Apollo'");
    expect(await keeper.server.app.store.all("SELECT name, sex, sire_id AS sire, dam_id AS dam, clutch_id AS clutch FROM reptiles WHERE name LIKE 'Clutch 1 #%' ORDER BY name"))
      .toEqual([1, 2, 3].map((n) => ({ name: `Clutch 1 #${n}`, sex: 'unknown', sire: apollo?.id, dam: nagini?.id, clutch: laying?.id })));

    const laptop = await keeper.signedInDevice();
    await laptop.page.getByRole('link', { name: /Clutch 1 #2/ }).first().click();
    await laptop.page.getByRole('heading', { level: 1, name: 'Clutch 1 #2' }).waitFor();
    const family = laptop.page.getByRole('region', { name: 'Family' });
    await family.getByRole('link', { name: 'Apollo' }).waitFor();
    await family.getByText(/^Hatched from the clutch laid on /).waitFor();
    await family.getByRole('link', { name: 'Nagini' }).click();
    await laptop.page.getByRole('heading', { level: 1, name: 'Nagini' }).waitFor();
    const offspring = laptop.page.getByRole('region', { name: 'Family' }).getByRole('listitem');
    await expect.poll(() => offspring.allTextContents()).toEqual([1, 2, 3].map((n) => expect.stringContaining(`Clutch 1 #${n}`)));
  });
});
