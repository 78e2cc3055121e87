/**
 * A device that synced before a table existed (its cookie does not cover that table) fetches that
 * table alone from its start, page by page, then goes on from its own cookie: the real client on
 * fake-indexeddb against the real server. Nothing else is downloaded again, pending work survives,
 * and the device ends with what a fresh device pulls from the server.
 */
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';
import { device } from '../helpers/sync-client';
import type { UserDb } from '../../app/lib/db/database';
import { SYNCED_TABLE_DEFS, SYNCED_TABLES, type SyncedTable } from '../../shared/sync/tables';
import type { PullRequest, PullResponse } from '../../shared/sync/protocol';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

type Device = ReturnType<typeof device>;
const allBut = (table: SyncedTable) => SYNCED_TABLES.filter((t) => t !== table);
const reminder = (over: Record<string, unknown> = {}) => ({ id: uuidv7(), taskType: 'cleaning', frequency: { kind: 'once' }, dueDate: '2026-12-01', ...over }) as const;

/** Every synced table of a device, rows sorted by id. */
async function snapshot(db: UserDb) {
  const out: Record<string, unknown[]> = {};
  for (const t of SYNCED_TABLES) out[t] = await db.synced(t).orderBy('id').toArray();
  return out;
}

/** What the server holds for the user, as a device that starts from nothing pulls it. */
async function serverCopy(user: TestUser) {
  const fresh = device(s.app, user);
  expect(await fresh.client.sync()).toBeNull();
  return snapshot(fresh.db);
}

/** Records the pull requests a device sends (and lets a test shape the answers). */
function recordPulls(d: Device, shape: (req: PullRequest, res: PullResponse) => PullResponse = (_req, res) => res): PullRequest[] {
  const sent: PullRequest[] = [];
  const { pull } = d.transport;
  d.transport.pull = async (req) => {
    sent.push(req);
    return shape(req, await pull(req));
  };
  return sent;
}

/**
 * A keeper whose phone has written reptiles, logs and reminders, and a laptop as a build without
 * reminders left it: it pulled everything else, dropped the reminders, and its cookie moved past them.
 */
async function laptopFromBeforeReminders() {
  const user = await createTestUser(s.app, { premiumTier: 'HerpPro' });
  const phone = device(s.app, user);
  const reptileId = uuidv7();
  await phone.client.mutate('reptile.create.v1', { id: reptileId, name: 'Nagini', species: 'Python regius' });
  await phone.client.mutate('growthLog.create.v1', { id: uuidv7(), reptileId, date: '2026-11-01', weightGrams: 1200 });
  const reminders = [reminder({ reptileId }), reminder({ taskType: 'feeding', frequency: { kind: 'weeks', every: 1 } }), reminder({ taskType: 'other', description: 'Order substrate' })];
  for (const r of reminders) await phone.client.mutate('reminder.create.v1', r);
  expect(await phone.client.sync()).toBeNull();

  const laptop = device(s.app, user);
  expect(await laptop.client.sync()).toBeNull();
  await laptop.db.reminders.clear();
  const state = await laptop.db.getMeta('cookie');
  await laptop.db.meta.put({ ...state, tables: allBut('reminders') });
  return { user, phone, laptop, reptileId, reminders, cookie: state.cookie };
}

