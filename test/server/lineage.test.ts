/**
 * Lineage and the hatch with profiles through push and pull (issue 18), on SQLite and
 * (server-pg) PostgreSQL: parents by id and by name reach another device; an edit setting one
 * side of a parent clears the other; the server refuses another keeper's reptile as a parent
 * (parent-not-found), a reptile made its own ancestor (lineage-cycle) and a clutch that is no
 * laying of the keeper's (clutch-not-found); a deleted parent stays on its offspring by name.
 * `clutch.hatch.v1` writes the hatching and every profile or nothing (the Basic plan's reptile
 * limit counts each hatchling), refuses what is not the keeper's, and applies once when resent.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planForTier } from '../../shared/plans';
import { setPlan } from '../../sync-server/src/coins/service';
import { layingArgs, pullAll } from '../helpers/coins';
import { buildTestServer, type TestServer } from '../helpers/server';
import { keeperWithReptile, mutation, reptileArgs, syncApi } from '../helpers/sync';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

type Keeper = Awaited<ReturnType<typeof keeperWithReptile>>;
type Api = Keeper['api'];

const LINEAGE_KEYS = ['sireId', 'sireName', 'damId', 'damName', 'clutchId'] as const;
const lineage = (row: Record<string, unknown> | undefined) => row && Object.fromEntries(LINEAGE_KEYS.map((k) => [k, row[k]]));
const NONE = { sireId: null, sireName: null, damId: null, damName: null, clutchId: null };

const statuses = (res: { results: { status: string; code?: string }[] }) => res.results.map((r) => r.code ?? r.status);
const pushAs = async (k: Keeper, ...ms: [string, unknown][]) => statuses(await k.api.push(ms.map(([name, args]) => mutation(k.next(), name, args))));

const reptileOf = async (api: Api, id: string) => (await pullAll(api)).changes.reptiles.find((r) => r.id === id);
const count = async (sql: string, userId: string) => Number((await s.app.store.one<{ n: number | string }>(sql, [userId]))?.n ?? 0);
/** What a keeper has on the server: live reptiles and live breeding logs by kind. */
const holdings = async (userId: string) => ({
  reptiles: await count('SELECT count(*) AS n FROM reptiles WHERE user_id = ? AND deleted = FALSE', userId),
  hatchings: await count(`SELECT count(*) AS n FROM breeding_logs WHERE user_id = ? AND deleted = FALSE AND data LIKE '%"hatching"%'`, userId),
  breedingLogs: await count('SELECT count(*) AS n FROM breeding_logs WHERE user_id = ? AND deleted = FALSE', userId),
});

/** A keeper whose reptile (k.reptileId, Nagini) is a female, with a male of theirs and a laying of hers. */
async function breeder() {
  const k = await keeperWithReptile(s.app);
  const male = reptileArgs({ name: 'Zeus', sex: 'male' });
  const laying = layingArgs(k.reptileId, '2026-09-01');
  expect(await pushAs(k, ['reptile.create.v1', male], ['breedingLog.create.v1', laying])).toEqual(['applied', 'applied']);
  return { ...k, maleId: male.id, layingId: laying.id };
}
type Breeder = Awaited<ReturnType<typeof breeder>>;

/** A hatch of `n` from the breeder's clutch, by Zeus out of Nagini (hatch date = the hatching's date). */
function hatchArgs(b: Breeder, n: number, over: { outcomeCount?: number | null; sireId?: string } = {}) {
  const date = '2026-11-02';
  return {
    log: { id: randomUUID(), reptileId: b.reptileId, date, eventType: 'hatching', clutchId: b.layingId, outcomeCount: over.outcomeCount === undefined ? n : over.outcomeCount },
    hatchlings: Array.from({ length: n }, (_, i) => ({
      id: randomUUID(), name: `Clutch 1 #${i + 1}`, species: 'Python regius', hatchDate: date, clutchId: b.layingId, sireId: over.sireId ?? b.maleId, damId: b.reptileId,
    })),
  };
}

