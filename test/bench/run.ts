/**
 * `npm run bench`: builds the app and prints measurements next to their budgets (DESIGN.md 6).
 * Sizes and ratios, never timings asserted in unit tests. Exits non-zero when a budget is broken.
 * `npm run bench -- lighthouse` (any part of a file name) runs, after the bundle, only the
 * benchmarks whose file names contain one of the words given.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ENTRY_BUDGET_KB, measureBundle } from './bundle.bench';

let failed = false;

console.log('Building the app...');
execSync('npx vite build', { stdio: 'ignore' });

const bundle = await measureBundle();
console.log('\nJavaScript loaded by / (gzip, measured in Chromium):');
for (const s of bundle.scripts) console.log(`  ${s.gzipKb.toFixed(1).padStart(7)} KB  ${s.url}`);
console.log(`  ${bundle.totalGzipKb.toFixed(1).padStart(7)} KB  total    budget ${ENTRY_BUDGET_KB} KB   ${bundle.totalGzipKb <= ENTRY_BUDGET_KB ? 'OK' : 'OVER BUDGET'}`);
console.log(`Precache: ${bundle.precacheEntries} files, ${(bundle.precacheKb / 1024).toFixed(2)} MB`);
if (bundle.totalGzipKb > ENTRY_BUDGET_KB) failed = true;

// Further benchmarks register here as their features land.
const only = process.argv.slice(2);
const extra = ['./lighthouse.bench.ts', './sync.bench.ts', './push.bench.ts', './achievements.bench.ts', './load.bench.ts', './logs.bench.ts', './feeding-tab.bench.ts', './ocr.bench.ts', './scale.bench.ts', './spaces.bench.ts', './crowd.bench.ts', './labels.bench.ts', './racks.bench.ts', './health.bench.ts', './sheet-import.bench.ts'];
for (const file of extra) {
  if (!existsSync(new URL(file, import.meta.url))) continue;
  if (only.length > 0 && !only.some((word) => file.includes(word))) continue;
  const mod = (await import(file)) as Record<string, unknown>;
  for (const [name, fn] of Object.entries(mod)) {
    if (name.startsWith('run') && typeof fn === 'function') {
      console.log(`\n${name}:`);
      const ok = (await (fn as () => Promise<boolean | void>)()) !== false;
      if (!ok) failed = true;
    }
  }
}

if (failed) {
  console.error('\nA budget was exceeded.');
  process.exit(1);
}
