/**
 * Reads a data logger's CSV export into climate readings (issue 28). Hygrometer apps and
 * thermostats (SensorPush, Govee, Inkbird, ThermoPro, a spreadsheet's "Timestamp,Temperature,
 * Humidity") each write their own flavour: comma, semicolon or tab between cells, a decimal comma,
 * °C or °F in the header or in every cell, dates ISO, "2026-03-12 14:05", "12/03/2026 14:05" (day or
 * month first), "12 март 2026 14:05". Three steps, each pure:
 *
 * 1. `readCsvTable` splits the text (RFC 4180 quotes, BOM, CRLF).
 * 2. `guessColumns` maps each header (English or Bulgarian) to a role and a unit; the keeper may
 *    correct it, and the app remembers it per header set.
 * 3. `readingsOf` turns every line into a reading and the problems that keep it out, each a
 *    translation key of the `climate` namespace with its params, tied to the column it is about.
 *
 * Nothing here decides what gets imported: a line with any problem is imported only once the
 * keeper fixes the mapping or skips it. A local time (no offset written) is the device's time.
 */
import { TEMPERATURE_MAX_C, TEMPERATURE_MIN_C } from '../schemas/climate';
import type { ClimateSpot } from './climate-targets';
import { evidentOrder, momentOf, partsOfSlashed, readDate, type DateOrder } from '../tabular/dates';
import type { CsvTable } from '../tabular/table';

export { readCsvTable, headerSetKey, type CsvTable } from '../tabular/table';
export type { DateOrder } from '../tabular/dates';


/** What a column holds: a moment, a date and a time of day apart, a value, or nothing read. */
export type ColumnRole = 'at' | 'date' | 'time' | ClimateSpot | 'ignore';
export type TemperatureUnit = 'C' | 'F';

export interface ColumnMap {
  role: ColumnRole;
  /** A temperature column's unit; the header's, else the cells', else guessed from the values. */
  unit: TemperatureUnit;
}

export interface RowProblem {
  /** The column the problem is about; null for the line as a whole. */
  column: number | null;
  /** A key of the `climate` namespace. */
  key: string;
  params?: Record<string, string | number>;
}

export interface ParsedReading {
  line: number;
  /** ms since the epoch; null when the date could not be read. */
  at: number | null;
  values: Partial<Record<ClimateSpot, number>>;
  problems: RowProblem[];
}

export interface CsvReadings {
  rows: ParsedReading[];
  /** Problems of the file as a whole (no time column, no value column). */
  fileProblems: RowProblem[];
  /** The day/month order the slashed dates were read in; null when there are none. */
  dateOrder: DateOrder | null;
  /** Slashed dates fit both orders (no day above 12): the keeper is asked which it is. */
  dateOrderAmbiguous: boolean;
  /** Some cells of a temperature column name a unit other than the column's. */
  mixedUnits: boolean;
}

const FAHRENHEIT = /°\s*f\b|℉|fahrenheit|\(f\)|_f\b|\bdeg\s*f\b|\bf$/i;
const CELSIUS = /°\s*c\b|℃|celsius|\(c\)|_c\b|\bdeg\s*c\b|\bc$|целзий/i;
/** A cell's own unit: "77.5°F", "77.5 F", "25,1℃". */
const CELL_F = /(?:°|\d)\s*f$|℉/i;
const CELL_C = /(?:°|\d)\s*c$|℃/i;

const unitOfText = (text: string): TemperatureUnit | null => (FAHRENHEIT.test(text) ? 'F' : CELSIUS.test(text) ? 'C' : null);
const unitOfCell = (cell: string): TemperatureUnit | null => (CELL_F.test(cell) ? 'F' : CELL_C.test(cell) ? 'C' : null);

