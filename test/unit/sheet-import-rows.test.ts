/**
 * A keeper's spreadsheet read row by row into what HerpTrack would record (issue 30): the logs a
 * row gives (a feeding and a weighing from one row, a "Type" column deciding), the profiles of an
 * animals sheet, dates in every style with the day/month order evident or asked, units, and every
 * problem tied to the column it is about, in the `import` namespace or the schema's own.
 */
import { describe, expect, it } from 'vitest';
import { readCsvTable, tableOfRows } from '../../shared/tabular/table';
import { guessColumns } from '../../shared/sheet-import/columns';
import { readSheet, type SheetReadOptions, type SheetRow } from '../../shared/sheet-import/rows';

const sheet = (csv: string, options: SheetReadOptions = {}) => {
  const table = readCsvTable(csv);
  const columns = guessColumns(table.headers);
  return { table, columns, ...readSheet(table, columns, options) };
};
const rowsOf = (rows: readonly (readonly string[])[], options: SheetReadOptions = {}) => {
  const table = tableOfRows(rows);
  return readSheet(table, guessColumns(table.headers), options);
};
const kinds = (row: SheetRow | undefined) => row?.logs.map((l) => l.kind);
const dateOf = (row: SheetRow | undefined) => row?.logs[0]?.fields.date;

describe('a Bulgarian logs sheet', () => {
  const got = sheet([
    'Дата;Животно;Храна;Тегло;Бележки',
    '12.03.2026;Нагини;1 мишка 25 г;350;след линеене',
    '13.03.2026;Нагини;мишка;;',
    '14.03.2026;Зевс;2 мишки по 20 г;;',
    '',
  ].join('\n'), { today: '2026-03-20' });

  it('is a logs sheet read day first, without asking', () => {
    expect(got.kind).toBe('logs');
    expect(got.fileProblems).toEqual([]);
    expect(got.dateOrder).toBe('dmy');
    expect(got.dateOrderAmbiguous).toBe(false);
  });

  it('gives a feeding and a weighing from one row, its notes going with the feeding', () => {
    expect(got.rows[0]).toEqual({
      line: 2,
      animal: 'Нагини',
      profile: null,
      logs: [
        { kind: 'feedingLog', fields: { date: '2026-03-12', source: { kind: 'manual', items: [{ foodItem: 'мишка', count: 1, sizePerItemGrams: 25 }] }, outcome: 'ate', notes: 'след линеене' } },
        { kind: 'growthLog', fields: { date: '2026-03-12', weightGrams: 350, lengthCm: null, notes: null } },
      ],
      problems: [],
    });
  });

  it('says a food without a size under the food column, and makes no feeding of it', () => {
    expect(got.rows[1]?.logs).toEqual([]);
    expect(got.rows[1]?.problems).toEqual([{ column: 2, key: 'problems.foodSizeMissing' }]);
  });

  it('reads a count and a size per item from the food cell', () => {
    expect(got.rows[2]?.logs[0]?.fields.source).toEqual({ kind: 'manual', items: [{ foodItem: 'мишки', count: 2, sizePerItemGrams: 20 }] });
  });

  it('puts a food size without a size column under the size column when there is one', () => {
    const withSize = sheet('Date,Animal,Food,Prey weight (g)\n2026-03-01,Nagini,mouse,\n2026-03-02,Nagini,mouse,30\n');
    expect(withSize.rows[0]?.problems).toEqual([{ column: 3, key: 'problems.foodSizeMissing' }]);
    expect(withSize.rows[1]?.logs[0]?.fields.source).toEqual({ kind: 'manual', items: [{ foodItem: 'mouse', count: 1, sizePerItemGrams: 30 }] });
  });
});

