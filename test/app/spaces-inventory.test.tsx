/**
 * Feeder stock in a shared collection (issue 27) on a member's device: a feeding takes stock only
 * from a feeder of its animal's collection (the server answers `feeder-not-found` otherwise), so
 * the feeding tab and the rack offer only that collection's feeders; the inventory lists a
 * household's feeders in their own section with the buttons the member's role allows (the one
 * role rule, shared/spaces/roles.ts), and a new feeder goes where the keeper picks.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import type { SpaceRole } from '../../shared/spaces/roles';
import { LowStockNotice } from '../../app/features/dashboard/low-stock-notice';
import { QuickFeedingModal } from '../../app/features/care/quick-feeding-modal';
import { FeedingTab } from '../../app/features/feeding';
import { InventoryPage } from '../../app/features/inventory/inventory-page';
import { RackFeedingPage } from '../../app/features/rack-feeding/rack-feeding-page';
import type { LocalFeeder, LocalLog, UserDb } from '../../app/lib/db';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

const OWNER = uuidv7();
const FUTURE = '2099-12-31';
const PETROVS = 'Household · The Petrovs';

function feeder(userId: string, name: string, over: Partial<LocalFeeder> = {}): LocalFeeder {
  return { id: uuidv7(), userId, name, type: 'frozen', weightPerItemGrams: 25, lowStockThreshold: 1, quantity: 10, version: 2, updatedAt: Date.now(), deleted: false, ...over };
}

/**
 * The keeper's own Monty and Adult mice; a household ("The Petrovs") the keeper is a `role` of,
 * with Nagini and Rat pups. Without a role, no membership at all.
 */
async function seed(db: UserDb, role?: SpaceRole) {
  const space = uuidv7();
  if (role) {
    const until = role === 'sitter' ? FUTURE : null;
    await db.meta.put({
      key: 'spaces', cookies: {}, list: [{
        id: space, kind: 'household', name: 'The Petrovs', ownerId: role === 'owner' ? db.userId : OWNER, role, until,
        members: [{ userId: OWNER, name: 'ivan', role: 'owner', until: null }, { userId: db.userId, name: 'me', role, until }],
      }],
    });
  }
  const monty = syncedReptile(db, { name: 'Monty' });
  const nagini = syncedReptile(db, { name: 'Nagini', userId: space });
  const mice = feeder(db.userId, 'Adult mice', { quantity: 8 });
  const rats = feeder(space, 'Rat pups', { quantity: 6 });
  await db.reptiles.bulkPut(role ? [monty, nagini] : [monty]);
  await db.feeders.bulkPut(role ? [mice, rats] : [mice]);
  return { space, monty, nagini, mice, rats };
}

const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);

describe("a feeding's feeders", () => {
  it("offers a household animal only the household's feeders, and one's own animal only one's own", async () => {
    const db = signInKeeper();
    const { monty, nagini } = await seed(db, 'keeper');
    for (const [reptile, offered] of [[nagini, 'Rat pups'], [monty, 'Adult mice']] as const) {
      const view = renderWithProviders(<FeedingTab reptileId={reptile.id} />);
      await userEvent.click(await screen.findByRole('radio', { name: 'From inventory' }));
      await userEvent.click(screen.getByRole('combobox', { name: /^Feeder/ }));
      await screen.findByRole('option', { name: new RegExp(offered) });
      expect(optionNames().map((n) => n?.split('Frozen')[0])).toEqual([offered]);
      view.unmount();
    }
  });
});

