/**
 * Finding sentences: every code has an English and a Bulgarian text using exactly its params,
 * plural forms where a count appears, and every rendered sentence is filled in completely.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FINDING_CODES, analyzeReptile, type FindingCode } from '../../shared/insights/analyze';
import { findingSentence, insightText, interpolatingT, sentenceParams, shortDate, type Translate } from '../../shared/insights/text';
import type { Finding, InsightInput } from '../../shared/insights/types';
import { ID } from '../helpers/issues';

const LANGUAGES = ['en', 'bg'] as const;
const load = (lng: string) => JSON.parse(readFileSync(join('locales', lng, 'insights.json'), 'utf8')) as { findings: Record<string, string> };
const json = { en: load('en'), bg: load('bg') };
const tOf = (lng: 'en' | 'bg'): Translate => interpolatingT(json[lng], lng);
const CODES = Object.keys(FINDING_CODES) as FindingCode[];
const vars = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))].sort();

/** The texts of a code: one, or its plural forms. */
const textsOf = (lng: 'en' | 'bg', code: string): [string, string][] =>
  Object.entries(json[lng].findings).filter(([k]) => k === code || k === `${code}_one` || k === `${code}_other`);

/** Sample params of a code, each kind of value as analyze.ts makes it. */
const sampleParams = (code: FindingCode, days: number, count: number): Record<string, string | number> =>
  Object.fromEntries(FINDING_CODES[code].params.map((name) => [
    name,
    name === 'count' ? count : name.endsWith('Days') ? days : name.endsWith('Date') ? '2026-03-12' : name === 'issue' ? 'Mouth rot' : name.endsWith('Grams') ? 45.5 : 12,
  ]));

describe('the insights texts', () => {
  it('hold under `findings` every code and the day count they share, nothing else', () => {
    for (const lng of LANGUAGES) {
      const known = new Set(['days_one', 'days_other', ...CODES.flatMap((c) => [c, `${c}_one`, `${c}_other`])]);
      expect(Object.keys(json[lng].findings).filter((k) => !known.has(k)), lng).toEqual([]);
    }
  });

  it.each(CODES.flatMap((code) => LANGUAGES.map((lng) => [code, lng] as const)))('%s has a %s text using exactly its params', (code, lng) => {
    const texts = textsOf(lng, code);
    const params = [...FINDING_CODES[code].params].sort();
    if (params.includes('count')) expect(texts.map(([k]) => k).sort()).toEqual([`${code}_one`, `${code}_other`]);
    else expect(texts.map(([k]) => k)).toEqual([code]);
    for (const [key, text] of texts) expect(vars(text), key).toEqual(params);
  });

  it.each(LANGUAGES)('%s: the day count has both plural forms', (lng) => {
    expect(vars(json[lng].findings.days_one ?? '')).toEqual(['count']);
    expect(vars(json[lng].findings.days_other ?? '')).toEqual(['count']);
  });
});

