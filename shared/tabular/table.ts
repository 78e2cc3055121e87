/**
 * A table of cells as keepers' files hold them: a CSV or a spreadsheet's sheet, with a header row.
 * The climate readings import (shared/enclosures/reading-csv.ts) and the records import
 * (shared/sheet-import) both read through it.
 */

export interface CsvTable {
  headers: string[];
  /** Each data line's cells, with its 1-based line number in the file (the header is line 1). */
  rows: { line: number; cells: string[] }[];
  separator: ',' | ';' | '\t';
}

const BOM = '\uFEFF';

/** Cells of the file; blank lines are left out. */
export function readCsvTable(text: string): CsvTable {
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  const separator = guessSeparator(body.split(/\r?\n/, 1)[0] ?? '');
  const lines = splitRecords(body, separator);
  const [header, ...rest] = lines.filter((l) => l.cells.some((c) => c.trim() !== ''));
  return {
    headers: (header?.cells ?? []).map((h) => h.trim()),
    rows: rest.map((l) => ({ line: l.line, cells: l.cells.map((c) => c.trim()) })),
    separator,
  };
}

function guessSeparator(headerLine: string): CsvTable['separator'] {
  const outside = headerLine.replace(/"[^"]*"/g, '');
  const counts = ([';', '\t', ','] as const).map((s) => [s, outside.split(s).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

function splitRecords(text: string, sep: string): { line: number; cells: string[] }[] {
  const out: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i += 1; }
      else if (ch === '"') quoted = false;
      else { if (ch === '\n') line += 1; cell += ch; }
    } else if (ch === '"' && cell.trim() === '') { cell = ''; quoted = true; }
    else if (ch === sep) { cells.push(cell); cell = ''; }
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      cells.push(cell);
      out.push({ line: start, cells });
      cells = []; cell = ''; line += 1; start = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0) { cells.push(cell); out.push({ line: start, cells }); }
  return out;
}

/** A sheet read from a spreadsheet (rows of cells already split): the first row with any text is the header. */
export function tableOfRows(rows: readonly (readonly string[])[]): CsvTable {
  const lines = rows.map((cells, i) => ({ line: i + 1, cells: cells.map((c) => c.trim()) })).filter((l) => l.cells.some((c) => c !== ''));
  const [header, ...rest] = lines;
  const width = Math.max(header?.cells.length ?? 0, ...rest.map((r) => r.cells.length));
  const headers = Array.from({ length: width }, (_, i) => header?.cells[i] ?? '');
  return { headers, rows: rest, separator: ',' };
}

/** The key a column mapping is remembered under: the headers as written, in order. */
export const headerSetKey = (headers: readonly string[]): string => headers.map((h) => h.trim().toLocaleLowerCase('en')).join('\u241F');
