/**
 * Devices already hold databases made by the app as shipped: versions 1 to 4 declared one by one,
 * and a cookie that does not name its tables. The app now declares only its latest version, built
 * from the synced-table registry. Such a database must open with every row, its outbox and its
 * cookie as they were, and its next pull must go on from that cookie: no table is downloaded again.
 */
import { Dexie } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserDb, dbName, type CookieMeta, type LocalReminder, type LocalReptile } from '../../app/lib/db/database';
import { DB_VERSION } from '../../app/lib/db/stores';
import { missingTables } from '../../app/lib/sync/cookie';
import { pullAll } from '../../app/lib/sync/pull';
import type { SyncTransport } from '../../app/lib/sync/transport';
import { SYNCED_TABLES } from '../../shared/sync/tables';
import { SCHEMA_VERSION } from '../../shared/sync/constants';
import type { PullRequest, PullResponse } from '../../shared/sync/protocol';

/** The database as the app declared it up to DB_VERSION 4, version by version (history: never edit). */
class ShippedDb extends Dexie {
  constructor(userId: string, upTo: 2 | 4) {
    super(dbName(userId));
    this.version(1).stores({ reptiles: 'id', shadow: 'key', outbox: 'mutationId', meta: 'key', rejections: 'mutationId', photos: 'reptileId, state' });
    this.version(2).stores({ growthLogs: 'id, [reptileId+date]' });
    if (upTo === 4) {
      const log = 'id, [reptileId+date], date';
      this.version(3).stores({ feedingLogs: log, sheddingLogs: log, healthLogs: log, breedingLogs: log, eventLogs: log });
      this.version(4).stores({ feeders: 'id', reminders: 'id, dueDate, reptileId' });
    }
  }
}

/** The cookie meta as those builds wrote it: no `tables`. */
const SHIPPED_COOKIE = { key: 'cookie', cookie: 42, ackedMutationId: 5, schemaVersion: 2 } as const;

const open: Dexie[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
  vi.restoreAllMocks();
});

function fixtures(userId: string) {
  const reptile: LocalReptile = { id: uuidv7(), userId, name: 'Nagini', species: 'Python regius', hatchDate: null, sex: 'female', weightGrams: 1200, lengthCm: null, notes: null, photoUrl: null, collectionId: null, feedingIntervalDays: null, feedingPaused: false, feedingPausedUntil: null, sireId: null, sireName: null, damId: null, damName: null, clutchId: null, morphs: null, transferredAt: null, version: 3, updatedAt: 1, deleted: false };
  const growth = { id: uuidv7(), userId, reptileId: reptile.id, date: '2026-11-01', weightGrams: 1250, lengthCm: null, notes: null, version: 4, updatedAt: 1, deleted: false };
  const feeding = { id: uuidv7(), userId, reptileId: reptile.id, date: '2026-11-02', outcome: 'ate' as const, notes: null, source: { kind: 'manual' as const, items: [{ foodItem: 'Rat', count: 1, sizePerItemGrams: 40 }] }, version: 5, updatedAt: 1, deleted: false };
  const reminder: LocalReminder = { id: uuidv7(), userId, taskType: 'cleaning', description: null, reptileId: null, frequency: { kind: 'weeks', every: 2 }, dueDate: '2026-12-01', anchorDay: 1, completed: false, completedAt: null, nextId: null, version: 6, updatedAt: 1, deleted: false };
  const pending = { mutationId: 6, name: 'reptile.update.v1', args: { id: reptile.id, patch: { notes: 'shed well' } }, createdAt: 2 };
  return { reptile, growth, feeding, reminder, pending };
}

/** A transport that answers "nothing new" and records what it was asked. */
function quietServer(requests: PullRequest[]): SyncTransport {
  return {
    push: () => Promise.reject(new Error('no push expected')),
    pull: (req) => {
      requests.push(req);
      const changes = Object.fromEntries(SYNCED_TABLES.map((t) => [t, []])) as unknown as PullResponse['changes'];
      return Promise.resolve({ cookie: req.cookie, reset: false, hasMore: false, lastMutationId: 5, rejections: [], changes });
    },
  };
}

