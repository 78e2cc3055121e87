/**
 * What a care mode's line says, as a key of the `health-watch` namespace and its values (dates
 * still ISO: the screen formats them). The holding of a mode is the shared rule's
 * (shared/health/modes.ts activeModes), read for the one mode: a gravid female that has laid is
 * recovering, whether or not the keeper ended the mode.
 */
import { activeModes } from '../../../shared/health/modes';
import { daysBetween } from '../../../shared/rules/calendar-date';
import type { InsightInput } from '../../../shared/insights/types';
import { QUARANTINE_DAYS } from '../../../shared/schemas/care-mode';
import { modeSpan, type CareModeRow } from '../../lib/health/status-input';

export interface ModeLine {
  key: string;
  dates: Record<string, string>;
  numbers?: Record<string, number>;
}

/** A mode not ended yet. */
export function currentLine(row: CareModeRow, input: Pick<InsightInput, 'breeding'>, today: string): ModeLine {
  const held = activeModes({ modes: [modeSpan(row)], breeding: input.breeding }, today);
  if (row.mode === 'brumation') {
    return row.plannedEnd ? { key: 'current.brumationUntil', dates: { date: row.startDate, until: row.plannedEnd } } : { key: 'current.brumation', dates: { date: row.startDate } };
  }
  if (row.mode === 'gravid') {
    return held.postLay ? { key: 'current.postLay', dates: { date: held.postLay.laidDate, until: held.postLay.untilDate } } : { key: 'current.gravid', dates: { date: row.startDate } };
  }
  const q = held.quarantine;
  const total = row.quarantineDays ?? QUARANTINE_DAYS.default;
  if (!q) return { key: 'current.quarantine', dates: { date: row.startDate }, numbers: { day: 1, total } };
  return { key: today > q.releaseDate ? 'current.quarantineDue' : 'current.quarantine', dates: { date: q.releaseDate }, numbers: { day: q.dayNumber, total } };
}

/** A mode ended: its dates and length, and for a quarantine that it was released after its checklist. */
export function pastLine(row: CareModeRow): ModeLine {
  const to = row.endDate ?? row.startDate;
  return { key: `history.${row.mode}`, dates: { from: row.startDate, to }, numbers: { count: daysBetween(row.startDate, to) } };
}

/** Open modes first by start (newest first), then the ended ones by their end (newest first). */
export function splitModes(rows: readonly CareModeRow[]): { current: CareModeRow[]; past: CareModeRow[] } {
  const newest = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
  return {
    current: rows.filter((r) => r.endDate === null).sort((a, b) => newest(a.startDate, b.startDate)),
    past: rows.filter((r) => r.endDate !== null).sort((a, b) => newest(a.endDate ?? '', b.endDate ?? '') || newest(a.startDate, b.startDate)),
  };
}
