/**
 * CSV as RFC 4180 writes it, for spreadsheets the keeper opens their records in. A UTF-8 byte order
 * mark goes first because Excel otherwise reads the file in the system code page and turns
 * Bulgarian names into mojibake. Cells that a spreadsheet would run as a formula (=, +, -, @, tab,
 * CR first) get a leading apostrophe: a name like `=HYPERLINK(...)` typed on one device must not
 * become a live formula on another (CSV injection). Plain negative numbers stay numbers.
 */
export const CSV_BOM = '\uFEFF';
const CRLF = '\r\n';

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEGATIVE_NUMBER = /^-(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: neutralised against formulas, then quoted (quotes doubled) when RFC 4180 requires. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !NEGATIVE_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: BOM, a header row of the column names, one CRLF-terminated line per row. */
export function toCsv<T extends object, K extends keyof T & string>(rows: readonly T[], columns: readonly K[]): string {
  const lines = [columns.map(csvCell).join(','), ...rows.map((row) => columns.map((c) => csvCell(row[c] as CsvValue)).join(','))];
  return CSV_BOM + lines.map((line) => line + CRLF).join('');
}
