/**
 * An enclosure's climate readings, equipment and upkeep (issue 28) through push and pull, on SQLite
 * and (server-pg) PostgreSQL: readings within what a thermometer can show, one per moment; a
 * logger's file imported whole or refused whole, its moments already held skipped; equipment and
 * cleaning created, changed and deleted; every row one keeper's (or one household's: a sitter's
 * round reads the thermometer and cleans, the keepers do the rest, everyone reads).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../shared/sync/constants';
import type { PullResponse } from '../../shared/sync/protocol';
import { buildTestServer, type TestServer } from '../helpers/server';
import { mutation, spaceVersion, syncApi, syncClient } from '../helpers/sync';
import { createTestUser, type TestUser } from '../helpers/users';
import { day, household, push } from './spaces-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const codes = (res: { results: { status: string; code?: string }[] }) => res.results.map((r) => r.code ?? r.status);

/** The space's rows of a table as stored (tombstones too unless `live`). */
const countOf = async (table: string, userId: string, live = false) => Number((await s.app.store.one<{ n: number | string }>(
  `SELECT count(*) AS n FROM ${table} WHERE user_id = ?${live ? ' AND deleted = FALSE' : ''}`, [userId]))?.n ?? 0);

async function pullSpace(user: TestUser, spaceId: string): Promise<{ status: number; body: PullResponse }> {
  const res = await s.app.inject({
    method: 'POST', url: '/api/sync/pull', headers: user.headers,
    payload: { clientId: randomUUID(), schemaVersion: SCHEMA_VERSION, cookie: 0, sinceMutationId: 0, spaceId },
  });
  return { status: res.statusCode, body: res.json() as PullResponse };
}

const T0 = Date.UTC(2026, 10, 1, 8, 0);
const MINUTE = 60_000;
const reading = (enclosureId: string, values: Record<string, unknown>, at = T0) => ({ id: randomUUID(), enclosureId, reading: { at, ...values } });
const equipment = (enclosureId: string, over: Record<string, unknown> = {}) => ({
  id: randomUUID(), enclosureId, kind: 'uvbTube', name: 'Arcadia T5 12%', installedOn: '2026-03-12', replaceEveryMonths: 12, setPointC: null, notes: null, ...over,
});
const upkeep = (enclosureId: string, over: Record<string, unknown> = {}) => ({ id: randomUUID(), enclosureId, kind: 'fullClean', date: day(0), notes: null, ...over });
/** A logger's file: `n` rows every 3 minutes from `from`. */
const loggerRows = (n: number, from = T0) => Array.from({ length: n }, (_, i) => ({ id: randomUUID(), at: from + i * 3 * MINUTE, hotC: 31.5, coolC: 24, humidityPct: 55 + (i % 10) }));

/** Every page of a pull from `cookie` (a pull answers a page at a time: `hasMore`). */
async function pullAll(api: ReturnType<typeof syncApi>, from = 0): Promise<{ readings: PullResponse['changes']['readings']; cookie: number }> {
  const readings: PullResponse['changes']['readings'] = [];
  let cookie = from;
  for (;;) {
    const page = await api.pull(cookie);
    readings.push(...page.changes.readings);
    cookie = page.cookie;
    if (!page.hasMore) return { readings, cookie };
  }
}

/** A keeper with one enclosure of their own (or of `spaceId`), pushed by their first device. */
async function keeperWithEnclosure(user?: TestUser, spaceId?: string) {
  const u = user ?? await createTestUser(s.app);
  const c = syncClient(s.app, u);
  const enclosureId = randomUUID();
  const res = await c.api.push([mutation(c.next(), 'enclosure.create.v1', { id: enclosureId, name: 'A1-1', type: 'tub', ...(spaceId ? { spaceId } : {}) })]);
  expect(codes(res)).toEqual(['applied']);
  return { user: u, ...c, enclosureId };
}

