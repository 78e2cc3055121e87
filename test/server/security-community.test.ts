/**
 * Issue 24, the community findings of the security probe: one test per finding, each failing on the
 * code it was found in. Transfer offers as a phishing channel (look-alike staff usernames, free
 * text in mail to strangers, a per-day limit passed by parallel offers), contest votes from
 * accounts made for the vote, moderators deciding their own entry or event, event links carrying
 * credentials, and admin messages to everyone without a limit.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_OFFERS_PER_DAY } from '../../shared/api/transfers';
import type { PendingResponse } from '../../shared/api/contest';
import { BROADCASTS_PER_DAY } from '../../shared/api/notifications';
import { ACCOUNT_LIMITS } from '../../sync-server/src/auth/limits';
import { BROADCAST_SUBJECT } from '../../sync-server/src/notifications/admin-send';
import { mails } from '../helpers/accounts';
import { approve, mine, pending, reject, submit as submitEvent, submitted as submittedEvent, timedEvent } from '../helpers/calendar';
import { buildTestServer, type TestServer } from '../helpers/server';
import { mutation, reptileArgs, syncApi } from '../helpers/sync';
import { createTestUser, type TestUser } from '../helpers/users';
import { approvedEntries, decide, getJson, setClock, submitted, utc, vote } from './contest-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const patchProfile = (user: TestUser, payload: object) => s.app.inject({ method: 'PATCH', url: '/api/profile', headers: user.headers, payload });
const usernameOf = async (id: string) => (await s.app.store.one<{ username: string | null }>('SELECT username FROM users WHERE id = ?', [id]))?.username ?? null;

async function keeperWithAnimals(count: number, over: Record<string, unknown> = {}): Promise<{ seller: TestUser; ids: string[] }> {
  const seller = await createTestUser(s.app, { premiumTier: 'HerpPro' });
  const animals = Array.from({ length: count }, () => reptileArgs(over));
  const api = syncApi(s.app, seller);
  const pushed = await api.push(animals.map((a, i) => mutation(i + 1, 'reptile.create.v1', a)));
  expect(pushed.results.map((r: { status: string }) => r.status)).toEqual(Array<string>(count).fill('applied'));
  return { seller, ids: animals.map((a) => a.id) };
}

const offer = (seller: TestUser, reptileId: string, buyerEmail: string) => s.app.inject({
  method: 'POST', url: '/api/transfers', headers: seller.headers,
  payload: { reptileId, buyerEmail, soldOn: '2027-05-01', note: 'Pay the deposit at http://pay.evil.example' },
});

describe('5. phishing through transfer offers', () => {
  it('refuses usernames that pass for the product or its staff, look-alikes included, and changes nothing', async () => {
    const keeper = await createTestUser(s.app);
    for (const username of ['HerpTrack', 'admin', 'HerpTrack.Support', 'аdmin', 'ΑDΜΙΝ', 'Supp0rt', 'm0derator', 'repticoins']) {
      const res = await patchProfile(keeper, { username });
      expect(res.statusCode, username).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid-request', fields: { username: 'errors.usernameReserved' } });
    }
    expect(await usernameOf(keeper.id)).toBeNull();
    expect((await patchProfile(keeper, { username: 'GeckoGal' })).statusCode).toBe(200);
    expect(await usernameOf(keeper.id)).toBe('GeckoGal');
  });

  it('e-mails an address with no account only that something is offered, and a member nothing the seller typed', async () => {
    const { seller, ids } = await keeperWithAnimals(2, { name: 'URGENT verify your account at herptrack-login.example', species: 'Call +1 555 0100 now' });
    await s.app.store.run('UPDATE users SET username = ?, username_lower = ? WHERE id = ?', ['Gecko.Gal', 'gecko.gal', seller.id]);
    const member = await createTestUser(s.app);
    const stranger = `nobody-${seller.id.slice(0, 8)}@example.test`;
    expect((await offer(seller, ids[0] ?? '', stranger)).statusCode).toBe(201);
    expect((await offer(seller, ids[1] ?? '', member.email)).statusCode).toBe(201);
    await s.app.accounts.background.idle();
    const toStranger = mails(s).filter((m) => m.to === stranger);
    const toMember = mails(s).filter((m) => m.to === member.email);
    expect(toStranger).toHaveLength(1);
    expect(toMember).toHaveLength(1);
    for (const mail of [...toStranger, ...toMember]) {
      for (const typed of ['Gecko.Gal', 'URGENT', 'herptrack-login', '555 0100', 'deposit', 'evil.example']) {
        expect(mail.text, typed).not.toContain(typed);
        expect(mail.subject, typed).not.toContain(typed);
        // The HTML part too, as stored (quoted-printable soft breaks joined).
        expect(readFileSync(join(s.dataDir, 'mail', mail.file), 'utf8').replace(/=\r?\n/g, ''), typed).not.toContain(typed);
      }
      expect(mail.text).toContain(`${s.config.publicUrl}/transfers`);
    }
    expect(toStranger[0]?.text.split('\n\n')[0]).toBe('Someone offers you a reptile on HerpTrack: sign in to see it.');
    // The member sees who offers what after signing in.
    const incoming = await s.app.inject({ method: 'GET', url: '/api/transfers/incoming', headers: member.headers });
    expect(incoming.json()).toMatchObject({ offers: [{ sellerName: 'Gecko.Gal', reptile: { name: expect.stringContaining('URGENT') } }] });
  });

  it('holds the per-day offer limit when offers arrive all at once', async () => {
    const extra = 6;
    const { seller, ids } = await keeperWithAnimals(TRANSFER_OFFERS_PER_DAY + extra);
    const answers = await Promise.all(ids.map((id, i) => offer(seller, id, `buyer-${i}-${seller.id.slice(0, 8)}@example.test`)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(TRANSFER_OFFERS_PER_DAY);
    expect(codes.filter((c) => c === 429)).toHaveLength(extra);
    const made = await s.app.store.one<{ n: number | string }>("SELECT count(*) AS n FROM transfers WHERE user_id = ? AND status = 'pending'", [seller.id]);
    expect(Number(made?.n)).toBe(TRANSFER_OFFERS_PER_DAY);
  });

  it('does not count a refused offer against the limit', async () => {
    const { seller, ids } = await keeperWithAnimals(1);
    const own = await s.app.inject({ method: 'POST', url: '/api/transfers', headers: seller.headers, payload: { reptileId: ids[0], buyerEmail: seller.email, soldOn: '2027-05-01' } });
    expect(own.json()).toMatchObject({ error: 'own-email' });
    const hits = await s.app.store.all('SELECT id FROM throttle_hits');
    for (let i = 0; i < TRANSFER_OFFERS_PER_DAY; i++) {
      const res = await offer(seller, ids[0] ?? '', `b${i}-${seller.id.slice(0, 8)}@example.test`);
      expect(res.statusCode).toBe(201);
      expect((await s.app.inject({ method: 'POST', url: `/api/transfers/${res.json<{ id: string }>().id}/cancel`, headers: seller.headers })).statusCode).toBe(200);
    }
    expect((await s.app.store.all('SELECT id FROM throttle_hits')).length).toBe(hits.length + TRANSFER_OFFERS_PER_DAY);
  });
});

describe('6. contest votes from accounts made for the vote', () => {
  it('refuses a vote from an account made after voting began, with its own code, and counts nothing', async () => {
    const moderator = await createTestUser(s.app, { role: 'moderator' });
    const owners = [await createTestUser(s.app), await createTestUser(s.app)];
    setClock(s.app, utc(2033, 3, 5));
    const entries = await approvedEntries(s.app, moderator, owners);
    const votingAt = utc(2033, 3, 22, 10);
    setClock(s.app, votingAt);
    const fresh = await createTestUser(s.app);
    await s.app.store.run('UPDATE users SET created_at = ? WHERE id = ?', [votingAt - 5_000, fresh.id]);
    const refused = await vote(s.app, fresh, entries[0] ?? '');
    expect(refused.statusCode).toBe(403);
    const body = refused.json<{ error: string; message: string; votingStartsAt: number }>();
    expect(body).toMatchObject({ error: 'account-too-new', votingStartsAt: utc(2033, 3, 21) });
    expect(body.message).toContain('before voting began');
    const votes = await s.app.store.all('SELECT voter_id FROM contest_votes WHERE month = ?', ['2033-03']);
    expect(votes).toEqual([]);
    // An account made before the voting phase votes.
    const old = await createTestUser(s.app);
    await s.app.store.run('UPDATE users SET created_at = ? WHERE id = ?', [utc(2033, 3, 20, 23, 59), old.id]);
    expect((await vote(s.app, old, entries[0] ?? '')).statusCode).toBe(200);
  });
});

describe('7. moderators deciding their own items', () => {
  it('refuses a moderator\'s decision on their own contest entry, and lists it as theirs', async () => {
    const moderator = await createTestUser(s.app, { role: 'moderator' });
    const other = await createTestUser(s.app, { role: 'moderator' });
    const admin = await createTestUser(s.app, { role: 'admin' });
    setClock(s.app, utc(2033, 5, 5));
    const own = await submitted(s.app, moderator, 'My own');
    for (const [who, decision] of [[moderator, 'approve'], [moderator, 'reject']] as const) {
      const res = await decide(s.app, who, own, decision);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'own-entry-decision' });
    }
    const status = await s.app.store.one<{ status: string }>('SELECT status FROM contest_entries WHERE id = ?', [own]);
    expect(status?.status).toBe('pending');
    const mineToModerator = (await getJson<PendingResponse>(s.app, moderator, '/api/contest/pending')).body.entries.find((e) => e.id === own);
    expect(mineToModerator?.mine).toBe(true);
    expect((await getJson<PendingResponse>(s.app, other, '/api/contest/pending')).body.entries.find((e) => e.id === own)?.mine).toBe(false);
    // An admin's own entry too; another moderator decides.
    const admins = await submitted(s.app, admin, 'Admin\'s');
    expect((await decide(s.app, admin, admins, 'approve')).json()).toMatchObject({ error: 'own-entry-decision' });
    expect((await decide(s.app, other, own, 'approve')).statusCode).toBe(200);
    expect((await decide(s.app, moderator, admins, 'approve')).statusCode).toBe(200);
  });

  it('refuses a moderator\'s decision on their own calendar event, and lists it as theirs', async () => {
    const moderator = await createTestUser(s.app, { role: 'moderator' });
    const other = await createTestUser(s.app, { role: 'moderator' });
    const event = await submittedEvent(s.app, moderator, timedEvent(Date.UTC(2031, 4, 5, 10), { title: 'My own expo' }));
    for (const res of [await approve(s.app, moderator, event.id), await reject(s.app, moderator, event.id, 'no')]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'own-event' });
    }
    expect((await mine(s.app, moderator)).find((e) => e.id === event.id)?.status).toBe('pending');
    expect((await pending(s.app, moderator)).find((e) => e.id === event.id)?.mine).toBe(true);
    expect((await pending(s.app, other)).find((e) => e.id === event.id)?.mine).toBe(false);
    expect((await approve(s.app, other, event.id)).statusCode).toBe(200);
    // Decided by someone else: the submitter asking again is still told it is theirs, not decided twice.
    expect((await approve(s.app, moderator, event.id)).json()).toMatchObject({ error: 'own-event' });
  });
});

describe('13. calendar event links with credentials', () => {
  it('refuses a link carrying a user name or password, as notification links are refused, and stores nothing', async () => {
    const keeper = await createTestUser(s.app);
    for (const url of ['https://user:pw@expo.example/tickets', 'https://expo.example@evil.example/']) {
      const res = await submitEvent(s.app, keeper, timedEvent(Date.UTC(2031, 4, 5, 10), { url }));
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid-request', fields: { url: 'errors.urlCredentials' } });
    }
    expect(await mine(s.app, keeper)).toEqual([]);
  });
});

describe('15. admin messages to everyone', () => {
  const message = { type: 'update', title: 'News', message: 'Hello keepers.' };
  const broadcast = (admin: TestUser, title: string) =>
    s.app.inject({ method: 'POST', url: '/api/admin/notifications', headers: admin.headers, payload: { ...message, title, all: true } });
  const sentWith = async (title: string) => Number((await s.app.store.one<{ n: number | string }>('SELECT count(*) AS n FROM notifications WHERE title = ?', [title]))?.n);

  it('refuses one while another is being sent (by any admin, in any process), then allows it', async () => {
    const admin = await createTestUser(s.app, { role: 'admin' });
    // Another process's send under way: its hold is a row in the shared database.
    const elsewhere = await s.app.accounts.throttle.consume(BROADCAST_SUBJECT, ACCOUNT_LIMITS.broadcastSending);
    const refused = await broadcast(admin, 'While busy');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'broadcast-in-progress' });
    expect(await sentWith('While busy')).toBe(0);
    await s.app.accounts.throttle.release(elsewhere);
    expect((await broadcast(admin, 'After')).statusCode).toBe(200);
    await s.app.store.run('DELETE FROM throttle_hits');
  });

  it('lets a few at once through at most one by one, within the daily limit', async () => {
    const admins = await Promise.all([0, 1, 2, 3, 4].map(() => createTestUser(s.app, { role: 'admin' })));
    const answers = await Promise.all(admins.map((a, i) => broadcast(a, `Parallel ${i}`)));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.length).toBeLessThanOrEqual(BROADCASTS_PER_DAY);
    for (const r of answers.filter((a) => a.statusCode !== 200)) expect(['broadcast-in-progress', 'broadcast-limit']).toContain(r.json<{ error: string }>().error);
    let written = 0;
    for (let i = 0; i < admins.length; i++) if (await sentWith(`Parallel ${i}`) > 0) written++;
    expect(written).toBe(ok.length);
    await s.app.store.run('DELETE FROM throttle_hits');
  });

  it('allows BROADCASTS_PER_DAY a day for all admins together, then refuses with its own code until a day has passed', async () => {
    const [first, second] = [await createTestUser(s.app, { role: 'admin' }), await createTestUser(s.app, { role: 'admin' })];
    const start = Date.now();
    s.app.accounts.clock.now = () => start;
    try {
      for (let i = 0; i < BROADCASTS_PER_DAY; i++) expect((await broadcast(i % 2 ? second : first, `Daily ${i}`)).statusCode).toBe(200);
      const refused = await broadcast(second, 'One too many');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'broadcast-limit' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
      expect(await sentWith('One too many')).toBe(0);
      // Messages to one keeper are not limited by it.
      const keeper = await createTestUser(s.app);
      expect((await s.app.inject({ method: 'POST', url: '/api/admin/notifications', headers: first.headers, payload: { ...message, userId: keeper.id } })).statusCode).toBe(200);
      s.app.accounts.clock.now = () => start + 24 * 60 * 60_000 + 1000;
      expect((await broadcast(first, 'Next day')).statusCode).toBe(200);
    } finally {
      s.app.accounts.clock.now = () => Date.now();
    }
  });
});
