/**
 * Text read from a photographed paper log sheet (tesseract.js) → review rows. One row per line
 * that says something: header lines and noise (table borders read as `|`, `—`, `_`, stray
 * quotes) are dropped, and so is a title or caption above the first dated line that names no
 * entry ("Feeding log — Nagini 2026", "ДНЕВНИК НА ХРАНЕНЕ": see isTitle); any other line with
 * content and no readable date is kept with `date: null`, for the keeper to fix in the review.
 *
 * A line is "date, then whatever else": the date is found anywhere on it (the first one), the
 * reptile's name is recognised when it is one of the keeper's, and the rest is the details, whose
 * keywords decide the event type (details.ts).
 */
import { addMonths, daysInMonth, formatIsoDate, parseIsoDate } from '../rules/calendar-date';
import { foldText, keywordRegExp, namesAnEntry, readAmounts, readOcrEventType } from './details';
import type { OcrEventType, OcrLanguage, OcrRow } from './rows';

export interface OcrParseOptions {
  /**
   * The language tesseract read with. Not used yet: both languages' month names and keywords are
   * recognised whatever it is (Bulgarian keepers write "mouse" too, and tesseract mixes scripts).
   * Callers pass it so a rule that does depend on it needs no change of signature.
   */
  language: OcrLanguage;
  /** The keeper's today (ISO): the century of two-digit years and the year of "12 Mar". */
  today: string;
  /** The keeper's reptiles' names, recognised on a line as whole words, any case. */
  reptileNames?: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Dates

/**
 * A digit as tesseract may read it, on folded text: O/o (Latin or Cyrillic) for 0, I/l/| for 1.
 * Each group of a date must still hold one real digit, so words never read as dates.
 */
const D = '[0-9oоil|]';
const fixDigits = (group: string) => Number(group.replace(/[oо]/g, '0').replace(/[il|]/g, '1'));
const hasDigit = (group: string | undefined) => group === undefined || /\d/.test(group);

const MONTHS: readonly (readonly [string, string])[] = [
  ['january', 'януари'], ['february', 'февруари'], ['march', 'март'], ['april', 'април'], ['may', 'май'], ['june', 'юни'],
  ['july', 'юли'], ['august', 'август'], ['september', 'септември'], ['october', 'октомври'], ['november', 'ноември'], ['december', 'декември'],
];

/**
 * Month names and their unambiguous abbreviations, folded → month number: "mar", "sept", "ян",
 * "февр". English abbreviations have at least 3 letters, Bulgarian ones 2 ("ян." is usual);
 * a prefix two months share ("ma", "ю") is no month.
 */
const MONTH_TOKENS: ReadonlyMap<string, number> = (() => {
  const names = MONTHS.flatMap(([en, bg], i) => [{ name: foldText(en), month: i + 1, min: 3 }, { name: foldText(bg), month: i + 1, min: 2 }]);
  const tokens = new Map<string, number>();
  for (const { name, month, min } of names) {
    for (let len = min; len <= name.length; len++) {
      const prefix = name.slice(0, len);
      const months = new Set(names.filter((n) => n.name.startsWith(prefix)).map((n) => n.month));
      if (months.size === 1) tokens.set(prefix, month);
    }
  }
  return tokens;
})();
const MONTH = `(${[...MONTH_TOKENS.keys()].sort((a, b) => b.length - a.length).join('|')})(?!\\p{L})\\.?`;

const START = '(?<![\\p{L}\\p{N}])';
/** A comma for a dot happens (OCR, or the keeper's pen); a space may follow the separator. */
const SEP = '\\s?[.,/-]\\s?';
const YEAR = `(${D}{4}|${D}{2})(?!\\p{N})`;
/** Bulgarian dates often end "2026 г." (година). */
const YEAR_TAIL = '(?:\\s?г\\.?(?!\\p{L}))?';
const ORDINAL = '(?:st|nd|rd|th|-?(?:ви|ри|ти|ми))?';

type DateOrder = 'dmy' | 'ymd' | 'textDmy' | 'textMdy';

/**
 * Numeric dates are read day first (12.03.2026, 12/03/26, 12-03-2026): these keepers are
 * European, and a sheet that mixed orders could not be read either way. yyyy-mm-dd is the one
 * numeric form with the year first, known by its four-digit first group.
 */
const DATE_PATTERNS: readonly (readonly [DateOrder, RegExp])[] = [
  ['dmy', new RegExp(`${START}(${D}{1,2})${SEP}(${D}{1,2})${SEP}${YEAR}${YEAR_TAIL}`, 'gu')],
  ['ymd', new RegExp(`${START}(${D}{4})${SEP}(${D}{1,2})${SEP}(${D}{1,2})(?!\\p{N})`, 'gu')],
  // "12 Mar 2026", "12-March-26", "3 ян. 2025 г.", "12 март"; the year is optional (see yearless).
  ['textDmy', new RegExp(`${START}(${D}{1,2})${ORDINAL}\\.?[\\s/-]*${MONTH}(?:[\\s/.,-]*${YEAR}${YEAR_TAIL})?`, 'gu')],
  // "Mar 12, 2026", "March 12th 2026".
  ['textMdy', new RegExp(`${START}${MONTH}\\s*(${D}{1,2})${ORDINAL}(?!\\p{N})\\s*,?\\s*${YEAR}${YEAR_TAIL}`, 'gu')],
];

interface FoundDate {
  start: number;
  end: number;
  /** ISO, or null when what was read is no calendar date (31.02). */
  iso: string | null;
}

/** A real date in the years a keeper logs, else null. */
function isoOf(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return formatIsoDate({ year, month, day });
}

/** A two-digit year is 20yy, unless that is more than a year after today (then 19yy: "03.05.98"). */
function withShortYear(yy: number, month: number, day: number, today: string): string | null {
  const modern = isoOf(2000 + yy, month, day);
  return modern !== null && modern > addMonths(today, 12) ? isoOf(1900 + yy, month, day) : modern;
}

/** No year written ("12 Mar"): the latest such date not after today. */
function withoutYear(month: number, day: number, today: string): string | null {
  const { year } = parseIsoDate(today);
  const thisYear = isoOf(year, month, day);
  return thisYear !== null && thisYear > today ? isoOf(year - 1, month, day) : thisYear;
}

function dateOf(order: DateOrder, m: RegExpExecArray, today: string): string | null {
  const [, a = '', b = '', c] = m;
  const [dayText, monthNumber, yearText] =
    order === 'dmy' ? [a, fixDigits(b), c] :
    order === 'ymd' ? [c ?? '', fixDigits(b), a] :
    order === 'textDmy' ? [a, MONTH_TOKENS.get(b) ?? 0, c] :
    [b, MONTH_TOKENS.get(a) ?? 0, c];
  const day = fixDigits(dayText);
  if (yearText === undefined) return withoutYear(monthNumber, day, today);
  const year = fixDigits(yearText);
  return yearText.length === 2 ? withShortYear(year, monthNumber, day, today) : isoOf(year, monthNumber, day);
}

/**
 * The first date on a line (folded text), where it is and what it reads as. A date without a
 * year counts only at the start of the line with a month of 3+ letters: "fed 2 may..." or
 * "3 но" mid-sentence are words, not dates.
 */
function findDate(folded: string, today: string): FoundDate | null {
  let best: FoundDate | null = null;
  for (const [order, pattern] of DATE_PATTERNS) {
    for (const m of folded.matchAll(pattern)) {
      const numericGroups = order === 'dmy' || order === 'ymd' ? [m[1], m[2], m[3]] : order === 'textDmy' ? [m[1], m[3]] : [m[2], m[3]];
      if (!numericGroups.every(hasDigit)) continue;
      if (order === 'textDmy' && m[3] === undefined) {
        const atStart = !/[\p{L}\p{N}]/u.test(folded.slice(0, m.index));
        if (!atStart || (m[2] ?? '').length < 3) continue;
      }
      const found = { start: m.index, end: m.index + m[0].length, iso: dateOf(order, m, today) };
      if (best === null || found.start < best.start || (found.start === best.start && found.end > best.end)) best = found;
      break;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Lines

/** Table borders and rules as tesseract reads them: column separators, dashes, underscores. */
const SEPARATORS = /[|¦‖—–_~•·[\]{}]/g;

/** What is left of a line, readable: no borders, no stray quotes or lone punctuation, single spaces. */
function cleanDetails(text: string): string {
  return text
    .replace(SEPARATORS, ' ')
    // Quotes not inside a word ("didn't" keeps its apostrophe).
    .replace(/(?<!\p{L})['‘’`´]|['‘’`´](?!\p{L})/gu, ' ')
    .replace(/(?<=^|\s)[-.,:;]+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.,:;-]+\s*/, '')
    .replace(/\s*[,:;-]+$/, '');
}

/** Something worth a row: a word of 3+ letters, or 2+ digits. Borders read as "l I" are not. */
const isMeaningful = (cleaned: string) => /\p{L}{3,}/u.test(cleaned) || /\d.*\d/.test(cleaned);

/** Column titles a sheet's header row holds, in both languages. */
const HEADER_WORDS: ReadonlySet<string> = new Set([
  'date', 'day', 'event', 'events', 'type', 'kind', 'category', 'details', 'detail', 'description', 'notes', 'note', 'reptile', 'name',
  'animal', 'log', 'sheet', 'no', 'nr',
  'дата', 'ден', 'събитие', 'събития', 'тип', 'вид', 'категория', 'детайли', 'подробности', 'описание', 'бележки', 'бележка',
  'влечуго', 'име', 'животно', 'дневник', 'номер',
].map(foldText));

/** "Date | Event | Details", "Дата Събитие Детайли": only column titles, no digits. */
function isHeader(cleaned: string): boolean {
  const folded = foldText(cleaned);
  if (/\d/.test(folded)) return false;
  const words = folded.match(/\p{L}+/gu) ?? [];
  return words.length > 0 && words.every((w) => HEADER_WORDS.has(w));
}

/** What a sheet's title calls it: "Feeding log — Nagini 2026", "ДНЕВНИК НА ХРАНЕНЕ". */
const TITLE_WORDS = keywordRegExp([
  'log', 'logs', 'logbook', 'sheet', 'record', 'records', 'diary', 'journal', 'chart', 'tracker', 'notes',
  'дневник*', 'регист*', 'запис*', 'таблиц*', 'отчет*', 'картон*', 'бележки',
]);

/** A year as a title has it ("Nagini 2026"); a count or an amount is any other number. */
const YEAR_ALONE = /(?<!\d)(?:19|20)\d\d(?!\d)/g;

/**
 * A line above the table that is its title or a caption (the animal, the keeper, the year), not
 * an entry: it names no event and holds no weight or length ("HerpTrack", "Nagini, ball python
 * 2026"), or it is called a log or a sheet and holds no number but a year ("Feeding log — Nagini
 * 2026", "ДНЕВНИК НА ХРАНЕНЕ"). A line above the first date that does name an entry ("Cleaned
 * the tank", "Fed 2 mice, see log") stays a row, for the keeper to date.
 */
function isTitle(details: string): boolean {
  if (readAmounts(details).length > 0) return false;
  if (!namesAnEntry(details)) return true;
  return TITLE_WORDS.test(foldText(details)) && !/\d/.test(details.replace(YEAR_ALONE, ''));
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matchers for the keeper's names, longest first ("Mr Noodle" before "Noodle"). */
function nameMatchers(names: readonly string[]): { name: string; re: RegExp }[] {
  return names
    .map((n) => n.trim())
    .filter((n) => n !== '')
    .sort((a, b) => b.length - a.length)
    .map((name) => ({ name, re: new RegExp(`(?<![\\p{L}\\p{N}])${foldText(name).split(/\s+/).map(escapeRegExp).join('\\s+')}(?![\\p{L}\\p{N}])`, 'u') }));
}

interface Line {
  /** A date was on the line (readable or not). */
  dated: boolean;
  date: string | null;
  reptileName: string;
  details: string;
}

function readLine(raw: string, today: string, names: readonly { name: string; re: RegExp }[]): Line {
  let rest = raw;
  const found = findDate(foldText(rest), today);
  // An unreadable date is still the date column: it leaves the details, the row is flagged noDate.
  if (found) rest = `${rest.slice(0, found.start)} ${rest.slice(found.end)}`;
  let reptileName = '';
  const folded = foldText(rest);
  for (const { name, re } of names) {
    const m = re.exec(folded);
    if (!m) continue;
    reptileName = name;
    rest = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`;
    break;
  }
  return { dated: found !== null, date: found?.iso ?? null, reptileName, details: cleanDetails(rest) };
}

/**
 * The Event column's own words, which the row's type already says: "Feeding | 2 mice 20 g" keeps
 * "2 mice 20 g" as its details, so a log's notes do not start with its own type.
 */
const TYPE_LABELS: Readonly<Record<OcrEventType, readonly string[]>> = {
  feeding: ['feeding', 'хранене'],
  shedding: ['shedding', 'смяна на кожата', 'линеене'],
  health: ['health', 'здраве'],
  breeding: ['breeding', 'размножаване'],
  measurement: ['measurement', 'измерване'],
  event: ['event', 'събитие'],
};

/** The details without a leading label of their type; a label with nothing after it stays. */
function withoutTypeLabel(details: string, type: OcrEventType): string {
  const folded = foldText(details);
  for (const label of TYPE_LABELS[type].map(foldText)) {
    if (folded.startsWith(label) && /^[\s:,.;-]+\S/u.test(folded.slice(label.length))) return cleanDetails(details.slice(label.length));
  }
  return details;
}

/**
 * The rows of a sheet's text. A line holding only a date followed by a line with no date is one
 * row (tesseract splits a table row when its cells sit at different heights). Undated title and
 * caption lines above the first dated line are dropped (isTitle); a sheet with no date at all
 * keeps every line, so the keeper sees what was read.
 */
export function parseOcrText(text: string, options: OcrParseOptions): OcrRow[] {
  const names = nameMatchers(options.reptileNames ?? []);
  const lines: Line[] = [];
  for (const raw of text.split(/\r\n|[\r\n\f\v\u2028\u2029]/)) {
    const cleaned = cleanDetails(raw);
    if (!isMeaningful(cleaned) || isHeader(cleaned)) continue;
    const line = readLine(raw, options.today, names);
    const previous = lines.at(-1);
    if (previous && previous.dated && previous.details === '' && !line.dated) {
      previous.details = line.details;
      previous.reptileName ||= line.reptileName;
    } else {
      lines.push(line);
    }
  }
  const firstDated = lines.findIndex((line) => line.dated);
  const table = lines.filter((line, i) => i >= firstDated || !isTitle(line.details));
  return table.map((line, i) => {
    const eventType = readOcrEventType(line.details);
    return { key: `r${i + 1}`, date: line.date, reptileName: line.reptileName, eventType, details: withoutTypeLabel(line.details, eventType) };
  });
}
