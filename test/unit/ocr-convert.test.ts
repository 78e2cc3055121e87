/**
 * Reviewed OCR rows → logs: what keeps a row back, the log each event type becomes (and that every
 * one passes `OcrLog`, and a whole import `OcrImportCreateArgs`), and the review table as CSV.
 */
import { describe, expect, it } from 'vitest';
import { ocrRowProblems, ocrRowToLog, ocrRowsToCsv } from '../../shared/ocr/convert';
import { parseOcrText } from '../../shared/ocr/parse';
import type { OcrEventType, OcrRow, OcrRowProblem } from '../../shared/ocr/rows';
import { OCR_ROW_PROBLEMS } from '../../shared/ocr/rows';
import { OcrImportCreateArgs, OcrLog, type OcrLogInput } from '../../shared/schemas/ocr-import';
import { CSV_BOM } from '../../shared/rules/csv';
import { ID, ID2, ID3 } from '../helpers/issues';

const TODAY = '2026-11-24';
const ctx = { reptileId: ID, id: ID2, today: TODAY };
const row = (eventType: OcrEventType, details: string, date: string | null = '2026-03-12'): OcrRow => ({ key: 'r1', date, reptileName: '', eventType, details });

describe('ocrRowProblems', () => {
  it.each<[string, OcrRow, OcrRowProblem[]]>([
    ['a complete feeding', row('feeding', 'Fed 2 mice 20g'), []],
    ['no date', row('event', 'cleaned', null), ['noDate']],
    ['an empty date', row('event', 'cleaned', ''), ['noDate']],
    ['an impossible date', row('event', 'cleaned', '2026-02-30'), ['noDate']],
    ['a date after today', row('event', 'cleaned', '2026-11-25'), ['futureDate']],
    ['today', row('event', 'cleaned', TODAY), []],
    ['a measurement with a weight', row('measurement', 'weight 350 g'), []],
    ['a measurement with a length', row('measurement', '85 cm'), []],
    ['a measurement with neither', row('measurement', 'weighed'), ['noMeasure']],
    ['a measurement of 0 g', row('measurement', '0 g'), ['noMeasure']],
    ['an absurd measurement', row('measurement', '2000 kg'), ['noMeasure']],
    ['a feeding with no size', row('feeding', 'refused rat'), ['noFoodSize']],
    ['a feeding with only a length', row('feeding', '1 rat 20 cm'), ['noFoodSize']],
    ['a feeding with an absurd size', row('feeding', '1 rat 200 kg'), ['noFoodSize']],
    ['a feeding of 0.3 g', row('feeding', '10 crickets 0.3 g'), []],
    ['details too long', row('event', 'x'.repeat(5001)), ['tooLong']],
    ['details just long enough', row('event', 'x'.repeat(5000)), []],
    ['a long health issue (the notes hold it)', row('health', `mites ${'x'.repeat(400)}`), []],
    ['health details too long', row('health', `mites ${'x'.repeat(5000)}`), ['tooLong']],
    ['everything at once, in order', row('feeding', `fed ${'x'.repeat(5000)}`, null), ['noDate', 'noFoodSize', 'tooLong']],
    ['a future measurement with nothing', row('measurement', 'weighed', '2027-01-01'), ['futureDate', 'noMeasure']],
  ])('%s', (_, r, problems) => {
    expect(ocrRowProblems(r, TODAY)).toEqual(problems);
    expect(problems.every((p) => OCR_ROW_PROBLEMS.includes(p))).toBe(true);
  });
});

