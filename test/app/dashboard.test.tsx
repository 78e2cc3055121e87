/**
 * The dashboard on a real local database: each card says when the reptile last ate (a refusal
 * since is flagged, not counted as a meal), how many days ago, and its last weight in the keeper's
 * unit; "Log feeding" then "Same as last time" writes through mutate in two taps; the quick forms
 * show the shared schema's messages; recent activity links each entry to its tab.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardPage } from '../../app/features/dashboard/dashboard-page';
import { emptyQuickFeeding, toQuickFeedingInput, toQuickWeightInput } from '../../app/features/care/quick-values';
import { endSession } from '../../app/lib/session';
import type { LocalLog, UserDb } from '../../app/lib/db';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { momentOfId } from '../../shared/rules/row-moment';
import { formatTime } from '../../app/lib/format';
import { rebuildReptileFacts } from '../../app/lib/db/reptile-facts';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

const dateText = (iso: string, lng = 'en') => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

function feeding(db: UserDb, reptileId: string, date: string, over: Partial<LocalLog<'feedingLogs'>> = {}): LocalLog<'feedingLogs'> {
  return {
    id: uuidv7(), userId: db.userId, reptileId, date, outcome: 'ate', notes: null, version: 3, updatedAt: 1, deleted: false,
    source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 2, sizePerItemGrams: 12 }] }, ...over,
  };
}

/** The quick actions wait for the card's summary; a keeper's tap lands once it is read. */
const readyButton = async (name: string) => {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};

const cardOf = async (name: string) => (await screen.findByRole('heading', { name })).closest<HTMLElement>('.mantine-Card-root') as HTMLElement;

async function keeper(weightUnit: 'g' | 'kg' = 'g') {
  const db = signInKeeper({ weightUnit });
  const today = todayIn();
  const nagini = syncedReptile(db, { name: 'Nagini', weightGrams: 900 });
  const rex = syncedReptile(db, { name: 'Rex', species: 'Pogona vitticeps', weightGrams: 412 });
  await db.reptiles.bulkPut([nagini, rex]);
  await db.feedingLogs.bulkPut([
    feeding(db, nagini.id, addDays(today, -10)),
    feeding(db, nagini.id, addDays(today, -3), { source: { kind: 'manual', items: [{ foodItem: 'Rat', count: 1, sizePerItemGrams: 40 }] } }),
    feeding(db, nagini.id, addDays(today, -1), { outcome: 'refused' }),
  ]);
  await db.growthLogs.bulkPut([
    { id: uuidv7(), userId: db.userId, reptileId: nagini.id, date: addDays(today, -20), weightGrams: 1000, lengthCm: null, notes: null, version: 2, updatedAt: 1, deleted: false },
    { id: uuidv7(), userId: db.userId, reptileId: nagini.id, date: addDays(today, -5), weightGrams: 1250, lengthCm: null, notes: null, version: 2, updatedAt: 1, deleted: false },
    { id: uuidv7(), userId: db.userId, reptileId: nagini.id, date: addDays(today, -2), weightGrams: null, lengthCm: 120, notes: null, version: 2, updatedAt: 1, deleted: false },
  ]);
  // Rows stored straight into the tables, as a pull would: the dashboard reads the facts a pull keeps.
  await rebuildReptileFacts(db);
  return { db, nagini, rex, today };
}

