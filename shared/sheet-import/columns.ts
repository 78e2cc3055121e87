/**
 * What each column of a keeper's spreadsheet holds (issue 30): its role and, for a weight or a
 * length, the unit its bare numbers are in. The guess reads the header in English or Bulgarian
 * ("Date", "Дата", "Weight (g)", "Тегло, гр", "Prey", "Храна") and knows the column sets of the
 * files keepers bring: HerpTrack's own CSV export (shared/rules/export.ts: `reptileName`,
 * `weightGrams`, `items`...), a MorphMarket listing export (Title, Animal Id / Serial, Category,
 * Sex, Maturity, Birth Date / Dob, Traits, Price: the layout shared/marketplace/morphmarket.ts
 * writes), and the generic "animals" and "feedings" sheets other keeper apps and hand-made
 * spreadsheets use (Name, Species, Sex, Hatch date, Morph; Date, Animal, Food, Weight, Notes).
 * The keeper corrects the guess on the screen; the app remembers it per header set.
 */
import { foldText } from '../ocr/details';

export const IMPORT_ROLES = [
  'animal', 'species', 'sex', 'hatchDate', 'morphs',
  'date', 'kind', 'food', 'count', 'itemGrams', 'outcome', 'weight', 'length', 'shed', 'shedComplete',
  'issue', 'severity', 'treatment', 'status', 'resolvedDate', 'eventType', 'notes', 'ignore',
] as const;
export type ImportRole = (typeof IMPORT_ROLES)[number];

export const WEIGHT_UNITS = ['g', 'kg', 'oz', 'lb'] as const;
export const LENGTH_UNITS = ['cm', 'mm', 'in'] as const;
export type SheetWeightUnit = (typeof WEIGHT_UNITS)[number];
export type SheetLengthUnit = (typeof LENGTH_UNITS)[number];
export type SheetUnit = SheetWeightUnit | SheetLengthUnit;

export interface ImportColumn {
  role: ImportRole;
  /** For weight and itemGrams a weight unit, for length a length unit; else null. */
  unit: SheetUnit | null;
}

/** Roles that hold a measure, and the units each may be in. */
export const UNITS_OF: Partial<Record<ImportRole, readonly SheetUnit[]>> = { weight: WEIGHT_UNITS, itemGrams: WEIGHT_UNITS, length: LENGTH_UNITS };

/**
 * A pattern whose `\b` work for Cyrillic too (JavaScript's `\b` knows only ASCII letters): a `\b`
 * before a word starts it, any other ends it.
 */
