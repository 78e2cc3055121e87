/**
 * Incubation on the breeding tab, on a real local database: a laying's temperature and the
 * species table give the clutch its hatch window, counted down from today; a candling joins the
 * clutch and takes its infertile eggs and slugs off what is expected; the dashboard's card lists
 * the clutch with the same countdown. Dates are relative to today, as the countdown is.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { BreedingTab, hatchRangeText } from '../../app/features/breeding';
import { IncubatingClutches } from '../../app/features/dashboard/incubating-clutches';
import { endSession } from '../../app/lib/session';
import type { LocalLog, UserDb } from '../../app/lib/db';
import { enterDate } from '../helpers/date-field';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

const SLOW = { timeout: 5000 };

/** As the screen reads: Intl puts thin spaces around the range's dash, text matching sees spaces. */
const rangeText = (from: string, to: string) => hatchRangeText('en', from, to).replace(/\s+/g, ' ');

async function choose(label: RegExp | string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }, SLOW));
}

async function openTab(db: UserDb, lng: 'en' | 'bg' = 'en') {
  const reptile = syncedReptile(db, { name: 'Nagini', species: 'Ball python', sex: 'female' });
  await db.reptiles.put(reptile);
  renderWithProviders(<BreedingTab reptileId={reptile.id} />, { lng });
  await screen.findByRole('button', { name: lng === 'en' ? 'Add entry' : 'Добави запис' });
  return reptile;
}

