/**
 * A hostile network for the convergence properties: pushes split into chunks delivered shuffled
 * and duplicated, answers lost after the server committed, pulls duplicated or cut off; all drawn
 * from a seeded PRNG, so a failing case replays exactly from fast-check's seed.
 */
import { NetworkError } from '../../app/lib/api/client';
import type { PushRequest, PushResponse, PullRequest, PullResponse } from '../../shared/sync/protocol';
import type { device } from './sync-client';

/** A small seeded PRNG (mulberry32), so a failing case replays exactly from fast-check's seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Dev = Pick<ReturnType<typeof device>, 'db' | 'client' | 'transport'>;

/** Wraps a device's transport with a hostile network. */
export function chaos(dev: Dev, random: () => number) {
  const { push, pull } = dev.transport;
  dev.transport.push = async (req: PushRequest): Promise<PushResponse> => {
    // Split into chunks, deliver them in a random order, some twice.
    const chunks: PushRequest['mutations'][] = [];
    for (let i = 0; i < req.mutations.length;) {
      const n = 1 + Math.floor(random() * 3);
      chunks.push(req.mutations.slice(i, i + n));
      i += n;
    }
    const order = chunks.flatMap((c) => (random() < 0.3 ? [c, c] : [c])).sort(() => random() - 0.5);
    for (const c of order) await push({ ...req, mutations: c });
    const res = await push(req);
    if (random() < 0.2) throw new NetworkError(); // committed, but the answer is lost
    return res;
  };
  dev.transport.pull = async (req: PullRequest): Promise<PullResponse> => {
    if (random() < 0.2) await pull(req); // a duplicated request: the first answer is dropped
    const res = await pull(req);
    if (random() < 0.1) throw new NetworkError();
    return res;
  };
}

