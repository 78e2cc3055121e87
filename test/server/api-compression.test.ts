/**
 * JSON answers of the API compressed by Accept-Encoding (issue 26; plugins/api-compression.ts):
 * a pull page arrives as brotli or gzip and inflates to the same JSON as the plain answer; a
 * client that takes neither, and a small answer, get plain JSON; API answers stay `no-store`.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';
import { mutation, reptileArgs, syncApi } from '../helpers/sync';
import { chooseCoding } from '../../sync-server/src/plugins/api-compression';
import { SCHEMA_VERSION } from '../../shared/sync/protocol';

let s: TestServer;
let user: TestUser;
let clientId: string;
beforeAll(async () => {
  s = await buildTestServer();
  user = await createTestUser(s.app, { premiumTier: 'HerpPro' });
  const api = syncApi(s.app, user);
  clientId = api.clientId;
  // 150 reptiles with notes: a pull over 64 KB, compressed off the event loop (small answers are compressed in place).
  const creates = Array.from({ length: 150 }, (_, i) => mutation(i + 1, 'reptile.create.v1', reptileArgs({ name: `Rack ${i}`, notes: 'Feeds well on frozen-thawed mice. '.repeat(8) })));
  await api.push(creates.slice(0, 100));
  await api.push(creates.slice(100));
});
afterAll(() => s.close());

const pull = (cookie: number, acceptEncoding?: string) => s.app.inject({
  method: 'POST', url: '/api/sync/pull',
  headers: { ...user.headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  payload: { clientId, schemaVersion: SCHEMA_VERSION, cookie, sinceMutationId: 0 },
});

describe('compressed API answers', () => {
  it('sends a pull as brotli to a client that takes gzip and brotli, inflating to the plain answer', async () => {
    const plain = await pull(0);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(64 * 1024);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await pull(0, 'gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const plain = await pull(0);
    const gz = await pull(0, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends plain JSON to a client that refuses both', async () => {
    const res = await pull(0, 'identity, br;q=0, gzip;q=0');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json<{ changes: { reptiles: unknown[] } }>().changes.reptiles).toHaveLength(150);
  });

  it('leaves a small answer plain, whatever the client takes', async () => {
    const first = await pull(0);
    const empty = await pull(first.json<{ cookie: number }>().cookie, 'gzip, br');
    expect(empty.statusCode).toBe(200);
    expect(empty.rawPayload.length).toBeLessThan(1024);
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.json<{ hasMore: boolean }>().hasMore).toBe(false);
  });

  it('compresses a push answer over the threshold too, and a refusal stays readable', async () => {
    const api = syncApi(s.app, user);
    const mutations = Array.from({ length: 60 }, (_, i) => mutation(i + 1, 'reptile.create.v1', reptileArgs({ name: `Push ${i}` })));
    const res = await s.app.inject({
      method: 'POST', url: '/api/sync/push', headers: { ...user.headers, 'accept-encoding': 'gzip' },
      payload: { clientId: api.clientId, schemaVersion: SCHEMA_VERSION, mutations },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toMatchObject({ lastMutationId: 60 });
    const refused = await s.app.inject({ method: 'POST', url: '/api/sync/push', headers: { ...user.headers, 'accept-encoding': 'gzip, br' }, payload: { clientId: api.clientId } });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json<{ error: string }>().error).toBe('invalid-batch');
  });
});

describe('the coding chosen from Accept-Encoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP;Q=0.8', 'gzip'],
  ] as const)('%s -> %s', (header, coding) => {
    expect(chooseCoding(header)).toBe(coding);
  });
});
