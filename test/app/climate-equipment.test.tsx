/**
 * An enclosure's equipment and cleaning on the device (issue 28): a new UVB bulb comes with its
 * usual 6 months and says when to replace it; an old tube is flagged overdue until "Replaced
 * today"; one tap logs a cleaning and moves its next due date; the intervals this device keeps
 * change the schedule and the rack view's flags; the buttons follow the member's role; Bulgarian.
 */
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { replacementState } from '../../shared/enclosures/equipment';
import { addDays, addMonths, todayIn } from '../../shared/rules/calendar-date';
import type { SpaceRole } from '../../shared/spaces/roles';
import { EnclosureEquipment, EnclosureUpkeep, useEquipmentDue, useUpkeepDue, type LocalEquipment, type LocalUpkeep } from '../../app/features/climate';
import type { LocalEnclosure } from '../../app/features/enclosures';
import type { UserDb } from '../../app/lib/db';
import { formatDate } from '../../app/lib/format';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper } from '../helpers/keeper';
import { seedSpaces } from '../helpers/spaces';

afterEach(() => endSession('user'));

const today = todayIn();

function enclosure(userId: string, over: Partial<LocalEnclosure> = {}): LocalEnclosure {
  return {
    id: uuidv7(), userId, name: 'A1-1', type: 'tub', widthCm: null, depthCm: null, heightCm: null, room: null, notes: null,
    rackId: null, shelf: null, position: null, targets: null, upkeepDays: null, version: 3, updatedAt: Date.now(), deleted: false, ...over,
  };
}

function equipment(e: LocalEnclosure, over: Partial<LocalEquipment> = {}): LocalEquipment {
  return {
    id: uuidv7(), userId: e.userId, enclosureId: e.id, kind: 'uvbTube', name: 'Arcadia T5 12%', installedOn: today, replaceEveryMonths: 12,
    setPointC: null, notes: null, version: 4, updatedAt: Date.now(), deleted: false, ...over,
  };
}

function upkeep(e: LocalEnclosure, over: Partial<LocalUpkeep> = {}): LocalUpkeep {
  return { id: uuidv7(), userId: e.userId, enclosureId: e.id, kind: 'fullClean', date: today, notes: null, authorId: null, version: 5, updatedAt: Date.now(), deleted: false, ...over };
}

/** The keeper's own enclosure, or one of a household the keeper is a `role` of. */
async function seed(db: UserDb, role?: SpaceRole): Promise<LocalEnclosure> {
  const spaces = role ? await seedSpaces(db, [{ role }]) : [];
  const e = enclosure(spaces[0]?.id ?? db.userId);
  await db.enclosures.put(e);
  return e;
}

const section = (name: string) => screen.findByRole('region', { name });

