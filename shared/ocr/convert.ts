/**
 * A reviewed OCR row → the create arguments of the log it records (ocr-import.ts `OcrLog`), or
 * the problems that keep it from being one. The details are read again here (details.ts), so
 * the keeper's edits in the review count; the whole line is kept in the log's notes, so nothing
 * the parser could not place is lost.
 */
import { IsoDate } from '../schemas/common';
import { positiveMeasure } from '../schemas/fields';
import { GrowthLogFields } from '../schemas/growth-log';
import { FeedingLogFields, ManualFeedingItem } from '../schemas/feeding-log';
import { SheddingLogFields } from '../schemas/shedding-log';
import { HealthLogFields } from '../schemas/health-log';
import { BreedingLogFields } from '../schemas/breeding-log';
import { EventLogFields } from '../schemas/event-log';
import type { OcrLog } from '../schemas/ocr-import';
import { CSV_BOM, csvCell } from '../rules/csv';
import { toItemGrams } from '../rules/feeding';
import { readBreeding, readEventKind, readFeeding, readMeasurement, readShedComplete } from './details';
import type { OcrEventType, OcrRow, OcrRowProblem } from './rows';

/**
 * The field each event type's details land in whole: its schema says how long they may be. A
 * health issue holds 200 characters, so its details go whole into the notes and cut into the issue.
 */
const DETAILS_FIELD = {
  measurement: GrowthLogFields.shape.notes,
  feeding: FeedingLogFields.shape.notes,
  shedding: SheddingLogFields.shape.observations,
  health: HealthLogFields.shape.notes,
  breeding: BreedingLogFields.shape.notes,
  event: EventLogFields.shape.description,
} satisfies Record<OcrEventType, unknown>;

/** The issue's ceiling (HealthLogFields.issue). */
const MAX_ISSUE = 200;

/** A weight or length the growth log takes (positive, not absurd), else null. */
const measure = (value: number | null) => (value !== null && positiveMeasure.safeParse(value).success ? value : null);

/**
 * Grams per item as the feeding log stores them (to the hundredth, rules/feeding.ts: a 0.5 g
 * cricket stays 0.5 g), null when none was read or it is out of range.
 */
function itemGrams(grams: number | null): number | null {
  const size = toItemGrams(grams, 'g');
  return size.ok && ManualFeedingItem.shape.sizePerItemGrams.safeParse(size.grams).success ? size.grams : null;
}

const validDate = (date: string | null): date is string => date !== null && IsoDate.safeParse(date).success;

/**
 * What keeps a row from becoming a log, in `OCR_ROW_PROBLEMS` order: no (valid) date, a date
 * after today, a measurement with no weight or length, a feeding with no size, details too long
 * for their field. [] when the row converts.
 */
export function ocrRowProblems(row: OcrRow, today: string): OcrRowProblem[] {
  const problems: OcrRowProblem[] = [];
  if (!validDate(row.date)) problems.push('noDate');
  // IsoDates compare correctly as strings.
  else if (row.date > today) problems.push('futureDate');
  if (row.eventType === 'measurement') {
    const { weightGrams, lengthCm } = readMeasurement(row.details);
    if (measure(weightGrams) === null && measure(lengthCm) === null) problems.push('noMeasure');
  }
  if (row.eventType === 'feeding' && itemGrams(readFeeding(row.details).sizePerItemGrams) === null) problems.push('noFoodSize');
  if (!DETAILS_FIELD[row.eventType].safeParse(row.details).success) problems.push('tooLong');
  return problems;
}

/** Cut to `max` UTF-16 units (the schemas' measure), never through a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end).trim();
}

/** The health issue is required: a row the keeper retyped as health with empty details reads "—". */
const NO_ISSUE = '—';

export type OcrRowToLogResult = { ok: true; log: OcrLog } | { ok: false; problems: OcrRowProblem[] };

/**
 * One reviewed row as the log to create for `reptileId` under `id`. The sheet's reptile name is
 * not used here: the keeper chose the reptile for the whole import.
 *
 * A mating becomes a breeding event 'other' (its details, kept as notes, say "mating"): the log
 * needs two parents and a sheet line names at most one animal reliably.
 */
export function ocrRowToLog(row: OcrRow, ctx: { reptileId: string; id: string; today: string }): OcrRowToLogResult {
  const problems = ocrRowProblems(row, ctx.today);
  if (problems.length > 0 || !validDate(row.date)) return { ok: false, problems };
  const details = row.details.trim();
  const base = { id: ctx.id, reptileId: ctx.reptileId, date: row.date };
  const text = details === '' ? null : details;
  switch (row.eventType) {
    case 'measurement': {
      const { weightGrams, lengthCm } = readMeasurement(details);
      return { ok: true, log: { kind: 'growthLog', args: { ...base, weightGrams: measure(weightGrams), lengthCm: measure(lengthCm), notes: text } } };
    }
    case 'feeding': {
      const feeding = readFeeding(details);
      const sizePerItemGrams = itemGrams(feeding.sizePerItemGrams);
      if (sizePerItemGrams === null) return { ok: false, problems: ['noFoodSize'] }; // ocrRowProblems said so already
      const items = [{ foodItem: feeding.foodItem ?? 'food', count: feeding.count, sizePerItemGrams }];
      return { ok: true, log: { kind: 'feedingLog', args: { ...base, source: { kind: 'manual', items }, outcome: feeding.outcome, notes: text } } };
    }
    case 'shedding':
      return { ok: true, log: { kind: 'sheddingLog', args: { ...base, complete: readShedComplete(details), observations: text } } };
    case 'health': {
      const issue = cut(details, MAX_ISSUE) || NO_ISSUE;
      // The whole line stays in the notes when the issue could not hold it.
      return { ok: true, log: { kind: 'healthLog', args: { ...base, issue, severity: null, status: 'ongoing', notes: issue === details ? null : text } } };
    }
    case 'breeding': {
      const breeding = readBreeding(details);
      const eventType = breeding.eventType === 'mating' ? 'other' : breeding.eventType;
      return { ok: true, log: { kind: 'breedingLog', args: { ...base, eventType, outcomeCount: breeding.count, notes: text } } };
    }
    case 'event':
      return { ok: true, log: { kind: 'eventLog', args: { ...base, eventType: readEventKind(details), description: text } } };
  }
}

/**
 * The reviewed rows as a CSV file (Date, Reptile Name, Event Type, Details), in the keeper's
 * language: the caller passes the translated headers and event type names. Written with csv.ts's
 * cells and BOM; not `toCsv`, which titles columns with their keys, and these titles are labels.
 */
export function ocrRowsToCsv(
  rows: readonly OcrRow[],
  headers: { date: string; reptileName: string; eventType: string; details: string },
  eventTypeLabel: (t: OcrEventType) => string,
): string {
  const lines = [
    [headers.date, headers.reptileName, headers.eventType, headers.details],
    ...rows.map((r) => [r.date, r.reptileName, eventTypeLabel(r.eventType), r.details]),
  ];
  return CSV_BOM + lines.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}
