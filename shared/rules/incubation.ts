/**
 * Expected incubation: days from laying to hatching by species and incubation temperature, and a
 * clutch's hatch window from its laying date. Sources and the reasoning behind each row:
 * docs/decisions/0026-incubation.md. The table gives a keeper a window to watch, not a date.
 *
 * A species' temperature rows are points (°C, days); a temperature between two rows is
 * interpolated linearly, since incubation shortens steadily as the eggs warm; a temperature
 * beyond the table takes the nearest end row, never an extrapolation (the eggs are then at risk,
 * which `outside` says, and a made-up number would look more certain than it is). With no
 * temperature a species gets its `typical` window, the one most keepers' incubators give.
 *
 * The reptile's species is free text ("Common or scientific name"), so a row matches when every
 * stem of one of its aliases appears in the lower-cased name: "Ball python (pastel)", "Python
 * regius", "кралски питон" and "Леопардови гекони" all match. Stems rather than whole words, so
 * Bulgarian plural and adjective endings still match. A name no row matches gets the default.
 */
import type { ClutchSummary } from '../schemas/clutch';
import { addDays, daysBetween } from './calendar-date';
import { speciesRow } from './species-match';

export interface IncubationWindow {
  /** Days from laying to the earliest expected hatching. */
  minDays: number;
  /** Days from laying to the latest expected hatching. */
  maxDays: number;
}

/** Days to hatching measured at one incubation temperature. */
export interface TemperatureRow extends IncubationWindow {
  tempC: number;
}

export interface IncubationRow {
  /** A stable id for the row (not shown to keepers). */
  id: string;
  /** Each alias is a list of lower-case stems that must all appear in the species name. */
  aliases: readonly (readonly string[])[];
  /** No temperature known. */
  typical: IncubationWindow;
  /** Ascending by temperature. */
  temperatures: readonly TemperatureRow[];
  /** The temperatures keepers incubate this species at, both included. */
  usualC: readonly [number, number];
}

/** Unknown species: the usual range of the common colubrids and pythons. */
export const DEFAULT_INCUBATION: IncubationWindow = { minDays: 55, maxDays: 65 };

/** First matching row wins; English common, scientific and Bulgarian names. */
export const INCUBATION_TABLE: readonly IncubationRow[] = [
  {
    id: 'ballPython',
    typical: { minDays: 55, maxDays: 60 },
    temperatures: [{ tempC: 31.5, minDays: 55, maxDays: 60 }],
    usualC: [31, 32.5],
    aliases: [['ball', 'python'], ['royal', 'python'], ['regius'], ['кралск', 'питон'], ['топковид', 'питон']],
  },
  {
    // Strongly temperature dependent (35-89 days); 45-60 is what most keepers' incubators give.
    id: 'leopardGecko',
    typical: { minDays: 45, maxDays: 60 },
    temperatures: [
      { tempC: 26.7, minDays: 55, maxDays: 60 },
      { tempC: 29.4, minDays: 40, maxDays: 45 },
      { tempC: 31.7, minDays: 35, maxDays: 40 },
    ],
    usualC: [26, 32],
    aliases: [['leopard', 'gecko'], ['eublepharis'], ['леопард', 'гекон']],
  },
  {
    // Room-temperature incubation of 22-25 °C gives 60-90 days; cooler rooms stretch it to 120.
    id: 'crestedGecko',
    typical: { minDays: 60, maxDays: 120 },
    temperatures: [{ tempC: 23.5, minDays: 60, maxDays: 90 }],
    usualC: [22, 25],
    aliases: [['crested', 'gecko'], ['ciliatus'], ['реснитчест', 'гекон'], ['гребенест', 'гекон']],
  },
  {
    id: 'cornSnake',
    typical: { minDays: 55, maxDays: 65 },
    temperatures: [{ tempC: 27.5, minDays: 55, maxDays: 65 }],
    usualC: [26, 29],
    aliases: [['corn', 'snake'], ['guttat'], ['маисов', 'зми'], ['царевичн', 'зми']],
  },
  {
    id: 'beardedDragon',
    typical: { minDays: 55, maxDays: 75 },
    temperatures: [{ tempC: 29, minDays: 55, maxDays: 75 }],
    usualC: [28, 30],
    aliases: [['bearded', 'dragon'], ['pogona'], ['брадат', 'агам'], ['брадат', 'дракон']],
  },
];

