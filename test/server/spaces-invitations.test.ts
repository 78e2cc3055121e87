/**
 * Shared collections' online calls (issue 27, shared/api/spaces.ts), on SQLite and (server-pg)
 * PostgreSQL: making one (at most SHARED_SPACES_PER_OWNER, also under parallel requests), renaming
 * it, inviting by e-mail (the same answer for an address with or without an account, the mail in
 * the right language with the token in the link's fragment, stored hashed, rate-limited per owner)
 * and by link (a QR code), previewing and joining (single use under parallel accepts, an e-mail
 * invitation bound to its account, expiry, cancel), changing a role, removing and leaving; every
 * call refused to a stranger, a removed member and a sitter past their last day (404, as for no
 * collection) and to a member whose role does not allow it (403); bad input answers 400 and
 * changes nothing.
 */
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATION_DAYS, SHARED_SPACES_PER_OWNER, SITTER_MAX_DAYS, SPACE_INVITATIONS_PER_DAY, untilRefusal,
} from '../../shared/api/spaces';
import { buildTestServer, type TestServer } from '../helpers/server';
import { syncApi } from '../helpers/sync';
import { createTestUser, type TestUser } from '../helpers/users';
import { lastMailTo, linkParam, mails } from '../helpers/accounts';
import { renderMail, type MailLanguage, type MailTemplate } from '../../sync-server/src/mail/templates';
import { day, feeding, household, push, type Household } from './spaces-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const DAY_MS = 24 * 60 * 60 * 1000;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const call = (who: TestUser, method: Method, url: string, payload?: object) =>
  s.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const refusal = async (res: Promise<{ statusCode: number; json: () => unknown }>) => {
  const r = await res;
  return { status: r.statusCode, error: (r.json() as { error?: string }).error };
};

const invite = (owner: TestUser, space: string, email: string, over: object = {}) =>
  call(owner, 'POST', `/api/spaces/${space}/invitations`, { email, role: 'keeper', ...over });
const link = (owner: TestUser, space: string, over: object = {}) => call(owner, 'POST', `/api/spaces/${space}/invitations/link`, { role: 'viewer', ...over });
const tokenOf = (res: { json: () => unknown }): string => new URL((res.json() as { link: string }).link).hash.replace(/^#token=/, '');
const join = (who: TestUser, token: string) => call(who, 'POST', '/api/spaces/join', { token });
const preview = (who: TestUser, token: string) => call(who, 'POST', '/api/spaces/join/preview', { token });

/** The token the last invitation mail to `email` carries (after the mail, made in the background, is written). */
async function mailedToken(email: string): Promise<string> {
  await s.app.accounts.background.idle();
  return linkParam(lastMailTo(s, email), 'token');
}

/** The members of the space in force, as the owner's pull lists them: user id -> role (and a sitter's day). */
async function membersOf(owner: TestUser, space: string): Promise<Record<string, string>> {
  const views = (await syncApi(s.app, owner).pull(0)).spaces ?? [];
  const view = views.find((v) => v.id === space);
  return Object.fromEntries((view?.members ?? []).map((m) => [m.userId, m.until ? `${m.role} ${m.until}` : m.role]));
}

const count = async (sql: string, params: (string | number)[]) => Number((await s.app.store.one<{ n: number | string }>(sql, params))?.n ?? 0);
const invitationsOf = (space: string) => count('SELECT count(*) AS n FROM space_invitations WHERE space_id = ?', [space]);
const ownedBy = (userId: string) => count("SELECT count(*) AS n FROM spaces WHERE owner_id = ? AND kind <> 'own'", [userId]);

describe('making a shared collection', () => {
  it('makes a household or a team with its maker as owner, and lists it on their pull', async () => {
    const owner = await createTestUser(s.app);
    const res = await call(owner, 'POST', '/api/spaces', { kind: 'team', name: '  Ball python project  ' });
    expect(res.statusCode).toBe(201);
    const view = res.json();
    expect(view).toEqual({
      id: expect.any(String), kind: 'team', name: 'Ball python project', ownerId: owner.id, role: 'owner', until: null,
      members: [{ userId: owner.id, name: owner.email.split('@')[0], role: 'owner', until: null }],
    });
    expect((await syncApi(s.app, owner).pull(0)).spaces).toEqual([view]);
  });

  it('refuses bad input with its fields, and makes nothing', async () => {
    const owner = await createTestUser(s.app);
    for (const [body, fields] of [
      [{ kind: 'household', name: '   ' }, { name: 'errors.nameRequired' }],
      [{ kind: 'household', name: 'x'.repeat(61) }, { name: 'errors.nameTooLong' }],
      [{ kind: 'farm', name: 'Ours' }, { kind: 'errors.kindInvalid' }],
      [{ kind: 'own', name: 'Ours' }, { kind: 'errors.kindInvalid' }],
      [{}, { kind: 'errors.kindInvalid', name: 'errors.nameRequired' }],
    ] as const) {
      const res = await call(owner, 'POST', '/api/spaces', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid-request', fields });
    }
    expect((await call(owner, 'POST', '/api/spaces', { kind: 'household', name: 'x'.repeat(60) })).statusCode).toBe(201);
    expect(await ownedBy(owner.id)).toBe(1);
  });

  it(`lets a keeper own at most ${SHARED_SPACES_PER_OWNER}, also when the requests come at once`, async () => {
    const owner = await createTestUser(s.app);
    const other = await createTestUser(s.app);
    const tries = SHARED_SPACES_PER_OWNER + 3;
    const answers = await Promise.all(Array.from({ length: tries }, (_, i) => call(owner, 'POST', '/api/spaces', { kind: 'household', name: `Home ${i}` })));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array(SHARED_SPACES_PER_OWNER).fill(201), ...Array(3).fill(409)]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().error)).toEqual(['space-limit', 'space-limit', 'space-limit']);
    expect(await ownedBy(owner.id)).toBe(SHARED_SPACES_PER_OWNER);
    // Being a member of others' collections does not count, nor does one keeper's cap hold another back.
    const theirs = (await call(other, 'POST', '/api/spaces', { kind: 'team', name: 'Theirs' })).json().id as string;
    const token = tokenOf(await link(other, theirs));
    expect((await join(owner, token)).statusCode).toBe(200);
    expect((await call(owner, 'POST', '/api/spaces', { kind: 'team', name: 'One more' })).json()).toMatchObject({ error: 'space-limit' });
  });
});

