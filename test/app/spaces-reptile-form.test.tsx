/**
 * The animal form and the breeding form of a household's animal (issue 27) offer only what the
 * server accepts there: collections and parents (or mates) kept by id are of the same collection,
 * so a keeper is never offered one of their own animals as the parent of a household animal (the
 * server would refuse it: `parent-not-found`), nor the other way round.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { EditReptilePage } from '../../app/features/reptiles/edit-reptile-page';
import type { UserDb } from '../../app/lib/db';
import { endSession } from '../../app/lib/session';
import { signInKeeper, syncedReptile } from '../helpers/keeper';
import { renderWithProviders } from '../helpers/render';
import { seedSpaces } from '../helpers/spaces';

afterEach(() => endSession('user'));

/** A household the keeper keeps with Nagini and Kaa and its collection "Rack A"; the keeper's own Rex and collection "Mine". */
async function seed(db: UserDb) {
  const [household] = await seedSpaces(db, [{ role: 'keeper' }]);
  const space = household?.id ?? '';
  const nagini = syncedReptile(db, { userId: space, name: 'Nagini', sex: 'female' });
  const kaa = syncedReptile(db, { userId: space, name: 'Kaa', sex: 'male' });
  const rex = syncedReptile(db, { name: 'Rex', sex: 'male' });
  await db.reptiles.bulkPut([nagini, kaa, rex]);
  const collection = (userId: string, name: string) => ({ id: uuidv7(), userId, name, description: null, state: 'active' as const, version: 1, updatedAt: 1, deleted: false });
  await db.collections.bulkPut([collection(space, 'Rack A'), collection(db.userId, 'Mine')]);
  return { nagini, rex };
}

const optionsOf = async (combobox: HTMLElement) => {
  await userEvent.click(combobox);
  const names = screen.getAllByRole('option').map((o) => o.textContent);
  await userEvent.keyboard('{Escape}');
  return names;
};

describe("a household animal's forms", () => {
  it("offer the household's collections and animals as parents, none of the keeper's own", async () => {
    const db = signInKeeper({ tier: 'HerpPlus' });
    const { nagini } = await seed(db);
    renderWithProviders(<Routes><Route path="/reptiles/:id/edit" element={<EditReptilePage />} /></Routes>, { route: `/reptiles/${nagini.id}/edit` });
    expect(await optionsOf(await screen.findByRole('combobox', { name: /^Collection/ }))).toEqual(['Rack A']);
    const sire = screen.getByRole('group', { name: 'Sire (father)' });
    expect(await optionsOf(within(sire).getByRole('combobox', { name: 'Reptile' }))).toEqual(['Kaa (Python regius)']);
  });

  it("offer the keeper's own animal their own collections and animals only", async () => {
    const db = signInKeeper({ tier: 'HerpPlus' });
    const { rex } = await seed(db);
    const own = syncedReptile(db, { name: 'Luna', sex: 'female' });
    await db.reptiles.put(own);
    renderWithProviders(<Routes><Route path="/reptiles/:id/edit" element={<EditReptilePage />} /></Routes>, { route: `/reptiles/${rex.id}/edit` });
    expect(await optionsOf(await screen.findByRole('combobox', { name: /^Collection/ }))).toEqual(['Mine']);
    const dam = screen.getByRole('group', { name: 'Dam (mother)' });
    expect(await optionsOf(within(dam).getByRole('combobox', { name: 'Reptile' }))).toEqual(['Luna (Python regius)']);
  });
});
