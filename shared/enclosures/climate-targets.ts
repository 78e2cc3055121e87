/**
 * Target climate of an enclosure (issue 28): per species, the ranges of the hot side, the cool
 * side, the basking spot, the ambient air (its minimum is the night low) and the humidity; and
 * which values of a reading fall outside them. A keeper's own ranges for an enclosure win over the
 * species' (they know their animal and their thermometer); a species no row matches has no
 * targets, and nothing is flagged.
 *
 * Species names are free text, read the one way the feeding rhythm and incubation tables read them
 * (rules/species-match.ts): "Ball python (pastel)", "Python regius", "кралски питон".
 *
 * The numbers are the ranges widely published in keepers' care sheets (ReptiFiles-style species
 * guides, breeders' and veterinary husbandry sheets), rounded to whole degrees and taken at the
 * middle where sources differ. They are a guide to typical husbandry, not a prescription. All in
 * °C and % relative humidity; a range includes both ends.
 */
import type { TemperatureSpot } from '../schemas/climate';
import { speciesRow } from '../rules/species-match';

export interface Range {
  min: number;
  max: number;
}

export type ClimateSpot = TemperatureSpot | 'humidityPct';
export const CLIMATE_SPOTS = ['hotC', 'coolC', 'baskingC', 'ambientC', 'humidityPct'] as const satisfies readonly ClimateSpot[];

/** A range for every spot a reading may have. */
export type ClimateTargets = Readonly<Record<ClimateSpot, Range>>;

export interface ClimateRow {
  id: string;
  aliases: readonly (readonly string[])[];
  hotC: Range;
  coolC: Range;
  baskingC: Range;
  /** The lowest the air may fall to at night; the ambient air's highest is the hot side's. */
  nightMinC: number;
  humidityPct: Range;
}

const r = (min: number, max: number): Range => ({ min, max });

/** First matching row wins; English common, scientific and Bulgarian names. */
export const CLIMATE_TABLE: readonly ClimateRow[] = [
  // Rainforest-edge savannah snake: warm and fairly humid; below 22 °C at night digestion stalls.
  { id: 'ballPython', hotC: r(30, 33), coolC: r(24, 27), baskingC: r(32, 35), nightMinC: 22, humidityPct: r(55, 75),
    aliases: [['ball', 'python'], ['royal', 'python'], ['regius'], ['кралск', 'питон'], ['топковид', 'питон']] },
  // Temperate colubrid: room temperature at night is fine.
  { id: 'cornSnake', hotC: r(28, 30), coolC: r(22, 26), baskingC: r(30, 32), nightMinC: 18, humidityPct: r(40, 60),
    aliases: [['corn', 'snake'], ['guttat'], ['маисов', 'зми'], ['царевичн', 'зми']] },
  // Arid crepuscular gecko: a warm belly spot, dry air (a humid hide is not the room's humidity).
  { id: 'leopardGecko', hotC: r(28, 32), coolC: r(22, 26), baskingC: r(32, 36), nightMinC: 18, humidityPct: r(30, 40),
    aliases: [['leopard', 'gecko'], ['eublepharis'], ['леопард', 'гекон']] },
  // Montane New Caledonian gecko: suffers above 28 °C, so its "basking" is only a warm corner.
  { id: 'crestedGecko', hotC: r(24, 27), coolC: r(21, 24), baskingC: r(26, 28), nightMinC: 18, humidityPct: r(50, 80),
    aliases: [['crested', 'gecko'], ['correlophus'], ['ciliatus'], ['гребенест', 'гекон'], ['ресни', 'гекон']] },
  { id: 'gargoyleGecko', hotC: r(24, 27), coolC: r(21, 24), baskingC: r(26, 29), nightMinC: 18, humidityPct: r(50, 80),
    aliases: [['gargoyle', 'gecko'], ['auriculatus'], ['гаргойл']] },
  // Before the leopard gecko's row would not matter (no shared stems), but it keeps relatives together.
  { id: 'africanFatTailedGecko', hotC: r(29, 32), coolC: r(24, 27), baskingC: r(32, 35), nightMinC: 21, humidityPct: r(50, 70),
    aliases: [['fat', 'tail', 'gecko'], ['hemitheconyx'], ['дебелоопаш', 'гекон']] },
  // Desert lizard: a very hot basking spot and dry air.
  { id: 'beardedDragon', hotC: r(30, 35), coolC: r(24, 29), baskingC: r(38, 43), nightMinC: 18, humidityPct: r(30, 40),
    aliases: [['bearded', 'dragon'], ['pogona'], ['брадат', 'агам'], ['брадат', 'дракон']] },
  { id: 'boaConstrictor', hotC: r(29, 32), coolC: r(24, 27), baskingC: r(31, 34), nightMinC: 22, humidityPct: r(60, 80),
    aliases: [['boa', 'constrictor'], ['боа', 'констриктор'], ['red', 'tail', 'boa']] },
  // Before the king snake: "milk snake" and "kingsnake" are both Lampropeltis, told apart by name.
  { id: 'milkSnake', hotC: r(28, 30), coolC: r(22, 26), baskingC: r(30, 32), nightMinC: 18, humidityPct: r(40, 60),
    aliases: [['milk', 'snake'], ['milksnake'], ['triangulum'], ['млечн', 'зми']] },
  { id: 'kingSnake', hotC: r(28, 30), coolC: r(22, 26), baskingC: r(30, 32), nightMinC: 18, humidityPct: r(40, 60),
    aliases: [['king', 'snake'], ['kingsnake'], ['getula'], ['californiae'], ['кралск', 'зми'], ['кралск', 'смок']] },
  { id: 'blueTonguedSkink', hotC: r(32, 35), coolC: r(24, 28), baskingC: r(38, 42), nightMinC: 18, humidityPct: r(40, 60),
    aliases: [['blue', 'tongue'], ['tiliqua'], ['синьоез'], ['синеез']] },
  { id: 'westernHognose', hotC: r(30, 32), coolC: r(24, 27), baskingC: r(32, 35), nightMinC: 18, humidityPct: r(30, 50),
    aliases: [['hognose'], ['hog', 'nose'], ['heterodon'], ['свинонос']] },
  // Burrowing desert boa: heat from below, dry substrate.
  { id: 'kenyanSandBoa', hotC: r(30, 33), coolC: r(24, 27), baskingC: r(32, 35), nightMinC: 20, humidityPct: r(20, 40),
    aliases: [['sand', 'boa'], ['eryx'], ['gongylophis'], ['пясъч', 'боа']] },
  // Veiled chameleon: a night drop is healthy; humidity spikes after misting and dries between.
  { id: 'veiledChameleon', hotC: r(27, 30), coolC: r(22, 26), baskingC: r(32, 35), nightMinC: 16, humidityPct: r(40, 70),
    aliases: [['chameleon'], ['calyptratus'], ['хамелеон']] },
  // The hottest basking spot of the table, and the driest air.
  { id: 'uromastyx', hotC: r(35, 40), coolC: r(26, 30), baskingC: r(45, 52), nightMinC: 21, humidityPct: r(10, 30),
    aliases: [['uromastyx'], ['spiny', 'tail', 'lizard'], ['уромастикс'], ['бодлоопаш']] },
];

