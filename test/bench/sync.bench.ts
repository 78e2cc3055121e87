/**
 * Sync benchmarks on the embedded SQLite, printed, never asserted in tests:
 * - the push service alone (10,000 reptile creates in pushes of 100 through `pushMutations`,
 *   no HTTP), the figure earlier sessions tracked, so a change to the server shows against it;
 * - pull: those 10,000 rows into a fresh client database (fake-indexeddb) in pages, with the
 *   longest single page transaction (what a screen would wait for at most);
 * - the server's own time per pull page (`pullChanges`, no HTTP) at pages of 500, 1,000 and
 *   2,000 rows, three passes each, median per page: what a larger PULL_PAGE_SIZE costs the server.
 * Push over HTTP against its floor, on both databases, is push.bench.ts; load is load.bench.ts.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildTestServer } from '../helpers/server';
import { createTestUser } from '../helpers/users';
import { device } from '../helpers/sync-client';
import { pushMutations, type SyncDeps } from '../../sync-server/src/sync/push';
import { pullChanges } from '../../sync-server/src/sync/pull';
import { SYNC_LIMITS } from '../../sync-server/src/sync/limits';
import { MAX_PUSH_MUTATIONS, PULL_PAGE_SIZE, SCHEMA_VERSION, type Mutation, type PullRequest } from '../../shared/sync/protocol';
import { benchRow } from './push.bench';

const ROWS = 10_000;
const perSecond = (n: number, ms: number) => Math.round((n / ms) * 1000);
const fmt = (n: number) => n.toLocaleString('en-US');

export async function runSyncServiceAndPull(): Promise<boolean> {
  const server = await buildTestServer();
  try {
    const user = await createTestUser(server.app, { premiumTier: 'HerpPro' });
    const rows = Array.from({ length: ROWS }, benchRow);
    const clientId = randomUUID();
    // The bench pushes faster than any keeper: the per-user rate limit is not what it measures.
    const deps = { store: server.app.store, files: server.app.files, limits: { ...SYNC_LIMITS, pushesPerMinute: Infinity } };
    const started = performance.now();
    for (let i = 0; i < ROWS; i += MAX_PUSH_MUTATIONS) {
      const mutations: Mutation[] = rows.slice(i, i + MAX_PUSH_MUTATIONS).map((args, j) => ({ id: i + j + 1, name: 'reptile.create.v1', args, createdAt: Date.now() }));
      await pushMutations(deps, user.id, { clientId, schemaVersion: SCHEMA_VERSION, mutations });
    }
    console.log(`  push service alone (SQLite, pushes of ${MAX_PUSH_MUTATIONS}, no HTTP): ${fmt(perSecond(ROWS, performance.now() - started))} mutations/s`);

    // Pull all 10,000 rows into a fresh client database, page by page.
    const fresh = device(server.app, user);
    const pageMs: number[] = [];
    const { pull } = fresh.transport;
    let answeredAt = 0;
    fresh.transport.pull = async (req: PullRequest) => {
      if (answeredAt) pageMs.push(performance.now() - answeredAt);
      const res = await pull(req);
      answeredAt = performance.now();
      return res;
    };
    const pullStarted = performance.now();
    const { pages, rows: pulled } = await fresh.client.pull();
    const total = performance.now() - pullStarted;
    pageMs.push(performance.now() - answeredAt);
    const stored = await fresh.db.reptiles.count();
    fresh.db.close();
    await serverTimePerPage(deps, user.id);
    console.log(`  pull of ${fmt(pulled)} rows into a fresh client: ${(total / 1000).toFixed(2)} s in ${pages} pages (${fmt(perSecond(pulled, total))} rows/s),` +
      ` longest page transaction ${Math.max(...pageMs).toFixed(0)} ms; ${fmt(stored)} rows stored (fake-indexeddb, in Node)`);
    return stored === ROWS;
  } finally {
    await server.close();
  }
}

const PAGE_SIZES = [500, 1000, 2000] as const;

/** A whole first pull (cookie 0 to the end) per page size, timed page by page on the server alone. */
async function serverTimePerPage(deps: SyncDeps, userId: string): Promise<void> {
  console.log(`  server time per pull page (SQLite, pullChanges without HTTP, ${fmt(ROWS)} rows, median of 3 passes; PULL_PAGE_SIZE is ${PULL_PAGE_SIZE}):`);
  for (const size of PAGE_SIZES) {
    const passes: { pages: number; perPage: number; total: number; bytes: number }[] = [];
    for (let pass = 0; pass < 3; pass++) {
      let cookie = 0;
      let pages = 0;
      let total = 0;
      let bytes = 0;
      for (let more = true; more;) {
        const t = performance.now();
        const res = await pullChanges(deps, userId, { clientId: randomUUID(), schemaVersion: SCHEMA_VERSION, cookie, sinceMutationId: 0 }, size);
        const body = JSON.stringify(res);
        total += performance.now() - t;
        bytes = Math.max(bytes, body.length);
        pages++;
        cookie = res.cookie;
        more = res.hasMore;
      }
      passes.push({ pages, perPage: total / pages, total, bytes });
    }
    const median = [...passes].sort((a, b) => a.total - b.total)[1]!;
    console.log(`    ${String(size).padStart(5)} rows a page: ${median.pages} pages, ${median.perPage.toFixed(1)} ms a page, ${median.total.toFixed(0)} ms in all, ${(median.bytes / 1024).toFixed(0)} KB of JSON a page`);
  }
}