/** The table row for a species name, or null when none matches. */
export function incubationRowFor(species: string): IncubationRow | null {
  return speciesRow(INCUBATION_TABLE, species);
}

/** The species' typical days from laying to hatching (the default when unknown), temperature aside. */
export function incubationWindow(species: string): IncubationWindow {
  return { ...(incubationRowFor(species)?.typical ?? DEFAULT_INCUBATION) };
}

/** The days at a temperature: interpolated between the rows around it, the nearest end row beyond them. */
export function windowAt(rows: readonly TemperatureRow[], tempC: number): IncubationWindow | null {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return null;
  if (tempC <= first.tempC) return { minDays: first.minDays, maxDays: first.maxDays };
  if (tempC >= last.tempC) return { minDays: last.minDays, maxDays: last.maxDays };
  const upper = rows.findIndex((r) => r.tempC >= tempC);
  const hi = rows[upper];
  const lo = rows[upper - 1];
  if (!hi || !lo) return null;
  const at = (tempC - lo.tempC) / (hi.tempC - lo.tempC);
  const between = (a: number, b: number) => Math.round(a + (b - a) * at);
  return { minDays: between(lo.minDays, hi.minDays), maxDays: between(lo.maxDays, hi.maxDays) };
}

/** Where an expected window comes from, so the screen can say how sure it is. */
export type IncubationSource = 'keeper' | 'temperature' | 'species' | 'default';

export interface IncubationEstimate extends IncubationWindow {
  source: IncubationSource;
  /** The temperature is outside what keepers incubate this species at (null when unknown or usual). */
  outside: 'below' | 'above' | null;
}

/**
 * The expected days for a clutch: the keeper's own days win (their incubator, their experience),
 * then the species at the clutch's temperature, then the species' typical window, then the default.
 */
export function expectedIncubation(species: string, clutch: { tempC?: number | null; days?: number | null }): IncubationEstimate {
  const row = incubationRowFor(species);
  const tempC = clutch.tempC ?? null;
  const outside = row && tempC !== null ? (tempC < row.usualC[0] ? 'below' : tempC > row.usualC[1] ? 'above' : null) : null;
  if (clutch.days != null) return { minDays: clutch.days, maxDays: clutch.days, source: 'keeper', outside };
  const atTemp = row && tempC !== null ? windowAt(row.temperatures, tempC) : null;
  if (atTemp) return { ...atTemp, source: 'temperature', outside };
  if (row) return { ...row.typical, source: 'species', outside };
  return { ...DEFAULT_INCUBATION, source: 'default', outside };
}

/** The first and last expected hatch days (IsoDates, both included) of eggs laid on `laidOn`. */
export const hatchWindow = (laidOn: string, days: IncubationWindow): { from: string; to: string } => ({
  from: addDays(laidOn, days.minDays),
  to: addDays(laidOn, days.maxDays),
});

/** Where an incubating clutch stands today; days are counted from `today` (negative: past). */
export interface ClutchOutlook {
  estimate: IncubationEstimate;
  from: string;
  to: string;
  /** Days until the window opens: 0 on its first day, negative once open. */
  daysToFrom: number;
  /** Days until the window closes: negative once it has passed. */
  daysToTo: number;
}

/**
 * A clutch still incubating, with its hatch window; null when there is nothing to wait for: no
 * laying date, every egg still expected has hatched, or the candling left none.
 */
export function clutchOutlook(
  clutch: Pick<ClutchSummary, 'laidOn' | 'eggsLaid' | 'eggsHatched' | 'eggsExpected' | 'candling' | 'incubationTempC' | 'incubationDays'>,
  species: string,
  today: string,
): ClutchOutlook | null {
  if (clutch.laidOn === null) return null;
  if (clutch.eggsHatched > 0 && clutch.eggsHatched >= clutch.eggsExpected) return null;
  if (clutch.candling && clutch.eggsExpected === 0) return null;
  const estimate = expectedIncubation(species, { tempC: clutch.incubationTempC, days: clutch.incubationDays });
  const { from, to } = hatchWindow(clutch.laidOn, estimate);
  return { estimate, from, to, daysToFrom: daysBetween(today, from), daysToTo: daysBetween(today, to) };
}
