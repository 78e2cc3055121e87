/**
 * Every mutation the server knows × everyone who is not free to make it in a household (issue 27:
 * "a member can never reach another space by changing ids ... a sitter's write outside their role
 * is refused with a clear reason ... and changes nothing"), on the database of the project.
 *
 * One household (a HerpPro owner, so its collections can exist) holds a row of every kind, all
 * written by its owner; each mutation's fixture builds valid arguments aimed at those rows (or, for
 * a create, at the household's animal, enclosure or the household itself). Each is pushed by:
 * - a stranger, and a keeper of ANOTHER household (whose pushes go through the shared-space
 *   locating): answered exactly as the same mutation naming ids that exist nowhere (a `not-found`);
 * - a removed member and a sitter past their last day: `membership-ended`;
 * - a viewer, and a sitter in their period: what the role rule (shared/spaces/roles.ts) answers,
 *   applied where it allows (a sitter's round; their own entries for a change of a log);
 * - a keeper, a sitter and a viewer naming their OWN space (`spaceId`) for the household's rows
 *   (so that no role is asked): never the household.
 * After every refused push the household's counter and every one of its synced rows are as before
 * (and the owner's own space's rows, which a member must not reach either). Refused pushes change
 * nothing, so they share one seed; a sitter's applied ones use fresh ids or entries of their own.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doseSchedule } from '../../shared/health/dose';
import { refusalFor, type Membership } from '../../shared/spaces/roles';
import { MUTATIONS, type MutationName } from '../../shared/sync/mutations';
import { SYNCED_TABLE_DEFS, type SyncedTable } from '../../shared/sync/tables';
import { setPlan } from '../../sync-server/src/coins/service';
import { SERVER_MUTATORS } from '../../sync-server/src/sync/mutators';
import { addMember, createSharedSpace } from '../../sync-server/src/spaces/members';
import { pullAll } from '../helpers/coins';
import { buildTestServer, type TestServer } from '../helpers/server';
import { mutation, reptileArgs, spaceVersion, syncClient } from '../helpers/sync';
import { createTestUser, type TestUser } from '../helpers/users';
import { day, feeding, household, type Household } from './spaces-fixtures';

let s: TestServer;

/** The ids a fixture aims at: the household's rows (or, for the "ghost" build, ids that exist nowhere). */
interface Ids {
  space: string;
  reptileId: string;
  /** An animal only its owner could delete (never deleted here). */
  spareReptileId: string;
  /** An animal offered to the waitlist entry. */
  offerReptileId: string;
  layingId: string;
  logs: Record<'growth' | 'feeding' | 'shedding' | 'health' | 'breeding' | 'event', string>;
  feederId: string;
  reminderId: string;
  doneReminderId: string;
  collectionId: string;
  rackId: string;
  enclosureId: string;
  placementId: string;
  readingId: string;
  equipmentId: string;
  upkeepId: string;
  careModeId: string;
  courseId: string;
  doseIds: string[];
  waitlistId: string;
  saleId: string;
  paymentId: string;
  /** The owner's own (not the household's) achievements: a member's markSeen must not touch them. */
  ownerAchievementIds: string[];
}

const id = () => randomUUID();
const DATE = day(0);
const ownerEntry = (name: MutationName, i: Ids): string | undefined => {
  const kind = name.split('.')[0];
  const logs: Record<string, string> = {
    growthLog: i.logs.growth, feedingLog: i.logs.feeding, sheddingLog: i.logs.shedding, healthLog: i.logs.health, breedingLog: i.logs.breeding, eventLog: i.logs.event,
    reading: i.readingId, upkeep: i.upkeepId,
  };
  return kind ? logs[kind] : undefined;
};

/**
 * Valid arguments of every mutation, aimed at the household of `i`. `entry` replaces the log entry a
 * change of a log names (a sitter's own entry). Keys must be exactly the registry's (checked below).
 */
