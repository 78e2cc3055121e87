/**
 * Racks on a real local database (issue 28): the form creates a rack with all its tubs (and
 * refuses bad input in words, saving nothing), the rack view shows each tub's animals in tub order
 * with their feeding rhythm today, a rename keeps the tubs a keeper named, a viewer of a shared
 * collection sees no button that changes anything, and rack feeding starts from a shelf.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byTubOrder } from '../../shared/enclosures/racks';
import { addMonths, todayIn } from '../../shared/rules/calendar-date';
import { addRack, moveAnimal, updateEnclosure } from '../../app/features/enclosures';
import type { UserDb } from '../../app/lib/db';
import { rebuildReptileFacts } from '../../app/lib/db/reptile-facts';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';
import { seedSpaces } from '../helpers/spaces';
import { PlacesApp, feeding, storedMove, storedRack } from './enclosures-fixtures';

afterEach(() => endSession('user'));

const tubNames = async (db: UserDb) => (await db.enclosures.toArray()).sort(byTubOrder).map((e) => e.name);

/** Rack A, 2 × 2, with Dot (due) in A1-2, Late (overdue) and Fine (fed today) in A2-1, A1-1 empty. */
async function stockedRack(db: UserDb) {
  const adult = addMonths(todayIn(), -40);
  const dot = syncedReptile(db, { name: 'Dot', species: 'Ball python', hatchDate: adult });
  const late = syncedReptile(db, { name: 'Late', species: 'Corn snake', feedingIntervalDays: 7 });
  const fine = syncedReptile(db, { name: 'Fine', species: 'Leopard gecko', hatchDate: adult });
  await db.reptiles.bulkPut([dot, late, fine]);
  await db.feedingLogs.bulkPut([feeding(db, dot.id, 15), feeding(db, late.id, 10), feeding(db, fine.id, 0)]);
  await rebuildReptileFacts(db);
  const rackId = await addRack({ name: 'A', room: 'Snake room', shelves: 2, perShelf: 2, tubType: 'tub' });
  const tubs = (await db.enclosures.where('rackId').equals(rackId).toArray()).sort(byTubOrder);
  const [a11, a12, a21] = tubs;
  await moveAnimal(fine.id, a21!.id);
  await moveAnimal(late.id, a21!.id);
  await moveAnimal(dot.id, a12!.id);
  return { rackId, tubs, a11: a11!, a12: a12!, a21: a21!, dot, late, fine };
}

const tub = (name: string) => screen.getByRole('listitem', { name });

