/**
 * What the details of an OCR row say: the kind of entry, and the amounts its log needs (a
 * feeding's count, food and size, a weighing or measuring, a shed's completeness, a breeding
 * event and its egg count, a general event's kind). Keepers write English and Bulgarian, often
 * mixed on one sheet, so both vocabularies are always on, whatever language tesseract read with.
 *
 * Matching works on `foldText`, which keeps the text's length so that a match's position is also
 * its position in the text as read. Keywords are stems where Bulgarian inflects ("мишк*" for
 * мишка, мишки, мишката); a keyword matches whole words only (JavaScript's `\b` knows no
 * Cyrillic, so the boundaries here are Unicode letter lookarounds).
 */
import type { WeightUnit } from '../schemas/auth';
import type { BreedingEventType } from '../schemas/breeding-log';
import type { EventType } from '../schemas/event-log';
import type { FeedingOutcome } from '../schemas/feeding-log';
import { parseDecimal, toCm, toGrams } from '../rules/units';
import type { OcrEventType } from './rows';

// ---------------------------------------------------------------------------------------------
// Folding and keywords

/** Latin letters tesseract puts inside Cyrillic words (they look the same): read as Cyrillic there. */
const LATIN_LOOKALIKES: Readonly<Record<string, string>> = {
  A: 'А', B: 'В', C: 'С', E: 'Е', H: 'Н', K: 'К', M: 'М', O: 'О', P: 'Р', T: 'Т', X: 'Х', Y: 'У',
  a: 'а', c: 'с', e: 'е', k: 'к', o: 'о', p: 'р', x: 'х', y: 'у',
};
const CYRILLIC = /\p{Script=Cyrillic}/u;

/** One UTF-16 unit in, one out: lower case without its diacritic (й reads as и, é as e). */
function foldUnit(ch: string): string {
  const base = ch.normalize('NFD').charAt(0) || ch;
  const lower = base.toLowerCase();
  return lower.length === 1 ? lower : base;
}

/**
 * Text for keyword matching: lower case, diacritics off, Latin look-alikes inside Cyrillic words
 * read as Cyrillic. Exactly as long as the input (index i here is index i there).
 */
