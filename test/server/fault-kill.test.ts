/**
 * Fault test (issue 16): a real server process is killed with SIGKILL at random moments while
 * four devices (three keepers, one of them on two devices) push bounded outboxes of reptiles and
 * logs through the real sync endpoint, and is restarted on the same DATA_DIR and database. A device
 * treats a request that failed or was cut off as unacknowledged and resends the same batch (the
 * same mutation ids) until it is answered, as the sync client does.
 *
 * Asserted, on the database this project runs on:
 * - every acknowledgement survives the kill after it: once the server is back, the database holds
 *   every mutation answered before (the client's last processed id and the rows);
 * - a batch cut off by a kill was committed whole or not at all: its resend answers every
 *   mutation `already-processed` or every one `applied`, never a mix, and never a gap;
 * - at the end every mutation was applied exactly once: each keeper's rows are exactly the ids
 *   sent (no more, no fewer), nothing was rejected (a second apply would be an `id-conflict`), and
 *   the versions the pushes took are unique and gap-free in each keeper's space (a pull sees them
 *   all, with each device's last mutation id);
 * - the kills hit pushes in flight: a kill counts only if at least one request was cut off by it;
 *   on PostgreSQL the first is aimed at a commit in progress (slowed by a deferred trigger), so a
 *   batch stored but never answered is resent every run, and must answer `already-processed`.
 *
 * The workload, the kill points and the delays come from one seed, printed; FAULT_SEED=<n> replays
 * it (the timing of a real process is not replayed, so a replay may cut other requests).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, SYNCED_TABLE_DEFS, SYNCED_TABLES, type Mutation, type PullResponse, type PushResponse } from '../../shared/sync/protocol';
import { openStore } from '../../sync-server/src/db/open';
import type { Store } from '../../sync-server/src/db/store';
import { eventArgs, growthArgs, healthArgs, sheddingArgs, shiftDate } from '../helpers/coins';
import { dropPostgresDatabase } from '../helpers/postgres';
import { startServerProcess, type ServerProcess } from '../helpers/processes';
import { buildTestServer } from '../helpers/server';
import { mutation, reptileArgs, spaceVersion } from '../helpers/sync';
import { createTestUser, type TestUser } from '../helpers/users';
import { prng } from '../helpers/chaos';

/** Kills that must each cut off at least one push in flight. */
const KILLS = 4;
/** Kills in all, counting those that landed between requests, before the test gives up. */
const MAX_KILLS = 12;
const MUTATIONS_PER_DEVICE = 60;
const MAX_BATCH = 5;

const between = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** The synced tables a device writes here, by the mutation that creates a row in each. */
const CREATES = {
  reptiles: 'reptile.create.v1',
  growthLogs: 'growthLog.create.v1',
  sheddingLogs: 'sheddingLog.create.v1',
  healthLogs: 'healthLog.create.v1',
  eventLogs: 'eventLog.create.v1',
} as const;
type Written = keyof typeof CREATES;
const LOG_ARGS = { growthLogs: growthArgs, sheddingLogs: sheddingArgs, healthLogs: healthArgs, eventLogs: eventArgs } as const;

interface Device {
  name: string;
  user: TestUser;
  clientId: string;
  batches: Mutation[][];
  /** The row each mutation creates, by mutation id. */
  rows: Map<number, { table: Written; id: string }>;
  /** The last mutation id the server acknowledged (answered 200 for). */
  acked: number;
}

/** A device's outbox: reptiles first, then a seeded mix of new reptiles and logs on its own reptiles, cut into batches. */
function outbox(name: string, user: TestUser, random: () => number): Device {
  const rows = new Map<number, { table: Written; id: string }>();
  const reptiles: string[] = [];
  const mutations: Mutation[] = [];
  const createdAt = Date.parse('2026-11-01T08:00:00Z');
  for (let id = 1; id <= MUTATIONS_PER_DEVICE; id++) {
    const logKinds = Object.keys(LOG_ARGS) as (keyof typeof LOG_ARGS)[];
    const table: Written = reptiles.length < 2 || random() < 0.25 ? 'reptiles' : logKinds[between(random, 0, logKinds.length - 1)]!;
    const args = table === 'reptiles'
      ? reptileArgs({ name: `${name} hatchling ${id}` })
      : LOG_ARGS[table](reptiles[between(random, 0, reptiles.length - 1)]!, shiftDate('2026-01-01', id));
    if (table === 'reptiles') reptiles.push(args.id);
    rows.set(id, { table, id: args.id });
    mutations.push(mutation(id, CREATES[table], args, createdAt + id * 1000));
  }
  const batches: Mutation[][] = [];
  for (let at = 0; at < mutations.length;) {
    const size = between(random, 1, MAX_BATCH);
    batches.push(mutations.slice(at, at + size));
    at += size;
  }
  return { name, user, clientId: randomUUID(), batches, rows, acked: 0 };
}

