/**
 * The growth tab on a real local database: the form says what is wrong next to each field, in
 * the spec's words, before anything is saved; a saved entry lands in the outbox in canonical units
 * and in the list, newest first; edits carry only what changed; deleting asks first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ReptileDetailsPage } from '../../app/pages/reptile-details/reptile-details-page';
import { endSession } from '../../app/lib/session';
import { enterDate } from '../helpers/date-field';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';
import type { UserDb } from '../../app/lib/db';

afterEach(() => endSession('user'));

async function openGrowthTab(db: UserDb) {
  const reptile = syncedReptile(db, { name: 'Spike' });
  await db.reptiles.put(reptile);
  renderWithProviders(
    <Routes>
      <Route path="/reptiles/:id" element={<ReptileDetailsPage />} />
    </Routes>,
    { route: `/reptiles/${reptile.id}` },
  );
  await userEvent.click(await screen.findByRole('tab', { name: 'Growth' }));
  await screen.findByRole('button', { name: 'Add entry' });
  return reptile;
}

describe('the growth tab', () => {
  it('asks for a weight or a length, a date, and valid positive numbers, before saving anything', async () => {
    const db = signInKeeper();
    await openGrowthTab(db);
    await userEvent.clear(screen.getByLabelText(/^Date/));
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Enter a weight, a length or both.')).toBeInTheDocument();
    expect(screen.getByText('Date is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Weight (g)')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Weight (g)'), '12kg');
    await userEvent.type(screen.getByLabelText('Length (cm)'), '-4');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Enter a valid number.')).toBeInTheDocument();
    expect(screen.getByText('Must be greater than 0.')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
  });

  it('saves an entry in grams and centimetres and lists it newest first; edits send only what changed', async () => {
    const db = signInKeeper({ weightUnit: 'kg', lengthUnit: 'in' });
    const reptile = await openGrowthTab(db);
    await db.growthLogs.put({ id: crypto.randomUUID(), userId: db.userId, reptileId: reptile.id, date: '2026-01-05', weightGrams: 900, lengthCm: null, notes: null, version: 3, updatedAt: 1, deleted: false });
    const date = screen.getByLabelText(/^Date/);
    await enterDate(date, '2026-02-10');
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '1,25');
    await userEvent.type(screen.getByLabelText('Length (in)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));

    const list = await screen.findByRole('list', { name: 'Growth entries' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [newest, oldest] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Feb 10, 2026');
    expect(newest).toHaveTextContent('1.25 kg');
    expect(newest).toHaveTextContent('10 in');
    expect(oldest).toHaveTextContent('Jan 5, 2026');
    const [entry] = await db.outbox.toArray();
    expect(entry?.name).toBe('growthLog.create.v1');
    expect(entry?.args).toMatchObject({ reptileId: reptile.id, date: '2026-02-10', weightGrams: 1250, lengthCm: 25.4 });
    // The form is empty again for the next entry.
    expect(screen.getByLabelText('Weight (kg)')).toHaveValue('');

    await userEvent.click(within(newest as HTMLElement).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit growth entry' });
    const weight = within(dialog).getByLabelText('Weight (kg)');
    await userEvent.clear(weight);
    await userEvent.type(weight, '1.3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(2));
    const edit = (await db.outbox.toArray())[1];
    expect(edit?.name).toBe('growthLog.update.v1');
    expect((edit?.args as { patch: unknown }).patch).toEqual({ weightGrams: 1300 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('1.3 kg'));
  });

  it('shows weights as precise as their size in the list, and exactly in the edit form', async () => {
    const db = signInKeeper({ weightUnit: 'oz' });
    const reptile = await openGrowthTab(db);
    const log = (date: string, weightGrams: number) => ({ id: crypto.randomUUID(), userId: db.userId, reptileId: reptile.id, date, weightGrams, lengthCm: null, notes: null, version: 3, updatedAt: 1, deleted: false });
    await db.growthLogs.bulkPut([log('2026-01-05', 2.4), log('2026-02-05', 62.5)]);
    const list = await screen.findByRole('list', { name: 'Growth entries' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [heavier, lighter] = within(list).getAllByRole('listitem') as HTMLElement[];
    // 62.5 g is 2.2046 oz and 2.4 g is 0.0847 oz: each shown to the digits its size needs.
    expect(heavier).toHaveTextContent('2.2 oz');
    expect(lighter).toHaveTextContent('0.085 oz');

    await userEvent.click(within(heavier as HTMLElement).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit growth entry' });
    expect(within(dialog).getByLabelText('Weight (oz)')).toHaveValue('2.2046');
    // Saved untouched, nothing changes (the form held the exact value, not the rounded one) and
    // nothing is asked: the jump from 2.4 g is an old reading the keeper did not touch.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit growth entry' })).not.toBeInTheDocument());
    expect(await db.outbox.count()).toBe(0);
  });

  it('deletes an entry only after the keeper confirms', async () => {
    const db = signInKeeper();
    const reptile = await openGrowthTab(db);
    await db.growthLogs.put({ id: crypto.randomUUID(), userId: db.userId, reptileId: reptile.id, date: '2026-01-05', weightGrams: 900, lengthCm: null, notes: null, version: 3, updatedAt: 1, deleted: false });
    const list = await screen.findByRole('list', { name: 'Growth entries' });
    await userEvent.click(await within(list).findByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this growth entry?' });
    // The close button is also named Cancel; the last one is the dialog's own.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1) as HTMLElement);
    expect(await db.growthLogs.count()).toBe(1);
    await userEvent.click(within(list).getByRole('button', { name: /^Delete/ }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this growth entry?' })).getByRole('button', { name: 'Delete entry' }));
    await waitFor(() => expect(screen.getByText('No growth entries yet. Add a weight or a length above.')).toBeInTheDocument());
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual(['growthLog.delete.v1']);
  });

  it('draws the chart, loaded lazily, once two entries carry a weight', async () => {
    const db = signInKeeper();
    const reptile = await openGrowthTab(db);
    expect(screen.queryByRole('figure', { name: 'Growth over time' })).not.toBeInTheDocument();
    const log = (date: string, weightGrams: number) => ({ id: crypto.randomUUID(), userId: db.userId, reptileId: reptile.id, date, weightGrams, lengthCm: null, notes: null, version: 3, updatedAt: 1, deleted: false });
    await db.growthLogs.bulkPut([log('2026-01-05', 900), log('2026-02-05', 950)]);
    const chart = await screen.findByRole('figure', { name: 'Growth over time' }, { timeout: 5000 });
    expect(within(chart).getByText('Weight (g)')).toBeInTheDocument();
    expect(within(chart).queryByText('Length (cm)')).not.toBeInTheDocument();
  });
});
