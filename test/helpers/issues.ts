/** Helpers for the shared schema tables: issues as "path: message", and translation keys. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';

/** Each issue as "dotted.path: message"; [] when the input is valid. */
export function issuesOf(schema: z.ZodType, input: unknown): string[] {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

type Tree = { [k: string]: string | Tree };
const flatten = (obj: Tree, prefix = ''): [string, string][] =>
  Object.entries(obj).flatMap(([k, v]) => (typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v] as [string, string]]));

/** The keys and texts of one namespace (locales/<lng>/<ns>.json). */
export const localeTexts = (ns: string, lng = 'en'): Map<string, string> =>
  new Map(flatten(JSON.parse(readFileSync(join('locales', lng, `${ns}.json`), 'utf8')) as Tree));

/** The message of each issue, for checking that it is translated. */
export const messagesOf = (issues: readonly string[]): string[] => issues.map((i) => i.slice(i.indexOf(': ') + 2));

export const ID = '0190a7c1-0000-7000-8000-000000000001';
export const ID2 = '0190a7c1-0000-7000-8000-000000000002';
export const ID3 = '0190a7c1-0000-7000-8000-000000000003';
export const ID4 = '0190a7c1-0000-7000-8000-000000000004';