/** Header words, English and Bulgarian; first matching rule wins, so "dew point temperature" is not a temperature. */
const HEADER_RULES: readonly { test: RegExp; role: ColumnRole | 'temperature' }[] = [
  { test: /dew|vpd|heat\s*index|точка\s*на\s*оросяване|battery|батерия|sensor\s*id|\bid\b|pm2|co2/i, role: 'ignore' },
  { test: /^(date|дата)$/i, role: 'date' },
  { test: /^(time|час)$/i, role: 'time' },
  { test: /time|date|observed|timestamp|време|дата|момент/i, role: 'at' },
  { test: /humid|\brh\b|влажност|влага/i, role: 'humidityPct' },
  { test: /temp|°|℃|℉|температура|градус/i, role: 'temperature' },
];
const SPOT_WORDS: readonly { test: RegExp; spot: ClimateSpot }[] = [
  { test: /bask|припек|лампа/i, spot: 'baskingC' },
  { test: /hot|warm|топл|горещ/i, spot: 'hotC' },
  { test: /cool|cold|студ|хлад/i, spot: 'coolC' },
  { test: /ambient|air|room|въздух|стая|околн/i, spot: 'ambientC' },
];

/**
 * Each column's role and unit from its header and its cells. A temperature column without a spot
 * word ("Temperature") is the air a logger hangs in (ambient); a second one takes the next free
 * spot. A column with no cue at all is ignored (and listed by `unknownColumns`).
 */
export function guessColumns(table: CsvTable): ColumnMap[] {
  const taken = new Set<ColumnRole>();
  const roles = table.headers.map((header): ColumnRole => {
    const rule = HEADER_RULES.find((r) => r.test.test(header));
    if (!rule) return 'ignore';
    if (rule.role === 'ignore') return 'ignore';
    if (rule.role !== 'temperature') {
      if (taken.has(rule.role)) return 'ignore';
      taken.add(rule.role);
      return rule.role;
    }
    const named = SPOT_WORDS.find((w) => w.test.test(header))?.spot;
    const spot = named && !taken.has(named) ? named : (['ambientC', 'hotC', 'coolC', 'baskingC'] as const).find((s) => !taken.has(s));
    if (!spot) return 'ignore';
    taken.add(spot);
    return spot;
  });
  // A lone "Time" column holds the whole moment; beside a "Date" column only the time of day.
  if (!roles.includes('date')) roles.forEach((role, i) => { if (role === 'time') roles[i] = taken.has('at') ? 'ignore' : 'at'; });
  return roles.map((role, i) => ({ role, unit: role === 'humidityPct' || !isTemperature(role) ? 'C' : columnUnit(table, i) }));
}

/** Columns with no role the guess could give: the keeper is told they are not read. */
export const unknownColumns = (columns: readonly ColumnMap[], headers: readonly string[]): number[] =>
  columns.flatMap((c, i) => (c.role === 'ignore' && !HEADER_RULES[0]?.test.test(headers[i] ?? '') ? [i] : []));

const isTemperature = (role: ColumnRole): role is 'hotC' | 'coolC' | 'baskingC' | 'ambientC' =>
  role === 'hotC' || role === 'coolC' || role === 'baskingC' || role === 'ambientC';

/**
 * The header's unit, else the one most cells name, else a guess from the values: an enclosure's
 * air is rarely above 50 °C but nearly always above 50 °F, so a column whose middle value is above
 * 50 is Fahrenheit.
 */
function columnUnit(table: CsvTable, i: number): TemperatureUnit {
  const fromHeader = unitOfText(table.headers[i] ?? '');
  if (fromHeader) return fromHeader;
  let f = 0;
  let c = 0;
  const numbers: number[] = [];
  for (const { cells } of table.rows) {
    const cell = cells[i] ?? '';
    const u = unitOfCell(cell);
    if (u === 'F') f += 1;
    else if (u === 'C') c += 1;
    const n = numberOf(cell);
    if (n !== null) numbers.push(n);
  }
  if (f + c > 0) return f > c ? 'F' : 'C';
  numbers.sort((a, b) => a - b);
  const middle = numbers[Math.floor(numbers.length / 2)];
  return middle !== undefined && middle > 50 ? 'F' : 'C';
}

/** A number as loggers write it: "25.4", "25,4", "77.5°F", "55 %"; null when there is none; NaN when it is not one. */
export function numberOf(cell: string): number | null {
  const bare = cell.replace(/°\s*[cf]?|℃|℉|%/gi, '').replace(/(\d)\s*[cf]\s*$/i, '$1').replace(/\s+/g, '').replace(/\u2212/g, '-');
  if (bare === '' || /^(-|n\/?a|null|none|—)$/i.test(bare)) return null;
  const normal = /^-?\d+,\d+$/.test(bare) ? bare.replace(',', '.') : bare;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(normal) ? Number(normal) : Number.NaN;
}

