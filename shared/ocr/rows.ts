/**
 * OCR import: the rows a keeper reviews (what the parser read from a photographed log sheet) and
 * the logs they become. The review table edits `OcrRow`s; `ocrRowToLog` (convert.ts) turns one
 * into a log's create arguments, or says what is missing so the row is flagged, never dropped.
 */
export const OCR_LANGUAGES = ['en', 'bg'] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

/** The spec's event types, in its order (shown as Event, Feeding, Shedding, Health, Breeding, Measurement). */
export const OCR_EVENT_TYPES = ['event', 'feeding', 'shedding', 'health', 'breeding', 'measurement'] as const;
export type OcrEventType = (typeof OCR_EVENT_TYPES)[number];

export interface OcrRow {
  /** Stable key for the review table (a counter or a uuid; never stored). */
  key: string;
  /** ISO yyyy-mm-dd, or null when no date could be read (flagged for review). */
  date: string | null;
  /** The name written on the sheet, '' when none (the chosen reptile is used). */
  reptileName: string;
  eventType: OcrEventType;
  /** Everything on the line after the date (and the name, if one was recognised), as read. */
  details: string;
}

/**
 * Why a row cannot become a log as it stands (shown beside the row; the keeper fixes it or the
 * import skips it): no date; a date in the future; a measurement with no weight or length; a
 * feeding whose amount has no size in grams (the feeding log needs one).
 */
export const OCR_ROW_PROBLEMS = ['noDate', 'futureDate', 'noMeasure', 'noFoodSize', 'tooLong'] as const;
export type OcrRowProblem = (typeof OCR_ROW_PROBLEMS)[number];