type Fixture = (i: Ids, entry?: string) => Record<string, unknown>;
const FIXTURES: Record<MutationName, Fixture> = {
  'reptile.create.v1': (i) => reptileArgs({ spaceId: i.space }),
  'reptile.update.v1': (i) => ({ id: i.reptileId, patch: { name: 'Renamed' } }),
  'reptile.delete.v1': (i) => ({ id: i.spareReptileId }),
  'growthLog.create.v1': (i) => ({ id: id(), reptileId: i.reptileId, date: DATE, weightGrams: 900 }),
  'growthLog.update.v1': (i, e) => ({ id: e ?? i.logs.growth, patch: { weightGrams: 910 } }),
  'growthLog.delete.v1': (i, e) => ({ id: e ?? i.logs.growth }),
  'feedingLog.create.v1': (i) => feeding(i.reptileId),
  'feedingLog.update.v1': (i, e) => ({ id: e ?? i.logs.feeding, patch: { notes: 'Changed' } }),
  'feedingLog.delete.v1': (i, e) => ({ id: e ?? i.logs.feeding }),
  'sheddingLog.create.v1': (i) => ({ id: id(), reptileId: i.reptileId, date: DATE, complete: true }),
  'sheddingLog.update.v1': (i, e) => ({ id: e ?? i.logs.shedding, patch: { complete: false } }),
  'sheddingLog.delete.v1': (i, e) => ({ id: e ?? i.logs.shedding }),
  'healthLog.create.v1': (i) => ({ id: id(), reptileId: i.reptileId, date: DATE, issue: 'Dull eyes', status: 'ongoing' }),
  'healthLog.update.v1': (i, e) => ({ id: e ?? i.logs.health, patch: { notes: 'Changed' } }),
  'healthLog.delete.v1': (i, e) => ({ id: e ?? i.logs.health }),
  'breedingLog.create.v1': (i) => ({ id: id(), reptileId: i.reptileId, date: DATE, eventType: 'other' }),
  'breedingLog.update.v1': (i) => ({ id: i.logs.breeding, patch: { date: day(-2) } }),
  'breedingLog.delete.v1': (i) => ({ id: i.logs.breeding }),
  'eventLog.create.v1': (i) => ({ id: id(), reptileId: i.reptileId, date: DATE, eventType: 'cleaning' }),
  'eventLog.update.v1': (i, e) => ({ id: e ?? i.logs.event, patch: { description: 'Changed' } }),
  'eventLog.delete.v1': (i, e) => ({ id: e ?? i.logs.event }),
  'feeder.create.v1': (i) => ({ id: id(), spaceId: i.space, name: 'Mice', type: 'frozen', weightPerItemGrams: 20, quantity: 2 }),
  'feeder.update.v1': (i) => ({ id: i.feederId, patch: { name: 'Rats' } }),
  'feeder.delete.v1': (i) => ({ id: i.feederId }),
  'feeder.addStock.v1': (i) => ({ id: i.feederId, quantity: 1 }),
  'feeder.takeStock.v1': (i) => ({ id: i.feederId, quantity: 1 }),
  'reminder.create.v1': (i) => ({ id: id(), spaceId: i.space, taskType: 'other', description: 'Buy mice', dueDate: day(1), frequency: { kind: 'once' } }),
  'reminder.update.v1': (i) => ({ id: i.reminderId, patch: { dueDate: day(2) } }),
  'reminder.delete.v1': (i) => ({ id: i.reminderId }),
  'reminder.complete.v1': (i) => ({ id: i.reminderId, nextId: id() }),
  'reminder.uncomplete.v1': (i) => ({ id: i.doneReminderId }),
  'collection.create.v1': (i) => ({ id: id(), spaceId: i.space, name: 'Rack B' }),
  'collection.update.v1': (i) => ({ id: i.collectionId, patch: { name: 'Breeders' } }),
  'collection.delete.v1': (i) => ({ id: i.collectionId }),
  'collection.pickActive.v1': (i) => ({ ids: [i.collectionId] }),
  'achievement.markSeen.v1': (i) => ({ ids: i.ownerAchievementIds }),
  'ocrImport.create.v1': (i) => ({
    id: id(), reptileId: i.reptileId, language: 'en', skipped: 0,
    logs: [{ kind: 'eventLog', args: { id: id(), reptileId: i.reptileId, date: day(-3), eventType: 'cleaning' } }],
  }),
  'clutch.hatch.v1': (i) => ({
    log: { id: id(), reptileId: i.reptileId, date: DATE, eventType: 'hatching', clutchId: i.layingId, outcomeCount: 1 },
    hatchlings: [{ id: id(), name: 'Hatchling', species: 'Python regius', hatchDate: DATE, clutchId: i.layingId, damId: i.reptileId }],
  }),
  // A spreadsheet's import has no `spaceId` of its own (the app imports into the keeper's own
  // collection); the push locates any change naming one there, so this one is aimed at the household.
  'sheetImport.create.v1': (i) => ({
    id: id(), spaceId: i.space, fileName: 'log.csv', headers: ['Animal', 'Date', 'Food'], dateOrder: 'dmy',
    columns: [{ role: 'animal', unit: null }, { role: 'date', unit: null }, { role: 'food', unit: null }],
    rows: [{ line: 2, cells: ['Nagini', '12.03.2026', 'mouse 20 g'] }],
    animals: [{ name: 'Nagini', reptileId: i.reptileId, existing: true }],
  }),
  'rack.create.v1': (i) => ({ id: id(), spaceId: i.space, name: 'B', shelves: 1, perShelf: 1, tubIds: [id()] }),
  'rack.update.v1': (i) => ({ id: i.rackId, patch: { name: 'C' } }),
  'rack.delete.v1': (i) => ({ id: i.rackId }),
  'enclosure.create.v1': (i) => ({ id: id(), spaceId: i.space, name: 'Viv 2', type: 'vivarium' }),
  'enclosure.update.v1': (i) => ({ id: i.enclosureId, patch: { name: 'Viv 1b' } }),
  'enclosure.delete.v1': (i) => ({ id: i.enclosureId }),
  'placement.create.v1': (i) => ({ id: id(), reptileId: i.reptileId, enclosureId: i.enclosureId, date: DATE, at: Date.now() }),
  'placement.delete.v1': (i) => ({ id: i.placementId }),
  'reading.create.v1': (i) => ({ id: id(), enclosureId: i.enclosureId, reading: { at: Date.now(), hotC: 31 } }),
  'reading.delete.v1': (i, e) => ({ id: e ?? i.readingId }),
  'reading.import.v1': (i) => ({ enclosureId: i.enclosureId, readings: [{ id: id(), at: Date.now() - 60_000, hotC: 30.5 }] }),
  'equipment.create.v1': (i) => ({ id: id(), enclosureId: i.enclosureId, kind: 'uvbTube', name: 'T5 12%', installedOn: day(-10), replaceEveryMonths: 12 }),
  'equipment.update.v1': (i) => ({ id: i.equipmentId, patch: { name: 'T5 6%' } }),
  'equipment.delete.v1': (i) => ({ id: i.equipmentId }),
  'upkeep.create.v1': (i) => ({ id: id(), enclosureId: i.enclosureId, kind: 'spotClean', date: DATE }),
  'upkeep.delete.v1': (i, e) => ({ id: e ?? i.upkeepId }),
  'careMode.create.v1': (i) => ({ id: id(), reptileId: i.reptileId, mode: 'quarantine', startDate: DATE }),
  'careMode.update.v1': (i) => ({ id: i.careModeId, patch: { plannedEnd: day(40) } }),
  'careMode.end.v1': (i) => ({ id: i.careModeId, endDate: DATE }),
  'careMode.delete.v1': (i) => ({ id: i.careModeId }),
  'medCourse.create.v1': (i) => course(i.reptileId),
  'medCourse.stop.v1': (i) => ({ id: i.courseId, stoppedOn: DATE }),
  'medCourse.delete.v1': (i) => ({ id: i.courseId }),
  'medCourse.give.v1': (i) => ({ id: i.courseId, reminderId: i.doseIds[0], nextId: id(), healthLogId: id(), date: DATE, text: '0.05 mL, oral' }),
  // A waitlist entry lives in the keeper's own space in the app; named `spaceId`, the push puts it in the household.
  'waitlist.create.v1': (i) => ({ id: id(), spaceId: i.space, buyerName: 'Ivana', sex: 'female', currency: 'BGN' }),
  'waitlist.update.v1': (i) => ({ id: i.waitlistId, patch: { note: 'Wants a het' } }),
  'waitlist.move.v1': (i) => ({ id: i.waitlistId, position: 1 }),
  'waitlist.offer.v1': (i) => ({ id: i.waitlistId, reptileId: i.offerReptileId }),
  'waitlist.withdraw.v1': (i) => ({ id: i.waitlistId }),
  'waitlist.delete.v1': (i) => ({ id: i.waitlistId }),
  'sale.create.v1': (i) => ({ id: id(), reptileId: i.offerReptileId, buyerName: 'Ivana', priceMinor: 50000, currency: 'BGN', handover: 'pickup' }),
  'sale.update.v1': (i) => ({ id: i.saleId, patch: { note: 'Pick-up on Sunday' } }),
  'sale.complete.v1': (i) => ({ id: i.saleId, completedOn: DATE }),
  'sale.cancel.v1': (i) => ({ id: i.saleId }),
  'salePayment.create.v1': (i) => ({ id: id(), saleId: i.saleId, kind: 'deposit', amountMinor: 1000, date: DATE }),
  'salePayment.delete.v1': (i) => ({ id: i.paymentId }),
};

