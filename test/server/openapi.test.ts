/**
 * The API documentation (decisions 0016, 0031): every route the app registers under /api/,
 * /notifications and the avatar images was registered through its declaration (`route()`), once,
 * and the document has one operation per declaration, so a route added with plain `app.get` fails
 * here; a declared body is parsed before its handler runs; the document is valid OpenAPI 3.1 with
 * every reference resolved; and only admins may read it.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import type * as FastifyModule from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildOpenApiDocument } from '../../sync-server/src/openapi/document';
import { declaredRoutes } from '../../sync-server/src/routes/declare';
import { MAX_PUSH_MUTATIONS } from '../../shared/sync/protocol';
import { MAX_INPUT_PIXELS, UPLOAD_POLICIES } from '../../shared/uploads/policy';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';

// Every route the app registers, as `METHOD /path`, seen by an onRoute hook added to the instance
// as it is created (buildApp registers its routes before a test could add one).
const seen = vi.hoisted(() => new Set<string>());
vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof FastifyModule>();
  const create = ((opts?: Parameters<typeof real.default>[0]) => {
    const app = real.default(opts);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') seen.add(`${method} ${route.url}`);
    });
    return app;
  }) as typeof real.default;
  return { ...real, default: create };
});

/** The API: under /api/, the spec's /notifications calls, and the public avatar images. */
const isApi = (key: string): boolean => /^\w+ (\/api\/|\/notifications(\/|$)|\/uploads\/avatars\/)/.test(key);

let s: TestServer;
let admin: TestUser;
beforeAll(async () => {
  s = await buildTestServer();
  admin = await createTestUser(s.app, { role: 'admin' });
});
afterAll(() => s.close());

const declaredKeys = () => declaredRoutes(s.app).map((d) => `${d.method} ${d.path}`);

describe('the route declarations', () => {
  it('declare every API route the app registers, each exactly once', () => {
    const registered = [...seen].filter(isApi).sort();
    expect(registered.length).toBeGreaterThan(50);
    const declared = declaredKeys();
    expect(registered.filter((key) => !declared.includes(key))).toEqual([]);
    expect(declared.filter((key, i) => declared.indexOf(key) !== i)).toEqual([]);
    expect([...declared].sort()).toEqual(registered);
  });

  it('include the routes with path parameters and those made from a template (feedback kinds)', () => {
    const declared = declaredKeys();
    const templated = [...seen].filter(isApi).filter((key) => key.includes('/:'));
    expect(templated.length).toBeGreaterThanOrEqual(9);
    expect(templated.filter((key) => !declared.includes(key))).toEqual([]);
    for (const base of ['/api/bug-reports', '/api/feature-requests', '/api/admin/bug-reports', '/api/admin/feature-requests']) {
      expect(declared.filter((key) => key.split(' ')[1]!.startsWith(`${base}/:id`)).length, base).toBeGreaterThanOrEqual(base.includes('admin') ? 4 : 2);
    }
  });

  it('parse a declared JSON body before the handler runs: one that fails answers 400 with its fields (sync: `invalid-batch`)', async () => {
    const withBody = declaredRoutes(s.app).filter((d) => d.body && d.bodyType !== 'image');
    expect(withBody.length).toBeGreaterThan(20);
    const id = '0190a6a4-8d1e-7c3b-9f2a-5e4d3c2b1a00';
    for (const d of withBody) {
      const url = d.path.replace(/:\w+/g, id);
      const res = await s.app.inject({ method: d.method, url, headers: { ...admin.headers, 'content-type': 'application/json' }, payload: '"not an object"' });
      expect(res.statusCode, `${d.method} ${d.path}`).toBe(400);
      const refusal = d.path.startsWith('/api/sync/') ? { error: 'invalid-batch' } : { error: 'invalid-request', fields: { _: expect.any(String) } };
      expect(res.json(), `${d.method} ${d.path}`).toMatchObject(refusal);
    }
  });
});

describe('the document', () => {
  let doc: ReturnType<typeof buildOpenApiDocument>;
  beforeAll(() => {
    doc = buildOpenApiDocument({ version: '1.2.3' }, declaredRoutes(s.app));
  });

  it('is valid OpenAPI 3.1, and every $ref resolves', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    const models = Object.keys((doc.components as { schemas: object }).schemas);
    expect([...new Set(refs)].filter((name) => !models.includes(name))).toEqual([]);
  });

  it('has one operation per route, each path parameter declared, and unique operation ids', () => {
    const paths = doc.paths as Record<string, Record<string, { operationId: string; parameters?: { name: string; in: string }[] }>>;
    const ops = Object.entries(paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
    expect(ops).toHaveLength(declaredRoutes(s.app).length);
    expect(new Set(ops.map((o) => o.op.operationId)).size).toBe(ops.length);
    for (const { path, op } of ops) {
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name).sort();
      expect(declared, path).toEqual([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort());
    }
  });

  it('is the same every time it is built', () => {
    expect(JSON.stringify(buildOpenApiDocument({ version: '1.2.3' }, declaredRoutes(s.app)))).toBe(JSON.stringify(doc));
  });

  it('describes requests as sent and answers as answered (zod input and output)', () => {
    const paths = doc.paths as Record<string, Record<string, Record<string, unknown>>>;
    // A default makes a request field optional; the answer's model is the shared schema's name.
    const list = paths['/api/admin/bug-reports']!.get!;
    expect(list.parameters).toContainEqual(expect.objectContaining({ name: 'per_page', in: 'query', required: false }));
    expect(JSON.stringify(list.responses)).toContain('#/components/schemas/AdminFeedbackList');
    const login = paths['/api/auth/login']!.post!;
    expect(login.security).toEqual([]);
    expect(JSON.stringify(paths['/api/openapi.json']!.get!.responses)).toContain('"403"');
  });

  it('states the limits its prose gives as the constants that enforce them', () => {
    const text = JSON.stringify(doc);
    const push = (doc.paths as Record<string, Record<string, { description: string }>>)['/api/sync/push']!.post!;
    expect(push.description).toContain(`Up to ${MAX_PUSH_MUTATIONS} consecutive mutations`);
    expect(text).toContain(`at most ${UPLOAD_POLICIES.avatar.maxBytes / (1024 * 1024)} MB`);
    expect(text).toContain(`at most ${UPLOAD_POLICIES.bugReportImage.maxBytes / (1024 * 1024)} MB`);
    expect(text).toContain(`${Math.sqrt(MAX_INPUT_PIXELS)} x ${Math.sqrt(MAX_INPUT_PIXELS)} pixels`);
  });
});

describe('GET /api/openapi.json', () => {
  it('answers admins the document', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/openapi.json', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json<{ openapi: string; paths: object }>();
    expect(body.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(body.paths)).toContain('/api/openapi.json');
  });

  it('refuses keepers and moderators (403) and strangers (401)', async () => {
    const keeper = await createTestUser(s.app);
    const moderator = await createTestUser(s.app, { role: 'moderator' });
    for (const who of [keeper, moderator]) {
      const res = await s.app.inject({ method: 'GET', url: '/api/openapi.json', headers: who.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'forbidden' });
    }
    const anonymous = await s.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'auth-required' });
  });
});
