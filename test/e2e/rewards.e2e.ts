/**
 * Issue 12 end to end, in real Chromium against the real server: a keeper with nine feedings logs
 * the tenth with no network; back online the server awards "Regular Feeder" in that push, and the
 * phone shows the toast, the navigation's count of new achievements and the coins. An admin adds
 * ReptiCoins; the keeper buys HerpPlus with them, sees the "+" tier badge, and creates a
 * collection, which reaches the server. Opening /achievements clears the count on the server too.
 */
import { randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { goOnline } from '../helpers/browser';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { SCHEMA_VERSION } from '../../shared/sync/protocol';
import { PHONE, untilWorkerControls, useE2eKeeper } from '../helpers/e2e-keeper';
import { createTestUser, signedInToken } from '../helpers/users';

const EMAIL = 'coin.keeper@example.com';
const PASSWORD = 'ten-feedings-earn-a-badge';

const keeper = useE2eKeeper(EMAIL, PASSWORD);

const one = async <T>(query: string, params: (string | number)[] = []): Promise<T | undefined> => keeper.server.app.store.one<T>(query, params);

/** What another device of the keeper logged before: a reptile and nine feedings, two days apart. */
async function loggedElsewhere(userId: string): Promise<string> {
  const token = await signedInToken(keeper.server.app, userId);
  const reptileId = uuidv7();
  const today = todayIn(Date.now(), 'UTC');
  const mutations = [
    { name: 'reptile.create.v1', args: { id: reptileId, name: 'Tenth Tilly', species: 'Pantherophis guttatus', sex: 'female' } },
    ...Array.from({ length: 9 }, (_, i) => ({
      name: 'feedingLog.create.v1',
      args: { id: uuidv7(), reptileId, date: addDays(today, -2 * (i + 1)), outcome: 'ate', notes: null, source: { kind: 'manual', items: [{ foodItem: 'Pinky mouse', count: 1, sizePerItemGrams: 3 }] } },
    })),
  ].map((m, i) => ({ id: i + 1, ...m, createdAt: Date.now() }));
  const res = await fetch(`${keeper.server.url}/api/sync/push`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: randomUUID(), schemaVersion: SCHEMA_VERSION, mutations }),
  });
  expect(res.status).toBe(200);
  return reptileId;
}

describe('achievements, ReptiCoins and premium (issue 12)', () => {
  it('a tenth feeding logged offline earns a badge and coins; coins buy HerpPlus, which opens collections', async () => {
    const { context, page } = await keeper.signedInDevice({ viewport: PHONE });
    await untilWorkerControls(page);
    const user = await one<{ id: string }>('SELECT id FROM users WHERE email = ?', [EMAIL]);
    const userId = user?.id ?? '';
    const reptileId = await loggedElsewhere(userId);

    await page.goto(`${keeper.server.url}/reptiles/${reptileId}?tab=feeding`);
    await page.getByRole('heading', { level: 1, name: 'Tenth Tilly' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 20_000 });

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Sync status: Offline' }).waitFor();
    await page.getByLabel(/^Food item/).fill('Pinky mouse');
    await page.getByLabel(/^Number of items/).fill('1');
    await page.getByLabel(/^Size per item/).fill('3');
    await page.getByRole('button', { name: 'Add entry' }).click();
    await page.getByRole('list', { name: 'Feedings' }).getByRole('listitem').nth(9).waitFor();
    // Decided by the server: nothing is awarded until the feeding arrives.
    expect(await one("SELECT 1 AS one FROM user_achievements WHERE user_id = ? AND achievement_id = 'feedings10'", [userId])).toBeUndefined();

    await goOnline(context);
    await page.getByText('Achievement unlocked: Regular Feeder').waitFor({ timeout: 30_000 });
    const award = await one<{ earnedAt: number }>('SELECT earned_at AS "earnedAt" FROM user_achievements WHERE user_id = ? AND achievement_id = \'feedings10\'', [userId]);
    expect(award).toBeDefined();
    const unseen = Number((await one<{ n: number }>('SELECT count(*) AS n FROM user_achievements WHERE user_id = ? AND seen_at IS NULL', [userId]))?.n);
    expect(unseen).toBeGreaterThanOrEqual(3); // first login, first reptile, first entry, regular feeder (and more)
    // The phone's bottom bar (the sidebar's entry carries the same count).
    await page.getByRole('link', { name: new RegExp(`${unseen} new achievements`) }).last().waitFor();
    const earned = Number((await one<{ b: number }>('SELECT balance AS b FROM wallets WHERE user_id = ?', [userId]))?.b);
    expect(earned).toBeGreaterThanOrEqual(25);
    await page.getByRole('link', { name: `ReptiCoins: ${earned}` }).waitFor();

    // An admin adds coins; the keeper's next sync brings them.
    const admin = await createTestUser(keeper.server.app, { role: 'admin' });
    const adjusted = await fetch(`${keeper.server.url}/api/admin/users/${userId}/repticoins`, {
      method: 'POST', headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 500, reason: 'Expo volunteer thanks', adjustmentId: randomUUID() }),
    });
    expect(adjusted.status).toBe(200);
    await page.goto(`${keeper.server.url}/repticoins`);
    await page.getByRole('link', { name: `ReptiCoins: ${earned + 500}` }).waitFor({ timeout: 30_000 });
    await page.getByText('Expo volunteer thanks').waitFor();

    await page.getByRole('button', { name: 'Buy with 500 ReptiCoins' }).click();
    await page.getByRole('dialog', { name: 'Buy HerpPlus?' }).getByRole('button', { name: 'Buy for 500 ReptiCoins' }).click();
    await page.getByText('HerpPlus is yours').waitFor({ timeout: 20_000 });
    await page.getByText('Plan: HerpPlus').waitFor();
    await page.getByRole('banner').getByText('+', { exact: true }).waitFor();
    await page.getByRole('link', { name: `ReptiCoins: ${earned}` }).waitFor({ timeout: 20_000 });
    const wallet = await one<{ tier: string; balance: number }>('SELECT premium_tier AS tier, balance FROM wallets WHERE user_id = ?', [userId]);
    expect({ tier: wallet?.tier, balance: Number(wallet?.balance) }).toEqual({ tier: 'HerpPlus', balance: earned });

    await page.goto(`${keeper.server.url}/collections`);
    await page.getByRole('button', { name: 'New collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'New collection' });
    await dialog.getByLabel(/^Name/).fill('Spring breeders');
    await dialog.getByRole('button', { name: 'Create collection' }).click();
    await page.getByRole('heading', { name: 'Spring breeders' }).waitFor();
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 30_000 });
    expect(await one<{ state: string }>('SELECT state FROM collections WHERE user_id = ? AND name = ?', [userId, 'Spring breeders'])).toEqual({ state: 'active' });

    // Opening the page clears the count, on the server too (every device of the keeper).
    await page.goto(`${keeper.server.url}/achievements`);
    await page.getByRole('listitem', { name: 'Regular Feeder' }).getByText(/^Earned on/).waitFor();
    await expect.poll(async () => Number((await one<{ n: number }>('SELECT count(*) AS n FROM user_achievements WHERE user_id = ? AND seen_at IS NULL', [userId]))?.n), { timeout: 30_000 }).toBe(0);
    expect(await page.getByRole('link', { name: /new achievements?$/ }).count()).toBe(0);
  });
});
