/**
 * How a course reads in the keeper's language: volumes, milligrams and doses in the language's
 * number format (0,05 mL in Bulgarian), the route and frequency words, the schedule preview and
 * each dose's text. A dose's text is written once, when the course is saved, and travels with its
 * reminder and its health log line, so it is in the language of the keeper who set the course up.
 */
import type { TFunction } from 'i18next';
import type { DoseVolume, ScheduledDose } from '../../../shared/health/dose';
import { dateTimeFormat } from '../../lib/format';

type T = TFunction<'medication'>;

const formats = new Map<string, Intl.NumberFormat>();
const numberFormat = (lng: string, min: number, max: number): Intl.NumberFormat => {
  const key = `${lng}|${min}|${max}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.NumberFormat(lng, { minimumFractionDigits: min, maximumFractionDigits: max })));
  return f;
};

/** What to draw up, always to the syringe's 0.01 mL: "0.05", "0,05". */
export const formatMl = (lng: string, ml: number): string => numberFormat(lng, 2, 2).format(ml);
/** A volume as worked out, unrounded, to the first four decimals ("0.046"); a tiny one to two significant digits ("0.00042"). */
export function formatExactMl(lng: string, ml: number): string {
  if (ml === 0 || ml >= 0.001) return numberFormat(lng, 2, 4).format(ml);
  return new Intl.NumberFormat(lng, { maximumSignificantDigits: 2 }).format(ml);
}
/** A dose, a concentration, milligrams: as typed, without trailing zeros. */
export const formatAmount = (lng: string, n: number): string => numberFormat(lng, 0, 3).format(n);

/** "0.05 mL", or "0.046 mL, rounded to 0.05 mL" when rounding changed what is shown. */
export function volumeText(t: T, lng: string, v: DoseVolume): string {
  const ml = formatMl(lng, v.ml);
  const exact = formatExactMl(lng, v.exactMl);
  return v.rounded && exact !== ml ? t('volume.rounded', { exact, ml }) : t('volume.exact', { ml });
}

/** "10 mg/kg of 50 mg/mL", "0.5 mL/kg". */
export function doseRateText(t: T, lng: string, c: { dose: number; doseUnit: string; concentrationMgPerMl?: number | null }): string {
  const dose = t(`units.${c.doseUnit === 'mlPerKg' ? 'mlPerKg' : 'mgPerKg'}`, { value: formatAmount(lng, c.dose) });
  return c.doseUnit === 'mgPerKg' && c.concentrationMgPerMl ? t('doseOf', { dose, concentration: formatAmount(lng, c.concentrationMgPerMl) }) : dose;
}

export const routeText = (t: T, route: string): string => t(`routes.${route}`, { defaultValue: t('routes.other') });
export const everyText = (t: T, everyHours: number): string => t(`every.h${everyHours}`, { defaultValue: t('every.h24') });

/** A day of a schedule, short: "28 Nov", "28.11". */
export const shortDay = (iso: string, lng: string): string =>
  dateTimeFormat(lng, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** Days shown in the preview before "…": a 90-day course is a count and its first and last days. */
const PREVIEW_DAYS = 6;

/** "5 doses: 28 Nov, 1 Dec, 4 Dec, 7 Dec, 10 Dec"; a long course shows its first days, then "…" and its last. */
export function schedulePreview(t: T, lng: string, schedule: readonly ScheduledDose[]): string {
  const days = [...new Set(schedule.map((s) => s.date))];
  const shown = days.length <= PREVIEW_DAYS ? days.map((d) => shortDay(d, lng))
    : [...days.slice(0, PREVIEW_DAYS - 1).map((d) => shortDay(d, lng)), '…', shortDay(days[days.length - 1] ?? '', lng)];
  const key = schedule.some((s) => s.part !== null) ? 'schedule.previewTwice' : 'schedule.preview';
  return t(key, { count: schedule.length, dates: shown.join(', ') });
}

/** The dose's words on its reminder and its health log line: "Meloxicam 0.05 mL, oral · dose 2 of 5 · morning". */
export function doseText(t: T, lng: string, c: { drug: string; route: string }, ml: number, s: ScheduledDose, total: number): string {
  const text = t('doseText', { drug: c.drug.trim(), ml: formatMl(lng, ml), route: routeText(t, c.route), n: s.n, total });
  return s.part ? `${text} · ${t(`parts.${s.part}`)}` : text;
}