describe('feeding columns', () => {
  const got = sheet([
    'Date,Animal,Food,Count,Prey weight (g),Outcome',
    '2026-03-01,Nagini,mouse,2,30,yes',
    '2026-03-02,Nagini,rat,,80,отказа',
    '2026-03-03,Nagini,rat,,80,regurgitated',
    '2026-03-04,Nagini,2 mice 30 g each,,,',
    '2026-03-05,Nagini,mouse,0,30,',
    '2026-03-06,Nagini,mouse,,big,',
    '',
  ].join('\n'));

  it.each<[number, unknown]>([
    [0, { source: { kind: 'manual', items: [{ foodItem: 'mouse', count: 2, sizePerItemGrams: 30 }] }, outcome: 'ate' }],
    [1, { source: { kind: 'manual', items: [{ foodItem: 'rat', count: 1, sizePerItemGrams: 80 }] }, outcome: 'refused' }],
    [2, { outcome: 'regurgitated' }],
    [3, { source: { kind: 'manual', items: [{ foodItem: 'mice', count: 2, sizePerItemGrams: 30 }] }, outcome: 'ate' }],
  ])('row %i', (i, fields) => {
    expect(got.rows[i]?.problems).toEqual([]);
    expect(got.rows[i]?.logs[0]).toMatchObject({ kind: 'feedingLog', fields });
  });

  it('says a count that is not one under the count column', () => {
    expect(got.rows[4]?.problems).toEqual([{ column: 3, key: 'problems.notACount', params: { value: '0' } }]);
  });

  it('says a size that is not a weight under the size column', () => {
    expect(got.rows[5]?.problems).toEqual([
      { column: 4, key: 'problems.notAWeight', params: { value: 'big' } },
      { column: 4, key: 'problems.foodSizeMissing' },
    ]);
  });
});

describe('a Type column decides the log', () => {
  const got = sheet([
    'Date,Animal,Type,Food,Weight,Shed,Notes',
    '2026-03-01,Nagini,Feeding,mouse 30 g,,,',
    '2026-03-02,Nagini,Хранене,мишка 30 г,,,',
    '2026-03-03,Nagini,Weight,,350,,',
    '2026-03-04,Nagini,Тегло,,352,,',
    '2026-03-05,Nagini,Shed,,,x,',
    '2026-03-06,Nagini,Линеене,,,,',
    '2026-03-07,Nagini,Shed,,,partial,',
    '2026-03-08,Nagini,Cleaning,,,,',
    '2026-03-09,Nagini,Почистване,,,,',
    '2026-03-10,Nagini,Vet visit,,,,',
    '2026-03-11,Nagini,Weight,,,,',
    '',
  ].join('\n'));

  it.each<[number, string, string[], Record<string, unknown>]>([
    [0, 'Feeding', ['feedingLog'], { source: { kind: 'manual', items: [{ foodItem: 'mouse', count: 1, sizePerItemGrams: 30 }] } }],
    [1, 'Хранене', ['feedingLog'], { source: { kind: 'manual', items: [{ foodItem: 'мишка', count: 1, sizePerItemGrams: 30 }] } }],
    [2, 'Weight', ['growthLog'], { weightGrams: 350 }],
    [3, 'Тегло', ['growthLog'], { weightGrams: 352 }],
    [4, 'Shed', ['sheddingLog'], { complete: true }],
    [5, 'Линеене', ['sheddingLog'], { complete: true }],
    [6, 'Shed, partial', ['sheddingLog'], { complete: false }],
    [7, 'Cleaning', ['eventLog'], { eventType: 'cleaning' }],
    [8, 'Почистване', ['eventLog'], { eventType: 'cleaning' }],
    [9, 'Vet visit', ['healthLog'], { issue: 'Vet visit', status: 'ongoing' }],
  ])('row %i (%s)', (i, _, expected, fields) => {
    expect(got.rows[i]?.problems).toEqual([]);
    expect(kinds(got.rows[i])).toEqual(expected);
    expect(got.rows[i]?.logs[0]?.fields).toMatchObject(fields);
  });

  it('a weighing without a weight says so under the weight column', () => {
    expect(got.rows[10]?.logs).toEqual([]);
    expect(got.rows[10]?.problems).toEqual([{ column: 4, key: 'problems.measureMissing' }]);
  });
});

