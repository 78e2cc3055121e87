/**
 * Issue 6 end to end, in real Chromium against the real server: a keeper adds a frozen feeder
 * with 5 items and a feeding task repeating every 7 days due today; with no network they log a
 * feeding of 2 from the inventory on the reptile's feeding tab and tick the task off; back online
 * it syncs, and a second device signed in as the same keeper sees 3 left and the next task due
 * 7 days after this one.
 */
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goOnline } from '../helpers/browser';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { PHONE, untilWorkerControls, useE2eKeeper } from '../helpers/e2e-keeper';

const EMAIL = 'rack.keeper@example.com';
const PASSWORD = 'frozen-mice-in-the-freezer';

const keeper = useE2eKeeper(EMAIL, PASSWORD);
const signedInDevice = (context?: BrowserContext) => keeper.signedInDevice({ context, viewport: PHONE });

const sql = <T>(query: string): Promise<T[]> => keeper.server.app.store.all<T>(query);

describe('inventory and reminders, offline', () => {
  it('a feeding from inventory and a completed weekly task made offline reach another device', async () => {
    const phone = await signedInDevice();
    const { page } = phone;
    // The service worker must control the page for offline navigations to find the app shell.
    await untilWorkerControls(page);

    await page.goto(`${keeper.server.url}/reptiles/add`);
    await page.getByLabel(/^Name/).fill('Olive');
    await page.getByLabel(/^Species/).fill('Python regius');
    await page.getByRole('button', { name: 'Save reptile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Olive' }).waitFor();
    const reptileUrl = page.url();

    await page.goto(`${keeper.server.url}/inventory`);
    await page.getByRole('button', { name: 'Add feeder' }).click();
    const feederDialog = page.getByRole('dialog', { name: 'New feeder' });
    await feederDialog.getByLabel(/^Name/).fill('Frozen mice');
    await feederDialog.getByRole('combobox', { name: /^Type/ }).click();
    await page.getByRole('option', { name: 'Frozen' }).click();
    await feederDialog.getByLabel(/^Quantity/).fill('5');
    await feederDialog.getByLabel(/^Weight per item/).fill('20');
    await feederDialog.getByRole('button', { name: 'Add feeder' }).click();
    await page.getByRole('listitem', { name: 'Frozen mice' }).getByText('5 in stock').waitFor();

    await page.goto(`${keeper.server.url}/reminders`);
    await page.getByRole('button', { name: 'Add task' }).click();
    const taskDialog = page.getByRole('dialog', { name: 'New task' });
    await taskDialog.getByRole('combobox', { name: 'Reptile' }).click();
    await page.getByRole('option', { name: 'Olive' }).click();
    await taskDialog.getByRole('combobox', { name: 'Repeats' }).click();
    await page.getByRole('option', { name: 'Days' }).click();
    await taskDialog.getByLabel(/^Every/).fill('7');
    await taskDialog.getByRole('button', { name: 'Add task' }).click();
    await page.getByRole('list', { name: 'Due today' }).getByText('Feeding: Olive').waitFor();
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 20_000 });
    expect(await sql('SELECT quantity FROM feeders')).toEqual([{ quantity: 5 }]);

    await phone.context.setOffline(true);
    await page.getByRole('button', { name: /^Sync status: Offline/ }).waitFor();
    await page.goto(`${reptileUrl}?tab=feeding`);
    // The segmented control's radio is visually hidden: the keeper taps its label.
    await page.locator('label').filter({ hasText: /^From inventory$/ }).click();
    await page.getByRole('combobox', { name: /^Feeder/ }).click();
    await page.getByRole('option', { name: /^Frozen mice/ }).click();
    await page.getByLabel(/^Quantity/).fill('2');
    await page.getByRole('button', { name: 'Add entry' }).click();
    await page.getByText('From inventory, deducted from stock').waitFor();

    await page.goto(`${keeper.server.url}/reminders`);
    // Ticked state arrives from IndexedDB a moment later, so click and wait for its effect.
    await page.getByRole('checkbox', { name: 'Mark Feeding: Olive done' }).click();
    await page.getByRole('list', { name: 'Next 7 days' }).getByText('In 7 days').waitFor();
    await page.goto(`${keeper.server.url}/inventory`);
    await page.getByRole('listitem', { name: 'Frozen mice' }).getByText('3 in stock').waitFor();
    expect(await sql('SELECT quantity FROM feeders')).toEqual([{ quantity: 5 }]);

    await goOnline(phone.context);
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 20_000 });
    const today = todayIn();
    expect(await sql('SELECT quantity FROM feeders')).toEqual([{ quantity: 3 }]);
    expect((await sql<{ due: string; completed: unknown }>('SELECT due_date AS due, completed FROM reminders ORDER BY due_date'))
      .map((r) => ({ ...r, completed: Boolean(r.completed) }))).toEqual([
      { due: today, completed: true },
      { due: addDays(today, 7), completed: false },
    ]);

    const laptop = await signedInDevice();
    await laptop.page.goto(`${keeper.server.url}/inventory`);
    await laptop.page.getByRole('listitem', { name: 'Frozen mice' }).getByText('3 in stock').waitFor();
    await laptop.page.goto(`${keeper.server.url}/reminders`);
    const next = laptop.page.getByRole('list', { name: 'Next 7 days' });
    await next.getByText('Feeding: Olive').waitFor();
    await next.getByText('In 7 days').waitFor();
    await laptop.page.getByRole('list', { name: 'Completed' }).getByRole('checkbox', { name: 'Mark Feeding: Olive not done' }).waitFor();
  });

  it('a task due today raises one system notification and sets the app badge, once notifications are allowed', async () => {
    const context = await keeper.browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(['notifications'], { origin: keeper.server.url });
    // Record what the page asks of the badge API (headless Chromium shows no badge to look at),
    // and count the notifications this page shows (a repeat with the same tag would only replace).
    await context.addInitScript(() => {
      const w = window as unknown as { badges: number[]; shownHere: number; outcomes: string[]; texts: string[] };
      const nav = navigator as Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
      w.badges = [];
      w.shownHere = 0;
      w.outcomes = [];
      w.texts = [];
      nav.setAppBadge = async (n?: number) => void w.badges.push(n ?? 0);
      nav.clearAppBadge = async () => void w.badges.push(0);
      const show = ServiceWorkerRegistration.prototype.showNotification;
      ServiceWorkerRegistration.prototype.showNotification = function (this: ServiceWorkerRegistration, ...args: Parameters<typeof show>) {
        w.shownHere += 1;
        w.texts.push(`${args[0]} | ${args[1]?.body ?? ''}`);
        const done = show.apply(this, args);
        done.then(() => w.outcomes.push('shown'), (e: unknown) => w.outcomes.push(`refused: ${String(e)}`));
        return done;
      };
    });
    const { page } = await signedInDevice(context);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto(`${keeper.server.url}/reminders`);
    await page.getByText('Notifications are on for this device.').waitFor();
    await page.getByRole('button', { name: 'Add task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await dialog.getByRole('combobox', { name: 'Task type' }).click();
    await page.getByRole('option', { name: 'Cleaning' }).click();
    await dialog.getByLabel(/^Description/).fill('Rack B');
    await dialog.getByRole('button', { name: 'Add task' }).click();
    await page.getByRole('list', { name: 'Due today' }).getByText('Cleaning').waitFor();

    // What the page asked the browser to show, and the browser's answer. Headless Chromium's
    // getNotifications() once answered [] for a notification it had just resolved as shown (CI on a
    // loaded machine), so the page's own record is the proof, not the browser's list.
    const asked = () => page.evaluate(() => JSON.stringify(window as unknown as object, ['texts', 'outcomes']));
    // A notice the browser refused is tried again after 2 s and 10 s (app/lib/due-notices/install.ts).
    const tried = () => page.evaluate(() => JSON.stringify(window as unknown as { badges: number[]; shownHere: number }, ['badges', 'shownHere', 'outcomes']));
    await expect.poll(asked, { timeout: 20_000 }).toBe(JSON.stringify({ texts: ['Cleaning | Due today · Rack B'], outcomes: ['shown'] })).catch(async (e: Error) => {
      throw new Error(`${e.message}; the page's calls: ${await tried()}`);
    });
    expect(await page.evaluate(() => (window as unknown as { shownHere: number }).shownHere)).toBe(1);
    await expect.poll(() => page.evaluate(() => (window as unknown as { badges: number[] }).badges.at(-1))).toBe(1);

    // Opening the app again the same day announces nothing new; ticking the task off clears the badge.
    await page.reload();
    await page.getByRole('list', { name: 'Due today' }).waitFor();
    await expect.poll(() => page.evaluate(() => (window as unknown as { badges: number[] }).badges[0])).toBe(1);
    await page.getByRole('checkbox', { name: 'Mark Cleaning done' }).click();
    // Checks run one after another, so once the badge is cleared the reopening's check is over.
    await expect.poll(() => page.evaluate(() => (window as unknown as { badges: number[] }).badges.at(-1))).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { shownHere: number }).shownHere)).toBe(0);
  });
});
