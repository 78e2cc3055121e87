/**
 * Spreadsheet imports through sync (sync-server/src/sync/mutators/sheet-import.ts, issue 30), on
 * SQLite and (the server-pg project) PostgreSQL: the server makes the animals and logs from the
 * change's cells with the shared reader, with the ids both sides derive; an import is applied
 * whole or refused whole (a row it cannot read, an animal that is not the keeper's, the plan's
 * room for animals, also under parallel pushes), and nothing of a refused import is written.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRecordId } from '../../shared/sheet-import/records';
import type { SheetImportCreateArgs } from '../../shared/schemas/sheet-import';
import { pullAll } from '../helpers/coins';
import { buildTestServer, type TestServer } from '../helpers/server';
import { keeperWithReptile, mutation, syncApi } from '../helpers/sync';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

type Keeper = Awaited<ReturnType<typeof keeperWithReptile>>;

const HEADERS = ['Животно', 'Вид', 'Дата', 'Храна', 'Тегло (гр)', 'Бележки'];
const COLUMNS: SheetImportCreateArgs['columns'] = [
  { role: 'animal', unit: null }, { role: 'species', unit: null }, { role: 'date', unit: null },
  { role: 'food', unit: null }, { role: 'weight', unit: 'g' }, { role: 'notes', unit: null },
];

/** Two new animals (Наги with a meal and a weighing, Кая with a meal) and a meal for the keeper's own reptile. */
function sheetArgs(k: Keeper, own = k.reptileId, over: Partial<SheetImportCreateArgs> = {}): SheetImportCreateArgs & { newIds: string[] } {
  const newIds = [randomUUID(), randomUUID()];
  return {
    id: randomUUID(),
    fileName: 'дневник.xlsx',
    headers: HEADERS,
    columns: COLUMNS,
    dateOrder: 'dmy',
    rows: [
      { line: 2, cells: ['Наги', 'Кралски питон', '12.03.2026', 'мишка 20 гр', '350', 'добре'] },
      { line: 3, cells: ['Кая', 'Леопардов гекон', '13/03/2026', '3 щурца 0,5 гр', '', ''] },
      { line: 4, cells: ['Rex', '', '14 март 2026 г.', 'плъх 40 г', '', ''] },
    ],
    animals: [
      { name: 'Наги', reptileId: newIds[0]!, existing: false },
      { name: 'Кая', reptileId: newIds[1]!, existing: false },
      { name: 'Rex', reptileId: own, existing: true },
    ],
    ...over,
    newIds,
  };
}

async function push(k: Keeper, args: SheetImportCreateArgs & { newIds?: string[] }) {
  const { newIds: _ids, ...change } = args;
  const res = await k.api.push([mutation(k.next(), 'sheetImport.create.v1', change)]);
  return res.results[0];
}

const count = async (table: string, userId: string) => Number((await s.app.store.one<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE user_id = ? AND deleted = FALSE`, [userId]))?.n ?? 0);
const written = async (userId: string) => ({
  reptiles: await count('reptiles', userId), feedings: await count('feeding_logs', userId), growth: await count('growth_logs', userId),
});

describe('a spreadsheet import', () => {
  it('creates the new animals and every log with the ids the device derived, which reach the keeper by pull', async () => {
    const k = await keeperWithReptile(s.app);
    const args = sheetArgs(k);
    expect((await push(k, args))?.status).toBe('applied');
    expect(await written(k.user.id)).toEqual({ reptiles: 3, feedings: 3, growth: 1 });
    const pulled = await pullAll(k.api);
    const nagi = pulled.changes.reptiles?.find((r) => r.id === args.newIds[0]);
    expect(nagi).toMatchObject({ name: 'Наги', species: 'Кралски питон', deleted: false });
    const feedings = pulled.changes.feedingLogs ?? [];
    expect(feedings.map((f) => f.id).sort()).toEqual([importRecordId(args.id, 16), importRecordId(args.id, 24), importRecordId(args.id, 32)].sort());
    expect(feedings.find((f) => f.reptileId === k.reptileId)).toMatchObject({ date: '2026-03-14', source: { kind: 'manual', items: [{ foodItem: 'плъх', count: 1, sizePerItemGrams: 40 }] } });
    expect(feedings.find((f) => f.reptileId === args.newIds[1])).toMatchObject({ date: '2026-03-13', source: { kind: 'manual', items: [{ foodItem: 'щурца', count: 3, sizePerItemGrams: 0.5 }] } });
    expect(pulled.changes.growthLogs).toEqual([expect.objectContaining({ reptileId: args.newIds[0], date: '2026-03-12', weightGrams: 350 })]);
  });

  it('is refused whole when a row cannot be read, and writes nothing', async () => {
    const k = await keeperWithReptile(s.app);
    const args = sheetArgs(k);
    args.rows[2] = { line: 4, cells: ['Rex', '', '31.02.2026', 'плъх 40 г', '', ''] };
    const result = await push(k, args);
    expect(result).toMatchObject({ status: 'rejected', code: 'invalid-args' });
    expect(await written(k.user.id)).toEqual({ reptiles: 1, feedings: 0, growth: 0 });
  });

  it('is refused whole when an "existing" animal is another keeper\'s', async () => {
    const k = await keeperWithReptile(s.app);
    const stranger = await keeperWithReptile(s.app);
    const result = await push(k, sheetArgs(k, stranger.reptileId));
    expect(result).toMatchObject({ status: 'rejected', code: 'not-found' });
    expect(await written(k.user.id)).toEqual({ reptiles: 1, feedings: 0, growth: 0 });
    expect(await written(stranger.user.id)).toEqual({ reptiles: 1, feedings: 0, growth: 0 });
  });

  it('is refused whole past the plan\'s room for animals (Basic: 5), also when two devices import at once', async () => {
    const k = await keeperWithReptile(s.app);
    // Room for 4 more: one import of 2 fits, two at once (4) fit, a third does not.
    const devices = [syncApi(s.app, k.user), syncApi(s.app, k.user), syncApi(s.app, k.user)];
    const results = await Promise.all(devices.map((d) => {
      const { newIds: _ids, ...change } = sheetArgs(k);
      return d.push([mutation(1, 'sheetImport.create.v1', change)]);
    }));
    const statuses = results.map((r) => r.results[0]?.status).sort();
    expect(statuses).toEqual(['applied', 'applied', 'rejected']);
    expect(results.map((r) => r.results[0]).find((r) => r?.status === 'rejected')).toMatchObject({ code: 'plan-limit-reptiles' });
    expect(await written(k.user.id)).toEqual({ reptiles: 5, feedings: 6, growth: 2 });
  });
});