function course(reptileId: string, startDate = DATE) {
  const schedule = doseSchedule(startDate, 24, 3);
  return {
    id: id(), reptileId, groupId: id(), drug: 'Meloxicam', dose: 0.2, doseUnit: 'mgPerKg', concentrationMgPerMl: 5, route: 'oral',
    everyHours: 24, days: 3, startDate, weightGrams: 250, weighedOn: day(-1), doses: schedule.map((d) => ({ id: id(), text: `Meloxicam · ${d.n}/${schedule.length}` })),
  };
}

const NAMES = Object.keys(MUTATIONS) as MutationName[];
const LOG_TABLES = new Set(['growth_logs', 'feeding_logs', 'shedding_logs', 'health_logs', 'breeding_logs', 'event_logs', 'readings', 'upkeep_events']);
const SQL_TABLES = [...new Set(Object.values(SYNCED_TABLE_DEFS).map((d) => d.sqlTable))];

/** The SQL table of a mutation's entity (`feedingLog.create.v1` -> feeding_logs), as push-spaces.ts reads it. */
function tableOf(name: string): string | undefined {
  const entity = name.split('.')[0] ?? '';
  const key = Object.hasOwn(SYNCED_TABLE_DEFS, `${entity}s`) ? `${entity}s` : entity;
  return Object.hasOwn(SYNCED_TABLE_DEFS, key) ? SYNCED_TABLE_DEFS[key as SyncedTable].sqlTable : undefined;
}

