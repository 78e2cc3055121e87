/**
 * /sales on a real local database (issue 30): buyers added to the waitlist and moved in it, an
 * animal offered to one and sold to them, the sale's ledger in exact money (a deposit, a payment
 * the balance cannot take refused in words with nothing written, the last payment, completion),
 * every write a change of the sync log; and the dashboard's breeder cards, shown to a breeder and
 * not to a pet keeper.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardPage } from '../../app/features/dashboard/dashboard-page';
import { SalesPage } from '../../app/features/sales/sales-page';
import type { LocalLog, UserDb } from '../../app/lib/db';
import { rebuildReptileFacts } from '../../app/lib/db/reptile-facts';
import { endSession } from '../../app/lib/session';
import { addDays, addMonths, todayIn } from '../../shared/rules/calendar-date';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

const today = todayIn();
const outbox = async (db: UserDb) => (await db.outbox.toArray()).map((m) => m.name);

function meal(db: UserDb, reptileId: string, daysAgo: number, outcome: 'ate' | 'refused' = 'ate'): LocalLog<'feedingLogs'> {
  return {
    id: uuidv7(), userId: db.userId, reptileId, date: addDays(today, -daysAgo), outcome, notes: null, version: 3, updatedAt: 1, deleted: false,
    source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 12 }] },
  };
}

async function addBuyer(name: string, budget = '') {
  await userEvent.click(screen.getByRole('button', { name: 'Add to the waitlist' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add to the waitlist' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Buyer's name/ }), name);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Species wanted' }), 'Python regius');
  if (budget) await userEvent.type(within(dialog).getByRole('textbox', { name: 'Budget' }), budget);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const waitlistOrder = () => within(screen.getByRole('region', { name: 'Waitlist' })).queryAllByRole('listitem').map((li) => li.getAttribute('aria-label'));

describe('the sales page', () => {
  it('keeps a waitlist in order, offers an animal and sells it to the buyer', async () => {
    const db = signInKeeper();
    const monty = syncedReptile(db, { name: 'Monty', sex: 'male', hatchDate: addMonths(today, -4) });
    await db.reptiles.bulkPut([monty, syncedReptile(db, { name: 'Sold Before', transferredAt: Date.now() })]);
    renderWithProviders(<SalesPage />, { route: '/sales' });

    expect(await screen.findByText(/Nobody is waiting/)).toBeInTheDocument();
    await addBuyer('Ivana', '1,250.50');
    await addBuyer('Georgi');
    await waitFor(() => expect(waitlistOrder()).toEqual(['1. Ivana', '2. Georgi']));
    expect(screen.getByText('Budget: €1,250.50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move Georgi up' }));
    await waitFor(() => expect(waitlistOrder()).toEqual(['1. Georgi', '2. Ivana']));

    // Offer Monty to Ivana (an animal gone to another keeper is not offered), then sell it to her.
    const ivana = screen.getByRole('listitem', { name: '2. Ivana' });
    await userEvent.click(within(ivana).getByRole('combobox', { name: 'Offer an animal' }));
    expect(screen.queryByRole('option', { name: 'Sold Before' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Monty' }));
    expect(await within(ivana).findByText('Offered: Monty')).toBeInTheDocument();
    await userEvent.click(within(ivana).getByRole('button', { name: 'Sell' }));
    const dialog = await screen.findByRole('dialog', { name: 'New sale' });
    expect(within(dialog).getByRole('textbox', { name: /Buyer's name/ })).toHaveValue('Ivana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the sale' }));
    expect(within(dialog).getByText('Enter an amount.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Price/ }), '1 250,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the sale' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Ivana bought: she leaves the list; the sale's ledger starts at the price.
    await waitFor(() => expect(waitlistOrder()).toEqual(['1. Georgi']));
    expect(screen.getByText('1 entry bought or withdrew.')).toBeInTheDocument();
    const sale = await screen.findByRole('region', { name: 'Sale of Monty to Ivana' });
    const ledger = within(sale).getByRole('table', { name: 'Ledger of the sale to Ivana' });
    expect(within(within(ledger).getAllByRole('rowgroup').at(-1)!).getByText('€1,250.50')).toBeInTheDocument();

    expect(within(sale).getByText('Still owed: €1,250.50')).toBeInTheDocument();
    expect(await db.sales.toArray()).toEqual([expect.objectContaining({ priceMinor: 125050, currency: 'EUR', state: 'open', reptileId: monty.id, buyerName: 'Ivana' })]);
    expect(await outbox(db)).toEqual(['waitlist.create.v1', 'waitlist.create.v1', 'waitlist.move.v1', 'waitlist.offer.v1', 'sale.create.v1']);
  });

  it('edits a waitlist entry: the form holds what was saved, and only what changed travels', async () => {
    const db = signInKeeper();
    renderWithProviders(<SalesPage />, { route: '/sales' });
    await screen.findByText(/Nobody is waiting/);
    await addBuyer('Ivana', '450');
    const ivana = await screen.findByRole('listitem', { name: '1. Ivana' });
    await userEvent.click(within(ivana).getByRole('button', { name: 'Edit Ivana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ivana' });
    expect(within(dialog).getByRole('textbox', { name: 'Budget' })).toHaveValue('450.00');
    expect(within(dialog).getByRole('textbox', { name: 'Species wanted' })).toHaveValue('Python regius');
    const contact = within(dialog).getByRole('textbox', { name: /Contact/ });
    await userEvent.type(contact, '+359 88 123 4567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(ivana).findByText('+359 88 123 4567')).toBeInTheDocument();
    const changes = await db.outbox.toArray();
    expect(changes.map((m) => m.name)).toEqual(['waitlist.create.v1', 'waitlist.update.v1']);
    expect((changes[1]?.args as { patch: object }).patch).toEqual({ contact: '+359 88 123 4567' });
  });

  it("changes a sale's hand-over after it is agreed, the price left as it is", async () => {
    const db = signInKeeper();
    const monty = syncedReptile(db, { name: 'Monty', sex: 'male' });
    await db.reptiles.put(monty);
    const id = uuidv7();
    await db.sales.put({ id, userId: db.userId, reptileId: monty.id, waitlistId: null, buyerName: 'Ivana', contact: null, priceMinor: 30000,
      currency: 'EUR', handover: 'ship', handoverDate: null, note: null, state: 'open', completedOn: null, version: 3, updatedAt: 1, deleted: false });
    renderWithProviders(<SalesPage />, { route: '/sales' });
    const sale = await screen.findByRole('region', { name: 'Sale of Monty to Ivana' });
    await userEvent.click(within(sale).getByRole('button', { name: 'Edit the sale to Ivana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sale to Ivana' });
    expect(within(dialog).queryByRole('textbox', { name: /Price/ })).toBeNull();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Hand-over' }), 'pickup');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Contact/ }), 'ivana@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(sale).findByText('ivana@example.com')).toBeInTheDocument();
    const changes = await db.outbox.toArray();
    expect(changes.map((m) => [m.name, (m.args as { patch?: object }).patch])).toEqual([['sale.update.v1', { contact: 'ivana@example.com', handover: 'pickup' }]]);
    expect(await db.sales.get(id)).toMatchObject({ handover: 'pickup', contact: 'ivana@example.com', priceMinor: 30000 });
  });

  it("records a sale's payments to the cent, refuses in words what the balance cannot take, and completes it at 0", async () => {
    const db = signInKeeper();
    const monty = syncedReptile(db, { name: 'Monty', sex: 'male' });
    await db.reptiles.put(monty);
    await db.sales.put({ id: uuidv7(), userId: db.userId, reptileId: monty.id, waitlistId: null, buyerName: 'Ivana', contact: 'ivana@example.com', priceMinor: 125050,
      currency: 'EUR', handover: 'pickup', handoverDate: null, note: null, state: 'open', completedOn: null, version: 3, updatedAt: 1, deleted: false });
    renderWithProviders(<SalesPage />, { route: '/sales' });
    const sale = await screen.findByRole('region', { name: 'Sale of Monty to Ivana' });
    expect(within(sale).queryByRole('button', { name: 'Mark completed' })).toBeNull();

    const pay = async (kind: string, amount: string) => {
      await userEvent.click(within(sale).getByRole('button', { name: 'Add payment' }));
      await userEvent.selectOptions(within(sale).getByRole('combobox', { name: 'Kind' }), kind);
      await userEvent.type(within(sale).getByRole('textbox', { name: /Amount \(EUR\)/ }), amount);
      await userEvent.click(within(sale).getByRole('button', { name: 'Record' }));
    };
    await pay('Deposit', '250.50');
    await waitFor(() => expect(within(sale).getByText('Still owed: €1,000.00')).toBeInTheDocument());
    await pay('Payment', '1000.01');
    expect(within(sale).getByText('That is more than the buyer owes: the balance is €1,000.00.')).toBeInTheDocument();
    await userEvent.click(within(sale).getByRole('button', { name: 'Cancel' }));
    await pay('Payment', '1000');
    await userEvent.click(await within(sale).findByRole('button', { name: 'Mark completed' }));
    await waitFor(() => expect(within(sale).getByText('Completed')).toBeInTheDocument());

    const payments = (await db.salePayments.toArray()).map((p) => [p.kind, p.amountMinor]).sort();
    expect(payments).toEqual([['deposit', 25050], ['payment', 100000]]);
    expect(await db.sales.toArray()).toEqual([expect.objectContaining({ state: 'completed', completedOn: today })]);
    expect(await outbox(db)).toEqual(['salePayment.create.v1', 'salePayment.create.v1', 'sale.complete.v1']);
  });
});

describe("the dashboard's breeder cards", () => {
  it('are not shown to a pet keeper', async () => {
    const db = signInKeeper();
    const old = syncedReptile(db, { name: 'Old Boy', hatchDate: '2015-05-01', sex: 'unknown' });
    await db.reptiles.put(old);
    await rebuildReptileFacts(db);
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByText('Old Boy')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Breeding & sales' })).toBeNull();
  });

  it('show a breeder what is owed, leaving this week, ready to list and to sex', async () => {
    const db = signInKeeper();
    const ready = syncedReptile(db, { name: 'Ready', sex: 'male', hatchDate: addMonths(today, -4) });
    const picky = syncedReptile(db, { name: 'Picky', sex: 'female', hatchDate: addMonths(today, -4) });
    const unsexed = syncedReptile(db, { name: 'Unsexed', sex: 'unknown', hatchDate: addMonths(today, -7) });
    const sold = syncedReptile(db, { name: 'Sold', sex: 'female', hatchDate: addMonths(today, -5) });
    await db.reptiles.bulkPut([ready, picky, unsexed, sold]);
    await db.feedingLogs.bulkPut([...[1, 8, 15].map((d) => meal(db, ready.id, d)), meal(db, picky.id, 1, 'refused'), ...[8, 15].map((d) => meal(db, picky.id, d)),
      ...[1, 8, 15].map((d) => meal(db, sold.id, d))]);
    const saleId = uuidv7();
    await db.sales.put({ id: saleId, userId: db.userId, reptileId: sold.id, waitlistId: null, buyerName: 'Ivana', contact: null, priceMinor: 30000, currency: 'BGN',
      handover: 'ship', handoverDate: addDays(today, 2), note: null, state: 'open', completedOn: null, version: 3, updatedAt: 1, deleted: false });
    await db.salePayments.put({ id: uuidv7(), userId: db.userId, saleId, kind: 'deposit', amountMinor: 5050, date: today, note: null, authorId: null, version: 4, updatedAt: 1, deleted: false });
    await rebuildReptileFacts(db);
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });

    expect(await screen.findByRole('heading', { name: 'Breeding & sales' })).toBeInTheDocument();
    const card = (name: string) => screen.getByLabelText(name);
    expect(card('Balance due')).toHaveTextContent('BGN 249.50');
    expect(card('Leaving this week')).toHaveTextContent('Sold');
    expect(within(card('Ready to list')).getAllByRole('link').map((a) => a.textContent)).toEqual(['Ready']);
    expect(within(card('Needs sexing')).getAllByRole('link').map((a) => a.textContent)).toEqual(['Unsexed']);
  });
});
