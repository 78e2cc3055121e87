/**
 * Incubation windows for the insight on open clutches (analyze.ts): a small, deliberately rough
 * table of days from laying to hatching. Real times depend on the incubation temperature (the
 * leopard gecko's 35-89 days most of all); the table gives a keeper a window to watch, not a date.
 *
 * The reptile's species is free text ("Common or scientific name"), so a row matches when every
 * stem of one of its aliases appears in the lower-cased name: "Ball python (pastel)", "Python
 * regius", "кралски питон" and "Леопардови гекони" all match. Stems rather than whole words, so
 * Bulgarian plural and adjective endings still match. A name no row matches gets the default.
 */

export interface IncubationWindow {
  /** Days from laying to the earliest expected hatching. */
  minDays: number;
  /** Days from laying to the latest expected hatching. */
  maxDays: number;
}

export interface IncubationRow extends IncubationWindow {
  /** A stable id for the row (not shown to keepers). */
  id: string;
  /** Each alias is a list of lower-case stems that must all appear in the species name. */
  aliases: readonly (readonly string[])[];
}

/** Unknown species: the usual range of the common colubrids and pythons. */
export const DEFAULT_INCUBATION: IncubationWindow = { minDays: 55, maxDays: 65 };

/** First matching row wins; English common, scientific and Bulgarian names. */
export const INCUBATION_TABLE: readonly IncubationRow[] = [
  {
    id: 'ballPython',
    minDays: 55,
    maxDays: 60,
    aliases: [['ball', 'python'], ['royal', 'python'], ['regius'], ['кралск', 'питон'], ['топковид', 'питон']],
  },
  {
    // 35-89 days depending on temperature; 45-60 is what most keepers' incubators give.
    id: 'leopardGecko',
    minDays: 45,
    maxDays: 60,
    aliases: [['leopard', 'gecko'], ['eublepharis'], ['леопард', 'гекон']],
  },
  {
    id: 'crestedGecko',
    minDays: 60,
    maxDays: 120,
    aliases: [['crested', 'gecko'], ['ciliatus'], ['реснитчест', 'гекон'], ['гребенест', 'гекон']],
  },
  {
    id: 'cornSnake',
    minDays: 55,
    maxDays: 65,
    aliases: [['corn', 'snake'], ['guttat'], ['маисов', 'зми'], ['царевичн', 'зми']],
  },
  {
    id: 'beardedDragon',
    minDays: 55,
    maxDays: 75,
    aliases: [['bearded', 'dragon'], ['pogona'], ['брадат', 'агам'], ['брадат', 'дракон']],
  },
];

const normalize = (species: string): string => species.toLocaleLowerCase('en').replace(/[\s_-]+/g, ' ').trim();

/** The table row for a species name, or null when none matches. */
export function incubationRowFor(species: string): IncubationRow | null {
  const name = normalize(species);
  if (!name) return null;
  return INCUBATION_TABLE.find((row) => row.aliases.some((stems) => stems.every((stem) => name.includes(stem)))) ?? null;
}

/** The expected days from laying to hatching for a species name (the default when unknown). */
export function incubationWindow(species: string): IncubationWindow {
  const row = incubationRowFor(species);
  return row ? { minDays: row.minDays, maxDays: row.maxDays } : { ...DEFAULT_INCUBATION };
}
