/**
 * Plans' ends, each job once across processes: plans past their expiry are lapsed every five
 * minutes (coins/service.ts lapseExpiredPlans, which also tells the keeper), and plans ending
 * within 3 days are warned hourly (warnExpiringPlans; a plan is warned once per expiry).
 */
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../jobs/schedule';
import { lapseExpiredPlans, warnExpiringPlans } from './service';

export function schedulePlanLapse(app: FastifyInstance): void {
  scheduleJob(app, {
    name: 'premium-lapse',
    everyMs: 5 * 60_000,
    pattern: '*/5 * * * *',
    run: async (store, now) => {
      const { lapsed } = await lapseExpiredPlans(store, now);
      return lapsed > 0 ? { lapsed } : null;
    },
  });
  scheduleJob(app, {
    name: 'premium-expiry-warning',
    everyMs: 60 * 60_000,
    pattern: '23 * * * *',
    run: async (store, now) => {
      const { warned } = await warnExpiringPlans(store, now);
      return warned > 0 ? { warned } : null;
    },
  });
}
