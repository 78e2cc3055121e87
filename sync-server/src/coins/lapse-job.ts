/** Plans past their expiry are lapsed every five minutes (coins/service.ts lapseExpiredPlans), once across processes. */
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../jobs/schedule';
import { lapseExpiredPlans } from './service';

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
}
