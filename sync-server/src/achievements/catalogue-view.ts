/**
 * The catalogue as GET /api/achievements answers it: each entry with its target and its name and
 * description in both languages, from the app's own translation files (one source of the words).
 */
import { readFileSync } from 'node:fs';
import { ACHIEVEMENTS, type Achievement } from '../../../shared/achievements/catalogue';
import type { CatalogueEntryView } from '../../../shared/api/achievements';
import type { z } from 'zod';

type Items = Record<string, { name: string; description: string }>;
const itemsOf = (lng: 'en' | 'bg'): Items =>
  (JSON.parse(readFileSync(new URL(`../../../locales/${lng}/achievements.json`, import.meta.url), 'utf8')) as { items: Items }).items;

/** The number an achievement's rule needs ("all others": the rest of this catalogue). */
export const targetOf = (a: Achievement): number =>
  a.rule.atLeast === 'allOthers' ? ACHIEVEMENTS.length - 1 : a.rule.atLeast;

let cached: z.infer<typeof CatalogueEntryView>[] | undefined;

export function catalogueView(): z.infer<typeof CatalogueEntryView>[] {
  if (cached) return cached;
  const en = itemsOf('en');
  const bg = itemsOf('bg');
  const fill = (text: string | undefined, target: number) => (text ?? '').replaceAll('{{target}}', String(target));
  cached = ACHIEVEMENTS.map((a) => {
    const target = targetOf(a);
    return {
      id: a.id, category: a.category, reward: a.reward, target,
      name: { en: fill(en[a.id]?.name, target), bg: fill(bg[a.id]?.name, target) },
      description: { en: fill(en[a.id]?.description, target), bg: fill(bg[a.id]?.description, target) },
    };
  });
  return cached;
}
