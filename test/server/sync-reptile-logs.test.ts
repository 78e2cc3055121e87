/**
 * The five generic reptile logs through push and pull (shared/mutators/logs.ts), table-driven:
 * each kind is created for the keeper's own reptile and pulled back, refused for another user's
 * reptile, edited field by field with the merged entry checked, deleted (twice is fine), and
 * tombstoned with its reptile. Then the breeding checks of parents and clutches.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_KINDS, type LogTable } from '../../shared/mutators/logs';
import type { SyncedTable } from '../../shared/sync/protocol';
import { buildTestServer, type TestServer } from '../helpers/server';
import { keeperWithReptile, mutation, reptileArgs } from '../helpers/sync';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());


interface Case {
  table: LogTable;
  /** Valid fields of a new entry (date included). */
  fields: Record<string, unknown>;
  /** What the stored row then holds besides them (defaults, trimmed text, absent optionals as null). */
  stored: Record<string, unknown>;
  /** A valid one-field edit and a patch whose merged entry breaks a cross-field rule (or null). */
  edit: Record<string, unknown>;
  badMerge: Record<string, unknown> | null;
  /** Create fields the shared schema refuses. */
  invalid: Record<string, unknown>;
}

const CASES: Case[] = [
  {
    table: 'feedingLogs',
    fields: { date: '2026-11-01', source: { kind: 'manual', items: [{ foodItem: ' Mouse ', count: 2, sizePerItemGrams: 12 }] }, notes: '' },
    stored: { outcome: 'ate', notes: null, source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 2, sizePerItemGrams: 12 }] } },
    edit: { outcome: 'refused' },
    badMerge: null,
    invalid: { date: '2026-11-01', source: { kind: 'manual', items: [] } },
  },
  {
    table: 'sheddingLogs',
    fields: { date: '2026-11-02', observations: 'Eye caps stuck' },
    stored: { complete: true, observations: 'Eye caps stuck' },
    edit: { complete: false },
    badMerge: null,
    invalid: { date: '' },
  },
  {
    table: 'healthLogs',
    fields: { date: '2026-11-03', issue: 'Mites', severity: 'mild' },
    stored: { status: 'ongoing', treatment: null, notes: null, resolvedDate: null },
    edit: { status: 'resolved', resolvedDate: '2026-11-10' },
    badMerge: { status: 'ongoing' },
    invalid: { date: '2026-11-03', issue: ' ' },
  },
  {
    table: 'breedingLogs',
    fields: { date: '2026-11-04', eventType: 'mating', parent1: { name: 'Zeus' }, parent2: { name: 'Hera' } },
    stored: { clutchId: null, outcomeCount: null, incubationTempC: null, incubationDays: null, fertile: null, infertile: null, slugs: null, notes: null },
    edit: { notes: 'Locked for 2 h' },
    badMerge: { parent2: null },
    invalid: { date: '2026-11-04', eventType: 'mating', parent1: { name: 'Zeus' }, parent2: { name: ' zeus ' } },
  },
  {
    table: 'eventLogs',
    fields: { date: '2026-11-05', eventType: 'cleaning', description: 'Full substrate change' },
    stored: { description: 'Full substrate change' },
    edit: { eventType: 'maintenance' },
    badMerge: null,
    invalid: { date: '2026-11-05', eventType: 'party' },
  },
];

const name = (table: LogTable, op: string) => `${LOG_KINDS[table].mutation}.${op}.v1`;
const rowsOf = (pull: { changes: Record<SyncedTable, unknown[]> }, table: LogTable) => pull.changes[table] as Record<string, unknown>[];

