/**
 * Moving animals on a real local database (issue 28): into a tub from the rack view, from the
 * reptile's page into another enclosure of its own collection or into none, with the history of
 * its stays and an undo of the latest move; a shared collection's keeper creates racks where they
 * choose, and what a role may not do is not offered.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byTubOrder } from '../../shared/enclosures/racks';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { addEnclosure, addRack, moveAnimal } from '../../app/features/enclosures';
import { formatDate } from '../../app/lib/format';
import type { UserDb } from '../../app/lib/db';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';
import { seedSpaces } from '../helpers/spaces';
import { PlacesApp, storedMove, storedRack } from './enclosures-fixtures';

afterEach(() => endSession('user'));

const MONTH_AGO = addDays(todayIn(), -30);
const day = (iso: string) => formatDate(iso, 'en');

/** Rack A (1 × 2) with Dot in A1-2 since a month ago. */
async function seed(db: UserDb) {
  const dot = syncedReptile(db, { name: 'Dot' });
  await db.reptiles.put(dot);
  const rackId = await addRack({ name: 'A', shelves: 1, perShelf: 2, tubType: 'tub' });
  const [a11, a12] = (await db.enclosures.toArray()).sort(byTubOrder);
  await moveAnimal(dot.id, a12!.id, MONTH_AGO);
  return { dot, rackId, a11: a11!, a12: a12! };
}

const tub = (name: string) => screen.getByRole('listitem', { name });

async function pick(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('moving an animal', () => {
  it('moves one into a tub from the rack view, and its page shows where it lives and lived', async () => {
    const db = signInKeeper();
    const { dot } = await seed(db);
    renderWithProviders(<PlacesApp />, { route: `/racks/${(await db.racks.toArray())[0]!.id}` });
    expect(await within(await screen.findByRole('listitem', { name: 'A1-2' })).findByRole('link', { name: 'Dot' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move an animal in: A1-1' }));
    expect(await screen.findByRole('dialog', { name: 'Move an animal into A1-1' })).toBeInTheDocument();
    await pick(/^Animal/, 'Dot · now in A1-2');
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(within(tub('A1-1')).getByRole('link', { name: 'Dot' })).toBeInTheDocument());
    expect(within(tub('A1-2')).getByText('Empty')).toBeInTheDocument();
    const move = (await db.outbox.toArray()).at(-1);
    expect(move).toMatchObject({ name: 'placement.create.v1', args: { reptileId: dot.id, date: todayIn() } });

    await userEvent.click(within(tub('A1-1')).getByRole('link', { name: 'Dot' }));
    const section = await screen.findByRole('region', { name: 'Where it lives' });
    expect(within(section).getByRole('heading', { name: 'Lives in: A1-1 (Rack A)' })).toBeInTheDocument();
    const history = within(within(section).getByRole('list', { name: 'Where it lived' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(history).toEqual([`A1-1 (Rack A) since ${day(todayIn())}Undo this move`, `A1-2 (Rack A) from ${day(MONTH_AGO)} to ${day(todayIn())}`]);
  });

  it('moves it out of any enclosure from its page, and undoes the move', async () => {
    const db = signInKeeper();
    const { dot } = await seed(db);
    renderWithProviders(<PlacesApp />, { route: `/reptiles/${dot.id}` });
    const section = await screen.findByRole('region', { name: 'Where it lives' });
    expect(await within(section).findByRole('link', { name: 'A1-2 (Rack A)' })).toHaveAttribute('href', expect.stringMatching(/^\/enclosures\//));
    await userEvent.click(within(section).getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Dot' });
    await pick(/^Move to/, 'No enclosure');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(within(section).getByRole('heading', { name: 'Lives in: no enclosure' })).toBeInTheDocument());
    expect(within(section).getByText(`No enclosure since ${day(todayIn())}`)).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Undo this move' }));
    await waitFor(() => expect(within(section).getByRole('heading', { name: 'Lives in: A1-2 (Rack A)' })).toBeInTheDocument());
    expect(within(section).getByText(`A1-2 (Rack A) since ${day(MONTH_AGO)}`)).toBeInTheDocument();
    expect((await db.outbox.toArray()).map((e) => e.name).slice(-2)).toEqual(['placement.create.v1', 'placement.delete.v1']);
  });

  it('offers only the enclosures of the animal’s own collection', async () => {
    const db = signInKeeper();
    const [space] = await seedSpaces(db, [{ role: 'keeper' }]);
    const { dot } = await seed(db);
    await addEnclosure({ name: 'Viv 1', type: 'vivarium' });
    await storedRack(db, space!.id, 'H', 1, 1);
    renderWithProviders(<PlacesApp />, { route: `/reptiles/${dot.id}` });
    const section = await screen.findByRole('region', { name: 'Where it lives' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Move' }));
    await screen.findByRole('dialog', { name: 'Move Dot' });
    await userEvent.click(screen.getByRole('combobox', { name: /^Move to/ }));
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['No enclosure', 'A1-1 · Rack A', 'A1-2 · Rack A', 'Viv 1']));
  });

  it('shows where a viewer’s animal lives with no Move, and nothing for an animal sold on', async () => {
    const db = signInKeeper();
    const [space] = await seedSpaces(db, [{ role: 'viewer' }]);
    const sid = space!.id;
    const rack = await storedRack(db, sid, 'H', 1, 1);
    const kaa = syncedReptile(db, { name: 'Kaa', userId: sid });
    const sold = syncedReptile(db, { name: 'Sold', transferredAt: Date.now() });
    await db.reptiles.bulkPut([kaa, sold]);
    await storedMove(db, sid, kaa.id, rack.tubs[0]!.id);
    const view = renderWithProviders(<PlacesApp />, { route: `/reptiles/${kaa.id}` });
    const section = await screen.findByRole('region', { name: 'Where it lives' });
    expect(await within(section).findByRole('heading', { name: 'Lives in: H1-1 (Rack H)' })).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    view.unmount();

    renderWithProviders(<PlacesApp />, { route: `/reptiles/${sold.id}` });
    expect(await screen.findByRole('heading', { name: 'Sold', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Where it lives' })).not.toBeInTheDocument();
  });
});

describe('a shared collection’s racks', () => {
  it('lets a keeper create a rack in the household, and offers no place where the role may not', async () => {
    const db = signInKeeper();
    const [petrovs] = await seedSpaces(db, [{ role: 'keeper' }, { role: 'viewer', name: 'The Ivanovs' }]);
    renderWithProviders(<PlacesApp />, { route: '/racks' });
    expect(await screen.findByRole('heading', { name: 'My own' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Household · The Ivanovs' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New rack' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rack' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Add to' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['My own', 'Household · The Petrovs']);
    await userEvent.click(screen.getByRole('option', { name: 'Household · The Petrovs' }));
    await userEvent.type(within(dialog).getByLabelText(/^Rack name/), 'P');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create rack' }));
    expect(await screen.findByRole('heading', { name: 'Rack P', level: 1 })).toBeInTheDocument();
    const [create] = await db.outbox.toArray();
    expect(create).toMatchObject({ name: 'rack.create.v1', args: { name: 'P', spaceId: petrovs!.id } });
    expect(await screen.findByText('Household · The Petrovs')).toBeInTheDocument();
  });
});
