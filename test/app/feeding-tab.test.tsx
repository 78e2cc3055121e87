/**
 * The feeding tab on a real local database: manual items (added and removed), sizes typed in the
 * keeper's unit and stored as whole grams, the schema's messages next to the item they are about,
 * the outcome, newest first, edits carrying only what changed, deleting after a confirmation.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/rules/calendar-date';
import { FeedingTab } from '../../app/features/feeding';
import { endSession } from '../../app/lib/session';
import type { LocalFeeder, LocalLog, UserDb } from '../../app/lib/db';
import { enterDate, shownDate } from '../helpers/date-field';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

async function openFeedingTab(db: UserDb, lng: 'en' | 'bg' = 'en') {
  const reptile = syncedReptile(db, { name: 'Spike' });
  await db.reptiles.put(reptile);
  renderWithProviders(<FeedingTab reptileId={reptile.id} />, { lng });
  await screen.findByRole('button', { name: lng === 'en' ? 'Add entry' : 'Добави запис' });
  return reptile;
}

const feeding = (db: UserDb, reptileId: string, over: Partial<LocalLog<'feedingLogs'>> = {}): LocalLog<'feedingLogs'> => ({
  id: uuidv7(), userId: db.userId, reptileId, date: '2026-01-05', outcome: 'ate', notes: null, version: 2, updatedAt: 1, deleted: false,
  source: { kind: 'manual', items: [{ foodItem: 'Rat pup', count: 1, sizePerItemGrams: 20 }] }, ...over,
});

describe('the feeding tab', () => {
  it('fills a new feeding like the last one in one tap: same food, today, eaten, no notes', async () => {
    const db = signInKeeper();
    const reptile = syncedReptile(db, { name: 'Spike' });
    await db.reptiles.put(reptile);
    await db.feedingLogs.bulkPut([
      feeding(db, reptile.id, { date: '2026-01-01' }),
      feeding(db, reptile.id, { date: '2026-01-05', outcome: 'refused', notes: 'in shed', source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 2, sizePerItemGrams: 12 }] } }),
    ]);
    renderWithProviders(<FeedingTab reptileId={reptile.id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Same as last time (Jan 5, 2026)' }));
    expect(screen.getByLabelText(/^Food item/)).toHaveValue('Mouse');
    expect(screen.getByLabelText(/^Number of items/)).toHaveValue('2');
    expect(screen.getByLabelText(/^Size per item/)).toHaveValue('12');
    expect(screen.getByLabelText(/^Date/)).toHaveValue(shownDate(todayIn()));
    expect(screen.getByRole('radio', { name: 'Ate' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry?.args).toMatchObject({ date: todayIn(), outcome: 'ate', source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 2, sizePerItemGrams: 12 }] } });
    expect((entry?.args as { notes?: unknown }).notes ?? null).toBeNull();
    // The form is empty again for the next one.
    await waitFor(() => expect(screen.getByLabelText(/^Food item/)).toHaveValue(''));
  });

  it('says next to each item what it needs, in the spec\'s words, before saving anything', async () => {
    const db = signInKeeper();
    await openFeedingTab(db);
    await userEvent.clear(screen.getByLabelText(/^Date/));
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('A food type is required.')).toBeInTheDocument();
    expect(screen.getByText('Each item needs a positive size per item.')).toBeInTheDocument();
    expect(screen.getByText('At least one valid item is needed.')).toBeInTheDocument();
    expect(screen.getByText('Date is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Food item/)).toHaveAttribute('aria-invalid', 'true');

    // A second item: its own messages, not the first one's.
    await userEvent.type(screen.getByLabelText(/^Food item/), 'Mouse');
    await userEvent.type(screen.getByLabelText(/^Size per item \(g\)/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const foods = screen.getAllByLabelText(/^Food item/);
    expect(foods).toHaveLength(2);
    await userEvent.type(foods[1] as HTMLElement, 'Cricket');
    const counts = screen.getAllByLabelText(/^Number of items/);
    await userEvent.clear(counts[1] as HTMLElement);
    await userEvent.type(counts[1] as HTMLElement, '1.5');
    await userEvent.type(screen.getAllByLabelText(/^Size per item/)[1] as HTMLElement, '0.003');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Enter a whole number of items, at least 1.')).toBeInTheDocument();
    expect(screen.getByText('The size per item must be at least 0.01 g.')).toBeInTheDocument();
    expect(screen.queryByText('A food type is required.')).not.toBeInTheDocument();
    expect(screen.getAllByLabelText(/^Size per item/)[0]).not.toHaveAttribute('aria-invalid', 'true');
    expect(await db.outbox.count()).toBe(0);
  });

  it('saves items to the hundredth of a gram from the keeper\'s unit with the outcome, lists them newest first; edits send only what changed', async () => {
    const db = signInKeeper({ weightUnit: 'oz' });
    const reptile = await openFeedingTab(db);
    await db.feedingLogs.put(feeding(db, reptile.id));
    const date = screen.getByLabelText(/^Date/);
    await enterDate(date, '2026-02-10');
    await userEvent.type(screen.getByLabelText(/^Food item/), 'Mouse');
    await userEvent.clear(screen.getByLabelText(/^Number of items/));
    await userEvent.type(screen.getByLabelText(/^Number of items/), '2');
    await userEvent.type(screen.getByLabelText(/^Size per item \(oz\)/), '0,5');
    // An item added by mistake and removed again is not saved.
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await userEvent.type(screen.getAllByLabelText(/^Food item/)[1] as HTMLElement, 'Typo');
    await userEvent.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.getAllByLabelText(/^Food item/)).toHaveLength(1);
    await userEvent.click(screen.getByRole('radio', { name: 'Refused' }));
    await userEvent.type(screen.getByLabelText('Notes'), 'Not interested');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));

    const list = await screen.findByRole('list', { name: 'Feedings' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [newest, oldest] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Feb 10, 2026');
    // 0.5 oz is 14.17 g: stored so, shown again in ounces as typed.
    expect(newest).toHaveTextContent('2 × Mouse, 0.5 oz each');
    expect(newest).toHaveTextContent('Total 1 oz');
    expect(newest).toHaveTextContent('Refused');
    expect(newest).toHaveTextContent('Not interested');
    expect(oldest).toHaveTextContent('Jan 5, 2026');
    expect(oldest).toHaveTextContent('1 × Rat pup, 0.71 oz each');
    const [entry] = await db.outbox.toArray();
    expect(entry?.name).toBe('feedingLog.create.v1');
    expect(entry?.args).toMatchObject({
      reptileId: reptile.id, date: '2026-02-10', outcome: 'refused', notes: 'Not interested',
      source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 2, sizePerItemGrams: 14.17 }] },
    });
    // The form is empty again for the next feeding.
    expect(screen.getByLabelText(/^Food item/)).toHaveValue('');

    await userEvent.click(within(oldest as HTMLElement).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit feeding' });
    expect(within(dialog).getByLabelText(/^Food item/)).toHaveValue('Rat pup');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Regurgitated' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(2));
    const edit = (await db.outbox.toArray())[1];
    expect(edit?.name).toBe('feedingLog.update.v1');
    expect(edit?.args).toEqual({ id: expect.any(String), patch: { outcome: 'regurgitated' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Regurgitated');

    // Changing an item sends the whole source again (a feeding is never half old, half new).
    await userEvent.click(within(within(list).getAllByRole('listitem')[1] as HTMLElement).getByRole('button', { name: /^Edit/ }));
    const again = await screen.findByRole('dialog', { name: 'Edit feeding' });
    const size = within(again).getByLabelText(/^Size per item/);
    await userEvent.clear(size);
    await userEvent.type(size, '1');
    await userEvent.click(within(again).getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(3));
    expect((await db.outbox.toArray())[2]?.args).toMatchObject({ patch: { source: { kind: 'manual', items: [{ foodItem: 'Rat pup', count: 1, sizePerItemGrams: 28.35 }] } } });
  });

  it('deletes a feeding only after the keeper confirms', async () => {
    const db = signInKeeper();
    const reptile = await openFeedingTab(db);
    const log = feeding(db, reptile.id);
    await db.feedingLogs.put(log);
    const list = await screen.findByRole('list', { name: 'Feedings' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await userEvent.click(within(list).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this feeding?' });
    await userEvent.click(within(dialog).getByText('Cancel'));
    expect(await db.outbox.count()).toBe(0);
    await userEvent.click(within(list).getByRole('button', { name: /^Delete/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete entry' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]).toMatchObject({ name: 'feedingLog.delete.v1', args: { id: log.id } });
    expect(await screen.findByText('No feedings yet. Log the first one above.')).toBeInTheDocument();
  });

  it('takes food from the inventory: a feeder with its stock, a quantity checked against it, deducting by default', async () => {
    const db = signInKeeper();
    const mice: LocalFeeder = { id: uuidv7(), userId: db.userId, name: 'Adult mice', type: 'frozen', weightPerItemGrams: 25, lowStockThreshold: 1, quantity: 3, version: 2, updatedAt: Date.now(), deleted: false };
    await db.feeders.put(mice);
    const reptile = await openFeedingTab(db);
    await userEvent.click(await screen.findByRole('radio', { name: 'From inventory' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Choose a feeder from your inventory.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: /^Feeder/ }));
    const option = await screen.findByRole('option', { name: /Adult mice/ });
    expect(option).toHaveTextContent('Frozen · 25 g each · 3 in stock');
    await userEvent.click(option);
    const quantity = screen.getByLabelText(/^Quantity/);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    // Said as the keeper types, and refused on save: the stock on this device is 3.
    expect(screen.getByText('Not enough stock: 3 available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(await db.outbox.count()).toBe(0);
    // Not deducting takes nothing from stock, so nothing to check.
    await userEvent.click(screen.getByRole('switch', { name: 'Deduct from inventory' }));
    expect(screen.queryByText('Not enough stock: 3 available')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Deduct from inventory' }));
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry?.args).toMatchObject({ reptileId: reptile.id, outcome: 'ate', source: { kind: 'inventory', feederId: mice.id, quantity: 2, deductFromInventory: true } });
    const list = await screen.findByRole('list', { name: 'Feedings' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByRole('listitem')).toHaveTextContent('2 × Adult mice, 25 g each');
    expect(within(list).getByRole('listitem')).toHaveTextContent('Total 50 g');
    expect(within(list).getByRole('listitem')).toHaveTextContent('From inventory, deducted from stock');
    // The stock on this device drops at once (the server deducts again from its own count).
    expect((await db.feeders.get(mice.id))?.quantity).toBe(1);

    // Editing shows what was deducted but never moves stock again.
    await userEvent.click(within(list).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit feeding' });
    expect(within(dialog).getByRole('switch', { name: /^Deduct from inventory/ })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /^Feeder/ })).toHaveValue('Adult mice');
  });

  it('speaks Bulgarian: labels, outcomes and the shared schema\'s messages', async () => {
    const db = signInKeeper();
    await openFeedingTab(db, 'bg');
    expect(screen.getByRole('radio', { name: 'Повърна' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Добави запис' }));
    expect(await screen.findByText('Видът храна е задължителен.')).toBeInTheDocument();
    expect(screen.getByText('Всяка позиция трябва да има положително тегло на бройка.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Тегло на бройка \(г\)/)).toHaveAttribute('aria-invalid', 'true');
  });
});
