/**
 * What the service worker bundles. It opens the page's database without declaring its schema
 * (app/lib/db/local-db.ts), so zod and the synced-table registry stay out of sw.js: one value
 * import of database.ts or stores.ts from anything the worker runs would put them back (about
 * 27 KB gzip). Bundled here with Vite, as the build does, without writing anything.
 */
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

async function workerModules(): Promise<string[]> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, rollupOptions: { input: 'app/sw.ts', output: { format: 'es', codeSplitting: false } } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output.flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds : [])))
    .map((id) => id.replace(`${process.cwd()}/`, ''));
}

describe('the service worker bundle', () => {
  it('holds the push and notifier code but neither zod nor the registry', { timeout: 30_000 }, async () => {
    const modules = await workerModules();
    expect(modules).toEqual(expect.arrayContaining(['app/sw.ts', 'app/lib/db/local-db.ts', 'app/lib/sync/push.ts', 'app/lib/due-notices/announce-due.ts']));
    expect(modules.filter((id) => /node_modules\/zod\/|shared\/sync\/(tables|protocol)\.ts|app\/lib\/db\/(database|stores)\.ts/.test(id))).toEqual([]);
  });
});
