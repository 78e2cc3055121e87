/**
 * The events tab on a real local database: the type is required and chosen by the keeper (the
 * schema's message next to the field, in English and Bulgarian); an event shows its type in the
 * keeper's language; edits carry only what changed.
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

async function openEventsTab(db: UserDb, lng: 'en' | 'bg' = 'en') {
  const reptile = syncedReptile(db);
  await db.reptiles.put(reptile);
  renderWithProviders(<Routes><Route path="/reptiles/:id" element={<ReptileDetailsPage />} /></Routes>, { route: `/reptiles/${reptile.id}?tab=events`, lng });
  return reptile;
}

describe('the events tab', () => {
  it('asks for the type next to its field before saving anything', async () => {
    const db = signInKeeper();
    await openEventsTab(db);
    await userEvent.click(await screen.findByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Event type is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Event type/)).toHaveAccessibleDescription('Event type is required.');
    expect(await db.outbox.count()).toBe(0);
  });

  it('validates in Bulgarian and shows the type in Bulgarian', async () => {
    const db = signInKeeper();
    await openEventsTab(db, 'bg');
    await userEvent.click(await screen.findByRole('button', { name: 'Добави запис' }));
    expect(await screen.findByText('Типът събитие е задължителен.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^Тип събитие/), 'behaviorNote');
    await userEvent.click(screen.getByRole('button', { name: 'Добави запис' }));
    const list = await screen.findByRole('list', { name: 'Събития' });
    expect(await within(list).findByText('Бележка за поведението')).toBeInTheDocument();
  });

  it('logs an event with its type and edits only what changed', async () => {
    const db = signInKeeper();
    const reptile = await openEventsTab(db);
    const date = await screen.findByLabelText(/^Date/);
    await enterDate(date, '2026-04-02');
    await userEvent.selectOptions(screen.getByLabelText(/^Event type/), 'cleaning');
    await userEvent.type(screen.getByLabelText('Description'), 'Full substrate change');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));

    const list = await screen.findByRole('list', { name: 'Events' });
    const item = await within(list).findByRole('listitem');
    expect(item).toHaveTextContent('Apr 2, 2026');
    expect(item).toHaveTextContent('Cleaning');
    expect(item).toHaveTextContent('Full substrate change');
    const [created] = await db.outbox.toArray();
    expect(created?.args).toMatchObject({ reptileId: reptile.id, date: '2026-04-02', eventType: 'cleaning', description: 'Full substrate change' });
    expect(screen.getByLabelText(/^Event type/)).toHaveValue('');

    await userEvent.click(within(item).getByRole('button', { name: 'Edit the entry of Apr 2, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Event type/), 'maintenance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(2));
    const edit = (await db.outbox.toArray())[1];
    expect(edit?.name).toBe('eventLog.update.v1');
    expect((edit?.args as { patch: unknown }).patch).toEqual({ eventType: 'maintenance' });
    await waitFor(() => expect(within(list).getByRole('listitem')).toHaveTextContent('Maintenance'));
  });
});
