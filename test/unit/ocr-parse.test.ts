/**
 * OCR text → review rows: dates as keepers write them (and as tesseract misreads them), header
 * and noise lines dropped, undated lines kept, separators normalised, names recognised, the
 * event type from the keywords, keys in order.
 */
import { describe, expect, it } from 'vitest';
import { ocrRowProblems } from '../../shared/ocr/convert';
import { parseOcrText, type OcrParseOptions } from '../../shared/ocr/parse';
import type { OcrEventType, OcrRow } from '../../shared/ocr/rows';

const TODAY = '2026-11-24';
const en: OcrParseOptions = { language: 'en', today: TODAY };
const bg: OcrParseOptions = { language: 'bg', today: TODAY };

/** The one row a line makes. */
function one(line: string, options: OcrParseOptions = en): OcrRow {
  const rows = parseOcrText(line, options);
  expect(rows).toHaveLength(1);
  return rows[0] as OcrRow;
}

describe('dates', () => {
  it.each([
    // Numeric, day first.
    ['12.03.2026', '2026-03-12'], ['2.3.2026', '2026-03-02'], ['2.3.26', '2026-03-02'], ['02.03.26', '2026-03-02'],
    ['12/03/2026', '2026-03-12'], ['12/03/26', '2026-03-12'], ['12-03-2026', '2026-03-12'], ['12-3-26', '2026-03-12'],
    ['12. 03. 2026', '2026-03-12'], ['12.03.2026 г.', '2026-03-12'], ['12.03.2026г.', '2026-03-12'], ['12.03.2026 г', '2026-03-12'],
    // ISO, year first.
    ['2026-03-12', '2026-03-12'], ['2026-3-2', '2026-03-02'], ['2026/03/12', '2026-03-12'], ['2026.03.12', '2026-03-12'],
    // English month names.
    ['12 Mar 2026', '2026-03-12'], ['12 March 2026', '2026-03-12'], ['12 MARCH 2026', '2026-03-12'], ['12 mar. 2026', '2026-03-12'],
    ['12-Mar-2026', '2026-03-12'], ['12th March 2026', '2026-03-12'], ['1 Sept 2025', '2025-09-01'], ['1 Sep 25', '2025-09-01'],
    ['Mar 12, 2026', '2026-03-12'], ['March 12 2026', '2026-03-12'], ['March 12th, 2026', '2026-03-12'], ['Dec 3, 25', '2025-12-03'],
    ['5 Jan 2026', '2026-01-05'], ['5 Feb 2026', '2026-02-05'], ['5 Apr 2026', '2026-04-05'], ['5 May 2026', '2026-05-05'],
    ['5 Jun 2026', '2026-06-05'], ['5 Jul 2026', '2026-07-05'], ['5 Aug 2026', '2026-08-05'], ['5 Oct 2026', '2026-10-05'],
    ['5 Nov 2026', '2026-11-05'], ['5 Dec 2025', '2025-12-05'],
    // Bulgarian month names and abbreviations, with or without "г.".
    ['12 март 2026', '2026-03-12'], ['12 март 2026 г.', '2026-03-12'], ['12 март 2026г.', '2026-03-12'], ['3 ян. 2025', '2025-01-03'],
    ['3 ян. 2025 г.', '2025-01-03'], ['3 януари 2025', '2025-01-03'], ['3 Януари 2025', '2025-01-03'], ['15 февр. 2026', '2026-02-15'],
    ['15 фев 2026', '2026-02-15'], ['15 февруари 2026', '2026-02-15'], ['1 апр. 2026', '2026-04-01'], ['1 април 2026', '2026-04-01'],
    ['1 май 2026', '2026-05-01'], ['7 юни 2026', '2026-06-07'], ['7 юли 2026', '2026-07-07'], ['9 авг. 2026', '2026-08-09'],
    ['5 септ. 2025', '2025-09-05'], ['5 сеп 2025', '2025-09-05'], ['5 септември 2025', '2025-09-05'], ['5 окт. 2025', '2025-10-05'],
    ['9 ноем. 2025', '2025-11-09'], ['9 ное 2025', '2025-11-09'], ['24 дек. 2025', '2025-12-24'], ['24 декември 2025 г.', '2025-12-24'],
    ['3 ян. 25', '2025-01-03'],
    // OCR confusions: O/o for 0, l/I/| for 1, a comma for a dot, a Cyrillic О.
    ['12.O3.2026', '2026-03-12'], ['12.o3.2026', '2026-03-12'], ['l5/03/26', '2026-03-15'], ['I5.03.2026', '2026-03-15'],
    ['1l.03.2026', '2026-03-11'], ['12.03.2O26', '2026-03-12'], ['12,03.2026', '2026-03-12'], ['12,03,2026', '2026-03-12'],
    ['12.О3.2026', '2026-03-12'], ['2O26-03-12', '2026-03-12'], ['l2 Mar 2026', '2026-03-12'], ['|2.03.2026', '2026-03-12'],
    // Two-digit years: 20yy, unless more than a year after today.
    ['24.11.27', '2027-11-24'], ['25.11.27', '1927-11-25'], ['03.05.98', '1998-05-03'], ['29.02.00', '2000-02-29'], ['01.01.00', '2000-01-01'],
    // No year: the latest such date not after today, only at the start of the line.
    ['12 Mar', '2026-03-12'], ['24 Nov', '2026-11-24'], ['30 Dec', '2025-12-30'], ['3 януари', '2026-01-03'],
    // Leap days.
    ['29.02.2024', '2024-02-29'],
  ])('%s → %s', (date, iso) => {
    const row = one(`${date} shed complete`);
    expect(row.date).toBe(iso);
    expect(row.details).toBe('shed complete');
  });

  it.each(['31.02.2026', '29.02.2025', '12.13.2026', '00.03.2026', '32.01.2026', '30 февр. 2026', '31 Apr 2026', '2026-02-30', '12.03.1850'])(
    'reads %s as no date (null), and leaves it out of the details',
    (date) => {
      const row = one(`${date} vet visit`);
      expect(row.date).toBeNull();
      expect(row.details).toBe('vet visit');
      expect(row.eventType).toBe('health');
    },
  );

  it.each([
    ['a date mid-line', 'Shed 12.03.2026 complete', '2026-03-12', 'Shed complete'],
    ['the first of two dates', '12.03.2026 vet, back on 19.03.2026', '2026-03-12', 'vet, back on 19.03.2026'],
    ['a year-less date mid-line is a word', 'fed 2 mice 3 may', null, 'fed 2 mice 3 may'],
    ['a Bulgarian "но" is no November', 'отказа 3 но яде 2', null, 'отказа 3 но яде 2'],
    ['a decimal is no date', 'weight 12.5 g', null, 'weight 12.5 g'],
    ['a weight after the date', '12.03.2026 350,5 g', '2026-03-12', '350,5 g'],
    ['a date at the end', 'shed 12.03.2026', '2026-03-12', 'shed'],
  ])('%s', (_, line, date, details) => {
    const row = one(line);
    expect(row.date).toBe(date);
    expect(row.details).toBe(details);
  });
});

