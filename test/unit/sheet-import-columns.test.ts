/**
 * What each column of a keeper's spreadsheet holds (issue 30): its role and unit guessed from the
 * header in English or Bulgarian, HerpTrack's own export columns and a MorphMarket listing's, one
 * role per column, a name column over an id column, and the names animals are matched by.
 */
import { describe, expect, it } from 'vitest';
import { animalKey, guessColumns, headerUnit, isLogSheet, knownLayout, roleOfHeader, type ImportRole, type SheetUnit } from '../../shared/sheet-import/columns';

describe('roleOfHeader and headerUnit: a header by itself', () => {
  it.each<[string, ImportRole, SheetUnit | null]>([
    // The log's date, in both languages.
    ['Date', 'date', null],
    ['Дата', 'date', null],
    ['Кога', 'date', null],
    // Weights and the unit a header names; grams when it names none.
    ['Weight (g)', 'weight', 'g'],
    ['Weight', 'weight', 'g'],
    ['Weight (kg)', 'weight', 'kg'],
    ['Weight (oz)', 'weight', 'oz'],
    ['Weight (lbs)', 'weight', 'lb'],
    ['Тегло', 'weight', 'g'],
    ['Тегло (кг)', 'weight', 'kg'],
    ['Тегло, гр', 'weight', 'g'],
    ['Маса, кг', 'weight', 'kg'],
    // The food, and the food's size (not the animal's weight).
    ['Prey', 'food', null],
    ['Food', 'food', null],
    ['Храна', 'food', null],
    ['Хранене', 'food', null],
    ['Prey weight (g)', 'itemGrams', 'g'],
    ['Тегло на храната', 'itemGrams', 'g'],
    ['Count', 'count', null],
    ['Брой', 'count', null],
    ['Outcome', 'outcome', null],
    // The animal and its profile.
    ['Животно', 'animal', null],
    ['Име', 'animal', null],
    ['Name', 'animal', null],
    ['Вид', 'species', null],
    ['Species', 'species', null],
    ['Пол', 'sex', null],
    ['Sex', 'sex', null],
    ['Дата на излюпване', 'hatchDate', null],
    ['Hatch date', 'hatchDate', null],
    ['Morph', 'morphs', null],
    // Lengths and their units; centimetres when none is named.
    ['Length (in)', 'length', 'in'],
    ['Length (mm)', 'length', 'mm'],
    ['Length', 'length', 'cm'],
    ['Дължина, см', 'length', 'cm'],
    ['Дължина (мм)', 'length', 'mm'],
    // Sheds, health, the kind of entry, notes.
    ['Shed', 'shed', null],
    ['Линеене', 'shed', null],
    ['Issue', 'issue', null],
    ['Severity', 'severity', null],
    ['Treatment', 'treatment', null],
    ['Status', 'status', null],
    ['Type', 'kind', null],
    ['Тип', 'kind', null],
    ['Бележки', 'notes', null],
    ['Notes', 'notes', null],
    ['Comments', 'notes', null],
  ])('%j → %s (%s)', (header, role, unit) => {
    expect(roleOfHeader(header)).toBe(role);
    expect(headerUnit(header, role)).toBe(unit);
  });

  it.each<[string, ImportRole, SheetUnit | null]>([
    ['reptileName', 'animal', null],
    ['weightGrams', 'weight', 'g'],
    ['lengthCm', 'length', 'cm'],
    ['items', 'food', null],
    ['observations', 'notes', null],
    ['description', 'notes', null],
    ['complete', 'shedComplete', null],
    ['eventType', 'eventType', null],
    ['resolvedDate', 'resolvedDate', null],
    ['hatchDate', 'hatchDate', null],
    ['id', 'ignore', null],
    ['reptileId', 'ignore', null],
    ['sourceKind', 'ignore', null],
    ['totalGrams', 'ignore', null],
    ['feedingIntervalDays', 'ignore', null],
  ])('HerpTrack export column %j → %s', (header, role, unit) => {
    expect(roleOfHeader(header)).toBe(role);
    expect(headerUnit(header, role)).toBe(unit);
  });

  it.each([
    ['Category', 'species'],
    ['Title', 'animal'],
    ['Serial', 'animal'],
    ['Animal Id', 'animal'],
    ['Sex', 'sex'],
    ['Maturity', 'ignore'],
    ['Dob', 'hatchDate'],
    ['Birth Date', 'hatchDate'],
    ['Traits', 'morphs'],
    ['Price', 'ignore'],
    ['Photo_Urls', 'ignore'],
  ])('MorphMarket column %j → %s', (header, role) => {
    expect(roleOfHeader(header)).toBe(role);
  });

  it.each(['', 'Column 7', 'xyz'])('%j names nothing: ignore', (header) => {
    expect(roleOfHeader(header)).toBe('ignore');
  });

  // Findings: headers a keeper would expect read otherwise.
  it('"Дата на раждане" (date of birth) is the hatch date, not the log date', () => {
    // Today: 'date', which turns a Bulgarian animals sheet into a logs sheet with nothing to log.
    expect(roleOfHeader('Дата на раждане')).toBe('hatchDate');
  });
  it.each(['Вид храна', 'Тип храна', 'Prey type'])('%j (the kind of food) is the food column', (header) => {
    // Today: 'Вид храна' is the species and 'Тип храна' / 'Prey type' the kind of entry.
    expect(roleOfHeader(header)).toBe('food');
  });
  it('"Feeding" is the food column, as "Хранене" is', () => {
    // Today: 'ignore'.
    expect(roleOfHeader('Feeding')).toBe('food');
  });
});

