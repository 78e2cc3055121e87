/**
 * What awarding achievements costs a push (decision record 0013), printed, never asserted: over
 * real HTTP on both databases, pushes of 10 feedings by two keepers, alternating so machine noise
 * falls on both alike. The "settled" keeper has earned every achievement (the push pays one read
 * of the earned ids); the "climbing" keeper has not (the push also counts feedings, logs and the
 * streak window, as every keeper does until those achievements are earned). Printed: ms per push
 * and climbing / settled.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { v7 as uuidv7 } from 'uuid';
import { buildTestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';
import { ACHIEVEMENT_IDS } from '../../shared/achievements/catalogue';
import { SCHEMA_VERSION } from '../../shared/sync/protocol';
import { writeInSpace } from '../../sync-server/src/sync/spaces';
import { postgresTarget, sqliteTarget, type BenchTarget } from './targets';

const ROUNDS = 80;
const WARMUP = 10;
const PER_PUSH = 10;

class Keeper {
  readonly clientId = randomUUID();
  readonly reptileId = uuidv7();
  next = 1;
  constructor(readonly user: TestUser, readonly url: string) {}
  async push(mutations: { name: string; args: unknown }[]): Promise<number> {
    const body = JSON.stringify({ clientId: this.clientId, schemaVersion: SCHEMA_VERSION, mutations: mutations.map((m) => ({ id: this.next++, ...m, createdAt: Date.now() })) });
    const t = performance.now();
    const res = await fetch(`${this.url}/api/sync/push`, { method: 'POST', headers: { ...this.user.headers, 'content-type': 'application/json' }, body });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`push answered ${res.status}: ${text}`);
    return performance.now() - t;
  }
  /** Ten feedings, all on one date: the streak stays at one day, so its window is counted every time. */
  feedings(): Promise<number> {
    return this.push(Array.from({ length: PER_PUSH }, () => ({
      name: 'feedingLog.create.v1',
      args: { id: uuidv7(), reptileId: this.reptileId, date: '2026-11-20', outcome: 'ate', notes: null, source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] } },
    })));
  }
}

async function measure(target: BenchTarget): Promise<{ settled: number; climbing: number }> {
  const server = await buildTestServer(await target.freshEnv());
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;
  try {
    const settled = new Keeper(await createTestUser(server.app, { premiumTier: 'HerpPro' }), url);
    const climbing = new Keeper(await createTestUser(server.app, { premiumTier: 'HerpPro' }), url);
    for (const k of [settled, climbing]) await k.push([{ name: 'reptile.create.v1', args: { id: k.reptileId, name: 'Bench', species: 'Python regius', sex: 'unknown' } }]);
    // Every achievement earned, as the server would have written them.
    await writeInSpace(server.app.store, settled.user.id, Date.now(), async (tx, nextVersion) => {
      for (const id of ACHIEVEMENT_IDS) {
        await tx.run(`INSERT INTO user_achievements (id, user_id, achievement_id, earned_at, seen_at, version, created_at, updated_at, deleted)
          VALUES (?, ?, ?, 0, 0, ?, 0, 0, FALSE) ON CONFLICT (user_id, achievement_id) DO NOTHING`, [uuidv7(), settled.user.id, id, nextVersion()]);
      }
    });
    const total = { settled: 0, climbing: 0 };
    for (let round = 0; round < WARMUP + ROUNDS; round++) {
      const s = await settled.feedings();
      const c = await climbing.feedings();
      if (round >= WARMUP) {
        total.settled += s;
        total.climbing += c;
      }
    }
    return { settled: total.settled / ROUNDS, climbing: total.climbing / ROUNDS };
  } finally {
    await server.close();
  }
}

export async function runAchievementCost(): Promise<boolean> {
  console.log(`  ${ROUNDS} pushes of ${PER_PUSH} feedings each, mean ms per push:`);
  console.log('  database     settled keeper   climbing keeper   climbing/settled');
  for (const make of [async () => sqliteTarget(), postgresTarget]) {
    const target = await make();
    try {
      const { settled, climbing } = await measure(target);
      console.log(`  ${target.name.padEnd(11)}  ${settled.toFixed(3).padStart(13)}   ${climbing.toFixed(3).padStart(15)}   ${(climbing / settled).toFixed(2).padStart(16)}`);
    } finally {
      await target.close();
    }
  }
  return true;
}
