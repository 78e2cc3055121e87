import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeTexts } from '../helpers/issues';

// Every message key a schema or rule can produce, per namespace: the source files that use the
// namespace, scanned for 'errors.x' literals, so a new message cannot ship untranslated.
const SOURCES: Record<string, string[]> = {
  logs: ['common', 'fields', 'growth-log', 'shedding-log', 'health-log', 'event-log', 'feeding-log', 'breeding-log', 'clutch'].map((f) => `shared/schemas/${f}.ts`).concat('shared/rules/feeding.ts'),
  inventory: ['shared/schemas/feeder.ts'],
  reminders: ['shared/schemas/reminder.ts'],
};
// Keys of helpers used by these namespaces (RowId, optionalText, patchOf, requiredDate).
const HELPER_KEYS: Record<string, string[]> = {
  inventory: ['errors.invalidId', 'errors.tooLong', 'errors.nothingToSave'],
  reminders: ['errors.invalidId', 'errors.tooLong', 'errors.nothingToSave', 'errors.dateRequired', 'errors.dateInvalid'],
};
const keysIn = (file: string) => [...readFileSync(file, 'utf8').matchAll(/'(errors\.[A-Za-z0-9]+)'/g)].map((m) => m[1] ?? '');

describe('validation messages', () => {
  it.each(Object.keys(SOURCES))('of namespace %s are translated in en and bg', (ns) => {
    const keys = [...new Set([...(SOURCES[ns] ?? []).flatMap(keysIn), ...(HELPER_KEYS[ns] ?? [])])];
    expect(keys.length).toBeGreaterThan(3);
    for (const lng of ['en', 'bg']) {
      const texts = localeTexts(ns, lng);
      expect(keys.filter((k) => !texts.has(k)), `${lng}/${ns}.json`).toEqual([]);
    }
  });
});

describe('inventory messages', () => {
  it('insufficient stock shows the available amount (spec section 8)', () => {
    for (const lng of ['en', 'bg']) expect(localeTexts('inventory', lng).get('errors.insufficientStock')).toContain('{{available}}');
  });
});
