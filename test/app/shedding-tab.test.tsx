/**
 * The shedding tab on a real local database: a shed needs its date (the schema's message, next
 * to the field, in English and Bulgarian); a stuck shed is recorded and marked; edits carry only
 * what changed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ReptileDetailsPage } from '../../app/pages/reptile-details/reptile-details-page';
import { endSession } from '../../app/lib/session';
import type { UserDb } from '../../app/lib/db';
import { enterDate } from '../helpers/date-field';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

async function openSheddingTab(db: UserDb, lng: 'en' | 'bg' = 'en') {
  const reptile = syncedReptile(db);
  await db.reptiles.put(reptile);
  renderWithProviders(<Routes><Route path="/reptiles/:id" element={<ReptileDetailsPage />} /></Routes>, { route: `/reptiles/${reptile.id}?tab=shedding`, lng });
  return reptile;
}

describe('the shedding tab', () => {
  it('asks for the date next to the field', async () => {
    const db = signInKeeper();
    await openSheddingTab(db);
    await userEvent.clear(await screen.findByLabelText(/^Date/));
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Date is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Date/)).toHaveAccessibleDescription('Date is required.');
    expect(await db.outbox.count()).toBe(0);
  });

  it('validates in Bulgarian too', async () => {
    const db = signInKeeper();
    await openSheddingTab(db, 'bg');
    await userEvent.clear(await screen.findByLabelText(/^Дата/));
    await userEvent.click(screen.getByRole('button', { name: 'Добави запис' }));
    expect(await screen.findByText('Датата е задължителна.')).toBeInTheDocument();
  });

  it('records a stuck shed, shows it marked, and edits only what changed', async () => {
    const db = signInKeeper();
    const reptile = await openSheddingTab(db);
    const date = await screen.findByLabelText(/^Date/);
    await enterDate(date, '2026-03-04');
    await userEvent.click(screen.getByRole('radio', { name: 'Incomplete (stuck shed)' }));
    await userEvent.type(screen.getByLabelText('Observations'), 'Eye caps retained');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));

    const list = await screen.findByRole('list', { name: 'Sheds' });
    const item = await within(list).findByRole('listitem');
    expect(item).toHaveTextContent('Mar 4, 2026');
    expect(item).toHaveTextContent('Incomplete (stuck shed)');
    expect(item).toHaveTextContent('Eye caps retained');
    const [created] = await db.outbox.toArray();
    expect(created?.name).toBe('sheddingLog.create.v1');
    expect(created?.args).toMatchObject({ reptileId: reptile.id, date: '2026-03-04', complete: false, observations: 'Eye caps retained' });
    expect(screen.getByRole('radio', { name: 'Complete' })).toBeChecked();

    await userEvent.click(within(item).getByRole('button', { name: 'Edit the entry of Mar 4, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit shed' });
    expect(within(dialog).getByRole('radio', { name: 'Incomplete (stuck shed)' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Complete' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(2));
    const edit = (await db.outbox.toArray())[1];
    expect(edit?.name).toBe('sheddingLog.update.v1');
    expect((edit?.args as { patch: unknown }).patch).toEqual({ complete: true });
    await waitFor(() => expect(within(list).getByRole('listitem')).toHaveTextContent('Complete'));
  });
});
