/**
 * Dates as keepers and their devices write them: ISO ("2026-03-12", with a time and an offset),
 * numbers with slashes, dots or dashes, day or month first ("12/03/2026", "12.03.26"), month names
 * in English and Bulgarian ("12 Mar 2026", "March 12, 2026", "12 март 2026 г."), epoch seconds or
 * milliseconds. Slashed dates are read in the order the file makes evident (a first number above
 * 12 is a day), else the one the keeper chose; dotted dates are always day first.
 */

export type DateOrder = 'dmy' | 'mdy';

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
  яну: 1, фев: 2, мар: 3, апр: 4, май: 5, юни: 6, юли: 7, авг: 8, сеп: 9, окт: 10, ное: 11, дек: 12,
};
const monthOf = (word: string): number | null => MONTHS[word.toLocaleLowerCase('bg').slice(0, 3)] ?? null;

export interface DateParts { y: number; mo: number; d: number; h: number; mi: number; s: number; offset?: string }
/** Slashed dates before the order is known: a and b are the first two numbers. */
export interface Slashed { a: number; b: number; y: number; h: number; mi: number; s: number }

const TIME = String.raw`(?:[T\s,]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(am|pm|AM|PM)?)?`;
const ISO = new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})${TIME}\s*(Z|[+-]\d{2}:?\d{2})?$`);
const SLASHED = new RegExp(String.raw`^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})${TIME}$`);
const NAMED_DMY = new RegExp(String.raw`^(\d{1,2})[\s.-]+([A-Za-zА-Яа-я]+)\.?[\s.-]+(\d{4})(?:\s*г\.?)?${TIME}$`);
const NAMED_MDY = new RegExp(String.raw`^([A-Za-zА-Яа-я]+)\.?\s+(\d{1,2}),?\s+(\d{4})${TIME}$`);

const hour = (h: string | undefined, ampm: string | undefined): number => {
  const n = Number(h ?? 0);
  if (!ampm) return n;
  return (n % 12) + (ampm.toLowerCase() === 'pm' ? 12 : 0);
};

/**
 * A two-digit year's century: this one, unless that would be more than a year ahead ("15.06.98" is
 * 1998, "01.05.26" is 2026).
 */
function fullYear(yy: number): number {
  const next = new Date().getFullYear() + 1;
  return 2000 + yy > next ? 1900 + yy : 2000 + yy;
}

export type DateRead = { kind: 'parts'; parts: DateParts } | { kind: 'slashed'; slashed: Slashed; dotted: boolean } | { kind: 'epoch'; at: number } | null;

export function readDate(text: string): DateRead {
  const s = text.trim();
  if (/^\d{10}$/.test(s)) return { kind: 'epoch', at: Number(s) * 1000 };
  if (/^\d{13}$/.test(s)) return { kind: 'epoch', at: Number(s) };
  let m = ISO.exec(s);
  if (m) return { kind: 'parts', parts: { y: +m[1]!, mo: +m[2]!, d: +m[3]!, h: hour(m[4], m[7]), mi: +(m[5] ?? 0), s: +(m[6] ?? 0), offset: m[8] } };
  m = SLASHED.exec(s);
  if (m) {
    const y = m[4]!.length === 2 ? fullYear(Number(m[4])) : Number(m[4]);
    return { kind: 'slashed', dotted: m[2] === '.', slashed: { a: +m[1]!, b: +m[3]!, y, h: hour(m[5], m[8]), mi: +(m[6] ?? 0), s: +(m[7] ?? 0) } };
  }
  m = NAMED_DMY.exec(s);
  if (m && monthOf(m[2]!)) return { kind: 'parts', parts: { y: +m[3]!, mo: monthOf(m[2]!)!, d: +m[1]!, h: hour(m[4], m[7]), mi: +(m[5] ?? 0), s: +(m[6] ?? 0) } };
  m = NAMED_MDY.exec(s);
  if (m && monthOf(m[1]!)) return { kind: 'parts', parts: { y: +m[3]!, mo: monthOf(m[1]!)!, d: +m[2]!, h: hour(m[4], m[7]), mi: +(m[5] ?? 0), s: +(m[6] ?? 0) } };
  return null;
}

/** ms since the epoch, or null when the parts name no real moment (31 February, 25:00). */
export function momentOf(p: DateParts): number | null {
  if (p.mo < 1 || p.mo > 12 || p.d < 1 || p.h > 23 || p.mi > 59 || p.s > 59) return null;
  if (new Date(Date.UTC(p.y, p.mo - 1, p.d)).getUTCDate() !== p.d) return null;
  let at: number;
  if (p.offset) {
    const minutes = p.offset === 'Z' ? 0 : (p.offset.startsWith('-') ? -1 : 1) * (Number(p.offset.slice(1, 3)) * 60 + Number(p.offset.slice(-2)));
    at = Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s) - minutes * 60_000;
  } else at = new Date(p.y, p.mo - 1, p.d, p.h, p.mi, p.s).getTime();
  return at >= 0 ? at : null;
}

export function partsOfSlashed(x: Slashed, order: DateOrder): DateParts {
  return order === 'dmy' ? { y: x.y, mo: x.b, d: x.a, h: x.h, mi: x.mi, s: x.s } : { y: x.y, mo: x.a, d: x.b, h: x.h, mi: x.mi, s: x.s };
}

/**
 * Slashed dates' order from the file: a first number above 12 means day first, a second above 12
 * month first; dotted dates (12.03.2026) are always day first. Null: none tells.
 */
export function evidentOrder(reads: readonly DateRead[]): DateOrder | null {
  let dmy = 0;
  let mdy = 0;
  for (const r of reads) {
    if (r?.kind !== 'slashed') continue;
    if (r.dotted || r.slashed.a > 12) dmy += 1;
    else if (r.slashed.b > 12) mdy += 1;
  }
  if (dmy === 0 && mdy === 0) return null;
  return dmy >= mdy ? 'dmy' : 'mdy';
}

/** A read date's day as 'YYYY-MM-DD' (its time of day dropped), or null when it names no real day. */
export function dayOf(read: DateRead, order: DateOrder): string | null {
  if (read === null) return null;
  if (read.kind === 'epoch') return new Date(read.at).toISOString().slice(0, 10);
  const p = read.kind === 'parts' ? read.parts : partsOfSlashed(read.slashed, read.dotted ? 'dmy' : order);
  if (p.y < 1900 || p.y > 2200 || p.mo < 1 || p.mo > 12 || p.d < 1) return null;
  if (new Date(Date.UTC(p.y, p.mo - 1, p.d)).getUTCDate() !== p.d) return null;
  return `${String(p.y).padStart(4, '0')}-${String(p.mo).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}