describe('readings', () => {
  it('are written by hand within what a thermometer can show, and deleted', async () => {
    const k = await keeperWithEnclosure();
    const ok = reading(k.enclosureId, { hotC: 32.5, coolC: 24, baskingC: 45, ambientC: 26, humidityPct: 60 });
    const edges = reading(k.enclosureId, { hotC: 80, coolC: -20, humidityPct: 0 }, T0 + MINUTE);
    const full = reading(k.enclosureId, { humidityPct: 100 }, T0 + 2 * MINUTE);
    expect(codes(await k.api.push([
      mutation(k.next(), 'reading.create.v1', ok),
      mutation(k.next(), 'reading.create.v1', edges),
      mutation(k.next(), 'reading.create.v1', full),
    ]))).toEqual(['applied', 'applied', 'applied']);
    const { changes } = await k.api.pull(0);
    expect(changes.readings.find((r) => r.id === ok.id)).toEqual({
      id: ok.id, userId: k.user.id, enclosureId: k.enclosureId, at: T0, hotC: 32.5, coolC: 24, baskingC: 45, ambientC: 26, humidityPct: 60,
      imported: false, authorId: k.user.id, version: expect.any(Number), updatedAt: expect.any(Number), deleted: false,
    });
    expect(changes.readings.find((r) => r.id === edges.id)).toMatchObject({ hotC: 80, coolC: -20, baskingC: null, ambientC: null, humidityPct: 0 });

    const before = await k.api.pull(0);
    expect(codes(await k.api.push([mutation(k.next(), 'reading.delete.v1', { id: ok.id }), mutation(k.next(), 'reading.delete.v1', { id: ok.id })]))).toEqual(['applied', 'applied']);
    const after = await k.api.pull(before.cookie);
    expect(after.changes.readings).toEqual([expect.objectContaining({ id: ok.id, deleted: true })]);
    expect(await countOf('readings', k.user.id, true)).toBe(2);
    expect(codes(await k.api.push([mutation(k.next(), 'reading.delete.v1', { id: randomUUID() })]))).toEqual(['not-found']);
  });

  it('refuses 81 °C, -21 °C, 101 %, an empty reading and a second one at the same moment, and writes nothing', async () => {
    const k = await keeperWithEnclosure();
    expect(codes(await k.api.push([mutation(k.next(), 'reading.create.v1', reading(k.enclosureId, { hotC: 30 }))]))).toEqual(['applied']);
    const version = await spaceVersion(s.app.store, k.user.id);
    const res = await k.api.push([
      mutation(k.next(), 'reading.create.v1', reading(k.enclosureId, { hotC: 81 }, T0 + 1)),
      mutation(k.next(), 'reading.create.v1', reading(k.enclosureId, { baskingC: 80.1 }, T0 + 2)),
      mutation(k.next(), 'reading.create.v1', reading(k.enclosureId, { coolC: -21 }, T0 + 3)),
      mutation(k.next(), 'reading.create.v1', reading(k.enclosureId, { humidityPct: 101 }, T0 + 4)),
      mutation(k.next(), 'reading.create.v1', reading(k.enclosureId, { humidityPct: -1 }, T0 + 5)),
      mutation(k.next(), 'reading.create.v1', reading(k.enclosureId, {}, T0 + 6)),
      mutation(k.next(), 'reading.create.v1', reading(k.enclosureId, { hotC: null, humidityPct: null }, T0 + 7)),
      mutation(k.next(), 'reading.create.v1', reading(k.enclosureId, { hotC: '30' }, T0 + 8)),
      // The same moment as the first one.
      mutation(k.next(), 'reading.create.v1', reading(k.enclosureId, { coolC: 22 })),
      mutation(k.next(), 'reading.create.v1', reading(randomUUID(), { hotC: 30 }, T0 + 9)),
    ]);
    expect(codes(res)).toEqual([...Array(9).fill('invalid-args'), 'enclosure-not-found']);
    expect(await countOf('readings', k.user.id)).toBe(1);
    expect(await spaceVersion(s.app.store, k.user.id)).toBe(version);
    const { rejections } = await k.api.pull(0);
    expect(rejections).toHaveLength(10);
  });
});