describe('parents and clutch on a reptile', () => {
  it('syncs parents by id and by name, and the clutch, to a second device of the keeper', async () => {
    const b = await breeder();
    const byId = reptileArgs({ name: 'Hatchling', hatchDate: '2026-11-01', sireId: b.maleId, damId: b.reptileId, clutchId: b.layingId });
    const byName = reptileArgs({ name: 'Bought', sireName: "Breeder's male", damName: 'Shop female' });
    const mixed = reptileArgs({ name: 'Half', sireName: 'Visiting male', damId: b.reptileId });
    expect(await pushAs(b, ['reptile.create.v1', byId], ['reptile.create.v1', byName], ['reptile.create.v1', mixed])).toEqual(['applied', 'applied', 'applied']);

    const other = syncApi(s.app, b.user);
    const rows = (await pullAll(other)).changes.reptiles;
    const of = (id: string) => lineage(rows.find((r) => r.id === id));
    expect(of(byId.id)).toEqual({ ...NONE, sireId: b.maleId, damId: b.reptileId, clutchId: b.layingId });
    expect(of(byName.id)).toEqual({ ...NONE, sireName: "Breeder's male", damName: 'Shop female' });
    expect(of(mixed.id)).toEqual({ ...NONE, sireName: 'Visiting male', damId: b.reptileId });
    // A reptile created without lineage (a build from before it) reads none.
    expect(of(b.reptileId)).toEqual(NONE);
  });

  it('an edit setting one side of a parent clears the other; other edits leave the lineage alone', async () => {
    const b = await breeder();
    const child = reptileArgs({ name: 'Kid', sireName: 'Unknown male', damId: b.reptileId });
    expect(await pushAs(b, ['reptile.create.v1', child])).toEqual(['applied']);

    expect(await pushAs(b, ['reptile.update.v1', { id: child.id, patch: { sireId: b.maleId } }])).toEqual(['applied']);
    expect(lineage(await reptileOf(b.api, child.id))).toEqual({ ...NONE, sireId: b.maleId, damId: b.reptileId });

    expect(await pushAs(b,
      ['reptile.update.v1', { id: child.id, patch: { damName: 'Her sister, really' } }],
      ['reptile.update.v1', { id: child.id, patch: { name: 'Renamed', weightGrams: 60 } }],
    )).toEqual(['applied', 'applied']);
    const row = await reptileOf(syncApi(s.app, b.user), child.id);
    expect(row).toMatchObject({ name: 'Renamed', weightGrams: 60 });
    expect(lineage(row)).toEqual({ ...NONE, sireId: b.maleId, damName: 'Her sister, really' });

    expect(await pushAs(b, ['reptile.update.v1', { id: child.id, patch: { sireId: null, damName: null, clutchId: b.layingId } }])).toEqual(['applied']);
    expect(lineage(await reptileOf(b.api, child.id))).toEqual({ ...NONE, clutchId: b.layingId });
  });

  it('refuses, on the merged row, the same reptile as sire and dam (another device set the other side)', async () => {
    const b = await breeder();
    const child = reptileArgs({ name: 'Kid', sireId: b.maleId });
    expect(await pushAs(b, ['reptile.create.v1', child], ['reptile.update.v1', { id: child.id, patch: { damId: b.maleId } }])).toEqual(['applied', 'invalid-args']);
    expect(lineage(await reptileOf(b.api, child.id))).toEqual({ ...NONE, sireId: b.maleId });
  });

  it("refuses another keeper's reptile, or a deleted one, as a parent (parent-not-found) and changes nothing for either keeper", async () => {
    const a = await breeder();
    const bob = await keeperWithReptile(s.app);
    const bobsChild = reptileArgs({ name: 'Bob jr', sireName: 'Old male' });
    expect(await pushAs(bob, ['reptile.create.v1', bobsChild])).toEqual(['applied']);
    const before = { a: await holdings(a.user.id), bob: await holdings(bob.user.id) };

    expect(await pushAs(bob,
      ['reptile.create.v1', reptileArgs({ name: 'Stolen', sireId: a.maleId })],
      ['reptile.create.v1', reptileArgs({ name: 'Stolen too', damId: a.reptileId, sireId: bob.reptileId })],
      ['reptile.update.v1', { id: bobsChild.id, patch: { sireId: a.maleId } }],
      ['reptile.update.v1', { id: bobsChild.id, patch: { damId: a.reptileId } }],
    )).toEqual(['parent-not-found', 'parent-not-found', 'parent-not-found', 'parent-not-found']);
    expect(lineage(await reptileOf(bob.api, bobsChild.id))).toEqual({ ...NONE, sireName: 'Old male' });

    // A parent deleted earlier in the same batch is gone as well.
    const late = reptileArgs({ name: 'Late male', sex: 'male' });
    expect(await pushAs(a,
      ['reptile.create.v1', late],
      ['reptile.delete.v1', { id: late.id }],
      ['reptile.create.v1', reptileArgs({ name: 'Orphan', sireId: late.id })],
    )).toEqual(['applied', 'applied', 'parent-not-found']);

    expect({ a: await holdings(a.user.id), bob: await holdings(bob.user.id) }).toEqual(before);
    // Neither keeper's pull holds a row of the other's.
    const bobsRows = (await pullAll(bob.api)).changes.reptiles.map((r) => r.id).sort();
    expect(bobsRows).toEqual([bob.reptileId, bobsChild.id].sort());
    expect((await pullAll(a.api)).changes.reptiles.map((r) => r.id)).not.toContain(bobsChild.id);
  });

  it('refuses an edit that makes a reptile its own ancestor (lineage-cycle), on the sire and on the dam side', async () => {
    const b = await breeder();
    // Zeus x Nagini -> Son; Son x Daughter-in-law -> Grandchild.
    const inLaw = reptileArgs({ name: 'In-law', sex: 'female' });
    const son = reptileArgs({ name: 'Son', sex: 'male', sireId: b.maleId, damId: b.reptileId });
    const grandchild = reptileArgs({ name: 'Grandchild', sireId: son.id, damId: inLaw.id });
    expect(await pushAs(b, ['reptile.create.v1', inLaw], ['reptile.create.v1', son], ['reptile.create.v1', grandchild])).toEqual(['applied', 'applied', 'applied']);

    expect(await pushAs(b,
      ['reptile.update.v1', { id: b.maleId, patch: { sireId: grandchild.id } }],
      ['reptile.update.v1', { id: b.reptileId, patch: { damId: grandchild.id } }],
      ['reptile.update.v1', { id: b.maleId, patch: { damId: son.id } }],
      // Not a cycle: the in-law is no descendant of Zeus.
      ['reptile.update.v1', { id: b.maleId, patch: { damId: inLaw.id } }],
    )).toEqual(['lineage-cycle', 'lineage-cycle', 'lineage-cycle', 'applied']);
    expect(lineage(await reptileOf(b.api, b.maleId))).toEqual({ ...NONE, damId: inLaw.id });
    expect(lineage(await reptileOf(b.api, b.reptileId))).toEqual(NONE);
    // Its own parent is refused by the args already.
    expect(await pushAs(b, ['reptile.update.v1', { id: son.id, patch: { sireId: son.id } }])).toEqual(['invalid-args']);
  });

  it("refuses as clutch a mating, a hatching, a laying joining another clutch and another keeper's laying (clutch-not-found)", async () => {
    const b = await breeder();
    const bob = await keeperWithReptile(s.app);
    const bobsLaying = layingArgs(bob.reptileId);
    expect(await pushAs(bob, ['breedingLog.create.v1', bobsLaying])).toEqual(['applied']);
    const mating = { id: randomUUID(), reptileId: b.reptileId, date: '2026-08-01', eventType: 'mating', parent1: { reptileId: b.reptileId }, parent2: { reptileId: b.maleId } };
    const joining = layingArgs(b.reptileId, '2026-09-02', { clutchId: b.layingId });
    const hatching = { id: randomUUID(), reptileId: b.reptileId, date: '2026-11-01', eventType: 'hatching', clutchId: b.layingId };
    expect(await pushAs(b, ['breedingLog.create.v1', mating], ['breedingLog.create.v1', joining], ['breedingLog.create.v1', hatching])).toEqual(['applied', 'applied', 'applied']);

    const child = reptileArgs({ name: 'Kid' });
    expect(await pushAs(b,
      ['reptile.create.v1', reptileArgs({ clutchId: mating.id })],
      ['reptile.create.v1', reptileArgs({ clutchId: hatching.id })],
      ['reptile.create.v1', reptileArgs({ clutchId: joining.id })],
      ['reptile.create.v1', reptileArgs({ clutchId: bobsLaying.id })],
      ['reptile.create.v1', child],
      ['reptile.update.v1', { id: child.id, patch: { clutchId: mating.id } }],
      ['reptile.update.v1', { id: child.id, patch: { clutchId: bobsLaying.id } }],
      ['reptile.update.v1', { id: child.id, patch: { clutchId: b.layingId } }],
    )).toEqual(['clutch-not-found', 'clutch-not-found', 'clutch-not-found', 'clutch-not-found', 'applied', 'clutch-not-found', 'clutch-not-found', 'applied']);
    expect(lineage(await reptileOf(b.api, child.id))).toEqual({ ...NONE, clutchId: b.layingId });
    expect((await holdings(b.user.id)).reptiles).toBe(3);
  });
});

