/**
 * The role matrix (issue 15): every admin and moderator call, made by a stranger (401), a keeper
 * (403), a moderator (403 on the admin calls, allowed on the moderators') and an admin. A refused
 * call changes nothing: every table such a call may write, and the uploaded files, are the same
 * after it. An allowed action writes exactly one audit entry, naming its actor and role; a read
 * writes none.
 *
 * Each call gets fresh targets (a new keeper, a new pending event or entry, a new report), since
 * an allowed call changes its target and the next role must find it as the first did.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTEST_SETTINGS } from '../../shared/contest/settings';
import { tinyImage } from '../helpers/images';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';
import { auditedBy, feedbackId, pendingEntryId, pendingEventId, send, snapshot, type Call } from './admin-fixtures';
import { setClock, utc } from './contest-fixtures';

let s: TestServer;
let callers: Record<'user' | 'moderator' | 'admin', TestUser>;
beforeAll(async () => {
  s = await buildTestServer();
  // The 5th of a month far ahead: submissions are open, so entries can be made and reviewed.
  setClock(s.app, utc(2031, 3, 5, 12));
  callers = {
    user: await createTestUser(s.app),
    moderator: await createTestUser(s.app, { role: 'moderator' }),
    admin: await createTestUser(s.app, { role: 'admin' }),
  };
});
afterAll(() => s.close());

const keeper = async (opts: Parameters<typeof createTestUser>[1] = {}) => (await createTestUser(s.app, opts)).id;
let settingsChange = 0;

interface Route {
  name: string;
  /** The least role allowed: moderators' calls are the admins' too. */
  least: 'moderator' | 'admin';
  /** A fresh call (fresh targets). */
  call: () => Promise<Call>;
  /** The allowed answer. */
  ok: number;
  /** The audit action an allowed call writes; none for a read. */
  audit?: string;
}

const get = (name: string, least: Route['least'], url: () => Promise<string> | string): Route =>
  ({ name: `GET ${name}`, least, ok: 200, call: async () => ({ method: 'GET', url: await url() }) });
const post = (name: string, least: Route['least'], audit: string, call: () => Promise<Omit<Call, 'method'>>, ok = 200): Route =>
  ({ name: `POST ${name}`, least, ok, audit, call: async () => ({ method: 'POST', ...(await call()) }) });

const feedbackRoutes = (kind: 'bug' | 'feature'): Route[] => {
  const base = kind === 'bug' ? '/api/admin/bug-reports' : '/api/admin/feature-requests';
  return [
    get(base, 'admin', () => base),
    get(`${base}/stats`, 'admin', () => `${base}/stats`),
    get(`${base}/:id`, 'admin', async () => `${base}/${await feedbackId(s.app, kind)}`),
    post(`${base}/:id/status`, 'admin', 'feedback.status', async () =>
      ({ url: `${base}/${await feedbackId(s.app, kind)}/status`, payload: { status: kind === 'bug' ? 'inProgress' : 'planned' } })),
    post(`${base}/:id/archive`, 'admin', 'feedback.archive', async () => ({ url: `${base}/${await feedbackId(s.app, kind)}/archive`, payload: { archived: true } })),
    post(`${base}/:id/comments`, 'admin', 'feedback.comment', async () =>
      ({ url: `${base}/${await feedbackId(s.app, kind)}/comments`, payload: { body: 'Thank you, we are on it.' } }), 201),
  ];
};

