/**
 * The health watch on the device (issue 29): an animal's status from its own logs and care modes,
 * live. Three refusals over a month need attention; brumation started through the dialog turns
 * that to OK with the brumation as the reason; a quarantine past its length asks for its
 * checklist, and the release waits for every check; a sitter reads the modes but is offered no
 * button; Bulgarian; and the many-animals hook the dashboard uses.
 */
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import type { SyncedRowOf } from '../../shared/sync/tables';
import { CareModes, HealthBadge, HealthSummary, useAnimalStatuses } from '../../app/features/health-watch';
import type { LocalLog, LocalReptile, UserDb } from '../../app/lib/db';
import { formatDate } from '../../app/lib/format';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { enterDate, shownDate } from '../helpers/date-field';
import { signInKeeper, syncedReptile } from '../helpers/keeper';
import { seedSpaces } from '../helpers/spaces';

afterEach(() => endSession('user'));

const today = todayIn();
const ago = (days: number) => addDays(today, -days);
const en = (iso: string) => formatDate(iso, 'en');

const feeding = (r: LocalReptile, daysAgo: number, outcome: 'ate' | 'refused' = 'ate', over: Partial<LocalLog<'feedingLogs'>> = {}): LocalLog<'feedingLogs'> => ({
  id: uuidv7(), userId: r.userId, reptileId: r.id, date: ago(daysAgo), outcome, notes: null, version: 3, updatedAt: 1, deleted: false,
  source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 12 }] }, ...over,
});

const healthIssue = (r: LocalReptile, daysAgo: number, over: Partial<LocalLog<'healthLogs'>> = {}): LocalLog<'healthLogs'> => ({
  id: uuidv7(), userId: r.userId, reptileId: r.id, date: ago(daysAgo), issue: 'Mites', severity: 'mild', treatment: null, notes: null,
  status: 'ongoing', resolvedDate: null, version: 3, updatedAt: 1, deleted: false, ...over,
});

const careMode = (r: LocalReptile, over: Partial<SyncedRowOf<'careModes'>>): SyncedRowOf<'careModes'> => ({
  id: uuidv7(), userId: r.userId, reptileId: r.id, mode: 'brumation', startDate: today, plannedEnd: null, quarantineDays: null, endDate: null,
  checks: null, notes: null, authorId: null, version: 2, updatedAt: 1, deleted: false, ...over,
});

async function seedReptile(db: UserDb, over: Partial<LocalReptile> = {}): Promise<LocalReptile> {
  const r = syncedReptile(db, over);
  await db.reptiles.put(r);
  return r;
}

/** Refused three times in a row, the first more than 30 days ago: an alert by the shared rule. */
const threeRefusals = (r: LocalReptile) => [feeding(r, 40, 'refused'), feeding(r, 25, 'refused'), feeding(r, 10, 'refused')];

const Both = ({ reptile }: { reptile: LocalReptile }) => <><HealthSummary reptile={reptile} /><CareModes reptile={reptile} /></>;
const region = (name: string) => screen.findByRole('region', { name });

