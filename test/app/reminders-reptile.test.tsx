/**
 * A reptile's tasks on its page: only that reptile's, added for it without a reptile picker, and
 * ticked off where they stand.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { ReptileReminders } from '../../app/features/reminders';
import { endSession } from '../../app/lib/session';
import type { LocalReminder, UserDb } from '../../app/lib/db';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

const today = todayIn();

const reminder = (db: UserDb, over: Partial<LocalReminder>): LocalReminder => ({
  id: uuidv7(), userId: db.userId, taskType: 'feeding', description: null, reptileId: null, frequency: { kind: 'once' },
  dueDate: today, anchorDay: Number(today.slice(8)), completed: false, completedAt: null, nextId: null,
  version: 1, updatedAt: Date.now(), deleted: false, ...over,
});

describe('a reptile\'s tasks', () => {
  it('lists only this reptile\'s tasks and adds new ones for it', async () => {
    const db = signInKeeper();
    const olive = syncedReptile(db, { name: 'Olive' });
    const kaa = syncedReptile(db, { name: 'Kaa' });
    await db.reptiles.bulkPut([olive, kaa]);
    await db.reminders.bulkPut([
      reminder(db, { reptileId: olive.id, taskType: 'healthCheck', dueDate: addDays(today, 2) }),
      reminder(db, { reptileId: kaa.id, taskType: 'shedding' }),
      reminder(db, { taskType: 'cleaning' }),
    ]);
    renderWithProviders(<ReptileReminders reptileId={olive.id} reptileName="Olive" />);
    const upcoming = await screen.findByRole('list', { name: 'Next 7 days' });
    expect(within(upcoming).getByText('Health check')).toBeInTheDocument();
    expect(screen.queryByText(/Shedding|Cleaning/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task · For Olive' });
    expect(within(dialog).queryByRole('combobox', { name: 'Reptile' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    const dueToday = await screen.findByRole('list', { name: 'Due today' });
    expect(within(dueToday).getByText('Feeding')).toBeInTheDocument();
    expect((await db.outbox.toArray())[0]).toMatchObject({ name: 'reminder.create.v1', args: { reptileId: olive.id, taskType: 'feeding', dueDate: today } });

    await userEvent.click(within(dueToday).getByRole('checkbox', { name: 'Mark Feeding done' }));
    expect(await screen.findByRole('list', { name: 'Completed' })).toBeInTheDocument();
  });
});