/** Every synced row of `spaces`, table by table, as stored: what a refused push must leave alone. */
async function rowsOf(spaces: string[]): Promise<Record<string, unknown[]>> {
  const marks = spaces.map(() => '?').join(', ');
  if (s.app.store.dialect === 'postgres') {
    // One round trip instead of one per table: every row as JSON, tagged with its table.
    const sql = SQL_TABLES.map((t) => `SELECT '${t}' AS t, x.id::text AS id, row_to_json(x)::text AS j FROM ${t} x WHERE x.user_id IN (${marks})`).join(' UNION ALL ');
    const rows = await s.app.store.all<{ t: string; j: string }>(`${sql} ORDER BY t, id`, SQL_TABLES.flatMap(() => spaces));
    const out: Record<string, unknown[]> = Object.fromEntries(SQL_TABLES.map((t) => [t, []]));
    for (const r of rows) out[r.t]?.push(JSON.parse(r.j));
    return out;
  }
  const tables = await Promise.all(SQL_TABLES.map(async (t) => [t, await s.app.store.all(`SELECT * FROM ${t} WHERE user_id IN (${marks}) ORDER BY id`, spaces)] as const));
  return Object.fromEntries(tables);
}

let h: Household;
/** A keeper of another household: a member of shared collections, not of this one. */
let outsider: TestUser;
/** Pushes the "ghost" builds (ids that exist nowhere): what any missing row is answered. */
let nobody: TestUser;
let ids: Ids;
let ghost: Ids;
/** A sitter's own entry (written by them, in the household) for each change of a log they may make. */
const sitterEntries = new Map<MutationName, string>();
const clients = new Map<string, ReturnType<typeof syncClient>>();

