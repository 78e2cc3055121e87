/**
 * The synced-table registry (shared/sync/tables.ts) is the one definition of each table: every
 * synced table has a complete entry, the server's SQL names are pinned (migrations name them too),
 * and the device's database follows from it, pinned to DB_VERSION (app/lib/db/stores.ts).
 */
import { describe, expect, it } from 'vitest';
import { LOG_KINDS, LOG_TABLES } from '../../shared/mutators/logs';
import { PullRequest, PullResponse, SyncedRows } from '../../shared/sync/protocol';
import { SYNCED_TABLE_DEFS, SYNCED_TABLES, SyncedRow } from '../../shared/sync/tables';
import { DB_STORES, DB_VERSION, LOCAL_STORES } from '../../app/lib/db/stores';

const SYNC_INTERNALS = ['userId', 'version', 'updatedAt', 'deleted'];

describe('the synced-table registry', () => {
  it.each(SYNCED_TABLES)('%s has a whole entry: wire row, SQL table, Dexie table, export', (table) => {
    const def = SYNCED_TABLE_DEFS[table];
    const fields = Object.keys(def.row.shape);
    expect(fields).toEqual(expect.arrayContaining(Object.keys(SyncedRow.shape)));
    expect(def.sqlTable).toMatch(/^[a-z][a-z_]*$/);
    expect(def.indexes.split(',')[0]).toBe('id');
    expect(def.since).toBeGreaterThanOrEqual(1);
    expect(def.since).toBeLessThanOrEqual(DB_VERSION);
    expect(def.export.columns[0]).toBe('id');
    expect(fields).toEqual(expect.arrayContaining([...def.export.columns]));
    expect(def.export.columns.filter((c) => SYNC_INTERNALS.includes(c))).toEqual([]);
  });

  it('names the server\'s tables (the migrations create them under these names)', () => {
    expect(Object.fromEntries(SYNCED_TABLES.map((t) => [t, SYNCED_TABLE_DEFS[t].sqlTable]))).toEqual({
      reptiles: 'reptiles', growthLogs: 'growth_logs', feedingLogs: 'feeding_logs', sheddingLogs: 'shedding_logs', healthLogs: 'health_logs',
      breedingLogs: 'breeding_logs', eventLogs: 'event_logs', feeders: 'feeders', reminders: 'reminders',
      collections: 'collections', achievements: 'user_achievements', coinEntries: 'coin_ledger', wallets: 'wallets',
      ocrImports: 'ocr_imports', insights: 'insights', transfers: 'transfers',
      racks: 'racks', enclosures: 'enclosures', placements: 'placements', readings: 'readings', equipment: 'equipment', upkeep: 'upkeep_events',
      careModes: 'care_modes', medCourses: 'medication_courses',
      waitlist: 'waitlist_entries', sales: 'sales', salePayments: 'sale_payments',
    });
    for (const table of LOG_TABLES) expect(SYNCED_TABLE_DEFS[table].sqlTable).toBe(LOG_KINDS[table].sqlTable);
  });

  it('is what the protocol lists: row schemas, the changes of a pull, the tables a pull may name', () => {
    expect(Object.keys(SyncedRows)).toEqual(SYNCED_TABLES);
    for (const t of SYNCED_TABLES) expect(SyncedRows[t]).toBe(SYNCED_TABLE_DEFS[t].row);
    expect(Object.keys(PullResponse.shape.changes.shape)).toEqual(SYNCED_TABLES);
    const pull = { clientId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', schemaVersion: 2, cookie: 0, sinceMutationId: 0 };
    expect(PullRequest.safeParse({ ...pull, tables: ['reminders', 'feeders'] }).success).toBe(true);
    expect(PullRequest.safeParse(pull).success).toBe(true);
    expect(PullRequest.safeParse({ ...pull, tables: [] }).success).toBe(false);
    expect(PullRequest.safeParse({ ...pull, tables: ['sync_clients'] }).success).toBe(false);
  });
});

/**
 * The device's database, one pinned schema per DB_VERSION. Adding a synced table or changing an
 * index changes DB_STORES: bump DB_VERSION, give a new table `since: DB_VERSION`, and add the new
 * version's line here (earlier lines are history and never change).
 */
const LOCAL = 'shadow: key; outbox: mutationId; meta: key; rejections: mutationId; photos: reptileId, state; reptileFacts: reptileId';
const LOGS = 'id, [reptileId+date], date';
const HISTORY: Record<number, Record<string, string>> = {
  1: { reptiles: 'id' },
  2: { reptiles: 'id', growthLogs: 'id, [reptileId+date]' },
  3: { reptiles: 'id', growthLogs: 'id, [reptileId+date]', feedingLogs: LOGS, sheddingLogs: LOGS, healthLogs: LOGS, breedingLogs: LOGS, eventLogs: LOGS },
  4: { reptiles: 'id', growthLogs: 'id, [reptileId+date]', feedingLogs: LOGS, sheddingLogs: LOGS, healthLogs: LOGS, breedingLogs: LOGS, eventLogs: LOGS, feeders: 'id', reminders: 'id, dueDate, reptileId' },
  5: {
    reptiles: 'id', growthLogs: 'id, [reptileId+date]', feedingLogs: LOGS, sheddingLogs: LOGS, healthLogs: LOGS, breedingLogs: LOGS, eventLogs: LOGS, feeders: 'id', reminders: 'id, dueDate, reptileId',
    collections: 'id', achievements: 'id, achievementId', coinEntries: 'id, at', wallets: 'id',
  },
  6: {
    reptiles: 'id', growthLogs: 'id, [reptileId+date]', feedingLogs: LOGS, sheddingLogs: LOGS, healthLogs: LOGS, breedingLogs: LOGS, eventLogs: LOGS, feeders: 'id', reminders: 'id, dueDate, reptileId',
    collections: 'id', achievements: 'id, achievementId', coinEntries: 'id, at', wallets: 'id',
    ocrImports: 'id, reptileId', insights: 'id, [reptileId+generatedAt], generatedAt',
  },
  7: {
    reptiles: 'id', growthLogs: 'id, [reptileId+date]', feedingLogs: LOGS, sheddingLogs: LOGS, healthLogs: LOGS, breedingLogs: LOGS, eventLogs: LOGS, feeders: 'id', reminders: 'id, dueDate, reptileId',
    collections: 'id', achievements: 'id, achievementId', coinEntries: 'id, at', wallets: 'id',
    ocrImports: 'id, reptileId', insights: 'id, [reptileId+generatedAt], generatedAt', transfers: 'id, reptileId',
  },
  // Version 8 (issue 26) added the device-derived reptileFacts, a local store: the synced ones stay as in 7.
  8: {
    reptiles: 'id', growthLogs: 'id, [reptileId+date]', feedingLogs: LOGS, sheddingLogs: LOGS, healthLogs: LOGS, breedingLogs: LOGS, eventLogs: LOGS, feeders: 'id', reminders: 'id, dueDate, reptileId',
    collections: 'id', achievements: 'id, achievementId', coinEntries: 'id, at', wallets: 'id',
    ocrImports: 'id, reptileId', insights: 'id, [reptileId+generatedAt], generatedAt', transfers: 'id, reptileId',
  },
  // Version 9 (issue 26): growth logs gained the `date` index the other logs have.
  9: {
    reptiles: 'id', growthLogs: LOGS, feedingLogs: LOGS, sheddingLogs: LOGS, healthLogs: LOGS, breedingLogs: LOGS, eventLogs: LOGS, feeders: 'id', reminders: 'id, dueDate, reptileId',
    collections: 'id', achievements: 'id, achievementId', coinEntries: 'id, at', wallets: 'id',
    ocrImports: 'id, reptileId', insights: 'id, [reptileId+generatedAt], generatedAt', transfers: 'id, reptileId',
  },
  // Version 10 (issue 28): where animals live, and their enclosures' climate, equipment and upkeep.
  10: {
    reptiles: 'id', growthLogs: LOGS, feedingLogs: LOGS, sheddingLogs: LOGS, healthLogs: LOGS, breedingLogs: LOGS, eventLogs: LOGS, feeders: 'id', reminders: 'id, dueDate, reptileId',
    collections: 'id', achievements: 'id, achievementId', coinEntries: 'id, at', wallets: 'id',
    ocrImports: 'id, reptileId', insights: 'id, [reptileId+generatedAt], generatedAt', transfers: 'id, reptileId',
    racks: 'id', enclosures: 'id, rackId', placements: 'id, reptileId, enclosureId',
    readings: 'id, [enclosureId+at]', equipment: 'id, enclosureId', upkeep: 'id, [enclosureId+date], date',
  },
  // Version 11 (issue 29): animals' care modes and medication courses.
  11: {
    reptiles: 'id', growthLogs: LOGS, feedingLogs: LOGS, sheddingLogs: LOGS, healthLogs: LOGS, breedingLogs: LOGS, eventLogs: LOGS, feeders: 'id', reminders: 'id, dueDate, reptileId',
    collections: 'id', achievements: 'id, achievementId', coinEntries: 'id, at', wallets: 'id',
    ocrImports: 'id, reptileId', insights: 'id, [reptileId+generatedAt], generatedAt', transfers: 'id, reptileId',
    racks: 'id', enclosures: 'id, rackId', placements: 'id, reptileId, enclosureId',
    readings: 'id, [enclosureId+at]', equipment: 'id, enclosureId', upkeep: 'id, [enclosureId+date], date',
    careModes: 'id, reptileId', medCourses: 'id, reptileId, groupId',
  },
  // Version 12 (issue 30): a breeder's waitlist, sales and their payments.
  12: {
    reptiles: 'id', growthLogs: LOGS, feedingLogs: LOGS, sheddingLogs: LOGS, healthLogs: LOGS, breedingLogs: LOGS, eventLogs: LOGS, feeders: 'id', reminders: 'id, dueDate, reptileId',
    collections: 'id', achievements: 'id, achievementId', coinEntries: 'id, at', wallets: 'id',
    ocrImports: 'id, reptileId', insights: 'id, [reptileId+generatedAt], generatedAt', transfers: 'id, reptileId',
    racks: 'id', enclosures: 'id, rackId', placements: 'id, reptileId, enclosureId',
    readings: 'id, [enclosureId+at]', equipment: 'id, enclosureId', upkeep: 'id, [enclosureId+date], date',
    careModes: 'id, reptileId', medCourses: 'id, reptileId, groupId',
    waitlist: 'id', sales: 'id, reptileId', salePayments: 'id, saleId',
  },
};

describe('the device database version', () => {
  it('is bumped with every change of the tables or their indexes', () => {
    const synced = Object.fromEntries(Object.entries(DB_STORES).filter(([t]) => !(t in LOCAL_STORES)));
    expect({ version: DB_VERSION, synced }).toEqual({ version: Math.max(...Object.keys(HISTORY).map(Number)), synced: HISTORY[DB_VERSION] });
    expect(Object.entries(LOCAL_STORES).map(([t, s]) => `${t}: ${s}`).join('; ')).toBe(LOCAL);
  });

  it.each(SYNCED_TABLES)('%s arrived in the version its entry names (since)', (table) => {
    const since = SYNCED_TABLE_DEFS[table].since;
    expect(HISTORY[since]).toHaveProperty(table);
    expect(HISTORY[since - 1] ?? {}).not.toHaveProperty(table);
  });
});
