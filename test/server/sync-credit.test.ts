/**
 * Credit (issue 27): every log and every reminder completion records who did it, set by the
 * server from the signed-in account; an author named in a mutation's arguments is ignored, so a
 * device can never credit (or blame) anyone else. Undoing a completion clears its author.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { keeperWithReptile, mutation } from '../helpers/sync';
import { createTestUser } from '../helpers/users';

let s: TestServer;
beforeAll(async () => { s = await buildTestServer(); });
afterAll(async () => { await s.close(); });

const MEAL = { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] } as const;

describe('who logged it', () => {
  it("is the signed-in keeper for every log kind, whatever author the device's arguments name", async () => {
    const k = await keeperWithReptile(s.app);
    const someoneElse = (await createTestUser(s.app)).id;
    const forged = { authorId: someoneElse };
    const ids = Array.from({ length: 6 }, () => randomUUID());
    const on = { reptileId: k.reptileId, date: '2026-11-20', ...forged };
    const res = await k.api.push([
      mutation(k.next(), 'feedingLog.create.v1', { id: ids[0], ...on, source: MEAL }),
      mutation(k.next(), 'growthLog.create.v1', { id: ids[1], ...on, weightGrams: 870 }),
      mutation(k.next(), 'sheddingLog.create.v1', { id: ids[2], ...on, complete: true }),
      mutation(k.next(), 'healthLog.create.v1', { id: ids[3], ...on, issue: 'Mites', status: 'ongoing' }),
      mutation(k.next(), 'eventLog.create.v1', { id: ids[4], ...on, eventType: 'cleaning' }),
      mutation(k.next(), 'breedingLog.create.v1', { id: ids[5], ...on, eventType: 'laying', outcomeCount: 6 }),
    ]);
    expect(res.results.map((r) => r.code ?? r.status)).toEqual(Array(6).fill('applied'));
    const { changes } = await k.api.pull(0);
    const authors = [changes.feedingLogs, changes.growthLogs, changes.sheddingLogs, changes.healthLogs, changes.eventLogs, changes.breedingLogs]
      .map((rows) => rows.map((r) => [r.id, r.authorId]));
    expect(authors).toEqual(ids.map((id) => [[id, k.user.id]]));
  });

  it('keeps the author through an edit, and records who completed a reminder until it is undone', async () => {
    const k = await keeperWithReptile(s.app);
    const meal = randomUUID();
    const task = randomUUID();
    await k.api.push([
      mutation(k.next(), 'feedingLog.create.v1', { id: meal, reptileId: k.reptileId, date: '2026-11-20', source: MEAL }),
      mutation(k.next(), 'feedingLog.update.v1', { id: meal, patch: { notes: 'Took it at once' } }),
      mutation(k.next(), 'reminder.create.v1', { id: task, taskType: 'cleaning', reptileId: k.reptileId, dueDate: '2026-11-20', frequency: { kind: 'once' } }),
      mutation(k.next(), 'reminder.complete.v1', { id: task, nextId: randomUUID(), completedBy: randomUUID() }),
    ]);
    let { changes } = await k.api.pull(0);
    expect(changes.feedingLogs.map((r) => [r.notes, r.authorId])).toEqual([['Took it at once', k.user.id]]);
    expect(changes.reminders.map((r) => [r.completed, r.completedBy])).toEqual([[true, k.user.id]]);

    await k.api.push([mutation(k.next(), 'reminder.uncomplete.v1', { id: task })]);
    ({ changes } = await k.api.pull(0));
    expect(changes.reminders.map((r) => [r.completed, r.completedBy])).toEqual([[false, null]]);
  });
});
