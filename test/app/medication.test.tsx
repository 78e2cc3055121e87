/**
 * Medication courses on the device (issue 29): a course for 250 g at 10 mg/kg of a 50 mg/mL drug
 * draws up 0.05 mL a dose and schedules one reminder per dose; an old weighing asks for today's
 * weight (logged with the course); rounding is said and a dose too small to draw up is refused in
 * words; giving a dose, from the course or by ticking its reminder, completes it and writes the
 * health log line; a whole rack gets one course each with its own volume; a sitter gives doses but
 * sets none up; Bulgarian writes the decimal comma.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { MedicationCourses } from '../../app/features/medication';
import { ReptileReminders } from '../../app/features/reminders';
import type { LocalGrowthLog, LocalReptile, UserDb } from '../../app/lib/db';
import { formatDate } from '../../app/lib/format';
import { endSession } from '../../app/lib/session';
import { mutate } from '../../app/lib/sync';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';
import { seedSpaces } from '../helpers/spaces';

afterEach(() => endSession('user'));

const today = todayIn();

function weighing(r: LocalReptile, daysAgo: number, weightGrams: number): LocalGrowthLog {
  return { id: uuidv7(), userId: r.userId, reptileId: r.id, date: addDays(today, -daysAgo), weightGrams, lengthCm: null, notes: null, authorId: null, version: 2, updatedAt: Date.now(), deleted: false };
}

async function animal(db: UserDb, name: string, grams: number | null, daysAgo = 2, userId = db.userId): Promise<LocalReptile> {
  const r = syncedReptile(db, { name, userId });
  await db.reptiles.put(r);
  if (grams !== null) await db.growthLogs.put(weighing(r, daysAgo, grams));
  return r;
}

async function openDialog(name = 'New course') {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

/** Fills the course's fields; every 3 days for 14 days by default (5 doses). */
async function fill(dialog: HTMLElement, f: { drug?: string; dose: string; concentration?: string; days?: string; every?: string }) {
  await userEvent.type(within(dialog).getByLabelText(/^Drug/), f.drug ?? 'Meloxicam');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Dose' }), f.dose);
  if (f.concentration) await userEvent.type(within(dialog).getByLabelText(/^Concentration/), f.concentration);
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'How often' }));
  await userEvent.click(within(dialog).getByRole('option', { name: f.every ?? 'Every 3 days' }));
  await userEvent.type(within(dialog).getByLabelText(/^For how many days/), f.days ?? '14');
}

const names = async (db: UserDb) => (await db.outbox.toArray()).map((m) => m.name);