export function foldText(text: string): string {
  const scripts = text.replace(/\p{L}+/gu, (word) => (CYRILLIC.test(word) ? word.replace(/[A-Za-z]/g, (c) => LATIN_LOOKALIKES[c] ?? c) : word));
  let out = '';
  for (let i = 0; i < scripts.length; i++) out += foldUnit(scripts.charAt(i));
  return out;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One keyword as a pattern: words separated by any spaces, a trailing `*` for any ending. */
function keywordSource(keyword: string): string {
  return foldText(keyword.trim())
    .split(/\s+/)
    .map((word) => (word.endsWith('*') ? `${escapeRegExp(word.slice(0, -1))}\\p{L}*` : escapeRegExp(word)))
    .join('\\s+');
}

/**
 * A matcher for any of `keywords` as whole words of folded text. Digits may touch a keyword
 * ("2mice": tesseract drops spaces), letters may not ("deworm" is not "worm").
 */
export function keywordRegExp(keywords: readonly string[]): RegExp {
  const alternatives = [...keywords].map(keywordSource).sort((a, b) => b.length - a.length);
  return new RegExp(`(?<!\\p{L})(?:${alternatives.join('|')})(?!\\p{L})`, 'u');
}

/** The entry whose matcher hits earliest in `folded` (ties go to the earlier entry), or null. */
export function earliestMatch<T>(folded: string, table: readonly (readonly [T, RegExp])[]): T | null {
  let best: { value: T; index: number } | null = null;
  for (const [value, re] of table) {
    const m = re.exec(folded);
    if (m && (best === null || m.index < best.index)) best = { value, index: m.index };
  }
  return best?.value ?? null;
}

// ---------------------------------------------------------------------------------------------
// Vocabularies (folded when compiled, so they are written as keepers write them)

/** Verbs and outcomes of feeding: they say "feeding" but are not the food. */
const FEEDING_VERBS = [
  'fed', 'feed', 'feeds', 'feeding', 'ate', 'eat', 'eats', 'eaten', 'eating', 'offered',
  'хранен*', 'храня', 'храни*', 'нахран*', 'яде', 'ял', 'яла', 'яло', 'изяд*', 'изял*', 'предложен*',
];
const REGURGITATED = ['regurg*', 'vomit*', 'threw up', 'puked', 'повърн*'];
const REFUSED = [
  'refus*', 'reject*', 'declin*', 'not eat*', "didn't eat*", 'didnt eat*', "won't eat*", 'wont eat*',
  'отказ*', 'не яде', 'не ял*', 'не е ял*', 'не изяд*', 'не е изял*', 'не иска',
];
/** Prey and other food, singular and plural. */
const FOODS = [
  'mouse', 'mice', 'rat', 'rats', 'pinky', 'pinkie*', 'fuzzy', 'fuzzies', 'hopper*', 'weaner*', 'cricket*', 'roach*',
  'dubia*', 'locust*', 'mealworm*', 'superworm*', 'waxworm*', 'hornworm*', 'worm', 'worms', 'chick', 'chicks', 'quail*',
  'fish', 'prey', 'insect*', 'greens', 'salad*', 'veg*', 'fruit*', 'food',
  'храна', 'мишк*', 'мишл*', 'плъх*', 'щур*', 'хлебарк*', 'скакал*', 'червей*', 'пиле*', 'пъдпъд*', 'риб*', 'насеком*',
  'зеленчу*', 'салат*', 'плод*',
];
const SHEDDING = [
  'shed*', 'slough*', 'moult*', 'molt*', 'ecdysis', 'skin',
  'смяна на кож*', 'смени кож*', 'сменя кож*', 'сменил* кож*', 'лине*', 'линя*', 'кожа', 'кожата',
];
const SHED_INCOMPLETE = [
  'stuck', 'incomplete', 'partial*', 'retain*', 'not complete', 'pieces', 'bad', 'poor',
  'незавърш*', 'заседна*', 'непълн*', 'частичн*', 'на парчета', 'не е завърш*', 'остатъ*', 'лош*',
];
const MEASURING = ['weigh*', 'length*', 'measur*', 'тегл*', 'тежи', 'измер*', 'дължин*'];
const HEALTH = [
  'vet*', 'sick*', 'ill', 'illness', 'mite*', 'parasit*', 'wound*', 'burn*', 'injur*', 'infect*', 'respiratory',
  'abscess*', 'stomatitis', 'mouth rot', 'scale rot', 'blister*', 'swollen', 'swelling', 'letharg*', 'diarrh*',
  'deworm*', 'medic*', 'antibiot*', 'treatment*', 'treated',
  'бол*', 'вет', 'ветеринар*', 'акар*', 'кърлеж*', 'паразит*', 'рана', 'рани', 'ранен*', 'изгор*', 'инфекц*',
  'лечени*', 'лекар*', 'лекув*', 'антибиот*', 'подут*', 'абсцес*', 'диари*', 'обезпаразит*',
];
const MATING = ['mating', 'mated', 'paired', 'pairing', 'lock', 'locked', 'locking', 'copulat*', 'чифтос*', 'съвкуп*'];
const LAYING = ['laid', 'laying', 'снес*', 'снас*'];
const HATCHING = ['hatch*', 'излюп*', 'люпене', 'люпи*'];
/** Breeding, but none of the events above: recorded as 'other'. */
const BREEDING_OTHER = ['gravid', 'ovulat*', 'incubat*', 'бременн*', 'инкуб*', 'овулац*'];
/** Eggs and clutches alone mean a laying (checked after the other breeding words). */
const EGGS = ['egg', 'eggs', 'clutch*', 'яйц*'];
const CLEANING = ['clean*', 'disinfect*', 'wash*', 'почист*', 'изчист*', 'чист*', 'дезинф*', 'изми*'];
const MAINTENANCE = [
  'maintenance', 'bulb*', 'lamp*', 'substrate*', 'uv', 'uvb', 'heater*', 'heat mat*', 'thermostat*', 'light*',
  'поддръж*', 'ламп*', 'крушк*', 'субстрат*', 'нагревател*', 'термостат*', 'осветлени*',
];
const BEHAVIOUR = [
  'behav*', 'active', 'activity', 'inactive', 'bask*', 'hiding', 'burrow*', 'aggress*', 'defensive', 'climb*',
  'поведени*', 'активн*', 'агресив*', 'крие*', 'скри*', 'пече*',
];

/**
 * An Event column's names for the types that no keyword above names ("Feeding", "Линеене",
 * "Measurement" are keywords already): they decide the type, though they say nothing more.
 */
const TYPE_NAMES = {
  health: ['health', 'здраве'],
  breeding: ['breeding', 'размнож*'],
  event: ['event', 'събитие'],
} as const;

/**
 * Which kind of entry a line is, by the earliest keyword in it: sheets put the event column before
 * the details, so "Shed, weighed 350 g" is a shed and "Weighed 350 g after the shed" a weighing.
 */
const KIND_TABLE: readonly (readonly [OcrEventType, RegExp])[] = [
  ['feeding', keywordRegExp([...FEEDING_VERBS, ...REGURGITATED, ...REFUSED, ...FOODS])],
  ['shedding', keywordRegExp(SHEDDING)],
  ['health', keywordRegExp([...TYPE_NAMES.health, ...HEALTH])],
  ['breeding', keywordRegExp([...TYPE_NAMES.breeding, ...MATING, ...LAYING, ...HATCHING, ...BREEDING_OTHER, ...EGGS])],
  ['measurement', keywordRegExp(MEASURING)],
  ['event', keywordRegExp([...TYPE_NAMES.event, ...CLEANING, ...MAINTENANCE, ...BEHAVIOUR])],
];

/** Units too much like words to make a line a measurement on their own: "2 in the morning". */
const WORDLIKE_UNITS: ReadonlySet<string> = new Set(['in', 'm', 'м']);

/**
 * The event type of a row's details. Without a keyword, a weight or a length alone ("352 g")
 * is a measurement; anything else is a general event.
 */
export function readOcrEventType(details: string): OcrEventType {
  const kind = earliestMatch(foldText(details), KIND_TABLE);
  if (kind) return kind;
  return readAmounts(details).some((a) => !WORDLIKE_UNITS.has(a.unit)) ? 'measurement' : 'event';
}

/**
 * Whether the details say something a log records: a keyword of any kind, or a weight or length.
 * "Cleaned the tank" and "352 g" do; "HerpTrack", "Nagini, ball python" do not.
 */
export const namesAnEntry = (details: string): boolean =>
  earliestMatch(foldText(details), KIND_TABLE) !== null || readAmounts(details).length > 0;

// ---------------------------------------------------------------------------------------------
// Amounts

/** Canonical units (schemas/growth-log.ts): grams and centimetres. */
export interface OcrAmount {
  kind: 'weight' | 'length';
  /** Grams for a weight, centimetres for a length. */
  value: number;
  /** The unit as read, folded ('g', 'кг', 'mm'). */
  unit: string;
  /** Where the number and its unit are in the text (end exclusive). */
  start: number;
  end: number;
}

type UnitDef = { kind: 'weight'; unit: WeightUnit } | { kind: 'length'; toCm: (value: number) => number };

const grams = (unit: WeightUnit): UnitDef => ({ kind: 'weight', unit });
const cm: UnitDef = { kind: 'length', toCm: (v) => toCm(v, 'cm') };
const inches: UnitDef = { kind: 'length', toCm: (v) => toCm(v, 'in') };
// units.ts knows the keeper's display units (cm, in); millimetres and metres are only ever read
// from a sheet, so their (exact) factors live here.
const mm: UnitDef = { kind: 'length', toCm: (v) => v / 10 };
const metres: UnitDef = { kind: 'length', toCm: (v) => v * 100 };

/**
 * Units as tesseract misreads them in some fonts, only where the misreading is no word and no
 * other unit, so that a number before it can mean nothing else: a serif "g" read as "¢" or "q",
 * "cm" read as "crn", "cn" or "c m" ("rn" for "m" is its commonest confusion), "mm" as "rnm",
 * "mrn" or "rnrn". A "g" read as "9" is a digit, not a letter: see MISREAD_GRAMS_NINE.
 */
const MISREAD_UNITS: readonly (readonly [string, UnitDef])[] = [
  ['¢', grams('g')], ['q', grams('g')],
  ['crn', cm], ['cn', cm], ['c m', cm],
  ['rnm', mm], ['mrn', mm], ['rnrn', mm],
];

/** Written units (a trailing `*` for any ending), with what they measure. */
const UNITS: readonly (readonly [string, UnitDef])[] = [
  ['g', grams('g')], ['gr', grams('g')], ['grs', grams('g')], ['gm', grams('g')], ['gms', grams('g')], ['gram*', grams('g')],
  ['г', grams('g')], ['гр', grams('g')], ['грам*', grams('g')],
  ['kg', grams('kg')], ['kgs', grams('kg')], ['kilo*', grams('kg')], ['кг', grams('kg')], ['кило*', grams('kg')],
  ['oz', grams('oz')], ['ounce*', grams('oz')], ['lb', grams('lb')], ['lbs', grams('lb')], ['pound*', grams('lb')],
  ['cm', cm], ['см', cm], ['mm', mm], ['мм', mm], ['m', metres], ['м', metres],
  ['in', inches], ['inch*', inches],
  ...MISREAD_UNITS,
];

/** Longest first, so "gr" is tried before "g". */
const UNIT_SOURCES = UNITS.map(([written]) => keywordSource(written)).sort((a, b) => b.length - a.length);
/** A number (either decimal separator) and a unit: "20g", "1,5 кг", "x20 g", "35.5cm". */
const AMOUNT = new RegExp(`(?<!\\p{N}[.,]?)(\\d+(?:[.,]\\d+)?)\\s?(${UNIT_SOURCES.join('|')})(?!\\p{L})\\.?`, 'gu');

const FOLDED_UNITS = UNITS.map(([written, def]) => [foldText(written), def] as const);

/** The unit an AMOUNT match read (exact names first in UNITS, so "in" is not "inch*"; "c m" as read with its spaces). */
function unitDef(folded: string): UnitDef | null {
  const unit = folded.replace(/\s+/g, ' ');
  for (const [w, def] of FOLDED_UNITS) {
    if (w.endsWith('*') ? unit.startsWith(w.slice(0, -1)) : unit === w) return def;
  }
  return null;
}

/**
 * "142 9": a serif "g" read as the digit 9. Read as grams only where a real 9 cannot stand: a lone
 * 9, one space after a number that follows no other number ("1 2 9" is a list), ending the text
 * or its clause (a comma, a semicolon, a closing bracket); and only when the text has no weight
 * written with a unit (then the 9 is something else). "2 mice 9 g", "9 eggs", "142 98", "1429"
 * and "142 9 mice" keep their 9.
 */
const MISREAD_GRAMS_NINE = /(?<!\p{N}[.,]?\s?)(\d+(?:[.,]\d+)?) 9\.?(?=\s*(?:[,;)]|$))/gu;