describe('sheds and health', () => {
  it('reads shed marks, notes going to the shed', () => {
    const got = sheet('Date,Animal,Shed,Notes\n2026-03-01,Nagini,x,\n2026-03-02,Nagini,на парчета,stuck tail\n2026-03-03,Nagini,no,\n2026-03-04,Nagini,yes,\n');
    expect(got.rows.map((r) => r.logs.map((l) => l.fields))).toEqual([
      [{ date: '2026-03-01', complete: true, observations: null }],
      [{ date: '2026-03-02', complete: false, observations: 'stuck tail' }],
      [],
      [{ date: '2026-03-04', complete: true, observations: null }],
    ]);
    expect(got.rows[2]?.problems).toEqual([{ column: null, key: 'problems.nothingToLog' }]);
  });

  it('reads a health entry with its severity, treatment, status and resolved day', () => {
    const got = sheet([
      'Date,Animal,Issue,Severity,Treatment,Status,Resolved',
      '2026-03-01,Nagini,Mites,mild,Ivermectin,resolved,2026-03-10',
      '2026-03-02,Nagini,RI,critical,,maybe,',
      '2026-03-03,Nagini,Stuck shed,,,,2026-03-09',
      '2026-03-04,Nagini,Burn,тежка,,текущо,',
      '',
    ].join('\n'));
    expect(got.rows[0]?.logs).toEqual([{ kind: 'healthLog', fields: { date: '2026-03-01', issue: 'Mites', severity: 'mild', treatment: 'Ivermectin', status: 'resolved', resolvedDate: '2026-03-10', notes: null } }]);
    expect(got.rows[1]?.problems).toEqual([
      { column: 3, key: 'problems.severityUnknown', params: { value: 'critical' } },
      { column: 5, key: 'problems.statusUnknown', params: { value: 'maybe' } },
    ]);
    expect(got.rows[2]?.logs[0]?.fields).toMatchObject({ status: 'resolved', resolvedDate: '2026-03-09' });
    expect(got.rows[3]?.logs[0]?.fields).toMatchObject({ severity: 'severe', status: 'ongoing', resolvedDate: null });
  });
});

