/** The daily notice of sitters' periods ending tomorrow (./notices.ts), once across processes. */
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../jobs/schedule';
import { noticeSittersEnding } from './notices';

export function scheduleSitterNotices(app: FastifyInstance): void {
  scheduleJob(app, {
    name: 'sitter-ending-notice',
    everyMs: 24 * 60 * 60_000,
    pattern: '17 8 * * *',
    run: async (store, now) => {
      const told = await noticeSittersEnding(store, now);
      return told > 0 ? { told } : null;
    },
  });
}
