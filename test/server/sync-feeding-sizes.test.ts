/**
 * Feeding sizes to the hundredth of a gram (docs/decisions/0018-exact-numbers.md) through push
 * and pull, on SQLite and (server-pg) PostgreSQL: the server parses them with the shared schema,
 * stores the log's fields as JSON and gives back exactly what was sent. Whole-gram rows from
 * before stay valid and editable; a size finer than the hundredth is refused.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { keeperWithReptile, mutation } from '../helpers/sync';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const manual = (...sizes: number[]) => ({ kind: 'manual', items: sizes.map((sizePerItemGrams, i) => ({ foodItem: `Food ${i}`, count: 3, sizePerItemGrams })) });

describe('feeding sizes on the server', () => {
  it('keeps 0.05 g, 0.5 g and 62.5 g exactly, and older whole-gram entries as they are, editable', async () => {
    const k = await keeperWithReptile(s.app);
    const exact = randomUUID();
    const whole = randomUUID();
    const res = await k.api.push([
      mutation(k.next(), 'feedingLog.create.v1', { id: exact, reptileId: k.reptileId, date: '2026-11-01', source: manual(0.05, 0.5, 62.5, 0.07) }),
      mutation(k.next(), 'feedingLog.create.v1', { id: whole, reptileId: k.reptileId, date: '2026-10-01', source: manual(12) }),
      mutation(k.next(), 'feedingLog.update.v1', { id: whole, patch: { outcome: 'refused' } }),
    ]);
    expect(res.results.map((r) => r.code ?? r.status)).toEqual(['applied', 'applied', 'applied']);
    const rows = (await k.api.pull(0)).changes.feedingLogs;
    expect(rows.find((r) => r.id === exact)?.source).toEqual(manual(0.05, 0.5, 62.5, 0.07));
    expect(rows.find((r) => r.id === whole)).toMatchObject({ outcome: 'refused', source: manual(12) });
  });

  it.each([
    ['finer than the hundredth', 0.055],
    ['under 0.01 g', 0.004],
  ])('refuses a size %s and stores nothing', async (_, size) => {
    const k = await keeperWithReptile(s.app);
    const res = await k.api.push([mutation(k.next(), 'feedingLog.create.v1', { id: randomUUID(), reptileId: k.reptileId, date: '2026-11-01', source: manual(size) })]);
    expect(res.results[0]).toMatchObject({ status: 'rejected', code: 'invalid-args' });
    expect((await k.api.pull(0)).changes.feedingLogs).toEqual([]);
  });
});