describe('lines', () => {
  it.each([
    'Date | Event | Details', 'DATE  EVENT  DETAILS', '| Date | Reptile | Event type | Notes |', 'Дата Събитие Детайли',
    'Дата | Влечуго | Събитие | Бележки', 'Date — Event — Description', 'Дата | Тип | Описание',
  ])('skips the header %s', (line) => {
    expect(parseOcrText(`${line}\n12.03.2026 shed`, en)).toEqual([{ key: 'r1', date: '2026-03-12', reptileName: '', eventType: 'shedding', details: 'shed' }]);
  });

  it.each(['', '   ', '|', '| | |', '— — —', '___', "' ,", 'l I |', '.', '-', '~ ~', 'ee', '1'])('skips the noise %j', (line) => {
    expect(parseOcrText(line, en)).toEqual([]);
  });

  it.each([
    ['Cleaned the tank', 'event', 'Cleaned the tank'],
    ['Fed 2 mice 20g', 'feeding', 'Fed 2 mice 20g'],
    ['| смяна на кожата |', 'shedding', 'смяна на кожата'],
    ['?? mites', 'health', '?? mites'],
  ])('keeps the undated %s, with no date', (line, eventType, details) => {
    expect(one(line)).toEqual({ key: 'r1', date: null, reptileName: '', eventType, details });
  });

  it.each([
    ['12.O3.2026 | Fed | 2 mice 20g', 'Fed 2 mice 20g'],
    ['12.03.2026 — shed — complete', 'shed complete'],
    ["12.03.2026    'Fed  2   mice'", 'Fed 2 mice'],
    ['12.03.2026 _ cleaned _', 'cleaned'],
    ['| 12.03.2026 | vet | mites |', 'vet mites'],
    ['12.03.2026: fed, 2 mice; 20 g', 'fed, 2 mice; 20 g'],
    ['12.03.2026 - fed - 2 mice', 'fed 2 mice'],
    ["12.03.2026 didn't eat", "didn't eat"],
    ['12.03.2026\tfed\t1 rat', 'fed 1 rat'],
    ['12.03.2026 ‘fed’ 1 rat', 'fed 1 rat'],
    ['12.03.2026 [fed] {1 rat}', 'fed 1 rat'],
    ['12.03.2026 2-year check', '2-year check'],
  ])('normalises %j', (line, details) => {
    expect(one(line).details).toBe(details);
  });

  it('joins a line holding only a date to the undated line after it (a split table row)', () => {
    expect(parseOcrText('12.03.2026\nFed 1 rat 50 g\n13.03.2026 |\n| shed', en)).toEqual([
      { key: 'r1', date: '2026-03-12', reptileName: '', eventType: 'feeding', details: 'Fed 1 rat 50 g' },
      { key: 'r2', date: '2026-03-13', reptileName: '', eventType: 'shedding', details: 'shed' },
    ]);
  });

  it('keeps a date alone when the next line has its own date', () => {
    expect(parseOcrText('12.03.2026\n13.03.2026 shed', en)).toEqual([
      { key: 'r1', date: '2026-03-12', reptileName: '', eventType: 'event', details: '' },
      { key: 'r2', date: '2026-03-13', reptileName: '', eventType: 'shedding', details: 'shed' },
    ]);
  });

  it('does not join two undated lines, nor a dated line with details to the next', () => {
    expect(parseOcrText('12.03.2026 fed\n2 mice 20g\ncleaned', en).map((r) => [r.date, r.details])).toEqual([
      ['2026-03-12', 'fed'], [null, '2 mice 20g'], [null, 'cleaned'],
    ]);
  });

  it.each(['\r\n', '\r', '\n', '\n\n\n', '\f'])('splits lines on %j', (eol) => {
    expect(parseOcrText(['12.03.2026 fed', '13.03.2026 shed'].join(eol), en).map((r) => r.key)).toEqual(['r1', 'r2']);
  });
});