describe('a course for one animal', () => {
  it('works out 0.05 mL for 250 g at 10 mg/kg of 50 mg/mL, and schedules one reminder per dose', async () => {
    const db = signInKeeper();
    const r = await animal(db, 'Nagini', 250);
    renderWithProviders(<MedicationCourses reptile={r} />);
    expect(await screen.findByText(/No medication courses/)).toBeInTheDocument();
    const dialog = await openDialog();
    await fill(dialog, { dose: '10', concentration: '50' });
    expect(await within(dialog).findByText(`From the weighing of ${formatDate(addDays(today, -2), 'en')}, 2 days ago: 250 g`)).toBeInTheDocument();
    expect(within(dialog).getByText('0.05 mL')).toBeInTheDocument();
    expect(within(dialog).getByText('2.5 mg of the drug a dose')).toBeInTheDocument();
    const days = [0, 3, 6, 9, 12].map((n) => addDays(today, n));
    const short = (iso: string) => new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
    expect(within(dialog).getByText(`5 doses: ${days.map(short).join(', ')}`)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save course' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await names(db)).toEqual(['medCourse.create.v1']);
    const [course] = await db.medCourses.toArray();
    expect(course).toMatchObject({ reptileId: r.id, drug: 'Meloxicam', dose: 10, doseUnit: 'mgPerKg', concentrationMgPerMl: 50, route: 'oral', everyHours: 72, days: 14,
      startDate: today, weightGrams: 250, weighedOn: addDays(today, -2), volumeMl: 0.05, stoppedOn: null });
    const reminders = await db.reminders.bulkGet(course?.doseIds ?? []);
    expect(reminders.map((x) => [x?.dueDate, x?.taskType, x?.description, x?.completed])).toEqual(
      days.map((d, i) => [d, 'healthCheck', `Meloxicam 0.05 mL, oral · dose ${i + 1} of 5`, false]));
    // No weighing was typed, so none is logged.
    expect(await db.growthLogs.count()).toBe(1);

    const list = await screen.findByRole('list', { name: 'Running courses' });
    expect(await within(list).findByText('0 of 5 doses given')).toBeInTheDocument();
    expect(within(list).getByText('Next dose: today')).toBeInTheDocument();
    expect(within(list).getByText('0.05 mL a dose · oral · every 3 days · for 14 days')).toBeInTheDocument();
  });

  it('asks for today\'s weight when the last weighing is older than 14 days, and logs it with the course', async () => {
    const db = signInKeeper();
    const r = await animal(db, 'Nagini', 250, 20);
    renderWithProviders(<MedicationCourses reptile={r} />);
    const dialog = await openDialog();
    await fill(dialog, { dose: '10', concentration: '50', every: 'Once a day', days: '3' });
    expect(await within(dialog).findByText(/The last weighing \(250 g on .*\) is older than 14 days/)).toBeInTheDocument();
    expect(within(dialog).getByText('Needs a weight.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save course' }));
    expect(await within(dialog).findByText('Enter today\'s weight.')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);

    await userEvent.type(within(dialog).getByLabelText(/^Today's weight of Nagini \(g\)/), '300');
    expect(await within(dialog).findByText('0.06 mL')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save course' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await names(db)).toEqual(['growthLog.create.v1', 'medCourse.create.v1']);
    expect(await db.growthLogs.where('date').equals(today).toArray()).toMatchObject([{ reptileId: r.id, weightGrams: 300 }]);
    expect((await db.medCourses.toArray())[0]).toMatchObject({ weightGrams: 300, weighedOn: today, volumeMl: 0.06 });
    expect(await db.reminders.count()).toBe(3);
  });

  it('says when the volume is rounded, and refuses in words one too small to draw up', async () => {
    const db = signInKeeper();
    const big = await animal(db, 'Nagini', 1150);
    const { unmount } = renderWithProviders(<MedicationCourses reptile={big} />);
    let dialog = await openDialog();
    await fill(dialog, { dose: '0.2', concentration: '5' });
    expect(await within(dialog).findByText('0.046 mL, rounded to 0.05 mL')).toBeInTheDocument();
    expect(within(dialog).getByText('0.23 mg of the drug a dose')).toBeInTheDocument();
    unmount();

    const tiny = await animal(db, 'Pip', 100);
    renderWithProviders(<MedicationCourses reptile={tiny} />);
    dialog = await openDialog();
    await fill(dialog, { dose: '0.4', concentration: '10' });
    expect(await within(dialog).findByText(/^Too small to draw up: 0.004 mL is under the 0.01 mL a syringe measures. Dilute the drug, or ask your vet/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save course' }));
    expect(await within(dialog).findByText(/The dose for Pip is too small to draw up/)).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.medCourses.count()).toBe(0);
  });

  it('needs the concentration for mg/kg, not for mL/kg', async () => {
    const db = signInKeeper();
    const r = await animal(db, 'Nagini', 400);
    renderWithProviders(<MedicationCourses reptile={r} />);
    const dialog = await openDialog();
    await fill(dialog, { drug: 'F10 bath', dose: '0.5', every: 'Once a week', days: '21' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save course' }));
    expect(await within(dialog).findByText('A dose in mg/kg needs the drug\'s concentration in mg/mL.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Per kilogram' }));
    await userEvent.click(within(dialog).getByRole('option', { name: /^mL\/kg/ }));
    expect(within(dialog).queryByLabelText(/^Concentration/)).not.toBeInTheDocument();
    expect(await within(dialog).findByText('0.20 mL')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save course' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await db.medCourses.toArray())[0]).toMatchObject({ doseUnit: 'mlPerKg', concentrationMgPerMl: null, volumeMl: 0.2, everyHours: 168 });
    expect(await db.reminders.count()).toBe(3);
  });
});

/** A course made as the dialog makes it: 250 g, 10 mg/kg of 50 mg/mL, daily for 3 days from `start`. */
async function seedCourse(r: LocalReptile, start = today) {
  const doses = [1, 2, 3].map((n) => ({ id: uuidv7(), text: `Meloxicam 0.05 mL, oral · dose ${n} of 3` }));
  await mutate('medCourse.create.v1', { id: uuidv7(), reptileId: r.id, groupId: uuidv7(), drug: 'Meloxicam', dose: 10, doseUnit: 'mgPerKg', concentrationMgPerMl: 50,
    route: 'oral', everyHours: 24, days: 3, startDate: start, notes: null, weightGrams: 250, weighedOn: start, doses });
  return doses;
}

describe('giving doses', () => {
  it('gives the next dose today: its reminder done and a line in the health log', async () => {
    const db = signInKeeper();
    const r = await animal(db, 'Nagini', 250);
    const doses = await seedCourse(r, addDays(today, -2));
    renderWithProviders(<MedicationCourses reptile={r} />);
    expect(await screen.findByText(`Dose 1 was due on ${formatDate(addDays(today, -2), 'en')}: 2 days overdue`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Give dose 1 of 3 of Meloxicam' }));
    expect(await screen.findByText('1 of 3 doses given')).toBeInTheDocument();
    expect(await db.reminders.get(doses[0]?.id ?? '')).toMatchObject({ completed: true });
    expect(await db.healthLogs.toArray()).toMatchObject([{ reptileId: r.id, date: today, issue: 'Meloxicam', treatment: 'Meloxicam 0.05 mL, oral · dose 1 of 3', status: 'resolved' }]);
    expect((await db.outbox.toArray()).at(-1)).toMatchObject({ name: 'medCourse.give.v1', args: { reminderId: doses[0]?.id, date: today } });

    await userEvent.click(screen.getByRole('button', { name: 'Show the doses (3)' }));
    const list = screen.getByRole('list', { name: 'Doses of Meloxicam' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `Dose 1 · ${formatDate(addDays(today, -2), 'en')} · given`, `Dose 2 · ${formatDate(addDays(today, -1), 'en')} · to give`, `Dose 3 · ${formatDate(today, 'en')} · to give`]);
  });

  it('ticking a dose reminder gives the dose, and a given dose is not reopened', async () => {
    const db = signInKeeper();
    const r = await animal(db, 'Nagini', 250);
    const doses = await seedCourse(r);
    renderWithProviders(<ReptileReminders reptileId={r.id} reptileName={r.name} />);
    const item = (await screen.findByText('Meloxicam 0.05 mL, oral · dose 1 of 3')).closest('li') as HTMLElement;
    await userEvent.click(within(item).getByRole('checkbox'));
    await waitFor(async () => expect(await db.healthLogs.count()).toBe(1));
    expect((await db.outbox.toArray()).at(-1)).toMatchObject({ name: 'medCourse.give.v1', args: { reminderId: doses[0]?.id, text: 'Meloxicam 0.05 mL, oral · dose 1 of 3' } });
    expect(await db.reminders.get(doses[0]?.id ?? '')).toMatchObject({ completed: true });
    // The item is drawn again once given (its section may change): looked up afresh each time.
    await waitFor(() => {
      const done = screen.getByText('Meloxicam 0.05 mL, oral · dose 1 of 3').closest('li') as HTMLElement;
      expect(within(done).getByRole('checkbox')).toBeChecked();
      expect(within(done).getByRole('checkbox')).toBeDisabled();
    });
  });

  it('stops a course: the doses not given go', async () => {
    const db = signInKeeper();
    const r = await animal(db, 'Nagini', 250);
    await seedCourse(r);
    renderWithProviders(<MedicationCourses reptile={r} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Stop the course of Meloxicam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop the course of Meloxicam?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop course' }));
    expect(await screen.findByRole('button', { name: 'Show 1 finished or stopped course' })).toBeInTheDocument();
    expect(await db.reminders.count()).toBe(0);
    expect((await db.medCourses.toArray())[0]).toMatchObject({ stoppedOn: today });
  });
});

describe('treating several animals', () => {
  it('makes one course per animal, sharing a group, each with the volume of its own weight', async () => {
    const db = signInKeeper();
    const first = await animal(db, 'Ares', 250);
    await animal(db, 'Bo', 500, 5);
    await animal(db, 'Cleo', 1000, 1);
    // Another collection's animal is not offered.
    await animal(db, 'Elsewhere', 300, 1, uuidv7());
    renderWithProviders(<MedicationCourses reptile={first} />);
    const dialog = await openDialog('Treat several animals');
        await userEvent.click(within(dialog).getByRole('combobox', { name: 'Animals' }));
    expect(within(dialog).queryByRole('option', { name: 'Elsewhere' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('option', { name: 'Bo' }));
    await userEvent.click(within(dialog).getByRole('option', { name: 'Cleo' }));
    await fill(dialog, { drug: 'Ivermectin', dose: '0.2', concentration: '10', every: 'Once a week', days: '14' });
    const table = within(dialog).getByRole('table', { name: 'Dose for each animal' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(within(row('Ares')).getByText('0.005 mL, rounded to 0.01 mL')).toBeInTheDocument();
    expect(within(row('Bo')).getByText('0.01 mL')).toBeInTheDocument();
    expect(within(row('Cleo')).getByText('0.02 mL')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save course' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const courses = await db.medCourses.toArray();
    const reptiles = new Map((await db.reptiles.toArray()).map((x) => [x.id, x.name]));
    expect(courses.map((c) => [reptiles.get(c.reptileId), c.weightGrams, c.volumeMl]).sort()).toEqual([['Ares', 250, 0.01], ['Bo', 500, 0.01], ['Cleo', 1000, 0.02]]);
    expect(new Set(courses.map((c) => c.groupId)).size).toBe(1);
    expect(await db.reminders.count()).toBe(6);
    expect(await names(db)).toEqual(['medCourse.create.v1', 'medCourse.create.v1', 'medCourse.create.v1']);
  });
});

describe('roles', () => {
  it('a sitter gives a dose, and neither sets up, stops nor deletes a course', async () => {
    const db = signInKeeper();
    const [space] = await seedSpaces(db, [{ role: 'sitter' }]);
    const r = await animal(db, 'Nagini', 250, 2, space?.id);
    const reminderId = uuidv7();
    await db.reminders.put({ id: reminderId, userId: r.userId, taskType: 'healthCheck', description: 'Meloxicam 0.05 mL, oral · dose 1 of 1', reptileId: r.id, frequency: { kind: 'once' },
      dueDate: today, anchorDay: Number(today.slice(8)), completed: false, completedAt: null, completedBy: null, nextId: null, version: 3, updatedAt: Date.now(), deleted: false });
    await db.medCourses.put({ id: uuidv7(), userId: r.userId, reptileId: r.id, groupId: uuidv7(), drug: 'Meloxicam', dose: 10, doseUnit: 'mgPerKg', concentrationMgPerMl: 50, route: 'oral',
      everyHours: 24, days: 1, startDate: today, weightGrams: 250, weighedOn: today, volumeMl: 0.05, doseIds: [reminderId], stoppedOn: null, notes: null, authorId: null, version: 3, updatedAt: Date.now(), deleted: false });
    renderWithProviders(<MedicationCourses reptile={r} />);
    const give = await screen.findByRole('button', { name: 'Give dose 1 of 1 of Meloxicam' });
    expect(screen.queryByRole('button', { name: 'New course' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Treat several animals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Stop/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await userEvent.click(give);
    await waitFor(async () => expect(await names(db)).toEqual(['medCourse.give.v1']));
  });
});

describe('in Bulgarian', () => {
  it('writes the decimal comma in the volume, its rounding and the dose texts', async () => {
    const db = signInKeeper();
    const r = await animal(db, 'Нагини', 1150);
    renderWithProviders(<MedicationCourses reptile={r} />, { lng: 'bg' });
    const dialog = await openDialog('Нов курс');
    await userEvent.type(within(dialog).getByLabelText(/^Лекарство/), 'Мелоксикам');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Доза' }), '0,2');
    await userEvent.type(within(dialog).getByLabelText(/^Концентрация/), '5');
    await userEvent.type(within(dialog).getByLabelText(/^За колко дни/), '2');
    expect(await within(dialog).findByText('0,046 мл, закръглено до 0,05 мл')).toBeInTheDocument();
    expect(within(dialog).getByText('0,23 мг лекарство на доза')).toBeInTheDocument();
    expect(within(dialog).getByText(/^2 дози: /)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Запази курса' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [course] = await db.medCourses.toArray();
    expect(course).toMatchObject({ dose: 0.2, volumeMl: 0.05 });
    expect((await db.reminders.bulkGet(course?.doseIds ?? [])).map((x) => x?.description)).toEqual([
      'Мелоксикам 0,05 мл, през устата · доза 1 от 2', 'Мелоксикам 0,05 мл, през устата · доза 2 от 2']);
  });
});
