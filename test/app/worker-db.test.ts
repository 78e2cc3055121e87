/**
 * The service worker opens the user's database without declaring its schema (app/lib/db/local-db.ts),
 * so it does not bundle the registry's zod schemas. It must see what the page wrote exactly as the
 * page does: the outbox it pushes, the meta it reads, the tables the due-task notifier reads. It
 * never creates a database, and never upgrades one the page has not upgraded yet.
 */
import { Dexie } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { UserDb, dbName } from '../../app/lib/db/database';
import { openExistingUserDb } from '../../app/lib/db/local-db';
import { DB_STORES, DB_VERSION } from '../../app/lib/db/stores';
import { mutateIn } from '../../app/lib/sync/mutate';
import { pushOutbox } from '../../app/lib/sync/push';
import { announceDue } from '../../app/lib/due-notices/announce-due';
import { forgetUser } from '../../app/lib/due-notices/notices-store';
import type { SyncTransport } from '../../app/lib/sync/transport';
import { backgroundPush, rememberSyncAuth } from '../../app/sw/background-push';
import { SYNC_AUTH_MESSAGE } from '../../app/lib/sync/background-protocol';
import type { PushRequest } from '../../shared/sync/protocol';
import { todayIn } from '../../shared/rules/calendar-date';

const open: Dexie[] = [];
afterEach(async () => {
  const dbs = open.splice(0);
  for (const db of dbs) db.close();
  for (const name of new Set(dbs.map((db) => db.name))) await Dexie.delete(name);
});

function pageDb(userId = uuidv7()): UserDb {
  const db = new UserDb(userId);
  open.push(db);
  return db;
}

async function workerDb(userId: string) {
  const db = await openExistingUserDb(userId);
  if (db) open.push(db);
  return db;
}

describe('the worker’s way of opening the database', () => {
  it('sees the outbox and meta the page wrote, and pushes them as the page would', async () => {
    const page = pageDb();
    const reptile = { id: uuidv7(), name: 'Spike', species: 'Pogona vitticeps' };
    await mutateIn(page, 'reptile.create.v1', reptile);
    await mutateIn(page, 'reptile.update.v1', { id: reptile.id, patch: { notes: 'shed well' } });

    const worker = await workerDb(page.userId);
    expect(worker).not.toBeNull();
    if (!worker) return;
    expect(worker.verno).toBe(DB_VERSION);
    expect(worker.tables.map((t) => t.name).sort()).toEqual(Object.keys(DB_STORES).sort());
    expect(await worker.outbox.toArray()).toEqual(await page.outbox.toArray());
    expect((await worker.outbox.toArray()).map((e) => e.mutationId)).toEqual([1, 2]);
    for (const key of ['client', 'ids', 'cookie', 'status'] as const) expect(await worker.getMeta(key)).toEqual(await page.getMeta(key));
    expect(await worker.reptiles.get(reptile.id)).toMatchObject({ name: 'Spike', notes: 'shed well' });
    expect(await worker.synced('reptiles').count()).toBe(1);

    const pushed: PushRequest[] = [];
    const transport: SyncTransport = {
      push: (req) => {
        pushed.push(req);
        return Promise.resolve({ lastMutationId: 2, results: req.mutations.map((m) => ({ id: m.id, status: 'applied' as const })) });
      },
      pull: () => Promise.reject(new Error('the worker never pulls')),
    };
    expect(await pushOutbox(worker, transport)).toEqual({ sent: 2 });
    expect(pushed).toEqual([{
      clientId: (await page.getMeta('client')).clientId,
      schemaVersion: expect.any(Number),
      mutations: (await page.outbox.toArray()).map((e) => ({ id: e.mutationId, name: e.name, args: e.args, createdAt: e.createdAt })),
    }]);
  });

  it('reads the reminders and reptiles the due-task notifier needs', async () => {
    const page = pageDb();
    const now = Date.UTC(2026, 2, 10, 12);
    const reptile = { id: uuidv7(), name: 'Nagini', species: 'Python regius' };
    await mutateIn(page, 'reptile.create.v1', reptile);
    await mutateIn(page, 'reminder.create.v1', { id: uuidv7(), taskType: 'feeding', reptileId: reptile.id, frequency: { kind: 'once' }, dueDate: todayIn(now) });

    const worker = await workerDb(page.userId);
    if (!worker) throw new Error('the page made this database');
    const shown: string[] = [];
    const badges: number[] = [];
    const result = await announceDue(worker, {
      now, language: 'en', canNotify: true,
      show: async (n) => void shown.push(n.title),
      setBadge: async (n) => void badges.push(n),
    });
    expect(result).toEqual({ badge: 1, shown: 1 });
    expect(badges).toEqual([1]);
    expect(shown).toEqual(['Feeding: Nagini']);
    await forgetUser(page.userId);
  });

  it('creates no database for a user the page has none for', async () => {
    const userId = uuidv7();
    expect(await workerDb(userId)).toBeNull();
    expect(await Dexie.exists(dbName(userId))).toBe(false);
  });

  it('leaves a database the page has not upgraded at its version, for the page to upgrade', async () => {
    const userId = uuidv7();
    const shipped = new Dexie(dbName(userId));
    shipped.version(2).stores({ reptiles: 'id', growthLogs: 'id, [reptileId+date]', shadow: 'key', outbox: 'mutationId', meta: 'key', rejections: 'mutationId', photos: 'reptileId, state' });
    await shipped.open();
    await shipped.table('outbox').put({ mutationId: 1, name: 'reptile.create.v1', args: { id: uuidv7(), name: 'Old', species: 'Python regius' }, createdAt: 1 });
    shipped.close();

    const worker = await workerDb(userId);
    if (!worker) throw new Error('the page made this database');
    expect(worker.verno).toBe(2);
    expect(await worker.outbox.count()).toBe(1);
    expect(worker.tables.map((t) => t.name)).not.toContain('reminders');
    worker.close();

    const page = pageDb(userId);
    await page.open();
    expect(page.verno).toBe(DB_VERSION);
    expect(await page.outbox.count()).toBe(1);
    expect(await page.reminders.count()).toBe(0);
  });
});

describe('the worker’s background push', () => {
  /** A token whose `exp` is an hour away (the worker only reads it; the server is not asked here). */
  const token = () => `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.y`;

  it('sends nothing while the server asked this device to wait, and pushes once the wait is over', async () => {
    const page = pageDb();
    await mutateIn(page, 'reptile.create.v1', { id: uuidv7(), name: 'Spike', species: 'Pogona vitticeps' });
    const now = Date.now();
    await page.meta.put({ key: 'status', lastSyncedAt: null, lastAttemptAt: now, error: 'rate-limited', retryAt: now + 30_000 });
    expect(rememberSyncAuth({ type: SYNC_AUTH_MESSAGE, userId: page.userId, token: token() })).toBe(true);
    const calls: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL) => {
      calls.push(String(input));
      return Promise.resolve(new Response(JSON.stringify({ lastMutationId: 1, results: [{ id: 1, status: 'applied' }] }), { status: 200, headers: { 'content-type': 'application/json' } }));
    }) as typeof fetch;
    try {
      await backgroundPush(now);
      expect(calls).toEqual([]);
      await backgroundPush(now + 31_000);
      expect(calls).toEqual([expect.stringContaining('/api/sync/push')]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
