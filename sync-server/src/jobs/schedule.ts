/**
 * Scheduled jobs that run exactly once per occurrence across every server process (issue 11).
 * An occurrence is a period number (`floor(now / everyMs)`), the same in every process; a process
 * runs it only if its insert of (job, occurrence) into `job_runs` took. The job also runs when the
 * server becomes ready, for the current occurrence if no process ran it yet, so a server that was
 * down catches up. Jobs are idempotent besides, so a crash mid-run is repaired by the next one.
 */
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import type { Store } from '../db/store';

const WEEK = 7 * 24 * 60 * 60 * 1000;

export interface Job {
  name: string;
  /** The period; `pattern` fires once in each. */
  everyMs: number;
  /** A croner pattern firing once per period, e.g. every 15 minutes. */
  pattern: string;
  /** Does the work; answers what to log (or nothing). */
  run: (store: Store, now: number) => Promise<Record<string, unknown> | null>;
  /**
   * The clock that picks the occurrence and is handed to `run` (the wall clock by default). A job
   * with a clock of its own (the contest's) passes it, so tests that move that clock move the
   * scheduler's occurrences with it.
   */
  clock?: { now: () => number };
}

/** Claims this period's occurrence of `job`; true for the one process that gets it. */
export async function claimOccurrence(store: Store, job: string, everyMs: number, now: number): Promise<boolean> {
  const occurrence = Math.floor(now / everyMs);
  const claimed = await store.run('INSERT INTO job_runs (job, occurrence, claimed_at) VALUES (?, ?, ?) ON CONFLICT (job, occurrence) DO NOTHING', [job, occurrence, now]);
  if (claimed === 1) await store.run('DELETE FROM job_runs WHERE job = ? AND claimed_at < ?', [job, now - WEEK]);
  return claimed === 1;
}

export function scheduleJob(app: FastifyInstance, job: Job): void {
  /** The run in progress, if any: closing waits for it, so the database never closes under a job half-way. */
  let running: Promise<void> | null = null;
  let closing = false;
  const work = async () => {
    const now = job.clock ? job.clock.now() : Date.now();
    try {
      if (!(await claimOccurrence(app.store, job.name, job.everyMs, now))) return;
      const logged = await job.run(app.store, now);
      if (logged) app.log.info(logged, `${job.name} done`);
    } catch (err) {
      app.log.error({ err }, `${job.name} failed`);
    }
  };
  const fire = async () => {
    // Once closing began no run starts; `running` is checked too, for the start-up run and a tick
    // that could meet (croner's `protect` only keeps its own ticks apart).
    if (closing || running) return;
    running = work().finally(() => (running = null));
    await running;
  };
  let cron: Cron | null = null;
  app.addHook('onReady', async () => {
    void fire();
    // protect: a slow run is never overlapped by the next; unref: the job never keeps the process alive.
    cron = new Cron(job.pattern, { protect: true, unref: true }, fire);
  });
  // preClose: before the server stops taking requests, so no tick fires while it drains.
  app.addHook('preClose', async () => {
    closing = true;
    cron?.stop();
  });
  // onClose hooks run after the requests in flight finished, and this one (added after the app's
  // own, which closes the store) before the store closes: a run in progress completes.
  app.addHook('onClose', async () => {
    closing = true;
    cron?.stop();
    await running;
  });
}