describe('a database made by the app as shipped (versions 1 to 4)', () => {
  it('opens under the registry-built schema with its rows, outbox and cookie as they were', async () => {
    const userId = uuidv7();
    const f = fixtures(userId);
    const shipped = new ShippedDb(userId, 4);
    await shipped.open();
    await shipped.table('meta').bulkPut([{ key: 'client', clientId: uuidv7(), createdAt: 1 }, { key: 'ids', nextMutationId: 7 }, SHIPPED_COOKIE]);
    await shipped.table('reptiles').put(f.reptile);
    await shipped.table('growthLogs').put(f.growth);
    await shipped.table('feedingLogs').put(f.feeding);
    await shipped.table('reminders').put(f.reminder);
    await shipped.table('outbox').put(f.pending);
    shipped.close();

    const warn = vi.spyOn(console, 'warn');
    const db = new UserDb(userId);
    open.push(db);
    await db.open();
    // Dexie warns when it has to patch a schema declared without a version bump: it must not.
    expect(warn).not.toHaveBeenCalled();
    expect(db.verno).toBe(DB_VERSION);
    expect(db.backendDB().version).toBe(DB_VERSION * 10);
    expect(db.tables.map((t) => t.name).sort()).toEqual([...SYNCED_TABLES, 'shadow', 'outbox', 'meta', 'rejections', 'photos', 'reptileFacts'].sort());
    // The upgrade builds the dashboard's per-animal facts from the logs already there.
    expect(await db.reptileFacts.toArray()).toEqual([{
      reptileId: f.reptile.id, latestFeeding: f.feeding, lastAte: f.feeding, lastWeight: { grams: 1250, date: '2026-11-01' },
      sinceLastMeal: [{ date: '2026-11-02', outcome: 'ate' }],
    }]);
    expect(await db.reptiles.toArray()).toEqual([f.reptile]);
    expect(await db.growthLogs.where('[reptileId+date]').equals([f.reptile.id, '2026-11-01']).toArray()).toEqual([f.growth]);
    expect(await db.feedingLogs.where('date').equals('2026-11-02').toArray()).toEqual([f.feeding]);
    expect(await db.reminders.where('dueDate').equals('2026-12-01').toArray()).toEqual([f.reminder]);
    expect(await db.outbox.toArray()).toEqual([f.pending]);
    expect(await db.getMeta('ids')).toEqual({ key: 'ids', nextMutationId: 7 });
    const cookie = await db.getMeta('cookie');
    expect(cookie).toEqual(SHIPPED_COOKIE);
    // Its schema (2) is older than this build's (3: reptiles gained collectionId, which those builds
    // dropped from the rows they pulled), so the device pulls its copy again from the start, every
    // table at once (the new ones too): the server's copy replaces the rows (this server has none),
    // and the pending work stays.
    expect(missingTables(cookie)).toEqual([]);

    const requests: PullRequest[] = [];
    await pullAll(db, quietServer(requests));
    expect(requests).toEqual([expect.objectContaining({ cookie: 0, sinceMutationId: 5 })]);
    expect(requests[0]).not.toHaveProperty('tables');
    expect(await db.getMeta('cookie')).toEqual<CookieMeta>({ ...SHIPPED_COOKIE, cookie: 0, schemaVersion: SCHEMA_VERSION, tables: SYNCED_TABLES });
    expect(await db.reptiles.toArray()).toEqual([]);
    expect(await db.reptileFacts.toArray()).toEqual([]);
    expect(await db.outbox.toArray()).toEqual([f.pending]);
  });

  it('an older one (version 2) gains the tables added since, keeping its rows', async () => {
    const userId = uuidv7();
    const f = fixtures(userId);
    const shipped = new ShippedDb(userId, 2);
    await shipped.open();
    await shipped.table('meta').bulkPut([{ key: 'client', clientId: uuidv7(), createdAt: 1 }, { key: 'ids', nextMutationId: 7 }, { ...SHIPPED_COOKIE, schemaVersion: 1 }]);
    await shipped.table('reptiles').put(f.reptile);
    await shipped.table('growthLogs').put(f.growth);
    shipped.close();

    const warn = vi.spyOn(console, 'warn');
    const db = new UserDb(userId);
    open.push(db);
    await db.open();
    expect(warn).not.toHaveBeenCalled();
    expect(db.verno).toBe(DB_VERSION);
    expect(await db.reptiles.toArray()).toEqual([f.reptile]);
    expect(await db.growthLogs.toArray()).toEqual([f.growth]);
    await db.reminders.put(f.reminder);
    expect(await db.reminders.where('dueDate').equals('2026-12-01').count()).toBe(1);
    // Its schema version is older than the app's: it pulls everything again from cookie 0, as before.
    const requests: PullRequest[] = [];
    await pullAll(db, quietServer(requests));
    expect(requests.map((r) => [r.cookie, r.tables])).toEqual([[0, undefined]]);
  });

  it('a new database starts with a cookie that names every table', async () => {
    const db = new UserDb(uuidv7());
    open.push(db);
    expect(await db.getMeta('cookie')).toMatchObject({ cookie: 0, tables: SYNCED_TABLES });
  });
});
