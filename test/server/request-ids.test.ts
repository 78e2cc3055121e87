/**
 * A request id on every log line of a request (sync-server/src/ops/request-id.ts), in a real
 * server process's JSON logs: Fastify's own request lines and a service's line logged through the
 * app's logger (the mailer, in a background task after the answer) carry the same `reqId`, once.
 * The `x-request-id` of our proxy (TRUST_PROXY names the address the request came from: here the
 * loopback the tests call from) is kept when it is a plain token and replaced when it is not; a
 * client's own, with no trusted proxy, is never kept (security-transport.test.ts). The id is
 * answered in the `x-request-id` header.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../helpers/processes';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';

let s: TestServer;
let p: ServerProcess;
let keeper: TestUser;
/** Another keeper: reset mails to one address are throttled. */
let other: TestUser;
beforeAll(async () => {
  s = await buildTestServer();
  keeper = await createTestUser(s.app);
  other = await createTestUser(s.app);
  // The tests' requests come from loopback, as through a proxy on the same machine.
  p = await startServerProcess(s, { logs: true, env: { LOG_LEVEL: 'info', TRUST_PROXY: '127.0.0.1' } });
}, 60_000);
afterAll(async () => {
  await p?.stop();
  await s.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const forgotPassword = (headers: Record<string, string> = {}) => fetch(`${p.url}/api/auth/forgot-password`, {
  method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email: keeper.email }),
});

const linesOf = (reqId: string) => p.logs().filter((l) => l.reqId === reqId).map((l) => l.msg);

describe('request ids', () => {
  it('carries the caller\'s id on the request\'s lines and on a service\'s line logged through the app logger', async () => {
    const res = await forgotPassword({ 'x-request-id': 'lb-7f3a.42:1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a.42:1');
    // The reset mail is written after the answer, by a background task logging through app.log.
    await expect.poll(() => linesOf('lb-7f3a.42:1')).toContain('mail written (no SMTP_URL)');
    expect(linesOf('lb-7f3a.42:1')).toEqual(expect.arrayContaining(['incoming request', 'request completed', 'mail written (no SMTP_URL)']));
    // Once per line: a request's own logger binds it already, the mixin adds it only where missing.
    const raw = p.output().split('\n').filter((line) => line.includes('lb-7f3a.42:1'));
    expect(raw.length).toBeGreaterThanOrEqual(3);
    for (const line of raw) expect(line.match(/"reqId"/g)).toHaveLength(1);
    // Lines logged outside any request (start-up, jobs) carry none.
    expect(p.logs().filter((l) => String(l.msg).startsWith('HerpTrack is running')).every((l) => !('reqId' in l))).toBe(true);
  });

  it('keeps it when the body arrives after the headers (read outside the request\'s scope)', async () => {
    const body = JSON.stringify({ email: other.email });
    const socket = connect(Number(new URL(p.url).port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
    socket.write(`POST /api/auth/forgot-password HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Id: slow-body-1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    await expect.poll(() => linesOf('slow-body-1')).toContain('incoming request');
    socket.write(body);
    await expect.poll(() => answer, { timeout: 10_000 }).toMatch(/^HTTP\/1\.1 200/);
    socket.destroy();
    await expect.poll(() => linesOf('slow-body-1'), { timeout: 10_000 }).toContain('mail written (no SMTP_URL)');
  });

  it('makes its own id when the caller sends none or one that is not a plain token', async () => {
    for (const given of [undefined, 'two words', 'x'.repeat(129), 'quote"in', '<script>']) {
      const res = await fetch(`${p.url}/api/health/live`, { headers: given === undefined ? {} : { 'x-request-id': given } });
      expect(res.status).toBe(200);
      const id = res.headers.get('x-request-id') ?? '';
      expect(id).toMatch(UUID);
      await expect.poll(() => linesOf(id)).toEqual(['incoming request', 'request completed']);
    }
  });

  it('makes its own id, whatever the caller sends, when no proxy is trusted', async () => {
    // `s` runs with no TRUST_PROXY: an id in the header is a client's, not a proxy's.
    const res = await s.app.inject({ url: '/api/health/live', headers: { 'x-request-id': 'lb-7f3a.42:1' } });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('answers the id of a refused request too', async () => {
    const res = await fetch(`${p.url}/api/sync/push`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'refused-1' }, body: '{}',
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-request-id')).toBe('refused-1');
    await expect.poll(() => linesOf('refused-1')).toContain('request completed');
  });
});
