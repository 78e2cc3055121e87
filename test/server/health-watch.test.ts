/**
 * The health watch's synced rows (issue 29) through push and pull, on SQLite and (server-pg)
 * PostgreSQL: care modes started, edited and ended (a quarantine only with its checklist done); a
 * medication course whose volume the server works out itself, with one reminder per dose; a dose
 * given as its reminder done and a health log line, once; a course stopped or removed taking its
 * doses still to give; everything going with its animal; and in a household, who may do what.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doseSchedule } from '../../shared/health/dose';
import { buildTestServer, type TestServer } from '../helpers/server';
import { mutation, reptileArgs, syncClient } from '../helpers/sync';
import { createTestUser } from '../helpers/users';
import { day, household, push } from './spaces-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const codes = (res: { results: { status: string; code?: string }[] }) => res.results.map((r) => r.code ?? r.status);

async function keeperWithReptile() {
  const user = await createTestUser(s.app);
  const c = syncClient(s.app, user);
  const reptile = reptileArgs();
  expect(codes(await c.api.push([mutation(c.next(), 'reptile.create.v1', reptile)]))).toEqual(['applied']);
  return { user, ...c, reptileId: reptile.id };
}

/** A course as the device sends it: one dose id and text per dose of its schedule. */
function course(reptileId: string, over: Record<string, unknown> = {}) {
  const base = {
    id: randomUUID(), reptileId, groupId: randomUUID(), drug: 'Meloxicam', dose: 10, doseUnit: 'mgPerKg', concentrationMgPerMl: 50, route: 'oral',
    everyHours: 24, days: 5, startDate: day(0), weightGrams: 250, weighedOn: day(-2), notes: null, ...over,
  };
  const schedule = doseSchedule(base.startDate as string, base.everyHours as number, base.days as number);
  return { ...base, doses: schedule.map((d) => ({ id: randomUUID(), text: `Meloxicam 0.05 mL · ${d.n}/${schedule.length}` })) };
}

describe('care modes', () => {
  it('start, change and end; a quarantine is released only with its checklist done; they go with their animal', async () => {
    const k = await keeperWithReptile();
    const brumation = { id: randomUUID(), reptileId: k.reptileId, mode: 'brumation', startDate: day(-30), plannedEnd: day(60) };
    const quarantine = { id: randomUUID(), reptileId: k.reptileId, mode: 'quarantine', startDate: day(-61) };
    expect(codes(await k.api.push([
      mutation(k.next(), 'careMode.create.v1', brumation),
      mutation(k.next(), 'careMode.create.v1', quarantine),
      mutation(k.next(), 'careMode.update.v1', { id: brumation.id, patch: { plannedEnd: day(-31) } }),
      mutation(k.next(), 'careMode.end.v1', { id: quarantine.id, endDate: day(0), checks: ['faecalTest', 'noMites'] }),
      mutation(k.next(), 'careMode.end.v1', { id: brumation.id, endDate: day(-31) }),
      mutation(k.next(), 'careMode.end.v1', { id: quarantine.id, endDate: day(0), checks: ['faecalTest', 'noMites', 'weightStable'] }),
      mutation(k.next(), 'careMode.end.v1', { id: brumation.id, endDate: day(0) }),
      mutation(k.next(), 'careMode.end.v1', { id: brumation.id, endDate: day(1) }),
    ]))).toEqual(['applied', 'applied', 'invalid-args', 'invalid-args', 'invalid-args', 'applied', 'applied', 'applied']);
    const { changes } = await k.api.pull(0);
    const byId = new Map(changes.careModes.map((m) => [m.id, m]));
    expect(byId.get(quarantine.id)).toMatchObject({ mode: 'quarantine', quarantineDays: 60, endDate: day(0), checks: ['faecalTest', 'noMites', 'weightStable'], authorId: k.user.id });
    // Ended once: the second end (another device) changed nothing.
    expect(byId.get(brumation.id)).toMatchObject({ mode: 'brumation', plannedEnd: day(60), endDate: day(0), checks: null });

    expect(codes(await k.api.push([mutation(k.next(), 'reptile.delete.v1', { id: k.reptileId })]))).toEqual(['applied']);
    const after = await k.api.pull(0);
    expect(after.changes.careModes.every((m) => m.deleted)).toBe(true);
  });

  it('refuses a mode for an animal that is not the keeper\'s, as if it did not exist', async () => {
    const k = await keeperWithReptile();
    const other = await keeperWithReptile();
    expect(codes(await other.api.push([mutation(other.next(), 'careMode.create.v1', { id: randomUUID(), reptileId: k.reptileId, mode: 'gravid', startDate: day(0) })])))
      .toEqual(['not-found']);
  });
});