describe('guessColumns: the whole header row', () => {
  const roles = (headers: string[]) => guessColumns(headers).map((c) => c.role);

  it('reads a Bulgarian logs sheet', () => {
    expect(guessColumns(['Дата', 'Животно', 'Храна', 'Тегло (кг)', 'Дължина, см', 'Бележки'])).toEqual([
      { role: 'date', unit: null }, { role: 'animal', unit: null }, { role: 'food', unit: null },
      { role: 'weight', unit: 'kg' }, { role: 'length', unit: 'cm' }, { role: 'notes', unit: null },
    ]);
  });

  it('tells the food size from the weight and the hatch date from the date', () => {
    expect(guessColumns(['Date', 'Animal', 'Prey', 'Prey weight (g)', 'Weight (oz)', 'Length (in)', 'Дата на излюпване'])).toEqual([
      { role: 'date', unit: null }, { role: 'animal', unit: null }, { role: 'food', unit: null }, { role: 'itemGrams', unit: 'g' },
      { role: 'weight', unit: 'oz' }, { role: 'length', unit: 'in' }, { role: 'hatchDate', unit: null },
    ]);
  });

  it.each<[string, string[], ImportRole[]]>([
    ['a second Notes column is not read', ['Date', 'Animal', 'Notes', 'Weight', 'Notes'], ['date', 'animal', 'notes', 'weight', 'ignore']],
    ['a second date column is not read', ['Date', 'Дата', 'Animal', 'Weight'], ['date', 'ignore', 'animal', 'weight']],
    ['a second weight column is not read', ['Date', 'Animal', 'Weight (g)', 'Тегло (кг)'], ['date', 'animal', 'weight', 'ignore']],
    ['a name column beats an id column before it', ['Animal Id', 'Name', 'Species'], ['ignore', 'animal', 'species']],
    ['a name column beats an id column after it', ['Име', 'Serial', 'Вид'], ['animal', 'ignore', 'species']],
    ['an id column alone names the animal', ['Serial', 'Species'], ['animal', 'species']],
  ])('%s', (_, headers, expected) => {
    expect(roles(headers)).toEqual(expected);
  });

  it('reads HerpTrack growth, shed and event exports', () => {
    expect(roles(['id', 'reptileId', 'reptileName', 'date', 'weightGrams', 'lengthCm', 'notes'])).toEqual(['ignore', 'ignore', 'animal', 'date', 'weight', 'length', 'notes']);
    expect(roles(['id', 'reptileId', 'reptileName', 'date', 'complete', 'observations'])).toEqual(['ignore', 'ignore', 'animal', 'date', 'shedComplete', 'notes']);
    expect(roles(['id', 'reptileId', 'reptileName', 'date', 'eventType', 'description'])).toEqual(['ignore', 'ignore', 'animal', 'date', 'eventType', 'notes']);
    expect(guessColumns(['weightGrams', 'lengthCm']).map((c) => c.unit)).toEqual(['g', 'cm']);
  });

  it('reads a HerpTrack feedings export', () => {
    expect(roles(['id', 'reptileId', 'reptileName', 'date', 'outcome', 'sourceKind', 'items', 'feederId', 'quantity', 'deductFromInventory', 'totalGrams', 'notes']))
      .toEqual(['ignore', 'ignore', 'animal', 'date', 'outcome', 'ignore', 'food', 'ignore', 'ignore', 'ignore', 'ignore', 'notes']);
  });

  it('reads a MorphMarket listing file by its Title (the listing\'s name for the animal), Serial and Price left out', () => {
    const headers = ['Category', 'Title', 'Serial', 'Sex', 'Maturity', 'Dob', 'Traits', 'Price'];
    expect(roles(headers)).toEqual(['species', 'animal', 'ignore', 'sex', 'ignore', 'hatchDate', 'morphs', 'ignore']);
    expect(knownLayout(headers)).toBe('morphmarket');
    expect(isLogSheet(guessColumns(headers))).toBe(false);
  });

  it('gives a unit only to a measure column', () => {
    for (const c of guessColumns(['Date', 'Animal', 'Food', 'Notes'])) expect(c.unit).toBeNull();
  });
});

