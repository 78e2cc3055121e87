import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Tree = { [k: string]: string | Tree };
const flatten = (obj: Tree, prefix = ''): [string, string][] =>
  Object.entries(obj).flatMap(([k, v]) => (typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v] as [string, string]]));
const load = (lng: string) =>
  new Map(readdirSync(join('locales', lng)).filter((f) => f.endsWith('.json')).flatMap((f) =>
    flatten(JSON.parse(readFileSync(join('locales', lng, f), 'utf8')) as Tree).map(([k, v]) => [`${f}:${k}`, v] as const)));

describe('translations', () => {
  const en = load('en');
  const bg = load('bg');

  it('en and bg have the same keys (as ../shared/tools/locale-parity.mjs checks)', () => {
    expect([...en.keys()].filter((k) => !bg.has(k))).toEqual([]);
    expect([...bg.keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  it('use the same interpolation variables', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort().join(',');
    const differ = [...en].filter(([k, v]) => bg.has(k) && vars(v) !== vars(bg.get(k) ?? ''));
    expect(differ.map(([k]) => k)).toEqual([]);
  });

  it('Bulgarian is translated, not English copied', () => {
    // Product names, units and codes may stay the same; prose may not.
    const copied = [...en].filter(([k, v]) => bg.get(k) === v && /[a-z]{4,}\s+[a-z]{3,}/i.test(v));
    expect(copied.map(([k]) => k)).toEqual([]);
  });
});