/** Pushes one mutation as `user`'s next, from one device per user (new devices per user are limited). */
async function push1(user: TestUser, name: string, args: unknown): Promise<string> {
  const c = clients.get(user.id) ?? clients.set(user.id, syncClient(s.app, user)).get(user.id)!;
  const res = await c.api.push([mutation(c.next(), name, args)]);
  const r = res.results[0];
  return r?.code ?? r?.status ?? 'no-result';
}

/** Pushes as the household's owner, expecting every change applied. */
async function seed(list: [MutationName, unknown][]): Promise<void> {
  const c = syncClient(s.app, h.owner);
  const res = await c.api.push(list.map(([name, args]) => mutation(c.next(), name, args)));
  expect(res.results.map((r) => `${list[r.id - 1]?.[0]} ${r.code ?? r.status}`)).toEqual(list.map(([name]) => `${name} applied`));
}

beforeAll(async () => {
  s = await buildTestServer();
  h = await household(s.app, { premiumTier: 'HerpPro' });
  nobody = await createTestUser(s.app, { premiumTier: 'HerpPro' });
  outsider = await createTestUser(s.app, { premiumTier: 'HerpPro' });
  // Those without access have a plan of their own: a collection's mutator then asks which collection, not for a plan.
  for (const u of [h.stranger, h.viewer, h.keeper, h.sitter]) await setPlan(s.app.store, u.id, 'HerpPro', null, Date.now());
  const elsewhere = await createSharedSpace(s.app.store, nobody.id, { kind: 'team', name: 'Elsewhere' }, Date.now());
  await addMember(s.app.store, elsewhere, outsider.id, 'keeper', null, Date.now());

  const r = (over: Record<string, unknown> = {}) => reptileArgs({ spaceId: h.space, ...over });
  const spare = r({ name: 'Spare' });
  const offered = r({ name: 'For sale', sex: 'male' });
  const unsold = r({ name: 'Sold one' });
  const laying = { id: id(), reptileId: h.reptileId, date: day(-60), eventType: 'laying', outcomeCount: 4 };
  const logs = {
    growth: { id: id(), reptileId: h.reptileId, date: day(-1), weightGrams: 850 },
    feeding: feeding(h.reptileId),
    shedding: { id: id(), reptileId: h.reptileId, date: day(-1), complete: true },
    health: { id: id(), reptileId: h.reptileId, date: day(-1), issue: 'Mites', status: 'ongoing' },
    breeding: { id: id(), reptileId: h.reptileId, date: day(-70), eventType: 'other' },
    event: { id: id(), reptileId: h.reptileId, date: day(-1), eventType: 'maintenance' },
  };
  const feeder = { id: id(), spaceId: h.space, name: 'Mice', type: 'frozen', weightPerItemGrams: 20, quantity: 5 };
  const reminder = { id: id(), reptileId: h.reptileId, taskType: 'feeding', dueDate: DATE, frequency: { kind: 'days', every: 7 } };
  const done = { id: id(), spaceId: h.space, taskType: 'other', description: 'Clean the rack', dueDate: DATE, frequency: { kind: 'once' } };
  const collection = { id: id(), spaceId: h.space, name: 'Breeders 2026' };
  const rack = { id: id(), spaceId: h.space, name: 'A', shelves: 1, perShelf: 1, tubIds: [id()] };
  const enclosure = { id: id(), spaceId: h.space, name: 'Viv 1', type: 'vivarium' };
  const placement = { id: id(), reptileId: h.reptileId, enclosureId: enclosure.id, date: day(-5), at: Date.now() - 5 * 86_400_000 };
  const reading = { id: id(), enclosureId: enclosure.id, reading: { at: Date.now() - 3_600_000, hotC: 32, coolC: 24 } };
  const equipment = { id: id(), enclosureId: enclosure.id, kind: 'uvbTube', name: 'T5 12%', installedOn: day(-100), replaceEveryMonths: 12 };
  const upkeep = { id: id(), enclosureId: enclosure.id, kind: 'fullClean', date: day(-1) };
  const careMode = { id: id(), reptileId: h.reptileId, mode: 'brumation', startDate: day(-10) };
  const medCourse = course(h.reptileId);
  const waitlist = { id: id(), spaceId: h.space, buyerName: 'Petar', sex: 'any', currency: 'EUR' };
  const sale = { id: id(), reptileId: unsold.id, buyerName: 'Petar', priceMinor: 30000, currency: 'EUR', handover: 'ship' };
  const payment = { id: id(), saleId: sale.id, kind: 'deposit', amountMinor: 5000, date: DATE };
  await seed([
    ['reptile.create.v1', spare], ['reptile.create.v1', offered], ['reptile.create.v1', unsold],
    ['breedingLog.create.v1', laying], ['growthLog.create.v1', logs.growth], ['feedingLog.create.v1', logs.feeding],
    ['sheddingLog.create.v1', logs.shedding], ['healthLog.create.v1', logs.health], ['breedingLog.create.v1', logs.breeding],
    ['eventLog.create.v1', logs.event], ['feeder.create.v1', feeder], ['reminder.create.v1', reminder], ['reminder.create.v1', done],
    ['reminder.complete.v1', { id: done.id, nextId: id() }], ['collection.create.v1', collection], ['rack.create.v1', rack],
    ['enclosure.create.v1', enclosure], ['placement.create.v1', placement], ['reading.create.v1', reading],
    ['equipment.create.v1', equipment], ['upkeep.create.v1', upkeep], ['careMode.create.v1', careMode], ['medCourse.create.v1', medCourse],
    ['waitlist.create.v1', waitlist], ['sale.create.v1', sale], ['salePayment.create.v1', payment],
  ]);
  const achievements = await s.app.store.all<{ id: string }>('SELECT id FROM user_achievements WHERE user_id = ?', [h.owner.id]);
  ids = {
    space: h.space, reptileId: h.reptileId, spareReptileId: spare.id, offerReptileId: offered.id, layingId: laying.id,
    logs: { growth: logs.growth.id, feeding: logs.feeding.id, shedding: logs.shedding.id, health: logs.health.id, breeding: logs.breeding.id, event: logs.event.id },
    feederId: feeder.id, reminderId: reminder.id, doneReminderId: done.id, collectionId: collection.id, rackId: rack.id, enclosureId: enclosure.id,
    placementId: placement.id, readingId: reading.id, equipmentId: equipment.id, upkeepId: upkeep.id, careModeId: careMode.id,
    courseId: medCourse.id, doseIds: medCourse.doses.map((d) => d.id), waitlistId: waitlist.id, saleId: sale.id, paymentId: payment.id,
    ownerAchievementIds: achievements.map((a) => a.id),
  };
  expect(ids.ownerAchievementIds.length).toBeGreaterThan(0);
  const fresh = (): string => id();
  ghost = {
    space: fresh(), reptileId: fresh(), spareReptileId: fresh(), offerReptileId: fresh(), layingId: fresh(),
    logs: { growth: fresh(), feeding: fresh(), shedding: fresh(), health: fresh(), breeding: fresh(), event: fresh() },
    feederId: fresh(), reminderId: fresh(), doneReminderId: fresh(), collectionId: fresh(), rackId: fresh(), enclosureId: fresh(),
    placementId: fresh(), readingId: fresh(), equipmentId: fresh(), upkeepId: fresh(), careModeId: fresh(), courseId: fresh(),
    doseIds: [fresh(), fresh(), fresh()], waitlistId: fresh(), saleId: fresh(), paymentId: fresh(), ownerAchievementIds: [fresh()],
  };

  // The sitter's own entries: one per change of a log the rule lets them make of their own.
  const own: [MutationName, unknown][] = [];
  for (const name of NAMES) {
    if (!sitterMayOwn(name)) continue;
    const create = `${name.split('.')[0]}.create.v1` as MutationName;
    const args = FIXTURES[create](ids);
    sitterEntries.set(name, args.id as string);
    own.push([create, args]);
  }
  const c = syncClient(s.app, h.sitter);
  const res = await c.api.push(own.map(([name, args]) => mutation(c.next(), name, args)));
  expect(res.results.map((x) => x.code ?? x.status)).toEqual(own.map(() => 'applied'));
}, 60_000);
afterAll(async () => { await s?.close(); });