describe('who may call', () => {
  /** Every call into a space, with a valid body: [name, method, url, body]. */
  const routes = (h: Household, invitationId: string): [string, Method, string, object | undefined][] => [
    ['rename', 'PATCH', `/api/spaces/${h.space}`, { name: 'Renamed' }],
    ['invite', 'POST', `/api/spaces/${h.space}/invitations`, { email: 'someone-new@example.test', role: 'viewer' }],
    ['link', 'POST', `/api/spaces/${h.space}/invitations/link`, { role: 'viewer' }],
    ['list', 'GET', `/api/spaces/${h.space}/invitations`, undefined],
    ['cancel', 'DELETE', `/api/spaces/${h.space}/invitations/${invitationId}`, undefined],
    ['change role', 'PATCH', `/api/spaces/${h.space}/members/${h.keeper.id}`, { role: 'viewer' }],
    ['remove', 'DELETE', `/api/spaces/${h.space}/members/${h.keeper.id}`, undefined],
  ];

  it('answers a stranger, a removed member and a sitter past their last day as if the collection did not exist, and changes nothing', async () => {
    const h = await household(s.app);
    const invitationId = (await link(h.owner, h.space)).json().id as string;
    const before = await membersOf(h.owner, h.space);
    for (const outsider of [h.stranger, h.removed, h.pastSitter]) {
      for (const [name, method, url, body] of [...routes(h, invitationId), ['leave', 'DELETE', `/api/spaces/${h.space}/members/me`, undefined] as const]) {
        expect(await refusal(call(outsider, method, url, body)), name).toEqual({ status: 404, error: 'space-not-found' });
      }
    }
    // A collection that does not exist, and one's own space (not a shared one), answer alike.
    expect(await refusal(call(h.owner, 'PATCH', `/api/spaces/${randomUUID()}`, { name: 'X' }))).toEqual({ status: 404, error: 'space-not-found' });
    expect(await refusal(call(h.owner, 'POST', `/api/spaces/${h.owner.id}/invitations/link`, { role: 'viewer' }))).toEqual({ status: 404, error: 'space-not-found' });
    expect(await refusal(call(h.owner, 'GET', '/api/spaces/not-an-id/invitations'))).toEqual({ status: 404, error: 'space-not-found' });
    expect(await membersOf(h.owner, h.space)).toEqual(before);
    expect(await invitationsOf(h.space)).toBe(1);
    expect((await call(h.owner, 'GET', `/api/spaces/${h.space}/invitations`)).json().invitations).toHaveLength(1);
  });

  it('refuses the owner\'s calls to a keeper, a sitter and a viewer with their role\'s refusal, and changes nothing', async () => {
    const h = await household(s.app);
    const invitationId = (await link(h.owner, h.space)).json().id as string;
    const before = await membersOf(h.owner, h.space);
    for (const [member, code] of [[h.keeper, 'role-keeper'], [h.sitter, 'role-sitter'], [h.viewer, 'role-viewer']] as const) {
      for (const [name, method, url, body] of routes(h, invitationId)) {
        // The keeper naming themselves leaves (below); here the keeper's target is another member.
        const target = member === h.keeper ? url.replace(h.keeper.id, h.viewer.id) : url;
        expect(await refusal(call(member, method, target, body)), `${code} ${name}`).toEqual({ status: 403, error: code });
      }
    }
    expect(await membersOf(h.owner, h.space)).toEqual(before);
    expect(await invitationsOf(h.space)).toBe(1);
    const views = (await syncApi(s.app, h.owner).pull(0)).spaces ?? [];
    expect(views[0]?.name).toBe('The Petrovs');
  });

  it('needs a sign-in for every call', async () => {
    for (const [method, url] of [['POST', '/api/spaces'], ['POST', '/api/spaces/join'], ['POST', '/api/spaces/join/preview'], ['GET', `/api/spaces/${randomUUID()}/invitations`]] as const) {
      const res = await s.app.inject({ method, url, payload: method === 'POST' ? { token: 'x' } : undefined });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('renaming', () => {
  it('lets the owner rename, trimmed; refuses a bad name', async () => {
    const h = await household(s.app);
    const res = await call(h.owner, 'PATCH', `/api/spaces/${h.space}`, { name: ' The Petrovs & friends ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: h.space, name: 'The Petrovs & friends', role: 'owner' });
    expect((await syncApi(s.app, h.keeper).pull(0)).spaces?.[0]?.name).toBe('The Petrovs & friends');
    expect((await call(h.owner, 'PATCH', `/api/spaces/${h.space}`, { name: '' })).json()).toMatchObject({ error: 'invalid-request', fields: { name: 'errors.nameRequired' } });
    expect((await syncApi(s.app, h.keeper).pull(0)).spaces?.[0]?.name).toBe('The Petrovs & friends');
  });
});

describe('inviting by e-mail', () => {
  it('e-mails a link with the token in its fragment, stores only its hash, and lets that account join', async () => {
    const h = await household(s.app);
    const invitee = await createTestUser(s.app);
    await s.app.store.run("UPDATE users SET language = 'bg' WHERE id = ?", [invitee.id]);
    const res = await invite(h.owner, h.space, `  ${invitee.email.toUpperCase()} `, { role: 'sitter', until: day(10) });
    expect(res.statusCode).toBe(201);
    const view = res.json();
    expect(view).toEqual({ id: expect.any(String), email: invitee.email, role: 'sitter', until: day(10), createdAt: expect.any(Number), expiresAt: view.createdAt + INVITATION_DAYS * DAY_MS });

    const token = await mailedToken(invitee.email);
    const mail = lastMailTo(s, invitee.email);
    // In the invitee's language; nothing the owner typed; the token only in the fragment.
    expect(mail.subject).toBe('Поканени сте в обща колекция в HerpTrack');
    expect(mail.text).toContain(`${s.config.publicUrl}/join#token=${token}`);
    expect(mail.text).not.toContain('Petrovs');
    expect(mail.text).not.toContain('?token=');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await s.app.store.one<Record<string, unknown>>('SELECT * FROM space_invitations WHERE id = ?', [view.id]);
    expect(stored?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(view)).not.toContain(token);

    // The owner's list shows it, without its token.
    const list = (await call(h.owner, 'GET', `/api/spaces/${h.space}/invitations`)).json();
    expect(list).toEqual({ invitations: [view] });

    expect((await preview(invitee, token)).json()).toEqual({
      spaceName: 'The Petrovs', kind: 'household', inviterName: h.owner.email.split('@')[0], role: 'sitter', until: day(10), expiresAt: view.expiresAt,
    });
    const joined = await join(invitee, token);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ id: h.space, name: 'The Petrovs', role: 'sitter', until: day(10), ownerId: h.owner.id });
    expect((await membersOf(h.owner, h.space))[invitee.id]).toBe(`sitter ${day(10)}`);
    // The new member pulls the collection and may log the daily round in it.
    expect((await syncApi(s.app, invitee).pull(0)).spaces?.map((v) => v.id)).toEqual([h.space]);
    expect(await push(s.app, invitee, [['feedingLog.create.v1', feeding(h.reptileId)]])).toEqual(['applied']);
    const row = await s.app.store.one<{ acceptedBy: string; acceptedAt: number | string }>(
      'SELECT accepted_by AS "acceptedBy", accepted_at AS "acceptedAt" FROM space_invitations WHERE id = ?', [view.id]);
    expect(row?.acceptedBy).toBe(invitee.id);
    // Single use; gone from the list.
    expect(await refusal(join(invitee, token))).toEqual({ status: 410, error: 'invitation-used' });
    expect(await refusal(preview(invitee, token))).toEqual({ status: 410, error: 'invitation-used' });
    expect((await call(h.owner, 'GET', `/api/spaces/${h.space}/invitations`)).json()).toEqual({ invitations: [] });
  });

  it('binds an e-mail invitation to the account with that address: anyone else is told it does not exist', async () => {
    const h = await household(s.app);
    const invitee = await createTestUser(s.app);
    await invite(h.owner, h.space, invitee.email);
    const token = await mailedToken(invitee.email);
    for (const other of [h.stranger, h.removed, h.owner]) {
      expect(await refusal(preview(other, token))).toEqual({ status: 404, error: 'invitation-not-found' });
      expect(await refusal(join(other, token))).toEqual({ status: 404, error: 'invitation-not-found' });
    }
    expect(await refusal(join(h.stranger, 'A'.repeat(43)))).toEqual({ status: 404, error: 'invitation-not-found' });
    expect((await membersOf(h.owner, h.space))[h.stranger.id]).toBeUndefined();
    expect((await join(invitee, token)).statusCode).toBe(200);
  });

  it('answers an address with an account and one without alike, and e-mails both (sign in, or sign up)', async () => {
    const h = await household(s.app);
    const member = await createTestUser(s.app);
    await s.app.store.run("UPDATE users SET language = 'bg' WHERE id = ?", [h.owner.id]);
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.test`;
    const toMember = await invite(h.owner, h.space, member.email);
    const toUnknown = await invite(h.owner, h.space, unknown);
    const shape = (res: typeof toMember) => {
      const { id: _id, email: _e, createdAt: _c, expiresAt: _x, ...rest } = res.json() as Record<string, unknown>;
      return { status: res.statusCode, keys: Object.keys(res.json() as object).sort(), rest };
    };
    expect(shape(toMember)).toEqual(shape(toUnknown));
    await s.app.accounts.background.idle();
    // The member's mail in their language (en); the stranger's in the inviter's (bg), asking for an account.
    expect(lastMailTo(s, member.email).subject).toBe('You are invited to a shared collection on HerpTrack');
    expect(lastMailTo(s, member.email).text).toContain('sign in with this e-mail address');
    expect(lastMailTo(s, unknown).subject).toBe('Поканени сте в обща колекция в HerpTrack');
    expect(lastMailTo(s, unknown).text).toContain('създайте профил');
    expect(linkParam(lastMailTo(s, unknown), 'token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses an address that is already a member (the owner\'s own included), but invites a removed member or a sitter whose period ended', async () => {
    const h = await household(s.app);
    for (const member of [h.owner, h.keeper, h.sitter, h.viewer]) {
      expect(await refusal(invite(h.owner, h.space, member.email.toUpperCase())), member.email).toEqual({ status: 409, error: 'already-member' });
    }
    expect(await invitationsOf(h.space)).toBe(0);
    for (const former of [h.removed, h.pastSitter]) {
      expect((await invite(h.owner, h.space, former.email, { role: 'viewer' })).statusCode).toBe(201);
      expect((await join(former, await mailedToken(former.email))).json()).toMatchObject({ role: 'viewer', until: null });
    }
    expect(await membersOf(h.owner, h.space)).toMatchObject({ [h.removed.id]: 'viewer', [h.pastSitter.id]: 'viewer' });
  });

  it('replaces a pending invitation of the same address: the old link stops working', async () => {
    const h = await household(s.app);
    const invitee = await createTestUser(s.app);
    const first = (await invite(h.owner, h.space, invitee.email, { role: 'viewer' })).json();
    const oldToken = await mailedToken(invitee.email);
    const second = (await invite(h.owner, h.space, invitee.email, { role: 'keeper' })).json();
    const newToken = await mailedToken(invitee.email);
    expect(newToken).not.toBe(oldToken);
    expect((await call(h.owner, 'GET', `/api/spaces/${h.space}/invitations`)).json().invitations).toEqual([second]);
    expect(second.id).not.toBe(first.id);
    expect(await refusal(join(invitee, oldToken))).toEqual({ status: 404, error: 'invitation-not-found' });
    expect((await join(invitee, newToken)).json()).toMatchObject({ role: 'keeper' });
  });

  it('refuses bad roles, addresses and sitter days with their fields, and writes and sends nothing', async () => {
    const h = await household(s.app);
    const sent = mails(s).length;
    const cases: [object, Record<string, string>][] = [
      [{ email: 'not-an-address', role: 'keeper' }, { email: 'errors.emailInvalid' }],
      [{ email: 'a@example.test', role: 'owner' }, { role: 'errors.roleInvalid' }],
      [{ email: 'a@example.test', role: 'sitter' }, { until: 'errors.untilRequired' }],
      [{ email: 'a@example.test', role: 'keeper', until: day(3) }, { until: 'errors.untilNotAllowed' }],
      [{ email: 'a@example.test', role: 'viewer', until: day(3) }, { until: 'errors.untilNotAllowed' }],
      [{ email: 'a@example.test', role: 'sitter', until: day(-1) }, { until: 'errors.untilPast' }],
      [{ email: 'a@example.test', role: 'sitter', until: day(SITTER_MAX_DAYS + 1) }, { until: 'errors.untilTooFar' }],
      [{ email: 'a@example.test', role: 'sitter', until: '2027-02-30' }, { until: 'errors.dateInvalid' }],
    ];
    for (const [body, fields] of cases) {
      const res = await call(h.owner, 'POST', `/api/spaces/${h.space}/invitations`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid-request', fields });
      if ('email' in fields) continue;
      // A link takes the same role and day, and refuses them alike.
      const asLink = await call(h.owner, 'POST', `/api/spaces/${h.space}/invitations/link`, { ...body, email: undefined });
      expect(asLink.json(), JSON.stringify(body)).toMatchObject({ error: 'invalid-request', fields });
    }
    await s.app.accounts.background.idle();
    expect(await invitationsOf(h.space)).toBe(0);
    expect(mails(s).length).toBe(sent);
    // Today and the last allowed day are fine.
    expect((await invite(h.owner, h.space, 'a@example.test', { role: 'sitter', until: day(0) })).statusCode).toBe(201);
    expect((await invite(h.owner, h.space, 'b@example.test', { role: 'sitter', until: day(SITTER_MAX_DAYS) })).statusCode).toBe(201);
  });

  it(`limits an owner to ${SPACE_INVITATIONS_PER_DAY} e-mails in 24 hours, counting only those sent, and not another owner's`, async () => {
    const h = await household(s.app);
    const other = await household(s.app);
    const start = Date.now();
    s.app.accounts.clock.now = () => start;
    try {
      expect((await invite(h.owner, h.space, h.keeper.email)).statusCode).toBe(409);
      for (let i = 0; i < SPACE_INVITATIONS_PER_DAY; i++) expect((await invite(h.owner, h.space, `guest${i}@example.test`)).statusCode).toBe(201);
      const refused = await invite(h.owner, h.space, 'one-more@example.test');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'rate-limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
      await s.app.accounts.background.idle();
      expect(mails(s).filter((m) => m.to === 'one-more@example.test')).toEqual([]);
      expect(await invitationsOf(h.space)).toBe(SPACE_INVITATIONS_PER_DAY);
      // Links count apart; another owner's budget is their own.
      expect((await link(h.owner, h.space)).statusCode).toBe(201);
      expect((await invite(other.owner, other.space, 'one-more@example.test')).statusCode).toBe(201);
      s.app.accounts.clock.now = () => start + DAY_MS + 1000;
      expect((await invite(h.owner, h.space, 'one-more@example.test')).statusCode).toBe(201);
    } finally {
      s.app.accounts.clock.now = () => Date.now();
    }
  });
});

describe('invitation links', () => {
  it('answers the link once, lists it without an address, and lets anyone signed in join with its role', async () => {
    const h = await household(s.app);
    const before = Date.now();
    const res = await link(h.owner, h.space, { role: 'sitter', until: day(5) });
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toEqual({ id: expect.any(String), link: expect.stringMatching(new RegExp(`^${s.config.publicUrl}/join#token=[A-Za-z0-9_-]{43}$`)), expiresAt: expect.any(Number) });
    expect(made.expiresAt).toBeGreaterThanOrEqual(before + INVITATION_DAYS * DAY_MS);
    expect((await call(h.owner, 'GET', `/api/spaces/${h.space}/invitations`)).json().invitations).toEqual([
      { id: made.id, email: null, role: 'sitter', until: day(5), createdAt: expect.any(Number), expiresAt: made.expiresAt },
    ]);
    const guest = await createTestUser(s.app);
    expect((await preview(guest, tokenOf(res))).json()).toMatchObject({ spaceName: 'The Petrovs', role: 'sitter', until: day(5) });
    // A preview changes nothing.
    expect((await membersOf(h.owner, h.space))[guest.id]).toBeUndefined();
    expect((await join(guest, tokenOf(res))).json()).toMatchObject({ id: h.space, role: 'sitter', until: day(5) });
    expect((await membersOf(h.owner, h.space))[guest.id]).toBe(`sitter ${day(5)}`);
  });

  it('makes one member of two accounts accepting one link at once', async () => {
    const h = await household(s.app);
    const token = tokenOf(await link(h.owner, h.space, { role: 'keeper' }));
    const [a, b] = await Promise.all([createTestUser(s.app), createTestUser(s.app)]);
    const answers = await Promise.all([join(a!, token), join(b!, token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    expect(answers.find((r) => r.statusCode === 410)?.json()).toMatchObject({ error: 'invitation-used' });
    const members = await membersOf(h.owner, h.space);
    expect([members[a!.id], members[b!.id]].filter(Boolean)).toEqual(['keeper']);
  });

  it('makes one membership of one account accepting twice at once', async () => {
    const h = await household(s.app);
    const token = tokenOf(await link(h.owner, h.space));
    const guest = await createTestUser(s.app);
    const answers = await Promise.all([join(guest, token), join(guest, token), join(guest, token)]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expect(['already-member', 'invitation-used']).toContain(r.json().error);
    expect(await count('SELECT count(*) AS n FROM space_members WHERE space_id = ? AND user_id = ?', [h.space, guest.id])).toBe(1);
  });

  it('tells the owner, and any member, that they are already in', async () => {
    const h = await household(s.app);
    const token = tokenOf(await link(h.owner, h.space));
    for (const member of [h.owner, h.keeper, h.viewer]) {
      expect(await refusal(preview(member, token))).toEqual({ status: 409, error: 'already-member' });
      expect(await refusal(join(member, token))).toEqual({ status: 409, error: 'already-member' });
    }
    expect(await count('SELECT count(*) AS n FROM space_invitations WHERE space_id = ? AND accepted_at IS NULL', [h.space])).toBe(1);
  });

  it('refuses an expired invitation and a sitter\'s whose last day has passed, and drops them from the list', async () => {
    const h = await household(s.app);
    const guest = await createTestUser(s.app);
    const expired = await link(h.owner, h.space);
    await s.app.store.run('UPDATE space_invitations SET expires_at = ? WHERE id = ?', [Date.now() - 1000, expired.json().id]);
    const sitter = await link(h.owner, h.space, { role: 'sitter', until: day(1) });
    await s.app.store.run('UPDATE space_invitations SET until = ? WHERE id = ?', [day(-1), sitter.json().id]);
    for (const res of [expired, sitter]) {
      expect(await refusal(preview(guest, tokenOf(res)))).toEqual({ status: 410, error: 'invitation-expired' });
      expect(await refusal(join(guest, tokenOf(res)))).toEqual({ status: 410, error: 'invitation-expired' });
    }
    expect((await call(h.owner, 'GET', `/api/spaces/${h.space}/invitations`)).json().invitations.map((i: { id: string }) => i.id)).toEqual([sitter.json().id]);
    expect((await membersOf(h.owner, h.space))[guest.id]).toBeUndefined();
  });

  it('expires after its days by the clock: the same invitation works before and not after', async () => {
    const h = await household(s.app);
    const guest = await createTestUser(s.app);
    const start = Date.now();
    const token = tokenOf(await link(h.owner, h.space));
    s.app.accounts.clock.now = () => start + INVITATION_DAYS * DAY_MS + 1000;
    try {
      expect(await refusal(join(guest, token))).toEqual({ status: 410, error: 'invitation-expired' });
    } finally {
      s.app.accounts.clock.now = () => Date.now();
    }
    expect((await join(guest, token)).statusCode).toBe(200);
  });

  it('lets the owner cancel a pending invitation: its link stops working', async () => {
    const h = await household(s.app);
    const other = await household(s.app);
    const guest = await createTestUser(s.app);
    const res = await link(h.owner, h.space);
    const id = res.json().id as string;
    // Not through another collection, even by its owner.
    expect(await refusal(call(other.owner, 'DELETE', `/api/spaces/${other.space}/invitations/${id}`))).toEqual({ status: 404, error: 'invitation-not-found' });
    expect((await call(h.owner, 'DELETE', `/api/spaces/${h.space}/invitations/${id}`)).json()).toEqual({ ok: true });
    expect(await refusal(call(h.owner, 'DELETE', `/api/spaces/${h.space}/invitations/${id}`))).toEqual({ status: 404, error: 'invitation-not-found' });
    expect(await refusal(preview(guest, tokenOf(res)))).toEqual({ status: 404, error: 'invitation-not-found' });
    expect(await refusal(join(guest, tokenOf(res)))).toEqual({ status: 404, error: 'invitation-not-found' });
    expect((await call(h.owner, 'GET', `/api/spaces/${h.space}/invitations`)).json()).toEqual({ invitations: [] });
    // An accepted one is no longer the owner's to cancel.
    const used = await link(h.owner, h.space);
    await join(guest, tokenOf(used));
    expect(await refusal(call(h.owner, 'DELETE', `/api/spaces/${h.space}/invitations/${used.json().id}`))).toEqual({ status: 410, error: 'invitation-used' });
    expect((await membersOf(h.owner, h.space))[guest.id]).toBe('viewer');
  });

  it('refuses a missing token with a 400', async () => {
    const guest = await createTestUser(s.app);
    for (const body of [{}, { token: '' }, { token: 'x'.repeat(201) }, { token: 42 }]) {
      const res = await call(guest, 'POST', '/api/spaces/join', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid-request', fields: { token: expect.stringMatching(/^errors\.token/) } });
    }
  });
});

describe('members', () => {
  it('lets the owner change a role and a sitter\'s day, extend a period that ran out, but not their own', async () => {
    const h = await household(s.app);
    const patch = (userId: string, body: object) => call(h.owner, 'PATCH', `/api/spaces/${h.space}/members/${userId}`, body);
    const res = await patch(h.keeper.id, { role: 'viewer' });
    expect(res.statusCode).toBe(200);
    expect(res.json().members).toContainEqual(expect.objectContaining({ userId: h.keeper.id, role: 'viewer', until: null }));
    expect(await push(s.app, h.keeper, [['feedingLog.create.v1', feeding(h.reptileId)]])).toEqual(['role-viewer']);

    expect((await patch(h.viewer.id, { role: 'sitter', until: day(30) })).statusCode).toBe(200);
    expect((await patch(h.sitter.id, { role: 'keeper' })).statusCode).toBe(200);
    // The sitter whose last day passed is back until their new one.
    expect((await patch(h.pastSitter.id, { role: 'sitter', until: day(7) })).statusCode).toBe(200);
    expect(await push(s.app, h.pastSitter, [['feedingLog.create.v1', feeding(h.reptileId)]])).toEqual(['applied']);
    expect(await membersOf(h.owner, h.space)).toEqual({
      [h.owner.id]: 'owner', [h.keeper.id]: 'viewer', [h.viewer.id]: `sitter ${day(30)}`, [h.sitter.id]: 'keeper', [h.pastSitter.id]: `sitter ${day(7)}`,
    });

    expect(await refusal(patch(h.owner.id, { role: 'viewer' }))).toEqual({ status: 409, error: 'owner-role-fixed' });
    for (const gone of [h.removed, h.stranger]) expect(await refusal(patch(gone.id, { role: 'viewer' }))).toEqual({ status: 404, error: 'member-not-found' });
    const before = await membersOf(h.owner, h.space);
    for (const [body, fields] of [
      [{ role: 'sitter' }, { until: 'errors.untilRequired' }],
      [{ role: 'sitter', until: day(-2) }, { until: 'errors.untilPast' }],
      [{ role: 'keeper', until: day(2) }, { until: 'errors.untilNotAllowed' }],
      [{ role: 'owner' }, { role: 'errors.roleInvalid' }],
    ] as const) {
      expect((await patch(h.sitter.id, body)).json()).toMatchObject({ error: 'invalid-request', fields });
    }
    expect(await membersOf(h.owner, h.space)).toEqual(before);
  });

  it('lets the owner remove a member: their pushes and calls are refused, and the collection leaves their pull', async () => {
    const h = await household(s.app);
    expect((await call(h.owner, 'DELETE', `/api/spaces/${h.space}/members/${h.keeper.id}`)).json()).toEqual({ ok: true });
    expect((await syncApi(s.app, h.keeper).pull(0)).spaces).toEqual([]);
    expect(await push(s.app, h.keeper, [['feedingLog.create.v1', feeding(h.reptileId)]])).toEqual(['membership-ended']);
    expect(await refusal(call(h.keeper, 'DELETE', `/api/spaces/${h.space}/members/me`))).toEqual({ status: 404, error: 'space-not-found' });
    expect(await refusal(call(h.owner, 'DELETE', `/api/spaces/${h.space}/members/${h.keeper.id}`))).toEqual({ status: 404, error: 'member-not-found' });
    expect(await refusal(call(h.owner, 'DELETE', `/api/spaces/${h.space}/members/${h.owner.id}`))).toEqual({ status: 409, error: 'owner-cannot-leave' });
    expect(Object.keys(await membersOf(h.owner, h.space)).sort()).toEqual([h.owner.id, h.sitter.id, h.viewer.id].sort());
  });

  it('lets a member leave (by "me" or by their own id), but not the owner', async () => {
    const h = await household(s.app);
    expect((await call(h.viewer, 'DELETE', `/api/spaces/${h.space}/members/me`)).json()).toEqual({ ok: true });
    expect((await call(h.sitter, 'DELETE', `/api/spaces/${h.space}/members/${h.sitter.id}`)).json()).toEqual({ ok: true });
    for (const gone of [h.viewer, h.sitter]) expect((await syncApi(s.app, gone).pull(0)).spaces).toEqual([]);
    expect(await refusal(call(h.owner, 'DELETE', `/api/spaces/${h.space}/members/me`))).toEqual({ status: 409, error: 'owner-cannot-leave' });
    expect(Object.keys(await membersOf(h.owner, h.space)).sort()).toEqual([h.owner.id, h.keeper.id].sort());
    // Invited again, a member who left comes back.
    const token = tokenOf(await link(h.owner, h.space, { role: 'keeper' }));
    expect((await join(h.viewer, token)).json()).toMatchObject({ role: 'keeper' });
  });
});

describe('the sitter\'s day rule', () => {
  it('is the same pure rule on both sides', () => {
    const today = '2027-03-10';
    expect(untilRefusal('sitter', '2027-03-10', today)).toBeNull();
    expect(untilRefusal('sitter', '2028-03-10', today)).toBeNull();
    expect(untilRefusal('sitter', '2028-03-11', today)).toBe('errors.untilTooFar');
    expect(untilRefusal('sitter', '2027-03-09', today)).toBe('errors.untilPast');
    expect(untilRefusal('sitter', null, today)).toBe('errors.untilRequired');
    expect(untilRefusal('keeper', '2027-03-10', today)).toBe('errors.untilNotAllowed');
    expect(untilRefusal('viewer', undefined, today)).toBeNull();
  });
});

describe('the invitation mails', () => {
  it.each(['en', 'bg'] as MailLanguage[])('say the kind of collection and the role in %s, with the link, and every field filled', (language) => {
    const link = 'https://h.test/join#token=abc_DEF-123';
    const templates: MailTemplate[] = [
      { kind: 'space-invitation', link, days: INVITATION_DAYS, space: 'household', role: 'sitter', until: '2027-05-01' },
      { kind: 'space-invitation', link, days: INVITATION_DAYS, space: 'team', role: 'keeper', until: null },
      { kind: 'space-invitation-signup', link, days: INVITATION_DAYS, role: 'viewer', until: null },
    ];
    const texts = templates.map((t) => renderMail(t, language));
    for (const mail of texts) {
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(link);
      expect(mail.text).toContain(String(INVITATION_DAYS));
      expect(mail.text).not.toMatch(/\{\w+\}|undefined|null/);
    }
    expect(texts[0]!.text).toContain(language === 'en' ? 'household' : 'домакинство');
    expect(texts[0]!.text).toContain(language === 'en' ? '1 May 2027' : '1 май 2027');
    expect(texts[1]!.text).toContain(language === 'en' ? 'team' : 'екип');
    expect(new Set(texts.map((m) => m.text)).size).toBe(3);
  });
});
