/** The dashboard's card: overdue, today's and the next 7 days' tasks, tickable in place, and a way to all of them. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { UpcomingReminders } from '../../app/features/reminders';
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

describe('upcoming tasks on the dashboard', () => {
  it('shows what needs attention soonest first, ticks tasks off in place, and links to the full list', async () => {
    const db = signInKeeper();
    const olive = syncedReptile(db, { name: 'Olive' });
    await db.reptiles.put(olive);
    await db.reminders.bulkPut([
      reminder(db, { taskType: 'cleaning', dueDate: addDays(today, 5) }),
      reminder(db, { reptileId: olive.id }),
      reminder(db, { taskType: 'healthCheck', dueDate: addDays(today, -4) }),
      reminder(db, { taskType: 'shedding', dueDate: addDays(today, 9) }),
      reminder(db, { taskType: 'other', description: 'Done already', completed: true, completedAt: Date.now() }),
    ]);
    renderWithProviders(<UpcomingReminders />);
    const list = await screen.findByRole('list', { name: 'Tasks due soon' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual(['Health check', 'Feeding: Olive', 'Cleaning']);
    expect(screen.getByRole('link', { name: 'All tasks' })).toHaveAttribute('href', '/reminders');

    await userEvent.click(within(list).getByRole('checkbox', { name: 'Mark Feeding: Olive done' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect((await db.outbox.toArray())[0]?.name).toBe('reminder.complete.v1');
  });

  it('says when nothing is due in the next 7 days', async () => {
    signInKeeper();
    renderWithProviders(<UpcomingReminders />, { lng: 'bg' });
    expect(await screen.findByText('Няма задачи през следващите 7 дни.')).toBeInTheDocument();
  });
});