describe('ocrRowToLog', () => {
  const base = { id: ID2, reptileId: ID, date: '2026-03-12' };
  it.each<[string, OcrRow, OcrLogInput]>([
    // Measurement → growth log, in grams and centimetres.
    ['a weighing', row('measurement', 'Weight 352 g'), { kind: 'growthLog', args: { ...base, weightGrams: 352, lengthCm: null, notes: 'Weight 352 g' } }],
    ['a weighing in kilograms', row('measurement', 'тегло 1,2 кг'), { kind: 'growthLog', args: { ...base, weightGrams: 1200, lengthCm: null, notes: 'тегло 1,2 кг' } }],
    ['a length', row('measurement', 'length 85 см'), { kind: 'growthLog', args: { ...base, weightGrams: null, lengthCm: 85, notes: 'length 85 см' } }],
    ['both', row('measurement', '1 lb, 12 in'), { kind: 'growthLog', args: { ...base, weightGrams: 453.59237, lengthCm: 30.48, notes: '1 lb, 12 in' } }],
    // Feeding → a manual feeding, in grams to the hundredth (decision 0018).
    ['a feeding', row('feeding', 'Fed 2 mice 20g'), {
      kind: 'feedingLog',
      args: { ...base, source: { kind: 'manual', items: [{ foodItem: 'mice', count: 2, sizePerItemGrams: 20 }] }, outcome: 'ate', notes: 'Fed 2 mice 20g' },
    }],
    ['a size with tenths, as read', row('feeding', '1 mouse 12.6 g'), {
      kind: 'feedingLog',
      args: { ...base, source: { kind: 'manual', items: [{ foodItem: 'mouse', count: 1, sizePerItemGrams: 12.6 }] }, outcome: 'ate', notes: '1 mouse 12.6 g' },
    }],
    ['a size under a gram, as read', row('feeding', '10 crickets 0,3g'), {
      kind: 'feedingLog',
      args: { ...base, source: { kind: 'manual', items: [{ foodItem: 'crickets', count: 10, sizePerItemGrams: 0.3 }] }, outcome: 'ate', notes: '10 crickets 0,3g' },
    }],
    ['a size in ounces, to the hundredth of a gram', row('feeding', '1 rat 2 oz'), {
      kind: 'feedingLog',
      args: { ...base, source: { kind: 'manual', items: [{ foodItem: 'rat', count: 1, sizePerItemGrams: 56.7 }] }, outcome: 'ate', notes: '1 rat 2 oz' },
    }],
    ['no food named', row('feeding', 'Fed 30 g'), {
      kind: 'feedingLog',
      args: { ...base, source: { kind: 'manual', items: [{ foodItem: 'food', count: 1, sizePerItemGrams: 30 }] }, outcome: 'ate', notes: 'Fed 30 g' },
    }],
    ['a refusal', row('feeding', 'отказа мишка 20 г'), {
      kind: 'feedingLog',
      args: { ...base, source: { kind: 'manual', items: [{ foodItem: 'мишка', count: 1, sizePerItemGrams: 20 }] }, outcome: 'refused', notes: 'отказа мишка 20 г' },
    }],
    ['a regurgitation', row('feeding', 'regurgitated rat 50g'), {
      kind: 'feedingLog',
      args: { ...base, source: { kind: 'manual', items: [{ foodItem: 'rat', count: 1, sizePerItemGrams: 50 }] }, outcome: 'regurgitated', notes: 'regurgitated rat 50g' },
    }],
    // Shedding.
    ['a complete shed', row('shedding', 'shed complete'), { kind: 'sheddingLog', args: { ...base, complete: true, observations: 'shed complete' } }],
    ['a stuck shed', row('shedding', 'заседнала кожа'), { kind: 'sheddingLog', args: { ...base, complete: false, observations: 'заседнала кожа' } }],
    ['a shed with no details', row('shedding', ''), { kind: 'sheddingLog', args: { ...base, complete: true, observations: null } }],
    // Health: ongoing, severity unknown.
    ['a health issue', row('health', 'mites, treated'), { kind: 'healthLog', args: { ...base, issue: 'mites, treated', severity: null, status: 'ongoing', notes: null } }],
    ['a health issue retyped with no details', row('health', ''), { kind: 'healthLog', args: { ...base, issue: '—', severity: null, status: 'ongoing', notes: null } }],
    // Breeding.
    ['a laying', row('breeding', 'laid 6 eggs'), { kind: 'breedingLog', args: { ...base, eventType: 'laying', outcomeCount: 6, notes: 'laid 6 eggs' } }],
    ['a hatching', row('breeding', 'излюпване 4 бебета'), { kind: 'breedingLog', args: { ...base, eventType: 'hatching', outcomeCount: 4, notes: 'излюпване 4 бебета' } }],
    ['a mating, as other (no parents on a sheet)', row('breeding', 'mating with Luna'), { kind: 'breedingLog', args: { ...base, eventType: 'other', outcomeCount: null, notes: 'mating with Luna' } }],
    ['a gravid female', row('breeding', 'gravid'), { kind: 'breedingLog', args: { ...base, eventType: 'other', outcomeCount: null, notes: 'gravid' } }],
    // Events.
    ['a cleaning', row('event', 'почистване'), { kind: 'eventLog', args: { ...base, eventType: 'cleaning', description: 'почистване' } }],
    ['maintenance', row('event', 'new UVB bulb'), { kind: 'eventLog', args: { ...base, eventType: 'maintenance', description: 'new UVB bulb' } }],
    ['a behaviour note', row('event', 'very active'), { kind: 'eventLog', args: { ...base, eventType: 'behaviorNote', description: 'very active' } }],
    ['anything else', row('event', 'moved house'), { kind: 'eventLog', args: { ...base, eventType: 'other', description: 'moved house' } }],
    ['an empty event', row('event', ''), { kind: 'eventLog', args: { ...base, eventType: 'other', description: null } }],
    // The keeper's edits count: a row retyped in the review reads as its new type.
    ['a row retyped as shedding', row('shedding', 'Fed 2 mice 20g'), { kind: 'sheddingLog', args: { ...base, complete: true, observations: 'Fed 2 mice 20g' } }],
  ])('%s', (_, r, log) => {
    const result = ocrRowToLog(r, ctx);
    expect(result).toEqual({ ok: true, log });
    if (result.ok) expect(OcrLog.parse(result.log)).toEqual(result.log);
  });

  it('cuts a long health issue to 200 characters and keeps the whole line in the notes', () => {
    const details = `mites ${'a'.repeat(300)}`;
    const result = ocrRowToLog(row('health', details), ctx);
    if (!result.ok || result.log.kind !== 'healthLog') throw new Error('expected a health log');
    expect(result.log.args.issue).toBe(details.slice(0, 200));
    expect(result.log.args.notes).toBe(details);
    expect(OcrLog.parse(result.log)).toEqual(result.log);
  });

  it('never cuts a health issue through a surrogate pair', () => {
    const details = `${'a'.repeat(199)}🦎 tail`;
    const result = ocrRowToLog(row('health', details), ctx);
    if (!result.ok || result.log.kind !== 'healthLog') throw new Error('expected a health log');
    expect(result.log.args.issue).toBe('a'.repeat(199));
    expect(OcrLog.parse(result.log)).toEqual(result.log);
  });

  it('cuts a long food name to 100 characters, at a word', () => {
    const result = ocrRowToLog(row('feeding', `1 ${'mouse '.repeat(30)}20 g`), ctx);
    if (!result.ok || result.log.kind !== 'feedingLog' || result.log.args.source.kind !== 'manual') throw new Error('expected a manual feeding');
    expect(result.log.args.source.items[0]?.foodItem).toBe(Array(16).fill('mouse').join(' '));
    expect(OcrLog.parse(result.log)).toEqual(result.log);
  });

  it.each<[string, OcrRow, OcrRowProblem[]]>([
    ['no date', row('event', 'cleaned', null), ['noDate']],
    ['a future date', row('shedding', 'shed', '2027-01-01'), ['futureDate']],
    ['no measure', row('measurement', 'weighed'), ['noMeasure']],
    ['no size', row('feeding', 'refused rat'), ['noFoodSize']],
    ['too long', row('breeding', 'x'.repeat(5001)), ['tooLong']],
  ])('refuses a row with %s', (_, r, problems) => {
    expect(ocrRowToLog(r, ctx)).toEqual({ ok: false, problems });
  });

  it('turns a parsed sheet into logs that all pass OcrLog, and an import that passes OcrImportCreateArgs', () => {
    const text = [
      'Date | Event | Details',
      '12.O3.2026 | Fed | 2 mice 20g',
      'l5/03/26 shed complete',
      '20 Mar 2026 | Weight | 352 g',
      'Mar 22, 2026 | Vet | mites, treated',
      '2026-04-01 | laid 6 eggs',
      '02.04.2026 | paired with Luna',
      '03.04.2026 cleaned the tank',
      '12 март 2026 г. | Хранене | 2 мишки по 15 гр.',
      '3 ян. 2025 | смяна на кожата | заседнала',
      '05.04.2026 | Тегло | 1,2 кг',
      '06.04.2026 | Ветеринар | акари',
      '07.04.26 | снесе 6 яйца',
      '08.04.2026 | излюпване 5',
      '09.04.2026 | почистване',
      '10.04.2026 | refused rat',
      'Cleaned the tank',
      '31.02.2026 shed',
      '24.11.27 shed',
    ].join('\n');
    const rows = parseOcrText(text, { language: 'en', today: TODAY });
    const ids = [ID2, ID3, ...Array.from({ length: rows.length }, (_, i) => `0190a7c1-0000-7000-8000-${String(100 + i).padStart(12, '0')}`)];
    const results = rows.map((r, i) => ocrRowToLog(r, { reptileId: ID, id: ids[i] ?? '', today: TODAY }));
    const logs = results.flatMap((r) => (r.ok ? [r.log] : []));
    for (const log of logs) expect(OcrLog.parse(log)).toEqual(log);
    expect(results.flatMap((r) => (r.ok ? [] : [r.problems]))).toEqual([['noFoodSize'], ['noDate'], ['noDate'], ['futureDate']]);
    expect(logs.map((l) => l.kind)).toEqual([
      'feedingLog', 'sheddingLog', 'growthLog', 'healthLog', 'breedingLog', 'breedingLog', 'eventLog',
      'feedingLog', 'sheddingLog', 'growthLog', 'healthLog', 'breedingLog', 'breedingLog', 'eventLog',
    ]);
    expect(OcrImportCreateArgs.safeParse({ id: ID3, reptileId: ID, language: 'en', skipped: rows.length - logs.length, logs }).success).toBe(true);
  });
});

