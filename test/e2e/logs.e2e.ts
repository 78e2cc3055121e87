/**
 * Issue 5 in real Chromium against the real server: a keeper with no network logs a feeding, two
 * weighings (the chart draws), a shed, a health issue, a laying and a cleaning on one reptile's
 * tabs; back online they sync, and a second device signed in as the same keeper finds every one
 * on the same tabs, opened from the address (?tab=).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goOnline } from '../helpers/browser';
import { PHONE, untilWorkerControls, useE2eKeeper } from '../helpers/e2e-keeper';

const EMAIL = 'log.keeper@example.com';
const PASSWORD = 'shed-skin-twice';

const keeper = useE2eKeeper(EMAIL, PASSWORD);
const signedInDevice = (context?: BrowserContext) => keeper.signedInDevice({ context, viewport: PHONE });

const count = async (table: string): Promise<number> =>
  (await keeper.server.app.store.one<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE deleted = FALSE`))?.n ?? 0;

/** Opens a tab, adds an entry with `fill`, and waits until the entry is listed. */
async function addEntry(page: Page, tab: string, list: string, fill: () => Promise<void>, expected: string | RegExp) {
  await page.getByRole('tab', { name: tab }).click();
  // Only once the previous tab's panel is gone: two tabs share labels ("Event type" is in breeding and events).
  await page.getByRole('tab', { name: tab, selected: true }).waitFor();
  await page.getByRole('tabpanel', { name: tab }).getByRole('button', { name: 'Add entry' }).waitFor();
  await fill();
  await page.getByRole('button', { name: 'Add entry' }).click();
  await page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: expected }).waitFor();
}

describe('the reptile logs (issue 5)', () => {
  it('takes one entry of every log offline and delivers all of them to another device', async () => {
    const phone = await signedInDevice();
    const { page } = phone;
    // The service worker must control the page so lazily loaded tabs and the chart load offline.
    await untilWorkerControls(page);

    await page.getByRole('link', { name: 'Add your first reptile' }).click();
    await page.getByLabel(/^Name/).fill('Logbook Lou');
    await page.getByLabel(/^Species/).fill('Eublepharis macularius');
    await page.getByRole('button', { name: 'Save reptile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Logbook Lou' }).waitFor();
    const reptileUrl = page.url();
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 20_000 });

    await phone.context.setOffline(true);
    await page.getByRole('button', { name: 'Sync status: Offline' }).waitFor();

    await addEntry(page, 'Feeding', 'Feedings', async () => {
      await page.getByLabel(/^Food item/).fill('Dubia roach');
      await page.getByLabel(/^Number of items/).fill('4');
      await page.getByLabel(/^Size per item/).fill('1');
    }, 'Dubia roach');

    await page.getByRole('tab', { name: 'Growth' }).click();
    await page.getByLabel('Weight (g)').fill('48');
    await page.getByRole('button', { name: 'Add entry' }).click();
    await page.getByRole('list', { name: 'Growth entries' }).getByRole('listitem').filter({ hasText: '48 g' }).waitFor();
    await page.getByLabel('Weight (g)').fill('52');
    await page.getByRole('button', { name: 'Add entry' }).click();
    await page.getByRole('list', { name: 'Growth entries' }).getByRole('listitem').filter({ hasText: '52 g' }).waitFor();
    // Two weights: the lazily loaded chart draws, offline, from the service worker's cache.
    await page.getByRole('figure', { name: 'Growth over time' }).locator('svg.recharts-surface').first().waitFor();

    await addEntry(page, 'Shedding', 'Sheds', async () => {
      await page.getByRole('radio', { name: 'Incomplete (stuck shed)' }).check();
      await page.getByLabel('Observations').fill('Toe tips stuck');
    }, 'Toe tips stuck');

    await addEntry(page, 'Health', 'Health entries', async () => {
      await page.getByLabel(/^Issue/).fill('Stuck shed on toes');
      await page.getByLabel('Severity').selectOption('mild');
    }, 'Stuck shed on toes');

    await addEntry(page, 'Breeding', 'Breeding events', async () => {
      await page.getByRole('combobox', { name: 'Event type' }).click();
      await page.getByRole('option', { name: 'Laying' }).click();
      await page.getByLabel(/^Eggs laid/).fill('2');
    }, '2 eggs laid');

    await addEntry(page, 'Events', 'Events', async () => {
      await page.getByLabel(/^Event type/).selectOption('cleaning');
      await page.getByLabel('Description').fill('Full substrate change');
    }, 'Full substrate change');

    // The dashboard's quick-log form is a chunk of its own, loaded when first opened: offline it
    // comes from the service worker's cache (issue 26), like the page itself.
    await page.goto(new URL('/dashboard', reptileUrl).href);
    await page.getByRole('button', { name: 'Log feeding for Logbook Lou' }).click();
    await page.getByRole('dialog', { name: 'Log a feeding for Logbook Lou' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Nothing reached the server while offline.
    for (const table of ['feeding_logs', 'growth_logs', 'shedding_logs', 'health_logs', 'breeding_logs', 'event_logs']) expect(await count(table), table).toBe(0);

    await goOnline(phone.context);
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 30_000 });
    expect({
      feeding: await count('feeding_logs'), growth: await count('growth_logs'), shedding: await count('shedding_logs'),
      health: await count('health_logs'), breeding: await count('breeding_logs'), events: await count('event_logs'),
    }).toEqual({ feeding: 1, growth: 2, shedding: 1, health: 1, breeding: 1, events: 1 });

    const laptop = await signedInDevice();
    await laptop.page.getByRole('link', { name: /Logbook Lou/ }).first().waitFor();
    const open = async (tab: string, list: string, text: string | RegExp) => {
      await laptop.page.goto(`${reptileUrl}?tab=${tab}`);
      await laptop.page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: text }).waitFor();
    };
    await open('feeding', 'Feedings', 'Dubia roach');
    await open('growth', 'Growth entries', '52 g');
    await laptop.page.getByRole('list', { name: 'Growth entries' }).getByRole('listitem').filter({ hasText: '48 g' }).waitFor();
    await laptop.page.getByRole('figure', { name: 'Growth over time' }).locator('svg.recharts-surface').first().waitFor();
    await open('shedding', 'Sheds', 'Toe tips stuck');
    await expect(laptop.page.getByRole('list', { name: 'Sheds' }).textContent()).resolves.toContain('Incomplete (stuck shed)');
    await open('health', 'Health entries', 'Stuck shed on toes');
    await expect(laptop.page.getByRole('list', { name: 'Health entries' }).textContent()).resolves.toMatch(/Ongoing.*Mild/);
    await open('breeding', 'Breeding events', '2 eggs laid');
    await open('events', 'Events', 'Full substrate change');
    await expect(laptop.page.getByRole('list', { name: 'Events' }).textContent()).resolves.toContain('Cleaning');
  });
});