describe('an import of a logger\'s file', () => {
  it('applies 2000 readings whole; the same file again adds nothing; a newer file adds only its new moments', async () => {
    const k = await keeperWithEnclosure();
    const rows = loggerRows(2000);
    expect(codes(await k.api.push([mutation(k.next(), 'reading.import.v1', { enclosureId: k.enclosureId, readings: rows })]))).toEqual(['applied']);
    expect(await countOf('readings', k.user.id)).toBe(2000);
    const first = await pullAll(k.api);
    expect(first.readings).toHaveLength(2000);
    expect(new Set(first.readings.map((r) => r.at)).size).toBe(2000);
    expect(first.readings.every((r) => r.imported && r.enclosureId === k.enclosureId && r.authorId === k.user.id)).toBe(true);

    // The same file again, parsed again on the device (new row ids, the same moments): nothing new.
    const version = await spaceVersion(s.app.store, k.user.id);
    const again = rows.map((r) => ({ ...r, id: randomUUID() }));
    expect(codes(await k.api.push([mutation(k.next(), 'reading.import.v1', { enclosureId: k.enclosureId, readings: again })]))).toEqual(['applied']);
    expect(await countOf('readings', k.user.id)).toBe(2000);
    expect(await spaceVersion(s.app.store, k.user.id)).toBe(version);
    expect((await pullAll(k.api, first.cookie)).readings).toEqual([]);

    // A file overlapping the last 10 moments: its 5 new ones only.
    const later = loggerRows(15, T0 + 1990 * 3 * MINUTE).map((r) => ({ ...r, hotC: 33 }));
    expect(codes(await k.api.push([mutation(k.next(), 'reading.import.v1', { enclosureId: k.enclosureId, readings: later })]))).toEqual(['applied']);
    const added = (await pullAll(k.api, first.cookie)).readings;
    expect(added.map((r) => r.at).sort((a, b) => a - b)).toEqual(later.slice(10).map((r) => r.at));
    // What was held is kept as it was.
    expect(added.find((r) => r.at === later[0]!.at)).toBeUndefined();
    expect(first.readings.find((r) => r.at === later[0]!.at)?.hotC).toBe(31.5);
  });

  it('refuses a file with one bad row whole, and one for another keeper\'s enclosure', async () => {
    const k = await keeperWithEnclosure();
    const other = await keeperWithEnclosure();
    const bad = loggerRows(500);
    bad[321] = { ...bad[321]!, hotC: 85 };
    const empty = loggerRows(3);
    empty[1] = { id: randomUUID(), at: empty[1]!.at } as (typeof empty)[number];
    const res = await k.api.push([
      mutation(k.next(), 'reading.import.v1', { enclosureId: k.enclosureId, readings: bad }),
      mutation(k.next(), 'reading.import.v1', { enclosureId: k.enclosureId, readings: empty }),
      mutation(k.next(), 'reading.import.v1', { enclosureId: k.enclosureId, readings: [] }),
      mutation(k.next(), 'reading.import.v1', { enclosureId: other.enclosureId, readings: loggerRows(5) }),
    ]);
    expect(codes(res)).toEqual(['invalid-args', 'invalid-args', 'invalid-args', 'enclosure-not-found']);
    expect(await countOf('readings', k.user.id)).toBe(0);
    expect(await countOf('readings', other.user.id)).toBe(0);
  });
});