describe('dates through readSheet', () => {
  it.each([
    ['2026-03-12', '2026-03-12'],
    ['12.03.2026', '2026-03-12'],
    ['12.03.26', '2026-03-12'],
    ['12 Mar 2026', '2026-03-12'],
    ['March 12 2026', '2026-03-12'],
    ['12 март 2026', '2026-03-12'],
    ['12 март 2026 г.', '2026-03-12'],
    ['12 септември 2025', '2025-09-12'],
    ['46093', '2026-03-12'],
  ])('%j → %s', (cell, iso) => {
    const got = rowsOf([['Date', 'Animal', 'Weight'], [cell, 'Nagini', '350']]);
    expect(got.rows[0]?.problems).toEqual([]);
    expect(dateOf(got.rows[0])).toBe(iso);
    expect(got.dateOrderAmbiguous).toBe(false);
  });

  it('reads a spreadsheet\'s cells with a quoted named date', () => {
    const got = sheet('Date;Animal;Weight\n"March 12, 2026";Nagini;350\n');
    expect(dateOf(got.rows[0])).toBe('2026-03-12');
  });

  it('takes the order a day above 12 shows on another row, and the keeper\'s answer is not needed', () => {
    const dmy = sheet('Date,Animal,Weight\n03/12/2026,Nagini,350\n25/12/2026,Nagini,351\n', { dateOrder: 'mdy' });
    expect(dmy.dateOrder).toBe('dmy');
    expect(dmy.dateOrderAmbiguous).toBe(false);
    expect(dmy.rows.map(dateOf)).toEqual(['2026-12-03', '2026-12-25']);
    const mdy = sheet('Date,Animal,Weight\n03/12/2026,Nagini,350\n12/25/2026,Nagini,351\n');
    expect(mdy.dateOrder).toBe('mdy');
    expect(mdy.dateOrderAmbiguous).toBe(false);
    expect(mdy.rows.map(dateOf)).toEqual(['2026-03-12', '2026-12-25']);
  });

  it('asks when the dates fit both orders, reads day first, and applies the keeper\'s answer', () => {
    const file = 'Date,Animal,Weight\n03/04/2026,Nagini,350\n05/04/26,Nagini,351\n';
    const asked = sheet(file);
    expect(asked.dateOrderAmbiguous).toBe(true);
    expect(asked.dateOrder).toBe('dmy');
    expect(asked.rows.map(dateOf)).toEqual(['2026-04-03', '2026-04-05']);
    const answered = sheet(file, { dateOrder: 'mdy' });
    expect(answered.dateOrderAmbiguous).toBe(true);
    expect(answered.dateOrder).toBe('mdy');
    expect(answered.rows.map(dateOf)).toEqual(['2026-03-04', '2026-05-04']);
  });

  it('does not ask when only dotted dates fit both orders', () => {
    const got = sheet('Date,Animal,Weight\n03.04.2026,Nagini,350\n');
    expect(got.dateOrderAmbiguous).toBe(false);
    expect(dateOf(got.rows[0])).toBe('2026-04-03');
  });

  it('asks about an animals sheet\'s hatch dates too', () => {
    const got = sheet('Name,Species,Hatch date\nNagini,Ball python,03/04/2021\n', { dateOrder: 'mdy' });
    expect(got.dateOrderAmbiguous).toBe(true);
    expect(got.rows[0]?.profile?.hatchDate).toBe('2021-03-04');
  });

  it('says an impossible date, a missing one and a future one under the date column', () => {
    const got = sheet('Animal,Date,Weight (g)\nNagini,31.02.2026,350\nNagini,,350\nNagini,2026-03-21,350\nNagini,2026-03-20,350\nNagini,someday,350\n', { today: '2026-03-20' });
    expect(got.rows.map((r) => r.problems)).toEqual([
      [{ column: 1, key: 'problems.dateUnknown', params: { value: '31.02.2026' } }],
      [{ column: 1, key: 'problems.dateMissing' }],
      [{ column: 1, key: 'problems.dateFuture', params: { value: '2026-03-21' } }],
      [],
      [{ column: 1, key: 'problems.dateUnknown', params: { value: 'someday' } }],
    ]);
  });

  it('says a date that contradicts the file\'s evident order', () => {
    const got = sheet('Date,Animal,Weight\n03/14/2026,Nagini,350\n03/15/2026,Nagini,350\n15/03/2026,Nagini,350\n');
    expect(got.dateOrder).toBe('mdy');
    expect(got.rows[2]?.problems).toEqual([{ column: 0, key: 'problems.dateUnknown', params: { value: '15/03/2026' } }]);
  });

  it('does not check future dates without today (the server)', () => {
    expect(sheet('Date,Animal,Weight\n2099-01-01,Nagini,350\n').rows[0]?.problems).toEqual([]);
  });
});

