/**
 * The reminders page on a real local database: tasks fall into overdue, due today, the next 7
 * days and later by the shared due rules; completed ones stay until their 24 hours are up;
 * ticking a repeating task creates its next occurrence from the due date, and unticking takes it
 * back; the form shows the shared schema's messages next to the fields, in English and Bulgarian.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { anchorDayOf } from '../../shared/rules/recurrence';
import { RemindersPage } from '../../app/features/reminders/reminders-page';
import { endSession } from '../../app/lib/session';
import type { LocalReminder, UserDb } from '../../app/lib/db';
import { enterDate } from '../helpers/date-field';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

const today = todayIn();

function reminder(db: UserDb, over: Partial<LocalReminder> = {}): LocalReminder {
  const dueDate = over.dueDate ?? today;
  return {
    id: uuidv7(), userId: db.userId, taskType: 'feeding', description: null, reptileId: null, frequency: { kind: 'once' },
    dueDate, anchorDay: anchorDayOf(dueDate), completed: false, completedAt: null, nextId: null,
    version: 3, updatedAt: Date.now(), deleted: false, ...over,
  };
}

const section = (name: string) => screen.findByRole('list', { name });

describe('the reminders page', () => {
  it('groups tasks into overdue, today, the next 7 days and later, and hides completions older than 24 hours', async () => {
    const db = signInKeeper();
    const spike = syncedReptile(db, { name: 'Spike' });
    await db.reptiles.put(spike);
    await db.reminders.bulkPut([
      reminder(db, { taskType: 'cleaning', dueDate: addDays(today, -3) }),
      reminder(db, { reptileId: spike.id, dueDate: today }),
      reminder(db, { taskType: 'healthCheck', dueDate: addDays(today, 7) }),
      reminder(db, { taskType: 'shedding', dueDate: addDays(today, 8) }),
      reminder(db, { taskType: 'other', description: 'Order crickets', dueDate: addDays(today, -1), completed: true, completedAt: Date.now() - 60_000 }),
      reminder(db, { taskType: 'other', description: 'Old and gone', dueDate: addDays(today, -5), completed: true, completedAt: Date.now() - 25 * 3600_000 }),
    ]);
    renderWithProviders(<RemindersPage />, { route: '/reminders' });

    const overdue = await section('Overdue');
    expect(within(overdue).getByText('Cleaning')).toBeInTheDocument();
    expect(within(overdue).getByText('3 days overdue')).toBeInTheDocument();
    expect(within(await section('Due today')).getByText('Feeding: Spike')).toBeInTheDocument();
    expect(within(await section('Next 7 days')).getByText('In 7 days')).toBeInTheDocument();
    expect(within(await section('Later')).getByText('Shedding')).toBeInTheDocument();
    const completed = await section('Completed');
    expect(within(completed).getByText('Order crickets')).toBeInTheDocument();
    expect(screen.queryByText('Old and gone')).not.toBeInTheDocument();
  });

  it('completing a weekly task creates the next one 7 days after its due date; unticking takes it back', async () => {
    const db = signInKeeper();
    const overdueWeekly = reminder(db, { dueDate: addDays(today, -2), frequency: { kind: 'weeks', every: 1 } });
    await db.reminders.put(overdueWeekly);
    renderWithProviders(<RemindersPage />, { route: '/reminders' });

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Mark Feeding done' }));
    const upcoming = await section('Next 7 days');
    // From the due date (2 days ago), not from today: 5 days from now.
    expect(within(upcoming).getByText('In 5 days')).toBeInTheDocument();
    expect(within(await section('Completed')).getByRole('checkbox', { name: 'Mark Feeding not done' })).toBeChecked();
    expect(screen.queryByRole('list', { name: 'Overdue' })).not.toBeInTheDocument();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: 'reminder.complete.v1', args: { id: overdueWeekly.id } });
    const rows = await db.reminders.toArray();
    expect(rows.map((r) => [r.dueDate, r.completed]).sort()).toEqual([[addDays(today, -2), true], [addDays(today, 5), false]]);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Mark Feeding not done' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Next 7 days' })).not.toBeInTheDocument());
    expect(within(await section('Overdue')).getByText('2 days overdue')).toBeInTheDocument();
    expect(await db.reminders.count()).toBe(1);
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual(['reminder.complete.v1', 'reminder.uncomplete.v1']);
  });

  it('adds a repeating task after showing the schema\'s messages by the fields', async () => {
    const db = signInKeeper();
    await db.reptiles.put(syncedReptile(db, { name: 'Nagini' }));
    renderWithProviders(<RemindersPage />, { route: '/reminders' });
    expect(await screen.findByText(/No tasks yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Task type' }));
    await userEvent.click(within(dialog).getByRole('option', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Repeats' }));
    await userEvent.click(within(dialog).getByRole('option', { name: 'Weeks' }));
    const every = within(dialog).getByLabelText(/^Every/);
    await userEvent.clear(every);
    await userEvent.type(every, '0');
    await userEvent.clear(within(dialog).getByLabelText(/^Due date/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(await within(dialog).findByText('Describe the task.')).toBeInTheDocument();
    expect(within(dialog).getByText('Repeat every 1 to 365.')).toBeInTheDocument();
    expect(within(dialog).getByText('Due date is required.')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);

    await userEvent.type(within(dialog).getByLabelText(/^Description/), 'Mist the tubs');
    await userEvent.clear(every);
    await userEvent.type(every, '2');
    await enterDate(within(dialog).getByLabelText(/^Due date/), addDays(today, 1));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Reptile' }));
    await userEvent.click(within(dialog).getByRole('option', { name: 'Nagini' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));

    const upcoming = await section('Next 7 days');
    expect(within(upcoming).getByText('Mist the tubs: Nagini')).toBeInTheDocument();
    expect(within(upcoming).getByText('Every 2 weeks')).toBeInTheDocument();
    expect(within(upcoming).getByText('Tomorrow')).toBeInTheDocument();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: 'reminder.create.v1', args: { taskType: 'other', description: 'Mist the tubs', frequency: { kind: 'weeks', every: 2 }, dueDate: addDays(today, 1) } });
  });

  it('offers only the reptiles the keeper still keeps: a sold animal gets no new tasks', async () => {
    const db = signInKeeper();
    await db.reptiles.bulkPut([syncedReptile(db, { name: 'Nagini' }), syncedReptile(db, { name: 'Sold Sam', transferredAt: Date.now() })]);
    renderWithProviders(<RemindersPage />, { route: '/reminders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Reptile' }));
    expect(await within(dialog).findByRole('option', { name: 'Nagini' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: 'Sold Sam' })).not.toBeInTheDocument();
  });

  it('speaks Bulgarian', async () => {
    const db = signInKeeper();
    await db.reminders.put(reminder(db, { dueDate: addDays(today, -1), frequency: { kind: 'days', every: 3 } }));
    renderWithProviders(<RemindersPage />, { route: '/reminders', lng: 'bg' });
    const overdue = await section('Просрочени');
    expect(within(overdue).getByText('Хранене')).toBeInTheDocument();
    expect(within(overdue).getByText('Просрочена с 1 ден')).toBeInTheDocument();
    expect(within(overdue).getByText('На всеки 3 дни')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Добави задача' }));
    const dialog = await screen.findByRole('dialog', { name: 'Нова задача' });
    await userEvent.clear(within(dialog).getByLabelText(/^Краен срок/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добави задача' }));
    expect(await within(dialog).findByText('Датата на изпълнение е задължителна.')).toBeInTheDocument();
  });
});
