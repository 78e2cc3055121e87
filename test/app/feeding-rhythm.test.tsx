/**
 * The feeding rhythm on screen, on a real local database: the reptile form's section (the
 * species' default as the hint, the keeper's interval and a pause reaching the outbox, only what
 * changed on an edit), the cards (due, overdue, refusals in a row, a long fast, a pause that
 * still flags the fast, the next meal) and the dashboard's list of animals due or overdue, in English and
 * Bulgarian.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { AddReptilePage } from '../../app/features/reptiles/add-reptile-page';
import { EditReptilePage } from '../../app/features/reptiles/edit-reptile-page';
import { ReptileDetailsPage } from '../../app/pages/reptile-details/reptile-details-page';
import { DashboardPage } from '../../app/features/dashboard/dashboard-page';
import { endSession } from '../../app/lib/session';
import type { LocalLog, UserDb } from '../../app/lib/db';
import { rebuildReptileFacts } from '../../app/lib/db/reptile-facts';
import { addDays, addMonths, todayIn } from '../../shared/rules/calendar-date';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';
import { enterDate, shownDate } from '../helpers/date-field';

afterEach(() => endSession('user'));

function App() {
  return (
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/reptiles/add" element={<AddReptilePage />} />
      <Route path="/reptiles/:id" element={<ReptileDetailsPage />} />
      <Route path="/reptiles/:id/edit" element={<EditReptilePage />} />
    </Routes>
  );
}

const feeding = (db: UserDb, reptileId: string, daysAgo: number, outcome: 'ate' | 'refused' = 'ate'): LocalLog<'feedingLogs'> => ({
  id: uuidv7(), userId: db.userId, reptileId, date: addDays(todayIn(), -daysAgo), outcome, notes: null, version: 3, updatedAt: 1, deleted: false,
  source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 12 }] },
});

const cardOf = async (name: string) => (await screen.findByRole('heading', { name })).closest<HTMLElement>('.mantine-Card-root') as HTMLElement;

describe('the reptile form’s feeding rhythm', () => {
  it('shows the species’ default for its age as the hint, and sends the keeper’s interval and pause', async () => {
    const db = signInKeeper();
    renderWithProviders(<App />, { route: '/reptiles/add' });
    // Pasted, not typed: every key re-renders the form, slow on a loaded machine.
    await userEvent.click(await screen.findByLabelText(/^Name/));
    await userEvent.paste('Monty');
    const interval = screen.getByLabelText('Days between meals');
    expect(interval).toHaveAccessibleDescription(/No usual rhythm is known for this species/);
    await userEvent.click(screen.getByLabelText(/^Species/));
    await userEvent.paste('Ball python');
    expect(interval).toHaveAccessibleDescription('Leave empty for the usual rhythm of an adult of this species: every 14–21 days. Add the hatch date to fit its age.');
    await enterDate(screen.getByLabelText('Hatch date'), addMonths(todayIn(), -2));
    await waitFor(() => expect(interval).toHaveAccessibleDescription('Leave empty for the usual rhythm of a hatchling of this species: every 5–7 days.'));

    await userEvent.type(interval, '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save reptile' }));
    expect(await screen.findByText('Enter whole days from 1 to 365.')).toBeVisible();
    await userEvent.clear(interval);
    await userEvent.type(interval, '6');
    expect(screen.queryByLabelText('Paused until (optional)')).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: /Pause the rhythm/ }));
    await enterDate(screen.getByLabelText('Paused until (optional)'), '2027-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save reptile' }));
    await screen.findByRole('heading', { level: 1, name: 'Monty' });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: 'reptile.create.v1', args: { name: 'Monty', feedingIntervalDays: 6, feedingPaused: true, feedingPausedUntil: '2027-03-01' } });
  });

  it('sends nothing of the rhythm when it was left alone, and only the pause when that changed', async () => {
    const db = signInKeeper();
    const r = syncedReptile(db, { name: 'Nagini', feedingIntervalDays: 10, feedingPaused: true, feedingPausedUntil: null });
    await db.reptiles.put(r);
    renderWithProviders(<App />, { route: `/reptiles/${r.id}/edit` });
    expect(await screen.findByLabelText('Days between meals')).toHaveValue('10');
    const pause = screen.getByRole('switch', { name: /Pause the rhythm/ });
    expect(pause).toBeChecked();
    await userEvent.click(pause);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { level: 1, name: 'Nagini' });
    const [entry] = await db.outbox.toArray();
    expect(entry?.args).toEqual({ id: r.id, patch: { feedingPaused: false } });
  });

  it('reads a profile stored before the rhythm existed as no interval and no pause', async () => {
    const db = signInKeeper();
    const { feedingIntervalDays: _i, feedingPaused: _p, feedingPausedUntil: _u, ...old } = syncedReptile(db, { name: 'Old' });
    await db.reptiles.put(old as never);
    renderWithProviders(<App />, { route: `/reptiles/${old.id}/edit` });
    expect(await screen.findByLabelText('Days between meals')).toHaveValue('');
    expect(screen.getByRole('switch', { name: /Pause the rhythm/ })).not.toBeChecked();
  });
});

async function collection(db: UserDb) {
  const adult = addMonths(todayIn(), -40);
  const reptiles = {
    due: syncedReptile(db, { name: 'Dot', species: 'Ball python', hatchDate: adult }),
    late: syncedReptile(db, { name: 'Late', species: 'Corn snake', feedingIntervalDays: 7 }),
    refuser: syncedReptile(db, { name: 'Fussy', species: 'Ball python', hatchDate: adult }),
    sleeper: syncedReptile(db, { name: 'Sleepy', species: 'Corn snake', hatchDate: adult, feedingPaused: true, feedingPausedUntil: '2099-03-01' }),
    fine: syncedReptile(db, { name: 'Fine', species: 'Leopard gecko', hatchDate: adult }),
    unknown: syncedReptile(db, { name: 'Iggy', species: 'Green iguana' }),
  };
  await db.reptiles.bulkPut(Object.values(reptiles));
  await db.feedingLogs.bulkPut([
    feeding(db, reptiles.due.id, 15),
    feeding(db, reptiles.late.id, 10),
    feeding(db, reptiles.refuser.id, 50), feeding(db, reptiles.refuser.id, 30, 'refused'), feeding(db, reptiles.refuser.id, 20, 'refused'), feeding(db, reptiles.refuser.id, 6, 'refused'),
    feeding(db, reptiles.sleeper.id, 41), feeding(db, reptiles.sleeper.id, 10, 'refused'),
    feeding(db, reptiles.fine.id, 1),
    feeding(db, reptiles.unknown.id, 90),
  ]);
  // Rows stored straight into the tables, as a pull would: the dashboard reads the facts a pull keeps.
  await rebuildReptileFacts(db);
  return reptiles;
}

describe('the cards and the dashboard', () => {
  it('say due, overdue, refusals in a row, a long fast, a pause and the next meal', async () => {
    const db = signInKeeper();
    await collection(db);
    renderWithProviders(<App />, { route: '/dashboard' });
    await waitFor(async () => expect(await cardOf('Dot')).toHaveTextContent('Due today'));
    expect(await cardOf('Late')).toHaveTextContent('Overdue 3 days');
    const fussy = await cardOf('Fussy');
    expect(fussy).toHaveTextContent(`Refused 3 in a row since ${shownDate(addDays(todayIn(), -30))}`);
    expect(fussy).toHaveTextContent('Overdue 29 days');
    expect(fussy).toHaveTextContent('Fasting 50 days');
    // The streak replaces the single missed meal.
    expect(fussy).not.toHaveTextContent('Refused on');
    const sleepy = await cardOf('Sleepy');
    expect(sleepy).toHaveTextContent(`Paused until ${shownDate('2099-03-01')}`);
    // The pause silences the meal's due date, not the fast's length.
    expect(sleepy).toHaveTextContent('Fasting 41 days');
    expect(sleepy).not.toHaveTextContent(/Due today|Overdue/);
    expect(await cardOf('Fine')).toHaveTextContent(`Next mealfrom ${shownDate(addDays(todayIn(), 1))}`);
    expect(await cardOf('Iggy')).not.toHaveTextContent(/Due today|Overdue|Fasting|Next meal/);
  });

  it('lists the animals due or overdue at the top, the longest overdue first', async () => {
    const db = signInKeeper();
    const r = await collection(db);
    renderWithProviders(<App />, { route: '/dashboard' });
    const section = await screen.findByRole('region', { name: 'Due for a meal' });
    const rows = within(section).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual(['FussyOverdue 29 days', 'LateOverdue 3 days', 'DotDue today']);
    expect(within(section).getByRole('link', { name: 'Fussy' })).toHaveAttribute('href', `/reptiles/${r.refuser.id}`);
  });

  it('shows nothing due when every meal is on time', async () => {
    const db = signInKeeper();
    const fine = syncedReptile(db, { name: 'Fine', species: 'Leopard gecko', hatchDate: addMonths(todayIn(), -40) });
    await db.reptiles.put(fine);
    await db.feedingLogs.put(feeding(db, fine.id, 0));
    await rebuildReptileFacts(db);
    renderWithProviders(<App />, { route: '/dashboard' });
    await waitFor(async () => expect(await cardOf('Fine')).toHaveTextContent('Next mealfrom'));
    expect(screen.queryByRole('region', { name: 'Due for a meal' })).toBeNull();
  });

  it('reads in Bulgarian', async () => {
    const db = signInKeeper();
    await collection(db);
    renderWithProviders(<App />, { route: '/dashboard', lng: 'bg' });
    const section = await screen.findByRole('region', { name: 'Време за хранене' });
    expect(within(section).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['FussyЗакъснява с 29 дни', 'LateЗакъснява с 3 дни', 'DotВреме е за хранене']);
    expect(await cardOf('Fussy')).toHaveTextContent('3 отказа подред от');
    expect(await cardOf('Sleepy')).toHaveTextContent('Без храна от 41 дни');
  });
});