const toC = (value: number, unit: TemperatureUnit): number => (unit === 'F' ? Math.round(((value - 32) * 5) / 9 * 100) / 100 : value);

export interface ReadOptions {
  /** The keeper's answer when the file's slashed dates fit both orders. */
  dateOrder?: DateOrder;
}

/** Every line as a reading with its problems, in file order. */
export function readingsOf(table: CsvTable, columns: readonly ColumnMap[], options: ReadOptions = {}): CsvReadings {
  const col = (role: ColumnRole) => columns.findIndex((c) => c.role === role);
  const atCol = col('at');
  const dateCol = col('date');
  const timeCol = col('time');
  const valueCols = columns.flatMap((c, i) => (c.role === 'ignore' || c.role === 'at' || c.role === 'date' || c.role === 'time' ? [] : [i]));
  const fileProblems: RowProblem[] = [];
  if (atCol < 0 && dateCol < 0) fileProblems.push({ column: null, key: 'import.problems.noTimeColumn' });
  if (valueCols.length === 0) fileProblems.push({ column: null, key: 'import.problems.noValueColumn' });

  const dateCell = (cells: readonly string[]) =>
    atCol >= 0 ? (cells[atCol] ?? '') : [cells[dateCol] ?? '', timeCol >= 0 ? (cells[timeCol] ?? '') : ''].join(' ').trim();
  const reads = table.rows.map((r) => readDate(dateCell(r.cells)));
  const evident = evidentOrder(reads);
  const anySlashed = reads.some((r) => r?.kind === 'slashed');
  const dateOrder: DateOrder | null = anySlashed ? (evident ?? options.dateOrder ?? 'dmy') : null;
  const dateOrderAmbiguous = anySlashed && evident === null;
  const dateColumn = atCol >= 0 ? atCol : dateCol;
  let mixedUnits = false;

  const rows = table.rows.map(({ line, cells }, k): ParsedReading => {
    const problems: RowProblem[] = [];
    const text = dateCell(cells);
    const read = reads[k] ?? null;
    let at: number | null = null;
    if (dateColumn >= 0) {
      if (text === '') problems.push({ column: dateColumn, key: 'import.problems.dateMissing' });
      else {
        at = read?.kind === 'epoch' ? read.at : read?.kind === 'parts' ? momentOf(read.parts) : read?.kind === 'slashed' ? momentOf(partsOfSlashed(read.slashed, read.dotted ? 'dmy' : (dateOrder ?? 'dmy'))) : null;
        if (at === null) problems.push({ column: dateColumn, key: 'import.problems.dateUnknown', params: { value: text } });
      }
    }
    const values: Partial<Record<ClimateSpot, number>> = {};
    for (const i of valueCols) {
      const map = columns[i]!;
      const cell = cells[i] ?? '';
      const n = numberOf(cell);
      if (n === null) continue;
      const column = table.headers[i] ?? String(i + 1);
      if (Number.isNaN(n)) { problems.push({ column: i, key: 'import.problems.notANumber', params: { column, value: cell } }); continue; }
      if (map.role === 'humidityPct') {
        if (n < 0 || n > 100) problems.push({ column: i, key: 'errors.humidityRange', params: { column, value: cell } });
        else values.humidityPct = n;
        continue;
      }
      const cellUnit = unitOfCell(cell);
      if (cellUnit && cellUnit !== map.unit) {
        mixedUnits = true;
        problems.push({ column: i, key: 'import.problems.unitMixed', params: { column, value: cell, unit: `°${map.unit}` } });
        continue;
      }
      const c = toC(n, map.unit);
      if (c < TEMPERATURE_MIN_C || c > TEMPERATURE_MAX_C) problems.push({ column: i, key: 'errors.temperatureRange', params: { column, value: cell } });
      else values[map.role as Exclude<ClimateSpot, 'humidityPct'>] = c;
    }
    if (valueCols.length > 0 && Object.keys(values).length === 0 && !problems.some((p) => p.column !== null && p.column !== dateColumn)) {
      problems.push({ column: null, key: 'import.problems.valuesMissing' });
    }
    return { line, at, values, problems };
  });
  return { rows, fileProblems, dateOrder, dateOrderAmbiguous, mixedUnits };
}

