/**
 * A keeper's file as sheets of cells: a CSV or text file is one sheet (comma, semicolon or tab,
 * shared/tabular/table.ts); an XLSX workbook is one sheet per tab, read on the device by
 * read-excel-file (loaded with the screen, never with the app's entry); a ZIP of CSV files
 * (HerpTrack's own CSV export) is one sheet per file, and so is HerpTrack's JSON export. Every cell becomes text
 * as the keeper would read it: a date cell its day (ISO), a number its digits, a yes/no "yes"/"no".
 */
import { readCsvTable, tableOfRows, type CsvTable } from '../../../shared/tabular/table';

export interface Sheet {
  name: string;
  table: CsvTable;
}

export class SheetFileError extends Error {
  constructor(readonly reason: 'unreadable' | 'notSpreadsheet' | 'empty') {
    super(reason);
  }
}

/** The file's bytes (FileReader: older WebViews and jsdom lack Blob.arrayBuffer()). */
const readBytes = (file: Blob) => new Promise<ArrayBuffer>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => (reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error('unreadable')));
  reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
  reader.readAsArrayBuffer(file);
});

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/** A cell as text: dates as their day (the workbook stores them at midnight UTC), numbers without float noise. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isFinite(value) ? String(Math.round(value * 1e9) / 1e9) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** Whether a ZIP is a workbook (it has xl/workbook.xml) rather than an archive of CSV files. */
async function isWorkbook(bytes: ArrayBuffer): Promise<boolean> {
  const { unzipSync } = await import('fflate');
  try {
    return Object.keys(unzipSync(new Uint8Array(bytes), { filter: (f) => f.name === 'xl/workbook.xml' })).length > 0;
  } catch {
    throw new SheetFileError('notSpreadsheet');
  }
}

/**
 * A ZIP of CSV files (HerpTrack's own CSV export: a file per kind of record) as one sheet per
 * file, the animals' file first, so a restore imports the animals before their logs.
 */
async function csvArchive(bytes: ArrayBuffer): Promise<Sheet[]> {
  const { unzipSync } = await import('fflate');
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(bytes), { filter: (f) => /\.(csv|tsv|txt)$/i.test(f.name) });
  } catch {
    throw new SheetFileError('notSpreadsheet');
  }
  const decoder = new TextDecoder('utf-8');
  const sheets = Object.entries(files).map(([name, data]) => ({ name: name.split('/').pop() ?? name, table: readCsvTable(decoder.decode(data)) }));
  const animalsFirst = (s: Sheet) => (s.table.headers.includes('species') ? 0 : 1);
  return sheets.sort((a, b) => animalsFirst(a) - animalsFirst(b) || a.name.localeCompare(b.name));
}

/** HerpTrack's JSON export as the sheets its CSV export would have written; null for any other text. */
async function jsonExportSheets(text: string): Promise<Sheet[] | null> {
  if (!/^\s*\{/.test(text)) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const { sheetsOfJsonExport } = await import('../../../shared/sheet-import/json-export');
  return sheetsOfJsonExport(data);
}

/** The sheets of a file; refuses a file that is neither text nor a workbook, or holds no rows. */
export async function readSheetFile(file: File): Promise<Sheet[]> {
  let bytes: ArrayBuffer;
  try {
    bytes = await readBytes(file);
  } catch {
    throw new SheetFileError('unreadable');
  }
  const head = new Uint8Array(bytes, 0, Math.min(4, bytes.byteLength));
  let sheets: Sheet[];
  if (isZip(head) && !(await isWorkbook(bytes))) {
    sheets = await csvArchive(bytes);
  } else if (isZip(head)) {
    const { default: readXlsxFile } = await import('read-excel-file/universal');
    let book: Awaited<ReturnType<typeof readXlsxFile>>;
    try {
      book = await readXlsxFile(bytes);
    } catch {
      throw new SheetFileError('notSpreadsheet');
    }
    sheets = book.map((s) => ({ name: s.sheet, table: tableOfRows(s.data.map((row) => row.map(cellText))) }));
  } else {
    const text = new TextDecoder('utf-8').decode(bytes);
    // A binary file (a photo, a PDF) has NUL bytes or is mostly replacement characters.
    if (text.includes('\u0000') || (text.match(/\uFFFD/g)?.length ?? 0) > text.length / 20) throw new SheetFileError('notSpreadsheet');
    sheets = (await jsonExportSheets(text)) ?? [{ name: file.name, table: readCsvTable(text) }];
  }
  const withRows = sheets.filter((s) => s.table.headers.some((h) => h !== '') && s.table.rows.length > 0);
  if (withRows.length === 0) throw new SheetFileError('empty');
  return withRows;
}
