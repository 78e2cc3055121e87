/**
 * The audit log (issue 15): every admin and moderator action writes exactly one entry, in its own
 * transaction, with the actor (id, role, e-mail), the action, the target, and the target before and
 * after; a refused action, a failed one and one that changes nothing write none. The admin area
 * reads the log newest first, paged, by action, actor or target.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTEST_SETTINGS } from '../../shared/contest/settings';
import type { AuditRow } from '../../shared/api/admin';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';
import { auditedBy, feedbackId, getAs, pendingEntryId, pendingEventId, postAs, send, type AuditEntry } from './admin-fixtures';
import { setClock, utc } from './contest-fixtures';

let s: TestServer;
let admin: TestUser;
let moderator: TestUser;
const CONTEST_NOW = utc(2031, 5, 6, 9);
beforeAll(async () => {
  s = await buildTestServer();
  setClock(s.app, CONTEST_NOW);
  admin = await createTestUser(s.app, { role: 'admin' });
  moderator = await createTestUser(s.app, { role: 'moderator' });
});
afterAll(() => s.close());

/** The one entry `fn` wrote (fails on none or several), after checking `fn`'s answer. */
async function onlyEntry(fn: () => Promise<{ statusCode: number; body: string }>, status = 200): Promise<AuditEntry> {
  let answer = { statusCode: 0, body: '' };
  const entries = await auditedBy(s.app.store, async () => {
    answer = await fn();
  });
  expect(answer.statusCode, answer.body).toBe(status);
  expect(entries).toHaveLength(1);
  return entries[0] as AuditEntry;
}

const by = (actor: TestUser, role: string) => ({ actorId: actor.id, actorRole: role, actorEmail: actor.email });

