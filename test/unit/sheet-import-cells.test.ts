/**
 * One cell of a keeper's spreadsheet read as a value (issue 30), in English and Bulgarian:
 * weights and lengths with the unit in the cell or the column's, counts, the sex, a feeding's
 * outcome, a shed mark, a health entry's severity and status, date cells with spreadsheet day
 * numbers, and a morph cell read into genes of the animal's species.
 */
import { describe, expect, it } from 'vitest';
import { completeOf, countOf, healthStatusOf, INVALID, measureOf, outcomeOf, readDateCell, severityOf, sexOf, shedOf } from '../../shared/sheet-import/cells';
import type { SheetUnit } from '../../shared/sheet-import/columns';
import { morphsOf } from '../../shared/sheet-import/traits';
import { dayOf } from '../../shared/tabular/dates';
import type { Morph } from '../../shared/schemas/morphs';

describe('measureOf: weights in grams', () => {
  it.each<[string, SheetUnit, number]>([
    ['350', 'g', 350],
    ['350,5', 'g', 350.5],
    ['350.5', 'g', 350.5],
    [' 350 ', 'g', 350],
    ['1,2 kg', 'g', 1200],
    ['1.2kg', 'g', 1200],
    ['1,2 кг', 'g', 1200],
    ['12 oz', 'g', 340.194278],
    ['1.5 lb', 'g', 680.388555],
    ['1.5 lbs', 'g', 680.388555],
    ['350 гр', 'g', 350],
    ['350 гр.', 'g', 350],
    ['350 г', 'g', 350],
    ['350 грама', 'g', 350],
    // A unit in the cell wins over the column's.
    ['350 g', 'kg', 350],
    // A bare number is in the column's unit.
    ['1.2', 'kg', 1200],
    ['0.1', 'kg', 100],
    ['1,5', 'kg', 1500],
    ['12', 'oz', 340.194278],
    ['1.5', 'lb', 680.388555],
  ])('%j in a %s column → %d g', (cell, unit, grams) => {
    expect(measureOf(cell, 'weight', unit)).toBeCloseTo(grams, 5);
  });

  it.each<[string, SheetUnit]>([['big', 'g'], ['12 cm', 'g'], ['35 см', 'kg'], ['~350 g', 'g'], ['1 кг 200 г', 'g']])('%j in a %s column is not a weight (NaN)', (cell, unit) => {
    expect(measureOf(cell, 'weight', unit)).toBeNaN();
  });

  it.each(['', '  ', '-', '–', '?'])('%j is no weight (null)', (cell) => {
    expect(measureOf(cell, 'weight', 'g')).toBeNull();
  });
});

describe('measureOf: lengths in centimetres', () => {
  it.each<[string, SheetUnit, number]>([
    ['35', 'cm', 35],
    ['35,5', 'cm', 35.5],
    ['35 см', 'cm', 35],
    ['35 cm', 'cm', 35],
    ['350 mm', 'cm', 35],
    ['14 in', 'cm', 35.56],
    ['350', 'mm', 35],
    ['14', 'in', 35.56],
    ['35 cm', 'in', 35],
  ])('%j in a %s column → %d cm', (cell, unit, cm) => {
    expect(measureOf(cell, 'length', unit)).toBeCloseTo(cm, 5);
  });

  it.each(['long', '350 g', '1 кг'])('%j is not a length (NaN)', (cell) => {
    expect(measureOf(cell, 'length', 'cm')).toBeNaN();
  });

  it('14" (inches written with a quote mark, as US keepers do) is a length', () => {
    // Today: NaN, though a header "Length (")" is read as inches.
    expect(measureOf('14"', 'length', 'cm')).toBeCloseTo(35.56, 5);
  });
});

describe('countOf', () => {
  it.each<[string, number | null]>([
    ['2', 2],
    ['2 бр.', 2],
    ['3 pcs', 3],
    ['x2', 2],
    ['х2', 2],
    ['', null],
  ])('%j → %s', (cell, count) => {
    expect(countOf(cell)).toBe(count);
  });

  it.each(['0', '1.5', 'two', '-1'])('%j is not a count', (cell) => {
    expect(countOf(cell)).toBeNaN();
  });
});

