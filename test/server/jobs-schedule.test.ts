/**
 * Scheduled jobs run exactly once per occurrence across server processes (issue 11;
 * sync-server/src/jobs/schedule.ts): of several processes claiming the same period's occurrence
 * at once, exactly one gets it; the next period can be claimed again. "Processes" here are second
 * stores (connections, pools) and a second app on the test server's own database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../sync-server/src/app';
import { openDatabase } from '../../sync-server/src/db/client';
import { PostgresStore, SqliteStore, type Store } from '../../sync-server/src/db/store';
import { claimOccurrence, scheduleJob } from '../../sync-server/src/jobs/schedule';
import { buildTestServer, type TestServer } from '../helpers/server';

let s: TestServer;
/** Another process's store on the same database. */
let other: Store;
beforeAll(async () => {
  s = await buildTestServer();
  other = s.config.databaseUrl ? new PostgresStore(s.config.databaseUrl) : new SqliteStore(openDatabase(s.dataDir).$client);
});
afterAll(async () => {
  await other?.close();
  await s.close();
});

const HOUR = 60 * 60_000;
const WEEK = 7 * 24 * HOUR;
const claims = (job: string) => s.app.store.all<{ occurrence: number }>('SELECT occurrence FROM job_runs WHERE job = ? ORDER BY occurrence', [job]);

describe('claimOccurrence', () => {
  it('gives an occurrence to exactly one of two processes claiming it at once', async () => {
    const now = Date.UTC(2026, 10, 24, 9, 30);
    const [a, b] = await Promise.all([
      claimOccurrence(s.app.store, 'race', HOUR, now),
      claimOccurrence(other, 'race', HOUR, now),
    ]);
    expect([a, b].sort()).toEqual([false, true]);
    // Many more, from both processes, later in the same hour: none gets it again.
    const late = await Promise.all(Array.from({ length: 10 }, (_, i) => claimOccurrence(i % 2 ? other : s.app.store, 'race', HOUR, now + i * 60_000)));
    expect(late.filter(Boolean)).toHaveLength(0);
    expect(await claims('race')).toEqual([{ occurrence: Math.floor(now / HOUR) }]);
  });

  it('lets the next period be claimed again, once, and keeps jobs apart', async () => {
    const now = Date.UTC(2026, 10, 24, 10, 59, 59);
    expect(await claimOccurrence(s.app.store, 'hourly', HOUR, now)).toBe(true);
    expect(await claimOccurrence(other, 'hourly', HOUR, now + 1)).toBe(false);
    // Another job's occurrence of the same hour is its own.
    expect(await claimOccurrence(other, 'other-job', HOUR, now)).toBe(true);
    const next = await Promise.all([claimOccurrence(other, 'hourly', HOUR, now + 1000), claimOccurrence(s.app.store, 'hourly', HOUR, now + 1000)]);
    expect(next.filter(Boolean)).toHaveLength(1);
    expect(await claims('hourly')).toEqual([{ occurrence: Math.floor(now / HOUR) }, { occurrence: Math.floor(now / HOUR) + 1 }]);
    // Claims older than a week are dropped by the next claim of their job.
    expect(await claimOccurrence(s.app.store, 'hourly', HOUR, now + WEEK + 2 * HOUR)).toBe(true);
    expect(await claims('hourly')).toEqual([{ occurrence: Math.floor((now + WEEK + 2 * HOUR) / HOUR) }]);
  });
});

describe('scheduleJob', () => {
  it('runs the start-up occurrence once when two servers on one database become ready together', async () => {
    const second = await buildApp(s.config, { logger: false });
    try {
      let runs = 0;
      const job = { name: 'start-up-once', everyMs: 365 * 24 * HOUR, pattern: '0 0 1 1 *', run: async () => { runs++; return null; } };
      scheduleJob(s.app, job);
      scheduleJob(second, job);
      await Promise.all([s.app.ready(), second.ready()]);
      await expect.poll(async () => (await claims('start-up-once')).length).toBe(1);
      await expect.poll(() => runs).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(runs).toBe(1);
    } finally {
      await second.close();
    }
  });
});
