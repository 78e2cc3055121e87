/**
 * OCR imports through sync (sync-server/src/sync/mutators/ocr-import.ts, issue 14): an import's
 * logs apply together or not at all; the plan's lifetime limit (Basic 5, HerpPlus 20, HerpPro 50)
 * is the server's, and an import over it is refused whole with the refusal kept for the device;
 * the first import earns `firstOcrImport`; nobody imports into another keeper's reptile.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '../../sync-server/src/coins/service';
import { awardIdsOf, eventArgs, feedingArgs, growthArgs, pullAll, sheddingArgs } from '../helpers/coins';
import { buildTestServer, type TestServer } from '../helpers/server';
import { keeperWithReptile, mutation } from '../helpers/sync';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

type Keeper = Awaited<ReturnType<typeof keeperWithReptile>>;

/** An import of a feeding, a shed, a weighing and a cleaning (or the logs given) for the keeper's reptile. */
const importArgs = (k: Keeper, logs?: unknown[]) => ({
  id: randomUUID(),
  reptileId: k.reptileId,
  language: 'en',
  skipped: 1,
  logs: logs ?? [
    { kind: 'feedingLog', args: feedingArgs(k.reptileId, '2025-03-12') },
    { kind: 'sheddingLog', args: sheddingArgs(k.reptileId, '2025-03-20') },
    { kind: 'growthLog', args: growthArgs(k.reptileId, '2025-03-21', { weightGrams: 450 }) },
    { kind: 'eventLog', args: eventArgs(k.reptileId, '2025-03-22') },
  ],
});

async function push(k: Keeper, ...argsList: unknown[]): Promise<string[]> {
  const res = await k.api.push(argsList.map((args) => mutation(k.next(), 'ocrImport.create.v1', args)));
  return res.results.map((r) => r.code ?? r.status);
}

const count = async (sql: string, userId: string) => Number((await s.app.store.one<{ n: number }>(sql, [userId]))?.n ?? 0);
const logsOf = async (userId: string) => ({
  feedings: await count('SELECT count(*) AS n FROM feeding_logs WHERE user_id = ?', userId),
  sheds: await count('SELECT count(*) AS n FROM shedding_logs WHERE user_id = ?', userId),
  growth: await count('SELECT count(*) AS n FROM growth_logs WHERE user_id = ?', userId),
  events: await count('SELECT count(*) AS n FROM event_logs WHERE user_id = ?', userId),
});

describe('an OCR import', () => {
  it('writes every log and the import row, which reach the keeper\'s devices by pull, and earns firstOcrImport', async () => {
    const k = await keeperWithReptile(s.app);
    const args = importArgs(k);
    expect(await push(k, args)).toEqual(['applied']);
    expect(await logsOf(k.user.id)).toEqual({ feedings: 1, sheds: 1, growth: 1, events: 1 });
    const pulled = await pullAll(k.api);
    expect(pulled.changes.ocrImports).toEqual([expect.objectContaining({ id: args.id, reptileId: k.reptileId, language: 'en', logCount: 4, skipped: 1, deleted: false })]);
    expect(pulled.changes.growthLogs).toEqual([expect.objectContaining({ date: '2025-03-21', weightGrams: 450 })]);
    expect(await awardIdsOf(s.app.store, k.user.id)).toContain('firstOcrImport');
  });

  it('is refused whole when one of its logs is refused: nothing of it is written, not even the import', async () => {
    const k = await keeperWithReptile(s.app);
    // The breeding log joins a clutch the keeper does not have.
    const args = importArgs(k, [
      { kind: 'feedingLog', args: feedingArgs(k.reptileId, '2025-03-12') },
      { kind: 'breedingLog', args: { id: randomUUID(), reptileId: k.reptileId, date: '2025-03-13', eventType: 'hatching', clutchId: randomUUID() } },
    ]);
    expect(await push(k, args)).toEqual(['clutch-not-found']);
    expect(await logsOf(k.user.id)).toEqual({ feedings: 0, sheds: 0, growth: 0, events: 0 });
    expect(await count('SELECT count(*) AS n FROM ocr_imports WHERE user_id = ?', k.user.id)).toBe(0);
    expect((await pullAll(k.api)).rejections).toEqual([expect.objectContaining({ name: 'ocrImport.create.v1', code: 'clutch-not-found' })]);
  });

  it('refuses logs of another reptile than the import\'s, and a feeding that would move inventory stock (invalid-args)', async () => {
    const k = await keeperWithReptile(s.app);
    const other = randomUUID();
    expect(await push(k, importArgs(k, [{ kind: 'eventLog', args: eventArgs(other) }]))).toEqual(['invalid-args']);
    expect(await push(k, importArgs(k, [{ kind: 'feedingLog', args: { id: randomUUID(), reptileId: k.reptileId, date: '2025-01-01', source: { kind: 'inventory', feederId: randomUUID(), quantity: 1, deductFromInventory: true } } }]))).toEqual(['invalid-args']);
    expect(await count('SELECT count(*) AS n FROM ocr_imports WHERE user_id = ?', k.user.id)).toBe(0);
  });
});