const ROUTES: Route[] = [
  // The admin area's own calls.
  get('/api/admin/users', 'admin', () => '/api/admin/users?q=keeper&page=1&per_page=10'),
  get('/api/admin/users/:userId', 'admin', async () => `/api/admin/users/${await keeper()}`),
  post('/api/admin/users/:userId/role', 'admin', 'user.role', async () => ({ url: `/api/admin/users/${await keeper()}/role`, payload: { role: 'moderator' } })),
  post('/api/admin/users/:userId/disable', 'admin', 'user.disable', async () => ({ url: `/api/admin/users/${await keeper()}/disable`, payload: { disabled: true, reason: 'Spam' } })),
  get('/api/admin/repticoins/history', 'admin', () => '/api/admin/repticoins/history?cause=admin'),
  get('/api/admin/audit', 'admin', () => '/api/admin/audit?per_page=5'),
  get('/api/admin/counts', 'admin', () => '/api/admin/counts'),
  // ReptiCoins and premium.
  post('/api/admin/users/:userId/repticoins', 'admin', 'coins.adjust', async () =>
    ({ url: `/api/admin/users/${await keeper()}/repticoins`, payload: { amount: 25, reason: 'Matrix', adjustmentId: randomUUID() } })),
  post('/api/admin/users/:userId/premium/revoke', 'admin', 'premium.revoke', async () => ({ url: `/api/admin/users/${await keeper({ premiumTier: 'HerpPlus' })}/premium/revoke` })),
  // Notifications.
  post('/api/admin/notifications', 'admin', 'notification.send', async () =>
    ({ url: '/api/admin/notifications', payload: { userId: await keeper(), type: 'update', title: 'Maintenance', message: 'Tonight at 22:00.' } })),
  post('/api/admin/notifications/images', 'admin', 'notification.image', async () =>
    ({ url: '/api/admin/notifications/images', payload: await tinyImage('png'), headers: { 'content-type': 'image/png' } }), 201),
  // Community events (moderators).
  get('/api/admin/events/pending', 'moderator', () => '/api/admin/events/pending'),
  post('/api/admin/events/:id/approve', 'moderator', 'event.approve', async () => ({ url: `/api/admin/events/${await pendingEventId(s.app)}/approve` })),
  post('/api/admin/events/:id/reject', 'moderator', 'event.reject', async () => ({ url: `/api/admin/events/${await pendingEventId(s.app)}/reject`, payload: { note: 'Not a reptile event.' } })),
  // The contest: review (moderators), entries, disqualification and settings (admins).
  get('/api/contest/pending', 'moderator', () => '/api/contest/pending?page=1&per_page=1'),
  post('/api/contest/entries/:id/approve', 'moderator', 'contest.approve', async () => ({ url: `/api/contest/entries/${await pendingEntryId(s.app)}/approve` })),
  post('/api/contest/entries/:id/reject', 'moderator', 'contest.reject', async () => ({ url: `/api/contest/entries/${await pendingEntryId(s.app)}/reject` })),
  get('/api/contest/admin/entries', 'admin', () => '/api/contest/admin/entries'),
  get('/api/contest/admin/settings', 'admin', () => '/api/contest/admin/settings'),
  {
    name: 'PUT /api/contest/admin/settings', least: 'admin', ok: 200, audit: 'contest.settings',
    call: async () => ({ method: 'PUT', url: '/api/contest/admin/settings', payload: { ...DEFAULT_CONTEST_SETTINGS, prizes: [400 + ++settingsChange, 200, 100] } }),
  },
  post('/api/contest/admin/entries/:id/disqualify', 'admin', 'contest.disqualify', async () =>
    ({ url: `/api/contest/admin/entries/${await pendingEntryId(s.app)}/disqualify`, payload: { reason: 'Vote ring' } })),
  // Bug reports and feature requests.
  ...feedbackRoutes('bug'),
  ...feedbackRoutes('feature'),
  // The API documentation.
  get('/api/openapi.json', 'admin', () => '/api/openapi.json'),
];

const REFUSED = { status: { anonymous: 401, user: 403, moderator: 403 }, code: { anonymous: 'auth-required', user: 'forbidden', moderator: 'forbidden' } } as const;

/** Every "METHOD /path" the server answers (HEAD aside), from its route tree; parameters read `:param`. */
function serverRoutes(): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of s.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    stack[depth] = (depth > 0 ? stack[depth - 1] : '') + (m[2] ?? '');
    stack.length = depth + 1;
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD')) out.push(`${method} ${stack[depth]}`);
  }
  return out.map((r) => r.replace(/:[a-zA-Z]+/g, ':param'));
}

/** The moderators' and admins' calls that do not say "admin" in their path. */
const OTHER_PRIVILEGED = /^((GET|POST) \/api\/contest\/(pending|entries\/:param\/(approve|reject))|GET \/api\/openapi\.json)$/;

describe('every admin and moderator call, by role', () => {
  it('lists every admin and moderator route the server has, and only routes it has', () => {
    const routes = serverRoutes();
    const listed = ROUTES.map((r) => r.name.replace(/:[a-zA-Z]+/g, ':param'));
    expect(routes.length).toBeGreaterThan(50);
    const privileged = routes.filter((r) => /\/admin(\/|$)/.test(r) || OTHER_PRIVILEGED.test(r));
    expect([...new Set(listed)].sort()).toEqual([...new Set(privileged)].sort());
  });

  for (const route of ROUTES) {
    it(route.name, async () => {
      const refused = route.least === 'admin' ? (['anonymous', 'user', 'moderator'] as const) : (['anonymous', 'user'] as const);
      for (const role of refused) {
        const call = await route.call();
        const before = await snapshot(s);
        const res = await send(s.app, role === 'anonymous' ? null : callers[role], call);
        expect(res.statusCode, `${role}: ${res.body}`).toBe(REFUSED.status[role]);
        expect(res.json()).toMatchObject({ error: REFUSED.code[role] });
        expect(await snapshot(s), `${role} changed something`).toEqual(before);
      }
      const allowed = route.least === 'admin' ? (['admin'] as const) : (['moderator', 'admin'] as const);
      for (const role of allowed) {
        const call = await route.call();
        let status = 0;
        let body = '';
        const entries = await auditedBy(s.app.store, async () => {
          const res = await send(s.app, callers[role], call);
          status = res.statusCode;
          body = res.body;
        });
        expect(status, `${role}: ${body}`).toBe(route.ok);
        if (route.audit) {
          expect(entries).toEqual([expect.objectContaining({ action: route.audit, actorId: callers[role].id, actorRole: role, actorEmail: callers[role].email })]);
        } else {
          expect(entries).toEqual([]);
        }
      }
    });
  }
});
