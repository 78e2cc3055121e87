/**
 * A breeder's many tasks on /reminders: the page draws the first 50 in the order they are due
 * (overdue, then today, then the next days, then later), and "show more" adds the next 50.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { anchorDayOf } from '../../shared/rules/recurrence';
import { RemindersPage } from '../../app/features/reminders/reminders-page';
import { pageOfSections } from '../../app/features/reminders/reminder-sections';
import { endSession } from '../../app/lib/session';
import type { LocalReminder, UserDb } from '../../app/lib/db';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper } from '../helpers/keeper';

afterEach(() => endSession('user'));

const today = todayIn();

function reminder(db: UserDb, dueDate: string): LocalReminder {
  return {
    id: uuidv7(), userId: db.userId, taskType: 'feeding', description: null, reptileId: null, frequency: { kind: 'once' },
    dueDate, anchorDay: anchorDayOf(dueDate), completed: false, completedAt: null, nextId: null,
    version: 3, updatedAt: Date.now(), deleted: false,
  };
}

/** A section's items (by the list's children: role queries over hundreds of items are slow in jsdom). */
const tasksIn = (name: string) => [...screen.getByRole('list', { name }).children].filter((el) => el.tagName === 'LI');

describe('pageOfSections', () => {
  it.each([
    { limit: 2, expected: [['overdue', 2]] },
    { limit: 4, expected: [['overdue', 3], ['today', 1]] },
    { limit: 50, expected: [['overdue', 3], ['today', 1], ['later', 2]] },
  ])('takes the first $limit in section order, leaving out empty sections', ({ limit, expected }) => {
    const groups = { overdue: [1, 2, 3], today: [4], upcoming: [], later: [5, 6], paused: [], completed: [] };
    expect(pageOfSections(groups, limit).map((s) => [s.key, s.rows.length])).toEqual(expected);
  });
});

describe('the reminders page with many tasks', () => {
  it('shows the 50 due soonest, and 50 more at a time', async () => {
    const db = signInKeeper();
    // 30 overdue, 40 today, 50 later: 120 in all.
    await db.reminders.bulkPut([
      ...Array.from({ length: 30 }, (_, i) => reminder(db, addDays(today, -1 - i))),
      ...Array.from({ length: 40 }, () => reminder(db, today)),
      ...Array.from({ length: 50 }, (_, i) => reminder(db, addDays(today, 30 + i))),
    ]);
    renderWithProviders(<RemindersPage />, { route: '/reminders' });

    expect((await screen.findByRole('list', { name: 'Overdue' })).children).toHaveLength(30);
    expect(tasksIn('Due today')).toHaveLength(20);
    expect(screen.queryByRole('list', { name: 'Later' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 50 of 120 tasks, the soonest due first.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more tasks' }));
    expect(tasksIn('Due today')).toHaveLength(40);
    expect(tasksIn('Later')).toHaveLength(30);
    await userEvent.click(screen.getByRole('button', { name: 'Show 20 more tasks' }));
    expect(tasksIn('Later')).toHaveLength(50);
    expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });
});