describe('the plan\'s lifetime OCR limit', () => {
  it('Basic allows 5 imports in all: the sixth is refused whole with ocr-limit and {limit: 5}, also in a later batch', async () => {
    const k = await keeperWithReptile(s.app);
    const batch = Array.from({ length: 6 }, () => importArgs(k, [{ kind: 'eventLog', args: eventArgs(k.reptileId) }]));
    expect(await push(k, ...batch)).toEqual(['applied', 'applied', 'applied', 'applied', 'applied', 'ocr-limit']);
    expect(await push(k, importArgs(k))).toEqual(['ocr-limit']);
    expect(await logsOf(k.user.id)).toEqual({ feedings: 0, sheds: 0, growth: 0, events: 5 });
    const pulled = await pullAll(k.api);
    expect(pulled.changes.ocrImports).toHaveLength(5);
    expect(pulled.rejections.map((r) => [r.code, r.params])).toEqual([['ocr-limit', { limit: 5 }], ['ocr-limit', { limit: 5 }]]);
  });

  it('counts imports whose logs and reptile were deleted since: the count is for life', async () => {
    const k = await keeperWithReptile(s.app);
    const imports = Array.from({ length: 5 }, () => importArgs(k, [{ kind: 'eventLog', args: eventArgs(k.reptileId) }]));
    expect(await push(k, ...imports)).toEqual(Array(5).fill('applied'));
    const res = await k.api.push([mutation(k.next(), 'reptile.delete.v1', { id: k.reptileId })]);
    expect(res.results.map((r) => r.status)).toEqual(['applied']);
    const fresh = randomUUID();
    await k.api.push([mutation(k.next(), 'reptile.create.v1', { id: fresh, name: 'Olive', species: 'Python regius', sex: 'female' })]);
    expect(await push(k, { ...importArgs(k, [{ kind: 'eventLog', args: eventArgs(fresh) }]), reptileId: fresh })).toEqual(['ocr-limit']);
  });

  it('HerpPlus allows 20 and HerpPro 50; an upgrade lets a refused import through on retry', async () => {
    const k = await keeperWithReptile(s.app);
    const one = () => importArgs(k, [{ kind: 'eventLog', args: eventArgs(k.reptileId) }]);
    expect(await push(k, ...Array.from({ length: 5 }, one))).toEqual(Array(5).fill('applied'));
    expect(await push(k, one())).toEqual(['ocr-limit']);
    await setPlan(s.app.store, k.user.id, 'HerpPlus', null, Date.now());
    expect(await push(k, ...Array.from({ length: 16 }, one))).toEqual([...Array(15).fill('applied'), 'ocr-limit']);
    await setPlan(s.app.store, k.user.id, 'HerpPro', null, Date.now());
    expect(await push(k, ...Array.from({ length: 31 }, one))).toEqual([...Array(30).fill('applied'), 'ocr-limit']);
    expect(await count('SELECT count(*) AS n FROM ocr_imports WHERE user_id = ?', k.user.id)).toBe(50);
  });
});

describe('two keepers', () => {
  it('one cannot import into the other\'s reptile, and neither sees the other\'s imports', async () => {
    const a = await keeperWithReptile(s.app);
    const b = await keeperWithReptile(s.app);
    const intoB = { ...importArgs(a, [{ kind: 'eventLog', args: eventArgs(b.reptileId) }]), reptileId: b.reptileId };
    expect(await push(a, intoB)).toEqual(['not-found']);
    expect(await push(b, importArgs(b))).toEqual(['applied']);
    expect((await pullAll(a.api)).changes.ocrImports).toEqual([]);
    expect((await pullAll(b.api)).changes.ocrImports).toHaveLength(1);
    expect(await logsOf(a.user.id)).toEqual({ feedings: 0, sheds: 0, growth: 0, events: 0 });
  });
});