describe('equipment and upkeep', () => {
  it('are created, changed and deleted', async () => {
    const k = await keeperWithEnclosure();
    const tube = equipment(k.enclosureId);
    const stat = equipment(k.enclosureId, { kind: 'thermostat', name: 'Habistat', replaceEveryMonths: null, setPointC: 31.5, notes: ' hot side ' });
    const clean = upkeep(k.enclosureId, { notes: 'New paper towel' });
    expect(codes(await k.api.push([
      mutation(k.next(), 'equipment.create.v1', tube),
      mutation(k.next(), 'equipment.create.v1', stat),
      mutation(k.next(), 'upkeep.create.v1', clean),
      mutation(k.next(), 'upkeep.create.v1', upkeep(k.enclosureId, { kind: 'spotClean' })),
    ]))).toEqual(['applied', 'applied', 'applied', 'applied']);
    const { changes, cookie } = await k.api.pull(0);
    expect(changes.equipment.find((e) => e.id === tube.id)).toEqual({
      id: tube.id, userId: k.user.id, enclosureId: k.enclosureId, kind: 'uvbTube', name: 'Arcadia T5 12%', installedOn: '2026-03-12', replaceEveryMonths: 12,
      setPointC: null, notes: null, version: expect.any(Number), updatedAt: expect.any(Number), deleted: false,
    });
    expect(changes.equipment.find((e) => e.id === stat.id)).toMatchObject({ kind: 'thermostat', replaceEveryMonths: null, setPointC: 31.5, notes: 'hot side' });
    expect(changes.upkeep.find((u) => u.id === clean.id)).toEqual({
      id: clean.id, userId: k.user.id, enclosureId: k.enclosureId, kind: 'fullClean', date: day(0), notes: 'New paper towel', authorId: k.user.id,
      version: expect.any(Number), updatedAt: expect.any(Number), deleted: false,
    });

    // "Replaced today", a new interval, then notes cleared; an empty patch and a bad interval are refused.
    expect(codes(await k.api.push([
      mutation(k.next(), 'equipment.update.v1', { id: tube.id, patch: { installedOn: day(0) } }),
      mutation(k.next(), 'equipment.update.v1', { id: tube.id, patch: { replaceEveryMonths: 6, name: 'T8 10%', notes: 'shelf 2' } }),
      mutation(k.next(), 'equipment.update.v1', { id: stat.id, patch: { notes: '', setPointC: null } }),
      mutation(k.next(), 'equipment.update.v1', { id: tube.id, patch: {} }),
      mutation(k.next(), 'equipment.update.v1', { id: tube.id, patch: { replaceEveryMonths: 0 } }),
      mutation(k.next(), 'equipment.update.v1', { id: tube.id, patch: { replaceEveryMonths: 121 } }),
      mutation(k.next(), 'equipment.update.v1', { id: tube.id, patch: { kind: 'laser' } }),
      mutation(k.next(), 'equipment.update.v1', { id: tube.id, patch: { installedOn: '2026-02-30' } }),
      mutation(k.next(), 'equipment.update.v1', { id: randomUUID(), patch: { name: 'X' } }),
    ]))).toEqual(['applied', 'applied', 'applied', 'invalid-args', 'invalid-args', 'invalid-args', 'invalid-args', 'invalid-args', 'not-found']);
    const changed = (await k.api.pull(cookie)).changes.equipment;
    expect(changed.find((e) => e.id === tube.id)).toMatchObject({ installedOn: day(0), replaceEveryMonths: 6, name: 'T8 10%', notes: 'shelf 2', kind: 'uvbTube' });
    expect(changed.find((e) => e.id === stat.id)).toMatchObject({ notes: null, setPointC: null, name: 'Habistat' });

    // Refused on create: an unknown kind, no name, a bad date, 0 months; an enclosure of nobody's.
    expect(codes(await k.api.push([
      mutation(k.next(), 'equipment.create.v1', equipment(k.enclosureId, { kind: 'laser' })),
      mutation(k.next(), 'equipment.create.v1', equipment(k.enclosureId, { name: '  ' })),
      mutation(k.next(), 'equipment.create.v1', equipment(k.enclosureId, { installedOn: '12.03.2026' })),
      mutation(k.next(), 'equipment.create.v1', equipment(k.enclosureId, { replaceEveryMonths: 0 })),
      mutation(k.next(), 'equipment.create.v1', equipment(k.enclosureId, { setPointC: 95 })),
      mutation(k.next(), 'equipment.create.v1', equipment(randomUUID())),
      mutation(k.next(), 'upkeep.create.v1', upkeep(k.enclosureId, { kind: 'vacuum' })),
      mutation(k.next(), 'upkeep.create.v1', upkeep(k.enclosureId, { date: '2026-13-01' })),
      mutation(k.next(), 'upkeep.create.v1', upkeep(randomUUID())),
    ]))).toEqual([...Array(5).fill('invalid-args'), 'enclosure-not-found', 'invalid-args', 'invalid-args', 'enclosure-not-found']);
    expect(await countOf('equipment', k.user.id)).toBe(2);
    expect(await countOf('upkeep_events', k.user.id)).toBe(2);

    // Deleted (twice is fine); a deleted piece cannot be changed.
    expect(codes(await k.api.push([
      mutation(k.next(), 'equipment.delete.v1', { id: tube.id }),
      mutation(k.next(), 'equipment.delete.v1', { id: tube.id }),
      mutation(k.next(), 'equipment.update.v1', { id: tube.id, patch: { name: 'Back' } }),
      mutation(k.next(), 'upkeep.delete.v1', { id: clean.id }),
      mutation(k.next(), 'upkeep.delete.v1', { id: randomUUID() }),
    ]))).toEqual(['applied', 'applied', 'not-found', 'applied', 'not-found']);
    expect(await countOf('equipment', k.user.id, true)).toBe(1);
    expect(await countOf('upkeep_events', k.user.id, true)).toBe(1);
    const gone = await k.api.pull(cookie);
    expect(gone.changes.equipment.find((e) => e.id === tube.id)).toMatchObject({ deleted: true });
    expect(gone.changes.upkeep.find((u) => u.id === clean.id)).toMatchObject({ deleted: true });
  });

  it('of a deleted enclosure are refused', async () => {
    const k = await keeperWithEnclosure();
    expect(codes(await k.api.push([
      mutation(k.next(), 'enclosure.delete.v1', { id: k.enclosureId }),
      mutation(k.next(), 'equipment.create.v1', equipment(k.enclosureId)),
      mutation(k.next(), 'upkeep.create.v1', upkeep(k.enclosureId)),
      mutation(k.next(), 'reading.create.v1', reading(k.enclosureId, { hotC: 30 })),
      mutation(k.next(), 'reading.import.v1', { enclosureId: k.enclosureId, readings: loggerRows(3) }),
    ]))).toEqual(['applied', 'enclosure-not-found', 'enclosure-not-found', 'enclosure-not-found', 'enclosure-not-found']);
  });
});

