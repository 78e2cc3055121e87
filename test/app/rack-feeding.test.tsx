/**
 * Feeding the whole rack on a real local database: pick reptiles (filter, select all shown),
 * mark the exceptions, and one feeding log per animal is written, each its own mutation; from
 * the inventory the stock check counts every selected animal, and each log deducts. The round is
 * saved in one transaction: all of it, with consecutive ids, or none of it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { momentOfId } from '../../shared/rules/row-moment';
import { formatTime } from '../../app/lib/format';
import { rebuildReptileFacts } from '../../app/lib/db/reptile-facts';
import { seedSpaces } from '../helpers/spaces';
import { RackFeedingPage } from '../../app/features/rack-feeding/rack-feeding-page';
import { endSession } from '../../app/lib/session';
import type { LocalFeeder, UserDb } from '../../app/lib/db';
import { renderWithProviders } from '../helpers/render';
import { failNthFeedingPut, signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => {
  vi.restoreAllMocks();
  endSession('user');
});

async function rack(db: UserDb) {
  const reptiles = [
    syncedReptile(db, { name: 'Monty', species: 'Python regius' }),
    syncedReptile(db, { name: 'Kaa', species: 'Python bivittatus' }),
    syncedReptile(db, { name: 'Gecko Joe', species: 'Eublepharis macularius' }),
  ];
  await db.reptiles.bulkPut(reptiles);
  const mice: LocalFeeder = { id: uuidv7(), userId: db.userId, name: 'Adult mice', type: 'frozen', weightPerItemGrams: 25, lowStockThreshold: 1, quantity: 5, version: 2, updatedAt: Date.now(), deleted: false };
  await db.feeders.put(mice);
  return { reptiles, mice };
}

describe('feed the rack', () => {
  it("says on each animal another member already fed that day, with the time, and counts them before saving (issue 27)", async () => {
    const db = signInKeeper();
    const [space] = await seedSpaces(db, [{ role: 'keeper' }]);
    const ivan = space!.ownerId;
    const monty = syncedReptile(db, { name: 'Monty', species: 'Python regius', userId: space!.id });
    const kaa = syncedReptile(db, { name: 'Kaa', species: 'Python bivittatus', userId: space!.id });
    await db.reptiles.bulkPut([monty, kaa]);
    const meal = { id: uuidv7(), userId: space!.id, reptileId: monty.id, date: todayIn(), outcome: 'ate' as const, notes: null, authorId: ivan, version: 1, updatedAt: 1, deleted: false,
      source: { kind: 'manual' as const, items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] } };
    await db.feedingLogs.put(meal);
    await rebuildReptileFacts(db);
    renderWithProviders(<RackFeedingPage />, { route: '/feed-rack' });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Whose animals' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Household · The Petrovs' }));
    const list = await screen.findByRole('list', { name: 'Reptiles' });
    const row = (name: string) => within(list).getAllByRole('listitem').find((li) => li.textContent?.includes(name)) as HTMLElement;
    const at = formatTime(momentOfId(meal.id) ?? 0, 'en');
    await waitFor(() => expect(row('Monty')).toHaveTextContent(`ivan fed it at ${at} on this day`));
    expect(row('Kaa')).not.toHaveTextContent('on this day');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Select all shown' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 selected animal already has a meal on this day. Save only if it ate twice, or untick it.');
    // Another day: nothing to say.
    await userEvent.clear(screen.getByLabelText(/^Date/));
    await userEvent.type(screen.getByLabelText(/^Date/), addDays(todayIn(), -1));
    await waitFor(() => expect(row('Monty')).not.toHaveTextContent('on this day'));
  });

  it('asks for a selection and the food before writing anything', async () => {
    const db = signInKeeper();
    await rack(db);
    renderWithProviders(<RackFeedingPage />, { route: '/feed-rack' });
    await userEvent.click(await screen.findByRole('button', { name: 'Log feedings' }));
    expect(await screen.findByText('Select at least one reptile.')).toBeInTheDocument();
    expect(screen.getByText('A food type is required.')).toBeInTheDocument();
    expect(screen.getByText('Each item needs a positive size per item.')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
  });

  it('logs one manual feeding per selected animal, with its exception', async () => {
    const db = signInKeeper();
    const { reptiles } = await rack(db);
    renderWithProviders(<RackFeedingPage />, { route: '/feed-rack' });
    await userEvent.type(await screen.findByLabelText('Filter by name or species'), 'python');
    const list = screen.getByRole('list', { name: 'Reptiles' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Select all shown' }));
    expect(screen.getByText('2 of 3 selected')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Filter by name or species'));
    const kaa = within(list).getAllByRole('listitem').find((li) => li.textContent?.includes('Kaa'));
    await userEvent.click(within(kaa as HTMLElement).getByLabelText('Refused'));

    await userEvent.type(screen.getByLabelText(/^Food item/), 'Rat pup');
    await userEvent.type(screen.getByLabelText(/^Size per item \(g\)/), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Log feedings for 2 reptiles' }));

    expect(await screen.findByText('Logged feedings for 2 reptiles. 1 refused or regurgitated.')).toBeInTheDocument();
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => e.name)).toEqual(['feedingLog.create.v1', 'feedingLog.create.v1']);
    const byReptile = Object.fromEntries(entries.map((e) => {
      const a = e.args as { reptileId: string; outcome: string; date: string; source: unknown };
      return [a.reptileId, a];
    }));
    const [monty, kaaRow] = reptiles;
    expect(byReptile[monty!.id]).toMatchObject({ outcome: 'ate', date: todayIn(), source: { kind: 'manual', items: [{ foodItem: 'Rat pup', count: 1, sizePerItemGrams: 30 }] } });
    expect(byReptile[kaaRow!.id]).toMatchObject({ outcome: 'refused' });
    expect(await db.feedingLogs.count()).toBe(2);
    expect(screen.getByText('0 of 3 selected')).toBeInTheDocument();
  });

  it('saves the round in one transaction, and none of it when the device fails mid-round', async () => {
    const db = signInKeeper();
    await rack(db);
    failNthFeedingPut(db, 2);
    renderWithProviders(<RackFeedingPage />, { route: '/feed-rack' });
    await userEvent.click(await screen.findByRole('button', { name: 'Select all shown' }));
    await userEvent.type(screen.getByLabelText(/^Food item/), 'Mouse');
    await userEvent.type(screen.getByLabelText(/^Size per item \(g\)/), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Log feedings for 3 reptiles' }));

    expect(await screen.findByText('None of the 3 feedings could be saved on this device. They are still selected: try again.')).toBeInTheDocument();
    expect(await db.feedingLogs.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(screen.getByText('3 of 3 selected')).toBeInTheDocument();

    vi.restoreAllMocks();
    const transaction = vi.spyOn(db, 'transaction');
    await userEvent.click(screen.getByRole('button', { name: 'Log feedings for 3 reptiles' }));
    expect(await screen.findByText('Logged feedings for 3 reptiles.')).toBeInTheDocument();
    expect(transaction).toHaveBeenCalledTimes(1);
    expect((await db.outbox.toArray()).map((e) => e.mutationId)).toEqual([1, 2, 3]);
    expect(await db.feedingLogs.count()).toBe(3);
  });

  it('from the inventory, checks the stock for every selected animal and deducts for each', async () => {
    const db = signInKeeper();
    const { mice } = await rack(db);
    renderWithProviders(<RackFeedingPage />, { route: '/feed-rack' });
    await userEvent.click(await screen.findByRole('button', { name: 'Select all shown' }));
    await userEvent.click(screen.getByRole('radio', { name: 'From inventory' }));
    await userEvent.click(screen.getByRole('combobox', { name: /^Feeder/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Adult mice (5)' }));
    const quantity = screen.getByLabelText(/^Quantity per animal/);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(screen.getByText(/whether it ate or not/)).toHaveTextContent('This takes 6 of 5 in stock.');
    await userEvent.click(screen.getByRole('button', { name: 'Log feedings for 3 reptiles' }));
    expect(await screen.findByText('Not enough stock: the rack needs 6, 5 available.')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);

    // Gecko Joe is not on mice: two animals, two each.
    const list = screen.getByRole('list', { name: 'Reptiles' });
    const gecko = within(list).getAllByRole('listitem').find((li) => li.textContent?.includes('Gecko Joe'));
    await userEvent.click(within(gecko as HTMLElement).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Log feedings for 2 reptiles' }));
    expect(await screen.findByText('Logged feedings for 2 reptiles.')).toBeInTheDocument();
    const args = (await db.outbox.toArray()).map((e) => e.args as { source: unknown });
    expect(args).toHaveLength(2);
    for (const a of args) expect(a.source).toEqual({ kind: 'inventory', feederId: mice.id, quantity: 2, deductFromInventory: true });
    await waitFor(async () => expect((await db.feeders.get(mice.id))?.quantity).toBe(1));
  });
});