describe('units through readSheet', () => {
  it('converts bare numbers by the column unit and reads a unit written in the cell', () => {
    const got = sheet('Date,Animal,Weight (kg),Length (mm)\n2026-03-01,Nagini,"1,2",350\n2026-03-02,Nagini,350 g,35 cm\n2026-03-03,Nagini,,14 in\n');
    expect(got.rows.map((r) => r.logs[0]?.fields)).toEqual([
      { date: '2026-03-01', weightGrams: 1200, lengthCm: 35, notes: null },
      { date: '2026-03-02', weightGrams: 350, lengthCm: 35, notes: null },
      { date: '2026-03-03', weightGrams: null, lengthCm: 35.56, notes: null },
    ]);
  });

  it.each([
    ['Weight (oz)', '12', 340.194278],
    ['Weight (lb)', '1.5', 680.388555],
    ['Тегло (кг)', '1,2', 1200],
    ['Тегло', '350 гр', 350],
    ['Weight (g)', '1,2 kg', 1200],
    ['Weight (g)', '350,5', 350.5],
  ])('%s %j → %d g', (header, cell, grams) => {
    const got = sheet(`Date,Animal,${header}\n2026-03-01,Nagini,"${cell}"\n`);
    expect(got.rows[0]?.logs[0]?.fields.weightGrams).toBeCloseTo(grams, 5);
  });

  it.each([
    ['Length (in)', '14', 35.56],
    ['Дължина, см', '35 см', 35],
    ['Length (cm)', '350 mm', 35],
  ])('%s %j → %d cm', (header, cell, cm) => {
    const got = sheet(`Date,Animal,${header}\n2026-03-01,Nagini,${cell}\n`);
    expect(got.rows[0]?.logs[0]?.fields.lengthCm).toBeCloseTo(cm, 5);
  });

  it.each(['big', '12 cm'])('%j in a weight column is not a weight', (cell) => {
    const got = sheet(`Date,Animal,Weight (g)\n2026-03-01,Nagini,${cell}\n`);
    expect(got.rows[0]?.logs).toEqual([]);
    expect(got.rows[0]?.problems).toEqual([{ column: 2, key: 'problems.notAWeight', params: { value: cell } }]);
  });

  it('350 g in a length column is not a length', () => {
    const got = sheet('Date,Animal,Length\n2026-03-01,Nagini,350 g\n');
    expect(got.rows[0]?.problems).toEqual([{ column: 2, key: 'problems.notALength', params: { value: '350 g' } }]);
  });

  it('a weight of 0 is the schema\'s problem, under the weight column', () => {
    const got = sheet('Date,Animal,Weight\n2026-03-01,Nagini,0\n');
    expect(got.rows[0]?.problems).toEqual([{ column: 2, key: 'errors.mustBePositive', ns: 'logs' }]);
  });
});