describe('an enclosure removed', () => {
  it('takes its readings, equipment and cleanings with it, on its own or with its rack', async () => {
    const k = await keeperWithEnclosure();
    const rackId = randomUUID();
    const tubIds = [randomUUID(), randomUUID()];
    expect(codes(await k.api.push([
      mutation(k.next(), 'rack.create.v1', { id: rackId, name: 'A', shelves: 1, perShelf: 2, tubIds }),
      ...[k.enclosureId, tubIds[0]!].flatMap((enc) => [
        mutation(k.next(), 'reading.create.v1', reading(enc, { hotC: 30 })),
        mutation(k.next(), 'equipment.create.v1', equipment(enc)),
        mutation(k.next(), 'upkeep.create.v1', upkeep(enc)),
      ]),
    ]))).toEqual(Array(7).fill('applied'));
    const before = await k.api.pull(0);
    expect(codes(await k.api.push([mutation(k.next(), 'enclosure.delete.v1', { id: k.enclosureId }), mutation(k.next(), 'rack.delete.v1', { id: rackId })])))
      .toEqual(['applied', 'applied']);
    for (const table of ['readings', 'equipment', 'upkeep_events']) expect(await countOf(table, k.user.id, true)).toBe(0);
    const after = await k.api.pull(before.cookie);
    expect(after.changes.readings.map((r) => r.deleted)).toEqual([true, true]);
    expect(after.changes.equipment.map((r) => r.deleted)).toEqual([true, true]);
    expect(after.changes.upkeep.map((r) => r.deleted)).toEqual([true, true]);
  });
});