describe('medication courses', () => {
  it('250 g at 10 mg/kg of a 50 mg/mL drug is 0.05 mL a dose, one reminder per dose on its day', async () => {
    const k = await keeperWithReptile();
    const c = course(k.reptileId, { everyHours: 72, days: 14, volumeMl: 99 });
    expect(codes(await k.api.push([mutation(k.next(), 'medCourse.create.v1', c)]))).toEqual(['applied']);
    const { changes } = await k.api.pull(0);
    expect(changes.medCourses).toHaveLength(1);
    expect(changes.medCourses[0]).toMatchObject({ drug: 'Meloxicam', volumeMl: 0.05, doseIds: c.doses.map((d) => d.id), everyHours: 72, stoppedOn: null });
    const doses = changes.reminders.filter((r) => c.doses.some((d) => d.id === r.id)).sort((a, b) => (a.dueDate < b.dueDate ? -1 : 1));
    expect(doses.map((r) => r.dueDate)).toEqual([0, 3, 6, 9, 12].map(day));
    expect(doses[1]).toMatchObject({ taskType: 'healthCheck', reptileId: k.reptileId, description: 'Meloxicam 0.05 mL · 2/5', frequency: { kind: 'once' }, completed: false });
  });

  it('refuses a dose that cannot be drawn up, a dose list that does not match the schedule, and mg/kg without a concentration', async () => {
    const k = await keeperWithReptile();
    const tooSmall = course(k.reptileId, { weightGrams: 4, dose: 0.5 });
    const short = { ...course(k.reptileId), doses: course(k.reptileId).doses.slice(1) };
    const noConcentration = course(k.reptileId, { concentrationMgPerMl: null });
    expect(codes(await k.api.push([
      mutation(k.next(), 'medCourse.create.v1', tooSmall),
      mutation(k.next(), 'medCourse.create.v1', short),
      mutation(k.next(), 'medCourse.create.v1', noConcentration),
    ]))).toEqual(['invalid-args', 'invalid-args', 'invalid-args']);
    const { changes } = await k.api.pull(0);
    expect(changes.medCourses).toEqual([]);
    expect(changes.reminders).toEqual([]);
  });

  it('a dose given is its reminder done and one health log line, once; stopping takes the doses still to give', async () => {
    const k = await keeperWithReptile();
    const c = course(k.reptileId);
    const [first, second] = c.doses;
    const give = (reminderId: string) => ({ id: c.id, reminderId, nextId: randomUUID(), healthLogId: randomUUID(), date: day(0), text: '0.05 mL, oral · dose 1 of 5' });
    expect(codes(await k.api.push([
      mutation(k.next(), 'medCourse.create.v1', c),
      mutation(k.next(), 'medCourse.give.v1', give(first!.id)),
      mutation(k.next(), 'medCourse.give.v1', give(first!.id)),
      mutation(k.next(), 'medCourse.give.v1', { ...give(second!.id), id: randomUUID() }),
      mutation(k.next(), 'medCourse.stop.v1', { id: c.id, stoppedOn: day(0) }),
      mutation(k.next(), 'medCourse.give.v1', give(second!.id)),
    ]))).toEqual(['applied', 'applied', 'applied', 'not-found', 'applied', 'not-found']);
    const { changes } = await k.api.pull(0);
    const lines = changes.healthLogs.filter((h) => !h.deleted);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ issue: 'Meloxicam', treatment: '0.05 mL, oral · dose 1 of 5', status: 'resolved', resolvedDate: day(0), authorId: k.user.id });
    const reminders = new Map(changes.reminders.map((r) => [r.id, r]));
    expect(reminders.get(first!.id)).toMatchObject({ completed: true, deleted: false });
    // A first pull leaves tombstones out: the doses still to give are simply gone.
    expect(c.doses.slice(1).filter((d) => reminders.get(d.id) && !reminders.get(d.id)?.deleted)).toEqual([]);
    expect(changes.medCourses[0]).toMatchObject({ stoppedOn: day(0) });
  });
});

describe('in a household', () => {
  it('keepers set up courses and modes; a sitter gives the doses and nothing else; a viewer, a stranger and a past sitter are refused', async () => {
    const h = await household(s.app);
    const c = course(h.reptileId);
    const mode = { id: randomUUID(), reptileId: h.reptileId, mode: 'quarantine', startDate: day(0), quarantineDays: 30 };
    expect(await push(s.app, h.keeper, [['medCourse.create.v1', c], ['careMode.create.v1', mode]])).toEqual(['applied', 'applied']);
    const give = (reminderId: string) => ['medCourse.give.v1', { id: c.id, reminderId, nextId: randomUUID(), healthLogId: randomUUID(), date: day(0), text: '0.05 mL' }] as [string, unknown];
    expect(await push(s.app, h.sitter, [give(c.doses[0]!.id), ['medCourse.stop.v1', { id: c.id, stoppedOn: day(0) }], ['careMode.end.v1', { id: mode.id, endDate: day(0) }],
      ['careMode.create.v1', { id: randomUUID(), reptileId: h.reptileId, mode: 'brumation', startDate: day(0) }]]))
      .toEqual(['applied', 'role-sitter', 'role-sitter', 'role-sitter']);
    expect(await push(s.app, h.viewer, [give(c.doses[1]!.id)])).toEqual(['role-viewer']);
    expect(await push(s.app, h.pastSitter, [give(c.doses[1]!.id)])).toEqual(['membership-ended']);
    expect(await push(s.app, h.stranger, [give(c.doses[1]!.id)])).toEqual(['not-found']);
    const line = await s.app.store.one<{ userId: string; authorId: string }>('SELECT user_id AS "userId", author_id AS "authorId" FROM health_logs WHERE reptile_id = ?', [h.reptileId]);
    expect(line).toEqual({ userId: h.space, authorId: h.sitter.id });
  });

  it('a course created and its first dose given in one offline batch by a member land in the household', async () => {
    const h = await household(s.app);
    const c = course(h.reptileId);
    expect(await push(s.app, h.keeper, [['medCourse.create.v1', c], ['medCourse.give.v1', { id: c.id, reminderId: c.doses[0]!.id, nextId: randomUUID(), healthLogId: randomUUID(), date: day(0), text: '0.05 mL' }],
      ['reminder.complete.v1', { id: c.doses[1]!.id, nextId: randomUUID() }]])).toEqual(['applied', 'applied', 'applied']);
  });
});