describe('an animals sheet', () => {
  const got = sheet([
    'Name,Species,Sex,Hatch date,Morph,Weight,Notes',
    'Nagini,Ball python,female,12.06.2021,Pastel het Clown,1200,calm',
    'Zeus,Ball python,1.0,2022-01-02,Super Pastel Fireball,,',
    'Bob,,m,,,,',
    'Bad,Ball python,boy,31.02.2021,,,',
    '',
  ].join('\n'));

  it('gives each row a profile and no logs', () => {
    expect(got.kind).toBe('animals');
    expect(got.fileProblems).toEqual([]);
    expect(got.rows[0]).toEqual({
      line: 2,
      animal: 'Nagini',
      profile: {
        name: 'Nagini', species: 'Ball python', sex: 'female', hatchDate: '2021-06-12', weightGrams: 1200, lengthCm: null, notes: 'calm',
        morphs: [{ gene: 'ball-python:pastel', state: 'visual' }, { gene: 'ball-python:clown', state: 'het' }],
      },
      logs: [],
      problems: [],
    });
  });

  it('keeps a trait it cannot read in the profile\'s notes', () => {
    expect(got.rows[1]?.profile).toMatchObject({ sex: 'male', morphs: [{ gene: 'ball-python:pastel', state: 'super' }], notes: 'Super Pastel Fireball' });
  });

  it('says a missing species, an unknown sex and an impossible hatch date under their columns', () => {
    expect(got.rows[2]?.problems).toEqual([{ column: 1, key: 'problems.speciesMissing' }]);
    expect(got.rows[3]?.problems).toEqual([
      { column: 2, key: 'problems.sexUnknown', params: { value: 'boy' } },
      { column: 3, key: 'problems.dateUnknown', params: { value: '31.02.2021' } },
    ]);
    expect(got.rows[3]?.profile).toMatchObject({ sex: 'unknown', hatchDate: null });
  });

  it('reads a Bulgarian animals sheet', () => {
    const bg = sheet('Име;Вид;Пол;Дата на излюпване;Морф\nНагини;Кралски питон;ж;12.06.2021;Pastel het Clown\n');
    expect(bg.kind).toBe('animals');
    expect(bg.rows[0]?.problems).toEqual([]);
    expect(bg.rows[0]?.profile).toMatchObject({ name: 'Нагини', species: 'Кралски питон', sex: 'female', hatchDate: '2021-06-12', morphs: [{ gene: 'ball-python:pastel', state: 'visual' }, { gene: 'ball-python:clown', state: 'het' }] });
  });

  it('a Bulgarian animals sheet with "Дата на раждане" (date of birth) is an animals sheet', () => {
    // Today: the column is read as the log date, so the sheet is one of logs with nothing to log.
    const bg = sheet('Име;Вид;Пол;Дата на раждане\nНагини;Кралски питон;ж;12.06.2021\n');
    expect(bg.kind).toBe('animals');
    expect(bg.rows[0]?.profile?.hatchDate).toBe('2021-06-12');
  });

  it('reads a MorphMarket listing file: Title names the animal, Dob month first as the file shows', () => {
    const mm = sheet('Category,Title,Serial,Sex,Maturity,Dob,Traits,Price\nBall Pythons,Pretty girl,MM-100,female,adult,02-28-2008,"Pastel, Het Clown, Pos Het Piebald",500\n');
    expect(mm.kind).toBe('animals');
    expect(mm.dateOrder).toBe('mdy');
    expect(mm.rows[0]?.problems).toEqual([]);
    expect(mm.rows[0]?.profile).toMatchObject({
      name: 'Pretty girl', species: 'Ball Pythons', sex: 'female', hatchDate: '2008-02-28',
      morphs: [{ gene: 'ball-python:pastel', state: 'visual' }, { gene: 'ball-python:clown', state: 'het' }, { gene: 'ball-python:piebald', state: 'possible-het', probability: 0.5 }],
    });
  });

  it('a logs sheet\'s row with a species gives a new animal its profile', () => {
    const logs = sheet('Date,Animal,Species,Sex,Food\n2026-03-01,Zeus,Ball python,1.0,rat 80 g\n2026-03-02,Zeus,,,rat 80 g\n');
    expect(logs.rows[0]?.profile).toEqual({ name: 'Zeus', species: 'Ball python', sex: 'male', hatchDate: null, morphs: null, notes: null });
    expect(logs.rows[1]?.profile).toBeNull();
    expect(kinds(logs.rows[0])).toEqual(['feedingLog']);
  });
});

