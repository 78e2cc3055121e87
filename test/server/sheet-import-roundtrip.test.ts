/**
 * A round trip of HerpTrack's own CSV export into a new account (issue 30), on SQLite and
 * PostgreSQL: a keeper's animals and their feedings, weighings, sheds, health entries and events,
 * exported as the export screen writes them (shared/rules/export.ts, one CSV per kind), are read
 * by the spreadsheet import file by file (animals first; the JSON export reads as the same files),
 * pushed as the import screen pushes them,
 * and the new account ends with the same records: every field the keeper entered, by animal name.
 * Breeding logs and reminders are not imported (the decision record says why).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsv } from '../../shared/rules/csv';
import { feederRefs, reptileNames, selectExport, toCsvTables, toJsonExport, type LocalTables } from '../../shared/rules/export';
import { IMPORTED_TABLES, sheetsOfJsonExport } from '../../shared/sheet-import/json-export';
import { guessColumns } from '../../shared/sheet-import/columns';
import { planSheet, sheetImportArgs } from '../../shared/sheet-import/plan';
import { readSheet } from '../../shared/sheet-import/rows';
import { SYNCED_TABLES } from '../../shared/sync/tables';
import { readCsvTable } from '../../shared/tabular/table';
import type { PullResponse } from '../../shared/sync/protocol';
import { pullAll } from '../helpers/coins';
import { buildTestServer, type TestServer } from '../helpers/server';
import { mutation, syncClient } from '../helpers/sync';
import { createTestUser } from '../helpers/users';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const MORPHS = [{ gene: 'ball-python:pastel', state: 'super' }, { gene: 'ball-python:clown', state: 'possible-het', probability: 0.66 }];

/** Two animals with a season of records, as keeper A logged them. */
function records(a: string, b: string): [string, unknown][] {
  return [
    ['reptile.create.v1', { id: a, name: 'Nagini', species: 'Python regius', sex: 'female', hatchDate: '2021-05-14', morphs: MORPHS, weightGrams: 1450, notes: 'Calm, "eats well", loves her hide' }],
    ['reptile.create.v1', { id: b, name: 'Кая', species: 'Eublepharis macularius', sex: 'male', hatchDate: null, lengthCm: 21.5 }],
    ['feedingLog.create.v1', { id: randomUUID(), reptileId: a, date: '2026-03-01', outcome: 'ate', source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 2, sizePerItemGrams: 12.5 }] }, notes: 'first meal of the season' }],
    ['feedingLog.create.v1', { id: randomUUID(), reptileId: a, date: '2026-03-08', outcome: 'refused', source: { kind: 'manual', items: [{ foodItem: 'Rat pup', count: 1, sizePerItemGrams: 30 }] } }],
    ['feedingLog.create.v1', { id: randomUUID(), reptileId: b, date: '2026-03-02', outcome: 'ate', source: { kind: 'manual', items: [{ foodItem: 'щурец', count: 5, sizePerItemGrams: 0.4 }] } }],
    ['growthLog.create.v1', { id: randomUUID(), reptileId: a, date: '2026-03-05', weightGrams: 1460.5, lengthCm: 132 }],
    ['growthLog.create.v1', { id: randomUUID(), reptileId: b, date: '2026-03-05', weightGrams: 62 }],
    ['sheddingLog.create.v1', { id: randomUUID(), reptileId: a, date: '2026-03-10', complete: false, observations: 'stuck tail tip' }],
    ['sheddingLog.create.v1', { id: randomUUID(), reptileId: b, date: '2026-03-11', complete: true }],
    ['healthLog.create.v1', { id: randomUUID(), reptileId: a, date: '2026-03-12', issue: 'Mites', severity: 'moderate', treatment: 'Predatory mites', status: 'resolved', resolvedDate: '2026-03-30', notes: 'whole rack treated' }],
    ['eventLog.create.v1', { id: randomUUID(), reptileId: b, date: '2026-03-13', eventType: 'cleaning', description: 'deep clean, new substrate' }],
  ];
}

type Changes = PullResponse['changes'];

