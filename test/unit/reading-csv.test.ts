/**
 * Data loggers' CSV exports read into readings: the flavours of the common apps (separators,
 * decimal commas, °F, date styles, Bulgarian headers and month names), the column guess, and every
 * line's problems in words (keys and params) with the column they are about.
 */
import { describe, expect, it } from 'vitest';
import { guessColumns, headerSetKey, numberOf, readCsvTable, readingsOf, unknownColumns, type ColumnMap } from '../../shared/enclosures/reading-csv';

const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s).getTime();
const read = (text: string, options = {}) => {
  const table = readCsvTable(text);
  const columns = guessColumns(table);
  return { table, columns, ...readingsOf(table, columns, options) };
};
const roles = (columns: readonly ColumnMap[]) => columns.map((c) => c.role);

describe('the common exports', () => {
  it('reads SensorPush: quoted headers, °F in the header, ISO-like local times', () => {
    const got = read([
      '"SensorId","Observed","Temperature (°F)","Relative Humidity (%)","Dew Point (°F)","VPD (kPa)"',
      '"A1B2","2026-03-12 14:05:00","88.7","61.2","73.8","0.99"',
      '"A1B2","2026-03-12 14:06:00","89.1","60.9","73.9","1.01"',
      '',
    ].join('\r\n'));
    expect(roles(got.columns)).toEqual(['ignore', 'at', 'ambientC', 'humidityPct', 'ignore', 'ignore']);
    expect(got.columns[2]?.unit).toBe('F');
    expect(got.rows).toEqual([
      { line: 2, at: local(2026, 3, 12, 14, 5), values: { ambientC: 31.5, humidityPct: 61.2 }, problems: [] },
      { line: 3, at: local(2026, 3, 12, 14, 6), values: { ambientC: 31.72, humidityPct: 60.9 }, problems: [] },
    ]);
    expect(unknownColumns(got.columns, got.table.headers)).toEqual([]);
  });

  it('reads Govee: a long timestamp header and Fahrenheit named in words', () => {
    const got = read('Timestamp for sample frequency every 1 min min,Temperature_Fahrenheit,Relative_Humidity\n2026-03-12 14:05,86.0,55.0\n');
    expect(roles(got.columns)).toEqual(['at', 'ambientC', 'humidityPct']);
    expect(got.rows[0]).toMatchObject({ at: local(2026, 3, 12, 14, 5), values: { ambientC: 30, humidityPct: 55 }, problems: [] });
  });

  it('reads Inkbird with a lone Time column, ℃ and a semicolon with decimal commas', () => {
    const got = read('Time;Temperature_℃;Humidity_%\n2026/03/12 14:05:00;31,4;58,5\n2026/03/12 14:10:00;31,6;58\n');
    expect(got.table.separator).toBe(';');
    expect(roles(got.columns)).toEqual(['at', 'ambientC', 'humidityPct']);
    expect(got.rows.map((r) => r.values)).toEqual([{ ambientC: 31.4, humidityPct: 58.5 }, { ambientC: 31.6, humidityPct: 58 }]);
  });

  it('reads ThermoPro: date and time in columns of their own, day first, hot and cool probes', () => {
    const got = read('Date,Time,Hot side (°C),Cool side (°C),Humidity(%)\n13/03/2026,07:30,29.5,24.0,70\n14/03/2026,07:30,29.9,24.2,68\n');
    expect(roles(got.columns)).toEqual(['date', 'time', 'hotC', 'coolC', 'humidityPct']);
    expect(got.dateOrder).toBe('dmy');
    expect(got.dateOrderAmbiguous).toBe(false);
    expect(got.rows[1]).toMatchObject({ at: local(2026, 3, 14, 7, 30), values: { hotC: 29.9, coolC: 24.2, humidityPct: 68 } });
  });

  it('reads a Bulgarian spreadsheet: Време, Температура, Влажност and month names', () => {
    const got = read('Време;Температура;Влажност\n12 март 2026 г., 14:05;30,5;60\n1 дек 2026 08:00;22;55\n');
    expect(roles(got.columns)).toEqual(['at', 'ambientC', 'humidityPct']);
    expect(got.rows.map((r) => r.at)).toEqual([local(2026, 3, 12, 14, 5), local(2026, 12, 1, 8)]);
    expect(got.rows.every((r) => r.problems.length === 0)).toBe(true);
  });

  it('reads a generic file: ISO with offsets, English month names, 12-hour clock, epoch seconds', () => {
    const got = read('Timestamp,Temperature,Humidity\n2026-03-12T14:05:00Z,30,60\n2026-03-12T16:05:00+02:00,30,60\n"Mar 12, 2026 2:05 PM",30,60\n1773324300,30,60\n');
    expect(got.rows.map((r) => r.at)).toEqual([Date.UTC(2026, 2, 12, 14, 5), Date.UTC(2026, 2, 12, 14, 5), local(2026, 3, 12, 14, 5), 1773324300_000]);
  });
});

