/**
 * Issue 24: per-account limits hold under parallel requests. The throttle counts and records a
 * hit in one step, so parallel callers cannot all pass a check that saw the same old count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Throttle } from '../../sync-server/src/auth/throttle';
import { buildTestServer, type TestServer } from '../helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const limit = { name: 'test-limit', max: 10, windowMs: 60_000 };
const clock = { now: () => Date.now() };

async function settle(n: number, run: () => Promise<unknown>): Promise<{ passed: number; refused: unknown[] }> {
  const results = await Promise.allSettled(Array.from({ length: n }, run));
  return {
    passed: results.filter((r) => r.status === 'fulfilled').length,
    refused: results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : [])),
  };
}

describe('Throttle.consume under parallel calls', () => {
  it('lets no more than the limit through, refuses the rest with 429 and Retry-After', async () => {
    const throttle = new Throttle(s.app.store, clock);
    const { passed, refused } = await settle(30, () => throttle.consume('parallel@example.test', limit));
    expect(passed).toBe(limit.max);
    expect(refused).toHaveLength(30 - limit.max);
    for (const err of refused) expect(err).toMatchObject({ status: 429, code: 'rate-limited' });
    expect(Number((refused[0] as { headers: Record<string, string> }).headers['retry-after'])).toBeGreaterThan(0);
    // The refused calls recorded nothing: the window is exactly full.
    await expect(throttle.consume('parallel@example.test', limit)).rejects.toMatchObject({ status: 429 });
  });

  it('counts one after another exactly, and release takes a hit back', async () => {
    const throttle = new Throttle(s.app.store, clock);
    const reservations = [];
    for (let i = 0; i < limit.max; i++) reservations.push(await throttle.consume('serial@example.test', limit));
    await expect(throttle.consume('serial@example.test', limit)).rejects.toMatchObject({ status: 429 });
    await throttle.release(reservations[0]!);
    await expect(throttle.consume('serial@example.test', limit)).resolves.toBeDefined();
    await expect(throttle.consume('serial@example.test', limit)).rejects.toMatchObject({ status: 429 });
  });

  it('keeps subjects apart', async () => {
    const throttle = new Throttle(s.app.store, clock);
    for (let i = 0; i < limit.max; i++) await throttle.consume('a@example.test', limit);
    await expect(throttle.consume('b@example.test', limit)).resolves.toBeDefined();
  });
});
