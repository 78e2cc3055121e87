/** Growth logs through push and pull: ownership, validation, merged-entry edits and tombstones. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { keeperWithReptile, mutation } from '../helpers/sync';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const growthArgs = (reptileId: string, over: Record<string, unknown> = {}) => ({ id: randomUUID(), reptileId, date: '2026-11-01', weightGrams: 1250, ...over });
/** The stored row, `deleted` as a boolean (SQLite answers 0/1, PostgreSQL true/false). */
const logRow = async (id: string) => {
  const row = await s.app.store.one<Record<string, unknown>>(
    'SELECT reptile_id AS "reptileId", date, weight_grams AS "weightGrams", length_cm AS "lengthCm", notes, deleted, version FROM growth_logs WHERE id = ?', [id]);
  return row && { ...row, deleted: Boolean(row.deleted) };
};

describe('growth logs', () => {
  it('are created for the keeper\'s own reptile and pulled back', async () => {
    const k = await keeperWithReptile(s.app);
    const log = growthArgs(k.reptileId, { lengthCm: 120.5, notes: '  after shed  ' });
    const res = await k.api.push([mutation(k.next(), 'growthLog.create.v1', log)]);
    expect(res.results[0]?.status).toBe('applied');
    const pull = await k.api.pull(0);
    expect(pull.changes.growthLogs).toEqual([expect.objectContaining({
      id: log.id, reptileId: k.reptileId, date: '2026-11-01', weightGrams: 1250, lengthCm: 120.5, notes: 'after shed', deleted: false,
    })]);
  });

  it("refuse a log for another user's reptile, and pull returns each user's logs only", async () => {
    const alice = await keeperWithReptile(s.app);
    const bob = await keeperWithReptile(s.app);
    const aliceLog = growthArgs(alice.reptileId);
    await alice.api.push([mutation(alice.next(), 'growthLog.create.v1', aliceLog)]);
    const res = await bob.api.push([
      mutation(bob.next(), 'growthLog.create.v1', growthArgs(alice.reptileId)),
      mutation(bob.next(), 'growthLog.update.v1', { id: aliceLog.id, patch: { weightGrams: 1 } }),
      mutation(bob.next(), 'growthLog.delete.v1', { id: aliceLog.id }),
      mutation(bob.next(), 'growthLog.create.v1', growthArgs(randomUUID())),
    ]);
    expect(res.results.map((r) => r.code)).toEqual(['not-found', 'not-found', 'not-found', 'not-found']);
    expect(await logRow(aliceLog.id)).toMatchObject({ weightGrams: 1250, deleted: false });
    expect((await bob.api.pull(0)).changes.growthLogs).toEqual([]);
    expect((await alice.api.pull(0)).changes.growthLogs.map((g) => g.id)).toEqual([aliceLog.id]);
  });

  it.each([
    ['no measure', { weightGrams: undefined }],
    ['a zero weight', { weightGrams: 0 }],
    ['a negative length', { lengthCm: -3 }],
    ['a malformed date', { date: '2026-13-01' }],
    ['no date', { date: '' }],
    ['a string weight', { weightGrams: '12' }],
  ])('turn invalid create args (%s) into rejections', async (_, over) => {
    const k = await keeperWithReptile(s.app);
    const log = growthArgs(k.reptileId, over);
    const res = await k.api.push([mutation(k.next(), 'growthLog.create.v1', log)]);
    expect(res.results[0]).toMatchObject({ status: 'rejected', code: 'invalid-args' });
    expect(await logRow(log.id)).toBeUndefined();
  });

  it('check an edit on the merged entry: clearing the only measure is refused, a partial edit keeps the rest', async () => {
    const k = await keeperWithReptile(s.app);
    const log = growthArgs(k.reptileId);
    const res = await k.api.push([
      mutation(k.next(), 'growthLog.create.v1', log),
      mutation(k.next(), 'growthLog.update.v1', { id: log.id, patch: { weightGrams: null } }),
      mutation(k.next(), 'growthLog.update.v1', { id: log.id, patch: {} }),
      mutation(k.next(), 'growthLog.update.v1', { id: log.id, patch: { lengthCm: 98 } }),
      mutation(k.next(), 'growthLog.update.v1', { id: log.id, patch: { weightGrams: null } }),
    ]);
    expect(res.results.map((r) => r.code ?? r.status)).toEqual(['applied', 'invalid-args', 'invalid-args', 'applied', 'applied']);
    expect(await logRow(log.id)).toMatchObject({ date: '2026-11-01', weightGrams: null, lengthCm: 98, deleted: false });
  });

  it('refuse a log for a deleted reptile', async () => {
    const k = await keeperWithReptile(s.app);
    await k.api.push([mutation(k.next(), 'reptile.delete.v1', { id: k.reptileId })]);
    const res = await k.api.push([mutation(k.next(), 'growthLog.create.v1', growthArgs(k.reptileId))]);
    expect(res.results[0]).toMatchObject({ status: 'rejected', code: 'not-found' });
  });

  it('leave tombstones that pull returns to a device that had the log, and not to a fresh one', async () => {
    const k = await keeperWithReptile(s.app);
    const log = growthArgs(k.reptileId);
    await k.api.push([mutation(k.next(), 'growthLog.create.v1', log)]);
    const { cookie } = await k.api.pull(0);
    const del = await k.api.push([mutation(k.next(), 'growthLog.delete.v1', { id: log.id }), mutation(k.next(), 'growthLog.delete.v1', { id: log.id })]);
    expect(del.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(await logRow(log.id)).toMatchObject({ deleted: true, weightGrams: null, notes: null });
    expect((await k.api.pull(cookie)).changes.growthLogs).toEqual([expect.objectContaining({ id: log.id, deleted: true })]);
    expect((await k.api.pull(0)).changes.growthLogs).toEqual([]);
    const edit = await k.api.push([mutation(k.next(), 'growthLog.update.v1', { id: log.id, patch: { weightGrams: 5 } })]);
    expect(edit.results[0]?.code).toBe('not-found');
  });

  it("are tombstoned with their reptile, each with a version of its own", async () => {
    const k = await keeperWithReptile(s.app);
    const logs = [growthArgs(k.reptileId), growthArgs(k.reptileId, { date: '2026-11-02' })];
    await k.api.push(logs.map((l) => mutation(k.next(), 'growthLog.create.v1', l)));
    const { cookie } = await k.api.pull(0);
    await k.api.push([mutation(k.next(), 'reptile.delete.v1', { id: k.reptileId })]);
    const pull = await k.api.pull(cookie);
    expect(pull.changes.growthLogs.map((g) => [g.id, g.deleted]).sort()).toEqual(logs.map((l) => [l.id, true]).sort());
    expect(new Set(pull.changes.growthLogs.map((g) => g.version)).size).toBe(2);
    const update = await k.api.push([mutation(k.next(), 'growthLog.update.v1', { id: logs[0]?.id, patch: { weightGrams: 5 } })]);
    expect(update.results[0]?.code).toBe('not-found');
  });
});
