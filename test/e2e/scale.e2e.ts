/**
 * Issue 26, a breeder's collection in real Chromium against the real server: 300 animals, each
 * with a meal, pushed through the real sync API, then a fresh device signs in. The dashboard draws
 * a page of cards (not 300), says how many there are, brings the next page on request, and finds
 * an animal by name or species among all 300 without drawing the rest.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setPlan } from '../../sync-server/src/coins/service';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { MAX_PUSH_MUTATIONS } from '../../shared/sync/constants';
import { PHONE, useE2eKeeper } from '../helpers/e2e-keeper';
import { mutation, syncApi } from '../helpers/sync';
import { signedInToken } from '../helpers/users';

const EMAIL = 'rack.room@example.com';
const ANIMALS = 300;
const PAGE = 24;
const SPECIES = ['Python regius', 'Pogona vitticeps', 'Eublepharis macularius'];

const keeper = useE2eKeeper(EMAIL, 'three-hundred-tubs');

/** The breeder's collection, through the real push endpoint in pushes of the protocol's largest size. */
async function seedCollection(): Promise<void> {
  const { app } = keeper.server;
  const row = await app.store.one<{ id: string }>('SELECT id FROM users WHERE email = ?', [EMAIL]);
  if (!row) throw new Error('the keeper was not created');
  await setPlan(app.store, row.id, 'HerpPro', null, Date.now());
  const token = await signedInToken(app, row.id);
  const api = syncApi(app, { id: row.id, email: EMAIL, token, headers: { authorization: `Bearer ${token}` } });
  const today = todayIn();
  const args: [string, unknown][] = [];
  const ids = Array.from({ length: ANIMALS }, () => randomUUID());
  ids.forEach((id, i) => {
    const n = String(i + 1).padStart(3, '0');
    args.push(['reptile.create.v1', { id, name: `Tub ${n}`, species: SPECIES[i % SPECIES.length], sex: i % 2 ? 'female' : 'male' }]);
  });
  ids.forEach((reptileId, i) => {
    args.push(['feedingLog.create.v1', {
      id: randomUUID(), reptileId, date: addDays(today, -(1 + (i % 9))),
      source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] }, outcome: 'ate', notes: null,
    }]);
  });
  let next = 1;
  for (let i = 0; i < args.length; i += MAX_PUSH_MUTATIONS) {
    const res = await api.push(args.slice(i, i + MAX_PUSH_MUTATIONS).map(([name, a]) => mutation(next++, name, a)));
    const refused = res.results.find((r) => r.status !== 'applied');
    if (refused) throw new Error(`seeding refused: ${JSON.stringify(refused)}`);
  }
}

describe('a breeder-sized dashboard', () => {
  it('draws a page of cards, pages on, and finds one animal of 300 by search', async () => {
    await seedCollection();
    const { page } = await keeper.signedInDevice({ viewport: PHONE });
    const cards = page.locator('ul.reptile-grid > li');
    await page.getByText(`Showing ${PAGE} of ${ANIMALS}`).waitFor();
    expect(await cards.count()).toBe(PAGE);
    // Each drawn card has its summary, read from the animal's facts.
    await cards.filter({ hasText: 'Tub 001' }).getByText('Last fed').waitFor();

    await page.getByRole('button', { name: `Show ${PAGE} more` }).click();
    await page.getByText(`Showing ${PAGE * 2} of ${ANIMALS}`).waitFor();
    expect(await cards.count()).toBe(PAGE * 2);

    const search = page.getByLabel('Find an animal');
    await search.fill('Tub 287');
    await cards.filter({ hasText: 'Tub 287' }).waitFor();
    expect(await cards.count()).toBe(1);
    expect(await page.getByText(/^Showing /).count()).toBe(0);

    // By species: a third of the collection matches, still drawn a page at a time.
    await search.fill('pogona');
    await page.getByText(`Showing ${PAGE} of ${ANIMALS / 3}`).waitFor();
    expect(await cards.count()).toBe(PAGE);

    await search.fill('no such animal');
    await page.getByText('no such animal', { exact: false }).first().waitFor();
    expect(await cards.count()).toBe(0);

    // Back to the whole collection, as far as it was shown: the page stays small, the 252 animals
    // not drawn add nothing to the document.
    await search.fill('');
    await page.getByText(`Showing ${PAGE * 2} of ${ANIMALS}`).waitFor();
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    expect(nodes).toBeLessThan(3_000);
  });
});