const SITTER: Membership = { role: 'sitter', until: day(14) };
const VIEWER: Membership = { role: 'viewer', until: null };
const PAST_SITTER: Membership = { role: 'sitter', until: day(-1) };
/** A change the rule lets a sitter make only of an entry they wrote (and does then). */
const sitterMayOwn = (name: MutationName) =>
  refusalFor(SITTER, name, day(0), { ownEntry: false }) !== null && refusalFor(SITTER, name, day(0), { ownEntry: true }) === null;
const personal = (name: MutationName) => refusalFor(VIEWER, name, day(0)) === null;
/**
 * What a change naming ids that exist nowhere is answered: a `not-found` (`feeder-not-found`...),
 * but a pick of active collections naming one that is not the keeper's, which is
 * `no-collection-picked` (shared/sync/errors.ts: "kept none, or named one that is gone").
 */
const MISSING: Partial<Record<MutationName, string>> = { 'collection.pickActive.v1': 'no-collection-picked' };
const expectMissing = (name: MutationName, code: string) => {
  if (MISSING[name]) expect(code).toBe(MISSING[name]);
  else expect(code).toMatch(/(^|-)not-found$/);
};

let before: { version: number; rows: Record<string, unknown[]> } | undefined;
/** The household's counter and its (and its owner's own) synced rows. */
const stateNow = async () => ({ version: await spaceVersion(s.app.store, h.space), rows: await rowsOf([h.space, h.owner.id]) });

