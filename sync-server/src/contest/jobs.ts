/**
 * The contest's scheduled work, every five minutes (jobs/schedule.ts: one process per occurrence,
 * and once at start-up, so a server that was down across a close or a prize time catches up when
 * it starts): close every month whose close has passed, then pay every prize whose time has
 * passed. Both are idempotent on their own (results' primary key, the paid mark, the ledger key),
 * so a run repeated by a crash, or overlapping another process's, changes nothing more.
 * The main server registers it (main.ts); tests call runContestJobs with the clock they drive.
 */
import type { FastifyInstance } from 'fastify';
import type { Store } from '../db/store';
import { scheduleJob } from '../jobs/schedule';
import { closeDueMonths } from './close';
import { payDuePrizes } from './prizes';

export const CONTEST_JOB = 'contest-close-and-prizes';
const EVERY_MS = 5 * 60_000;

export async function runContestJobs(store: Store, now: number): Promise<{ closed: string[]; paid: number }> {
  const closed = await closeDueMonths(store, now);
  const paid = await payDuePrizes(store, now);
  return { closed, paid };
}

/**
 * Registers the job. Its clock is the contest's (`app.contest.clock`, routes/contest.ts), which
 * tests move: it picks the five-minute occurrence and judges what is due.
 */
export function scheduleContestJobs(app: FastifyInstance): void {
  scheduleJob(app, {
    name: CONTEST_JOB,
    everyMs: EVERY_MS,
    pattern: '*/5 * * * *',
    clock: app.contest.clock,
    run: async (store, now) => {
      const done = await runContestJobs(store, now);
      return done.closed.length > 0 || done.paid > 0 ? done : null;
    },
  });
}