describe('two keepers', () => {
  it('never see or touch each other\'s readings, equipment or upkeep', async () => {
    const a = await keeperWithEnclosure();
    const b = await keeperWithEnclosure();
    const r = reading(a.enclosureId, { hotC: 30 });
    const e = equipment(a.enclosureId);
    const u = upkeep(a.enclosureId);
    expect(codes(await a.api.push([
      mutation(a.next(), 'reading.create.v1', r), mutation(a.next(), 'equipment.create.v1', e), mutation(a.next(), 'upkeep.create.v1', u),
    ]))).toEqual(['applied', 'applied', 'applied']);
    const version = await spaceVersion(s.app.store, a.user.id);
    expect(codes(await b.api.push([
      mutation(b.next(), 'reading.create.v1', reading(a.enclosureId, { hotC: 30 }, T0 + 1)),
      mutation(b.next(), 'reading.import.v1', { enclosureId: a.enclosureId, readings: loggerRows(3, T0 + 10) }),
      mutation(b.next(), 'equipment.create.v1', equipment(a.enclosureId)),
      mutation(b.next(), 'upkeep.create.v1', upkeep(a.enclosureId)),
      mutation(b.next(), 'reading.delete.v1', { id: r.id }),
      mutation(b.next(), 'equipment.update.v1', { id: e.id, patch: { name: 'Mine now' } }),
      mutation(b.next(), 'equipment.delete.v1', { id: e.id }),
      mutation(b.next(), 'upkeep.delete.v1', { id: u.id }),
    ]))).toEqual([...Array(4).fill('enclosure-not-found'), ...Array(4).fill('not-found')]);
    expect(await spaceVersion(s.app.store, a.user.id)).toBe(version);
    const theirs = (await b.api.pull(0)).changes;
    expect([theirs.readings, theirs.equipment, theirs.upkeep]).toEqual([[], [], []]);
    const mine = (await a.api.pull(0)).changes;
    expect([mine.readings.length, mine.equipment.length, mine.upkeep.length]).toEqual([1, 1, 1]);
    expect(mine.equipment[0]).toMatchObject({ name: 'Arcadia T5 12%', deleted: false });
  });
});