describe('sexOf', () => {
  it.each([
    ['male', 'male'], ['Male', 'male'], ['M', 'male'], ['m', 'male'], ['1.0', 'male'], ['1,0', 'male'], ['1.0.0', 'male'], ['♂', 'male'],
    ['м', 'male'], ['М', 'male'], ['мъжки', 'male'], ['Мъжки', 'male'], ['мъжко', 'male'], ['самец', 'male'],
    ['female', 'female'], ['F', 'female'], ['0.1', 'female'], ['0,1', 'female'], ['♀', 'female'],
    ['ж', 'female'], ['Ж', 'female'], ['женски', 'female'], ['женско', 'female'], ['самка', 'female'],
    ['unknown', 'unknown'], ['unsexed', 'unknown'], ['?', 'unknown'], ['0.0.1', 'unknown'], ['N/A', 'unknown'], ['u', 'unknown'],
    ['неизвестен', 'unknown'], ['неопределен', 'unknown'],
  ])('%j → %s', (cell, sex) => {
    expect(sexOf(cell)).toBe(sex);
  });

  it.each(['boy', 'xx', 'maybe'])('%j is not a sex: invalid', (cell) => {
    expect(sexOf(cell)).toBe(INVALID);
  });

  it('an empty cell says nothing', () => {
    expect(sexOf(' ')).toBeNull();
  });
});

describe('outcomeOf', () => {
  it.each([
    ['yes', 'ate'], ['Yes', 'ate'], ['y', 'ate'], ['x', 'ate'], ['✓', 'ate'], ['1', 'ate'], ['TRUE', 'ate'], ['ate', 'ate'], ['eaten', 'ate'],
    ['да', 'ate'], ['Да', 'ate'], ['изяде', 'ate'], ['изял', 'ate'],
    ['no', 'refused'], ['No', 'refused'], ['n', 'refused'], ['0', 'refused'], ['FALSE', 'refused'], ['refused', 'refused'], ['Refused', 'refused'],
    ['declined', 'refused'], ["didn't eat", 'refused'], ['не', 'refused'], ['Не', 'refused'], ['отказа', 'refused'], ['Отказа', 'refused'],
    ['отказ', 'refused'], ['не яде', 'refused'], ['не е яла', 'refused'],
    ['regurgitated', 'regurgitated'], ['regurg', 'regurgitated'], ['повърна', 'regurgitated'],
  ])('%j → %s', (cell, outcome) => {
    expect(outcomeOf(cell)).toBe(outcome);
  });

  it('an empty cell says nothing', () => {
    expect(outcomeOf('')).toBeNull();
  });

  it.each(['missed', 'no interest', 'not interested', 'пропусна'])('%j (the animal did not eat) is not read as ate', (cell) => {
    // Today: any word the reader does not know is 'ate', with no problem to say so.
    expect(outcomeOf(cell)).not.toBe('ate');
  });
});

describe('shedOf', () => {
  it.each<[string, { complete: boolean } | null]>([
    ['x', { complete: true }], ['X', { complete: true }], ['yes', { complete: true }], ['да', { complete: true }], ['✓', { complete: true }],
    ['complete', { complete: true }], ['цяла', { complete: true }], ['true', { complete: true }],
    ['partial', { complete: false }], ['Partial', { complete: false }], ['stuck', { complete: false }], ['incomplete', { complete: false }],
    ['на парчета', { complete: false }], ['частично', { complete: false }], ['непълно', { complete: false }],
    ['no', null], ['No', null], ['не', null], ['0', null], ['', null],
  ])('%j → %j', (cell, shed) => {
    expect(shedOf(cell)).toEqual(shed);
  });

  it('"false" in a "Shed" column is no shed; in HerpTrack\'s "complete" column an incomplete one', () => {
    expect(shedOf('false')).toBeNull();
    expect(completeOf('false')).toBe(false);
    expect(completeOf('true')).toBe(true);
    expect(completeOf('цяла')).toBe(true);
    expect(completeOf('maybe')).toBe('invalid');
  });

  it('"bad shed" is an incomplete shed', () => {
    // Today: { complete: true }.
    expect(shedOf('bad shed')).toEqual({ complete: false });
  });
});

