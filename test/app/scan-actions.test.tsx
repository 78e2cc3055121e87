/**
 * Issue 28, "Labels that start the right action": what /r/:id and /e/:id open, on a real local
 * database. Each quick action writes its log through mutate (the outbox and the table), dated
 * today: "Fed" a feeder from the animal's own stock, its last meal's preselected (and takes the
 * stock; with none in stock it says so), "Refused" the same food taking none, "Weighed" the weight
 * typed, "Shed" a complete shed, "Cleaned" a spot
 * clean of its enclosure (the enclosure's upkeep); the state on the page follows ("Fed today"), and
 * Undo takes back what moved no stock. An enclosure lists its residents, each with the same
 * actions but the cleaning, which is the enclosure's own (a spot or a full clean). A viewer sees
 * no action; an unknown or handed-on animal, and an unknown enclosure,
 * are said plainly with none.
 */
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { AnimalScanPage } from '../../app/features/scan/animal-scan-page';
import { EnclosureScanPage } from '../../app/features/scan/enclosure-scan-page';
import { endSession } from '../../app/lib/session';
import type { LocalFeeder, LocalLog, LocalReptile, UserDb } from '../../app/lib/db';
import { rebuildReptileFacts } from '../../app/lib/db/reptile-facts';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';
import { seedSpaces } from '../helpers/spaces';

afterEach(() => {
  // Toasts live in a store of their own, beyond the rendered tree.
  notifications.clean();
  endSession('user');
});

const synced = { version: 2, updatedAt: 1, deleted: false } as const;

/** A rack "A" of one shelf of two tubs, Nagini and Kaa in A1-2, Monty in none; Nagini last ate a mouse from stock. */
async function keeper(db: UserDb = signInKeeper(), owner: string = db.userId) {
  const today = todayIn();
  const rackId = uuidv7();
  const tubs = [1, 2].map((position) => ({
    id: uuidv7(), userId: owner, name: `A1-${position}`, type: 'tub', widthCm: null, depthCm: null, heightCm: null, room: null, notes: null,
    rackId, shelf: 1, position, targets: null, upkeepDays: null, ...synced,
  }));
  await db.racks.put({ id: rackId, userId: owner, name: 'A', room: null, shelves: 1, perShelf: 2, ...synced });
  await db.enclosures.bulkPut(tubs);
  const nagini = syncedReptile(db, { name: 'Nagini', userId: owner });
  const kaa = syncedReptile(db, { name: 'Kaa', species: 'Python bivittatus', userId: owner });
  const monty = syncedReptile(db, { name: 'Monty', userId: owner });
  await db.reptiles.bulkPut([nagini, kaa, monty]);
  const mice: LocalFeeder = { id: uuidv7(), userId: owner, name: 'Adult mice', type: 'frozen', weightPerItemGrams: 25, lowStockThreshold: 1, quantity: 5, ...synced };
  await db.feeders.put(mice);
  const move = (reptileId: string, enclosureId: string) => ({ id: uuidv7(), userId: owner, reptileId, enclosureId, date: addDays(today, -30), at: 1, authorId: null, ...synced });
  await db.placements.bulkPut([move(nagini.id, tubs[1]!.id), move(kaa.id, tubs[1]!.id)]);
  const meal: LocalLog<'feedingLogs'> = {
    id: uuidv7(), userId: owner, reptileId: nagini.id, date: addDays(today, -7), outcome: 'ate', notes: null,
    source: { kind: 'inventory', feederId: mice.id, quantity: 1, deductFromInventory: true }, ...synced,
  };
  await db.feedingLogs.put(meal);
  await rebuildReptileFacts(db);
  return { db, today, nagini, kaa, monty, mice, tub: tubs[1]!, empty: tubs[0]! };
}

function open(route: string) {
  return renderWithProviders(
    <>
      <Notifications />
      <Routes>
        <Route path="/r/:id" element={<AnimalScanPage />} />
        <Route path="/e/:id" element={<EnclosureScanPage />} />
      </Routes>
    </>,
    { route },
  );
}

const enabled = async (name: string | RegExp) => {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};

const outbox = async (db: UserDb) => (await db.outbox.toArray()).map((e) => ({ name: e.name, args: e.args as Record<string, unknown> }));

