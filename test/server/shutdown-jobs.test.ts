/**
 * The scheduler's part of a graceful shutdown (sync-server/src/jobs/schedule.ts): closing the app
 * waits for a job run in progress, which still has its database to the end, and no run starts
 * once the close began. shutdown-graceful.test.ts shows the same through SIGTERM to a real process.
 */
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scheduleJob } from '../../sync-server/src/jobs/schedule';
import { dropPostgresDatabase } from '../helpers/postgres';
import { buildTestServer } from '../helpers/server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('closing the app while a job runs', () => {
  it('waits for the run, which keeps its database to the end, and starts no other', async () => {
    const s = await buildTestServer();
    try {
      let starts = 0;
      let finished = false;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let began!: () => void;
      const running = new Promise<void>((resolve) => (began = resolve));
      // Every second, so ticks keep coming while the close waits.
      scheduleJob(s.app, {
        name: 'slow-job', everyMs: 1000, pattern: '* * * * * *',
        run: async (store, now) => {
          starts++;
          began();
          await gate;
          await store.run('INSERT INTO server_state (key, value, updated_at) VALUES (?, ?, ?)', [`slow-job-${starts}`, 'done', now]);
          finished = true;
          return null;
        },
      });
      await s.app.ready();
      await running;
      let closed = false;
      const closing = s.app.close().then(() => (closed = true));
      await sleep(2500);
      expect(closed).toBe(false);
      release();
      await closing;
      expect(finished).toBe(true);
      await sleep(1500);
      expect(starts).toBe(1);
    } finally {
      rmSync(s.dataDir, { recursive: true, force: true });
      if (s.config.databaseUrl) await dropPostgresDatabase(s.config.databaseUrl);
    }
  }, 20_000);
});