/** What the keeper entered, by animal name, without ids or sync fields. */
function entered(changes: Changes) {
  const names = new Map((changes.reptiles ?? []).map((r) => [r.id, r.name]));
  const strip = (row: Record<string, unknown>) => {
    const { id: _id, userId: _u, version: _v, updatedAt: _t, deleted: _d, reptileId, authorId: _a, photoUrl: _p, ...rest } = row;
    return { animal: names.get(String(reptileId)) ?? null, ...rest };
  };
  const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();
  return {
    reptiles: sorted((changes.reptiles ?? []).map((r) => {
      const { id: _id, userId: _u, version: _v, updatedAt: _t, ...rest } = r as unknown as Record<string, unknown>;
      return rest;
    })),
    feedingLogs: sorted((changes.feedingLogs ?? []).map((r) => strip(r as unknown as Record<string, unknown>))),
    growthLogs: sorted((changes.growthLogs ?? []).map((r) => strip(r as unknown as Record<string, unknown>))),
    sheddingLogs: sorted((changes.sheddingLogs ?? []).map((r) => strip(r as unknown as Record<string, unknown>))),
    healthLogs: sorted((changes.healthLogs ?? []).map((r) => strip(r as unknown as Record<string, unknown>))),
    eventLogs: sorted((changes.eventLogs ?? []).map((r) => strip(r as unknown as Record<string, unknown>))),
  };
}

describe('HerpTrack\'s own CSV export, imported into a new account', () => {
  it('restores the same animals and logs', async () => {
    const userA = await createTestUser(s.app);
    const a = syncClient(s.app, userA);
    const [nagini, kaya] = [randomUUID(), randomUUID()];
    const pushed = await a.api.push(records(nagini, kaya).map(([name, args]) => mutation(a.next(), name, args)));
    expect(pushed.results.every((r) => r.status === 'applied')).toBe(true);
    const exported = (await pullAll(a.api)).changes;

    // The export screen's files.
    const local = Object.fromEntries(SYNCED_TABLES.map((t) => [t, (exported as Record<string, unknown[]>)[t] ?? []])) as unknown as LocalTables;
    const files = toCsvTables(selectExport(local, { kind: 'all' }), reptileNames(local.reptiles), feederRefs(local.feeders))
      .filter((table) => IMPORTED_TABLES.includes(table.table))
      .map((table) => ({ table: table.table, text: toCsv(table.rows, table.columns) }));
    expect(files.map((f) => f.table)).toEqual(IMPORTED_TABLES);
    // The JSON export reads as the same sheets.
    const json = sheetsOfJsonExport(JSON.parse(JSON.stringify(toJsonExport(selectExport(local, { kind: 'all' }), new Date()))));
    expect(json?.map((s) => s.table)).toEqual(files.map((f) => readCsvTable(f.text)));

    // Into keeper B, file by file, as the import screen does.
    const userB = await createTestUser(s.app);
    const b = syncClient(s.app, userB);
    for (const file of files) {
      const table = readCsvTable(file.text);
      const columns = guessColumns(table.headers);
      const read = readSheet(table, columns, { today: '2026-11-29' });
      expect(read.rows.flatMap((r) => r.problems), file.table).toEqual([]);
      const mine = (await pullAll(b.api)).changes;
      const animals = (mine.reptiles ?? []).map((r) => ({ id: String(r.id), name: String(r.name) }));
      const existing = new Set<string>();
      const plan = planSheet(read, { animals, existing, skipped: new Set() });
      expect(plan.counts.ready, file.table).toBe(read.rows.length);
      const args = sheetImportArgs(randomUUID(), { fileName: `${file.table}.csv`, table, columns, dateOrder: read.dateOrder }, plan, randomUUID);
      const result = await b.api.push([mutation(b.next(), 'sheetImport.create.v1', args)]);
      expect(result.results[0], file.table).toMatchObject({ status: 'applied' });
    }
    const restored = (await pullAll(b.api)).changes;
    expect(entered(restored as Changes)).toEqual(entered(exported as Changes));
  });
});