describe('each action writes one entry with before and after', () => {
  it('user.role, user.disable, user.enable', async () => {
    const keeper = await createTestUser(s.app);
    expect(await onlyEntry(() => postAs(s.app, admin, `/api/admin/users/${keeper.id}/role`, { role: 'moderator' }))).toMatchObject({
      ...by(admin, 'admin'), action: 'user.role', targetType: 'user', targetId: keeper.id, before: { role: 'user' }, after: { role: 'moderator' },
    });
    const disabled = await onlyEntry(() => postAs(s.app, admin, `/api/admin/users/${keeper.id}/disable`, { disabled: true, reason: 'Chargeback fraud' }));
    expect(disabled).toMatchObject({
      action: 'user.disable', targetId: keeper.id, before: { disabledAt: null }, after: { disabledAt: disabled.createdAt, reason: 'Chargeback fraud' },
    });
    expect(await onlyEntry(() => postAs(s.app, admin, `/api/admin/users/${keeper.id}/disable`, { disabled: false }))).toMatchObject({
      action: 'user.enable', targetId: keeper.id, before: { disabledAt: disabled.createdAt }, after: { disabledAt: null, reason: null },
    });
  });

  it('coins.adjust and premium.revoke', async () => {
    const keeper = await createTestUser(s.app, { premiumTier: 'HerpPro' });
    const adjustmentId = randomUUID();
    expect(await onlyEntry(() => postAs(s.app, admin, `/api/admin/users/${keeper.id}/repticoins`, { amount: 120, reason: ' Expo prize ', adjustmentId }))).toMatchObject({
      ...by(admin, 'admin'), action: 'coins.adjust', targetType: 'user', targetId: keeper.id,
      before: { balance: 0 }, after: { balance: 120, amount: 120, reason: 'Expo prize', adjustmentId },
    });
    expect((await onlyEntry(() => postAs(s.app, admin, `/api/admin/users/${keeper.id}/repticoins`, { amount: -20, reason: 'Typo', adjustmentId: randomUUID() }))).before)
      .toEqual({ balance: 120 });
    expect(await onlyEntry(() => postAs(s.app, admin, `/api/admin/users/${keeper.id}/premium/revoke`))).toMatchObject({
      action: 'premium.revoke', targetType: 'user', targetId: keeper.id,
      before: { premiumTier: 'HerpPro', premiumExpiresAt: null }, after: { premiumTier: null, premiumExpiresAt: null },
    });
  });

  it('event.approve and event.reject, by a moderator', async () => {
    const approved = await pendingEventId(s.app);
    expect(await onlyEntry(() => postAs(s.app, moderator, `/api/admin/events/${approved}/approve`))).toMatchObject({
      ...by(moderator, 'moderator'), action: 'event.approve', targetType: 'event', targetId: approved, before: { status: 'pending' }, after: { status: 'approved', note: null },
    });
    const rejected = await pendingEventId(s.app);
    expect(await onlyEntry(() => postAs(s.app, moderator, `/api/admin/events/${rejected}/reject`, { note: 'Duplicate of the Plovdiv expo' }))).toMatchObject({
      action: 'event.reject', targetId: rejected, after: { status: 'rejected', note: 'Duplicate of the Plovdiv expo' },
    });
  });

  it('contest.approve, contest.reject, contest.disqualify and contest.settings', async () => {
    const approved = await pendingEntryId(s.app);
    expect(await onlyEntry(() => postAs(s.app, moderator, `/api/contest/entries/${approved}/approve`))).toMatchObject({
      ...by(moderator, 'moderator'), action: 'contest.approve', targetType: 'contestEntry', targetId: approved,
      before: { status: 'pending' }, after: { status: 'approved' }, createdAt: CONTEST_NOW,
    });
    const rejected = await pendingEntryId(s.app);
    expect(await onlyEntry(() => postAs(s.app, admin, `/api/contest/entries/${rejected}/reject`))).toMatchObject({
      ...by(admin, 'admin'), action: 'contest.reject', targetId: rejected, after: { status: 'rejected' },
    });
    const owner = (await s.app.store.one<{ userId: string }>('SELECT user_id AS "userId" FROM contest_entries WHERE id = ?', [approved]))?.userId;
    expect(await onlyEntry(() => postAs(s.app, admin, `/api/contest/admin/entries/${approved}/disqualify`, { reason: 'Bought votes' }))).toMatchObject({
      action: 'contest.disqualify', targetType: 'contestEntry', targetId: approved,
      before: { status: 'approved' }, after: { status: 'disqualified', reason: 'Bought votes', userId: owner, entriesRemoved: 1, votesRemoved: 0, bannedUntil: expect.any(Number) },
    });
    const settings = { ...DEFAULT_CONTEST_SETTINGS, entriesPerKeeper: 5, prizes: [600, 300, 150] };
    expect(await onlyEntry(() => send(s.app, admin, { method: 'PUT', url: '/api/contest/admin/settings', payload: settings }))).toMatchObject({
      action: 'contest.settings', targetType: 'contestSettings', targetId: null, before: DEFAULT_CONTEST_SETTINGS, after: settings,
    });
    // The same settings again change nothing.
    expect(await auditedBy(s.app.store, () => send(s.app, admin, { method: 'PUT', url: '/api/contest/admin/settings', payload: settings }))).toEqual([]);
  });

  it('notification.send, to one keeper and to everyone (one entry for all of them)', async () => {
    const keeper = await createTestUser(s.app);
    const message = { type: 'alert', title: 'Heat wave', message: 'Check your enclosures.' };
    expect(await onlyEntry(() => postAs(s.app, admin, '/api/admin/notifications', { userId: keeper.id, ...message }))).toMatchObject({
      ...by(admin, 'admin'), action: 'notification.send', targetType: 'user', targetId: keeper.id, before: null, after: { ...message, imageUrl: null },
    });
    const users = Number((await s.app.store.one<{ n: number }>('SELECT count(*) AS n FROM users'))?.n);
    let sent = 0;
    const all = await onlyEntry(async () => {
      const res = await postAs(s.app, admin, '/api/admin/notifications', { all: true, ...message });
      sent = res.json<{ sent: number }>().sent;
      return res;
    });
    expect(sent).toBe(users);
    expect(all).toMatchObject({ action: 'notification.send', targetType: 'everyone', targetId: null, after: { ...message, imageUrl: null } });
  });

  it('feedback.status, feedback.archive and feedback.comment (written by the feedback service)', async () => {
    const id = await feedbackId(s.app, 'bug');
    expect(await onlyEntry(() => postAs(s.app, admin, `/api/admin/bug-reports/${id}/status`, { status: 'resolved' }))).toMatchObject({
      action: 'feedback.status', targetId: id, before: { status: 'open' }, after: { status: 'resolved' },
    });
    expect((await onlyEntry(() => postAs(s.app, admin, `/api/admin/bug-reports/${id}/archive`, { archived: true }))).action).toBe('feedback.archive');
    expect((await onlyEntry(() => postAs(s.app, admin, `/api/admin/bug-reports/${id}/comments`, { body: 'Fixed in 2.4' }), 201)).action).toBe('feedback.comment');
  });
});

