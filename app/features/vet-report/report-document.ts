/**
 * The report for the vet in words, ready to lay out: what the page shows and the PDF prints, in
 * the keeper's language (report-text.ts writes it). Plain data, so the PDF module needs nothing
 * of React, i18next or the DOM.
 */

/** A labelled value: "Species — Python regius". */
export type Fact = readonly [label: string, value: string];

export interface ReportColumn {
  label: string;
  /** Its share of the table's width (the shares of a table add up to 1). */
  width: number;
  /** Numbers line up on the right. */
  align?: 'left' | 'right';
}

export interface ReportTable {
  id: 'weights' | 'feedings' | 'sheds' | 'health' | 'medications' | 'careModes' | 'climate';
  title: string;
  /** A line under the title: counts, the place, what the numbers are. */
  summary: string | null;
  columns: readonly ReportColumn[];
  rows: readonly (readonly string[])[];
  /** Said instead of an empty table. */
  empty: string;
}

export interface ReportChart {
  title: string;
  /** Oldest first; `at` is the day (ms at midnight UTC), `value` in grams. */
  points: readonly { at: number; value: number; label: string }[];
  /** The axis's ends in words: lowest and highest value, first and last day. */
  low: string;
  high: string;
  first: string;
  last: string;
}

export interface ReportDocument {
  /** "Report for the veterinarian". */
  title: string;
  /** The animal's name: the PDF's running footer and its title. */
  subject: string;
  /** The language it is written in (BCP 47). */
  lang: string;
  /** Whose animal, when it was made, which period. */
  header: readonly Fact[];
  howToRead: string;
  profileTitle: string;
  profile: readonly Fact[];
  chart: ReportChart;
  tables: readonly ReportTable[];
  /** The file's name without its extension. */
  fileName: string;
}