describe('reptile names', () => {
  const names = ['Monty', 'Mr Noodle', 'Noodle', 'Змейко', 'Luna'];
  const options: OcrParseOptions = { ...en, reptileNames: names };
  it.each([
    ['12.03.2026 Monty fed 2 mice 20g', 'Monty', 'fed 2 mice 20g'],
    ['12.03.2026 | monty | fed', 'Monty', 'fed'],
    ['12.03.2026 fed MONTY 1 rat', 'Monty', 'fed 1 rat'],
    ['12.03.2026 Mr Noodle shed', 'Mr Noodle', 'shed'],
    ['12.03.2026 Mr  noodle shed', 'Mr Noodle', 'shed'],
    ['12.03.2026 Noodle shed', 'Noodle', 'shed'],
    ['12.03.2026 Змейко смени кожа', 'Змейко', 'смени кожа'],
    ['12.03.2026 змейко смени кожа', 'Змейко', 'смени кожа'],
    // Not part of a word, and only names the keeper has.
    ['12.03.2026 Montys shed', '', 'Montys shed'],
    ['12.03.2026 Rex shed', '', 'Rex shed'],
    // The first name found wins; another stays in the details.
    ['12.03.2026 Luna paired with Monty', 'Monty', 'Luna paired with'],
    ['Luna shed', 'Luna', 'shed'],
  ])('%s → %j, %j', (line, reptileName, details) => {
    const row = one(line, options);
    expect(row.reptileName).toBe(reptileName);
    expect(row.details).toBe(details);
  });

  it('reads names that look like keywords as names, not as the event', () => {
    expect(one('12.03.2026 Rat shed', { ...en, reptileNames: ['Rat'] })).toMatchObject({ reptileName: 'Rat', eventType: 'shedding', details: 'shed' });
  });

  it('takes names with regular expression characters literally', () => {
    expect(one('12.03.2026 R2 (D2) shed', { ...en, reptileNames: ['R2 (D2)', 'R.2'] })).toMatchObject({ reptileName: 'R2 (D2)', details: 'shed' });
  });

  it('ignores empty names', () => {
    expect(one('12.03.2026 shed', { ...en, reptileNames: ['', '  '] }).reptileName).toBe('');
  });
});