describe('in a household', () => {
  it('a sitter reads the thermometer and cleans, a viewer only reads, keepers do everything, a stranger is refused, every member pulls the rows', async () => {
    const h = await household(s.app);
    const o = await keeperWithEnclosure(h.owner, h.space);
    const enc = o.enclosureId;
    const tube = equipment(enc);
    const clean = upkeep(enc);
    const r0 = reading(enc, { hotC: 31 });
    expect(await push(s.app, h.owner, [['equipment.create.v1', tube], ['upkeep.create.v1', clean], ['reading.create.v1', r0]])).toEqual(['applied', 'applied', 'applied']);

    // The sitter's round: a reading and a cleaning; nothing else.
    const sitterReading = reading(enc, { humidityPct: 60 }, T0 + MINUTE);
    const sitterClean = upkeep(enc, { kind: 'spotClean' });
    const keepersOnly = (): [string, unknown][] => [
      ['equipment.create.v1', equipment(enc)],
      ['equipment.update.v1', { id: tube.id, patch: { installedOn: day(0) } }],
      ['equipment.delete.v1', { id: tube.id }],
      ['reading.import.v1', { enclosureId: enc, readings: loggerRows(3, T0 + 100 * MINUTE) }],
      ['reading.delete.v1', { id: r0.id }],
      ['upkeep.delete.v1', { id: clean.id }],
    ];
    expect(await push(s.app, h.sitter, [['reading.create.v1', sitterReading], ['upkeep.create.v1', sitterClean], ...keepersOnly()]))
      .toEqual(['applied', 'applied', ...Array(6).fill('role-sitter')]);
    // A sitter removes a reading or a cleaning of their own (a mistaken tap), never someone else's (above).
    const oops = upkeep(enc, { kind: 'waterChange' });
    const oopsReading = reading(enc, { hotC: 29 }, T0 + 3 * MINUTE);
    expect(await push(s.app, h.sitter, [['upkeep.create.v1', oops], ['reading.create.v1', oopsReading], ['upkeep.delete.v1', { id: oops.id }], ['reading.delete.v1', { id: oopsReading.id }]]))
      .toEqual(['applied', 'applied', 'applied', 'applied']);
    const all = (): [string, unknown][] => [['reading.create.v1', reading(enc, { hotC: 30 }, T0 + 2 * MINUTE)], ['upkeep.create.v1', upkeep(enc)], ...keepersOnly()];
    const version = await spaceVersion(s.app.store, h.space);
    expect(await push(s.app, h.viewer, all())).toEqual(Array(8).fill('role-viewer'));
    expect(await push(s.app, h.pastSitter, all())).toEqual(Array(8).fill('membership-ended'));
    expect(await push(s.app, h.removed, all())).toEqual(Array(8).fill('membership-ended'));
    // A stranger is answered as if the household's enclosure and rows did not exist.
    expect(await push(s.app, h.stranger, all())).toEqual([
      'enclosure-not-found', 'enclosure-not-found', 'enclosure-not-found', 'not-found', 'not-found', 'enclosure-not-found', 'not-found', 'not-found',
    ]);
    expect(await spaceVersion(s.app.store, h.space)).toBe(version);
    for (const outsider of [h.sitter, h.viewer, h.stranger, h.removed, h.pastSitter]) {
      expect(await countOf('readings', outsider.id)).toBe(0);
      expect(await countOf('equipment', outsider.id)).toBe(0);
      expect(await countOf('upkeep_events', outsider.id)).toBe(0);
    }

    // The keeper does all of it.
    expect(await push(s.app, h.keeper, all())).toEqual(Array(8).fill('applied'));
    // The owner's and the sitter's, the keeper's one and their import of 3, less the owner's they deleted.
    expect(await countOf('readings', h.space, true)).toBe(5);
    expect(await countOf('equipment', h.space, true)).toBe(1);
    expect(await countOf('upkeep_events', h.space, true)).toBe(2);

    // Every member pulls the same rows, with who took the reading and who cleaned.
    const byOwner = (await pullSpace(h.owner, h.space)).body.changes;
    expect(byOwner.readings.find((r) => r.id === sitterReading.id)).toMatchObject({ userId: h.space, authorId: h.sitter.id, humidityPct: 60 });
    expect(byOwner.upkeep.find((u) => u.id === sitterClean.id)).toMatchObject({ userId: h.space, authorId: h.sitter.id, kind: 'spotClean' });
    // A first pull leaves out what was deleted.
    expect(byOwner.equipment.map((e) => e.id)).not.toContain(tube.id);
    expect(byOwner.equipment).toHaveLength(1);
    for (const member of [h.keeper, h.sitter, h.viewer]) {
      const { status, body } = await pullSpace(member, h.space);
      expect(status).toBe(200);
      expect(body.changes.readings).toEqual(byOwner.readings);
      expect(body.changes.equipment).toEqual(byOwner.equipment);
      expect(body.changes.upkeep).toEqual(byOwner.upkeep);
    }
    for (const outsider of [h.stranger, h.removed, h.pastSitter]) expect((await pullSpace(outsider, h.space)).status).toBe(403);
    // Nor are they in anyone's own pull.
    for (const member of [h.owner, h.keeper, h.sitter]) {
      const own = (await syncApi(s.app, member).pull(0)).changes;
      expect([own.readings, own.equipment, own.upkeep]).toEqual([[], [], []]);
    }
  });
});