/** Every weight and length in the text, in order, converted to grams and centimetres. */
export function readAmounts(text: string): OcrAmount[] {
  const folded = foldText(text);
  const out: OcrAmount[] = [];
  for (const m of folded.matchAll(AMOUNT)) {
    const value = parseDecimal(m[1]);
    const unit = (m[2] ?? '').replace(/\s+/g, ' ');
    const def = unitDef(unit);
    if (value === null || !Number.isFinite(value) || def === null) continue;
    out.push({
      kind: def.kind,
      value: def.kind === 'weight' ? toGrams(value, def.unit) : def.toCm(value),
      unit,
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  if (out.some((a) => a.kind === 'weight')) return out;
  for (const m of folded.matchAll(MISREAD_GRAMS_NINE)) {
    const value = parseDecimal(m[1]);
    const start = m.index;
    if (value === null || !Number.isFinite(value) || out.some((a) => a.start < start + m[0].length && start < a.end)) continue;
    out.push({ kind: 'weight', value, unit: '9', start, end: start + m[0].length });
  }
  return out.sort((a, b) => a.start - b.start);
}

interface Span { start: number; end: number }

/** Blanks spans out (same length), so later patterns do not read them again. */
const blank = (text: string, spans: readonly Span[]) =>
  spans.reduce((t, s) => t.slice(0, s.start) + ' '.repeat(s.end - s.start) + t.slice(s.end), text);

/** A weighing or measuring: the first weight and the first length read (null when none). */
export function readMeasurement(details: string): { weightGrams: number | null; lengthCm: number | null } {
  const amounts = readAmounts(details);
  return {
    weightGrams: amounts.find((a) => a.kind === 'weight')?.value ?? null,
    lengthCm: amounts.find((a) => a.kind === 'length')?.value ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Feeding

export interface OcrFeeding {
  /** Items offered: the count written ("2 mice", "2x20g", "3 бр."), 1 when none. */
  count: number;
  /** The words naming the food, as written ("adult mice", "мишки"); null when none are left. */
  foodItem: string | null;
  /** Grams per item, not rounded (the log rounds); a total ("40 g total", "общо") is shared out. */
  sizePerItemGrams: number | null;
  outcome: FeedingOutcome;
}

const REGURGITATED_RE = keywordRegExp(REGURGITATED);
const REFUSED_RE = keywordRegExp(REFUSED);
const FOODS_RE = keywordRegExp(FOODS);
const TOTAL_RE = keywordRegExp(['total', 'общо', 'всичко']);

/** Regurgitated beats refused beats ate: "refused, then regurgitated" ends regurgitated. */
export function readFeedingOutcome(details: string): FeedingOutcome {
  const folded = foldText(details);
  if (REGURGITATED_RE.test(folded)) return 'regurgitated';
  if (REFUSED_RE.test(folded)) return 'refused';
  return 'ate';
}

/** "2x", "2 ×", "2 х" (Cyrillic): a count. */
const COUNT_TIMES = /(?<!\p{N}[.,]?)(\d+)\s*[x×х](?!\p{L})/u;
/** "mice x2", "× 3": a count after the food. */
const COUNT_TIMES_AFTER = /(?<!\p{L})[x×х]\s*(\d+)(?!\p{N}|[.,]\d)/u;
/** "3 бр.", "3 pcs": a count. */
const COUNT_PIECES = /(?<!\p{N}[.,]?)(\d+)\s*(?:бр|pcs|pc|pieces|piece)(?!\p{L})\.?/u;
/** Any whole number left once the amounts are blanked out: "2 mice". */
const COUNT_PLAIN = /(?<!\p{N}[.,]?)(\d+)(?!\p{N}|[.,]\d)/u;
/**
 * "lrat", "Imouse": a count of 1 read as l, I or | and run into the food's name (tesseract drops
 * the space). Only before a food word, which no English or Bulgarian word continues that way.
 */
const COUNT_ONE_GLUED = new RegExp(`(?<![\\p{L}\\p{N}])[li|](?=(?:${FOODS.map(keywordSource).join('|')})(?!\\p{L}))`, 'u');
/** The schemas' ceiling for a count (ManualFeedingItem.count, BreedingLog.outcomeCount). */
const MAX_COUNT = 10_000;

/** A word that is not the food: a feeding verb, an outcome, a filler or a count marker. */
const NOT_FOOD = new RegExp(`^(?:${keywordRegExp([
  ...FEEDING_VERBS, ...REGURGITATED, ...REFUSED,
  'not', 'no', 'did', "didn't", 'didnt', "won't", 'wont', 'threw', 'up', 'each', 'per', 'of', 'a', 'an', 'the', 'and',
  'with', 'total', 'in', 'on', 'at', 'x', 'pcs', 'pc', 'piece', 'pieces', 'well', 'ok', 'good', 'all', 'size', 'sized',
  'не', 'е', 'по', 'общо', 'и', 'с', 'със', 'на', 'бр', 'от', 'всичко', 'всички', 'добре', 'размер',
]).source})$`, 'u');
/** ManualFeedingItem.foodItem's maximum length. */
const MAX_FOOD_ITEM = 100;

/**
 * The food's name: the words of the clause that names a food (else of the clause holding the
 * size or count, else of the first clause with any words), less verbs, fillers, numbers and
 * amounts. "Fed 2 adult mice 20g, hungry" → "adult mice"; "Fed 30 g, hungry" → none.
 * `masked` has its amounts and count blanked out; `anchor` is where the first of them was.
 */
function readFoodItem(masked: string, anchor: number | null): string | null {
  const folded = foldText(masked);
  const clauses: Span[] = [];
  let start = 0;
  for (const m of folded.matchAll(/[,;+]|\.(?=\s|$)/gu)) {
    clauses.push({ start, end: m.index });
    start = m.index + m[0].length;
  }
  clauses.push({ start, end: folded.length });
  // A clause's words that may name the food; "f/t" (frozen/thawed) is one word.
  const words = (c: Span) =>
    [...folded.slice(c.start, c.end).matchAll(/\p{L}[\p{L}'’/-]*/gu)]
      .filter((w) => !NOT_FOOD.test(w[0]))
      .map((w) => masked.slice(c.start + w.index, c.start + w.index + w[0].length));
  const clause =
    clauses.find((c) => FOODS_RE.test(folded.slice(c.start, c.end))) ??
    (anchor === null ? clauses.find((c) => words(c).length > 0) : clauses.find((c) => anchor >= c.start && anchor <= c.end));
  const chosen = clause ? words(clause) : [];
  let item = '';
  for (const word of chosen) {
    const next = item ? `${item} ${word}` : word;
    if (next.length > MAX_FOOD_ITEM) break;
    item = next;
  }
  return item || null;
}

/**
 * A hand-written feeding: count, food, size per item and outcome. One item only: "2 mice 20g,
 * 1 rat 50g" reads as the first (the whole line stays in the log's notes).
 */
export function readFeeding(details: string): OcrFeeding {
  const amounts = readAmounts(details);
  const masked = blank(details, amounts);
  const folded = foldText(masked);
  const glued = COUNT_ONE_GLUED.exec(folded);
  const counted = COUNT_TIMES.exec(folded) ?? COUNT_TIMES_AFTER.exec(folded) ?? COUNT_PIECES.exec(folded) ?? COUNT_PLAIN.exec(folded) ?? glued;
  const n = counted && counted !== glued ? Number(counted[1]) : 1;
  const count = n >= 1 && n <= MAX_COUNT ? n : 1;
  const weight = amounts.find((a) => a.kind === 'weight')?.value ?? null;
  const sizePerItemGrams = weight === null ? null : TOTAL_RE.test(foldText(details)) ? weight / count : weight;
  const anchor = Math.min(counted?.index ?? Infinity, amounts[0]?.start ?? Infinity);
  const foodItem = readFoodItem(
    counted ? blank(masked, [{ start: counted.index, end: counted.index + counted[0].length }]) : masked,
    Number.isFinite(anchor) ? anchor : null,
  );
  return { count, foodItem, sizePerItemGrams, outcome: readFeedingOutcome(details) };
}

// ---------------------------------------------------------------------------------------------
// Shedding, breeding, general events

const SHED_INCOMPLETE_RE = keywordRegExp(SHED_INCOMPLETE);

/** Most sheds come off whole: complete unless the line says stuck, partial, incomplete… */
export const readShedComplete = (details: string): boolean => !SHED_INCOMPLETE_RE.test(foldText(details));

const BREEDING_TABLE: readonly (readonly [BreedingEventType, RegExp])[] = [
  ['hatching', keywordRegExp(HATCHING)],
  ['laying', keywordRegExp(LAYING)],
  ['mating', keywordRegExp(MATING)],
  ['other', keywordRegExp(BREEDING_OTHER)],
  ['laying', keywordRegExp(EGGS)],
];
const EGG_COUNT = new RegExp(
  `(?<!\\p{N}[.,]?)(\\d+)\\s*(?:${['egg*', 'яйц*', 'hatchling*', 'bab*', 'бебет*', 'малки', 'малко'].map(keywordSource).join('|')})(?!\\p{L})`,
  'u',
);

export interface OcrBreeding {
  eventType: BreedingEventType;
  /** Eggs laid or hatched: the number before "eggs"/"яйца"/"babies"; for a laying or hatching, else any whole number. */
  count: number | null;
}

/**
 * The breeding event: hatching, then laying, then mating, by the first list that has a word in
 * the line ("hatched 5 eggs" is a hatching, "laid 6 eggs" a laying, "6 eggs" a laying).
 */
export function readBreeding(details: string): OcrBreeding {
  const folded = foldText(details);
  const eventType = BREEDING_TABLE.find(([, re]) => re.test(folded))?.[0] ?? 'other';
  const masked = blank(folded, readAmounts(details));
  const eggs = EGG_COUNT.exec(masked);
  const plain = eventType === 'laying' || eventType === 'hatching' ? COUNT_PLAIN.exec(masked) : null;
  const raw = eggs?.[1] ?? plain?.[1];
  const n = raw === undefined ? null : Number(raw);
  return { eventType, count: n !== null && n <= MAX_COUNT ? n : null };
}

const EVENT_TABLE: readonly (readonly [EventType, RegExp])[] = [
  ['cleaning', keywordRegExp(CLEANING)],
  ['maintenance', keywordRegExp(MAINTENANCE)],
  ['behaviorNote', keywordRegExp(BEHAVIOUR)],
];

/** A general event's kind, by its earliest keyword ("cleaned, new bulb" is a cleaning); else 'other'. */
export const readEventKind = (details: string): EventType => earliestMatch(foldText(details), EVENT_TABLE) ?? 'other';