describe('dates that fit two orders', () => {
  const file = 'Timestamp,Temperature,Humidity\n03/04/2026 10:00,30,60\n05/04/2026 10:00,30,60\n';
  it('reads them day first, says so, and takes the keeper answer', () => {
    const first = read(file);
    expect(first.dateOrderAmbiguous).toBe(true);
    expect(first.rows[0]?.at).toBe(local(2026, 4, 3, 10));
    const answered = read(file, { dateOrder: 'mdy' });
    expect(answered.dateOrder).toBe('mdy');
    expect(answered.rows[0]?.at).toBe(local(2026, 3, 4, 10));
  });
  it('takes the order a day above 12 shows, and refuses a line that contradicts it', () => {
    const got = read('Timestamp,Temperature\n03/14/2026 10:00,30\n03/15/2026 10:00,30\n15/03/2026 10:00,30\n');
    expect(got.dateOrder).toBe('mdy');
    expect(got.dateOrderAmbiguous).toBe(false);
    expect(got.rows[2]?.problems).toEqual([{ column: 0, key: 'import.problems.dateUnknown', params: { value: '15/03/2026 10:00' } }]);
  });
  it('reads dotted dates day first whatever the rest say', () => {
    expect(read('Timestamp,Temperature\n03.04.2026 10:00,30\n').rows[0]?.at).toBe(local(2026, 4, 3, 10));
  });
});

describe('problems per line', () => {
  it('names the line, the column and why', () => {
    const got = read([
      'Timestamp,Temperature (°C),Humidity (%)',
      '2026-03-12 14:05,30.1,60',
      'yesterday,30.2,60',
      '2026-02-31 10:00,30.2,60',
      '2026-03-12 14:15,95,60',
      '2026-03-12 14:20,-25,60',
      '2026-03-12 14:25,30,101',
      '2026-03-12 14:30,,',
      '2026-03-12 14:35,err,60',
      ',30,60',
    ].join('\n'));
    expect(got.rows.map((r) => [r.line, r.problems])).toEqual([
      [2, []],
      [3, [{ column: 0, key: 'import.problems.dateUnknown', params: { value: 'yesterday' } }]],
      [4, [{ column: 0, key: 'import.problems.dateUnknown', params: { value: '2026-02-31 10:00' } }]],
      [5, [{ column: 1, key: 'errors.temperatureRange', params: { column: 'Temperature (°C)', value: '95' } }]],
      [6, [{ column: 1, key: 'errors.temperatureRange', params: { column: 'Temperature (°C)', value: '-25' } }]],
      [7, [{ column: 2, key: 'errors.humidityRange', params: { column: 'Humidity (%)', value: '101' } }]],
      [8, [{ column: null, key: 'import.problems.valuesMissing' }]],
      [9, [{ column: 1, key: 'import.problems.notANumber', params: { column: 'Temperature (°C)', value: 'err' } }]],
      [10, [{ column: 0, key: 'import.problems.dateMissing' }]],
    ]);
  });

  it('finds mixed units: cells naming another unit than their column', () => {
    const got = read('Time,Temp\n2026-03-12 14:05,30.1°C\n2026-03-12 14:10,30.4°C\n2026-03-12 14:15,86.9°F\n');
    expect(got.columns[1]?.unit).toBe('C');
    expect(got.mixedUnits).toBe(true);
    expect(got.rows[2]?.problems).toEqual([{ column: 1, key: 'import.problems.unitMixed', params: { column: 'Temp', value: '86.9°F', unit: '°C' } }]);
    expect(got.rows[0]?.values).toEqual({ ambientC: 30.1 });
  });

  it('guesses Fahrenheit from the values when nothing names the unit, and the keeper may correct it', () => {
    const table = readCsvTable('Time,Temperature\n2026-03-12 14:05,86\n2026-03-12 14:10,88\n');
    const columns = guessColumns(table);
    expect(columns[1]?.unit).toBe('F');
    expect(readingsOf(table, columns).rows[0]?.values).toEqual({ ambientC: 30 });
    const corrected = columns.map((c, i) => (i === 1 ? { ...c, unit: 'C' as const } : c));
    expect(readingsOf(table, corrected).rows[0]?.problems).toEqual([{ column: 1, key: 'errors.temperatureRange', params: { column: 'Temperature', value: '86' } }]);
  });

  it('tells the file has no time or no value column, and lists the columns it does not read', () => {
    const got = read('Battery,Label,Colour\n90,a,b\n');
    expect(got.fileProblems.map((p) => p.key)).toEqual(['import.problems.noTimeColumn', 'import.problems.noValueColumn']);
    expect(unknownColumns(got.columns, got.table.headers)).toEqual([1, 2]);
  });
});

describe('cells', () => {
  it.each([
    ['25.4', 25.4], ['25,4', 25.4], ['77.5°F', 77.5], ['77.5 F', 77.5], ['25,1℃', 25.1], ['55 %', 55], ['−3', -3], ['', null], ['n/a', null], ['abc', Number.NaN], ['1.234,5', Number.NaN],
  ])('%s -> %s', (cell, n) => {
    expect(numberOf(cell)).toBe(n);
  });

  it('keeps quoted separators, doubled quotes, a BOM and CRLF', () => {
    const table = readCsvTable('\uFEFFTimestamp,Temperature,Note\r\n"2026-03-12 14:05","30,5","said ""hi"", then left"\r\n');
    expect(table.headers).toEqual(['Timestamp', 'Temperature', 'Note']);
    expect(table.rows).toEqual([{ line: 2, cells: ['2026-03-12 14:05', '30,5', 'said "hi", then left'] }]);
  });

  it('remembers a mapping by the header set, whatever the case and spaces around', () => {
    expect(headerSetKey([' Time', 'TEMP '])).toBe(headerSetKey(['time', 'temp']));
    expect(headerSetKey(['time', 'temp'])).not.toBe(headerSetKey(['temp', 'time']));
  });
});
