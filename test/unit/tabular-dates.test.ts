/**
 * Dates as keepers and their devices write them (shared/tabular/dates.ts), shared by the climate
 * readings import and the spreadsheet import (issue 30): ISO, dotted dates always day first,
 * slashed dates in the order the file makes evident or the keeper chose, two-digit years, month
 * names in English and Bulgarian, epoch numbers, and days that do not exist.
 */
import { describe, expect, it } from 'vitest';
import { dayOf, evidentOrder, momentOf, readDate, type DateOrder } from '../../shared/tabular/dates';

const day = (text: string, order: DateOrder = 'dmy') => dayOf(readDate(text), order);

describe('readDate + dayOf', () => {
  it.each([
    // ISO, with a time and an offset or without.
    ['2026-03-12', '2026-03-12', '2026-03-12'],
    ['2026-03-12 14:05', '2026-03-12', '2026-03-12'],
    ['2026-03-12T14:05:00Z', '2026-03-12', '2026-03-12'],
    ['2026/03/12', '2026-03-12', '2026-03-12'],
    // Dotted: always day first, whatever order is asked.
    ['12.03.2026', '2026-03-12', '2026-03-12'],
    ['12.3.2026', '2026-03-12', '2026-03-12'],
    ['03.12.2026', '2026-12-03', '2026-12-03'],
    // Slashed and dashed: the order decides.
    ['12/03/2026', '2026-03-12', '2026-12-03'],
    ['03/12/2026', '2026-12-03', '2026-03-12'],
    ['12-03-2026', '2026-03-12', '2026-12-03'],
    ['5/6/2026', '2026-06-05', '2026-05-06'],
    // Two-digit years.
    ['12.03.26', '2026-03-12', '2026-03-12'],
    ['12/03/26', '2026-03-12', '2026-12-03'],
    ['5/6/26', '2026-06-05', '2026-05-06'],
    // Month names, English and Bulgarian.
    ['12 Mar 2026', '2026-03-12', '2026-03-12'],
    ['12-Mar-2026', '2026-03-12', '2026-03-12'],
    ['3 January 2026', '2026-01-03', '2026-01-03'],
    ['March 12, 2026', '2026-03-12', '2026-03-12'],
    ['Mar 12 2026', '2026-03-12', '2026-03-12'],
    ['12 Sept 2025', '2025-09-12', '2025-09-12'],
    ['12 март 2026', '2026-03-12', '2026-03-12'],
    ['12 мар. 2026', '2026-03-12', '2026-03-12'],
    ['12 март 2026 г.', '2026-03-12', '2026-03-12'],
    ['12 март 2026г.', '2026-03-12', '2026-03-12'],
    ['12 септември 2025', '2025-09-12', '2025-09-12'],
    ['1 дек 2026', '2026-12-01', '2026-12-01'],
    ['12 май 2026', '2026-05-12', '2026-05-12'],
    ['12 юни 2026', '2026-06-12', '2026-06-12'],
    ['12 юли 2026', '2026-07-12', '2026-07-12'],
    ['12 ноември 2026', '2026-11-12', '2026-11-12'],
    ['Март 12, 2026', '2026-03-12', '2026-03-12'],
    // Leap days.
    ['29.02.2024', '2024-02-29', '2024-02-29'],
    // Epoch seconds and milliseconds.
    ['1773324300', '2026-03-12', '2026-03-12'],
    ['1773324300000', '2026-03-12', '2026-03-12'],
  ])('%j → %s day first, %s month first', (text, dmy, mdy) => {
    expect(day(text, 'dmy')).toBe(dmy);
    expect(day(text, 'mdy')).toBe(mdy);
  });

  it.each(['31.02.2026', '29.02.2025', '2026-02-31', '2026-13-01', '00.03.2026', '32/01/2026'])('%j names no real day', (text) => {
    expect(readDate(text)).not.toBeNull();
    expect(day(text, 'dmy')).toBeNull();
  });

  it('13/03/2026 is no day month first', () => {
    expect(day('13/03/2026', 'mdy')).toBeNull();
  });

  it.each(['', 'yesterday', '12 Smarch 2026', 'Jan 3, 26', '2026', '46093'])('%j is not a date', (text) => {
    // A spreadsheet's day number is the sheet import's reading (readDateCell), not every table's.
    expect(readDate(text)).toBeNull();
    expect(dayOf(readDate(text), 'dmy')).toBeNull();
  });

  it.each([
    ['15.06.98', '1998-06-15'],
    ['01/05/99', '1999-05-01'],
  ])('two-digit year %j of an old animal is last century: %s', (text, iso) => {
    // Today: 2098 and 2099, a hatch date 70 years from now.
    expect(day(text, 'dmy')).toBe(iso);
  });
});

describe('readDate: the read before the order is known', () => {
  it('keeps a slashed date\'s numbers and says whether it was dotted', () => {
    expect(readDate('03/12/2026 14:05')).toEqual({ kind: 'slashed', dotted: false, slashed: { a: 3, b: 12, y: 2026, h: 14, mi: 5, s: 0 } });
    expect(readDate('12.03.26')).toEqual({ kind: 'slashed', dotted: true, slashed: { a: 12, b: 3, y: 2026, h: 0, mi: 0, s: 0 } });
  });

  it('reads a 12-hour clock', () => {
    expect(readDate('March 12, 2026 2:05 PM')).toEqual({ kind: 'parts', parts: { y: 2026, mo: 3, d: 12, h: 14, mi: 5, s: 0 } });
  });

  it('momentOf refuses 31 February and 25:00', () => {
    expect(momentOf({ y: 2026, mo: 2, d: 31, h: 0, mi: 0, s: 0 })).toBeNull();
    expect(momentOf({ y: 2026, mo: 3, d: 12, h: 25, mi: 0, s: 0 })).toBeNull();
    expect(momentOf({ y: 2026, mo: 3, d: 12, h: 14, mi: 5, s: 0, offset: 'Z' })).toBe(Date.UTC(2026, 2, 12, 14, 5));
  });
});

describe('evidentOrder: the order the file shows', () => {
  it.each<[string, string[], DateOrder | null]>([
    ['a day above 12 first', ['03/12/2026', '25/12/2026'], 'dmy'],
    ['a day above 12 second', ['03/12/2026', '12/25/2026'], 'mdy'],
    ['dates that fit both', ['03/12/2026', '05/06/2026'], null],
    ['a dotted date is day first', ['03.12.2026', '05/06/2026'], 'dmy'],
    ['ISO and named dates say nothing', ['2026-03-12', '12 Mar 2026'], null],
    ['the more rows win', ['13/01/2026', '01/13/2026', '01/14/2026'], 'mdy'],
    ['a tie is day first', ['13/01/2026', '01/13/2026'], 'dmy'],
    ['nothing', [], null],
  ])('%s: %j → %s', (_, texts, order) => {
    expect(evidentOrder(texts.map(readDate))).toBe(order);
  });
});
