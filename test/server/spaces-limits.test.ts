/**
 * A household's limits and stock across spaces (issue 27), on the database of the project:
 * - the owner's plan decides in the household, whatever plan or coins the member has: a HerpPro
 *   keeper with coins in a Basic owner's household makes no collection there (`premium-required`)
 *   and no OCR import past Basic's lifetime limit (`ocr-limit`), and both apply in their own space;
 *   a Basic keeper in a HerpPro owner's household makes a collection there;
 * - feeder stock: a sitter takes from the household's stock as the role rule allows; a feeding in
 *   one space deducting from a feeder of another is `feeder-not-found` and moves no stock anywhere;
 * - credit: who completed a household reminder is the member who pushed it, never an id in the args;
 * - invitation links: at most SPACE_INVITATION_LINKS_PER_DAY per owner in 24 hours, counting only
 *   links made, under parallel requests too.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPACE_INVITATION_LINKS_PER_DAY, SPACE_INVITATIONS_PER_DAY } from '../../shared/api/spaces';
import { planForTier } from '../../shared/plans';
import { refusalFor, type Membership } from '../../shared/spaces/roles';
import { addMember, createSharedSpace } from '../../sync-server/src/spaces/members';
import { buildTestServer, type TestServer } from '../helpers/server';
import { reptileArgs, spaceVersion } from '../helpers/sync';
import { createTestUser, type TestUser } from '../helpers/users';
import { day, feeding, household, push as pushOn } from './spaces-fixtures';

let s: TestServer;
beforeAll(async () => { s = await buildTestServer(); });
afterAll(async () => { await s.close(); });

const push = (user: TestUser, list: [string, unknown][]) => pushOn(s.app, user, list);
const count = async (sql: string, params: string[]) => Number((await s.app.store.one<{ n: number | string }>(sql, params))?.n ?? 0);
const stockOf = async (feederId: string) => Number((await s.app.store.one<{ q: number | string }>('SELECT quantity AS q FROM feeders WHERE id = ?', [feederId]))?.q);

const BASIC = planForTier(null);
const SITTER: Membership = { role: 'sitter', until: day(14) };
const VIEWER: Membership = { role: 'viewer', until: null };

describe("the owner's plan in a household", () => {
  it("refuses a HerpPro keeper's collection in a Basic owner's household, and makes it in their own collection", async () => {
    const h = await household(s.app);
    const keeper = await createTestUser(s.app, { premiumTier: 'HerpPro', settled: true });
    await addMember(s.app.store, h.space, keeper.id, 'keeper', null, Date.now());
    const version = await spaceVersion(s.app.store, h.space);
    const shared = { id: randomUUID(), name: 'Rack B', spaceId: h.space };
    const mine = { id: randomUUID(), name: 'Rack B' };
    expect(await push(keeper, [['collection.create.v1', shared], ['collection.create.v1', mine]])).toEqual(['premium-required', 'applied']);
    expect(await count('SELECT count(*) AS n FROM collections WHERE user_id = ?', [h.space])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM collections WHERE user_id = ?', [keeper.id])).toBe(1);
    expect(await spaceVersion(s.app.store, h.space)).toBe(version);
  });

  it("lets a Basic keeper make a collection in a HerpPro owner's household (the owner's plan, not theirs)", async () => {
    const h = await household(s.app, { premiumTier: 'HerpPro' });
    const shared = { id: randomUUID(), name: 'Breeders', spaceId: h.space };
    expect(await push(h.keeper, [['collection.create.v1', shared], ['collection.create.v1', { id: randomUUID(), name: 'Mine' }]])).toEqual(['applied', 'premium-required']);
    expect(await count('SELECT count(*) AS n FROM collections WHERE user_id = ?', [h.space])).toBe(1);
  });

  it(`refuses an OCR import past Basic's lifetime ${BASIC.ocrImportLimit} in the household, counting the owner's and the keeper's, and applies it at home`, async () => {
    const h = await household(s.app);
    const keeper = await createTestUser(s.app, { premiumTier: 'HerpPro', settled: true });
    await addMember(s.app.store, h.space, keeper.id, 'keeper', null, Date.now());
    const home = reptileArgs();
    expect(await push(keeper, [['reptile.create.v1', home]])).toEqual(['applied']);
    const ocr = (reptileId: string) => ({
      id: randomUUID(), reptileId, language: 'en', skipped: 0,
      logs: [{ kind: 'eventLog', args: { id: randomUUID(), reptileId, date: day(-1), eventType: 'cleaning' } }],
    });
    const byOwner = 2;
    expect(await push(h.owner, Array.from({ length: byOwner }, (): [string, unknown] => ['ocrImport.create.v1', ocr(h.reptileId)])))
      .toEqual(Array(byOwner).fill('applied'));
    const fits = BASIC.ocrImportLimit - byOwner;
    expect(await push(keeper, Array.from({ length: fits }, (): [string, unknown] => ['ocrImport.create.v1', ocr(h.reptileId)])))
      .toEqual(Array(fits).fill('applied'));
    const version = await spaceVersion(s.app.store, h.space);
    const logsBefore = await count('SELECT count(*) AS n FROM event_logs WHERE user_id = ?', [h.space]);
    const over = ocr(h.reptileId);
    expect(await push(keeper, [['ocrImport.create.v1', over], ['ocrImport.create.v1', ocr(home.id)]])).toEqual(['ocr-limit', 'applied']);
    // Nothing of the refused import: no import row, none of its logs, no version of the household.
    expect(await count('SELECT count(*) AS n FROM ocr_imports WHERE id = ?', [over.id])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM event_logs WHERE id = ?', [over.logs[0]!.args.id])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM event_logs WHERE user_id = ?', [h.space])).toBe(logsBefore);
    expect(await count('SELECT count(*) AS n FROM ocr_imports WHERE user_id = ?', [h.space])).toBe(BASIC.ocrImportLimit);
    expect(await spaceVersion(s.app.store, h.space)).toBe(version);
    // The owner meets the same limit in their household.
    expect(await push(h.owner, [['ocrImport.create.v1', ocr(h.reptileId)]])).toEqual(['ocr-limit']);
  });
});

describe('feeder stock across spaces', () => {
  it("lets a sitter take from the household's stock as the role rule says, and refuses a viewer, changing nothing", async () => {
    const h = await household(s.app);
    const feeder = { id: randomUUID(), spaceId: h.space, name: 'Mice', type: 'frozen', weightPerItemGrams: 20, quantity: 5 };
    expect(await push(h.owner, [['feeder.create.v1', feeder]])).toEqual(['applied']);
    const take = refusalFor(SITTER, 'feeder.takeStock.v1', day(0)) ?? 'applied';
    const add = refusalFor(SITTER, 'feeder.addStock.v1', day(0)) ?? 'applied';
    const deduct = refusalFor(SITTER, 'feedingLog.create.v1', day(0)) ?? 'applied';
    expect([take, add, deduct]).toEqual(['applied', 'role-sitter', 'applied']);
    const meal = { id: randomUUID(), reptileId: h.reptileId, date: day(0), source: { kind: 'inventory', feederId: feeder.id, quantity: 1, deductFromInventory: true } };
    expect(await push(h.sitter, [
      ['feeder.takeStock.v1', { id: feeder.id, quantity: 2 }],
      ['feeder.addStock.v1', { id: feeder.id, quantity: 3 }],
      ['feedingLog.create.v1', meal],
    ])).toEqual([take, add, deduct]);
    expect(await stockOf(feeder.id)).toBe(2);
    const version = await spaceVersion(s.app.store, h.space);
    expect(await push(h.viewer, [['feeder.takeStock.v1', { id: feeder.id, quantity: 1 }]])).toEqual([refusalFor(VIEWER, 'feeder.takeStock.v1', day(0))]);
    expect(await push(h.pastSitter, [['feeder.takeStock.v1', { id: feeder.id, quantity: 1 }]])).toEqual(['membership-ended']);
    expect(await push(h.stranger, [['feeder.takeStock.v1', { id: feeder.id, quantity: 1 }]])).toEqual(['feeder-not-found']);
    expect(await stockOf(feeder.id)).toBe(2);
    expect(await spaceVersion(s.app.store, h.space)).toBe(version);
  });

  it("refuses a household feeding that deducts from the keeper's own feeder, and a home feeding from the household's, moving no stock", async () => {
    const h = await household(s.app);
    const own = { id: randomUUID(), name: 'My mice', type: 'frozen', weightPerItemGrams: 20, quantity: 5 };
    const shared = { id: randomUUID(), spaceId: h.space, name: 'Household mice', type: 'frozen', weightPerItemGrams: 20, quantity: 5 };
    const home = reptileArgs();
    expect(await push(h.keeper, [['feeder.create.v1', own], ['feeder.create.v1', shared], ['reptile.create.v1', home]])).toEqual(['applied', 'applied', 'applied']);
    const versions = { space: await spaceVersion(s.app.store, h.space), keeper: await spaceVersion(s.app.store, h.keeper.id) };
    const from = (reptileId: string, feederId: string) =>
      ({ id: randomUUID(), reptileId, date: day(0), source: { kind: 'inventory', feederId, quantity: 2, deductFromInventory: true } });
    const inHousehold = from(h.reptileId, own.id);
    const atHome = from(home.id, shared.id);
    expect(await push(h.keeper, [['feedingLog.create.v1', inHousehold], ['feedingLog.create.v1', atHome]])).toEqual(['feeder-not-found', 'feeder-not-found']);
    // The same from a sitter and the owner of the household.
    expect(await push(h.sitter, [['feedingLog.create.v1', from(h.reptileId, own.id)]])).toEqual(['feeder-not-found']);
    expect(await stockOf(own.id)).toBe(5);
    expect(await stockOf(shared.id)).toBe(5);
    expect(await count('SELECT count(*) AS n FROM feeding_logs WHERE id IN (?, ?)', [inHousehold.id, atHome.id])).toBe(0);
    expect(await spaceVersion(s.app.store, h.space)).toBe(versions.space);
    expect(await spaceVersion(s.app.store, h.keeper.id)).toBe(versions.keeper);
    // Each from its own space's feeder is fine.
    expect(await push(h.keeper, [['feedingLog.create.v1', from(h.reptileId, shared.id)], ['feedingLog.create.v1', from(home.id, own.id)]])).toEqual(['applied', 'applied']);
    expect([await stockOf(own.id), await stockOf(shared.id)]).toEqual([3, 3]);
  });
});

describe('who completed a household reminder', () => {
  it('is the member who pushed it, set by the server whatever author the arguments name, and cleared by an undo', async () => {
    const h = await household(s.app);
    const task = (over: Record<string, unknown> = {}) => ({ id: randomUUID(), reptileId: h.reptileId, taskType: 'feeding', dueDate: day(0), frequency: { kind: 'once' }, ...over });
    const [a, b, c] = [task(), task(), task()];
    expect(await push(h.owner, [['reminder.create.v1', a], ['reminder.create.v1', b], ['reminder.create.v1', c]])).toEqual(['applied', 'applied', 'applied']);
    const forged = { completedBy: h.owner.id, authorId: h.owner.id };
    expect(await push(h.sitter, [['reminder.complete.v1', { id: a.id, nextId: randomUUID(), ...forged }]])).toEqual(['applied']);
    expect(await push(h.keeper, [['reminder.complete.v1', { id: b.id, nextId: randomUUID(), ...forged }]])).toEqual(['applied']);
    expect(await push(h.owner, [['reminder.complete.v1', { id: c.id, nextId: randomUUID(), completedBy: h.keeper.id, authorId: h.keeper.id }]])).toEqual(['applied']);
    const byId = async (id: string) => s.app.store.one<{ userId: string; completed: boolean | number; completedBy: string | null }>(
      'SELECT user_id AS "userId", completed, completed_by AS "completedBy" FROM reminders WHERE id = ?', [id]);
    const rows = await Promise.all([a, b, c].map((t) => byId(t.id)));
    expect(rows.map((r) => [r?.userId, Boolean(r?.completed), r?.completedBy])).toEqual([
      [h.space, true, h.sitter.id], [h.space, true, h.keeper.id], [h.space, true, h.owner.id],
    ]);
    // A repeating task's next occurrence is the household's too, not yet done by anyone.
    const weekly = task({ frequency: { kind: 'weeks', every: 1 } });
    const next = randomUUID();
    expect(await push(h.owner, [['reminder.create.v1', weekly]])).toEqual(['applied']);
    expect(await push(h.sitter, [['reminder.complete.v1', { id: weekly.id, nextId: next, completedBy: h.owner.id }]])).toEqual(['applied']);
    expect([await byId(weekly.id), await byId(next)].map((r) => [r?.userId, Boolean(r?.completed), r?.completedBy])).toEqual([
      [h.space, true, h.sitter.id], [h.space, false, null],
    ]);
    // A viewer can neither complete nor undo; an undo by the sitter clears the author.
    expect(await push(h.viewer, [['reminder.uncomplete.v1', { id: a.id }]])).toEqual([refusalFor(VIEWER, 'reminder.uncomplete.v1', day(0))]);
    expect(await push(h.sitter, [['reminder.uncomplete.v1', { id: b.id }]])).toEqual(['applied']);
    expect([(await byId(a.id))?.completedBy, (await byId(b.id))?.completedBy]).toEqual([h.sitter.id, null]);
  });

  it("credits a meal logged from the household's stock to the sitter who logged it", async () => {
    const h = await household(s.app);
    const meal = { ...feeding(h.reptileId), authorId: h.owner.id };
    expect(await push(h.sitter, [['feedingLog.create.v1', meal]])).toEqual(['applied']);
    expect(await s.app.store.one('SELECT user_id AS "userId", author_id AS "authorId" FROM feeding_logs WHERE id = ?', [meal.id])).toEqual({ userId: h.space, authorId: h.sitter.id });
  });
});

describe('invitation links', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const call = (who: TestUser, url: string, payload: object) => s.app.inject({ method: 'POST', url, headers: who.headers, payload });
  const link = (who: TestUser, space: string, over: object = {}) => call(who, `/api/spaces/${space}/invitations/link`, { role: 'viewer', ...over });
  const invitationsOf = (space: string) => count('SELECT count(*) AS n FROM space_invitations WHERE space_id = ?', [space]);

  it(`limits an owner to ${SPACE_INVITATION_LINKS_PER_DAY} links in 24 hours over all their collections, counting only links made, and not another owner's`, async () => {
    const h = await household(s.app);
    const other = await household(s.app);
    const second = await createSharedSpace(s.app.store, h.owner.id, { kind: 'team', name: 'Breeding project' }, Date.now());
    const start = Date.now();
    s.app.accounts.clock.now = () => start;
    try {
      // Refused ones take nothing of the owner's budget: a keeper's (not the owner's), a bad day.
      expect((await link(h.keeper, h.space)).statusCode).toBe(403);
      expect((await link(h.owner, h.space, { role: 'sitter', until: day(-1) })).statusCode).toBe(400);
      const half = SPACE_INVITATION_LINKS_PER_DAY / 2;
      for (let i = 0; i < SPACE_INVITATION_LINKS_PER_DAY; i++) expect((await link(h.owner, i < half ? h.space : second)).statusCode).toBe(201);
      for (const space of [h.space, second]) {
        const refused = await link(h.owner, space);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ error: 'rate-limited' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
      }
      expect((await invitationsOf(h.space)) + (await invitationsOf(second))).toBe(SPACE_INVITATION_LINKS_PER_DAY);
      // E-mails count apart; another owner's budget is their own.
      expect(SPACE_INVITATIONS_PER_DAY).toBeGreaterThan(0);
      expect((await call(h.owner, `/api/spaces/${h.space}/invitations`, { email: 'guest@example.test', role: 'keeper' })).statusCode).toBe(201);
      expect((await link(other.owner, other.space)).statusCode).toBe(201);
      s.app.accounts.clock.now = () => start + DAY_MS + 1000;
      expect((await link(h.owner, h.space)).statusCode).toBe(201);
    } finally {
      s.app.accounts.clock.now = () => Date.now();
    }
  });

  it('holds the limit under parallel requests', async () => {
    const h = await household(s.app);
    const start = Date.now();
    s.app.accounts.clock.now = () => start;
    try {
      const extra = 8;
      const answers = await Promise.all(Array.from({ length: SPACE_INVITATION_LINKS_PER_DAY + extra }, () => link(h.owner, h.space)));
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(SPACE_INVITATION_LINKS_PER_DAY);
      expect(codes.filter((c) => c === 429)).toHaveLength(extra);
      expect(await invitationsOf(h.space)).toBe(SPACE_INVITATION_LINKS_PER_DAY);
    } finally {
      s.app.accounts.clock.now = () => Date.now();
    }
  });
});