describe('findingSentence', () => {
  it.each(CODES.flatMap((code) => LANGUAGES.flatMap((lng) => [[code, lng, 1, 1], [code, lng, 7, 5]] as const)))(
    '%s in %s (%d days, count %d) is filled in completely',
    (code, lng, days, count) => {
      const f: Finding = { code, level: FINDING_CODES[code].levels[0], params: sampleParams(code, days, count) };
      for (const options of [{}, { lng }]) {
        const text = findingSentence(f, tOf(lng), options);
        expect(text).not.toMatch(/\{\{|\}\}|findings\./);
        // A date in the Bulgarian style ends in "г.": never at the end of a sentence.
        expect(text).not.toMatch(/\.\.|\s[.,;:]/);
        expect(text).not.toContain('2026-03-12');
      }
      expect(findingSentence(f, tOf(lng))).not.toMatch(/\b1 (days|дни)\b|\b7 (day|ден)\b/);
    },
  );

  const loss: Finding = { code: 'weightLoss', level: 'alert', params: { percent: 12, fromGrams: 450, toGrams: 396, spanDays: 40, perMonthGrams: 40.5 } };

  it('renders the numbers behind the sentence', () => {
    expect(findingSentence(loss, tOf('en'), { lng: 'en' })).toBe('Lost 12% of its weight (from 450 g to 396 g) in 40 days, about 40.5 g a month.');
    expect(findingSentence(loss, tOf('bg'), { lng: 'bg' })).toBe('Загубило е 12% от теглото си (от 450 г на 396 г) за 40 дни, около 40,5 г на месец.');
    expect(findingSentence(loss, tOf('bg'))).toContain('около 40.5 г');
  });

  it('agrees every day count with its number', () => {
    const overdue: Finding = { code: 'feedingOverdue', level: 'watch', params: { sinceDays: 21, lastDate: '2026-05-11', medianDays: 1 } };
    expect(findingSentence(overdue, tOf('en'))).toBe('Has not eaten for 21 days (last meal on 11.05.2026), though it usually eats every 1 day.');
    expect(findingSentence(overdue, tOf('bg'))).toBe('Не е яло от 21 дни (последно хранене на 11.05.2026), а обикновено се храни на всеки 1 ден.');
  });

  it('chooses the plural form by count', () => {
    const streak = (count: number): Finding => ({ code: 'refusalStreak', level: 'watch', params: { count, sinceDate: '2026-05-20', sinceDays: 12 } });
    expect(findingSentence(streak(3), tOf('en'))).toBe('Refused or regurgitated the last 3 feedings in a row, since 20.05.2026 (12 days so far).');
    expect(findingSentence(streak(3), tOf('bg'))).toBe('Отказва или повръща храната при последните 3 хранения подред, от 20.05.2026 насам (12 дни досега).');
    expect(findingSentence(streak(1), tOf('en'))).toContain('the last 1 feeding,');
  });

  it('shows dates as dd.mm.yyyy, or in the app\'s date style for a language', () => {
    expect(shortDate('2026-03-02')).toBe('02.03.2026');
    const f: Finding = { code: 'shedIncomplete', level: 'watch', params: { lastDate: '2026-03-02' } };
    const t = tOf('en');
    expect(sentenceParams(f, t)).toEqual({ lastDate: '02.03.2026' });
    const medium = new Intl.DateTimeFormat('bg', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-03-02T00:00:00Z'));
    expect(sentenceParams(f, t, { lng: 'bg' })).toEqual({ lastDate: medium });
  });

  it('leaves the keeper\'s own text and the count as they are', () => {
    const f: Finding = { code: 'healthOngoing', level: 'watch', params: { issue: 'Shed 2026-01-01 stuck', sinceDate: '2026-05-30', ageDays: 2 } };
    expect(findingSentence(f, tOf('en'))).toBe('Shed 2026-01-01 stuck: ongoing since 30.05.2026 (2 days).');
    expect(sentenceParams({ code: 'refusalStreak', level: 'watch', params: { count: 1234, sinceDate: '2026-05-20', sinceDays: 0 } }, tOf('en'), { lng: 'en' }))
      .toEqual({ count: 1234, sinceDate: 'May 20, 2026', sinceDays: '0 days' });
  });
});

describe('insightText', () => {
  it('is one "- " bullet a line', () => {
    const findings: Finding[] = [
      { code: 'shedIncomplete', level: 'watch', params: { lastDate: '2026-03-02' } },
      { code: 'notEnoughData', level: 'info', params: { meals: 1, weighings: 0, sheds: 2 } },
    ];
    expect(insightText(findings, tOf('en')).split('\n')).toEqual([
      '- The last shed, on 02.03.2026, was incomplete: check the toes, tail tip and eyes for stuck skin.',
      '- Not enough logs for findings yet. These would help: at least 3 feedings where it ate (1 so far), 2 weighings at least 14 days apart within 90 days (0 so far) and 3 sheds (2 so far).',
    ]);
    expect(insightText([], tOf('en'))).toBe('');
  });

  it.each(LANGUAGES)('%s: a whole analysis reads without a gap', (lng) => {
    const input: InsightInput = {
      species: 'Ball python',
      hatchDate: null,
      feedings: [{ date: '2026-04-01', outcome: 'ate' }, { date: '2026-04-08', outcome: 'ate' }, { date: '2026-04-15', outcome: 'ate' }, { date: '2026-05-20', outcome: 'refused' }, { date: '2026-05-27', outcome: 'refused' }],
      growth: [{ date: '2026-04-01', weightGrams: 1500, lengthCm: null }, { date: '2026-05-30', weightGrams: 1320, lengthCm: 120 }],
      sheds: [{ date: '2026-05-01', complete: false }],
      health: [{ date: '2026-05-25', issue: 'Mites', severity: 'moderate', status: 'ongoing', resolvedDate: null }],
      breeding: [{ id: ID, date: '2026-05-01', eventType: 'laying', clutchId: null, outcomeCount: 6 }],
    };
    const text = insightText(analyzeReptile(input, '2026-06-01'), tOf(lng), { lng });
    // Six findings and what is missing for the shed cycle (one shed logged).
    expect(text.split('\n')).toHaveLength(7);
    expect(text).not.toMatch(/\{\{|findings\./);
  });
});

describe('interpolatingT', () => {
  const t = interpolatingT({ a: { b: 'Hi {{name}}, {{missing}}', n_one: '{{count}} item', n_other: '{{count}} items' } }, 'en');
  it.each([
    ['a.b', { name: 'Ann' }, 'Hi Ann, {{missing}}'],
    ['a.n', { count: 1 }, '1 item'],
    ['a.n', { count: 0 }, '0 items'],
    ['a.n', { count: 2 }, '2 items'],
    ['a.x', {}, 'a.x'],
    ['a', {}, 'a'],
    ['a.b.c', {}, 'a.b.c'],
  ])('%s with %j is %j', (key, params, want) => {
    expect(t(key, params)).toBe(want);
  });
});