describe.each(CASES)('$table', (c) => {
  it('is created for the keeper\'s own reptile, pulled back, edited, deleted', async () => {
    const k = await keeperWithReptile(s.app);
    const id = randomUUID();
    expect((await k.api.push([mutation(k.next(), name(c.table, 'create'), { id, reptileId: k.reptileId, ...c.fields })])).results[0]?.status).toBe('applied');
    const created = rowsOf(await k.api.pull(0), c.table);
    expect(created).toEqual([{ ...c.fields, ...c.stored, id, reptileId: k.reptileId, userId: k.user.id, authorId: k.user.id, version: expect.any(Number), updatedAt: expect.any(Number), deleted: false }]);

    const res = await k.api.push([
      mutation(k.next(), name(c.table, 'update'), { id, patch: c.edit }),
      mutation(k.next(), name(c.table, 'delete'), { id }),
      mutation(k.next(), name(c.table, 'delete'), { id }),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const cookie = created[0]?.version as number;
    const after = rowsOf(await k.api.pull(cookie), c.table);
    expect(after).toEqual([expect.objectContaining({ id, deleted: true })]);
  });

  it('keeps concurrent edits of different fields, and refuses an edit whose merged entry is invalid', async () => {
    const k = await keeperWithReptile(s.app);
    const id = randomUUID();
    await k.api.push([mutation(k.next(), name(c.table, 'create'), { id, reptileId: k.reptileId, ...c.fields })]);
    const res = await k.api.push([
      mutation(k.next(), name(c.table, 'update'), { id, patch: c.edit }),
      mutation(k.next(), name(c.table, 'update'), { id, patch: { date: '2026-10-01' } }),
      ...(c.badMerge ? [mutation(k.next(), name(c.table, 'update'), { id, patch: c.badMerge })] : []),
    ]);
    expect(res.results.map((r) => r.code ?? r.status)).toEqual(['applied', 'applied', ...(c.badMerge ? ['invalid-args'] : [])]);
    const [row] = rowsOf(await k.api.pull(0), c.table);
    expect(row).toMatchObject({ ...c.edit, date: '2026-10-01' });
  });

  it("is refused for another user's reptile or log, and each user pulls their own logs only", async () => {
    const alice = await keeperWithReptile(s.app);
    const bob = await keeperWithReptile(s.app);
    const id = randomUUID();
    await alice.api.push([mutation(alice.next(), name(c.table, 'create'), { id, reptileId: alice.reptileId, ...c.fields })]);
    const res = await bob.api.push([
      mutation(bob.next(), name(c.table, 'create'), { id: randomUUID(), reptileId: alice.reptileId, ...c.fields }),
      mutation(bob.next(), name(c.table, 'update'), { id, patch: c.edit }),
      mutation(bob.next(), name(c.table, 'delete'), { id }),
      mutation(bob.next(), name(c.table, 'create'), { id, reptileId: bob.reptileId, ...c.fields }),
    ]);
    expect(res.results.map((r) => r.code)).toEqual(['not-found', 'not-found', 'not-found', 'id-conflict']);
    expect(rowsOf(await bob.api.pull(0), c.table)).toEqual([]);
    expect(rowsOf(await alice.api.pull(0), c.table)).toEqual([expect.objectContaining({ id, deleted: false, ...c.fields.date ? { date: c.fields.date } : {} })]);
  });

  it('turns invalid arguments into a rejection and stores nothing', async () => {
    const k = await keeperWithReptile(s.app);
    const res = await k.api.push([mutation(k.next(), name(c.table, 'create'), { id: randomUUID(), reptileId: k.reptileId, ...c.invalid })]);
    expect(res.results[0]).toMatchObject({ status: 'rejected', code: 'invalid-args' });
    expect(rowsOf(await k.api.pull(0), c.table)).toEqual([]);
  });

  it('goes with its reptile: deleting the reptile tombstones the log', async () => {
    const k = await keeperWithReptile(s.app);
    const id = randomUUID();
    await k.api.push([mutation(k.next(), name(c.table, 'create'), { id, reptileId: k.reptileId, ...c.fields })]);
    const { cookie } = await k.api.pull(0);
    const res = await k.api.push([
      mutation(k.next(), 'reptile.delete.v1', { id: k.reptileId }),
      mutation(k.next(), name(c.table, 'update'), { id, patch: c.edit }),
    ]);
    expect(res.results.map((r) => r.code ?? r.status)).toEqual(['applied', 'not-found']);
    expect(rowsOf(await k.api.pull(cookie), c.table)).toEqual([expect.objectContaining({ id, deleted: true })]);
  });
});

describe('breeding checks', () => {
  const breeding = (reptileId: string, over: Record<string, unknown>) => ({ id: randomUUID(), reptileId, date: '2026-11-04', ...over });

  it('a parent chosen from the reptiles must be one of the keeper\'s live reptiles', async () => {
    const alice = await keeperWithReptile(s.app);
    const bob = await keeperWithReptile(s.app);
    const male = reptileArgs({ name: 'Zeus', sex: 'male' });
    await alice.api.push([mutation(alice.next(), 'reptile.create.v1', male)]);
    const res = await alice.api.push([
      mutation(alice.next(), 'breedingLog.create.v1', breeding(alice.reptileId, { eventType: 'mating', parent1: { reptileId: alice.reptileId }, parent2: { reptileId: male.id } })),
      mutation(alice.next(), 'breedingLog.create.v1', breeding(alice.reptileId, { eventType: 'mating', parent1: { reptileId: alice.reptileId }, parent2: { reptileId: bob.reptileId } })),
      mutation(alice.next(), 'reptile.delete.v1', { id: male.id }),
      mutation(alice.next(), 'breedingLog.create.v1', breeding(alice.reptileId, { eventType: 'mating', parent1: { reptileId: alice.reptileId }, parent2: { reptileId: male.id } })),
    ]);
    expect(res.results.map((r) => r.code ?? r.status)).toEqual(['applied', 'parent-not-found', 'applied', 'parent-not-found']);
  });

  it('a clutch joined must be a live laying of the keeper that opened a clutch', async () => {
    const alice = await keeperWithReptile(s.app);
    const bob = await keeperWithReptile(s.app);
    const laying = breeding(alice.reptileId, { eventType: 'laying', outcomeCount: 6 });
    const bobLaying = breeding(bob.reptileId, { eventType: 'laying', outcomeCount: 4 });
    await bob.api.push([mutation(bob.next(), 'breedingLog.create.v1', bobLaying)]);
    const secondLaying = breeding(alice.reptileId, { eventType: 'laying', outcomeCount: 2, clutchId: laying.id });
    const mating = breeding(alice.reptileId, { eventType: 'mating', parent1: { name: 'A' }, parent2: { name: 'B' } });
    const res = await alice.api.push([
      mutation(alice.next(), 'breedingLog.create.v1', laying),
      mutation(alice.next(), 'breedingLog.create.v1', secondLaying),
      mutation(alice.next(), 'breedingLog.create.v1', breeding(alice.reptileId, { eventType: 'hatching', outcomeCount: 5, clutchId: laying.id })),
      mutation(alice.next(), 'breedingLog.create.v1', breeding(alice.reptileId, { eventType: 'hatching', clutchId: bobLaying.id })),
      mutation(alice.next(), 'breedingLog.create.v1', breeding(alice.reptileId, { eventType: 'hatching', clutchId: secondLaying.id })),
      mutation(alice.next(), 'breedingLog.create.v1', mating),
      mutation(alice.next(), 'breedingLog.create.v1', breeding(alice.reptileId, { eventType: 'hatching', clutchId: mating.id })),
      mutation(alice.next(), 'breedingLog.update.v1', { id: laying.id, patch: { clutchId: laying.id } }),
      mutation(alice.next(), 'breedingLog.delete.v1', { id: laying.id }),
      mutation(alice.next(), 'breedingLog.create.v1', breeding(alice.reptileId, { eventType: 'hatching', clutchId: laying.id })),
    ]);
    expect(res.results.map((r) => r.code ?? r.status)).toEqual([
      'applied', 'applied', 'applied', 'clutch-not-found', 'clutch-not-found', 'applied', 'clutch-not-found', 'clutch-not-found', 'applied', 'clutch-not-found',
    ]);
  });
});