describe('deleting a parent', () => {
  it("leaves its name on each live offspring, id cleared and row bumped, for the keeper's other device", async () => {
    const b = await breeder();
    const kid1 = reptileArgs({ name: 'Kid 1', sireId: b.maleId, damId: b.reptileId });
    const kid2 = reptileArgs({ name: 'Kid 2', sireId: b.maleId, damName: 'Other female' });
    expect(await pushAs(b, ['reptile.create.v1', kid1], ['reptile.create.v1', kid2])).toEqual(['applied', 'applied']);

    const device2 = syncApi(s.app, b.user);
    const first = await pullAll(device2);
    const versionOf = (rows: Record<string, unknown>[], id: string) => Number(rows.find((r) => r.id === id)?.version);
    const before = { kid1: versionOf(first.changes.reptiles, kid1.id), kid2: versionOf(first.changes.reptiles, kid2.id) };

    expect(await pushAs(b, ['reptile.delete.v1', { id: b.maleId }])).toEqual(['applied']);
    const since = await pullAll(device2, first.cookie);
    const changed = since.changes.reptiles;
    expect(changed.map((r) => r.id).sort()).toEqual([b.maleId, kid1.id, kid2.id].sort());
    expect(changed.find((r) => r.id === b.maleId)).toMatchObject({ deleted: true, ...NONE });
    expect(lineage(changed.find((r) => r.id === kid1.id))).toEqual({ ...NONE, sireName: 'Zeus', damId: b.reptileId });
    expect(lineage(changed.find((r) => r.id === kid2.id))).toEqual({ ...NONE, sireName: 'Zeus', damName: 'Other female' });
    expect(versionOf(changed, kid1.id)).toBeGreaterThan(before.kid1);
    expect(versionOf(changed, kid2.id)).toBeGreaterThan(before.kid2);

    // The dam side too; the kid's name stays named after both parents are gone.
    expect(await pushAs(b, ['reptile.delete.v1', { id: b.reptileId }])).toEqual(['applied']);
    expect(lineage(await reptileOf(device2, kid1.id))).toEqual({ ...NONE, sireName: 'Zeus', damName: 'Nagini' });
  });
});

