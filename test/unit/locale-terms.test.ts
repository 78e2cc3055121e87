/**
 * One thing, one word: Bulgarian keepers say "смяна на кожата" for a shed ("линеене" is what
 * birds and mammals do). The OCR parser still reads "линеене" from paper logs (ocr-details.test.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const bg = readdirSync(join('locales', 'bg')).filter((f) => f.endsWith('.json'))
  .map((f) => [f, readFileSync(join('locales', 'bg', f), 'utf8')] as const);

describe('Bulgarian terms', () => {
  it('call a shed "смяна на кожата" everywhere, never "линеене"', () => {
    expect(bg.filter(([, text]) => /линее|линя/i.test(text)).map(([f]) => f)).toEqual([]);
  });

  it('never say "смяна на кожа" without the article', () => {
    expect(bg.filter(([, text]) => /смяна на кожа(?!та)/i.test(text)).map(([f]) => f)).toEqual([]);
  });
});
