/**
 * The inventory on a real local database: adding a feeder shows the shared schema's messages by
 * the fields (the spec's "Maximum quantity is 5 per add action" too), in English and Bulgarian,
 * stores the weight in grams from the keeper's unit; "Add stock" keeps to 5 per add, "Take out"
 * to what is there; low stock and "about N days left" come from the shared stock rules.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { InventoryPage } from '../../app/features/inventory/inventory-page';
import { endSession } from '../../app/lib/session';
import type { LocalFeeder, LocalLog, UserDb } from '../../app/lib/db';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

const today = todayIn();

function feeder(db: UserDb, over: Partial<LocalFeeder> = {}): LocalFeeder {
  return { id: uuidv7(), userId: db.userId, name: 'Adult mice', type: 'frozen', weightPerItemGrams: 25, lowStockThreshold: 2, quantity: 10, version: 4, updatedAt: Date.now(), deleted: false, ...over };
}

function inventoryFeeding(db: UserDb, reptileId: string, feederId: string, date: string, quantity: number): LocalLog<'feedingLogs'> {
  return { id: uuidv7(), userId: db.userId, reptileId, date, source: { kind: 'inventory', feederId, quantity, deductFromInventory: true }, outcome: 'ate', notes: null, version: 2, updatedAt: Date.now(), deleted: false };
}

async function chooseType(dialog: HTMLElement, name: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /^Type|^Тип/ }));
  await userEvent.click(within(dialog).getByRole('option', { name }));
}

describe('the inventory page', () => {
  it('adds a feeder only once its fields pass the shared schema, with at most 5 in the first add', async () => {
    const db = signInKeeper({ weightUnit: 'kg' });
    renderWithProviders(<InventoryPage />, { route: '/inventory' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add feeder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New feeder' });
    await userEvent.type(within(dialog).getByLabelText(/^Quantity/), '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add feeder' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Type is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Maximum quantity is 5 per add action.')).toBeInTheDocument();
    expect(within(dialog).getByText('Weight per item must be above 0.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Quantity/)).toHaveAttribute('aria-invalid', 'true');

    const quantity = within(dialog).getByLabelText(/^Quantity/);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add feeder' }));
    expect(await within(dialog).findByText('Quantity must be above 0.')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);

    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Hopper mice');
    await chooseType(dialog, 'Frozen');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    await userEvent.type(within(dialog).getByLabelText(/^Weight per item \(kg\)/), '0,012');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add feeder' }));

    const card = await screen.findByRole('listitem', { name: 'Hopper mice' });
    expect(within(card).getByText('5 in stock')).toBeInTheDocument();
    expect(within(card).getByText('Frozen · 0.012 kg each')).toBeInTheDocument();
    expect(within(card).getByText(/Not enough recent feedings/)).toBeInTheDocument();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: 'feeder.create.v1', args: { name: 'Hopper mice', type: 'frozen', quantity: 5, weightPerItemGrams: 12, lowStockThreshold: 1 } });
  });

  it('adds stock at most 5 at a time, takes out no more than there is, and warns when stock is low', async () => {
    const db = signInKeeper();
    const mice = feeder(db, { quantity: 3, lowStockThreshold: 2 });
    await db.feeders.put(mice);
    renderWithProviders(<InventoryPage />, { route: '/inventory' });
    const card = await screen.findByRole('listitem', { name: 'Adult mice' });
    expect(within(card).queryByText('Low stock')).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Take out Adult mice' }));
    let dialog = await screen.findByRole('dialog', { name: 'Take out: Adult mice' });
    const how = within(dialog).getByLabelText(/^How many/);
    await userEvent.clear(how);
    await userEvent.type(how, '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take out' }));
    expect(await within(dialog).findByText('Not enough stock: only 3 left.')).toBeInTheDocument();
    await userEvent.clear(how);
    await userEvent.type(how, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take out' }));
    await waitFor(() => expect(within(card).getByText('1 in stock')).toBeInTheDocument());
    expect(within(card).getByText('Low stock')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Add stock to Adult mice' }));
    dialog = await screen.findByRole('dialog', { name: 'Add stock: Adult mice' });
    const add = within(dialog).getByLabelText(/^How many/);
    await userEvent.clear(add);
    await userEvent.type(add, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to stock' }));
    expect(await within(dialog).findByText('Maximum quantity is 5 per add action.')).toBeInTheDocument();
    await userEvent.clear(add);
    await userEvent.type(add, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to stock' }));
    await waitFor(() => expect(within(card).getByText('6 in stock')).toBeInTheDocument());
    expect(within(card).queryByText('Low stock')).not.toBeInTheDocument();
    expect((await db.outbox.toArray()).map((e) => [e.name, (e.args as { quantity: number }).quantity])).toEqual([['feeder.takeStock.v1', 2], ['feeder.addStock.v1', 5]]);
  });

  it('estimates the days left from the last 30 days of feedings from that feeder', async () => {
    const db = signInKeeper();
    const spike = syncedReptile(db, { name: 'Spike' });
    const mice = feeder(db, { quantity: 10 });
    const rats = feeder(db, { name: 'Rat pups', quantity: 0, lowStockThreshold: 0 });
    await db.reptiles.put(spike);
    await db.feeders.bulkPut([mice, rats]);
    // 15 used in the window (1 every 2 days) => 10 last 20 days; one older feeding is out of the window.
    await db.feedingLogs.bulkPut([
      inventoryFeeding(db, spike.id, mice.id, today, 5),
      inventoryFeeding(db, spike.id, mice.id, addDays(today, -29), 10),
      inventoryFeeding(db, spike.id, mice.id, addDays(today, -30), 30),
      inventoryFeeding(db, spike.id, rats.id, addDays(today, -40), 3),
    ]);
    renderWithProviders(<InventoryPage />, { route: '/inventory' });
    const card = await screen.findByRole('listitem', { name: 'Adult mice' });
    expect(await within(card).findByText('Lasts about 20 days')).toBeInTheDocument();
    const empty = screen.getByRole('listitem', { name: 'Rat pups' });
    expect(within(empty).getByText('Low stock')).toBeInTheDocument();
    expect(within(empty).getByText('0 in stock')).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: 'Take out Rat pups' })).toBeDisabled();
  });

  it('edits a feeder in the keeper\'s unit, sending only what changed and never the count', async () => {
    const db = signInKeeper();
    const roaches = feeder(db, { name: 'Dubia roaches', type: 'live', weightPerItemGrams: 0.8, quantity: 40, lowStockThreshold: 10 });
    await db.feeders.put(roaches);
    renderWithProviders(<InventoryPage />, { route: '/inventory' });
    const card = await screen.findByRole('listitem', { name: 'Dubia roaches' });
    expect(within(card).getByText('Live · 0.8 g each')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit Dubia roaches' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit feeder' });
    expect(within(dialog).getByLabelText(/^Weight per item \(g\)/)).toHaveValue('0.8');
    expect(within(dialog).queryByLabelText(/^Quantity/)).not.toBeInTheDocument();
    const threshold = within(dialog).getByLabelText(/^Low-stock warning at/);
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(card).getByText('Low stock')).toBeInTheDocument());
    expect((await db.outbox.toArray()).map((e) => e.args)).toEqual([{ id: roaches.id, patch: { lowStockThreshold: 50 } }]);
  });

  it('deletes a feeder after a confirmation', async () => {
    const db = signInKeeper();
    const mice = feeder(db);
    await db.feeders.put(mice);
    renderWithProviders(<InventoryPage />, { route: '/inventory' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Adult mice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this feeder?' });
    expect(within(dialog).getByText(/“Adult mice” and its stock will be deleted/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete feeder' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Adult mice' })).not.toBeInTheDocument());
    expect((await db.outbox.toArray())[0]).toMatchObject({ name: 'feeder.delete.v1', args: { id: mice.id } });
  });

  it('says what is wrong in Bulgarian', async () => {
    signInKeeper();
    renderWithProviders(<InventoryPage />, { route: '/inventory', lng: 'bg' });
    await userEvent.click(await screen.findByRole('button', { name: 'Добави храна' }));
    const dialog = await screen.findByRole('dialog', { name: 'Нова храна' });
    await userEvent.type(within(dialog).getByLabelText(/^Количество/), '9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добави храна' }));
    expect(await within(dialog).findByText('Името е задължително.')).toBeInTheDocument();
    expect(within(dialog).getByText('Типът е задължителен.')).toBeInTheDocument();
    expect(within(dialog).getByText('Максималното количество е 5 на едно добавяне.')).toBeInTheDocument();
    expect(within(dialog).getByText('Теглото на бройка трябва да е над 0.')).toBeInTheDocument();
  });
});
