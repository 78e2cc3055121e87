/**
 * The real sync client (app/lib/sync) on fake-indexeddb against the real server: the client-side
 * invariants of DESIGN.md section 2.
 */
import { IDBFactory } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser } from '../helpers/users';
import { device, deviceDb, localReptiles, serverReptiles } from '../helpers/sync-client';
import { mutateIn } from '../../app/lib/sync/mutate';
import { StorageFullError } from '../../app/lib/sync/errors';
import { purgeTombstones } from '../../sync-server/src/sync/tombstones';
import { SCHEMA_VERSION, TOMBSTONE_RETENTION_DAYS, type PullRequest, type PushRequest } from '../../shared/sync/protocol';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const premium = () => createTestUser(s.app, { premiumTier: 'HerpPro' });
const reptile = (name: string, over: Record<string, unknown> = {}) => ({ id: uuidv7(), name, species: 'Pogona vitticeps', ...over });
const DAY = 24 * 60 * 60 * 1000;

describe('mutate', () => {
  it('applies the change and appends to the outbox in one transaction, with monotonic ids', async () => {
    const user = await premium();
    const { db, client } = device(s.app, user);
    const a = reptile('Spike', { weightGrams: 410 });
    expect(await client.mutate('reptile.create.v1', a)).toBe(1);
    expect(await client.mutate('reptile.update.v1', { id: a.id, patch: { notes: 'ate 3 crickets' } })).toBe(2);
    expect(await db.reptiles.get(a.id)).toMatchObject({ name: 'Spike', weightGrams: 410, notes: 'ate 3 crickets', version: 0, sex: 'unknown' });
    expect((await db.outbox.toArray()).map((e) => [e.mutationId, e.name])).toEqual([[1, 'reptile.create.v1'], [2, 'reptile.update.v1']]);
    // A failing write leaves nothing behind: not the row, not the outbox entry, not the id.
    db.outbox.hook('creating', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const b = reptile('Nope');
    await expect(client.mutate('reptile.create.v1', b)).rejects.toBeInstanceOf(StorageFullError);
    expect(await db.reptiles.get(b.id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(2);
    expect((await db.getMeta('ids')).nextMutationId).toBe(3);
  });

  it('validates with the shared schema before writing', async () => {
    const { db, client } = device(s.app, await premium());
    await expect(client.mutate('reptile.create.v1', reptile(''))).rejects.toThrow(/nameRequired/);
    expect(await db.outbox.count()).toBe(0);
  });

  it('never reuses a mutation id across two tabs writing at once', async () => {
    const user = await premium();
    const factory = new IDBFactory();
    const tab1 = deviceDb(user.id, factory);
    const tab2 = deviceDb(user.id, factory);
    const writes = Array.from({ length: 40 }, (_, i) => mutateIn(i % 2 ? tab1 : tab2, 'reptile.create.v1', reptile(`R${i}`)));
    const ids = await Promise.all(writes);
    expect(new Set(ids).size).toBe(40);
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect((await tab1.outbox.toArray()).map((e) => e.mutationId)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect((await tab1.getMeta('client')).clientId).toBe((await tab2.getMeta('client')).clientId);
  });
});

describe('sync', () => {
  it('brings a change from one device to another and empties the outbox', async () => {
    const user = await premium();
    const phone = device(s.app, user);
    const laptop = device(s.app, user);
    const a = reptile('Rango', { hatchDate: '2023-05-01', lengthCm: 42.5 });
    await phone.client.mutate('reptile.create.v1', a);
    expect(await phone.client.sync()).toBeNull();
    expect(await phone.db.outbox.count()).toBe(0);
    expect(await phone.db.shadow.count()).toBe(0);
    expect((await phone.db.reptiles.get(a.id))?.version).toBeGreaterThan(0);
    expect(await laptop.client.sync()).toBeNull();
    expect(await laptop.db.reptiles.get(a.id)).toMatchObject({ name: 'Rango', hatchDate: '2023-05-01', lengthCm: 42.5 });
    expect(await localReptiles(laptop.db)).toEqual(await serverReptiles(s.app, user.id));
    const status = await laptop.db.getMeta('status');
    expect(status.error).toBeNull();
    expect(status.lastSyncedAt).not.toBeNull();
  });

  it('rebases a pending edit on top of another device’s edit of a different field: both survive', async () => {
    const user = await premium();
    const phone = device(s.app, user);
    const laptop = device(s.app, user);
    const a = reptile('Mango', { weightGrams: 300 });
    await phone.client.mutate('reptile.create.v1', a);
    await phone.client.sync();
    await laptop.client.sync();
    await laptop.client.mutate('reptile.update.v1', { id: a.id, patch: { weightGrams: 320 } });
    await laptop.client.sync();
    phone.transport.offline = true;
    await phone.client.mutate('reptile.update.v1', { id: a.id, patch: { notes: 'shedding' } });
    phone.transport.offline = false;
    // Pull only: the server's row (new weight) arrives while the phone's note is still pending.
    await phone.client.pull();
    expect(await phone.db.reptiles.get(a.id)).toMatchObject({ weightGrams: 320, notes: 'shedding' });
    expect(await phone.db.outbox.count()).toBe(1);
    await phone.client.sync();
    await laptop.client.sync();
    for (const d of [phone, laptop]) expect(await d.db.reptiles.get(a.id)).toMatchObject({ weightGrams: 320, notes: 'shedding' });
  });

  it('keeps what the keeper wrote while a sync was running, and converges', async () => {
    const user = await premium();
    const phone = device(s.app, user);
    const other = device(s.app, user);
    const during: string[] = [];
    const { push, pull } = phone.transport;
    phone.transport.push = async (req: PushRequest) => {
      const r = reptile(`during push ${during.length}`);
      during.push(r.id);
      await phone.client.mutate('reptile.create.v1', r);
      return push(req);
    };
    phone.transport.pull = async (req: PullRequest) => {
      const res = await pull(req);
      const r = reptile(`during pull ${during.length}`);
      during.push(r.id);
      await phone.client.mutate('reptile.create.v1', r);
      return res;
    };
    await phone.client.mutate('reptile.create.v1', reptile('before'));
    await other.client.mutate('reptile.create.v1', reptile('elsewhere'));
    await other.client.sync();
    await phone.client.sync();
    // Everything typed during the sync is visible, waiting or confirmed.
    for (const id of during) expect(await phone.db.reptiles.get(id)).toBeDefined();
    phone.transport.push = push;
    phone.transport.pull = pull;
    await phone.client.sync();
    await phone.client.sync();
    await other.client.sync();
    expect(await phone.db.outbox.count()).toBe(0);
    expect(await localReptiles(phone.db)).toEqual(await serverReptiles(s.app, user.id));
    expect(await localReptiles(other.db)).toEqual(await serverReptiles(s.app, user.id));
    expect(await serverReptiles(s.app, user.id)).toHaveLength(2 + during.length);
  });

  it('never advances the cookie for a page that did not commit', async () => {
    const user = await premium();
    const writer = device(s.app, user);
    for (let i = 0; i < 6; i++) await writer.client.mutate('reptile.create.v1', reptile(`R${i}`));
    await writer.client.sync();
    const errors: unknown[] = [];
    const reader = device(s.app, user, { onError: (err) => errors.push(err) });
    let written = 0;
    const failAfterThree = () => {
      if (++written > 3) throw new Error('tab closed mid-page');
    };
    reader.db.reptiles.hook('creating', failAfterThree);
    expect(await reader.client.sync()).toBe('unknown');
    expect(String(errors[0])).toMatch(/tab closed mid-page/);
    expect((await reader.db.getMeta('cookie')).cookie).toBe(0);
    expect(await reader.db.reptiles.count()).toBe(0);
    reader.db.reptiles.hook('creating').unsubscribe(failAfterThree);
    expect(await reader.client.sync()).toBeNull();
    expect(await localReptiles(reader.db)).toEqual(await serverReptiles(s.app, user.id));
  });

  it('keeps the pages that committed when the network drops between pages', async () => {
    const user = await premium();
    const writer = device(s.app, user);
    for (let i = 0; i < 5; i++) await writer.client.mutate('reptile.create.v1', reptile(`R${i}`));
    await writer.client.sync();
    const reader = device(s.app, user);
    const { pull } = reader.transport;
    let calls = 0;
    // Pages of two rows; the connection goes after the first page.
    reader.transport.pull = async (req: PullRequest) => {
      if (++calls === 2) reader.transport.offline = true;
      const res = await pull(req);
      const rows = res.changes.reptiles.slice(0, 2);
      const more = res.changes.reptiles.length > 2 || res.hasMore;
      return { ...res, hasMore: more, cookie: more ? (rows.at(-1)?.version ?? req.cookie) : res.cookie, changes: { ...res.changes, reptiles: rows }, rejections: more ? [] : res.rejections };
    };
    expect(await reader.client.sync()).toBe('offline');
    const afterFirst = (await reader.db.getMeta('cookie')).cookie;
    expect(afterFirst).toBeGreaterThan(0);
    expect(await reader.db.reptiles.count()).toBe(2);
    reader.transport.offline = false;
    expect(await reader.client.sync()).toBeNull();
    expect(await localReptiles(reader.db)).toEqual(await serverReptiles(s.app, user.id));
  });

  it('is not fooled by a device clock a day off', async () => {
    const user = await premium();
    const ahead = device(s.app, user, { now: () => Date.now() + DAY });
    const right = device(s.app, user);
    const a = reptile('Clocky');
    await ahead.client.mutate('reptile.create.v1', a);
    await ahead.client.sync();
    await right.client.sync();
    // The fast clock edits first, the right clock later: the later edit wins, whatever the stamps.
    await ahead.client.mutate('reptile.update.v1', { id: a.id, patch: { name: 'From tomorrow' } });
    await ahead.client.sync();
    await right.client.mutate('reptile.update.v1', { id: a.id, patch: { name: 'From today' } });
    await right.client.sync();
    await ahead.client.sync();
    for (const d of [ahead, right]) expect((await d.db.reptiles.get(a.id))?.name).toBe('From today');
    const row = await right.db.reptiles.get(a.id);
    expect(row?.updatedAt).toBeLessThan(Date.now() + 60_000);
    expect(await localReptiles(ahead.db)).toEqual(await serverReptiles(s.app, user.id));
  });

  it('two offline devices each adding the 5th reptile: one is accepted, the other shown as rejected with its data', async () => {
    const user = await createTestUser(s.app);
    const phone = device(s.app, user);
    const tablet = device(s.app, user);
    for (let i = 0; i < 4; i++) await phone.client.mutate('reptile.create.v1', reptile(`R${i}`));
    await phone.client.sync();
    await tablet.client.sync();
    phone.transport.offline = true;
    tablet.transport.offline = true;
    const fromPhone = reptile('Fifth from the phone');
    const fromTablet = reptile('Fifth from the tablet', { notes: 'hatched at the expo', weightGrams: 12 });
    await phone.client.mutate('reptile.create.v1', fromPhone);
    await tablet.client.mutate('reptile.create.v1', fromTablet);
    expect(await tablet.db.reptiles.count()).toBe(5);
    phone.transport.offline = false;
    tablet.transport.offline = false;
    expect(await phone.client.sync()).toBeNull();
    expect(await tablet.client.sync()).toBeNull();
    expect((await serverReptiles(s.app, user.id)).map((r) => r.name)).toContain('Fifth from the phone');
    expect(await serverReptiles(s.app, user.id)).toHaveLength(5);
    const rejections = await tablet.db.rejections.toArray();
    expect(rejections).toEqual([expect.objectContaining({ name: 'reptile.create.v1', code: 'plan-limit-reptiles', args: expect.objectContaining({ id: fromTablet.id, name: 'Fifth from the tablet', notes: 'hatched at the expo', weightGrams: 12 }) })]);
    expect(await tablet.db.reptiles.get(fromTablet.id)).toBeUndefined();
    expect(await localReptiles(tablet.db)).toEqual(await serverReptiles(s.app, user.id));
    expect(await phone.db.rejections.count()).toBe(0);
  });

  it('removes rows deleted elsewhere, and resyncs in full after tombstones were purged, keeping pending work', async () => {
    const user = await premium();
    const a = device(s.app, user);
    const b = device(s.app, user);
    const keep = reptile('Keep');
    const goneSoon = reptile('Deleted while A looked');
    const goneLater = reptile('Deleted while A was away');
    for (const r of [keep, goneSoon, goneLater]) await a.client.mutate('reptile.create.v1', r);
    await a.client.sync();
    await b.client.sync();
    await b.client.mutate('reptile.delete.v1', { id: goneSoon.id });
    await b.client.sync();
    await a.client.sync();
    expect(await a.db.reptiles.get(goneSoon.id)).toBeUndefined();

    // A goes away for longer than the tombstone retention, with a change of its own waiting.
    a.transport.offline = true;
    const typedOffline = reptile('Typed offline');
    await a.client.mutate('reptile.create.v1', typedOffline);
    await a.client.mutate('reptile.update.v1', { id: keep.id, patch: { notes: 'offline note' } });
    await b.client.mutate('reptile.delete.v1', { id: goneLater.id });
    await b.client.sync();
    await purgeTombstones(s.app.store, Date.now() + (TOMBSTONE_RETENTION_DAYS + 1) * DAY);
    const { pull } = a.transport;
    let sawReset = false;
    a.transport.pull = async (req) => {
      const res = await pull(req);
      sawReset ||= res.reset;
      return res;
    };
    a.transport.offline = false;
    expect(await a.client.sync()).toBeNull();
    expect(sawReset).toBe(true);
    expect(await a.db.reptiles.get(goneLater.id)).toBeUndefined();
    expect(await a.db.reptiles.get(typedOffline.id)).toMatchObject({ name: 'Typed offline' });
    expect(await a.db.reptiles.get(keep.id)).toMatchObject({ notes: 'offline note' });
    expect(await localReptiles(a.db)).toEqual(await serverReptiles(s.app, user.id));
  });

  it('shows the update prompt on 426 and keeps the outbox', async () => {
    const user = await premium();
    let prompted = 0;
    const old = device(s.app, user, { onUpdateRequired: () => prompted++ });
    const { push } = old.transport;
    old.transport.push = (req) => push({ ...req, schemaVersion: 0 });
    await old.client.mutate('reptile.create.v1', reptile('Waiting'));
    expect(await old.client.sync()).toBe('update-required');
    expect(prompted).toBe(1);
    expect(await old.db.outbox.count()).toBe(1);
    expect((await old.db.getMeta('status')).error).toBe('update-required');
  });
});

describe('schema version', () => {
  it('an app updated to a new schema pulls its copy again from the start, so rows an older build dropped arrive', async () => {
    const user = await premium();
    const phone = device(s.app, user);
    const laptop = device(s.app, user);
    const nagini = reptile('Nagini');
    await phone.client.mutate('reptile.create.v1', nagini);
    const feeding = { id: uuidv7(), reptileId: nagini.id, date: '2026-11-20', source: { kind: 'manual' as const, items: [{ foodItem: 'Rat', count: 1, sizePerItemGrams: 40 }] } };
    await phone.client.mutate('feedingLog.create.v1', feeding);
    await phone.client.sync();
    await laptop.client.sync();
    // The laptop as an older build left it: the feeding dropped (it knew no such table), the cookie past it.
    await laptop.db.feedingLogs.clear();
    const stale = await laptop.db.getMeta('cookie');
    await laptop.db.meta.put({ ...stale, schemaVersion: SCHEMA_VERSION - 1 });
    const cookies: number[] = [];
    const { pull } = laptop.transport;
    laptop.transport.pull = (req: PullRequest) => {
      cookies.push(req.cookie);
      return pull(req);
    };
    expect(await laptop.client.sync()).toBeNull();
    expect(cookies[0]).toBe(0);
    expect((await laptop.db.feedingLogs.toArray()).map((f) => f.id)).toEqual([feeding.id]);
    expect((await laptop.db.getMeta('cookie')).schemaVersion).toBe(SCHEMA_VERSION);
    expect(await localReptiles(laptop.db)).toEqual(await localReptiles(phone.db));
  });
});