describe('ocrRowsToCsv', () => {
  const headers = { date: 'Date', reptileName: 'Reptile Name', eventType: 'Event Type', details: 'Details' };
  const label = (t: OcrEventType) => ({ event: 'Event', feeding: 'Feeding', shedding: 'Shedding', health: 'Health', breeding: 'Breeding', measurement: 'Measurement' })[t];
  const csv = (rows: OcrRow[]) => ocrRowsToCsv(rows, headers, label);
  const r = (details: string, extra: Partial<OcrRow> = {}): OcrRow => ({ key: 'r1', date: '2026-03-12', reptileName: 'Monty', eventType: 'feeding', details, ...extra });

  it('writes a BOM, the header row and one CRLF line per row', () => {
    expect(csv([r('Fed 2 mice 20g'), r('shed', { key: 'r2', eventType: 'shedding', reptileName: '' })])).toBe(
      `${CSV_BOM}Date,Reptile Name,Event Type,Details\r\n2026-03-12,Monty,Feeding,Fed 2 mice 20g\r\n2026-03-12,,Shedding,shed\r\n`,
    );
  });

  it('writes only the header for no rows', () => {
    expect(csv([])).toBe(`${CSV_BOM}Date,Reptile Name,Event Type,Details\r\n`);
  });

  it.each([
    ['a comma', 'fed, 2 mice', '"fed, 2 mice"'],
    ['quotes', 'the "big" rat', '"the ""big"" rat"'],
    ['a newline', 'fed\n2 mice', '"fed\n2 mice"'],
    ['a CRLF', 'fed\r\n2 mice', '"fed\r\n2 mice"'],
    ['a formula', '=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['Cyrillic', 'нахранена с 2 мишки', 'нахранена с 2 мишки'],
  ])('escapes %s in the details', (_, details, cell) => {
    expect(csv([r(details)])).toBe(`${CSV_BOM}Date,Reptile Name,Event Type,Details\r\n2026-03-12,Monty,Feeding,${cell}\r\n`);
  });

  it('writes no date as an empty cell, and escapes names and translated headers and labels', () => {
    const bgHeaders = { date: 'Дата', reptileName: 'Име, влечуго', eventType: 'Тип', details: 'Детайли' };
    expect(ocrRowsToCsv([r('x', { date: null, reptileName: 'Rex "the" 2nd', eventType: 'health' })], bgHeaders, () => 'Здраве, "болест"')).toBe(
      `${CSV_BOM}Дата,"Име, влечуго",Тип,Детайли\r\n,"Rex ""the"" 2nd","Здраве, ""болест""",x\r\n`,
    );
  });
});