describe('an animal’s label (/r/:id)', () => {
  it('shows the animal, where it lives and how its feeding stands, with its quick actions and a way to its profile', async () => {
    const { nagini, today } = await keeper();
    open(`/r/${nagini.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nagini' })).toBeInTheDocument();
    expect(screen.getByText('Python regius')).toBeInTheDocument();
    const home = await screen.findByRole('link', { name: 'A1-2' });
    expect(home).toHaveAttribute('href', expect.stringMatching(/^\/e\//));
    await waitFor(() => expect(home.closest('p')).toHaveTextContent('Lives in A1-2 · Rack A · shelf 1, tub 2'));
    expect(screen.getByText('Last fed').nextSibling).toHaveTextContent(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${addDays(today, -7)}T00:00:00Z`)));
    for (const action of ['Fed', 'Refused', 'Weighed', 'Shed', 'Cleaned']) expect(await enabled(`${action}: Nagini`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open full profile' })).toHaveAttribute('href', `/reptiles/${nagini.id}`);
  });

  it('"Fed" logs last time’s meal today with its feeder from stock preselected, in two taps, and the page says fed today', async () => {
    const { db, nagini, mice, today } = await keeper();
    open(`/r/${nagini.id}`);
    await userEvent.click(await enabled('Fed: Nagini'));
    const dialog = await screen.findByRole('dialog', { name: 'Nagini fed today' });
    // Last time's feeder and count, preselected: the confirm is the one tap left.
    expect(await within(dialog).findByRole('combobox', { name: /^Feeder/ })).toHaveValue('Adult mice');
    expect(within(dialog).getByRole('textbox', { name: /^How many/ })).toHaveValue('1');
    expect(dialog).toHaveTextContent('5 in stock');
    expect(dialog).toHaveTextContent('Same as last time: 1 × Adult mice (25 g) from your stock.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log the meal' }));

    expect(await screen.findByText('Nagini: meal logged.')).toBeInTheDocument();
    expect(await outbox(db)).toEqual([{ name: 'feedingLog.create.v1', args: expect.objectContaining({
      reptileId: nagini.id, date: today, outcome: 'ate', source: { kind: 'inventory', feederId: mice.id, quantity: 1, deductFromInventory: true },
    }) }]);
    expect((await db.feeders.get(mice.id))?.quantity).toBe(4);
    expect(await screen.findByText('Fed today')).toBeInTheDocument();
    // Stock was taken: a tap cannot put it back, so no Undo.
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });

  it('"Refused" logs a refusal of the same food at one tap, taking no stock, and Undo removes it', async () => {
    const { db, nagini, mice, today } = await keeper();
    open(`/r/${nagini.id}`);
    await userEvent.click(await enabled('Refused: Nagini'));
    expect(await screen.findByText('Nagini: refusal logged.')).toBeInTheDocument();
    const [row] = await db.feedingLogs.where('reptileId').equals(nagini.id).filter((f) => f.date === today).toArray();
    expect(row).toMatchObject({ outcome: 'refused', source: { kind: 'inventory', feederId: mice.id, quantity: 1, deductFromInventory: false } });
    expect((await db.feeders.get(mice.id))?.quantity).toBe(5);
    expect(await screen.findByText('Refused today')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Undo: Nagini: refusal logged.' }));
    expect(await screen.findByText('Undone for Nagini.')).toBeInTheDocument();
    await waitFor(async () => expect(await db.feedingLogs.get(row!.id)).toBeUndefined());
    expect((await outbox(db)).map((e) => e.name)).toEqual(['feedingLog.create.v1', 'feedingLog.delete.v1']);
  });

  it('"Weighed" logs the weight typed, today, and checks it with the growth log’s rules', async () => {
    const { db, nagini, today } = await keeper();
    open(`/r/${nagini.id}`);
    await userEvent.click(await enabled('Weighed: Nagini'));
    const dialog = await screen.findByRole('dialog', { name: 'Weight of Nagini today' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log the weight' }));
    expect(await within(dialog).findByText('Enter the weight.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Weight/), '1250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log the weight' }));
    expect(await screen.findByText('Nagini: weight logged.')).toBeInTheDocument();
    expect(await db.growthLogs.where('reptileId').equals(nagini.id).toArray()).toEqual([expect.objectContaining({ date: today, weightGrams: 1250, lengthCm: null })]);
    await waitFor(() => expect(screen.getByText('Last weight').parentElement).toHaveTextContent(/^Last weight1,?250 g ·/));
  });

  it('"Shed" logs a complete shed today and "Cleaned" a spot clean of its enclosure, each at one tap', async () => {
    const { db, nagini, tub, today } = await keeper();
    open(`/r/${nagini.id}`);
    await userEvent.click(await enabled('Shed: Nagini'));
    expect(await screen.findByText('Nagini: shed logged.')).toBeInTheDocument();
    await userEvent.click(await enabled('Cleaned: Nagini'));
    expect(await screen.findByText('Nagini: cleaning logged.')).toBeInTheDocument();
    expect(await db.sheddingLogs.where('reptileId').equals(nagini.id).toArray()).toEqual([expect.objectContaining({ date: today, complete: true, observations: null })]);
    expect(await db.upkeep.toArray()).toEqual([expect.objectContaining({ enclosureId: tub.id, date: today, kind: 'spotClean' })]);
    expect(await db.eventLogs.count()).toBe(0);
    expect((await outbox(db)).map((e) => e.name)).toEqual(['sheddingLog.create.v1', 'upkeep.create.v1']);
  });

  it('offers no "Cleaned" for an animal in no enclosure, and feeds one never fed by picking a feeder from stock', async () => {
    const { db, monty, mice, today } = await keeper();
    open(`/r/${monty.id}`);
    expect(await screen.findByText('Not in an enclosure.')).toBeInTheDocument();
    expect(await enabled('Shed: Monty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cleaned: Monty' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refused: Monty' })).toBeDisabled();
    await userEvent.click(await enabled('Fed: Monty'));
    const dialog = await screen.findByRole('dialog', { name: 'Monty fed today' });
    // Nothing to repeat: no feeder is chosen for it, and logging asks for one.
    const feeder = await within(dialog).findByRole('combobox', { name: /^Feeder/ });
    expect(feeder).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: /^How many/ })).toHaveValue('1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log the meal' }));
    expect(await within(dialog).findByText('Pick the feeder it ate.')).toBeInTheDocument();
    expect(await db.feedingLogs.where('reptileId').equals(monty.id).count()).toBe(0);

    await userEvent.click(feeder);
    const option = await screen.findByRole('option', { name: /Adult mice/ });
    expect(option).toHaveTextContent('5 in stock');
    await userEvent.click(option);
    const quantity = within(dialog).getByRole('textbox', { name: /^How many/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '6');
    expect(await within(dialog).findByText('Only 5 left in stock.')).toBeInTheDocument();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(dialog).toHaveTextContent('To log: 2 × Adult mice (25 g) from your stock.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log the meal' }));

    expect(await screen.findByText('Monty: meal logged.')).toBeInTheDocument();
    expect(await outbox(db)).toEqual([{ name: 'feedingLog.create.v1', args: expect.objectContaining({
      reptileId: monty.id, date: today, outcome: 'ate', source: { kind: 'inventory', feederId: mice.id, quantity: 2, deductFromInventory: true },
    }) }]);
    expect((await db.feeders.get(mice.id))?.quantity).toBe(3);
    expect(await screen.findByText('Fed today')).toBeInTheDocument();
  });

  it('"Fed" says when last time’s food ran out and offers the rest of the stock', async () => {
    const { db, nagini, mice, today } = await keeper();
    await db.feeders.put({ ...mice, quantity: 0 });
    const crickets: LocalFeeder = { ...mice, id: uuidv7(), name: 'Crickets', type: 'live', weightPerItemGrams: 0.5, quantity: 40 };
    // Another keeper's stock is not this animal's to eat from.
    const theirs: LocalFeeder = { ...mice, id: uuidv7(), userId: uuidv7(), name: 'Rats', quantity: 9 };
    await db.feeders.bulkPut([crickets, theirs]);
    open(`/r/${nagini.id}`);
    await userEvent.click(await enabled('Fed: Nagini'));
    const dialog = await screen.findByRole('dialog', { name: 'Nagini fed today' });
    expect(await within(dialog).findByText('Last time’s food, Adult mice, is out of stock: pick another.')).toBeInTheDocument();
    const feeder = within(dialog).getByRole('combobox', { name: /^Feeder/ });
    expect(feeder).toHaveValue('');
    await userEvent.click(feeder);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Crickets40 in stock']);
    await userEvent.click(screen.getByRole('option', { name: /Crickets/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log the meal' }));
    expect(await screen.findByText('Nagini: meal logged.')).toBeInTheDocument();
    expect(await db.feedingLogs.where('reptileId').equals(nagini.id).filter((f) => f.date === today).toArray()).toEqual([expect.objectContaining({
      outcome: 'ate', source: { kind: 'inventory', feederId: crickets.id, quantity: 1, deductFromInventory: true },
    })]);
    expect((await db.feeders.get(crickets.id))?.quantity).toBe(39);
  });

  it('"Fed" repeats a last meal entered by hand as it was, with the stock offered beside it', async () => {
    const { db, kaa, mice, today } = await keeper();
    const rat = { kind: 'manual' as const, items: [{ foodItem: 'Rat', count: 1, sizePerItemGrams: 80 }] };
    await db.feedingLogs.put({ id: uuidv7(), userId: db.userId, reptileId: kaa.id, date: addDays(today, -10), outcome: 'ate', notes: null, source: rat, ...synced });
    await rebuildReptileFacts(db);
    open(`/r/${kaa.id}`);
    await userEvent.click(await enabled('Fed: Kaa'));
    const dialog = await screen.findByRole('dialog', { name: 'Kaa fed today' });
    expect(dialog).toHaveTextContent('Same as last time: 1 × Rat (80 g).');
    expect(await within(dialog).findByRole('combobox', { name: /^Feeder/ })).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Log the meal from stock' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log the meal' }));
    expect(await screen.findByText('Kaa: meal logged.')).toBeInTheDocument();
    expect(await db.feedingLogs.where('reptileId').equals(kaa.id).filter((f) => f.date === today).toArray()).toEqual([expect.objectContaining({ outcome: 'ate', source: rat })]);
    expect((await db.feeders.get(mice.id))?.quantity).toBe(5);
  });

  it('"Fed" says so when there is no feeder in stock at all, and links to the full feeding form', async () => {
    const { db, nagini, mice } = await keeper();
    await db.feeders.put({ ...mice, quantity: 0 });
    open(`/r/${nagini.id}`);
    await userEvent.click(await enabled('Fed: Nagini'));
    const dialog = await screen.findByRole('dialog', { name: 'Nagini fed today' });
    expect(await within(dialog).findByText(/^There is no feeder in your stock/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Log the meal' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Enter the food on the profile' })).toHaveAttribute('href', `/reptiles/${nagini.id}?tab=feeding`);
  });

  it('shows a viewer of a shared collection the animal and no action', async () => {
    const db = signInKeeper();
    const [space] = await seedSpaces(db, [{ role: 'viewer' }]);
    const { nagini } = await keeper(db, space!.id);
    open(`/r/${nagini.id}`);
    expect(await screen.findByText('You can see this animal but not log for it.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nagini' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Nagini/ })).not.toBeInTheDocument();
  });

  it('says plainly when the animal is not on this device, or was handed on, with no actions', async () => {
    const { db, nagini } = await keeper();
    const { unmount } = open(`/r/${uuidv7()}`);
    expect(await screen.findByRole('heading', { name: 'Animal not found' })).toBeInTheDocument();
    expect([...screen.queryAllByRole('button'), ...screen.queryAllByRole('link')]).toEqual([screen.getByRole('link', { name: 'To the dashboard' })]);
    unmount();

    await db.reptiles.put({ ...nagini, transferredAt: Date.now() } satisfies LocalReptile);
    open(`/r/${nagini.id}`);
    expect(await screen.findByRole('heading', { name: 'Nagini has a new keeper' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Fed/ })).not.toBeInTheDocument();
  });
});