describe('knownLayout', () => {
  it.each<[string[], ReturnType<typeof knownLayout>]>([
    [['id', 'reptileId', 'reptileName', 'date', 'weightGrams', 'lengthCm', 'notes'], 'herptrack'],
    [['id', 'name', 'species', 'hatchDate', 'sex', 'morphs'], 'herptrack'],
    [['Category', 'Title', 'Serial', 'Sex', 'Maturity', 'Dob', 'Traits', 'Price'], 'morphmarket'],
    [['Title', 'Serial', 'Traits'], 'morphmarket'],
    [['Category', 'Animal Id', 'Maturity'], 'morphmarket'],
    [['Date', 'Animal', 'Food', 'Weight'], null],
    [['Дата', 'Животно', 'Храна'], null],
    [['Name', 'Species', 'Sex'], null],
  ])('%j → %s', (headers, layout) => {
    expect(knownLayout(headers)).toBe(layout);
  });
});

describe('isLogSheet', () => {
  it.each<[string[], boolean]>([
    [['Date', 'Animal', 'Weight'], true],
    [['Дата', 'Животно', 'Храна'], true],
    [['Name', 'Species', 'Hatch date'], false],
    [['Име', 'Вид', 'Пол', 'Дата на излюпване'], false],
  ])('%j → %s', (headers, logs) => {
    expect(isLogSheet(guessColumns(headers))).toBe(logs);
  });
});

describe('animalKey', () => {
  it.each([
    ['Nagini', 'nagini '],
    ['NAGINI', 'nagini'],
    ['Mr  Slither', 'mr slither'],
    ['Нагини', 'нагини'],
    ['Café', 'Cafe\u0301'],
  ])('%j and %j are one animal', (a, b) => {
    expect(animalKey(a)).toBe(animalKey(b));
  });

  it.each([
    ['Nagini', 'Nagini 2'],
    ['Zeus', 'Zeús'],
  ])('%j and %j are two animals', (a, b) => {
    expect(animalKey(a)).not.toBe(animalKey(b));
  });
});