describe('severityOf and healthStatusOf', () => {
  it.each([
    ['mild', 'mild'], ['Mild', 'mild'], ['low', 'mild'], ['лека', 'mild'], ['слабо', 'mild'],
    ['moderate', 'moderate'], ['medium', 'moderate'], ['умерена', 'moderate'], ['средна', 'moderate'],
    ['severe', 'severe'], ['high', 'severe'], ['тежка', 'severe'], ['тежко', 'severe'], ['сериозно', 'severe'],
  ])('severity %j → %s', (cell, severity) => {
    expect(severityOf(cell)).toBe(severity);
  });

  it.each([
    ['ongoing', 'ongoing'], ['open', 'ongoing'], ['active', 'ongoing'], ['текущо', 'ongoing'], ['активно', 'ongoing'], ['Продължава', 'ongoing'],
    ['resolved', 'resolved'], ['Resolved', 'resolved'], ['healed', 'resolved'], ['closed', 'resolved'], ['done', 'resolved'],
    ['излекуван', 'resolved'], ['излекувана', 'resolved'], ['оздравя', 'resolved'], ['приключено', 'resolved'],
  ])('status %j → %s', (cell, status) => {
    expect(healthStatusOf(cell)).toBe(status);
  });

  it.each(['critical', 'bad'])('severity %j: invalid', (cell) => {
    expect(severityOf(cell)).toBe(INVALID);
  });
  it.each(['unknown', 'maybe'])('status %j: invalid', (cell) => {
    expect(healthStatusOf(cell)).toBe(INVALID);
  });
  it('empty cells say nothing', () => {
    expect(severityOf('')).toBeNull();
    expect(healthStatusOf('')).toBeNull();
  });
});

describe('readDateCell and dayOf', () => {
  it.each([
    ['2026-03-12', '2026-03-12', '2026-03-12'],
    ['2026-03-12T14:05:00Z', '2026-03-12', '2026-03-12'],
    ['12.03.2026', '2026-03-12', '2026-03-12'],
    ['12.03.26', '2026-03-12', '2026-03-12'],
    ['12/03/2026', '2026-03-12', '2026-12-03'],
    ['03/12/2026', '2026-12-03', '2026-03-12'],
    ['12/03/26', '2026-03-12', '2026-12-03'],
    ['12 Mar 2026', '2026-03-12', '2026-03-12'],
    ['March 12, 2026', '2026-03-12', '2026-03-12'],
    ['12 март 2026', '2026-03-12', '2026-03-12'],
    ['12 март 2026 г.', '2026-03-12', '2026-03-12'],
    ['12 март 2026г.', '2026-03-12', '2026-03-12'],
    ['12 септември 2025', '2025-09-12', '2025-09-12'],
    // A spreadsheet's day number (days since 30 December 1899), whole or with a time of day.
    ['46093', '2026-03-12', '2026-03-12'],
    ['46093.5', '2026-03-12', '2026-03-12'],
    ['45658', '2025-01-01', '2025-01-01'],
  ])('%j → %s day first, %s month first', (cell, dmy, mdy) => {
    const read = readDateCell(cell);
    expect(dayOf(read, 'dmy')).toBe(dmy);
    expect(dayOf(read, 'mdy')).toBe(mdy);
  });

  it.each(['31.02.2026', '29.02.2025', '2026-02-31', '12345', 'someday', '', '12 Smarch 2026'])('%j names no day', (cell) => {
    expect(dayOf(readDateCell(cell), 'dmy')).toBeNull();
  });
});