describe('equipment', () => {
  it('prefills 6 months for a UVB bulb, and shows when to replace it', async () => {
    const db = signInKeeper();
    const e = await seed(db);
    renderWithProviders(<EnclosureEquipment enclosure={e} />);
    expect(await screen.findByText('No heat or light equipment recorded yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add equipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New equipment' });
    // A UVB tube by default, with its 12 months.
    expect(within(dialog).getByLabelText(/^Replace every/)).toHaveValue('12');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(within(dialog).getByRole('option', { name: 'UVB bulb' }));
    expect(within(dialog).getByLabelText(/^Replace every/)).toHaveValue('6');
    // A heat mat has none; back to a bulb, 6 again.
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(within(dialog).getByRole('option', { name: 'Heat mat' }));
    expect(within(dialog).getByLabelText(/^Replace every/)).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(within(dialog).getByRole('option', { name: 'UVB bulb' }));

    // Nothing saved without a name; then it is.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Zoo Med ReptiSun 10.0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const list = await screen.findByRole('list', { name: 'Equipment of A1-1' });
    expect(await within(list).findByText('Zoo Med ReptiSun 10.0')).toBeInTheDocument();
    expect(within(list).getByText(`Installed ${formatDate(today, 'en')} · replace by ${formatDate(addMonths(today, 6), 'en')}`)).toBeInTheDocument();
    expect(within(list).queryByText(/Overdue|Replace in/)).not.toBeInTheDocument();
    const [row] = await db.equipment.toArray();
    expect(row).toMatchObject({ enclosureId: e.id, kind: 'uvbBulb', name: 'Zoo Med ReptiSun 10.0', installedOn: today, replaceEveryMonths: 6, userId: db.userId });
    expect((await db.outbox.toArray()).map((m) => m.name)).toEqual(['equipment.create.v1']);
  });

  it('flags an overdue tube and one due soon, and "Replaced today" starts its interval again', async () => {
    const db = signInKeeper();
    const e = await seed(db);
    const old = equipment(e, { name: 'Old T8', installedOn: addDays(addMonths(today, -6), -3), replaceEveryMonths: 6 });
    const soon = equipment(e, { name: 'Coil bulb', kind: 'uvbBulb', installedOn: addDays(addMonths(today, -6), 5), replaceEveryMonths: 6 });
    const stat = equipment(e, { name: 'Habistat', kind: 'thermostat', replaceEveryMonths: null, setPointC: 31.5 });
    await db.equipment.bulkPut([old, soon, stat]);
    renderWithProviders(<EnclosureEquipment enclosure={e} />);
    const list = await screen.findByRole('list', { name: 'Equipment of A1-1' });
    const item = async (name: string) => (await within(list).findByText(name)).closest('li') as HTMLElement;
    const late = replacementState(old, today);
    if (late.state !== 'overdue') throw new Error(`the T8 is ${late.state}`);
    const overdue = `Overdue by ${late.daysOverdue} days`;
    expect(within(await item('Old T8')).getByText(overdue)).toBeInTheDocument();
    expect(within(await item('Coil bulb')).getByText(/^Replace in \d+ days$/)).toBeInTheDocument();
    expect(within(await item('Habistat')).getByText(/no replacement interval/)).toBeInTheDocument();
    expect(within(await item('Habistat')).getByText('Set point 31.5 °C')).toBeInTheDocument();
    expect(within(await item('Habistat')).queryByRole('button', { name: /Replaced/ })).not.toBeInTheDocument();

    // The notice's hook lists both, soonest first.
    const { result } = renderHook(() => useEquipmentDue());
    await waitFor(() => expect(result.current?.map((d) => [d.equipment.name, d.enclosureName, d.state.state])).toEqual([['Old T8', 'A1-1', 'overdue'], ['Coil bulb', 'A1-1', 'dueSoon']]));

    await userEvent.click(screen.getByRole('button', { name: 'Replaced today: Old T8' }));
    await waitFor(() => expect(within(list).queryByText(overdue)).not.toBeInTheDocument());
    expect(within(await item('Old T8')).getByText(`Installed ${formatDate(today, 'en')} · replace by ${formatDate(addMonths(today, 6), 'en')}`)).toBeInTheDocument();
    expect(await db.equipment.get(old.id)).toMatchObject({ installedOn: today, replaceEveryMonths: 6 });
    const [sent] = await db.outbox.toArray();
    expect(sent).toMatchObject({ name: 'equipment.update.v1', args: { id: old.id, patch: { installedOn: today } } });
    await waitFor(() => expect(result.current?.map((d) => d.equipment.name)).toEqual(['Coil bulb']));

    // Edit only sends what changed; delete asks first.
    await userEvent.click(screen.getByRole('button', { name: 'Edit Habistat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Habistat' });
    const setPoint = within(dialog).getByLabelText(/^Set point/);
    await userEvent.clear(setPoint);
    await userEvent.type(setPoint, '32,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await db.equipment.get(stat.id)).toMatchObject({ setPointC: 32.5, name: 'Habistat' }));
    expect((await db.outbox.toArray()).at(-1)).toMatchObject({ name: 'equipment.update.v1', args: { id: stat.id, patch: { setPointC: 32.5 } } });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Coil bulb' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Coil bulb?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await db.equipment.get(soon.id)).toBeUndefined());
  });
});

describe('cleaning', () => {
  it('"Cleaned" logs an upkeep row and moves its next due date; the history deletes it again', async () => {
    const db = signInKeeper();
    const e = await seed(db);
    await db.upkeep.put(upkeep(e, { kind: 'fullClean', date: addDays(today, -40) }));
    renderWithProviders(<EnclosureUpkeep enclosure={e} />);
    const schedule = await screen.findByRole('table', { name: 'Cleaning schedule of A1-1' });
    const row = (kind: string) => within(schedule).getByRole('row', { name: new RegExp(`^${kind}`) });
    await waitFor(() => expect(within(row('Full clean')).getByText('Overdue by 10 days')).toBeInTheDocument());
    expect(within(row('Full clean')).getByText(formatDate(addDays(today, -10), 'en'))).toBeInTheDocument();
    expect(within(row('Spot clean')).getByText('Never')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cleaned today: Full clean' }));
    await waitFor(() => expect(within(row('Full clean')).queryByText(/Overdue/)).not.toBeInTheDocument());
    expect(within(row('Full clean')).getByText(formatDate(addDays(today, 30), 'en'))).toBeInTheDocument();
    // A full clean includes a spot clean: due tomorrow.
    expect(within(row('Spot clean')).getByText(formatDate(addDays(today, 1), 'en'))).toBeInTheDocument();
    const rows = await db.upkeep.toArray();
    expect(rows.filter((r) => r.date === today)).toEqual([expect.objectContaining({ enclosureId: e.id, kind: 'fullClean', date: today, userId: db.userId, authorId: db.userId })]);
    expect((await db.outbox.toArray()).map((m) => m.name)).toEqual(['upkeep.create.v1']);

    const history = await screen.findByRole('list', { name: 'Cleaning history of A1-1' });
    expect(within(history).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining(`Full clean · ${formatDate(today, 'en')}`), expect.stringContaining(`Full clean · ${formatDate(addDays(today, -40), 'en')}`),
    ]);
    await userEvent.click(within(history).getByRole('button', { name: `Delete Full clean of ${formatDate(today, 'en')}` }));
    await waitFor(() => expect(within(row('Full clean')).getByText('Overdue by 10 days')).toBeInTheDocument());
    expect(await db.upkeep.count()).toBe(1);
  });

  it("uses the enclosure's own intervals, synced with it, and flags the rack view by them", async () => {
    const db = signInKeeper();
    const e = await seed(db);
    const other = enclosure(db.userId, { name: 'A1-2' });
    await db.enclosures.put(other);
    await db.upkeep.bulkPut([
      upkeep(e, { kind: 'fullClean', date: addDays(today, -20) }),
      upkeep(e, { kind: 'spotClean', date: today }),
      upkeep(e, { kind: 'waterChange', date: addDays(today, -3) }),
      upkeep(other, { kind: 'substrateChange', date: addDays(today, -100) }),
    ]);
    const { result } = renderHook(() => useUpkeepDue([e.id, other.id]));
    await waitFor(() => expect(result.current).toBeDefined());
    const flags = () => [...(result.current ?? new Map<string, { kind: string; overdueDays: number }[]>())].map(([id, list]) => [id, list.map((s) => [s.kind, s.overdueDays])]);
    // Water every day by default: 2 days late. The other tub's substrate change 10 days late; its
    // full clean and spot clean are late too, but the substrate change includes them: it alone is said.
    await waitFor(() => expect(flags()).toEqual([
      [e.id, [['waterChange', 2]]],
      [other.id, [['substrateChange', 10]]],
    ]));

    renderWithProviders(<EnclosureUpkeep enclosure={e} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Intervals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cleaning intervals of A1-1' });
    const full = within(dialog).getByLabelText(/^Full clean every/);
    expect(full).toHaveValue('30');
    await userEvent.clear(full);
    await userEvent.type(full, '400');
    await userEvent.clear(within(dialog).getByLabelText(/^Fresh water every/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Whole days from 1 to 365, or empty.')).toBeInTheDocument();
    await userEvent.clear(full);
    await userEvent.type(full, '14');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const schedule = await screen.findByRole('table', { name: 'Cleaning schedule of A1-1' });
    const row = (kind: string) => within(schedule).getByRole('row', { name: new RegExp(`^${kind}`) });
    // The schedule is read again once the saved intervals reach the device's query.
    await waitFor(() => expect(within(row('Full clean')).getByText('every 14 days')).toBeInTheDocument());
    expect(within(row('Full clean')).getByText('Overdue by 6 days')).toBeInTheDocument();
    expect(within(row('Fresh water')).getByText('Not recurring')).toBeInTheDocument();
    await waitFor(() => expect(flags()).toEqual([
      [e.id, [['fullClean', 6]]],
      [other.id, [['substrateChange', 10]]],
    ]));
    // The enclosure's own intervals, synced: every member and device counts the same due days.
    expect((await db.enclosures.get(e.id))?.upkeepDays).toEqual({ fullClean: 14, waterChange: null });
    expect((await db.outbox.toArray()).map((m) => [m.name, m.args])).toEqual([['enclosure.update.v1', { id: e.id, patch: { upkeepDays: { fullClean: 14, waterChange: null } } }]]);

    await userEvent.click(screen.getByRole('button', { name: 'Intervals' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Back to defaults' }));
    await waitFor(() => expect(within(row('Full clean')).getByText('every 30 days')).toBeInTheDocument());
    expect((await db.enclosures.get(e.id))?.upkeepDays).toBeNull();
  });
});

describe('roles', () => {
  it('a viewer of a household sees the equipment and the cleaning, and no button at all', async () => {
    const db = signInKeeper();
    const e = await seed(db, 'viewer');
    await db.equipment.put(equipment(e, { name: 'Old T8', installedOn: addMonths(today, -13) }));
    await db.upkeep.put(upkeep(e, { date: addDays(today, -2) }));
    renderWithProviders(<><EnclosureEquipment enclosure={e} /><EnclosureUpkeep enclosure={e} /></>);
    expect(await screen.findByText('Old T8')).toBeInTheDocument();
    expect(await screen.findByText(/Overdue by \d+ days/)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Cleaning history of A1-1' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('a sitter cleans, and neither changes the equipment, the intervals nor deletes a cleaning', async () => {
    const db = signInKeeper();
    const e = await seed(db, 'sitter');
    await db.equipment.put(equipment(e, { name: 'Old T8' }));
    await db.upkeep.put(upkeep(e, { date: addDays(today, -2) }));
    renderWithProviders(<><EnclosureEquipment enclosure={e} /><EnclosureUpkeep enclosure={e} /></>);
    const equipmentSection = await section('Equipment');
    expect(await within(equipmentSection).findByText('Old T8')).toBeInTheDocument();
    expect(within(equipmentSection).queryAllByRole('button')).toEqual([]);
    const cleaning = await section('Cleaning');
    await screen.findByRole('list', { name: 'Cleaning history of A1-1' });
    expect(within(cleaning).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(cleaning).queryByRole('button', { name: 'Intervals' })).not.toBeInTheDocument();
    await userEvent.click(within(cleaning).getByRole('button', { name: 'Cleaned today: Spot clean' }));
    await waitFor(async () => expect(await db.upkeep.count()).toBe(2));
    expect((await db.upkeep.toArray()).every((u) => u.userId === e.userId)).toBe(true);
  });
});

describe('in Bulgarian', () => {
  it('names the kinds, the dates and the badges', async () => {
    const db = signInKeeper();
    const e = await seed(db);
    const bulb = equipment(e, { name: 'Arcadia', kind: 'uvbBulb', installedOn: addDays(addMonths(today, -6), -1), replaceEveryMonths: 6 });
    await db.equipment.put(bulb);
    const late = replacementState(bulb, today);
    if (late.state !== 'overdue') throw new Error(`the bulb is ${late.state}`);
    await db.upkeep.put(upkeep(e, { kind: 'fullClean', date: addDays(today, -35) }));
    renderWithProviders(<><EnclosureEquipment enclosure={e} /><EnclosureUpkeep enclosure={e} /></>, { lng: 'bg' });
    expect(await screen.findByRole('heading', { name: 'Оборудване' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Почистване' })).toBeInTheDocument();
    expect(await screen.findByText('UVB крушка')).toBeInTheDocument();
    expect(screen.getByText(`Просрочено с ${late.daysOverdue} ${late.daysOverdue === 1 ? 'ден' : 'дни'}`)).toBeInTheDocument();
    expect(screen.getByText(`Поставено на ${formatDate(bulb.installedOn, 'bg')} · смяна до ${formatDate(late.due, 'bg')}`)).toBeInTheDocument();
    expect(await screen.findByText('Просрочено с 5 дни')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Почистено днес: Основно почистване' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сменено днес: Arcadia' })).toHaveTextContent('Сменено днес');
  });
});