export const climateRowFor = (species: string): ClimateRow | null => speciesRow(CLIMATE_TABLE, species);

export const targetsOfRow = (row: ClimateRow): ClimateTargets => ({
  hotC: row.hotC, coolC: row.coolC, baskingC: row.baskingC, ambientC: r(row.nightMinC, row.hotC.max), humidityPct: row.humidityPct,
});

/** The keeper's own ranges for an enclosure: any spots, each whole. */
export type TargetOverrides = Partial<Record<ClimateSpot, Range>>;

export interface EnclosureTargets {
  targets: Partial<ClimateTargets>;
  /** The species row the defaults came from (its id), or null when none matched. */
  speciesId: string | null;
  /** Spots whose range is the keeper's own. */
  own: readonly ClimateSpot[];
}

/**
 * The ranges an enclosure's readings are held to: the keeper's own spot by spot, else those of
 * the first of its residents' species that the table knows. Null when there are none at all.
 */
export function enclosureTargets(species: readonly string[], overrides: TargetOverrides = {}): EnclosureTargets | null {
  const row = species.map(climateRowFor).find((x) => x !== null) ?? null;
  const base: Partial<ClimateTargets> = row ? targetsOfRow(row) : {};
  const own = CLIMATE_SPOTS.filter((s) => isRange(overrides[s]));
  const targets: Partial<Record<ClimateSpot, Range>> = { ...base };
  for (const s of own) targets[s] = overrides[s];
  if (!row && own.length === 0) return null;
  return { targets, speciesId: row?.id ?? null, own };
}

const isRange = (x: Range | undefined): x is Range => x !== undefined && Number.isFinite(x.min) && Number.isFinite(x.max) && x.min <= x.max;

export type FlagKind = 'tooHot' | 'tooCold' | 'tooDry' | 'tooHumid';

/** A value of a reading outside its range, and the end of the range it passed. */
export interface ClimateFlag {
  spot: ClimateSpot;
  value: number;
  kind: FlagKind;
  /** The range's max when above it, its min when below. */
  limit: number;
}

export type ReadingLike = Partial<Record<ClimateSpot, number | null>>;

/** The reading's values outside their ranges, in CLIMATE_SPOTS order; spots without a value or a range are not judged. */
export function flagsOf(reading: ReadingLike, targets: Partial<ClimateTargets>): ClimateFlag[] {
  return CLIMATE_SPOTS.flatMap((spot): ClimateFlag[] => {
    const value = reading[spot];
    const range = targets[spot];
    if (value === null || value === undefined || !range) return [];
    const humid = spot === 'humidityPct';
    if (value > range.max) return [{ spot, value, kind: humid ? 'tooHumid' : 'tooHot', limit: range.max }];
    if (value < range.min) return [{ spot, value, kind: humid ? 'tooDry' : 'tooCold', limit: range.min }];
    return [];
  });
}