function words(re: RegExp): RegExp {
  const source = re.source.replace(/\\b(?=[(\p{L}])/gu, '(?<![\\p{L}\\p{N}])').replace(/\\b/g, '(?![\\p{L}\\p{N}])');
  return new RegExp(source, 'u');
}

/** Roles a column may hold once: a second "Notes" is not read. */
const ONCE = new Set<ImportRole>(IMPORT_ROLES.filter((r) => r !== 'ignore'));

/**
 * Header words, folded (lower case, no accents), first matching rule wins: HerpTrack's export
 * columns first (exact), then the specific phrases before the general ones ("prey weight" is the
 * food's size, not the animal's weight; "hatch date" is the animal's, not the log's date).
 * Bulgarian "вид" is the species (as in the app), never the kind of entry.
 */
const RULES: readonly { test: RegExp; role: ImportRole }[] = ([
  // HerpTrack's own export: internals that do not travel to another account.
  { test: /^(id|reptileid|feederid|sourcekind|quantity|deductfrominventory|totalgrams|clutchid|collectionid|sireid|damid|transferredat|photourl|feedingintervaldays|feedingpaused|feedingpauseduntil|parent1|parent2|outcomecount|incubationtempc|incubationdays|fertile|infertile|slugs)$/, role: 'ignore' },
  { test: /^(reptilename|name|animal name|reptile name|pet name|nickname|име|име на животното|прякор|title)$/, role: 'animal' },
  { test: /^(weightgrams)$/, role: 'weight' },
  { test: /^(lengthcm)$/, role: 'length' },
  { test: /^(items)$/, role: 'food' },
  { test: /^(observations|description)$/, role: 'notes' },
  { test: /^(complete|shed complete|complete shed|whole shed|цяла кожа|цяло линеене)$/, role: 'shedComplete' },
  { test: /^(eventtype)$/, role: 'eventType' },
  { test: /^(resolveddate)$/, role: 'resolvedDate' },
  { test: /\b(price|цена|shipping|доставка|maturity|зрялост|photo|снимк|quantity|negotiable|origin|произход|rack|enclosure|терариум)/, role: 'ignore' },
  { test: /\b(hatch|birth|born|dob|d\.o\.b|излюп|рожд|роден|ражда)/, role: 'hatchDate' },
  { test: /\b(вид|тип) (на )?(храна|храната|плячка)|\b(prey|food|feeder) (type|kind|item)s?\b|\bkind of (prey|food)/, role: 'food' },
  { test: /\b(prey|food|feeder)\s*(weight|size|mass|grams)|\b(weight|size)\s*(of|per)\s*(prey|item|food)|тегло на (храната|плячката)|размер на (храната|плячката)|грам(а)? на брой/, role: 'itemGrams' },
  { test: /\b(species|category|категория|вид)\b|^вид/, role: 'species' },
  { test: /\b(sex|gender)\b|^пол\b/, role: 'sex' },
  { test: /\b(morphs?|traits?|genes|genetics|морф|гени|генетика)/, role: 'morphs' },
  { test: /\b(animal|reptile|snake|gecko|lizard|turtle|tortoise|животно|влечуго|змия|гущер|гекон|костенурка)\b/, role: 'animal' },
  { test: /\b(serial|animal id|code|tag|код|номер|№)/, role: 'animal' },
  { test: /\b(resolved|healed|излекуван|оздравял)/, role: 'resolvedDate' },
  { test: /\b(date|day|when|дата|ден|кога)\b|^дата/, role: 'date' },
  { test: /\b(type|event|kind|activity|entry|тип|събитие|действие|запис)/, role: 'kind' },
  { test: /\b(outcome|result|ate|eaten|refused|accepted|резултат|изял|изяде|отказ)/, role: 'outcome' },
  { test: /\b(prey|food|feeder|feeding|fed|item|meal|храна|плячка|хранене|мишк|плъх)/, role: 'food' },
  { test: /\b(count|qty|number|how many|брой|бр)\b|^бр/, role: 'count' },
  { test: /\b(weight|mass|тегло|маса)/, role: 'weight' },
  { test: /\b(length|svl|дължина)/, role: 'length' },
  { test: /\b(shed|linе|линеене|линея|смяна на кожата)/, role: 'shed' },
  { test: /\b(severity|тежест)/, role: 'severity' },
  { test: /\b(treatment|medication|medicine|лечение|лекарство)/, role: 'treatment' },
  { test: /\b(issue|problem|illness|condition|diagnosis|health|проблем|заболяване|болест|диагноза|здраве)/, role: 'issue' },
  { test: /\b(status|статус|състояние)\b/, role: 'status' },
  { test: /\b(notes?|comments?|remarks?|details|observations?|бележк|коментар|забележк|описание|наблюдени|подробности)/, role: 'notes' },
] as const).map((r) => ({ test: words(r.test), role: r.role }));

const WEIGHT_HEADER: readonly (readonly [RegExp, SheetWeightUnit])[] = [
  [words(/\b(kg|kgs|кг|kilo|кило)/), 'kg'], [words(/\b(oz|ounces?)\b/), 'oz'], [words(/\b(lbs?|pounds?)\b/), 'lb'], [words(/\b(g|gr|grams?|гр|грам|г)\b|grams$/), 'g'],
];
const LENGTH_HEADER: readonly (readonly [RegExp, SheetLengthUnit])[] = [
  [words(/\b(mm|мм|millimet)/), 'mm'], [words(/\b(in|inch|inches)\b|"|″/), 'in'], [words(/\b(cm|см|centimet)|cm$/), 'cm'],
];

/** The unit a header names for a measure role ("Weight (kg)", "Тегло, гр", "weightGrams"), else the canonical one. */
export function headerUnit(header: string, role: ImportRole): SheetUnit | null {
  const h = foldText(header);
  if (role === 'weight' || role === 'itemGrams') return WEIGHT_HEADER.find(([re]) => re.test(h))?.[1] ?? 'g';
  if (role === 'length') return LENGTH_HEADER.find(([re]) => re.test(h))?.[1] ?? 'cm';
  return null;
}

/** The role a header names by itself (before the one-per-role rule), 'ignore' when none. */
export function roleOfHeader(header: string): ImportRole {
  const h = foldText(header).replace(/[_*:]+/g, ' ').replace(/\s+/g, ' ').trim();
  return RULES.find((r) => r.test.test(h))?.role ?? 'ignore';
}

/**
 * Each column's role and unit. A role is given once, to its first column; an "animal" id column
 * ("Serial") gives way to a name column anywhere in the sheet, so a MorphMarket file with both
 * an id and a name reads animals by name.
 */
export function guessColumns(headers: readonly string[]): ImportColumn[] {
  const roles = headers.map(roleOfHeader);
  const named = headers.findIndex((h, i) => roles[i] === 'animal' && RULES[1]?.test.test(foldText(h).replace(/[_*:]+/g, ' ').trim()));
  const taken = new Set<ImportRole>();
  return roles.map((role, i) => {
    let r = role;
    if (r === 'animal' && named >= 0 && i !== named) r = 'ignore';
    if (ONCE.has(r)) {
      if (taken.has(r)) r = 'ignore';
      else taken.add(r);
    }
    return { role: r, unit: UNITS_OF[r] ? headerUnit(headers[i] ?? '', r) : null };
  });
}

/** The files the import recognises by their headers, to say so on the screen. */
export type KnownLayout = 'herptrack' | 'morphmarket' | null;

export function knownLayout(headers: readonly string[]): KnownLayout {
  const set = new Set(headers.map((h) => foldText(h).trim()));
  if (set.has('reptilename') || (set.has('id') && set.has('species') && set.has('hatchdate'))) return 'herptrack';
  if ((set.has('title') || set.has('category')) && (set.has('traits') || set.has('maturity'))) return 'morphmarket';
  return null;
}

/** Whether the sheet is one of logs (it has a date column) or of animals. */
export const isLogSheet = (columns: readonly ImportColumn[]): boolean => columns.some((c) => c.role === 'date');

/** An animal's name as matched: case, spacing and Unicode form do not matter ("nagini " is "Nagini"). */
export const animalKey = (name: string): string => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