describe('no entry for what did not happen', () => {
  it('refused, failed or unchanged actions write nothing', async () => {
    const keeper = await createTestUser(s.app);
    const decided = await pendingEventId(s.app);
    await postAs(s.app, moderator, `/api/admin/events/${decided}/approve`);
    const entry = await pendingEntryId(s.app);
    await postAs(s.app, moderator, `/api/contest/entries/${entry}/approve`);
    const adjustmentId = randomUUID();
    await postAs(s.app, admin, `/api/admin/users/${keeper.id}/repticoins`, { amount: 5, reason: 'Once', adjustmentId });

    const calls: [string, () => Promise<{ statusCode: number }>, number][] = [
      ['over the balance', () => postAs(s.app, admin, `/api/admin/users/${keeper.id}/repticoins`, { amount: -500, reason: 'Too much', adjustmentId: randomUUID() }), 409],
      ['a resent adjustment', () => postAs(s.app, admin, `/api/admin/users/${keeper.id}/repticoins`, { amount: 5, reason: 'Once', adjustmentId }), 200],
      ['no plan to revoke', () => postAs(s.app, admin, `/api/admin/users/${keeper.id}/premium/revoke`), 200],
      ['the same role', () => postAs(s.app, admin, `/api/admin/users/${keeper.id}/role`, { role: 'user' }), 200],
      ['one\'s own role', () => postAs(s.app, admin, `/api/admin/users/${admin.id}/role`, { role: 'user' }), 409],
      ['an event decided already', () => postAs(s.app, moderator, `/api/admin/events/${decided}/reject`), 409],
      ['an entry reviewed already', () => postAs(s.app, moderator, `/api/contest/entries/${entry}/reject`), 409],
      ['an unknown keeper\'s message', () => postAs(s.app, admin, '/api/admin/notifications', { userId: randomUUID(), type: 'update', title: 't', message: 'm' }), 404],
      ['invalid settings', () => send(s.app, admin, { method: 'PUT', url: '/api/contest/admin/settings', payload: { ...DEFAULT_CONTEST_SETTINGS, prizes: [1, 2, 3] } }), 400],
      ['a moderator disqualifying', () => postAs(s.app, moderator, `/api/contest/admin/entries/${entry}/disqualify`, { reason: 'x' }), 403],
    ];
    for (const [what, call, status] of calls) {
      let answer = 0;
      expect(await auditedBy(s.app.store, async () => {
        answer = (await call()).statusCode;
      }), what).toEqual([]);
      expect(answer, what).toBe(status);
    }
  });
});

describe('reading the log', () => {
  it('newest first, paged, by action, actor and target, with before and after as values', async () => {
    const reader = await createTestUser(s.app, { role: 'admin' });
    const keepers = [await createTestUser(s.app), await createTestUser(s.app), await createTestUser(s.app)];
    for (const k of keepers) await postAs(s.app, reader, `/api/admin/users/${k.id}/role`, { role: 'moderator' });
    await postAs(s.app, reader, `/api/admin/users/${keepers[0]?.id}/disable`, { disabled: true });

    const page = async (query: string) => {
      const res = await getAs(s.app, admin, `/api/admin/audit?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ items: AuditRow[]; total: number; page: number; perPage: number }>();
    };
    const mine = await page(`actor_id=${reader.id}&per_page=3`);
    expect(mine.total).toBe(4);
    expect(mine.items.map((e) => e.action)).toEqual(['user.disable', 'user.role', 'user.role']);
    expect(mine.items[1]).toMatchObject({
      actorId: reader.id, actorRole: 'admin', actorEmail: reader.email, targetType: 'user', targetId: keepers[2]?.id, before: { role: 'user' }, after: { role: 'moderator' },
    });
    const second = await page(`actor_id=${reader.id}&per_page=3&page=2`);
    expect(second.items.map((e) => [e.action, e.targetId])).toEqual([['user.role', keepers[0]?.id]]);
    expect((await page(`actor_id=${reader.id}&action=user.role`)).total).toBe(3);
    const target = await page(`target_type=user&target_id=${keepers[0]?.id}`);
    expect(target.items.map((e) => e.action)).toEqual(['user.disable', 'user.role']);
    expect((await page(`target_id=${keepers[0]?.id}`)).total).toBe(2);
    expect((await page('action=no.such')).items).toEqual([]);
    // Newest first across everything.
    const everything = await page('per_page=100');
    const times = everything.items.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await getAs(s.app, admin, '/api/admin/audit?per_page=500')).statusCode).toBe(400);
  });
});
