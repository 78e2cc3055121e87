/**
 * A keeper's push on a crowded server against the same push on an empty one (issue 27's finding,
 * decision 0032): every push counts the keeper's own rows (the plan's limits, the achievements'
 * counters), and those counts must read that keeper's rows only, however many other keepers
 * share the database. Until migration 0021/0013, SQLite chose the `(deleted, updated_at)` index
 * for `user_id = ? AND deleted = FALSE` and read every keeper's live rows.
 *
 * Two servers per database: one holds only the keeper, the other also another keeper with
 * 20,000 animals and 200,000 feedings (written straight through the driver). The keeper, on Basic
 * (so the reptile limit is counted) with their logs' achievements still locked (so the logs are
 * counted), pushes a new animal and ten feedings to each in turn; printed: the median push on the
 * crowded server over the median on the empty one (goal at most 1.2).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { v7 as uuidv7 } from 'uuid';
import { SCHEMA_VERSION } from '../../shared/sync/protocol';
import type { Store } from '../../sync-server/src/db/store';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';
import { postgresTarget, sqliteTarget, type BenchTarget } from './targets';

export const CROWD_GOAL = 1.2;
const OTHER_REPTILES = 20_000;
const OTHER_FEEDINGS = 200_000;
const ROUNDS = 30;
const WARMUP = 5;

/** Another keeper's rows, many statements of many rows each, in one transaction. */
async function crowd(store: Store, userId: string): Promise<void> {
  const now = Date.now();
  await store.transaction(async (tx) => {
    const reptiles: string[] = [];
    for (let i = 0; i < OTHER_REPTILES; i += 500) {
      const ids = Array.from({ length: Math.min(500, OTHER_REPTILES - i) }, () => uuidv7());
      reptiles.push(...ids);
      await tx.run(`INSERT INTO reptiles (id, user_id, name, species, sex, version, created_at, updated_at, deleted) VALUES ${ids.map(() => "(?, ?, 'R', 'Python regius', 'unknown', ?, ?, ?, FALSE)").join(', ')}`,
        ids.flatMap((id, k) => [id, userId, i + k + 1, now, now]));
    }
    const data = JSON.stringify({ outcome: 'ate', source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] } });
    for (let i = 0; i < OTHER_FEEDINGS; i += 500) {
      const n = Math.min(500, OTHER_FEEDINGS - i);
      await tx.run(`INSERT INTO feeding_logs (id, user_id, reptile_id, date, data, author_id, version, created_at, updated_at, deleted) VALUES ${Array.from({ length: n }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE)').join(', ')}`,
        Array.from({ length: n }, (_, k) => [uuidv7(), userId, reptiles[(i + k) % reptiles.length] ?? '', `2025-${String(((i + k) % 12) + 1).padStart(2, '0')}-15`, data, userId, OTHER_REPTILES + i + k + 1, now, now]).flat());
    }
    await tx.run('UPDATE sync_spaces SET version = ? WHERE user_id = ?', [OTHER_REPTILES + OTHER_FEEDINGS, userId]);
  });
  // PostgreSQL's autovacuum would gather statistics after such a load; here it is asked at once.
  if (store.dialect === 'postgres') await store.transaction((tx) => tx.run('ANALYZE').then(() => undefined));
}

/** A keeper's device on one server: their next mutation id and a reptile to feed. */
interface Device { server: TestServer; user: TestUser; clientId: string; next: number; reptileId: string }

async function push(d: Device, mutations: { name: string; args: unknown }[]): Promise<number> {
  const body = { clientId: d.clientId, schemaVersion: SCHEMA_VERSION, mutations: mutations.map((m) => ({ id: d.next++, createdAt: Date.now(), ...m })) };
  const t = performance.now();
  const res = await d.server.app.inject({ method: 'POST', url: '/api/sync/push', headers: d.user.headers, payload: body });
  const ms = performance.now() - t;
  if (res.statusCode !== 200) throw new Error(`push answered ${res.statusCode}: ${res.body}`);
  return ms;
}

const feedings = (reptileId: string) => Array.from({ length: 10 }, () => ({
  name: 'feedingLog.create.v1',
  args: { id: uuidv7(), reptileId, date: '2026-11-20', source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] } },
}));

async function device(target: BenchTarget, crowded: boolean): Promise<Device> {
  const server = await buildTestServer(await target.freshEnv());
  if (crowded) await crowd(server.app.store, (await createTestUser(server.app)).id);
  const d: Device = { server, user: await createTestUser(server.app), clientId: randomUUID(), next: 1, reptileId: uuidv7() };
  await push(d, [{ name: 'reptile.create.v1', args: { id: d.reptileId, name: 'Nagini', species: 'Python regius', sex: 'female' } }]);
  return d;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function runCrowdedServer(): Promise<boolean> {
  let ok = true;
  console.log(`  A Basic keeper's push of 10 feedings, with another keeper's ${OTHER_REPTILES.toLocaleString('en')} animals and ${OTHER_FEEDINGS.toLocaleString('en')} feedings on the server, against an empty server (median of ${ROUNDS}):`);
  for (const make of [async () => sqliteTarget(), postgresTarget]) {
    const target = await make();
    try {
      const alone = await device(target, false);
      const crowded = await device(target, true);
      const times = { alone: [] as number[], crowded: [] as number[] };
      for (let round = 0; round < WARMUP + ROUNDS; round++) {
        const a = await push(alone, feedings(alone.reptileId));
        const c = await push(crowded, feedings(crowded.reptileId));
        if (round < WARMUP) continue;
        times.alone.push(a);
        times.crowded.push(c);
      }
      const ratio = median(times.crowded) / median(times.alone);
      if (ratio > CROWD_GOAL) ok = false;
      console.log(`  ${target.name.padEnd(10)} empty ${median(times.alone).toFixed(2)} ms   crowded ${median(times.crowded).toFixed(2)} ms   crowded/empty ${ratio.toFixed(2)}   goal <= ${CROWD_GOAL}   ${ratio <= CROWD_GOAL ? 'OK' : 'OVER'}`);
      await alone.server.close();
      await crowded.server.close();
    } finally {
      await target.close();
    }
  }
  return ok;
}