describe('incubation on the breeding tab', () => {
  it('a laying at a temperature counts down its hatch window; a candling takes its bad eggs off', async () => {
    const db = signInKeeper();
    await openTab(db);
    const laidOn = addDays(todayIn(), -20);
    await enterDate(screen.getByLabelText(/^Date/), laidOn);
    await choose(/^Event type/, 'Laying');
    await userEvent.type(screen.getByLabelText('Eggs laid'), '6');
    // Before a temperature the species' usual days; at one, the table's row; too hot, a warning.
    expect(screen.getByText('Empty: 55–60 days, what this species usually takes.')).toBeInTheDocument();
    const temp = screen.getByLabelText('Incubation temperature');
    await userEvent.type(temp, '50');
    expect(screen.getByText('Warmer than this species is usually incubated: the eggs may be at risk.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Enter a temperature from 15 to 40 °C.')).toBeInTheDocument();
    await userEvent.clear(temp);
    await userEvent.type(temp, '31.5');
    expect(screen.getByText('Empty: 55–60 days, what this species takes at this temperature.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));

    const clutches = await screen.findByRole('list', { name: 'Clutches' }, SLOW);
    const range = rangeText(addDays(laidOn, 55), addDays(laidOn, 60));
    expect(clutches).toHaveTextContent('Incubating at 31.5 °C');
    expect(clutches).toHaveTextContent(`Expected to hatch ${range}, in 35 days`);
    const [laying] = await db.outbox.toArray();
    expect(laying?.args).toMatchObject({ eventType: 'laying', outcomeCount: 6, incubationTempC: 31.5, incubationDays: null, fertile: null });

    // A candling joins the latest clutch, asks for its three counts and no "eggs" count.
    await choose(/^Event type/, 'Candling');
    expect(screen.queryByLabelText('Count')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Fertile'), '4');
    await userEvent.type(screen.getByLabelText('Infertile'), '1');
    await userEvent.type(screen.getByLabelText('Slugs'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Clutches' })).toHaveTextContent('fertile 4, infertile 1, slugs 1 · 4 eggs expected to hatch'), SLOW);
    const candling = (await db.outbox.toArray())[1];
    expect(candling?.args).toMatchObject({ eventType: 'candling', clutchId: (laying?.args as { id: string }).id, outcomeCount: null, fertile: 4, infertile: 1, slugs: 1 });
    const list = screen.getByRole('list', { name: 'Breeding events' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('CandlingFertile 4, infertile 1, slugs 1'), SLOW);

    // The keeper's own days win over the table: the edit sends them alone.
    const layingItem = within(list).getAllByRole('listitem')[1] as HTMLElement;
    await userEvent.click(within(layingItem).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit breeding event' });
    expect(within(dialog).getByLabelText('Incubation temperature')).toHaveValue('31.5');
    await userEvent.type(within(dialog).getByLabelText('Expected days to hatch'), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const same = rangeText(addDays(laidOn, 50), addDays(laidOn, 50));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Clutches' })).toHaveTextContent(`Expected to hatch ${same}, in 30 days`), SLOW);
    expect((await db.outbox.toArray())[2]?.args).toEqual({ id: (laying?.args as { id: string }).id, patch: { incubationDays: 50 } });
  });

  it('reads a Bulgarian temperature with a decimal comma and writes it back with one', async () => {
    const db = signInKeeper();
    await openTab(db, 'bg');
    await choose(/^Тип събитие/, 'Снасяне');
    await userEvent.type(screen.getByLabelText('Температура на инкубация'), '31,5');
    await userEvent.click(screen.getByRole('button', { name: 'Добави запис' }));
    const clutches = await screen.findByRole('list', { name: 'Люпила' }, SLOW);
    expect(clutches).toHaveTextContent('Инкубира се при 31,5 °C');
    expect(clutches).toHaveTextContent('Очаква се излюпване');
    expect((await db.outbox.toArray())[0]?.args).toMatchObject({ incubationTempC: 31.5 });
  });
});

describe('the dashboard\'s incubating clutches', () => {
  const row = (db: UserDb, over: Partial<LocalLog<'breedingLogs'>>): LocalLog<'breedingLogs'> => ({
    id: uuidv7(), userId: db.userId, reptileId: '', date: todayIn(), eventType: 'laying', parent1: null, parent2: null, clutchId: null, outcomeCount: null,
    notes: null, version: 1, updatedAt: 1, deleted: false, ...over,
  });

  it('lists clutches still expected to hatch, the soonest first, and leaves out those with nothing to wait for', async () => {
    const db = signInKeeper();
    const gecko = syncedReptile(db, { name: 'Luna', species: 'Leopard gecko' });
    const python = syncedReptile(db, { name: 'Nagini', species: 'Ball python' });
    await db.reptiles.bulkPut([gecko, python]);
    const today = todayIn();
    const pythonClutch = row(db, { reptileId: python.id, date: addDays(today, -10), outcomeCount: 6 });
    const geckoClutch = row(db, { reptileId: gecko.id, date: addDays(today, -45), outcomeCount: 2, incubationTempC: 29.4 });
    const hatched = row(db, { reptileId: python.id, date: addDays(today, -70), outcomeCount: 3 });
    await db.breedingLogs.bulkPut([
      pythonClutch, geckoClutch, hatched,
      row(db, { reptileId: python.id, eventType: 'hatching', clutchId: hatched.id, outcomeCount: 3 }),
      row(db, { reptileId: gecko.id, eventType: 'candling', clutchId: geckoClutch.id, date: addDays(today, -30), fertile: 1, infertile: 1, slugs: 0 }),
    ]);
    renderWithProviders(<IncubatingClutches />);
    const card = await screen.findByRole('region', { name: 'Incubating clutches' }, SLOW);
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // The gecko at 29.4 °C: 40-45 days, so its window opened 5 days ago and closes today.
    expect(items[0]).toHaveTextContent(`Luna's clutch, 1 egg`);
    expect(items[0]).toHaveTextContent(`Expected to hatch ${rangeText(addDays(today, -5), today)}: due now`);
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', `/reptiles/${gecko.id}?tab=breeding`);
    expect(items[1]).toHaveTextContent(`Nagini's clutch, 6 eggs`);
    expect(items[1]).toHaveTextContent('in 45 days');
  });
});
