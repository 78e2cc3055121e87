/**
 * What a keeper types into a date field: whole dates in the forms people write by hand in each
 * language, nothing half-typed, nothing ambiguous, nothing impossible.
 */
import { describe, expect, it } from 'vitest';
import { parseDateText, type DateLanguage } from '../../app/components/date-text';

const EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const BG = ['януари', 'февруари', 'март', 'април', 'май', 'юни', 'юли', 'август', 'септември', 'октомври', 'ноември', 'декември'];

describe('parseDateText', () => {
  it.each<[DateLanguage, string, string]>([
    ['bg', '27.11.2026', '2026-11-27'],
    ['bg', '1.2.2026', '2026-02-01'],
    ['bg', '27.11.2026 г.', '2026-11-27'],
    ['bg', ' 27. 11. 2026 ', '2026-11-27'],
    ['bg', '27/11/2026', '2026-11-27'],
    ['bg', '27-11-2026', '2026-11-27'],
    ['bg', '2026-11-27', '2026-11-27'],
    ['bg', '27 ноември 2026', '2026-11-27'],
    ['bg', '27 ное 2026', '2026-11-27'],
    ['bg', '29.02.2028', '2028-02-29'],
    ['en', 'Nov 27, 2026', '2026-11-27'],
    ['en', 'november 27 2026', '2026-11-27'],
    ['en', '27 November 2026', '2026-11-27'],
    ['en', 'Sept 3, 2026', '2026-09-03'],
    ['en', '2026-11-27', '2026-11-27'],
  ])('%s reads %j as %s', (lng, text, iso) => {
    expect(parseDateText(lng, text, lng === 'bg' ? BG : EN)).toBe(iso);
  });

  it.each<[DateLanguage, string, string]>([
    ['bg', '27.11.20', 'a two-digit year (typing is not over)'],
    ['bg', '27.11.202', 'a three-digit year'],
    ['bg', '2026-11-2', 'ISO with a one-digit day (typing is not over)'],
    ['bg', '31.11.2026', 'a day November does not have'],
    ['bg', '29.02.2026', 'February 29 of a common year'],
    ['bg', '27.13.2026', 'a thirteenth month'],
    ['en', '11/27/2026', 'numbers alone in English (03/04 reads two ways)'],
    ['en', '27.11.2026', 'numbers alone in English, with dots'],
    ['en', 'Ju 4, 2026', 'a month beginning that fits two months'],
    ['en', 'Nov 27', 'no year'],
    ['en', 'ноември 27, 2026', 'a Bulgarian month in English'],
    ['en', '', 'nothing'],
  ])('%s refuses %j: %s', (lng, text) => {
    expect(parseDateText(lng, text, lng === 'bg' ? BG : EN)).toBeNull();
  });
});
