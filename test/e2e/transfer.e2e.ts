/**
 * Selling an animal in real Chromium against the real server (issue 18): the seller offers a
 * reptile with a logged shed to another keeper's e-mail from its page; the buyer, on their own
 * device, accepts it on /transfers; the animal with its shed arrives on the buyer's device with
 * the next sync, and the seller's page turns into the read-only copy naming the buyer.
 * The shared set-up signs in one keeper; the buyer is a second account signed in here the same way.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedUser } from '../../sync-server/src/auth/users';
import { PHONE, useE2eKeeper } from '../helpers/e2e-keeper';

const keeper = useE2eKeeper('seller.keeper@example.com', 'selling-a-python-safely');
const BUYER = { email: 'buyer.keeper@example.com', password: 'buying-a-python-safely' };

beforeAll(async () => {
  await createConfirmedUser(keeper.server.app.store, { ...BUYER, role: 'user' }, Date.now());
});

async function buyerDevice(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await keeper.browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(`${keeper.server.url}/login`);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await page.getByLabel('E-mail').fill(BUYER.email);
  await page.getByLabel(/^Password/).fill(BUYER.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${keeper.server.url}/dashboard`);
  await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 20_000 });
  return { context, page };
}

describe('selling an animal', () => {
  it('goes from the seller’s offer to the buyer’s device with its logs, leaving the seller a read-only copy', async () => {
    const { page: seller } = await keeper.signedInDevice({ viewport: PHONE });
    await seller.getByRole('link', { name: 'Add your first reptile' }).click();
    await seller.getByLabel(/^Name/).fill('Nagini');
    await seller.getByLabel(/^Species/).fill('Ball python');
    await seller.getByRole('button', { name: 'Save reptile' }).click();
    await seller.getByRole('heading', { level: 1, name: 'Nagini' }).waitFor();
    await seller.getByRole('tab', { name: 'Shedding' }).click();
    await seller.getByLabel('Observations').fill('Came off in one piece');
    await seller.getByRole('button', { name: 'Add entry' }).click();
    await seller.getByText('Came off in one piece').waitFor();
    await seller.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 20_000 });

    await seller.getByRole('button', { name: 'Actions for Nagini' }).click();
    await seller.getByRole('menuitem', { name: 'Sell or give away' }).click();
    const dialog = seller.getByRole('dialog', { name: 'Sell or give away Nagini' });
    await dialog.getByLabel(/Buyer’s e-mail/).fill(BUYER.email);
    await dialog.getByLabel('Price').fill('250');
    await dialog.getByRole('button', { name: 'Send the offer' }).click();
    await seller.getByText(new RegExp(`^Offered to ${BUYER.email.replace('.', '\\.')} on .+, waiting for them to accept`)).waitFor();

    const { page: buyer } = await buyerDevice();
    // On a phone the entry is in the closed menu; the address is the same.
    await buyer.goto(`${keeper.server.url}/transfers`);
    const offer = buyer.getByRole('article', { name: 'Nagini' });
    await offer.getByText('1 record comes with it').waitFor();
    await offer.getByText('€250.00').waitFor();
    await offer.getByRole('button', { name: 'Accept' }).click();
    await buyer.getByRole('dialog', { name: 'Accept Nagini?' }).getByRole('button', { name: 'Accept' }).click();
    await buyer.getByText('Nagini is yours. It arrives on this device with the next sync.').waitFor();
    await buyer.getByRole('link', { name: 'Open Nagini' }).click({ timeout: 30_000 });
    await buyer.getByRole('heading', { level: 1, name: 'Nagini' }).waitFor();
    await buyer.getByRole('tab', { name: 'Shedding' }).click();
    await buyer.getByText('Came off in one piece').waitFor();
    // The buyer's animal is theirs to log: no read-only banner, the forms are there.
    expect(await buyer.getByText('Your read-only copy').count()).toBe(0);
    await buyer.getByRole('button', { name: 'Add entry' }).waitFor();

    await seller.reload();
    await seller.getByText(new RegExp(`^Sold or given to ${BUYER.email.replace('.', '\\.')} on .+: this is your read-only copy\\.$`)).waitFor({ timeout: 30_000 });
    expect(await seller.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await seller.getByRole('tab', { name: 'Shedding' }).click();
    await seller.getByText('Came off in one piece').waitFor();
    expect(await seller.getByRole('button', { name: 'Add entry' }).count()).toBe(0);
  });
});