/**
 * Pushes `args` of `name` as `user`; when the answer is a refusal (or the change is not the
 * household's: personal, or `household` false), asserts that the household and its owner's own
 * space changed nothing (and, for a refusal, the pusher's counter). Answers the code.
 */
async function pushRefusable(user: TestUser, name: MutationName, args: unknown, household = true): Promise<string> {
  const start = before ?? (await stateNow());
  const own = await spaceVersion(s.app.store, user.id);
  const code = await push1(user, name, args);
  const after = await stateNow();
  if (code === 'applied' && !personal(name) && household) {
    before = undefined;
    return code;
  }
  expect(after.version, `${name}: the household's counter`).toBe(start.version);
  expect(after.rows, `${name}: the household's rows`).toEqual(start.rows);
  if (code !== 'applied') expect(await spaceVersion(s.app.store, user.id), `${name}: the pusher's counter`).toBe(own);
  before = after;
  return code;
}

describe('the mutation matrix of a household', () => {
  it('has a fixture for every mutation the server knows, and for nothing else', () => {
    expect(Object.keys(FIXTURES).sort()).toEqual(Object.keys(SERVER_MUTATORS).sort());
    expect(Object.keys(FIXTURES).sort()).toEqual(Object.keys(MUTATIONS).sort());
  });

  it('watches a household holding a row of every kind its fixtures aim at', async () => {
    const rows = await rowsOf([h.space]);
    // The tables of every change of an existing row (a create needs none).
    const aimed = NAMES.filter((n) => !/\.(create|import)\.v1$/.test(n)).map(tableOf).filter((t): t is string => t !== undefined && t !== 'user_achievements');
    expect(aimed.length).toBeGreaterThan(15);
    expect(aimed.filter((t) => !rows[t]?.length)).toEqual([]);
    expect((await rowsOf([h.owner.id])).user_achievements?.length).toBe(ids.ownerAchievementIds.length);
  });

  it('builds arguments every schema accepts', () => {
    for (const name of NAMES) {
      for (const i of [ids, ghost]) expect(MUTATIONS[name].safeParse(FIXTURES[name](i)).error, name).toBeUndefined();
      const entry = sitterEntries.get(name);
      if (entry) expect(MUTATIONS[name].safeParse(FIXTURES[name](ids, entry)).error, name).toBeUndefined();
    }
  });

  describe.each(NAMES)('%s', (name) => {
    it('a stranger and a keeper of another household are answered as for ids that exist nowhere', async () => {
      const missing = await pushRefusable(nobody, name, FIXTURES[name](ghost));
      if (personal(name)) expect(missing).toBe('applied');
      else expectMissing(name, missing);
      expect(await pushRefusable(h.stranger, name, FIXTURES[name](ids))).toBe(missing);
      expect(await pushRefusable(outsider, name, FIXTURES[name](ids))).toBe(missing);
    });

    it('a removed member and a sitter past their last day: membership-ended', async () => {
      // A personal change is no space's: it goes to the pusher's own, whatever their memberships.
      const ended = personal(name) ? 'applied' : 'membership-ended';
      if (!personal(name)) expect(refusalFor(PAST_SITTER, name, day(0))).toBe(ended);
      expect(await pushRefusable(h.removed, name, FIXTURES[name](ids))).toBe(ended);
      expect(await pushRefusable(h.pastSitter, name, FIXTURES[name](ids))).toBe(ended);
    });

    it("a viewer: the role rule's answer", async () => {
      expect(await pushRefusable(h.viewer, name, FIXTURES[name](ids))).toBe(refusalFor(VIEWER, name, day(0)) ?? 'applied');
    });

    it.each(['keeper', 'sitter', 'viewer'] as const)("a %s naming their own space for the household's rows reaches nothing of the household", async (role) => {
      const user = h[role];
      const args: Record<string, unknown> = { ...FIXTURES[name](ids), spaceId: user.id };
      const code = await pushRefusable(user, name, args, false);
      if (personal(name) || 'spaceId' in FIXTURES[name](ids)) {
        // A create naming its space is the member's own, judged by their own plan and rows: never a role's refusal.
        expect(code).not.toMatch(/^role-|^membership-ended$/);
        const table = tableOf(name);
        if (code === 'applied' && table && !personal(name)) {
          expect(await s.app.store.one(`SELECT user_id AS "userId" FROM ${table} WHERE id = ?`, [args.id as string])).toEqual({ userId: user.id });
        }
      } else {
        expectMissing(name, code);
      }
    });

    it("a sitter in their period: applied where the role rule allows it, its refusal otherwise", async () => {
      const entry = ownerEntry(name, ids);
      const expected = refusalFor(SITTER, name, day(0), { ownEntry: false }) ?? 'applied';
      const args = FIXTURES[name](ids);
      const start = await spaceVersion(s.app.store, h.space);
      expect(await pushRefusable(h.sitter, name, args)).toBe(expected);
      if (expected === 'applied' && !personal(name)) await expectLanded(name, args, start, entry === undefined || name.endsWith('.create.v1'));
    });

    if (sitterMayOwn(name)) {
      it('a sitter in their period, on an entry of their own: applied', async () => {
        const args = FIXTURES[name](ids, sitterEntries.get(name));
        const start = await spaceVersion(s.app.store, h.space);
        expect(await pushRefusable(h.sitter, name, args)).toBe('applied');
        await expectLanded(name, args, start, true);
      });
    }
  });
});