describe('dashboard cards', () => {
  it('show the last meal eaten, the days since, a later refusal and the last weight in the keeper’s unit', async () => {
    const { today } = await keeper('kg');
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    const card = await cardOf('Nagini');
    await waitFor(() => expect(card).toHaveTextContent(`Last fed${dateText(addDays(today, -3))}`));
    expect(card).toHaveTextContent('Days since feeding3 days');
    expect(card).toHaveTextContent(`Refused on ${dateText(addDays(today, -1))}`);
    // The newest growth entry with a weight, not the length-only one after it nor the profile's 900 g.
    expect(card).toHaveTextContent(`Last weight1.25 kg · ${dateText(addDays(today, -5))}`);

    const rex = await cardOf('Rex');
    expect(rex).toHaveTextContent('Last fedNo meal logged yet');
    expect(rex).not.toHaveTextContent('Days since feeding');
    // No weighing logged: the profile's weight, said to be so.
    expect(rex).toHaveTextContent('Last weight0.41 kg · from the profile');
  });

  it('log the same feeding as last time in two taps, through the outbox, dated today', async () => {
    const { db, nagini, today } = await keeper();
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    await userEvent.click(await readyButton('Log feeding for Nagini'));
    const dialog = await screen.findByRole('dialog', { name: 'Log a feeding for Nagini' });
    // The latest feeding was refused, but its food is what "same as last time" offers again.
    expect(dialog).toHaveTextContent('2 × Mouse (12 g), today, ate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Same as last time' }));

    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry?.name).toBe('feedingLog.create.v1');
    expect(entry?.args).toMatchObject({ reptileId: nagini.id, date: today, outcome: 'ate', notes: null, source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 2, sizePerItemGrams: 12 }] } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = await cardOf('Nagini');
    await waitFor(() => expect(card).toHaveTextContent('Days since feedingFed today'));
    expect(card).not.toHaveTextContent('Refused on');
  });

  it('say a meal was already eaten today before a second is saved, and still save it', async () => {
    const { db, rex, today } = await keeper();
    // Synced from another device of the household: Rex ate today; Nagini's latest was a refusal yesterday.
    const meal = feeding(db, rex.id, today, { source: { kind: 'manual', items: [{ foodItem: 'Cricket', count: 5, sizePerItemGrams: 1 }] } });
    await db.feedingLogs.put(meal);
    await rebuildReptileFacts(db);
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });

    await userEvent.click(await readyButton('Log feeding for Rex'));
    const dialog = await screen.findByRole('dialog', { name: 'Log a feeding for Rex' });
    // The time it was logged, read from its id (logged on its own day, on this device's clock).
    const at = formatTime(momentOfId(meal.id) ?? 0, 'en');
    expect(within(dialog).getByRole('status')).toHaveTextContent(`Rex already has a meal logged today at ${at}: 5 × Cricket (1 g). Log another only if it ate twice.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Same as last time' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]?.args).toMatchObject({ reptileId: rex.id, date: today, outcome: 'ate' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(await readyButton('Log feeding for Nagini'));
    const other = await screen.findByRole('dialog', { name: 'Log a feeding for Nagini' });
    expect(within(other).queryByRole('status')).not.toBeInTheDocument();
  });

  it('still say it ate today when a refusal was logged after the meal', async () => {
    const { db, rex, today } = await keeper();
    await db.feedingLogs.bulkPut([
      feeding(db, rex.id, today, { id: '00000000-0000-7000-8000-000000000001', source: { kind: 'manual', items: [{ foodItem: 'Cricket', count: 5, sizePerItemGrams: 1 }] } }),
      feeding(db, rex.id, today, { id: '00000000-0000-7000-8000-000000000002', outcome: 'refused' }),
    ]);
    await rebuildReptileFacts(db);
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    await userEvent.click(await readyButton('Log feeding for Rex'));
    const dialog = await screen.findByRole('dialog', { name: 'Log a feeding for Rex' });
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Rex already has a meal logged today: 5 × Cricket (1 g).'));
  });

  it('say which member of a household fed it today, in English and Bulgarian', async () => {
    // An id without a moment (an import's): who, without the time.
    for (const [lng, text] of [['en', 'maria already fed Rex today: 5 × Cricket (1 g). Log another only if it ate twice.'], ['bg', 'maria вече е нахранил(а) Rex днес: 5 × Cricket (1 г). Запишете още едно хранене само ако е яло два пъти.']] as const) {
      const { db, rex, today } = await keeper();
      const space = uuidv7();
      const maria = uuidv7();
      await db.meta.put({ key: 'spaces', cookies: {}, list: [{ id: space, kind: 'household', name: 'Home', ownerId: maria, role: 'keeper', until: null,
        members: [{ userId: maria, name: 'maria', role: 'owner', until: null }, { userId: db.userId, name: 'me', role: 'keeper', until: null }] }] });
      await db.reptiles.put({ ...rex, userId: space });
      await db.feedingLogs.put(feeding(db, rex.id, today, { id: '7f0c2d1e-5b3a-4c2d-9e8f-0a1b2c3d4e5f', userId: space, authorId: maria, source: { kind: 'manual', items: [{ foodItem: 'Cricket', count: 5, sizePerItemGrams: 1 }] } }));
      await rebuildReptileFacts(db);
      const view = renderWithProviders(<DashboardPage />, { route: '/dashboard', lng });
      await userEvent.click(await readyButton(lng === 'en' ? 'Log feeding for Rex' : 'Хранене за Rex'));
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(text));
      view.unmount();
      endSession('user');
    }
  });

  it("show a household's animals beside the keeper's own, marked, and one place at a time", async () => {
    const { db, rex } = await keeper();
    const space = uuidv7();
    await db.meta.put({ key: 'spaces', cookies: {}, list: [{ id: space, kind: 'household', name: 'Home', ownerId: uuidv7(), role: 'keeper', until: null, members: [] }] });
    await db.reptiles.put({ ...rex, userId: space });
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    const rexCard = await cardOf('Rex');
    await waitFor(() => expect(rexCard).toHaveTextContent('Household · Home'));
    expect(await cardOf('Nagini')).not.toHaveTextContent('Household');
    await userEvent.click(screen.getByRole('combobox', { name: 'Whose animals' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Household · Home' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Nagini' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Rex' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Whose animals' }));
    await userEvent.click(await screen.findByRole('option', { name: 'My animals' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Rex' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Nagini' })).toBeInTheDocument();
  });

  it('take one item by hand with the schema’s messages by each field, stored to the hundredth of a gram', async () => {
    const { db, rex, today } = await keeper('kg');
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    await userEvent.click(await readyButton('Log feeding for Rex'));
    const dialog = await screen.findByRole('dialog', { name: 'Log a feeding for Rex' });
    // Rex was never fed: nothing to repeat.
    expect(within(dialog).queryByRole('button', { name: 'Same as last time' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log feeding' }));
    expect(await within(dialog).findByText('A food type is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Each item needs a positive size per item.')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);

    await userEvent.type(within(dialog).getByLabelText(/Food item/), 'Cricket');
    await userEvent.clear(within(dialog).getByLabelText(/Number of items/));
    await userEvent.type(within(dialog).getByLabelText(/Number of items/), '6');
    await userEvent.type(within(dialog).getByLabelText(/Size per item \(kg\)/), '0,000004');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log feeding' }));
    expect(await within(dialog).findByText('The size per item must be at least 0.01 g.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Size per item \(kg\)/));
    // A pinhead cricket of 0.4 g, which whole grams used to refuse.
    await userEvent.type(within(dialog).getByLabelText(/Size per item \(kg\)/), '0.0004');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Refused' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log feeding' }));

    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]?.args).toMatchObject({ reptileId: rex.id, date: today, outcome: 'refused', source: { kind: 'manual', items: [{ foodItem: 'Cricket', count: 6, sizePerItemGrams: 0.4 }] } });
    const card = await cardOf('Rex');
    await waitFor(() => expect(card).toHaveTextContent(`Refused on ${dateText(today)}`));
    expect(card).toHaveTextContent('Last fedNo meal logged yet');
  });

  it('log a weight in the keeper’s unit as a growth entry, which the card then shows', async () => {
    const { db, rex, today } = await keeper('kg');
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    await userEvent.click(await readyButton('Log weight for Rex'));
    const dialog = await screen.findByRole('dialog', { name: 'Log the weight of Rex' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log weight' }));
    expect(await within(dialog).findByText('Enter the weight.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Weight \(kg\)/), '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log weight' }));
    expect(await within(dialog).findByText('Must be greater than 0.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Weight \(kg\)/));
    await userEvent.type(within(dialog).getByLabelText(/Weight \(kg\)/), '0,45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log weight' }));

    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry?.name).toBe('growthLog.create.v1');
    expect(entry?.args).toMatchObject({ reptileId: rex.id, date: today, weightGrams: 450, lengthCm: null });
    await waitFor(async () => expect(await cardOf('Rex')).toHaveTextContent(`Last weight0.45 kg · ${dateText(today)}`));
  });
});

describe('recent activity', () => {
  it('lists the newest entries of every log with reptile, type and date, each linking to its tab', async () => {
    const { db, nagini, rex, today } = await keeper();
    await db.sheddingLogs.put({ id: uuidv7(), userId: db.userId, reptileId: rex.id, date: today, complete: false, observations: null, version: 1, updatedAt: 1, deleted: false });
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    const section = await screen.findByRole('region', { name: 'Recent activity' });
    const links = await within(section).findAllByRole('link', { name: /Nagini|Rex/ });
    expect(links.map((l) => l.textContent)).toEqual([
      `ShedRex${dateText(today)}Incomplete`,
      `FeedingNagini${dateText(addDays(today, -1))}Refused · 2 × Mouse (12 g)`,
      `GrowthNagini${dateText(addDays(today, -2))}120 cm`,
      `FeedingNagini${dateText(addDays(today, -3))}Ate · 1 × Rat (40 g)`,
      `GrowthNagini${dateText(addDays(today, -5))}1,250 g`,
      `FeedingNagini${dateText(addDays(today, -10))}Ate · 2 × Mouse (12 g)`,
      `GrowthNagini${dateText(addDays(today, -20))}1,000 g`,
    ]);
    expect(links[0]).toHaveAttribute('href', `/reptiles/${rex.id}?tab=shedding`);
    expect(links[1]).toHaveAttribute('href', `/reptiles/${nagini.id}?tab=feeding`);
    expect(links[2]).toHaveAttribute('href', `/reptiles/${nagini.id}?tab=growth`);
  });

  it('keeps to the ten newest', async () => {
    const db = signInKeeper();
    const r = syncedReptile(db);
    await db.reptiles.put(r);
    await db.feedingLogs.bulkPut(Array.from({ length: 14 }, (_, i) => feeding(db, r.id, addDays(todayIn(), -i))));
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    const section = await screen.findByRole('region', { name: 'Recent activity' });
    await waitFor(() => expect(within(section).getAllByRole('link', { name: /Nagini/ })).toHaveLength(10));
    expect(within(section).getAllByRole('link', { name: /Nagini/ }).at(-1)).toHaveTextContent(dateText(addDays(todayIn(), -9)));
  });

  it('speaks Bulgarian', async () => {
    await keeper();
    renderWithProviders(<DashboardPage />, { route: '/dashboard', lng: 'bg' });
    expect(await screen.findByRole('region', { name: 'Последна активност' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Хранене за Nagini' })).toBeInTheDocument();
    const card = await cardOf('Nagini');
    await waitFor(() => expect(card).toHaveTextContent('Дни от храненето3 дни'));
  });
});

describe('feeders and tasks on the dashboard', () => {
  const feeder = (db: UserDb, over: { name: string; quantity: number; lowStockThreshold: number }) => ({
    id: uuidv7(), userId: db.userId, type: 'frozen' as const, weightPerItemGrams: 20, version: 1, updatedAt: 1, deleted: false, ...over,
  });

  it('names the feeders running low, and repeats an inventory feeding only while its stock lasts', async () => {
    const { db, nagini, rex, today } = await keeper();
    const mice = feeder(db, { name: 'Frozen mice', quantity: 3, lowStockThreshold: 5 });
    const rats = feeder(db, { name: 'Rats', quantity: 1, lowStockThreshold: 0 });
    await db.feeders.bulkPut([mice, rats, feeder(db, { name: 'Crickets', quantity: 40, lowStockThreshold: 10 })]);
    await db.feedingLogs.bulkPut([
      feeding(db, nagini.id, today, { source: { kind: 'inventory', feederId: mice.id, quantity: 2, deductFromInventory: true } }),
      feeding(db, rex.id, today, { source: { kind: 'inventory', feederId: rats.id, quantity: 2, deductFromInventory: true } }),
    ]);
    await rebuildReptileFacts(db);
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    // Recent activity names each inventory feeding's feeder with its size, not "2 from inventory".
    const recent = await screen.findByRole('region', { name: 'Recent activity' });
    await waitFor(() => expect(within(recent).getAllByRole('link', { name: /Frozen mice/ })[0]).toHaveTextContent('Ate · 2 × Frozen mice (20 g)'));
    const notice = await screen.findByText('1 feeder running low');
    expect(notice.closest('.mantine-Alert-root')).toHaveTextContent('Frozen mice: 3 left');
    expect(notice.closest('.mantine-Alert-root')).not.toHaveTextContent('Rats');

    await userEvent.click(await readyButton('Log feeding for Rex'));
    let dialog = await screen.findByRole('dialog', { name: 'Log a feeding for Rex' });
    await waitFor(() => expect(dialog).toHaveTextContent('Not enough stock to repeat last time: 1 left.'));
    expect(within(dialog).getByRole('button', { name: 'Same as last time' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(await readyButton('Log feeding for Nagini'));
    dialog = await screen.findByRole('dialog', { name: 'Log a feeding for Nagini' });
    await waitFor(() => expect(dialog).toHaveTextContent('2 × Frozen mice (20 g) from your inventory, today, ate'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Same as last time' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]?.args).toMatchObject({ reptileId: nagini.id, source: { kind: 'inventory', feederId: mice.id, quantity: 2, deductFromInventory: true } });
    // The optimistic stock move shows at once: 1 left of the mice.
    await waitFor(() => expect(screen.getByText('1 feeder running low').closest('.mantine-Alert-root')).toHaveTextContent('Frozen mice: 1 left'));
  });

  it('reminds of a UVB tube due for replacement, with its enclosure, and says nothing when none is due', async () => {
    const { db, today } = await keeper();
    const tub = { id: uuidv7(), userId: db.userId, name: 'A1-2', type: 'tub', widthCm: null, depthCm: null, heightCm: null, room: null, notes: null,
      rackId: null, shelf: null, position: null, targets: null, upkeepDays: null, version: 1, updatedAt: 1, deleted: false };
    const light = (name: string, installedOn: string, replaceEveryMonths: number | null) => ({ id: uuidv7(), userId: db.userId, enclosureId: tub.id, kind: 'uvbTube',
      name, installedOn, replaceEveryMonths, setPointC: null, notes: null, version: 1, updatedAt: 1, deleted: false });
    await db.enclosures.put(tub);
    // Installed a year and five days ago on a 12-month interval: overdue by 5 days; the other is months away, the mat has none.
    await db.equipment.bulkPut([light('T5 12%', addDays(addDays(today, -365), -5), 12), light('T8 6%', today, 6), light('Heat mat', '2020-01-01', null)]);
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    const notice = await screen.findByText('1 heat or light source to replace soon');
    const alert = notice.closest('.mantine-Alert-root') as HTMLElement;
    expect(within(alert).getByRole('link', { name: /^T5 12% in A1-2: Overdue by \d+ days$/ })).toHaveAttribute('href', `/enclosures/${tub.id}`);
    expect(alert).not.toHaveTextContent('T8');
    await db.equipment.clear();
    await waitFor(() => expect(screen.queryByText('1 heat or light source to replace soon')).not.toBeInTheDocument());
  });

  it('lists the tasks due in the next 7 days', async () => {
    const { db, rex, today } = await keeper();
    await db.reminders.put({
      id: uuidv7(), userId: db.userId, taskType: 'feeding', description: null, reptileId: rex.id, frequency: { kind: 'once' }, dueDate: addDays(today, 2), anchorDay: 1,
      completed: false, completedAt: null, nextId: null, version: 1, updatedAt: 1, deleted: false,
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Tasks due soon' })).toBeInTheDocument();
    expect(await screen.findByText(/Feeding: Rex/)).toBeInTheDocument();
  });
});

describe('the quick forms’ parsing', () => {
  const base = { ...emptyQuickFeeding('2026-11-22'), foodItem: 'Mouse', size: '12' };
  it.each([
    ['a valid item in grams', base, 'g', { input: { date: '2026-11-22', outcome: 'ate', notes: null, source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 12 }] } }, errors: null }],
    ['ounces become grams to the hundredth', { ...base, size: '1' }, 'oz', { input: { source: { items: [{ sizePerItemGrams: 28.35 }] } } }],
    ['half a gram stays half a gram', { ...base, size: '0,5' }, 'g', { input: { source: { items: [{ sizePerItemGrams: 0.5 }] } } }],
    ['no food', { ...base, foodItem: '  ' }, 'g', { input: null, errors: { foodItem: 'logs:errors.foodTypeRequired' } }],
    ['no size', { ...base, size: '' }, 'g', { input: null, errors: { size: 'logs:errors.sizePerItemPositive' } }],
    ['under a hundredth of a gram', { ...base, size: '0.004' }, 'g', { input: null, errors: { size: 'logs:errors.sizeTooSmall' } }],
    ['a fraction of an item', { ...base, count: '1.5' }, 'g', { input: null, errors: { count: 'logs:errors.itemCountInvalid' } }],
    ['no count', { ...base, count: '' }, 'g', { input: null, errors: { count: 'logs:errors.itemCountInvalid' } }],
    ['no date', { ...base, date: '' }, 'g', { input: null, errors: { date: 'logs:errors.dateRequired' } }],
  ] as const)('feeding: %s', (_name, values, unit, expected) => {
    expect(toQuickFeedingInput(values, unit)).toMatchObject(expected);
  });

  it.each([
    ['kilograms to grams', '1,5', 'kg', { input: { date: '2026-11-22', weightGrams: 1500, lengthCm: null, notes: null }, errors: null }],
    ['empty', ' ', 'g', { input: null, errors: { weight: 'dashboard:quick.weightRequired' } }],
    ['not a number', '12g', 'g', { input: null, errors: { weight: 'logs:errors.numberInvalid' } }],
    ['zero', '0', 'g', { input: null, errors: { weight: 'logs:errors.mustBePositive' } }],
  ] as const)('weight: %s', (_name, weight, unit, expected) => {
    expect(toQuickWeightInput({ date: '2026-11-22', weight }, unit)).toMatchObject(expected);
  });
});

describe('health on the dashboard (issue 29)', () => {
  /** Nagini refused three meals over six weeks after eating weekly; Rex eats weekly; Kaa is in brumation with the same fast as Nagini. */
  async function collection() {
    const db = signInKeeper();
    const today = todayIn();
    const [nagini, rex, kaa] = ['Nagini', 'Rex', 'Kaa'].map((name) => syncedReptile(db, { name }));
    await db.reptiles.bulkPut([nagini!, rex!, kaa!]);
    const fast = (id: string) => [70, 63, 56].map((d) => feeding(db, id, addDays(today, -d))).concat([35, 21, 7].map((d) => feeding(db, id, addDays(today, -d), { outcome: 'refused' })));
    await db.feedingLogs.bulkPut([...fast(nagini!.id), ...fast(kaa!.id), ...[21, 14, 7, 1].map((d) => feeding(db, rex!.id, addDays(today, -d)))]);
    await db.careModes.put({ id: uuidv7(), userId: db.userId, reptileId: kaa!.id, mode: 'brumation', startDate: addDays(today, -50), plannedEnd: null, quarantineDays: null,
      endDate: null, checks: null, notes: null, authorId: null, version: 1, updatedAt: 1, deleted: false });
    await rebuildReptileFacts(db);
    return { db, today };
  }

  it('names the animal needing attention with its reason, filters the cards to it and orders it first', async () => {
    await collection();
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    const panel = await screen.findByRole('region', { name: '1 animal needs attention' });
    expect(within(panel).getByRole('link', { name: 'Nagini' })).toBeInTheDocument();
    expect(panel).toHaveTextContent(/Has not eaten for 56 days/);
    // Kaa's fast is its brumation's: no alert, and no overdue meal on its card.
    expect(within(panel).queryByRole('link', { name: 'Kaa' })).toBeNull();
    expect(await cardOf('Nagini')).toHaveTextContent('Needs attention');
    expect(await cardOf('Kaa')).not.toHaveTextContent('Needs attention');
    expect(await cardOf('Kaa')).not.toHaveTextContent(/overdue/i);

    await user.click(screen.getByRole('combobox', { name: 'Health' }));
    await user.click(await screen.findByRole('option', { name: 'Needs attention (1)' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Rex' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Nagini' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Health' }));
    await user.click(await screen.findByRole('option', { name: 'All (3)' }));
    await user.click(screen.getByRole('combobox', { name: 'Order' }));
    await user.click(await screen.findByRole('option', { name: 'Needs attention first' }));
    const cardNames = () => [...document.querySelectorAll('ul.reptile-grid > li h2')].map((h) => h.textContent);
    await waitFor(() => expect(cardNames()[0]).toBe('Nagini'));
    expect(cardNames()).toHaveLength(3);
  });
});