describe("the dashboard's quick feeding", () => {
  it("does not repeat a household animal's last meal from the keeper's own stock", async () => {
    const db = signInKeeper();
    const { nagini, mice, rats } = await seed(db, 'keeper');
    const meal = (feederId: string): LocalLog<'feedingLogs'> => ({
      id: uuidv7(), userId: nagini.userId, reptileId: nagini.id, date: '2026-01-05', outcome: 'ate', notes: null, version: 0, updatedAt: 1, deleted: false,
      source: { kind: 'inventory', feederId, quantity: 1, deductFromInventory: true },
    });
    // A meal still waiting to be refused by the server: taken from another collection's stock.
    const view = renderWithProviders(<QuickFeedingModal reptile={nagini} latest={meal(mice.id)} lastAte={null} onClose={() => undefined} />);
    expect(await screen.findByText(/no longer in your inventory/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Same as last time' })).toBeDisabled();
    view.unmount();
    renderWithProviders(<QuickFeedingModal reptile={nagini} latest={meal(rats.id)} lastAte={null} onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Same as last time' })).toBeEnabled());
  });
});

describe('feeding the rack in a household', () => {
  it('has no choice of whose animals without a membership', async () => {
    const db = signInKeeper();
    await seed(db);
    renderWithProviders(<RackFeedingPage />, { route: '/feed-rack' });
    expect(await screen.findByRole('list', { name: 'Reptiles' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Whose animals/ })).not.toBeInTheDocument();
  });

  it("filters the animals and the feeders to the chosen collection, and logs the household's round from its stock", async () => {
    const db = signInKeeper();
    const { space, nagini, rats } = await seed(db, 'sitter');
    renderWithProviders(<RackFeedingPage />, { route: '/feed-rack' });
    const whose = await screen.findByRole('combobox', { name: /^Whose animals/ });
    expect(whose).toHaveValue('My animals');
    const list = screen.getByRole('list', { name: 'Reptiles' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Monty')]);
    await userEvent.click(screen.getByRole('radio', { name: 'From inventory' }));
    await userEvent.click(screen.getByRole('combobox', { name: /^Feeder/ }));
    expect(optionNames()).toEqual(['Adult mice (8)']);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(whose);
    await userEvent.click(await screen.findByRole('option', { name: PETROVS }));
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Nagini')]));
    await userEvent.click(screen.getByRole('combobox', { name: /^Feeder/ }));
    expect(optionNames()).toEqual(['Rat pups (6)']);
    await userEvent.click(screen.getByRole('option', { name: 'Rat pups (6)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all shown' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log feeding for 1 reptile' }));
    expect(await screen.findByText('Logged a feeding for 1 reptile.')).toBeInTheDocument();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: 'feedingLog.create.v1', args: { reptileId: nagini.id, source: { kind: 'inventory', feederId: rats.id, quantity: 1 } } });
    expect((await db.feedingLogs.toArray()).map((l) => l.userId)).toEqual([space]);
    await waitFor(async () => expect((await db.feeders.get(rats.id))?.quantity).toBe(5));
  });

  it("offers no choice to a viewer, and leaves the household's animals out of the keeper's own round", async () => {
    const db = signInKeeper();
    await seed(db, 'viewer');
    renderWithProviders(<RackFeedingPage />, { route: '/feed-rack' });
    const list = await screen.findByRole('list', { name: 'Reptiles' });
    expect(screen.queryByRole('combobox', { name: /^Whose animals/ })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Monty')]);
  });

  it('asks in Bulgarian', async () => {
    const db = signInKeeper();
    await seed(db, 'keeper');
    renderWithProviders(<RackFeedingPage />, { route: '/feed-rack', lng: 'bg' });
    expect(await screen.findByRole('combobox', { name: /^Чии животни/ })).toHaveValue('Моите животни');
  });
});

const buttonsOf = (card: HTMLElement) => within(card).queryAllByRole('button').map((b) => b.textContent);

describe("the inventory in a household", () => {
  it("lists the household's feeders in their own section, with what each role may do", async () => {
    const expected: Record<SpaceRole, string[]> = {
      owner: ['Add stock', 'Take out', 'Edit', 'Delete'],
      keeper: ['Add stock', 'Take out', 'Edit', 'Delete'],
      sitter: ['Take out'],
      viewer: [],
    };
    for (const role of ['owner', 'keeper', 'sitter', 'viewer'] as const) {
      const db = signInKeeper();
      await seed(db, role);
      const view = renderWithProviders(<InventoryPage />, { route: '/inventory' });
      expect(await screen.findByRole('heading', { name: PETROVS })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'My feeders' })).toBeInTheDocument();
      const mine = screen.getByRole('list', { name: 'My feeders' });
      const theirs = screen.getByRole('list', { name: PETROVS });
      expect(within(mine).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Adult mice']);
      expect(within(theirs).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Rat pups']);
      expect(buttonsOf(within(mine).getByRole('listitem'))).toEqual(['Add stock', 'Take out', 'Edit', 'Delete']);
      expect({ role, buttons: buttonsOf(within(theirs).getByRole('listitem')) }).toEqual({ role, buttons: expected[role] });
      if (role === 'viewer') expect(screen.getByText(/lets you see its stock, not change it/)).toBeInTheDocument();
      if (role === 'sitter') expect(screen.getByText(/lets you take feeders out of stock/)).toBeInTheDocument();
      view.unmount();
      endSession('user');
    }
  });

  it('lets a sitter take feeders out of the household stock, written as a take from that feeder', async () => {
    const db = signInKeeper();
    const { rats } = await seed(db, 'sitter');
    renderWithProviders(<InventoryPage />, { route: '/inventory' });
    await userEvent.click(await screen.findByRole('button', { name: 'Take out Rat pups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take out: Rat pups' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take out' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]).toMatchObject({ name: 'feeder.takeStock.v1', args: { id: rats.id, quantity: 1 } });
  });

  it('looks as before without a membership: one list, no sections, no "Add to"', async () => {
    const db = signInKeeper();
    await seed(db);
    renderWithProviders(<InventoryPage />, { route: '/inventory' });
    expect(await screen.findByRole('list', { name: 'Feeder inventory' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My feeders' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add feeder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New feeder' });
    expect(within(dialog).queryByRole('combobox', { name: 'Add to' })).not.toBeInTheDocument();
  });

  it('adds a feeder into the household, where it lands on the device and in the change sent', async () => {
    const db = signInKeeper();
    const { space } = await seed(db, 'keeper');
    renderWithProviders(<InventoryPage />, { route: '/inventory' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add feeder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New feeder' });
    const where = within(dialog).getByRole('combobox', { name: 'Add to' });
    expect(where).toHaveValue('My feeders');
    await userEvent.click(where);
    await userEvent.click(await screen.findByRole('option', { name: PETROVS }));
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Fuzzies');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Frozen' }));
    await userEvent.type(within(dialog).getByLabelText(/^Quantity/), '4');
    await userEvent.type(within(dialog).getByLabelText(/^Weight per item/), '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add feeder' }));

    const theirs = screen.getByRole('list', { name: PETROVS });
    expect(await within(theirs).findByRole('listitem', { name: 'Fuzzies' })).toBeInTheDocument();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: 'feeder.create.v1', args: { name: 'Fuzzies', quantity: 4, spaceId: space } });
    expect((await db.feeders.toArray()).find((f) => f.name === 'Fuzzies')?.userId).toBe(space);
  });

  it('offers "Add to" only where the role may create feeders', async () => {
    const db = signInKeeper();
    await seed(db, 'sitter');
    renderWithProviders(<InventoryPage />, { route: '/inventory' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add feeder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New feeder' });
    expect(within(dialog).queryByRole('combobox', { name: 'Add to' })).not.toBeInTheDocument();
  });

  it('says in the delete question that the household loses the feeder', async () => {
    const db = signInKeeper();
    await seed(db, 'owner');
    renderWithProviders(<InventoryPage />, { route: '/inventory' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Rat pups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this feeder?' });
    expect(within(dialog).getByText(`“Rat pups” and its stock will be deleted for everyone in ${PETROVS}, on all their devices. Feedings already logged keep their record.`)).toBeInTheDocument();
  });

  it('names the household in Bulgarian', async () => {
    const db = signInKeeper();
    await seed(db, 'viewer');
    renderWithProviders(<InventoryPage />, { route: '/inventory', lng: 'bg' });
    expect(await screen.findByRole('heading', { name: 'Домакинство · The Petrovs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Моите храни' })).toBeInTheDocument();
  });
});

describe('the low-stock notice', () => {
  it("names the household of a household's feeder", async () => {
    const db = signInKeeper();
    const { mice, rats } = await seed(db, 'keeper');
    await db.feeders.bulkPut([{ ...mice, quantity: 1 }, { ...rats, quantity: 0 }]);
    renderWithProviders(<LowStockNotice />);
    expect(await screen.findByText(`Adult mice: 1 left, Rat pups (${PETROVS}): 0 left`)).toBeInTheDocument();
  });
});
