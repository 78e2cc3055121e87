/**
 * Convergence, as a property: several devices of one keeper make random adds, edits and deletes,
 * online and offline, and sync through a network that splits pushes into chunks, delivers the
 * chunks shuffled and duplicated, and loses answers after the server committed. Once everyone
 * has synced, every device shows exactly what the server holds, and every reptile anyone typed is
 * on the server, was deleted on purpose, or waits in that device's rejections.
 * The real client code runs on fake-indexeddb against the real server through app.inject, and
 * again against two real server processes on the same database, each request to either.
 */
import fc from 'fast-check';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';
import { processDevice, startServerProcess } from '../helpers/processes';
import { device, localReptiles, serverReptiles } from '../helpers/sync-client';
import { chaos, prng, type Dev } from '../helpers/chaos';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const text = fc.string({ minLength: 1, maxLength: 12 }).filter((x) => x.trim().length > 0);
const patch = fc.record({
  name: text,
  species: text,
  sex: fc.constantFrom('male', 'female', 'unknown'),
  weightGrams: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: null }),
  notes: fc.option(fc.string({ maxLength: 20 }), { nil: null }),
}, { requiredKeys: [] }).filter((p) => Object.keys(p).length > 0);

const op = (devices: number) => fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('add' as const), dev: fc.nat(devices - 1), name: text }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('edit' as const), dev: fc.nat(devices - 1), pick: fc.nat(), patch }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), dev: fc.nat(devices - 1), pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('sync' as const), dev: fc.nat(devices - 1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('network' as const), dev: fc.nat(devices - 1), online: fc.boolean() }) },
);

const scenario = fc.integer({ min: 2, max: 3 }).chain((devices) => fc.record({
  devices: fc.constant(devices),
  // Mostly Basic: its 5-reptile limit makes the server refuse things, which must round-trip too.
  premium: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
  seed: fc.integer(),
  ops: fc.array(op(devices), { minLength: 4, maxLength: 40, size: 'max' }),
}));

type MakeDevice = (user: TestUser) => Dev;

/** The property: random work on 2-3 devices of one keeper, a hostile network, then everyone equal. */
function converges(makeDevice: MakeDevice, numRuns: number) {
  return fc.assert(fc.asyncProperty(scenario, async ({ devices, premium, seed, ops }) => {
    const user = await createTestUser(s.app, premium ? { premiumTier: 'HerpPlus' } : {});
    const random = prng(seed);
    const devs = Array.from({ length: devices }, () => makeDevice(user));
    devs.forEach((d) => chaos(d, random));
    const created = devs.map(() => [] as string[]);
    const deleted = new Set<string>();

    for (const o of ops) {
      const d = devs[o.dev];
      if (!d) continue;
      if (o.kind === 'add') {
        const id = uuidv7();
        created[o.dev]?.push(id);
        await d.client.mutate('reptile.create.v1', { id, name: o.name, species: 'Eublepharis macularius' });
      } else if (o.kind === 'edit' || o.kind === 'delete') {
        const rows = await d.db.reptiles.toArray();
        const target = rows[o.pick % Math.max(rows.length, 1)];
        if (!target) continue;
        if (o.kind === 'edit') await d.client.mutate('reptile.update.v1', { id: target.id, patch: o.patch });
        else {
          deleted.add(target.id);
          await d.client.mutate('reptile.delete.v1', { id: target.id });
        }
      } else if (o.kind === 'sync') {
        // Sometimes every device at once, so pushes of one keeper race (in one process or two).
        if (random() < 0.5) await d.client.sync();
        else await Promise.all(devs.map((x) => x.client.sync()));
      } else {
        d.transport.offline = !o.online;
      }
    }

    // Everyone back online; sync until no device has anything waiting (the network stays hostile).
    devs.forEach((d) => (d.transport.offline = false));
    for (let round = 0; round < 20; round++) {
      await Promise.all(devs.map((d) => d.client.sync()));
      const waiting = await Promise.all(devs.map((d) => d.db.outbox.count()));
      if (waiting.every((n) => n === 0)) break;
    }
    // A final clean pull for each (the last answer above may have been "lost").
    for (const d of devs) {
      d.transport.pull = (req) => d.transport.call('/api/sync/pull', req);
      expect(await d.client.sync()).toBeNull();
    }

    const server = await serverReptiles(s.app, user.id);
    for (const d of devs) {
      expect(await d.db.outbox.count()).toBe(0);
      expect(await d.db.shadow.count()).toBe(0);
      expect(await localReptiles(d.db)).toEqual(server);
    }
    // Every refusal the server recorded for a device is in that device's rejections, and no more.
    for (const d of devs) {
      const { clientId } = await d.db.getMeta('client');
      const recorded = await s.app.store.all<{ id: number }>('SELECT mutation_id AS id FROM sync_rejections WHERE client_id = ? ORDER BY mutation_id', [clientId]);
      expect((await d.db.rejections.orderBy('mutationId').toArray()).map((r) => r.mutationId)).toEqual(recorded.map((r) => r.id));
    }
    // Nothing typed was dropped silently.
    const onServer = new Set(server.map((r) => r.id));
    for (const [i, ids] of created.entries()) {
      const rejected = new Set((await devs[i]?.db.rejections.toArray())?.map((r) => (r.args as { id: string }).id));
      for (const id of ids) expect(onServer.has(id) || deleted.has(id) || rejected.has(id), `reptile ${id}`).toBe(true);
    }
    for (const d of devs) d.db.close();
  }), { numRuns });
}

describe('convergence', () => {
  it('every replica equals the server after everyone syncs, whatever the network did', async () => {
    await converges((user) => device(s.app, user, { onError: () => undefined }), 100);
  }, 120_000);

  it('also when every request of every device goes to one of two server processes at random', async () => {
    // Real processes on this test server's database (PostgreSQL in the server-pg project):
    // two pushes of one keeper may run at once in two processes, and must still serialise.
    const processes = [await startServerProcess(s), await startServerProcess(s)];
    try {
      const pick = () => processes[Math.random() < 0.5 ? 0 : 1]?.url ?? '';
      await converges((user) => processDevice(user, pick), 25);
    } finally {
      await Promise.all(processes.map((p) => p.stop()));
    }
  }, 240_000);
});