describe('event types', () => {
  it.each<[string, OcrEventType]>([
    ['12.03.2026 Fed 2 mice 20g', 'feeding'], ['12.03.2026 Хранене 2 мишки 15г', 'feeding'], ['12.03.2026 отказа', 'feeding'],
    ['12.03.2026 shed', 'shedding'], ['12.03.2026 линеене', 'shedding'], ['12.03.2026 weight 350 g', 'measurement'],
    ['12.03.2026 тегло 350 г', 'measurement'], ['12.03.2026 352 g', 'measurement'], ['12.03.2026 vet', 'health'], ['12.03.2026 акари', 'health'],
    ['12.03.2026 laid 6 eggs', 'breeding'], ['12.03.2026 снесе 6 яйца', 'breeding'], ['12.03.2026 cleaned', 'event'],
    ['12.03.2026 почистване', 'event'], ['12.03.2026 moved house', 'event'],
  ])('%s → %s', (line, eventType) => {
    expect(one(line).eventType).toBe(eventType);
  });
});

describe('whole sheets', () => {
  it('reads an English sheet', () => {
    const text = [
      'HerpTrack',
      'Date | Event | Details',
      '12.O3.2026 | Fed | 2 mice 20g',
      'l5/03/26 shed complete',
      '— _ | _ —',
      '20 Mar 2026 | Weight | 352 g',
      'Mar 22, 2026 | Vet | mites, treated',
      'Cleaned the tank',
      '2026-04-01 | laid 6 eggs',
    ].join('\n');
    // The title above the table makes no row (see 'title lines'); the undated line in the table stays.
    expect(parseOcrText(text, en)).toEqual([
      { key: 'r1', date: '2026-03-12', reptileName: '', eventType: 'feeding', details: 'Fed 2 mice 20g' },
      { key: 'r2', date: '2026-03-15', reptileName: '', eventType: 'shedding', details: 'shed complete' },
      { key: 'r3', date: '2026-03-20', reptileName: '', eventType: 'measurement', details: 'Weight 352 g' },
      { key: 'r4', date: '2026-03-22', reptileName: '', eventType: 'health', details: 'Vet mites, treated' },
      { key: 'r5', date: null, reptileName: '', eventType: 'event', details: 'Cleaned the tank' },
      { key: 'r6', date: '2026-04-01', reptileName: '', eventType: 'breeding', details: 'laid 6 eggs' },
    ]);
  });

  it('reads a Bulgarian sheet', () => {
    const text = [
      'Дата | Събитие | Детайли',
      '12 март 2026 г. | Хранене | Змейко 2 мишки по 15 гр.',
      '3 ян. 2025 | смяна на кожата | заседнала на опашката',
      '05.04.2026 | Тегло | 1,2 кг',
      '06.04.2026 | Ветеринар | акари',
      '07.04.26 | снесе 6 яйца',
      '| Почистване на терариума |',
    ].join('\n');
    expect(parseOcrText(text, { ...bg, reptileNames: ['Змейко'] })).toEqual([
      { key: 'r1', date: '2026-03-12', reptileName: 'Змейко', eventType: 'feeding', details: '2 мишки по 15 гр.' },
      { key: 'r2', date: '2025-01-03', reptileName: '', eventType: 'shedding', details: 'заседнала на опашката' },
      { key: 'r3', date: '2026-04-05', reptileName: '', eventType: 'measurement', details: 'Тегло 1,2 кг' },
      { key: 'r4', date: '2026-04-06', reptileName: '', eventType: 'health', details: 'Ветеринар акари' },
      { key: 'r5', date: '2026-04-07', reptileName: '', eventType: 'breeding', details: 'снесе 6 яйца' },
      { key: 'r6', date: null, reptileName: '', eventType: 'event', details: 'Почистване на терариума' },
    ]);
  });

  it('reads nothing from nothing', () => {
    expect(parseOcrText('', en)).toEqual([]);
  });
});

describe('the Event column', () => {
  it.each([
    ['02.03.2026   Feeding   2 mice 20 g', 'feeding', '2 mice 20 g'],
    ['12.03.2026   Shedding   shed complete', 'shedding', 'shed complete'],
    ['20.03.2026 | Measurement | weight 450 g', 'measurement', 'weight 450 g'],
    ['20.03.2026   Хранене   1 мишка 25 г', 'feeding', '1 мишка 25 г'],
    ['20.03.2026   Смяна на кожата   цяла', 'shedding', 'цяла'],
    // Nothing after the label: it stays, so the row still says what it was.
    ['21.03.2026   Feeding', 'feeding', 'Feeding'],
    // A word that only starts like a label is not one.
    ['22.03.2026   Eventually moved to rack B', 'event', 'Eventually moved to rack B'],
  ])('%s: the type\'s own label leaves the details', (line, type, details) => {
    expect(parseOcrText(line, { language: 'en', today: '2026-11-24' })).toEqual([expect.objectContaining({ eventType: type, details })]);
  });
});