describe('HerpTrack\'s own export read back', () => {
  it('reads the growth export', () => {
    const got = sheet('id,reptileId,reptileName,date,weightGrams,lengthCm,notes\r\nabc,def,Nagini,2026-03-01,350,120,after shed\r\n');
    expect(got.rows[0]?.logs).toEqual([{ kind: 'growthLog', fields: { date: '2026-03-01', weightGrams: 350, lengthCm: 120, notes: 'after shed' } }]);
  });

  it('reads the feedings export\'s items', () => {
    const got = sheet('id,reptileId,reptileName,date,outcome,sourceKind,items,feederId,quantity,deductFromInventory,totalGrams,notes\r\na,b,Nagini,2026-03-01,refused,manual,1 × Rat @ 40 g,,1,,40,\r\n');
    expect(got.rows[0]?.logs).toEqual([{ kind: 'feedingLog', fields: { date: '2026-03-01', source: { kind: 'manual', items: [{ foodItem: 'Rat', count: 1, sizePerItemGrams: 40 }] }, outcome: 'refused', notes: null } }]);
  });

  it('reads the events export', () => {
    const got = sheet('id,reptileId,reptileName,date,eventType,description\r\na,b,Nagini,2026-03-01,cleaning,full clean\r\na,b,Nagini,2026-03-02,other,moved\r\n');
    expect(got.rows.map((r) => r.logs)).toEqual([
      [{ kind: 'eventLog', fields: { date: '2026-03-01', eventType: 'cleaning', description: 'full clean' } }],
      [{ kind: 'eventLog', fields: { date: '2026-03-02', eventType: 'other', description: 'moved' } }],
    ]);
  });

  it('reads the reptiles export with its morphs', () => {
    const got = sheet('id,name,species,hatchDate,sex,weightGrams,lengthCm,notes,feedingIntervalDays,feedingPaused,morphs\r\n'
      + '11111111-1111-4111-8111-111111111111,Nagini,Ball python,2021-06-12,female,1200,120,calm,7,false,"Pastel (super); Clown (possible het 66%)"\r\n');
    expect(got.kind).toBe('animals');
    expect(got.rows[0]?.problems).toEqual([]);
    expect(got.rows[0]?.profile).toEqual({
      name: 'Nagini', species: 'Ball python', hatchDate: '2021-06-12', sex: 'female', weightGrams: 1200, lengthCm: 120, notes: 'calm',
      morphs: [{ gene: 'ball-python:pastel', state: 'super' }, { gene: 'ball-python:clown', state: 'possible-het', probability: 0.66 }],
    });
  });

  it('reads the sheds export\'s complete sheds', () => {
    const got = sheet('id,reptileId,reptileName,date,complete,observations\r\na,b,Nagini,2026-03-01,true,ok\r\n');
    expect(got.rows[0]?.logs).toEqual([{ kind: 'sheddingLog', fields: { date: '2026-03-01', complete: true, observations: 'ok' } }]);
  });

  it('reads the sheds export\'s incomplete sheds (complete = false)', () => {
    // Today: "false" reads as no shed, and the row says problems.nothingToLog.
    const got = sheet('id,reptileId,reptileName,date,complete,observations\r\na,b,Nagini,2026-03-02,false,stuck tail\r\n');
    expect(got.rows[0]?.logs).toEqual([{ kind: 'sheddingLog', fields: { date: '2026-03-02', complete: false, observations: 'stuck tail' } }]);
  });

  it('keeps every item of a feeding with two foods', () => {
    // Today: only the first item (2 mice); the rat is dropped without a problem.
    const got = sheet('id,reptileId,reptileName,date,outcome,sourceKind,items,notes\r\na,b,Nagini,2026-03-01,ate,manual,2 × mouse @ 30 g; 1 × rat @ 80 g,\r\n');
    expect(got.rows[0]?.logs[0]?.fields.source).toEqual({ kind: 'manual', items: [{ foodItem: 'mouse', count: 2, sizePerItemGrams: 30 }, { foodItem: 'rat', count: 1, sizePerItemGrams: 80 }] });
  });
});

