/**
 * The API documentation (decision 0016): the route table (sync-server/src/openapi/registry.ts)
 * lists exactly the routes the app registers, so a route added without its entry, or an entry left
 * behind by a removed route, fails here; the document is valid OpenAPI 3.1 with every reference
 * resolved; and only admins may read it.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import type * as FastifyModule from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildOpenApiDocument } from '../../sync-server/src/openapi/document';
import { API_ROUTES } from '../../sync-server/src/openapi/registry';
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

describe('the route table', () => {
  it('documents every API route the app registers', () => {
    const registered = [...seen].filter(isApi).sort();
    expect(registered.length).toBeGreaterThan(50);
    expect(registered.filter((key) => !(key in API_ROUTES))).toEqual([]);
  });

  it('lists only routes that exist', () => {
    const stale = Object.keys(API_ROUTES).filter((key) => {
      const [method = '', url = ''] = key.split(' ');
      return !s.app.hasRoute({ method: method as 'GET', url });
    });
    expect(stale).toEqual([]);
  });
});

describe('the document', () => {
  const doc = buildOpenApiDocument({ version: '1.2.3' });

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
    expect(ops).toHaveLength(Object.keys(API_ROUTES).length);
    expect(new Set(ops.map((o) => o.op.operationId)).size).toBe(ops.length);
    for (const { path, op } of ops) {
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name).sort();
      expect(declared, path).toEqual([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort());
    }
  });

  it('is the same every time it is built', () => {
    expect(JSON.stringify(buildOpenApiDocument({ version: '1.2.3' }))).toBe(JSON.stringify(doc));
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
