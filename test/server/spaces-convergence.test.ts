/**
 * Convergence with members (issue 27), as a property: the owner, a keeper and a sitter of one
 * household, one phone each, add, rename, feed and delete its animals online and offline, through
 * the hostile network of the single-keeper property (test/helpers/chaos.ts), then all sync. Every
 * phone then holds exactly the household the server holds (its animals and their feedings, with
 * who fed), every refusal the server recorded for a phone (a sitter's rename, a keeper's delete,
 * the owner's Basic plan full, an animal deleted while another phone fed it) is in that phone's
 * sync panel and no more, and nothing anyone typed was dropped silently. In-process, and again
 * with every request sent to one of two server processes on the same database.
 */
import fc from 'fast-check';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createSharedSpace } from '../../sync-server/src/spaces/members';
import { chaos, prng, type Dev } from '../helpers/chaos';
import { processDevice, startServerProcess } from '../helpers/processes';
import { buildTestServer, type TestServer } from '../helpers/server';
import { device, localReptiles } from '../helpers/sync-client';
import { createTestUser, type TestUser } from '../helpers/users';

let s: TestServer;
beforeAll(async () => { s = await buildTestServer(); });
afterAll(() => s.close());

const ROLES = ['owner', 'keeper', 'sitter'] as const;
const MEAL = { kind: 'manual' as const, items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] };
const DAY = 24 * 60 * 60 * 1000;
const text = fc.string({ minLength: 1, maxLength: 12 }).filter((x) => x.trim().length > 0);
const who = fc.nat(ROLES.length - 1);

const op = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('add' as const), dev: who, name: text }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('rename' as const), dev: who, pick: fc.nat(), name: text }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('feed' as const), dev: who, pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), dev: who, pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('sync' as const), dev: who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('network' as const), dev: who, online: fc.boolean() }) },
);
const scenario = fc.record({ premium: fc.boolean(), seed: fc.integer(), ops: fc.array(op, { minLength: 4, maxLength: 40, size: 'max' }) });

type MakeDevice = (user: TestUser) => Dev;

const serverHousehold = async (space: string) => ({
  reptiles: await s.app.store.all(`SELECT id, name, species, hatch_date AS "hatchDate", sex, weight_grams AS "weightGrams", length_cm AS "lengthCm", notes, version
    FROM reptiles WHERE user_id = ? AND deleted = FALSE ORDER BY id`, [space]),
  feedings: await s.app.store.all<{ id: string; authorId: string }>(
    'SELECT id, author_id AS "authorId", version FROM feeding_logs WHERE user_id = ? AND deleted = FALSE ORDER BY id', [space]),
});

const localFeedings = async (db: Dev['db']) =>
  (await db.feedingLogs.orderBy('id').toArray()).map(({ id, authorId, version }) => ({ id, authorId, version }));

