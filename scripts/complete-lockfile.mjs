// Works around npm 11's lockfile bug (npm/cli#4828, #9083): `npm install` leaves out the
// optional platform packages of other platforms (rollup, unrs-resolver...), and `npm ci` then
// refuses the lockfile. This adds the missing entries (version, os, cpu, libc) from the
// registry. Run after changing dependencies: `node scripts/complete-lockfile.mjs`.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

// The registry reachable here mirrors only this platform's binaries, so a foreign package is
// described from its name (`<scope>/<tool>-<os>-<cpu>[-<abi>]`), which is how these packages
// are named; npm ci then sees it as an optional package for another platform and skips it.
const OS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32', 'netbsd', 'sunos', 'aix'];
function fromName(name, range) {
  if (!/^\d+\.\d+\.\d+/.test(range)) return null;
  const parts = name.split('/').pop().split('-');
  if (parts.includes('wasm32')) return { version: range, cpu: ['wasm32'] };
  const i = parts.findIndex((p) => OS.includes(p));
  if (i < 0 || !parts[i + 1]) return null;
  const libc = parts[i + 2] === 'musl' ? ['musl'] : parts[i + 2] === 'gnu' || parts[i + 2] === 'gnueabihf' ? ['glibc'] : undefined;
  return { version: range, os: [parts[i]], cpu: [parts[i + 1] === 'arm' ? 'arm' : parts[i + 1]], ...(libc ? { libc } : {}) };
}
function lookup(name, range) {
  try {
    const view = JSON.parse(execFileSync('npm', ['view', `${name}@${range}`, 'version', 'os', 'cpu', 'libc', 'license', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    return Array.isArray(view) ? view.at(-1) : view;
  } catch {
    return fromName(name, range);
  }
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const pkgs = lock.packages;
let added = 0;
for (const [path, meta] of Object.entries(pkgs)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    if (pkgs[base] || pkgs[`node_modules/${name}`]) continue;
    const v = lookup(name, range);
    if (!v) {
      console.warn(`complete-lockfile: cannot describe ${name}@${range}; left out`);
      continue;
    }
    const entry = { version: v.version, ...(v.license ? { license: v.license } : {}), optional: true };
    if (meta.dev) entry.dev = true;
    for (const k of ['cpu', 'os', 'libc']) if (v[k]) entry[k] = Array.isArray(v[k]) ? v[k] : [v[k]];
    pkgs[`node_modules/${name}`] = entry;
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform entries`);
