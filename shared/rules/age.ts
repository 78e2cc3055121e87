/**
 * A reptile's age from its hatch date, in whole years and months. A month has passed when the
 * same day of month comes round, clamped to the month's end as in recurrence (hatched Jan 31:
 * one month old on Feb 28, or Feb 29 in a leap year; hatched Feb 29: one year old on Feb 28).
 */
import { addMonths, parseIsoDate } from './calendar-date';

export interface Age { years: number; months: number }

/** null for a hatch date after today. */
export function ageFromHatchDate(hatchDate: string, today: string): Age | null {
  if (hatchDate > today) return null;
  const h = parseIsoDate(hatchDate);
  const t = parseIsoDate(today);
  let months = (t.year - h.year) * 12 + (t.month - h.month);
  if (addMonths(hatchDate, months) > today) months -= 1;
  return { years: Math.floor(months / 12), months: months % 12 };
}