function converges(makeDevice: MakeDevice, numRuns: number) {
  return fc.assert(fc.asyncProperty(scenario, async ({ premium, seed, ops }) => {
    const people = [await createTestUser(s.app, premium ? { premiumTier: 'HerpPlus' } : {}), await createTestUser(s.app), await createTestUser(s.app)];
    const [owner, keeper, sitter] = people as [TestUser, TestUser, TestUser];
    const space = await createSharedSpace(s.app.store, owner.id, { kind: 'household', name: 'Home' }, Date.now());
    await addMember(s.app.store, space, keeper.id, 'keeper', null, Date.now());
    await addMember(s.app.store, space, sitter.id, 'sitter', new Date(Date.now() + 14 * DAY).toISOString().slice(0, 10), Date.now());
    const random = prng(seed);
    const devs = people.map((p) => makeDevice(p));
    // Every phone knows the household before the round starts, as after joining.
    for (const d of devs) expect(await d.client.sync()).toBeNull();
    devs.forEach((d) => chaos(d, random));
    const typed = devs.map(() => [] as { table: 'reptiles' | 'feedingLogs'; id: string; reptileId: string }[]);
    const deleted = new Set<string>();

    for (const o of ops) {
      const d = devs[o.dev];
      if (!d) continue;
      const animals = await d.db.reptiles.filter((r) => r.userId === space).toArray();
      const target = 'pick' in o ? animals[o.pick % Math.max(animals.length, 1)] : undefined;
      if (o.kind === 'add') {
        const id = uuidv7();
        typed[o.dev]?.push({ table: 'reptiles', id, reptileId: id });
        await d.client.mutate('reptile.create.v1', { id, name: o.name, species: 'Eublepharis macularius', spaceId: space });
      } else if (o.kind === 'rename' && target) {
        await d.client.mutate('reptile.update.v1', { id: target.id, patch: { name: o.name } });
      } else if (o.kind === 'feed' && target) {
        const id = uuidv7();
        typed[o.dev]?.push({ table: 'feedingLogs', id, reptileId: target.id });
        await d.client.mutate('feedingLog.create.v1', { id, reptileId: target.id, date: '2026-11-20', source: MEAL });
      } else if (o.kind === 'delete' && target) {
        deleted.add(target.id);
        await d.client.mutate('reptile.delete.v1', { id: target.id });
      } else if (o.kind === 'sync') {
        if (random() < 0.5) await d.client.sync();
        else await Promise.all(devs.map((x) => x.client.sync()));
      } else if (o.kind === 'network') {
        d.transport.offline = !o.online;
      }
    }

    devs.forEach((d) => (d.transport.offline = false));
    for (let round = 0; round < 20; round++) {
      await Promise.all(devs.map((d) => d.client.sync()));
      if ((await Promise.all(devs.map((d) => d.db.outbox.count()))).every((n) => n === 0)) break;
    }
    for (const d of devs) {
      d.transport.pull = (req) => d.transport.call('/api/sync/pull', req);
      expect(await d.client.sync()).toBeNull();
    }

    const server = await serverHousehold(space);
    for (const d of devs) {
      expect(await d.db.outbox.count()).toBe(0);
      expect(await d.db.shadow.count()).toBe(0);
      expect(await localReptiles(d.db)).toEqual(server.reptiles);
      expect(await localFeedings(d.db)).toEqual(server.feedings);
    }
    // Who fed is who typed it.
    const feeder = new Map(typed.flatMap((list, i) => list.filter((t) => t.table === 'feedingLogs').map((t) => [t.id, people[i]?.id])));
    for (const f of server.feedings) expect(f.authorId).toBe(feeder.get(f.id));
    for (const d of devs) {
      const { clientId } = await d.db.getMeta('client');
      const recorded = await s.app.store.all<{ id: number }>('SELECT mutation_id AS id FROM sync_rejections WHERE client_id = ? ORDER BY mutation_id', [clientId]);
      expect((await d.db.rejections.orderBy('mutationId').toArray()).map((r) => r.mutationId)).toEqual(recorded.map((r) => r.id));
    }
    const live = new Set([...server.reptiles.map((r) => (r as { id: string }).id), ...server.feedings.map((f) => f.id)]);
    for (const [i, list] of typed.entries()) {
      const rejected = new Set((await devs[i]?.db.rejections.toArray())?.map((r) => (r.args as { id: string }).id));
      for (const t of list) expect(live.has(t.id) || deleted.has(t.reptileId) || rejected.has(t.id), `${t.table} ${t.id}`).toBe(true);
    }
    for (const d of devs) d.db.close();
  }), { numRuns });
}

describe('convergence of a household', () => {
  it("every member's phone equals the server after everyone syncs, whatever the network did", async () => {
    await converges((user) => device(s.app, user, { onError: () => undefined }), 60);
  }, 180_000);

  it('also when every request goes to one of two server processes at random', async () => {
    const processes = [await startServerProcess(s), await startServerProcess(s)];
    try {
      const pick = () => processes[Math.random() < 0.5 ? 0 : 1]?.url ?? '';
      await converges((user) => processDevice(user, pick), 15);
    } finally {
      await Promise.all(processes.map((p) => p.stop()));
    }
  }, 240_000);
});
