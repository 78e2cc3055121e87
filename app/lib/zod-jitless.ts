/**
 * Our Content-Security-Policy forbids eval. Left to itself, zod probes for it with `new Function`
 * on its first parse (to compile faster object parsers), and the browser reports each probe as a
 * CSP violation (Lighthouse's "issues" audit, the console). zod reads its settings from
 * `globalThis.__zod_globalConfig` when it loads, so setting `jitless` there before any chunk loads
 * zod turns the probe off without putting zod into the entry of `/`. test/unit/zod-jitless.test.ts
 * holds zod to reading it.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
export {};