describe('morphsOf: a morph cell as genes of the animal\'s species', () => {
  const BALL = 'Ball python';
  it.each<[string, string, Morph[], string[]]>([
    ['Pastel het Clown', BALL, [{ gene: 'ball-python:pastel', state: 'visual' }, { gene: 'ball-python:clown', state: 'het' }], []],
    ['Pastel Clown', BALL, [{ gene: 'ball-python:pastel', state: 'visual' }, { gene: 'ball-python:clown', state: 'visual' }], []],
    ['Super Pastel, 66% het Piebald', BALL, [{ gene: 'ball-python:pastel', state: 'super' }, { gene: 'ball-python:piebald', state: 'possible-het', probability: 0.66 }], []],
    // HerpTrack's own export.
    ['Pastel (super); Clown (possible het 66%)', BALL, [{ gene: 'ball-python:pastel', state: 'super' }, { gene: 'ball-python:clown', state: 'possible-het', probability: 0.66 }], []],
    ['Clown (het)', BALL, [{ gene: 'ball-python:clown', state: 'het' }], []],
    // MorphMarket's traits.
    ['Pos Het Piebald', BALL, [{ gene: 'ball-python:piebald', state: 'possible-het', probability: 0.5 }], []],
    ['Pastel, Het Clown, Pos Het Piebald', BALL, [
      { gene: 'ball-python:pastel', state: 'visual' }, { gene: 'ball-python:clown', state: 'het' }, { gene: 'ball-python:piebald', state: 'possible-het', probability: 0.5 },
    ], []],
    ['50% het Clown', BALL, [{ gene: 'ball-python:clown', state: 'possible-het', probability: 0.5 }], []],
    ['Ph Clown', BALL, [{ gene: 'ball-python:clown', state: 'possible-het', probability: 0.5 }], []],
    // Longest names first, super forms by their own name.
    ['Black Pastel', BALL, [{ gene: 'ball-python:black-pastel', state: 'visual' }], []],
    ['Ivory', BALL, [{ gene: 'ball-python:yellow-belly', state: 'super' }], []],
    ['Enchi Pastel Yellow Belly', BALL, [
      { gene: 'ball-python:enchi', state: 'visual' }, { gene: 'ball-python:pastel', state: 'visual' }, { gene: 'ball-python:yellow-belly', state: 'visual' },
    ], []],
    ['Pastel + Clown', BALL, [{ gene: 'ball-python:pastel', state: 'visual' }, { gene: 'ball-python:clown', state: 'visual' }], []],
    // A Bulgarian species name finds the same catalogue.
    ['Pastel het Clown', 'Кралски питон', [{ gene: 'ball-python:pastel', state: 'visual' }, { gene: 'ball-python:clown', state: 'het' }], []],
    // An unknown trait is kept, unread, with whatever was read beside it.
    ['Pastel Fireball', BALL, [{ gene: 'ball-python:pastel', state: 'visual' }], ['Pastel Fireball']],
    ['Normal', BALL, [], ['Normal']],
    ['Fireball; het Clown', BALL, [{ gene: 'ball-python:clown', state: 'het' }], ['Fireball']],
    // Another species' catalogue.
    ['Mack Snow het Tremper Albino', 'Leopard gecko', [{ gene: 'leopard-gecko:mack-snow', state: 'visual' }, { gene: 'leopard-gecko:tremper-albino', state: 'het' }], []],
    ['Mack Snow, Eclipse', 'Eublepharis macularius', [{ gene: 'leopard-gecko:mack-snow', state: 'visual' }, { gene: 'leopard-gecko:eclipse', state: 'visual' }], []],
    ['Amelanistic het Anerythristic', 'Corn snake', [{ gene: 'corn-snake:amelanistic', state: 'visual' }, { gene: 'corn-snake:anerythristic', state: 'het' }], []],
    // A species without a catalogue keeps the whole cell.
    ['Pastel', 'Boa constrictor', [], ['Pastel']],
    ['', BALL, [], []],
  ])('%j (%s)', (cell, species, morphs, unread) => {
    expect(morphsOf(cell, species)).toEqual({ morphs, unread });
  });

  it('a leopard gecko\'s genes are not a ball python\'s: the cell is kept unread', () => {
    const got = morphsOf('Mack Snow het Tremper Albino', BALL);
    expect(got.unread).toEqual(['Mack Snow het Tremper Albino']);
    expect(got.morphs.some((m) => m.gene === 'leopard-gecko:mack-snow')).toBe(false);
  });

  it('"Super Snow" is a leopard gecko\'s super Mack Snow', () => {
    // Today: 'super' is taken as a state word, "Snow" alone names no gene: no morph, the cell unread.
    expect(morphsOf('Super Snow', 'Leopard gecko')).toEqual({ morphs: [{ gene: 'leopard-gecko:mack-snow', state: 'super' }], unread: [] });
  });

  it('"double het Clown Piebald" is het for both, not a visual Piebald', () => {
    // Today: Clown het and Piebald visual (and the cell kept unread).
    expect(morphsOf('double het Clown Piebald', BALL).morphs).toEqual([{ gene: 'ball-python:clown', state: 'het' }, { gene: 'ball-python:piebald', state: 'het' }]);
  });
});
