/**
 * The activity calendar on a real local database: entries land on their day (a log dated the 3rd
 * is the 3rd whatever the time zone), filters by reptile and type change the days and the list,
 * a day lists its entries linking to the reptile's tab (read when the day is chosen), months
 * move, and tasks due show on their day. A busy day lists 50 entries at a time, and the month is
 * read by index as counts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActivityCalendarPage } from '../../app/features/activity-calendar/activity-calendar-page';
import { readCountsBetween, readDayEntries } from '../../app/features/activity-calendar/activity-repository';
import { gridRange, lastDayOf, monthOf } from '../../app/features/activity-calendar/month';
import { endSession } from '../../app/lib/session';
import type { UserDb } from '../../app/lib/db';
import { addMonths, todayIn } from '../../shared/rules/calendar-date';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => {
  vi.restoreAllMocks();
  endSession('user');
});

const meta = (db: UserDb) => ({ userId: db.userId, version: 1, updatedAt: 1, deleted: false });
const full = (iso: string, lng = 'en') => new Intl.DateTimeFormat(lng, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
/** A day of this month: the calendar opens on today's month. */
const thisMonth = (day: number) => `${todayIn().slice(0, 8)}${String(day).padStart(2, '0')}`;

async function keeper() {
  const db = signInKeeper();
  const nagini = syncedReptile(db, { name: 'Nagini' });
  const rex = syncedReptile(db, { name: 'Rex' });
  await db.reptiles.bulkPut([nagini, rex]);
  const manual = { kind: 'manual' as const, items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] };
  await db.feedingLogs.bulkPut([
    { id: uuidv7(), reptileId: nagini.id, date: thisMonth(3), outcome: 'ate', notes: null, source: manual, ...meta(db) },
    { id: uuidv7(), reptileId: rex.id, date: thisMonth(3), outcome: 'refused', notes: null, source: manual, ...meta(db) },
    { id: uuidv7(), reptileId: rex.id, date: addMonths(thisMonth(3), -1), outcome: 'ate', notes: null, source: manual, ...meta(db) },
  ]);
  await db.sheddingLogs.put({ id: uuidv7(), reptileId: nagini.id, date: thisMonth(3), complete: true, observations: null, ...meta(db) });
  await db.growthLogs.put({ id: uuidv7(), reptileId: rex.id, date: thisMonth(4), weightGrams: 300, lengthCm: null, notes: null, ...meta(db) });
  return { db, nagini, rex };
}

/** The first read of a month's six tables in fake-indexeddb can take a second or two. */
/** The first render of the calendar (with @mantine/dates) can take seconds on a loaded machine. */
const eventually = (check: () => Promise<void> | void) => waitFor(check, { timeout: 15000 });

const day = (iso: string) => screen.findByRole('button', { name: new RegExp(`^${full(iso)},`) });