describe('an enclosure’s label (/e/:id)', () => {
  it('lists its residents, each with the quick actions, and logs its own cleaning', async () => {
    const { db, tub, kaa, today } = await keeper();
    open(`/e/${tub.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'A1-2' })).toBeInTheDocument();
    expect(await screen.findByText('Rack A · shelf 1, tub 2')).toBeInTheDocument();
    const cards = await screen.findAllByRole('region');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(['Kaa', 'Nagini']);
    for (const name of ['Kaa', 'Nagini']) {
      const card = screen.getByRole('region', { name });
      for (const action of ['Fed', 'Refused', 'Weighed', 'Shed']) expect(within(card).getByRole('button', { name: `${action}: ${name}` })).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: `Cleaned: ${name}` })).not.toBeInTheDocument();
    }

    // One resident's action writes for that resident only.
    await userEvent.click(await enabled('Shed: Kaa'));
    expect(await screen.findByText('Kaa: shed logged.')).toBeInTheDocument();
    expect((await db.sheddingLogs.toArray()).map((s) => s.reptileId)).toEqual([kaa.id]);

    await userEvent.click(screen.getByRole('button', { name: 'Fully cleaned' }));
    expect(await screen.findByText('A1-2: logged (Full clean).')).toBeInTheDocument();
    expect(await db.upkeep.toArray()).toEqual([expect.objectContaining({ enclosureId: tub.id, date: today, kind: 'fullClean' })]);

    await userEvent.click(screen.getByRole('button', { name: 'Undo: A1-2: logged (Full clean).' }));
    await waitFor(async () => expect(await db.upkeep.count()).toBe(0));
  });

  it('says when nobody lives in it (it can still be cleaned), and when it is not on this device', async () => {
    const { empty } = await keeper();
    const { unmount } = open(`/e/${empty.id}`);
    expect(await screen.findByText('No animal lives here now.')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Spot cleaned', 'Fully cleaned']);
    unmount();
    open(`/e/${uuidv7()}`);
    expect(await screen.findByRole('heading', { name: 'Enclosure not found' })).toBeInTheDocument();
  });

  it('shows a viewer the residents without any action', async () => {
    const db = signInKeeper();
    const [space] = await seedSpaces(db, [{ role: 'viewer' }]);
    const { tub } = await keeper(db, space!.id);
    open(`/e/${tub.id}`);
    expect(await screen.findByRole('region', { name: 'Nagini' })).toBeInTheDocument();
    expect(screen.getAllByText('You can see this animal but not log for it.')).toHaveLength(2);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