type Outcome = { answered: true; status: number; body: unknown } | { answered: false };

const post = (url: string, user: TestUser, path: string, payload: unknown): Promise<Outcome> =>
  fetch(`${url}${path}`, { method: 'POST', headers: { ...user.headers, 'content-type': 'application/json' }, body: JSON.stringify(payload) })
    // A body cut off mid-way is as unanswered as a refused connection.
    .then(async (res) => ({ answered: true as const, status: res.status, body: await res.json() }), () => ({ answered: false as const }));

/** ada-phone's first mutation: on PostgreSQL its batch's commit is made slow enough to be killed during. */
const SLOW_COMMIT_REPTILE = 'ada-phone hatchling 1';

/**
 * PostgreSQL only: the commit of a transaction that inserted the reptile `name` waits a second (a
 * deferred trigger runs at COMMIT), as a commit waiting on a slow disk or a synchronous standby
 * would. A server process killed meanwhile leaves a commit that completes without it: the batch
 * is stored, its answer never sent. SQLite commits inside the process, too briefly to aim at.
 */
async function slowCommitOf(store: Store, name: string): Promise<void> {
  await store.run(`CREATE FUNCTION fault_slow_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(1); RETURN NULL; END $$`);
  await store.run(`CREATE CONSTRAINT TRIGGER fault_slow_commit AFTER INSERT ON reptiles DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW WHEN (NEW.name = '${name}') EXECUTE FUNCTION fault_slow_commit()`);
}

/** Whether a session of this database is in that slow commit now. */
const committingSlowly = async (store: Store) =>
  (await store.one(`SELECT 1 AS one FROM pg_stat_activity WHERE datname = current_database() AND query = 'COMMIT' AND wait_event = 'PgSleep'`)) !== undefined;

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** Ids among `ids` that `table` (a synced table) holds. */
async function present(store: Store, table: Written, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await store.all<{ id: string }>(`SELECT id FROM ${SYNCED_TABLE_DEFS[table].sqlTable} WHERE id IN (${placeholders(ids.length)})`, ids);
  return rows.map((r) => r.id);
}

/** Every mutation of `device` up to `upTo` is in the database: the client's last id and its rows. */
async function expectDurable(store: Store, device: Device, upTo: number): Promise<void> {
  const client = await store.one<{ last: number }>('SELECT last_mutation_id AS last FROM sync_clients WHERE id = ?', [device.clientId]);
  expect(Number(client?.last ?? 0), `${device.name}'s last processed id`).toBeGreaterThanOrEqual(upTo);
  for (const table of Object.keys(CREATES) as Written[]) {
    const ids = [...device.rows].filter(([id, row]) => id <= upTo && row.table === table).map(([, row]) => row.id);
    expect((await present(store, table, ids)).sort(), `${device.name}'s ${table} up to ${upTo}`).toEqual([...ids].sort());
  }
}

/** A pull from cookie 0 through every page, as a new device of `device`'s keeper on its client id. */
async function pullAll(url: string, device: Device): Promise<{ ids: Record<string, string[]>; lastMutationId: number; rejections: number }> {
  const ids: Record<string, string[]> = {};
  for (let cookie = 0, hasMore = true; hasMore;) {
    const out = await post(url, device.user, '/api/sync/pull', { clientId: device.clientId, schemaVersion: SCHEMA_VERSION, cookie, sinceMutationId: 0 });
    if (!out.answered || out.status !== 200) throw new Error(`pull failed: ${JSON.stringify(out)}`);
    const page = out.body as PullResponse;
    for (const table of SYNCED_TABLES) (ids[table] ??= []).push(...page.changes[table].map((row) => row.id));
    if (!page.hasMore) return { ids, lastMutationId: page.lastMutationId, rejections: page.rejections.length };
    ({ cookie, hasMore } = page);
  }
  throw new Error('unreachable');
}

