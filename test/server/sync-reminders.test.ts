/**
 * Reminders through push and pull: create and edit (a due-date edit restarts the anchor day, the
 * merged entry is checked), the optional reptile must be the keeper's live one, completion with
 * the server's clock creating the next occurrence from the due date (monthly on the 31st keeps
 * its day), completing twice from two devices spawning one occurrence, un-completing removing the
 * pending one, tombstones with their reptile, and isolation between users.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser } from '../helpers/users';
import { keeperWithReptile, mutation, reptileArgs, type syncApi, syncClient } from '../helpers/sync';
import { device } from '../helpers/sync-client';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());



const reminderArgs = (over: Record<string, unknown> = {}) => ({
  id: randomUUID(), taskType: 'feeding', frequency: { kind: 'weeks', every: 1 }, dueDate: '2026-11-23', ...over,
});

const codes = (res: { results: { status: string; code?: string }[] }) => res.results.map((r) => r.code ?? r.status);

async function reminders(api: ReturnType<typeof syncApi>) {
  return (await api.pull(0)).changes.reminders;
}

describe('reminders', () => {
  it('are created, pulled back with their anchor day, edited field by field and deleted', async () => {
    const k = await keeperWithReptile(s.app);
    const r = reminderArgs({ reptileId: k.reptileId, description: ' Two mice ', frequency: { kind: 'months', every: 1 }, dueDate: '2026-01-31' });
    expect(codes(await k.api.push([mutation(k.next(), 'reminder.create.v1', r)]))).toEqual(['applied']);
    const first = await k.api.pull(0);
    expect(first.changes.reminders).toEqual([{
      id: r.id, userId: k.user.id, reptileId: k.reptileId, taskType: 'feeding', description: 'Two mice', frequency: { kind: 'months', every: 1 },
      dueDate: '2026-01-31', anchorDay: 31, completed: false, completedAt: null, completedBy: null, nextId: null, version: expect.any(Number), updatedAt: expect.any(Number), deleted: false,
    }]);

    const res = await k.api.push([
      // The same due date again keeps the anchor; a different one restarts it.
      mutation(k.next(), 'reminder.update.v1', { id: r.id, patch: { dueDate: '2026-01-31', description: '' } }),
      mutation(k.next(), 'reminder.update.v1', { id: r.id, patch: { taskType: 'other' } }),
      mutation(k.next(), 'reminder.update.v1', { id: r.id, patch: { dueDate: '2026-02-15', taskType: 'cleaning', reptileId: null } }),
    ]);
    // "other" needs a description, checked on the merged entry.
    expect(codes(res)).toEqual(['applied', 'invalid-args', 'applied']);
    expect(await reminders(k.api)).toEqual([expect.objectContaining({ taskType: 'cleaning', description: null, reptileId: null, dueDate: '2026-02-15', anchorDay: 15 })]);

    const removed = await k.api.push([
      mutation(k.next(), 'reminder.delete.v1', { id: r.id }),
      mutation(k.next(), 'reminder.delete.v1', { id: r.id }),
      mutation(k.next(), 'reminder.update.v1', { id: r.id, patch: { description: 'late' } }),
      mutation(k.next(), 'reminder.complete.v1', { id: r.id, nextId: randomUUID() }),
    ]);
    expect(codes(removed)).toEqual(['applied', 'applied', 'not-found', 'not-found']);
    expect((await k.api.pull(first.cookie)).changes.reminders).toEqual([expect.objectContaining({ id: r.id, deleted: true })]);
    expect(await reminders(k.api)).toEqual([]);
  });

  it("name only the keeper's live reptiles, and are tombstoned with their reptile", async () => {
    const alice = await keeperWithReptile(s.app);
    const bob = await keeperWithReptile(s.app);
    const other = reptileArgs();
    const forAlice = reminderArgs({ reptileId: alice.reptileId });
    const forRoom = reminderArgs({ taskType: 'cleaning' });
    const res = await alice.api.push([
      mutation(alice.next(), 'reminder.create.v1', reminderArgs({ reptileId: bob.reptileId })),
      mutation(alice.next(), 'reminder.create.v1', forAlice),
      mutation(alice.next(), 'reminder.create.v1', forRoom),
      mutation(alice.next(), 'reminder.update.v1', { id: forRoom.id, patch: { reptileId: bob.reptileId } }),
      mutation(alice.next(), 'reptile.create.v1', other),
      mutation(alice.next(), 'reptile.delete.v1', { id: other.id }),
      mutation(alice.next(), 'reminder.create.v1', reminderArgs({ reptileId: other.id })),
    ]);
    expect(codes(res)).toEqual(['not-found', 'applied', 'applied', 'not-found', 'applied', 'applied', 'not-found']);

    const { cookie } = await alice.api.pull(0);
    expect(codes(await alice.api.push([mutation(alice.next(), 'reptile.delete.v1', { id: alice.reptileId })]))).toEqual(['applied']);
    expect((await alice.api.pull(cookie)).changes.reminders).toEqual([expect.objectContaining({ id: forAlice.id, deleted: true })]);
    expect(await reminders(alice.api)).toEqual([expect.objectContaining({ id: forRoom.id, reptileId: null })]);
  });

  it("are one user's: every mutation on another's reminder is not-found, and pulls never mix", async () => {
    const alice = await keeperWithReptile(s.app);
    const bob = await keeperWithReptile(s.app);
    const r = reminderArgs({ reptileId: alice.reptileId });
    await alice.api.push([mutation(alice.next(), 'reminder.create.v1', r)]);
    const res = await bob.api.push([
      mutation(bob.next(), 'reminder.update.v1', { id: r.id, patch: { description: 'x' } }),
      mutation(bob.next(), 'reminder.complete.v1', { id: r.id, nextId: randomUUID() }),
      mutation(bob.next(), 'reminder.uncomplete.v1', { id: r.id }),
      mutation(bob.next(), 'reminder.delete.v1', { id: r.id }),
      mutation(bob.next(), 'reminder.create.v1', { ...r, reptileId: bob.reptileId }),
    ]);
    expect(codes(res)).toEqual(['not-found', 'not-found', 'not-found', 'not-found', 'id-conflict']);
    expect(await reminders(bob.api)).toEqual([]);
    expect(await reminders(alice.api)).toEqual([expect.objectContaining({ id: r.id, completed: false, description: null, deleted: false })]);
  });
});

describe('completing a task', () => {
  it('stamps the server time and creates the next occurrence from the due date (monthly on the 31st keeps its day)', async () => {
    const k = await keeperWithReptile(s.app);
    const r = reminderArgs({ reptileId: k.reptileId, description: 'Rat', frequency: { kind: 'months', every: 1 }, dueDate: '2026-01-31' });
    const feb = randomUUID();
    const mar = randomUUID();
    const before = Date.now();
    const res = await k.api.push([
      mutation(k.next(), 'reminder.create.v1', r),
      // Completed long after it was due, on a device whose clock is a year off: neither matters.
      mutation(k.next(), 'reminder.complete.v1', { id: r.id, nextId: feb }, Date.UTC(2030, 0, 1)),
      mutation(k.next(), 'reminder.complete.v1', { id: feb, nextId: mar }),
      mutation(k.next(), 'reminder.complete.v1', { id: mar, nextId: r.id }),
    ]);
    const after = Date.now();
    // The last one names an id that exists already.
    expect(codes(res)).toEqual(['applied', 'applied', 'applied', 'id-conflict']);
    const rows = new Map((await reminders(k.api)).map((row) => [row.id, row]));
    expect(rows.get(r.id)).toMatchObject({ completed: true, nextId: feb, dueDate: '2026-01-31' });
    expect(rows.get(r.id)?.completedAt).toBeGreaterThanOrEqual(before);
    expect(rows.get(r.id)?.completedAt).toBeLessThanOrEqual(after);
    expect(rows.get(feb)).toMatchObject({
      completed: true, nextId: mar, dueDate: '2026-02-28', anchorDay: 31, taskType: 'feeding', description: 'Rat', reptileId: k.reptileId, frequency: { kind: 'months', every: 1 },
    });
    expect(rows.get(mar)).toMatchObject({ completed: false, completedAt: null, nextId: null, dueDate: '2026-03-31', anchorDay: 31 });
    expect(rows.size).toBe(3);
  });

  it('a one-off task completes without a next occurrence', async () => {
    const k = await keeperWithReptile(s.app);
    const r = reminderArgs({ frequency: { kind: 'once' }, taskType: 'healthCheck' });
    const nextId = randomUUID();
    expect(codes(await k.api.push([mutation(k.next(), 'reminder.create.v1', r), mutation(k.next(), 'reminder.complete.v1', { id: r.id, nextId })]))).toEqual(['applied', 'applied']);
    expect(await reminders(k.api)).toEqual([expect.objectContaining({ id: r.id, completed: true, nextId: null, frequency: { kind: 'once' } })]);
  });

  it('twice from two devices creates one occurrence', async () => {
    const k = await keeperWithReptile(s.app);
    const r = reminderArgs();
    await k.api.push([mutation(k.next(), 'reminder.create.v1', r)]);
    const phone = syncClient(s.app, k.user);
    const laptop = syncClient(s.app, k.user);
    const fromPhone = randomUUID();
    const fromLaptop = randomUUID();
    const [a, b] = await Promise.all([
      phone.api.push([mutation(phone.next(), 'reminder.complete.v1', { id: r.id, nextId: fromPhone })]),
      laptop.api.push([mutation(laptop.next(), 'reminder.complete.v1', { id: r.id, nextId: fromLaptop })]),
    ]);
    // The second completion is not an error: the task is done, nothing more happens.
    expect([...codes(a), ...codes(b)]).toEqual(['applied', 'applied']);
    const rows = await reminders(k.api);
    expect(rows).toHaveLength(2);
    const spawned = rows.filter((row) => row.id !== r.id);
    expect(spawned).toEqual([expect.objectContaining({ dueDate: '2026-11-30', completed: false })]);
    expect([fromPhone, fromLaptop]).toContain(spawned[0]?.id);
    expect(rows.find((row) => row.id === r.id)?.nextId).toBe(spawned[0]?.id);
  });

  it('un-completing removes the pending occurrence it spawned, but not one already completed', async () => {
    const k = await keeperWithReptile(s.app);
    const r = reminderArgs({ frequency: { kind: 'days', every: 3 }, dueDate: '2026-11-01' });
    const next = randomUUID();
    await k.api.push([mutation(k.next(), 'reminder.create.v1', r), mutation(k.next(), 'reminder.complete.v1', { id: r.id, nextId: next })]);
    const { cookie } = await k.api.pull(0);
    const res = await k.api.push([
      mutation(k.next(), 'reminder.uncomplete.v1', { id: r.id }),
      mutation(k.next(), 'reminder.uncomplete.v1', { id: r.id }),
    ]);
    expect(codes(res)).toEqual(['applied', 'applied']);
    const changed = (await k.api.pull(cookie)).changes.reminders;
    expect(changed).toEqual(expect.arrayContaining([
      expect.objectContaining({ id: r.id, completed: false, completedAt: null, nextId: null }),
      expect.objectContaining({ id: next, deleted: true }),
    ]));
    expect(changed).toHaveLength(2);

    // Completed again (a new occurrence), and that occurrence completed too: un-completing the
    // first keeps the second, which is a task of its own by now.
    const again = randomUUID();
    const third = randomUUID();
    await k.api.push([
      mutation(k.next(), 'reminder.complete.v1', { id: r.id, nextId: again }),
      mutation(k.next(), 'reminder.complete.v1', { id: again, nextId: third }),
      mutation(k.next(), 'reminder.uncomplete.v1', { id: r.id }),
    ]);
    const rows = new Map((await reminders(k.api)).map((row) => [row.id, row]));
    expect(rows.get(r.id)).toMatchObject({ completed: false, nextId: null });
    expect(rows.get(again)).toMatchObject({ completed: true, dueDate: '2026-11-04', nextId: third });
    expect(rows.get(third)).toMatchObject({ completed: false, dueDate: '2026-11-07' });
  });

  it('between two real devices offline: one occurrence everywhere, the optimistic extra one gone', async () => {
    const user = await createTestUser(s.app);
    const a = device(s.app, user);
    const b = device(s.app, user);
    const id = randomUUID();
    await a.client.mutate('reminder.create.v1', { id, taskType: 'cleaning', frequency: { kind: 'weeks', every: 2 }, dueDate: '2026-11-02' });
    await a.client.sync();
    await b.client.sync();
    a.transport.offline = true;
    b.transport.offline = true;
    await a.client.mutate('reminder.complete.v1', { id, nextId: randomUUID() });
    await b.client.mutate('reminder.complete.v1', { id, nextId: randomUUID() });
    // Each device shows its own next occurrence at once.
    expect(await a.db.reminders.count()).toBe(2);
    expect(await b.db.reminders.count()).toBe(2);
    a.transport.offline = false;
    b.transport.offline = false;
    await a.client.sync();
    await b.client.sync();
    await a.client.sync();
    const onA = await a.db.reminders.orderBy('id').toArray();
    const onB = await b.db.reminders.orderBy('id').toArray();
    expect(onA).toEqual(onB);
    expect(onA.map((r) => [r.dueDate, r.completed])).toEqual(expect.arrayContaining([['2026-11-02', true], ['2026-11-16', false]]));
    expect(onA).toHaveLength(2);
    expect(await b.db.rejections.count()).toBe(0);
  });
});
