/**
 * A breeder's dashboard (issue 26): of 300 animals it draws the first page of cards, adds a page per
 * "Show more", and finds an animal by name or species through a labelled search box, with each
 * found card's summary read from the per-animal facts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardPage } from '../../app/features/dashboard/dashboard-page';
import { CARDS_PER_PAGE } from '../../app/features/reptiles/reptile-list';
import { rebuildReptileFacts } from '../../app/lib/db/reptile-facts';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

const feeding = (db: ReturnType<typeof signInKeeper>, reptileId: string, date: string, outcome: 'ate' | 'refused') =>
  db.feedingLogs.put({ id: uuidv7(), userId: db.userId, reptileId, date, outcome, notes: null, version: 1, updatedAt: 1, deleted: false,
    source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] } });

const cards = () => within(screen.getAllByRole('list').find((l) => l.classList.contains('reptile-grid')) as HTMLElement).getAllByRole('listitem');

async function breeder() {
  const db = signInKeeper({ tier: 'HerpPlus' });
  const reptiles = Array.from({ length: 300 }, (_, i) => syncedReptile(db, {
    name: `Animal ${String(i).padStart(3, '0')}`, species: i === 217 ? 'Morelia viridis' : 'Python regius',
  }));
  await db.reptiles.bulkPut(reptiles);
  const found = reptiles[217]!;
  await db.feedingLogs.put({ id: uuidv7(), userId: db.userId, reptileId: found.id, date: '2026-11-20', outcome: 'ate', notes: null, version: 1, updatedAt: 1, deleted: false,
    source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] } });
  await rebuildReptileFacts(db);
  return { db, found };
}

describe('a dashboard of 300 animals', () => {
  it('draws one page of cards, and another on "Show more"', async () => {
    await breeder();
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    await screen.findByRole('heading', { name: 'Animal 000' });
    expect(cards()).toHaveLength(CARDS_PER_PAGE);
    expect(screen.queryByRole('heading', { name: 'Animal 024' })).toBeNull();
    expect(screen.getByText(`Showing ${CARDS_PER_PAGE} of 300`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Show ${CARDS_PER_PAGE} more` }));
    await screen.findByRole('heading', { name: 'Animal 024' });
    expect(cards()).toHaveLength(2 * CARDS_PER_PAGE);
  }, 30_000);

  it('finds an animal by name or species, with its summary, and says when nothing matches', async () => {
    const { found } = await breeder();
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    const search = await screen.findByLabelText('Find an animal');
    await userEvent.type(search, 'animal 217');
    await waitFor(() => expect(cards()).toHaveLength(1));
    const card = screen.getByRole('heading', { name: found.name }).closest<HTMLElement>('.mantine-Card-root') as HTMLElement;
    await waitFor(() => expect(card).toHaveTextContent('Last fed'));
    expect(card).not.toHaveTextContent('No meal logged yet');
    await userEvent.clear(search);
    await userEvent.type(search, 'VIRIDIS');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('heading', { name: found.name })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'boa');
    expect(await screen.findByText('No animal matches “boa”.')).toBeInTheDocument();
  }, 30_000);

  it('filters the collection by feeding status, counting each group, and says when none is in it', async () => {
    const db = signInKeeper({ tier: 'HerpPlus' });
    const today = todayIn();
    const weekly = { species: 'Python regius', feedingIntervalDays: 7 };
    const [hungry, refusing, fed, paused, unknown] = [
      syncedReptile(db, { ...weekly, name: 'Hungry' }), syncedReptile(db, { ...weekly, name: 'Refusing' }), syncedReptile(db, { ...weekly, name: 'Fed' }),
      syncedReptile(db, { ...weekly, name: 'Resting', feedingPaused: true }), syncedReptile(db, { species: 'Unknownus', name: 'Newcomer' }),
    ];
    await db.reptiles.bulkPut([hungry!, refusing!, fed!, paused!, unknown!]);
    await feeding(db, hungry!.id, addDays(today, -20), 'ate');
    await feeding(db, refusing!.id, addDays(today, -3), 'ate');
    await feeding(db, refusing!.id, addDays(today, -2), 'refused');
    await feeding(db, refusing!.id, addDays(today, -1), 'refused');
    await feeding(db, fed!.id, addDays(today, -1), 'ate');
    await feeding(db, paused!.id, addDays(today, -40), 'ate');
    await rebuildReptileFacts(db);
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    const status = await screen.findByRole('combobox', { name: 'Feeding status' });
    const pick = async (option: string) => {
      await userEvent.click(status);
      await userEvent.click(await screen.findByRole('option', { name: option }));
    };
    const names = () => cards().map((c) => within(c).getByRole('heading', { level: 2 }).textContent);
    await waitFor(() => expect(cards()).toHaveLength(5));
    await pick('Needs a meal (1)');
    await waitFor(() => expect(names()).toEqual(['Hungry']));
    await pick('Refusing food (1)');
    await waitFor(() => expect(names()).toEqual(['Refusing']));
    await pick('Fed, on rhythm (2)');
    await waitFor(() => expect(names().sort()).toEqual(['Fed', 'Refusing']));
    await pick('Feeding paused (1)');
    await waitFor(() => expect(names()).toEqual(['Resting']));
    await pick('No rhythm yet (1)');
    await waitFor(() => expect(names()).toEqual(['Newcomer']));
    // With a search that leaves none of the group.
    await userEvent.type(screen.getByLabelText('Find an animal'), 'Hungry');
    expect(await screen.findByText('No animal matches “Hungry”.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Find an animal'));
    await pick('All animals (5)');
    await waitFor(() => expect(cards()).toHaveLength(5));
  }, 30_000);

  it('names the five most urgent meals and lists all that are due below on request', async () => {
    const db = signInKeeper({ tier: 'HerpPlus' });
    const today = todayIn();
    const animals = Array.from({ length: 9 }, (_, i) => syncedReptile(db, { species: 'Python regius', feedingIntervalDays: 7, name: `Tub ${i + 1}` }));
    await db.reptiles.bulkPut(animals);
    // Seven fed 10-16 days ago (overdue 3-9 days, Tub 7 the longest), two fed yesterday.
    for (const [i, r] of animals.entries()) await feeding(db, r.id, addDays(today, i < 7 ? -(10 + i) : -1), 'ate');
    await rebuildReptileFacts(db);
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    const panel = await screen.findByRole('region', { name: 'Due for a meal' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(5));
    expect(within(panel).getAllByRole('link').map((a) => a.textContent)).toEqual(['Tub 7', 'Tub 6', 'Tub 5', 'Tub 4', 'Tub 3']);
    expect(within(panel).getByText('and 2 more')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'List all 7 due below' }));
    await waitFor(() => expect(cards()).toHaveLength(7));
    expect(screen.getByRole('combobox', { name: 'Feeding status' })).toHaveValue('Needs a meal (7)');
  }, 30_000);
});