describe('title lines', () => {
  it.each([
    'Feeding log — Nagini 2026', 'FEEDING LOG', 'Nagini', 'HerpTrack', 'Monty - ball python', "Nagini's feeding notes", 'Weight record 2025-2026',
    'Keeper: Ivan Petrov', 'ДНЕВНИК НА ХРАНЕНЕ', 'Дневник — Змейко', 'Змейко — бележки', 'Таблица на храненията 2026', 'Регистър на линеенето',
  ])('drops %j above the table', (title) => {
    expect(parseOcrText(`${title}\nDate Event Details\n12.03.2026 Feeding 2 mice 20 g\n19.03.2026 shed`, en).map((r) => [r.date, r.details])).toEqual([
      ['2026-03-12', '2 mice 20 g'], ['2026-03-19', 'shed'],
    ]);
  });

  it.each([
    ['an entry with no date', 'Cleaned the tank'], ['an entry with an amount', 'Weighed 350 g'], ['a feeding', 'Fed 2 mice, see log'],
    ['a Bulgarian entry', 'почистване на терариума'], ['a weight alone', '352 g'],
  ])('keeps %s above the first date, for the keeper to date', (_, line) => {
    expect(parseOcrText(`${line}\n12.03.2026 shed`, en).map((r) => [r.date, r.details])).toEqual([[null, line], ['2026-03-12', 'shed']]);
  });

  it('keeps a title-like line below the first date (it is in the table)', () => {
    expect(parseOcrText('12.03.2026 shed\nNagini', en).map((r) => [r.date, r.details])).toEqual([['2026-03-12', 'shed'], [null, 'Nagini']]);
  });

  it('keeps every line of a text with no date at all', () => {
    expect(parseOcrText('HerpTrack\nNagini, ball python', en).map((r) => r.details)).toEqual(['HerpTrack', 'Nagini, ball python']);
  });

  it('drops the title of a Bulgarian sheet with month names', () => {
    const text = ['ДНЕВНИК НА ХРАНЕНЕ', 'Дата Събитие Детайли', '12 март 2026 Хранене 1 мишка 32 г', '19 март 2026 г. Измерване тегло 512 г'].join('\n');
    expect(parseOcrText(text, bg)).toEqual([
      { key: 'r1', date: '2026-03-12', reptileName: '', eventType: 'feeding', details: '1 мишка 32 г' },
      { key: 'r2', date: '2026-03-19', reptileName: '', eventType: 'measurement', details: 'тегло 512 г' },
    ]);
  });
});

describe('misread units', () => {
  it.each<[string, OcrParseOptions, OcrEventType, string]>([
    ['14.04.2026   Measurement   weight 142 ¢', en, 'measurement', 'weight 142 ¢'],
    ['14.04.2026   142 ¢', en, 'measurement', '142 ¢'],
    ['14.04.2026   142 9', en, 'measurement', '142 9'],
    ['14.04.2026   Feeding   2 mice 20 q', en, 'feeding', '2 mice 20 q'],
    ['14.04.2026   Measurement   length 96 crn', en, 'measurement', 'length 96 crn'],
    ['14.04.2026   96 c m', en, 'measurement', '96 c m'],
    ['12 март 2026   Измерване   тегло 512 9', bg, 'measurement', 'тегло 512 9'],
    ['12 март 2026   Хранене   1 мишка 32 ¢', bg, 'feeding', '1 мишка 32 ¢'],
    ['12 март 2026   Измерване   дължина 118 cn', bg, 'measurement', 'дължина 118 cn'],
  ])('%s reads as a %s that imports', (line, options, eventType, details) => {
    const [row, ...more] = parseOcrText(line, options);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ eventType, details });
    expect(row && ocrRowProblems(row, TODAY)).toEqual([]);
  });

  it('keeps a real trailing 9 a number: "2 9 eggs" is no weighing', () => {
    expect(one('14.04.2026 laid 2 9 eggs').eventType).toBe('breeding');
    expect(one('14.04.2026 1 2 9').eventType).toBe('event');
  });
});