describe('the reasons kept for the devices', () => {
  it('names each role refusal with its reason, for the sync panel of the member who pushed it', async () => {
    const cases: [TestUser, Membership | null, string, RegExp][] = [
      [h.sitter, SITTER, 'role-sitter', /sitter/i],
      [h.viewer, VIEWER, 'role-viewer', /viewer/i],
      [h.removed, null, 'membership-ended', /no longer a member/i],
      [h.pastSitter, PAST_SITTER, 'membership-ended', /no longer a member/i],
    ];
    for (const [user, membership, code, reason] of cases) {
      const { rejections } = await pullAll(clients.get(user.id)!.api);
      const expected = NAMES.filter((name) => !personal(name) && (membership === null ? true : refusalFor(membership, name, day(0)) === code));
      const refused = rejections.filter((r) => r.code === code);
      expect(refused.map((r) => r.name).sort(), `${user.id} ${code}`).toEqual(expected.sort());
      for (const r of refused) expect(r.message).toMatch(reason);
    }
  });
});

/** An applied write of the sitter: on the household's counter, its row in the household, credited to the sitter. */
async function expectLanded(name: MutationName, args: Record<string, unknown>, start: number, authored: boolean): Promise<void> {
  expect(await spaceVersion(s.app.store, h.space)).toBeGreaterThan(start);
  const table = tableOf(name);
  if (!table || typeof args.id !== 'string') return;
  const author = LOG_TABLES.has(table) ? 'author_id' : 'NULL';
  const row = await s.app.store.one<{ userId: string; authorId: string | null; deleted: boolean | number }>(
    `SELECT user_id AS "userId", ${author} AS "authorId", deleted FROM ${table} WHERE id = ?`, [args.id]);
  expect(row?.userId).toBe(h.space);
  if (LOG_TABLES.has(table) && authored) expect(row?.authorId).toBe(h.sitter.id);
  expect(Boolean(row?.deleted)).toBe(name.endsWith('.delete.v1'));
}