describe('a device without a table', () => {
  it('fetches that table alone from its start, then pulls from its own cookie, and ends as the server', async () => {
    const { user, phone, laptop, reptileId, reminders, cookie } = await laptopFromBeforeReminders();
    // Meanwhile the phone goes on: a reptile, a reminder done (its next one created), one deleted, one new.
    const [first, weekly, other] = reminders;
    await phone.client.mutate('reptile.create.v1', { id: uuidv7(), name: 'Kaa', species: 'Python molurus' });
    await phone.client.mutate('reminder.complete.v1', { id: weekly?.id ?? '', nextId: uuidv7() });
    await phone.client.mutate('reminder.delete.v1', { id: other?.id ?? '' });
    await phone.client.mutate('reminder.create.v1', reminder({ reptileId, dueDate: '2026-12-24' }));
    expect(await phone.client.sync()).toBeNull();

    const sent = recordPulls(laptop);
    expect(await laptop.client.sync()).toBeNull();
    expect(sent.map((r) => ({ cookie: r.cookie, tables: r.tables }))).toEqual([
      { cookie: 0, tables: ['reminders'] },
      { cookie, tables: undefined },
    ]);
    expect(await laptop.db.reminders.get(first?.id ?? '')).toMatchObject({ reptileId, completed: false });
    expect(await laptop.db.reminders.get(weekly?.id ?? '')).toMatchObject({ completed: true });
    expect(await laptop.db.reminders.get(other?.id ?? '')).toBeUndefined();
    expect(await snapshot(laptop.db)).toEqual(await serverCopy(user));
    expect(await laptop.db.getMeta('cookie')).toEqual({
      key: 'cookie', cookie: expect.any(Number), ackedMutationId: 0, schemaVersion: expect.any(Number), tables: SYNCED_TABLES,
    });

    // Covered now: the next sync is one normal pull.
    sent.length = 0;
    expect(await laptop.client.sync()).toBeNull();
    expect(sent.map((r) => r.tables)).toEqual([undefined]);
  });

  it('pages through the table, resumes a fetch cut off where it got to, and keeps what was typed meanwhile', async () => {
    const { user, laptop, reptileId, cookie } = await laptopFromBeforeReminders();
    // Typed on the laptop before its first sync with reminders: pending, with its shadow.
    const typed = reminder({ reptileId, taskType: 'healthCheck', dueDate: '2026-12-02' });
    expect(await laptop.client.mutate('reminder.create.v1', typed)).toBe(1);

    // Pages of two reminders; the connection goes after the first page of the fetch (the push,
    // which comes first, has gone through).
    let fetches = 0;
    const sent = recordPulls(laptop, (req, res) => {
      if (!req.tables) return res;
      if (++fetches === 1) laptop.transport.offline = true;
      const rows = res.changes.reminders.slice(0, 2);
      const more = res.changes.reminders.length > 2 || res.hasMore;
      return { ...res, hasMore: more, cookie: more ? (rows.at(-1)?.version ?? req.cookie) : res.cookie, changes: { ...res.changes, reminders: rows }, rejections: more ? [] : res.rejections };
    });
    expect(await laptop.client.sync()).toBe('offline');
    const cut = await laptop.db.getMeta('cookie');
    expect(cut).toMatchObject({ cookie, ackedMutationId: 0, tables: allBut('reminders'), backfill: { tables: ['reminders'], cookie: expect.any(Number) } });
    expect(cut.backfill?.cookie).toBeGreaterThan(0);
    expect(await laptop.db.reminders.count()).toBe(2 + 1);
    // The fetch acknowledges nothing: the outbox waits for the normal pull, the typed reminder stays.
    expect(await laptop.db.outbox.count()).toBe(1);
    expect(await laptop.db.reminders.get(typed.id)).toMatchObject({ taskType: 'healthCheck', version: 0 });

    laptop.transport.offline = false;
    expect(await laptop.client.sync()).toBeNull();
    expect(sent.map((r) => ({ cookie: r.cookie, tables: r.tables }))).toEqual([
      { cookie: 0, tables: ['reminders'] },
      { cookie: cut.backfill?.cookie, tables: ['reminders'] }, // cut off
      { cookie: cut.backfill?.cookie, tables: ['reminders'] },
      { cookie, tables: undefined },
    ]);
    expect(await laptop.db.outbox.count()).toBe(0);
    expect(await laptop.db.reminders.get(typed.id)).toMatchObject({ taskType: 'healthCheck', version: expect.any(Number) });
    expect((await laptop.db.reminders.get(typed.id))?.version).toBeGreaterThan(0);
    expect(await snapshot(laptop.db)).toEqual(await serverCopy(user));
    expect(await laptop.db.getMeta('cookie')).not.toHaveProperty('backfill');
  });

  it('a cookie written before cookies named their tables covers the tables of DB version 4: only the tables added since are fetched from their start, then the delta', async () => {
    const user = await createTestUser(s.app);
    const phone = device(s.app, user);
    const reptileId = uuidv7();
    // The first reptile earns an achievement: rows in the achievements, coin entries and wallets tables.
    await phone.client.mutate('reptile.create.v1', { id: reptileId, name: 'Nagini', species: 'Python regius' });
    await phone.client.mutate('reminder.create.v1', reminder({ reptileId }));
    expect(await phone.client.sync()).toBeNull();
    const laptop = device(s.app, user);
    expect(await laptop.client.sync()).toBeNull();
    // As the builds before cookies named their tables stored it: no `tables`.
    const { tables: _tables, ...shipped } = await laptop.db.getMeta('cookie');
    await laptop.db.meta.put(shipped);
    await phone.client.mutate('reminder.create.v1', reminder({ dueDate: '2026-12-31' }));
    expect(await phone.client.sync()).toBeNull();

    const answers: PullResponse[] = [];
    const sent = recordPulls(laptop, (_req, res) => {
      answers.push(res);
      return res;
    });
    expect(await laptop.client.sync()).toBeNull();
    // Such a cookie covers the tables up to DB version 4; those of version 5 (collections,
    // achievements, coin entries, the wallet) came later, so they are fetched alone from 0, and
    // the normal pull then goes on from the cookie as it was.
    const covered = SYNCED_TABLES.filter((t) => SYNCED_TABLE_DEFS[t].since <= 4);
    const added = SYNCED_TABLES.filter((t) => SYNCED_TABLE_DEFS[t].since > 4);
    expect(added).toEqual(expect.arrayContaining(['collections', 'achievements', 'coinEntries', 'wallets']));
    expect(covered).toEqual(expect.arrayContaining(['reptiles', 'growthLogs', 'feedingLogs', 'reminders', 'feeders']));
    expect(sent.map((r) => ({ cookie: r.cookie, tables: r.tables }))).toEqual([
      { cookie: 0, tables: added },
      { cookie: shipped.cookie, tables: undefined },
    ]);
    // The tables it covered are not fetched again: the fetch brought rows of the added tables only.
    const [fetch] = answers;
    for (const t of covered) expect(fetch?.changes[t]).toEqual([]);
    expect(fetch?.changes.achievements.map((r) => r.achievementId)).toContain('firstReptile');
    expect(fetch?.changes.wallets).toHaveLength(1);
    // The delta brought the phone's new reminder.
    expect(answers[1]?.changes.reminders).toHaveLength(1);
    expect(await laptop.db.reminders.count()).toBe(2);
    expect(await snapshot(laptop.db)).toEqual(await serverCopy(user));
    expect(await laptop.db.getMeta('cookie')).toMatchObject({ tables: SYNCED_TABLES });

    // Covered now: the next sync is one normal pull.
    sent.length = 0;
    expect(await laptop.client.sync()).toBeNull();
    expect(sent.map((r) => r.tables)).toEqual([undefined]);
  });
});