describe('the rack form', () => {
  it('creates rack A with its tubs A1-1 … A2-3, previewed before saving, and opens its view', async () => {
    const db = signInKeeper();
    renderWithProviders(<PlacesApp />, { route: '/racks' });
    await userEvent.click(await screen.findByRole('button', { name: 'New rack' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rack' });
    await userEvent.type(within(dialog).getByLabelText(/^Rack name/), 'A');
    await userEvent.type(within(dialog).getByLabelText(/^Room/), 'Snake room');
    await userEvent.clear(within(dialog).getByLabelText(/^Shelves/));
    await userEvent.type(within(dialog).getByLabelText(/^Shelves/), '2');
    await userEvent.clear(within(dialog).getByLabelText(/^Tubs per shelf/));
    await userEvent.type(within(dialog).getByLabelText(/^Tubs per shelf/), '3');
    expect(within(dialog).getByText('Creates A1-1 … A2-3, 6 tubs')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create rack' }));

    expect(await screen.findByRole('heading', { name: 'Rack A', level: 1 })).toBeInTheDocument();
    expect(await tubNames(db)).toEqual(['A1-1', 'A1-2', 'A1-3', 'A2-1', 'A2-2', 'A2-3']);
    expect((await db.enclosures.toArray()).every((e) => e.type === 'tub' && e.room === 'Snake room')).toBe(true);
    expect(screen.getByText('Snake room · 2 shelves × 3 tubs · 0 animals')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Tubs of shelf 2' })).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['A2-1', 'A2-2', 'A2-3']);
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual(['rack.create.v1']);
  });

  it('says what is wrong in words and saves nothing', async () => {
    const db = signInKeeper();
    renderWithProviders(<PlacesApp />, { route: '/racks' });
    await userEvent.click(await screen.findByRole('button', { name: 'New rack' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rack' });
    await userEvent.clear(within(dialog).getByLabelText(/^Shelves/));
    await userEvent.type(within(dialog).getByLabelText(/^Shelves/), '0');
    await userEvent.clear(within(dialog).getByLabelText(/^Tubs per shelf/));
    await userEvent.type(within(dialog).getByLabelText(/^Tubs per shelf/), 'two');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create rack' }));
    expect(await within(dialog).findByText('A name is required.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Enter a whole number from 1 to 20.')).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.racks.count()).toBe(0);
  });

  it('creates an enclosure of a preset or the keeper’s own type, refusing a bad size', async () => {
    const db = signInKeeper();
    renderWithProviders(<PlacesApp />, { route: '/racks' });
    await userEvent.click(await screen.findByRole('button', { name: 'New enclosure' }));
    const dialog = await screen.findByRole('dialog', { name: 'New enclosure' });
    await userEvent.type(within(dialog).getByLabelText(/^Name or code/), 'Viv 1');
    const type = within(dialog).getByRole('combobox', { name: /^Type/ });
    await userEvent.clear(type);
    await userEvent.type(type, 'Bioactive tank');
    await userEvent.type(within(dialog).getByLabelText('Width (cm)'), '-5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create enclosure' }));
    expect(await within(dialog).findByText('A size is a number of centimetres above 0 and at most 1000.')).toBeInTheDocument();
    expect(await db.enclosures.count()).toBe(0);

    await userEvent.clear(within(dialog).getByLabelText('Width (cm)'));
    await userEvent.type(within(dialog).getByLabelText('Width (cm)'), '120,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create enclosure' }));
    expect(await screen.findByRole('heading', { name: 'Viv 1', level: 1 })).toBeInTheDocument();
    const [viv] = await db.enclosures.toArray();
    expect(viv).toMatchObject({ name: 'Viv 1', type: 'Bioactive tank', widthCm: 120.5, rackId: null });
    expect(screen.getByText('120.5 × ? × ? cm')).toBeInTheDocument();
  });
});

describe('an enclosure’s page', () => {
  it('shows what and where it is, edits only what changed, and deletes it after saying so', async () => {
    const db = signInKeeper();
    const { a21 } = await stockedRack(db);
    renderWithProviders(<PlacesApp />, { route: `/enclosures/${a21.id}` });
    expect(await screen.findByRole('heading', { name: 'A2-1', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Rack A · shelf 2, position 1' })).toBeInTheDocument();
    const residents = within(screen.getByRole('list', { name: 'Animals in A2-1' }));
    await waitFor(() => expect(residents.getByText('Overdue 3 days')).toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Animals that lived here' })).getAllByRole('link').map((l) => l.textContent).sort()).toEqual(['Fine', 'Late']);

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit A2-1' });
    const type = within(dialog).getByRole('combobox', { name: /^Type/ });
    expect(type).toHaveValue('Tub');
    await userEvent.clear(type);
    await userEvent.type(type, 'terrarium');
    await userEvent.type(within(dialog).getByLabelText('Height (cm)'), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await db.outbox.toArray()).at(-1)).toMatchObject({ name: 'enclosure.update.v1', args: { id: a21.id, patch: { type: 'terrarium', heightCm: 30 } } });
    expect(Object.keys(((await db.outbox.toArray()).at(-1)?.args as { patch: object }).patch).sort()).toEqual(['heightCm', 'type']);
    expect(await screen.findByText('Terrarium')).toBeInTheDocument();
    expect(screen.getByText('? × ? × 30 cm')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete A2-1?' });
    expect(within(confirm).getByText('Its 2 animals will then be in no enclosure; their history stays.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete enclosure' }));
    expect(await screen.findByRole('heading', { name: 'Rack A', level: 1 })).toBeInTheDocument();
    expect(await db.enclosures.get(a21.id)).toBeUndefined();
  });
});

describe('the rack view', () => {
  it('shows each tub’s animals in tub order with due, overdue and fed today', async () => {
    const db = signInKeeper();
    const { rackId } = await stockedRack(db);
    renderWithProviders(<PlacesApp />, { route: `/racks/${rackId}` });
    await screen.findByRole('heading', { name: 'Rack A', level: 1 });
    await waitFor(() => expect(within(tub('A1-2')).getByText('Due today')).toBeInTheDocument());
    expect(within(tub('A1-1')).getByText('Empty')).toBeInTheDocument();
    const a21 = within(tub('A2-1'));
    expect(a21.getAllByRole('link').map((l) => l.textContent)).toEqual(['A2-1', 'Fine', 'Late']);
    expect(a21.getByText('Overdue 3 days')).toBeInTheDocument();
    expect(a21.getByText('Fed today')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Late' })).toHaveAttribute('href', expect.stringMatching(/^\/reptiles\//));
    expect(screen.getByText('Snake room · 2 shelves × 2 tubs · 3 animals')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Feed this rack' })).toHaveAttribute('href', `/feed-rack?rack=${rackId}`);
    expect(screen.getByRole('link', { name: 'Feed shelf 2' })).toHaveAttribute('href', `/feed-rack?rack=${rackId}&shelf=2`);
    const ids = (await db.enclosures.toArray()).sort(byTubOrder).map((e) => e.id);
    expect(screen.getByRole('link', { name: 'Print labels' })).toHaveAttribute('href', `/labels?enclosures=${ids.join(',')}`);
  });

  it('renames the rack and its room; a tub the keeper named keeps its name', async () => {
    const db = signInKeeper();
    const { rackId, a11 } = await stockedRack(db);
    await updateEnclosure(a11.id, { name: 'Nagini’s tub' });
    renderWithProviders(<PlacesApp />, { route: `/racks/${rackId}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename rack A' });
    await userEvent.clear(within(dialog).getByLabelText(/^Rack name/));
    await userEvent.type(within(dialog).getByLabelText(/^Rack name/), 'B');
    await userEvent.clear(within(dialog).getByLabelText(/^Room/));
    await userEvent.type(within(dialog).getByLabelText(/^Room/), 'Cellar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Rack B', level: 1 })).toBeInTheDocument();
    expect(await tubNames(db)).toEqual(['Nagini’s tub', 'B1-2', 'B2-1', 'B2-2']);
    expect(screen.getByRole('listitem', { name: 'Nagini’s tub' })).toBeInTheDocument();
    expect(screen.getByText(/^Cellar · /)).toBeInTheDocument();
  });

  it('deletes the rack after saying its animals will be in no enclosure', async () => {
    const db = signInKeeper();
    const { rackId } = await stockedRack(db);
    renderWithProviders(<PlacesApp />, { route: `/racks/${rackId}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete rack A?' });
    expect(within(dialog).getByText(/Its 3 animals will then be in no enclosure/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete rack' }));
    expect(await screen.findByRole('heading', { name: 'Racks & enclosures', level: 1 })).toBeInTheDocument();
    expect(await db.racks.count()).toBe(0);
    expect(await db.enclosures.count()).toBe(0);
  });

  it('shows a viewer of a shared collection its rack with no button that changes anything', async () => {
    const db = signInKeeper();
    const [space] = await seedSpaces(db, [{ role: 'viewer' }]);
    const sid = space!.id;
    const rack = await storedRack(db, sid, 'H', 1, 2);
    const kaa = syncedReptile(db, { name: 'Kaa', userId: sid });
    await db.reptiles.put(kaa);
    await storedMove(db, sid, kaa.id, rack.tubs[1]!.id);
    renderWithProviders(<PlacesApp />, { route: `/racks/${rack.id}` });
    expect(await screen.findByRole('heading', { name: 'Rack H', level: 1 })).toBeInTheDocument();
    expect(await within(tub('H1-2')).findByRole('link', { name: 'Kaa' })).toBeInTheDocument();
    expect(await screen.findByText('Household · The Petrovs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print labels' })).toBeInTheDocument();
    for (const name of ['Rename', 'Delete', /Move an animal/]) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Feed/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'H1-2' }));
    expect(await screen.findByRole('heading', { name: 'H1-2', level: 1 })).toBeInTheDocument();
    expect(await within(await screen.findByRole('list', { name: 'Animals in H1-2' })).findByRole('link', { name: 'Kaa' })).toBeInTheDocument();
    for (const name of ['Edit', 'Delete', 'Move an animal in']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print label' })).toHaveAttribute('href', `/labels?enclosures=${rack.tubs[1]!.id}`);
  });

  it('renders in Bulgarian', async () => {
    const db = signInKeeper();
    const { rackId } = await stockedRack(db);
    renderWithProviders(<PlacesApp />, { route: `/racks/${rackId}`, lng: 'bg' });
    expect(await screen.findByRole('heading', { name: 'Стелаж A', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Рафт 1' })).toBeInTheDocument();
    expect(within(tub('A1-1')).getByText('Празна')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Нахрани рафт 2' })).toBeInTheDocument();
    expect(screen.getByText('Snake room · 2 рафта × 2 кутии · 3 животни')).toBeInTheDocument();
    await waitFor(() => expect(within(tub('A2-1')).getByText('Хранено днес')).toBeInTheDocument());
  });
});

describe('rack feeding from a rack', () => {
  it('offers exactly the shelf’s animals in tub order, all selected', async () => {
    const db = signInKeeper();
    const { rackId } = await stockedRack(db);
    await db.reptiles.put(syncedReptile(db, { name: 'Elsewhere' }));
    renderWithProviders(<PlacesApp />, { route: `/feed-rack?rack=${rackId}&shelf=2` });
    expect(await screen.findByText('The animals of shelf 2 of rack A, in tub order.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Reptiles' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((li) => li.textContent?.split(/\s/)[0])).toEqual(['Fine', 'Late']));
    expect(screen.getByText('2 of 2 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log feedings for 2 reptiles' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Show all animals' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Reptiles' })).getAllByRole('listitem')).toHaveLength(4));
    expect(screen.getByText('2 of 4 selected')).toBeInTheDocument();
  });

  it('offers the whole rack in tub order', async () => {
    const db = signInKeeper();
    const { rackId } = await stockedRack(db);
    renderWithProviders(<PlacesApp />, { route: `/feed-rack?rack=${rackId}` });
    expect(await screen.findByText('The animals of rack A, in tub order.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Reptiles' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((li) => li.textContent?.split(/\s/)[0])).toEqual(['Dot', 'Fine', 'Late']));
    expect(screen.getByText('3 of 3 selected')).toBeInTheDocument();
  });
});
