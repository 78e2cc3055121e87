/**
 * An implausible reading is asked about once, in the keeper's language, never refused: in the
 * growth tab's add and edit forms and in the dashboard's quick weight. Fix it returns to the field;
 * Save anyway (or a second submit) saves through the outbox.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardPage } from '../../app/features/dashboard/dashboard-page';
import { endSession } from '../../app/lib/session';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';
import { growthLog, openGrowthTab } from './growth-fixtures';

afterEach(() => endSession('user'));

describe('an implausible growth reading', () => {
  it('is asked about in the add form; Fix it returns to the weight, Save anyway saves', async () => {
    const db = signInKeeper();
    const today = todayIn();
    await openGrowthTab(db, (id) => [growthLog(db, id, addDays(today, -14), 58), growthLog(db, id, addDays(today, -7), 60)]);
    await userEvent.type(screen.getByLabelText('Weight (g)'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That is a drop from 60 g to 2 g in 7 days.');
    expect(alert).toHaveTextContent('Save anyway?');
    expect(await db.outbox.count()).toBe(0);

    await userEvent.click(within(alert).getByRole('button', { name: 'Fix it' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Weight (g)')).toHaveFocus();
    // Still implausible after an edit: asked again, about the new value.
    await userEvent.clear(screen.getByLabelText('Weight (g)'));
    await userEvent.type(screen.getByLabelText('Weight (g)'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That is a drop from 60 g to 6 g in 7 days.');
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Save anyway' }));

    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]?.args).toMatchObject({ date: today, weightGrams: 6 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves a plausible reading at once, and an implausible one on the second submit', async () => {
    const db = signInKeeper();
    const today = todayIn();
    await openGrowthTab(db, (id) => [growthLog(db, id, addDays(today, -7), 60)]);
    await userEvent.type(screen.getByLabelText('Weight (g)'), '62,5');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Weight (g)'), '625');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    // Judged against the entry just saved, dated like it: the same day.
    expect(await screen.findByRole('alert')).toHaveTextContent('That is a rise from 62.5 g to 625 g on the same day.');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(2));
  });

  it('is judged in the edit form against the other entries, in Bulgarian with a decimal comma', async () => {
    const db = signInKeeper();
    await openGrowthTab(db, (id) => [growthLog(db, id, '2026-01-01', 2.4), growthLog(db, id, '2026-01-04', 2.5), growthLog(db, id, '2026-01-10', 2.7)], 'bg');
    const list = await screen.findByRole('list', { name: 'Записи за растеж' });
    const middle = within(list).getAllByRole('listitem')[1] as HTMLElement;
    expect(middle).toHaveTextContent('2,5 г');
    await userEvent.click(within(middle).getByRole('button', { name: /^Редактирай/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Редактиране на запис за растеж' });
    const weight = within(dialog).getByLabelText('Тегло (г)');
    expect(weight).toHaveValue('2,5');
    await userEvent.clear(weight);
    await userEvent.type(weight, '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Запази промените' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Това е ръст от 2,4 г до 25 г за 3 дни.');
    expect(alert).toHaveTextContent('Да се запази ли все пак?');
    await userEvent.click(within(alert).getByRole('button', { name: 'Запази все пак' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]?.args).toMatchObject({ patch: { weightGrams: 25 } });
  });

  it('is asked about in the dashboard’s quick weight too', async () => {
    const db = signInKeeper();
    const today = todayIn();
    const rex = syncedReptile(db, { name: 'Rex' });
    await db.reptiles.put(rex);
    await db.growthLogs.bulkPut([growthLog(db, rex.id, addDays(today, -5), 1250)]);
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    const open = await screen.findByRole('button', { name: 'Log weight for Rex' });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Log the weight of Rex' });
    await userEvent.type(within(dialog).getByLabelText(/Weight \(g\)/), '125');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log weight' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That is a drop from 1,250 g to 125 g in 5 days.');
    expect(await db.outbox.count()).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]?.args).toMatchObject({ reptileId: rex.id, date: today, weightGrams: 125 });
  });
});