describe('an animal’s status and its care modes', () => {
  it('says "Needs attention" for three refusals, and brumation started in the dialog turns it to OK with the reason', async () => {
    const db = signInKeeper();
    const r = await seedReptile(db);
    await db.feedingLogs.bulkPut(threeRefusals(r));
    renderWithProviders(<Both reptile={r} />);

    const health = await region('Health');
    expect(await within(health).findByText('Needs attention')).toBeInTheDocument();
    expect(within(health).getByText(`Refused or regurgitated the last 3 feedings in a row, since ${en(ago(40))} (40 days so far).`)).toBeInTheDocument();
    // What is missing, in its own dimmed list; the way to the insights.
    expect(within(within(health).getByRole('list', { name: 'To follow it better' })).getByText('Log 3 more meals to follow its feeding rhythm.')).toBeInTheDocument();
    expect(within(health).getByRole('link', { name: 'Open its insights' })).toHaveAttribute('href', `/reptiles/${r.id}/insights`);

    const modes = await region('Care modes');
    expect(within(modes).getByText(/^No care mode now/)).toBeInTheDocument();
    await userEvent.click(within(modes).getByRole('button', { name: 'Start a care mode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a care mode' });
    // Nothing is saved without a mode, said in words.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByText('Choose a mode.')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Brumation/ }));
    expect(within(dialog).getByLabelText(/^Start date/)).toHaveValue(en(today));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(await within(health).findByText('OK')).toBeInTheDocument();
    expect(within(health).queryByText('Needs attention')).not.toBeInTheDocument();
    expect(within(health).getByText(`In brumation since ${en(today)} (0 days): a long fast is expected.`)).toBeInTheDocument();
    expect(within(health).getByText(`Refused 3 feedings in a row, since ${en(ago(40))}: expected for now.`)).toBeInTheDocument();
    expect(await within(modes).findByText(`In brumation since ${en(today)}`)).toBeInTheDocument();
    expect(within(modes).getByRole('button', { name: 'End brumation' })).toBeInTheDocument();
    const [row] = await db.careModes.toArray();
    expect(row).toMatchObject({ reptileId: r.id, mode: 'brumation', startDate: today, plannedEnd: null, endDate: null, userId: db.userId });
    expect((await db.outbox.toArray()).map((m) => m.name)).toEqual(['careMode.create.v1']);
  });

  it('refuses a quarantine length out of 30–90 in words', async () => {
    const db = signInKeeper();
    const r = await seedReptile(db);
    renderWithProviders(<CareModes reptile={r} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start a care mode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a care mode' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Quarantine/ }));
    const days = within(dialog).getByLabelText(/^Length in days/);
    expect(days).toHaveValue('60');
    await userEvent.clear(days);
    await userEvent.type(days, '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByText('Enter a whole number of days from 30 to 90.')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(`Quarantine: day 1 of 45, release on ${en(addDays(today, 45))}`)).toBeInTheDocument();
    expect((await db.careModes.toArray())[0]).toMatchObject({ mode: 'quarantine', quarantineDays: 45 });
  });

  it('asks for the checklist of a quarantine past its length, and releases only with all three checks ticked', async () => {
    const db = signInKeeper();
    const r = await seedReptile(db);
    const q = careMode(r, { mode: 'quarantine', startDate: ago(70), quarantineDays: 60 });
    await db.careModes.put(q);
    renderWithProviders(<Both reptile={r} />);

    const health = await region('Health');
    expect(await within(health).findByText('Quarantine')).toBeInTheDocument();
    expect(within(health).getByText('Watch')).toBeInTheDocument();
    const modes = await region('Care modes');
    expect(await within(modes).findByText(`Quarantine: day 71 of 60, release was due on ${en(ago(10))}`)).toBeInTheDocument();
    await userEvent.click(within(modes).getByRole('button', { name: 'Release from quarantine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release from quarantine' });
    const release = within(dialog).getByRole('button', { name: 'Release' });
    expect(release).toBeDisabled();
    expect(within(dialog).getByText(/^Tick all three checks to release it/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Faecal test clear' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Weight stable' }));
    expect(release).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'No mites seen' }));
    expect(release).toBeEnabled();
    expect(within(dialog).queryByText(/^Tick all three checks/)).not.toBeInTheDocument();
    // Released as of yesterday: the shared rule (shared/health/modes.ts) holds a mode through its end day.
    const date = within(dialog).getByLabelText(/^Release date/);
    expect(date).toHaveValue(en(today));
    await enterDate(date, shownDate(ago(1)));
    await userEvent.click(release);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(await db.careModes.get(q.id)).toMatchObject({ endDate: ago(1), checks: ['faecalTest', 'weightStable', 'noMites'] });
    const history = await within(modes).findByRole('list', { name: 'Past care modes' });
    expect(within(history).getByText(`Quarantine: ${en(ago(70))} – ${en(ago(1))} (69 days), released after its checklist`)).toBeInTheDocument();
    await waitFor(() => expect(within(health).queryByText('Quarantine')).not.toBeInTheDocument());
    expect(within(health).getByText('OK')).toBeInTheDocument();
  });

  it('deletes a mode entered by mistake after a confirmation', async () => {
    const db = signInKeeper();
    const r = await seedReptile(db);
    const g = careMode(r, { mode: 'gravid', startDate: ago(5) });
    await db.careModes.put(g);
    renderWithProviders(<CareModes reptile={r} />);
    await userEvent.click(await screen.findByRole('button', { name: `Delete: Gravid since ${en(ago(5))}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this care mode?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/^No care mode now/)).toBeInTheDocument();
    expect((await db.outbox.toArray()).map((m) => m.name)).toEqual(['careMode.delete.v1']);
  });

  it('shows a sitter the modes and their history, with no button to start, end or delete one', async () => {
    const db = signInKeeper();
    const [space] = await seedSpaces(db, [{ role: 'sitter' }]);
    const r = await seedReptile(db, { userId: space?.id ?? '' });
    await db.careModes.bulkPut([
      careMode(r, { mode: 'brumation', startDate: ago(20), plannedEnd: addDays(today, 60) }),
      careMode(r, { mode: 'quarantine', startDate: ago(400), quarantineDays: 60, endDate: ago(330), checks: ['faecalTest', 'weightStable', 'noMites'] }),
    ]);
    renderWithProviders(<CareModes reptile={r} />);
    const modes = await region('Care modes');
    expect(await within(modes).findByText(`In brumation since ${en(ago(20))}, planned until ${en(addDays(today, 60))}`)).toBeInTheDocument();
    expect(within(modes).getByText(/^Quarantine: .* \(70 days\), released after its checklist/)).toBeInTheDocument();
    expect(within(modes).queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks Bulgarian', async () => {
    const db = signInKeeper();
    const r = await seedReptile(db);
    await db.feedingLogs.bulkPut(threeRefusals(r));
    await db.careModes.put(careMode(r, { mode: 'quarantine', startDate: ago(11), quarantineDays: 60 }));
    renderWithProviders(<Both reptile={r} />, { lng: 'bg' });
    const health = await region('Здраве');
    expect(await within(health).findByText('Изисква внимание')).toBeInTheDocument();
    expect(within(health).getByText('Карантина')).toBeInTheDocument();
    const modes = await region('Режими на грижа');
    expect(await within(modes).findByText(`Карантина: ден 12 от 60, освобождаване на ${formatDate(addDays(ago(11), 60), 'bg')}`)).toBeInTheDocument();
    expect(within(modes).getByRole('button', { name: 'Освобождаване от карантина' })).toBeInTheDocument();
    expect(within(modes).getByRole('button', { name: 'Включване на режим на грижа' })).toBeInTheDocument();
  });
});

describe('useAnimalStatuses', () => {
  it('works out each animal’s status from one read of each table, leaving out tombstones and other animals', async () => {
    const db = signInKeeper();
    const fasting = await seedReptile(db, { name: 'Fasting' });
    const itchy = await seedReptile(db, { name: 'Itchy' });
    const calm = await seedReptile(db, { name: 'Calm' });
    const apart = await seedReptile(db, { name: 'Apart' });
    const other = await seedReptile(db, { name: 'Not asked' });
    await db.feedingLogs.bulkPut([
      ...threeRefusals(fasting),
      // A refusal deleted is not one: Calm ate last.
      feeding(calm, 21), feeding(calm, 14), feeding(calm, 7), feeding(calm, 2, 'refused', { deleted: true }),
      ...threeRefusals(other),
    ]);
    await db.healthLogs.bulkPut([
      healthIssue(itchy, 3),
      // Resolved, or old and deleted: nothing to watch.
      healthIssue(calm, 500, { status: 'resolved', resolvedDate: ago(480) }),
      healthIssue(calm, 30, { deleted: true }),
    ]);
    await db.careModes.put(careMode(apart, { mode: 'quarantine', startDate: ago(3), quarantineDays: 60 }));

    const asked = [fasting, itchy, calm, apart];
    const { result } = renderHook(() => useAnimalStatuses(asked));
    await waitFor(() => expect(result.current).toBeDefined());
    const states = result.current;
    expect([...(states?.keys() ?? [])]).toEqual(asked.map((r) => r.id));
    expect(states?.get(fasting.id)).toMatchObject({ state: 'attention', quarantined: false });
    expect(states?.get(fasting.id)?.reasons[0]).toMatchObject({ code: 'refusalStreak', level: 'alert', params: { count: 3 } });
    expect(states?.get(itchy.id)).toMatchObject({ state: 'watch' });
    expect(states?.get(itchy.id)?.reasons.map((f) => f.code)).toEqual(['healthOngoing']);
    expect(states?.get(calm.id)).toMatchObject({ state: 'ok', reasons: [] });
    expect(states?.get(calm.id)?.missing.map((f) => f.code)).toEqual(['needWeighings', 'needSheds']);
    expect(states?.get(apart.id)).toMatchObject({ state: 'ok', quarantined: true });

    // Live: a meal eaten today ends the streak.
    await db.feedingLogs.put(feeding(fasting, 0));
    await waitFor(() => expect(result.current?.get(fasting.id)?.state).toBe('ok'));
  });

  it('shows a status badge in words, not colour alone', async () => {
    renderWithProviders(<HealthBadge status={{ state: 'watch', quarantined: true }} />);
    expect(screen.getByText('Watch')).toBeInTheDocument();
    expect(screen.getByText('Quarantine')).toBeInTheDocument();
  });
});