describe('SIGKILL during pushes', () => {
  it('loses nothing and applies nothing twice when the server is killed at random moments and restarted', async () => {
    const seed = process.env.FAULT_SEED ? Number(process.env.FAULT_SEED) : randomInt(2 ** 31);
    const random = prng(seed);
    console.log(`fault-kill seed ${seed} (replay with FAULT_SEED=${seed})`);

    const base = await buildTestServer();
    // Keepers with every achievement earned: their pushes take only the versions of their own rows.
    const [ada, ben, cleo] = await Promise.all([1, 2, 3].map(() => createTestUser(base.app, { premiumTier: 'HerpPro', settled: true })));
    const keepers = [ada!, ben!, cleo!];
    const baseline = new Map(await Promise.all(keepers.map(async (k) => [k.id, await spaceVersion(base.app.store, k.id)] as const)));
    // The server processes are then the only writers; the test reads through a store of its own.
    await base.app.close();
    const devices = [outbox('ada-phone', ada!, random), outbox('ada-laptop', ada!, random), outbox('ben', ben!, random), outbox('cleo', cleo!, random)];

    let server: ServerProcess | undefined;
    let store: Store | undefined;
    try {
      store = await openStore({ dataDir: base.dataDir, databaseUrl: base.config.databaseUrl });
      if (store.dialect === 'postgres') await slowCommitOf(store, SLOW_COMMIT_REPTILE);
      server = await startServerProcess(base);

      /** Requests sent and not yet settled; sends counted, and who waits for the next one. */
      const inFlight = new Set<Promise<Outcome>>();
      let sends = 0;
      /** How long the last answers took: kills are spread over a push's whole life, however loaded the machine. */
      let latencies: number[] = [];
      let onSend: (() => void) | undefined;
      /** Closed while the server is down: devices wait here instead of hammering a dead port. */
      let serverUp: Promise<void> = Promise.resolve();
      const stats = { cutOff: 0, committedUnanswered: 0, rolledBack: 0, killsBetweenRequests: 0 };
      let done = false;
      /** Set when the devices or the killer failed: the others stop instead of waiting for each other. */
      let stopped = false;

      const pushOutbox = async (device: Device) => {
        for (const batch of device.batches) {
          const last = batch[batch.length - 1]!.id;
          for (let attempt = 1; ; attempt++) {
            await serverUp;
            if (stopped) return;
            const request = post(server!.url, device.user, '/api/sync/push', { clientId: device.clientId, schemaVersion: SCHEMA_VERSION, mutations: batch });
            inFlight.add(request);
            sends++;
            onSend?.();
            const sentAt = performance.now();
            const out = await request;
            inFlight.delete(request);
            if (!out.answered) {
              stats.cutOff++;
              continue;
            }
            latencies = [...latencies.slice(-7), performance.now() - sentAt];
            // Only a cut-off request is resent: any answer but 200 is a finding, not noise.
            if (out.status !== 200) throw new Error(`${device.name}'s push answered ${out.status}: ${JSON.stringify(out.body)}`);
            const res = out.body as PushResponse;
            expect(res.gapAt, `${device.name} batch ending ${last}`).toBeUndefined();
            expect(res.lastMutationId).toBe(last);
            const statuses = new Set(res.results.map((r) => r.status));
            expect(res.results.map((r) => r.id)).toEqual(batch.map((m) => m.id));
            if (attempt === 1) expect([...statuses]).toEqual(['applied']);
            else {
              // A resend of a cut-off batch: committed whole before the kill, or not at all.
              expect([['applied'], ['already-processed']]).toContainEqual([...statuses]);
              if (statuses.has('applied')) stats.rolledBack++;
              else stats.committedUnanswered++;
            }
            device.acked = last;
            break;
          }
        }
      };

      const nextSend = () => new Promise<void>((resolve) => {
        onSend = () => {
          onSend = undefined;
          resolve();
        };
      });
      const pushing = Promise.all(devices.map(pushOutbox)).catch((err: unknown) => {
        stopped = true;
        throw err;
      }).finally(() => {
        done = true;
        onSend?.();
      });

      let kills = 0;
      let cuttingKills = 0;
      const killAndRestart = async () => {
        let reopen!: () => void;
        serverUp = new Promise((resolve) => (reopen = resolve));
        const caught = [...inFlight];
        const cutBefore = stats.cutOff;
        try {
          await server!.kill();
          kills++;
          // Answers already in the device's socket still arrive: they are acknowledgements too.
          await Promise.all(caught);
          if (stats.cutOff > cutBefore) cuttingKills++;
          else stats.killsBetweenRequests++;
          const acked = devices.map((d) => d.acked);
          server = await startServerProcess(base);
          // Before any device resends: everything acknowledged before the kill is there.
          for (const [i, device] of devices.entries()) await expectDurable(store!, device, acked[i]!);
        } finally {
          // Devices waiting here go on, or (stopped) give up.
          reopen();
        }
      };
      const killAtRandom = async () => {
        if (store!.dialect === 'postgres') {
          // The first kill lands while ada-phone's first batch is committing: the commit completes without the process.
          await expect.poll(() => committingSlowly(store!), { timeout: 20_000, interval: 5 }).toBe(true);
          await killAndRestart();
        }
        while (cuttingKills < KILLS && kills < MAX_KILLS && !stopped) {
          // A random request from now on, then a random moment in its expected life.
          for (let skip = between(random, 1, 12); skip > 0 && !done; skip--) await nextSend();
          if (done) return;
          const lifetime = latencies.length ? latencies.reduce((a, b) => a + b) / latencies.length : 20;
          await new Promise((r) => setTimeout(r, random() * lifetime));
          await killAndRestart();
        }
      };

      const killer = async () => {
        try {
          await killAtRandom();
        } catch (err) {
          stopped = true;
          throw err;
        }
      };

      // Both run to their end before anything is judged: a failed device must not leave the killer restarting a server.
      const failures = (await Promise.allSettled([pushing, killer()])).filter((r) => r.status === 'rejected');
      if (failures[0]) throw failures[0].reason;
      console.log(`fault-kill seed ${seed}: ${kills} kills (${stats.killsBetweenRequests} between requests), ${sends} pushes sent, `
        + `${stats.cutOff} cut off; resent: ${stats.committedUnanswered} batches had committed, ${stats.rolledBack} had not`);
      expect(cuttingKills, `kills that cut off a push in flight (seed ${seed})`).toBe(KILLS);
      // The resend of a batch committed by a process that died before answering was not applied again.
      if (store.dialect === 'postgres') expect(stats.committedUnanswered).toBeGreaterThanOrEqual(1);

      // Exactly once, seen through a pull by each device...
      for (const device of devices) {
        const pulled = await pullAll(server.url, device);
        expect(pulled.lastMutationId).toBe(MUTATIONS_PER_DEVICE);
        expect(pulled.rejections).toBe(0);
        const mine = devices.filter((d) => d.user.id === device.user.id).flatMap((d) => [...d.rows.values()]);
        for (const table of Object.keys(CREATES) as Written[]) {
          expect(pulled.ids[table]!.sort(), `${device.name} pulls ${table}`).toEqual(mine.filter((r) => r.table === table).map((r) => r.id).sort());
        }
      }
      await server.stop();

      // ...and in the database, with the server gone: rows, rejections and the versions taken.
      for (const keeper of keepers) {
        const theirs = devices.filter((d) => d.user.id === keeper.id);
        for (const device of theirs) await expectDurable(store, device, MUTATIONS_PER_DEVICE);
        const sent = theirs.flatMap((d) => [...d.rows.values()]);
        const versions: number[] = [];
        for (const table of SYNCED_TABLES) {
          const rows = await store.all<{ id: string; version: number }>(
            `SELECT id, version FROM ${SYNCED_TABLE_DEFS[table].sqlTable} WHERE user_id = ? AND version > ?`, [keeper.id, baseline.get(keeper.id)!]);
          versions.push(...rows.map((r) => Number(r.version)));
          const expected = sent.filter((r) => r.table === table).map((r) => r.id).sort();
          expect(rows.map((r) => r.id).sort(), `${keeper.email} ${table}`).toEqual(expected);
        }
        const from = baseline.get(keeper.id)!;
        expect(versions.sort((a, b) => a - b)).toEqual(Array.from({ length: sent.length }, (_, i) => from + 1 + i));
        expect(await spaceVersion(store, keeper.id)).toBe(from + sent.length);
      }
      const clientIds = devices.map((d) => d.clientId);
      expect(await store.one(`SELECT count(*) AS n FROM sync_rejections WHERE client_id IN (${placeholders(clientIds.length)})`, clientIds)).toEqual({ n: 0 });
    } finally {
      if (server && server.child.exitCode === null && server.child.signalCode === null) await server.kill();
      await store?.close();
      rmSync(base.dataDir, { recursive: true, force: true });
      if (base.config.databaseUrl) await dropPostgresDatabase(base.config.databaseUrl);
    }
  }, 120_000);
});
