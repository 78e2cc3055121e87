/**
 * The offline journey in real Chromium against the real server: sign in, lose the network, add a
 * reptile, reload with no network and still see it, get the network back, and see the reptile
 * arrive on a second device (another browser context) signed in as the same keeper.
 */
import { describe, expect, it } from 'vitest';
import { goOnline } from '../helpers/browser';
import { untilWorkerControls, useE2eKeeper } from '../helpers/e2e-keeper';

const EMAIL = 'offline.keeper@example.com';
const PASSWORD = 'geckos-at-night';

const keeper = useE2eKeeper(EMAIL, PASSWORD);
const signedInDevice = () => keeper.signedInDevice();

describe('offline sync', () => {
  it('keeps a reptile added offline through a reload, and delivers it to another device', async () => {
    const phone = await signedInDevice();
    const { page } = phone;
    // The service worker must control the page for an offline reload to find the app shell.
    await untilWorkerControls(page);
    await page.getByRole('heading', { level: 1, name: 'Your reptiles' }).waitFor();

    await phone.context.setOffline(true);
    await page.getByRole('button', { name: 'Sync status: Offline' }).waitFor();
    await page.getByRole('link', { name: 'Add your first reptile' }).click();
    await page.getByLabel(/^Name/).fill('Offline Olive');
    await page.getByLabel(/^Species/).fill('Morelia viridis');
    await page.getByLabel(/^Weight/).fill('900');
    await page.getByRole('button', { name: 'Save reptile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Offline Olive' }).waitFor();
    await page.getByText('Not synced yet').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Offline Olive' }).waitFor();
    await page.goto(`${keeper.server.url}/dashboard`);
    await page.getByRole('link', { name: /Offline Olive/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Sync status: Offline/ }).count()).toBe(1);
    expect(await keeper.server.app.store.one('SELECT count(*) AS n FROM reptiles')).toEqual({ n: 0 });

    await goOnline(phone.context);
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 20_000 });
    expect(await keeper.server.app.store.all('SELECT name, weight_grams AS w FROM reptiles')).toEqual([{ name: 'Offline Olive', w: 900 }]);

    const laptop = await signedInDevice();
    await laptop.page.getByRole('link', { name: /Offline Olive/ }).waitFor();
    await expect(laptop.page.getByRole('link', { name: /Offline Olive/ }).textContent()).resolves.toContain('Morelia viridis');
  });
});