describe('activity calendar', () => {
  it('puts each entry on its day, says the counts in words and lists a chosen day’s entries with links to their tabs', async () => {
    const { nagini, rex } = await keeper();
    renderWithProviders(<ActivityCalendarPage />, { route: '/activity-calendar' });
    expect(await screen.findByRole('heading', { name: 'Activity calendar' })).toBeInTheDocument();
    await eventually(async () => expect(await day(thisMonth(3))).toHaveAccessibleName(`${full(thisMonth(3))}, 3 entries: Feeding 2, Shed 1`));
    expect(await day(thisMonth(4))).toHaveAccessibleName(`${full(thisMonth(4))}, 1 entry: Growth 1`);
    expect(await day(thisMonth(5))).toHaveAccessibleName(`${full(thisMonth(5))}, no entries`);
    expect(screen.getByRole('status')).toHaveTextContent('4 entries this month');

    await userEvent.click(await day(thisMonth(3)));
    const list = screen.getByRole('region', { name: full(thisMonth(3)) });
    const links = await within(list).findAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links.map((l) => l.getAttribute('href')).sort()).toEqual([`/reptiles/${nagini.id}?tab=feeding`, `/reptiles/${nagini.id}?tab=shedding`, `/reptiles/${rex.id}?tab=feeding`].sort());
    expect(within(list).getByRole('link', { name: /Rex/ })).toHaveTextContent('FeedingRexRefused · 1 × Mouse (20 g)');
  });

  it('names a feeding from the inventory by its feeder and size, says when the feeder is gone, and keeps sizes as entered', async () => {
    const { db, nagini, rex } = await keeper();
    const feederId = uuidv7();
    await db.feeders.put({ id: feederId, name: 'Frozen mouse', type: 'frozen', weightPerItemGrams: 20, quantity: 4, lowStockThreshold: 0, ...meta(db) });
    const fromInventory = (id: string) => ({ kind: 'inventory' as const, feederId: id, quantity: 2, deductFromInventory: true });
    await db.feedingLogs.bulkPut([
      { id: uuidv7(), reptileId: nagini.id, date: thisMonth(6), outcome: 'ate', notes: null, source: fromInventory(feederId), ...meta(db) },
      { id: uuidv7(), reptileId: rex.id, date: thisMonth(6), outcome: 'ate', notes: null, source: fromInventory(uuidv7()), ...meta(db) },
      { id: uuidv7(), reptileId: rex.id, date: thisMonth(7), outcome: 'ate', notes: null, source: { kind: 'manual', items: [{ foodItem: 'Roach', count: 3, sizePerItemGrams: 0.5 }] }, ...meta(db) },
    ]);
    renderWithProviders(<ActivityCalendarPage />, { route: '/activity-calendar' });
    await userEvent.click(await day(thisMonth(6)));
    const list = screen.getByRole('region', { name: full(thisMonth(6)) });
    await waitFor(() => expect(within(list).getByRole('link', { name: /Nagini/ })).toHaveTextContent('Ate · 2 × Frozen mouse (20 g)'));
    expect(within(list).getByRole('link', { name: /Rex/ })).toHaveTextContent('Ate · 2 × a feeder no longer in your inventory');
    await userEvent.click(await day(thisMonth(7)));
    await waitFor(() => expect(screen.getByRole('region', { name: full(thisMonth(7)) })).toHaveTextContent('Ate · 3 × Roach (0.5 g)'));
  });

  it('filters by reptile and by log type', async () => {
    await keeper();
    renderWithProviders(<ActivityCalendarPage />, { route: '/activity-calendar' });
    await eventually(async () => expect(await day(thisMonth(3))).toHaveAccessibleName(/3 entries/));

    await userEvent.click(screen.getByRole('combobox', { name: 'Reptile' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rex' }));
    await eventually(async () => expect(await day(thisMonth(3))).toHaveAccessibleName(`${full(thisMonth(3))}, 1 entry: Feeding 1`));
    expect(await day(thisMonth(4))).toHaveAccessibleName(/1 entry: Growth 1/);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Growth' }));
    await eventually(async () => expect(await day(thisMonth(4))).toHaveAccessibleName(`${full(thisMonth(4))}, no entries`));
    expect(screen.getByRole('status')).toHaveTextContent('1 entry this month');
  });

  it('moves between months and reads the shown month', async () => {
    const { rex } = await keeper();
    renderWithProviders(<ActivityCalendarPage />, { route: '/activity-calendar' });
    await eventually(() => expect(screen.getByRole('status')).toHaveTextContent('4 entries this month'));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    const previous = addMonths(thisMonth(3), -1);
    await eventually(async () => expect(await day(previous)).toHaveAccessibleName(`${full(previous)}, 1 entry: Feeding 1`));
    expect(screen.getByRole('status')).toHaveTextContent('1 entry this month');
    await userEvent.click(await day(previous));
    expect(await within(screen.getByRole('region', { name: full(previous) })).findByRole('link')).toHaveAttribute('href', `/reptiles/${rex.id}?tab=feeding`);
  });

  it('shows tasks due on their day', async () => {
    const { db, rex } = await keeper();
    await db.reminders.put({
      id: uuidv7(), taskType: 'feeding', description: null, reptileId: rex.id, frequency: { kind: 'once' }, dueDate: thisMonth(5), anchorDay: 5,
      completed: false, completedAt: null, nextId: null, ...meta(db),
    });
    renderWithProviders(<ActivityCalendarPage />, { route: '/activity-calendar' });
    await eventually(async () => expect(await day(thisMonth(5))).toHaveAccessibleName(`${full(thisMonth(5))}, Due on this day 1`));
    await userEvent.click(await day(thisMonth(5)));
    expect(screen.getByRole('region', { name: full(thisMonth(5)) })).toHaveTextContent('Feeding: Rex');
  });

  it('speaks Bulgarian, weeks from Monday', async () => {
    await keeper();
    renderWithProviders(<ActivityCalendarPage />, { route: '/activity-calendar', lng: 'bg' });
    expect(await screen.findByRole('heading', { name: 'Календар на активността' })).toBeInTheDocument();
    await eventually(async () => expect(await screen.findByRole('button', { name: new RegExp(`^${full(thisMonth(3), 'bg')}, 3 записа`) })).toBeInTheDocument());
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent(/^п/i);
  });
});

describe('a busy day and the month, by index', () => {
  const manual = { kind: 'manual' as const, items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] };

  it('lists a rack day of 60 feedings 50 at a time, newest first, the day keeping its full count', async () => {
    const { db, nagini } = await keeper();
    const rack = Array.from({ length: 60 }, () => ({ id: uuidv7(), reptileId: nagini.id, date: thisMonth(10), outcome: 'ate' as const, notes: null, source: manual, ...meta(db) }));
    await db.feedingLogs.bulkPut(rack);
    renderWithProviders(<ActivityCalendarPage />, { route: '/activity-calendar' });
    await eventually(async () => expect(await day(thisMonth(10))).toHaveAccessibleName(`${full(thisMonth(10))}, 60 entries: Feeding 60`));
    await userEvent.click(await day(thisMonth(10)));
    const list = screen.getByRole('region', { name: full(thisMonth(10)) });
    await eventually(() => expect(within(list).getByText('50 of 60 shown, newest first.')).toBeInTheDocument());
    expect(list.querySelectorAll('li')).toHaveLength(50);
    await userEvent.click(within(list).getByRole('button', { name: 'Show 10 more entries' }));
    await eventually(() => expect(list.querySelectorAll('li')).toHaveLength(60));
    expect(within(list).queryByRole('button', { name: /more entr/ })).not.toBeInTheDocument();
    expect(await day(thisMonth(10))).toHaveAccessibleName(`${full(thisMonth(10))}, 60 entries: Feeding 60`);
  });

  it('counts a month per day and type without a table scan, leaving out other months and deleted reptiles', async () => {
    const { db, nagini, rex } = await keeper();
    const gone = syncedReptile(db, { name: 'Gone', deleted: true });
    await db.reptiles.put(gone);
    await db.feedingLogs.put({ id: uuidv7(), reptileId: gone.id, date: thisMonth(3), outcome: 'ate', notes: null, source: manual, ...meta(db) });
    const scans = (['feedingLogs', 'sheddingLogs', 'healthLogs', 'breedingLogs', 'eventLogs', 'growthLogs'] as const).map((t) => vi.spyOn(db[t], 'toArray'));
    const month = monthOf(thisMonth(3));

    const counts = await readCountsBetween(db, month, lastDayOf(month), null);
    expect(Object.fromEntries(counts)).toEqual({ [thisMonth(3)]: { feeding: 2, shedding: 1 }, [thisMonth(4)]: { growth: 1 } });
    expect(Object.fromEntries(await readCountsBetween(db, month, lastDayOf(month), rex.id))).toEqual({ [thisMonth(3)]: { feeding: 1 }, [thisMonth(4)]: { growth: 1 } });
    for (const scan of scans) expect(scan).not.toHaveBeenCalled();

    const later = { id: uuidv7(), reptileId: nagini.id, date: thisMonth(3), outcome: 'ate' as const, notes: null, source: manual, ...meta(db) };
    await db.feedingLogs.put(later);
    const page = await readDayEntries(db, thisMonth(3), { reptileId: null, types: ['feeding', 'shedding', 'growth'], limit: 2 });
    const [shed] = await db.sheddingLogs.where('date').equals(thisMonth(3)).toArray();
    // UUIDv7 ids: the feeding just put, then the shed the keeper logged after both feedings.
    expect(page.map((e) => e.row.id)).toEqual([later.id, shed?.id]);
    expect(page.every((e) => e.row.reptileId !== gone.id)).toBe(true);
  });
});

describe('the month read for the grid', () => {
  it.each([
    ['2026-11-22', '2026-11-01', '2026-11-30', '2026-10-25', '2026-12-07'],
    ['2028-02-29', '2028-02-01', '2028-02-29', '2028-01-25', '2028-03-07'],
    ['2027-02-10', '2027-02-01', '2027-02-28', '2027-01-25', '2027-03-07'],
    ['2026-12-31', '2026-12-01', '2026-12-31', '2026-11-24', '2027-01-07'],
  ])('%s: month %s to %s, read from %s to %s', (date, first, last, from, to) => {
    expect(monthOf(date)).toBe(first);
    expect(lastDayOf(first)).toBe(last);
    expect(gridRange(first)).toEqual({ from, to });
  });
});