describe('a hatch with profiles (clutch.hatch.v1)', () => {
  it("writes the hatching and each hatchling's profile (parents, clutch, hatch date) that a second device pulls", async () => {
    const b = await breeder();
    const hatch = hatchArgs(b, 3);
    expect(await pushAs(b, ['clutch.hatch.v1', hatch])).toEqual(['applied']);
    expect(await holdings(b.user.id)).toEqual({ reptiles: 5, hatchings: 1, breedingLogs: 2 });

    const pulled = await pullAll(syncApi(s.app, b.user));
    expect(pulled.changes.breedingLogs.find((l) => l.id === hatch.log.id)).toMatchObject({
      reptileId: b.reptileId, date: '2026-11-02', eventType: 'hatching', clutchId: b.layingId, outcomeCount: 3, deleted: false,
    });
    const hatchlings = pulled.changes.reptiles.filter((r) => r.clutchId === b.layingId);
    expect(hatchlings.map((r) => r.id).sort()).toEqual(hatch.hatchlings.map((h) => h.id).sort());
    for (const h of hatch.hatchlings) {
      const row = hatchlings.find((r) => r.id === h.id);
      expect(row).toMatchObject({ name: h.name, species: 'Python regius', sex: 'unknown', hatchDate: '2026-11-02', deleted: false });
      expect(lineage(row)).toEqual({ ...NONE, sireId: b.maleId, damId: b.reptileId, clutchId: b.layingId });
    }
  });

  it('applies once when the same mutation is sent again (a lost answer)', async () => {
    const b = await breeder();
    const m = mutation(b.next(), 'clutch.hatch.v1', hatchArgs(b, 3));
    expect(statuses(await b.api.push([m]))).toEqual(['applied']);
    expect(statuses(await b.api.push([m]))).toEqual(['already-processed']);
    expect(await holdings(b.user.id)).toEqual({ reptiles: 5, hatchings: 1, breedingLogs: 2 });
  });

  it("on Basic, is refused whole when its hatchlings would pass the plan's reptile limit, and fits after room is made", async () => {
    const limit = planForTier(null).reptileLimit;
    if (limit === null) throw new Error('Basic is expected to limit reptiles');
    const b = await breeder();
    // Up to two below the limit: a hatch of three does not fit, one of two does.
    const fill = Array.from({ length: limit - 4 }, (_, i) => ['reptile.create.v1', reptileArgs({ name: `Filler ${i}` })] as [string, unknown]);
    expect(await pushAs(b, ...fill)).toEqual(fill.map(() => 'applied'));
    expect((await holdings(b.user.id)).reptiles).toBe(limit - 2);

    const tooBig = hatchArgs(b, 3);
    expect(await pushAs(b, ['clutch.hatch.v1', tooBig])).toEqual(['plan-limit-reptiles']);
    expect(await holdings(b.user.id)).toEqual({ reptiles: limit - 2, hatchings: 0, breedingLogs: 1 });
    const pulled = await pullAll(syncApi(s.app, b.user));
    expect(pulled.changes.breedingLogs.map((l) => l.id)).not.toContain(tooBig.log.id);
    expect(pulled.changes.reptiles.filter((r) => r.clutchId)).toEqual([]);
    expect((await pullAll(b.api)).rejections).toEqual([expect.objectContaining({ name: 'clutch.hatch.v1', code: 'plan-limit-reptiles' })]);

    // In one batch: the refused hatch's rolled-back profiles do not count against the one after it.
    expect(await pushAs(b, ['clutch.hatch.v1', tooBig], ['clutch.hatch.v1', hatchArgs(b, 2, { outcomeCount: 3 })])).toEqual(['plan-limit-reptiles', 'applied']);
    expect(await holdings(b.user.id)).toEqual({ reptiles: limit, hatchings: 1, breedingLogs: 2 });

    // HerpPlus has no limit: the refused hatch goes through as sent.
    await setPlan(s.app.store, b.user.id, 'HerpPlus', null, Date.now());
    expect(await pushAs(b, ['clutch.hatch.v1', tooBig])).toEqual(['applied']);
    expect(await holdings(b.user.id)).toEqual({ reptiles: limit + 3, hatchings: 2, breedingLogs: 3 });
  });

  it('is refused whole when a parent is gone, when the clutch is no laying of the keeper\'s, and when its args are invalid', async () => {
    const b = await breeder();
    const ghost = reptileArgs({ name: 'Ghost', sex: 'male' });
    expect(await pushAs(b,
      ['reptile.create.v1', ghost],
      ['reptile.delete.v1', { id: ghost.id }],
      ['clutch.hatch.v1', hatchArgs(b, 3, { sireId: ghost.id })],
    )).toEqual(['applied', 'applied', 'parent-not-found']);
    const wrongClutch = hatchArgs(b, 2);
    wrongClutch.log.clutchId = randomUUID();
    wrongClutch.hatchlings.forEach((h) => { h.clutchId = wrongClutch.log.clutchId; });
    expect(await pushAs(b, ['clutch.hatch.v1', wrongClutch])).toEqual(['clutch-not-found']);
    // More profiles than the hatching counts: the shared args refuse it before anything is written.
    expect(await pushAs(b, ['clutch.hatch.v1', hatchArgs(b, 3, { outcomeCount: 2 })])).toEqual(['invalid-args']);
    expect(await holdings(b.user.id)).toEqual({ reptiles: 2, hatchings: 0, breedingLogs: 1 });
  });

  it("by another keeper naming the first keeper's clutch, parents or reptile is refused and changes nothing for either", async () => {
    const a = await breeder();
    const bob = await breeder();
    const before = { a: await holdings(a.user.id), bob: await holdings(bob.user.id) };

    // Bob's own reptile and parents, Alice's clutch.
    const aliceClutch = hatchArgs(bob, 2);
    aliceClutch.log.clutchId = a.layingId;
    aliceClutch.hatchlings.forEach((h) => { h.clutchId = a.layingId; });
    // Bob's clutch, Alice's male as sire.
    const aliceSire = hatchArgs(bob, 2, { sireId: a.maleId });
    // Alice's hatching log on her reptile, everything hers.
    const asAlice = hatchArgs(a, 2);
    expect(await pushAs(bob, ['clutch.hatch.v1', aliceClutch], ['clutch.hatch.v1', aliceSire], ['clutch.hatch.v1', asAlice]))
      .toEqual(['clutch-not-found', 'parent-not-found', 'not-found']);

    expect({ a: await holdings(a.user.id), bob: await holdings(bob.user.id) }).toEqual(before);
    const alicePulls = await pullAll(syncApi(s.app, a.user));
    expect(alicePulls.changes.reptiles).toHaveLength(2);
    expect(alicePulls.changes.breedingLogs.map((l) => l.id)).toEqual([a.layingId]);
  });
});
