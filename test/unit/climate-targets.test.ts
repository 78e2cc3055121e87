/**
 * Target climate: species rows by any name a keeper types, every row sane, the keeper's own ranges
 * winning spot by spot, and which values of a reading are flagged, on each side of each range.
 */
import { describe, expect, it } from 'vitest';
import { CLIMATE_TABLE, climateRowFor, enclosureTargets, flagsOf, targetsOfRow, type ClimateTargets } from '../../shared/enclosures/climate-targets';
import { TEMPERATURE_MAX_C, TEMPERATURE_MIN_C } from '../../shared/schemas/climate';

describe('species rows', () => {
  it.each([
    ['Ball python', 'ballPython'], ['Python regius (pastel)', 'ballPython'], ['Кралски питон', 'ballPython'],
    ['Corn snake', 'cornSnake'], ['Pantherophis guttatus', 'cornSnake'], ['Маисова змия', 'cornSnake'],
    ['Leopard gecko', 'leopardGecko'], ['Eublepharis macularius', 'leopardGecko'],
    ['Crested gecko', 'crestedGecko'], ['Correlophus ciliatus', 'crestedGecko'],
    ['Bearded dragon', 'beardedDragon'], ['Pogona vitticeps', 'beardedDragon'], ['Брадата агама', 'beardedDragon'],
    ['Boa constrictor imperator', 'boaConstrictor'], ['Red-tailed boa', 'boaConstrictor'],
    ['California kingsnake', 'kingSnake'], ['Lampropeltis getula', 'kingSnake'], ['Кралска змия', 'kingSnake'],
    ['Pueblan milk snake', 'milkSnake'], ['Lampropeltis triangulum', 'milkSnake'],
    ['Blue-tongued skink', 'blueTonguedSkink'], ['Tiliqua scincoides', 'blueTonguedSkink'],
    ['Western hognose', 'westernHognose'], ['Heterodon nasicus', 'westernHognose'],
    ['Kenyan sand boa', 'kenyanSandBoa'], ['Eryx colubrinus', 'kenyanSandBoa'],
    ['Gargoyle gecko', 'gargoyleGecko'], ['Rhacodactylus auriculatus', 'gargoyleGecko'],
    ['African fat-tailed gecko', 'africanFatTailedGecko'], ['Hemitheconyx caudicinctus', 'africanFatTailedGecko'],
    ['Veiled chameleon', 'veiledChameleon'], ['Chamaeleo calyptratus', 'veiledChameleon'],
    ['Uromastyx ornata', 'uromastyx'], ['Уромастикс', 'uromastyx'],
    ['Реснитчест гекон', 'crestedGecko'], ['Синьоезичен сцинк', 'blueTonguedSkink'], ['Кенийска пясъчна боа', 'kenyanSandBoa'],
    ['Йеменски хамелеон', 'veiledChameleon'], ['Млечна змия', 'milkSnake'], ['Западна свиноноса змия', 'westernHognose'],
    ['Green iguana', null], ['', null], ['Gecko', null], ['Python', null],
  ])('%s -> %s', (species, id) => {
    expect(climateRowFor(species)?.id ?? null).toBe(id);
  });

  it.each(CLIMATE_TABLE.map((row) => [row.id, row] as const))('%s has ranges a thermometer can show, cool below hot below basking', (_id, row) => {
    const t = targetsOfRow(row);
    for (const range of Object.values(t)) expect(range.min).toBeLessThanOrEqual(range.max);
    for (const spot of ['hotC', 'coolC', 'baskingC', 'ambientC'] as const) {
      expect(t[spot].min).toBeGreaterThanOrEqual(TEMPERATURE_MIN_C);
      expect(t[spot].max).toBeLessThanOrEqual(TEMPERATURE_MAX_C);
    }
    expect(t.coolC.max).toBeLessThanOrEqual(t.hotC.max);
    expect(t.hotC.max).toBeLessThanOrEqual(t.baskingC.max);
    expect(row.nightMinC).toBeLessThanOrEqual(t.coolC.min);
    expect(t.humidityPct.min).toBeGreaterThanOrEqual(0);
    expect(t.humidityPct.max).toBeLessThanOrEqual(100);
  });
});

describe('enclosure targets', () => {
  it('takes the first resident species the table knows', () => {
    expect(enclosureTargets(['Green iguana', 'Python regius'])).toMatchObject({ speciesId: 'ballPython', own: [], targets: { hotC: { min: 30, max: 33 }, ambientC: { min: 22, max: 33 } } });
  });
  it('lets the keeper own ranges win spot by spot, and drops a range that is upside down', () => {
    const got = enclosureTargets(['Ball python'], { hotC: { min: 31, max: 34 }, humidityPct: { min: 80, max: 60 } });
    expect(got?.own).toEqual(['hotC']);
    expect(got?.targets.hotC).toEqual({ min: 31, max: 34 });
    expect(got?.targets.humidityPct).toEqual({ min: 55, max: 75 });
  });
  it('has the keeper own ranges for an unknown species, and nothing when there are none', () => {
    expect(enclosureTargets(['Green iguana'], { baskingC: { min: 35, max: 40 } })).toEqual({ speciesId: null, own: ['baskingC'], targets: { baskingC: { min: 35, max: 40 } } });
    expect(enclosureTargets(['Green iguana'])).toBeNull();
    expect(enclosureTargets([])).toBeNull();
  });
});

describe('flags', () => {
  const ball = enclosureTargets(['Ball python'])?.targets as ClimateTargets;
  it.each([
    ['hot side above', { hotC: 36.5 }, [{ spot: 'hotC', value: 36.5, kind: 'tooHot', limit: 33 }]],
    ['hot side at the top end', { hotC: 33 }, []],
    ['hot side at the bottom end', { hotC: 30 }, []],
    ['cool side below', { coolC: 21.9 }, [{ spot: 'coolC', value: 21.9, kind: 'tooCold', limit: 24 }]],
    ['basking above', { baskingC: 40 }, [{ spot: 'baskingC', value: 40, kind: 'tooHot', limit: 35 }]],
    ['night air below', { ambientC: 19 }, [{ spot: 'ambientC', value: 19, kind: 'tooCold', limit: 22 }]],
    ['humidity below', { humidityPct: 40 }, [{ spot: 'humidityPct', value: 40, kind: 'tooDry', limit: 55 }]],
    ['humidity above', { humidityPct: 90 }, [{ spot: 'humidityPct', value: 90, kind: 'tooHumid', limit: 75 }]],
    ['nulls are not judged', { hotC: null, humidityPct: null }, []],
    ['two at once, in spot order', { humidityPct: 95, hotC: 20 }, [{ spot: 'hotC', value: 20, kind: 'tooCold', limit: 30 }, { spot: 'humidityPct', value: 95, kind: 'tooHumid', limit: 75 }]],
  ])('%s', (_name, reading, flags) => {
    expect(flagsOf(reading, ball)).toEqual(flags);
  });
  it('judges no spot without a range', () => {
    expect(flagsOf({ hotC: 60, humidityPct: 5 }, { humidityPct: { min: 40, max: 60 } })).toEqual([{ spot: 'humidityPct', value: 5, kind: 'tooDry', limit: 40 }]);
  });
});