describe('problems of the file and of the schema', () => {
  it.each([
    ['no animal column', 'Date,Weight\n2026-03-01,350\n', [{ column: null, key: 'problems.noAnimalColumn' }]],
    ['no value column', 'Date,Animal,Notes\n2026-03-01,Nagini,hi\n', [{ column: null, key: 'problems.noValueColumn' }]],
    ['no species column in an animals sheet', 'Name,Sex\nNagini,f\n', [{ column: null, key: 'problems.noSpeciesColumn' }]],
    ['neither an animal nor a value', 'Date,Notes\n2026-03-01,hi\n', [{ column: null, key: 'problems.noAnimalColumn' }, { column: null, key: 'problems.noValueColumn' }]],
    ['a readable file', 'Date,Animal,Weight\n2026-03-01,Nagini,350\n', []],
  ])('%s', (_, csv, problems) => {
    expect(sheet(csv).fileProblems).toEqual(problems);
  });

  it('a row without an animal says so under the animal column', () => {
    const got = sheet('Date,Animal,Weight\n2026-03-01,,350\n');
    expect(got.rows[0]?.animal).toBeNull();
    expect(got.rows[0]?.problems).toEqual([{ column: 1, key: 'problems.animalMissing' }]);
  });

  it('notes longer than 5000 characters are the logs schema\'s problem, under the notes column', () => {
    const got = sheet(`Date,Animal,Weight,Notes\n2026-03-01,Nagini,350,${'a'.repeat(5001)}\n`);
    expect(got.rows[0]?.problems).toEqual([{ column: 3, key: 'errors.tooLong', ns: 'logs' }]);
    const fed = sheet(`Date,Animal,Food,Weight,Notes\n2026-03-01,Nagini,mouse 30 g,350,${'a'.repeat(5001)}\n`);
    expect(fed.rows[0]?.problems).toEqual([{ column: 4, key: 'errors.tooLong', ns: 'logs' }]);
    expect(sheet(`Date,Animal,Weight,Notes\n2026-03-01,Nagini,350,${'a'.repeat(5000)}\n`).rows[0]?.problems).toEqual([]);
  });

  it('an animal\'s notes longer than 5000 characters are the reptiles schema\'s problem', () => {
    const got = sheet(`Name,Species,Notes\nNagini,Ball python,${'a'.repeat(5001)}\n`);
    expect(got.rows[0]?.problems).toEqual([{ column: 2, key: 'errors.tooLong', ns: 'reptiles' }]);
  });

  it('an animal without a species in a sheet without a species column is the reptiles schema\'s problem', () => {
    expect(sheet('Name,Sex\nNagini,f\n').rows[0]?.problems).toEqual([{ column: null, key: 'errors.speciesRequired', ns: 'reptiles' }]);
  });

  it('keeps the file\'s line numbers, blank lines left out', () => {
    const got = rowsOf([['Date', 'Animal', 'Weight'], ['', '', ''], ['2026-03-01', 'Nagini', '350'], ['2026-03-02', 'Nagini', '351']]);
    expect(got.rows.map((r) => r.line)).toEqual([3, 4]);
  });
});

describe('the OCR review\'s CSV (Date, Reptile Name, Event Type, Details)', () => {
  it('reads each kind\'s values from the details, as the OCR reads them', () => {
    const read = sheet('Date,Reptile Name,Event Type,Details\n2026-03-01,Nagini,Feeding,2 mice 20 g refused\n2026-03-02,Nagini,Measurement,352 g 120 cm\n'
      + '2026-03-03,Nagini,Shedding,stuck tail\n2026-03-04,Nagini,Health,mites on the head\n2026-03-05,Nagini,Event,cleaned the tub\n');
    expect(read.rows.flatMap((r) => r.problems)).toEqual([]);
    expect(read.rows.map((r) => r.logs[0])).toEqual([
      { kind: 'feedingLog', fields: { date: '2026-03-01', source: { kind: 'manual', items: [{ foodItem: 'mice', count: 2, sizePerItemGrams: 20 }] }, outcome: 'refused', notes: '2 mice 20 g refused' } },
      { kind: 'growthLog', fields: { date: '2026-03-02', weightGrams: 352, lengthCm: 120, notes: '352 g 120 cm' } },
      { kind: 'sheddingLog', fields: { date: '2026-03-03', complete: false, observations: 'stuck tail' } },
      { kind: 'healthLog', fields: { date: '2026-03-04', issue: 'mites on the head', severity: null, treatment: null, notes: null, status: 'ongoing', resolvedDate: null } },
      { kind: 'eventLog', fields: { date: '2026-03-05', eventType: 'cleaning', description: 'cleaned the tub' } },
    ]);
  });
});
