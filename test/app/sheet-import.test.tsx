/**
 * /import on a real local database (issue 30): a keeper's CSV, XLSX or ZIP of CSVs, its columns
 * guessed from English or Bulgarian headers, the preview with each problem under its cell, a
 * flagged row fixed in place or skipped, and the import written as ONE `sheetImport.create.v1`
 * change whose local mutator makes the animals and their logs on the device, all or nothing.
 * The plan's room for animals, a second import of the same file, the Bulgarian screen and the
 * files it refuses, in the spec's words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zipSync, strToU8 } from 'fflate';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { SheetImportPage } from '../../app/features/sheet-import/sheet-import-page';
import type { LocalReptile, UserDb } from '../../app/lib/db';
import { endSession } from '../../app/lib/session';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import type { SheetImportCreateArgs } from '../../shared/schemas/sheet-import';
import { failNthFeedingPut, signInKeeper, syncedReptile } from '../helpers/keeper';
import { renderWithProviders } from '../helpers/render';

afterEach(() => {
  vi.restoreAllMocks();
  endSession('user');
});

/** The day `n` days before today, ISO. */
const ago = (n: number) => addDays(todayIn(), -n);
/** dd.mm.yyyy, as a Bulgarian keeper types it. */
const dayFirst = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

const BG_HEADER = 'Животно;Вид;Пол;Дата;Храна;Тегло (гр);Бележки';

/** A semicolon CSV, as a Bulgarian spreadsheet saves it. */
const csvFile = (lines: readonly string[], name = 'дневник.csv') => new File([lines.join('\r\n')], name, { type: 'text/csv' });

/**
 * Nagini's (the keeper's, written in other cases) and a new gecko's days: rows 2-6. Row 3 is a
 * weighing the keeper may already have; row 5 names a food without its size unless `fixed`.
 */
function diaryLines(fixed = false): string[] {
  return [
    BG_HEADER,
    `nagini;;;${dayFirst(ago(30))};мишка 20 гр;;изяде веднага`,
    `NAGINI;;;${dayFirst(ago(20))};;350;`,
    `Кая;Леопардов гекон;м;${dayFirst(ago(25))};3 щурца 0,5 гр;45;`,
    `Кая;Леопардов гекон;м;${dayFirst(ago(15))};${fixed ? 'щурец 0,5 гр' : 'щурец'};;`,
    `Nagini;;;${dayFirst(ago(10))};мишка 22 гр;360;след линеене`,
  ];
}

async function keeperWithNagini(opts: Parameters<typeof signInKeeper>[0] = {}): Promise<{ db: UserDb; nagini: LocalReptile }> {
  const db = signInKeeper(opts);
  const nagini = syncedReptile(db, { name: 'Nagini', species: 'Python regius' });
  await db.reptiles.put(nagini);
  return { db, nagini };
}

const growthRow = (db: UserDb, reptileId: string, date: string, weightGrams: number) => ({
  id: uuidv7(), userId: db.userId, reptileId, date, weightGrams, lengthCm: null, notes: null, version: 3, updatedAt: 1, deleted: false,
});

const renderPage = (lng: 'en' | 'bg' = 'en') => renderWithProviders(<SheetImportPage />, { route: '/import', lng });

const choose = async (file: File) => userEvent.upload(await screen.findByLabelText('Choose a file'), file, { applyAccept: false });

async function toPreview(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
  return screen.findByRole('list', { name: 'What the import does' });
}

/** A column's role or unit picker (Mantine's Select labels its listbox too). */
function picker(label: string): HTMLInputElement {
  const input = screen.getAllByLabelText(label).find((el) => el instanceof HTMLInputElement);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no picker ${label}`);
  return input;
}

const summaryItems = (list: HTMLElement) => within(list).getAllByRole('listitem').map((li) => li.textContent);

const previewTable = () => screen.getByRole('table', { name: 'Rows of the file' });

/** The preview's row of a line of the file. */
function rowOf(line: number): HTMLTableRowElement {
  const row = within(previewTable()).getAllByRole('row').find((tr) => tr.querySelector('th[scope="row"]')?.firstChild?.textContent === String(line));
  if (!row) throw new Error(`no row ${line} in the preview`);
  return row as HTMLTableRowElement;
}

/** The cell of a row under the column headed `header`. */
function cellOf(line: number, header: string): HTMLElement {
  const heads = within(previewTable()).getAllByRole('columnheader').map((th) => th.textContent);
  const at = heads.indexOf(header);
  if (at < 0) throw new Error(`no column ${header}`);
  const cell = rowOf(line).children[at];
  if (!(cell instanceof HTMLElement)) throw new Error(`no cell ${header} in row ${line}`);
  return cell;
}

const statusOf = (line: number) => cellOf(line, 'Import').querySelector('p')?.textContent;

describe('a Bulgarian log sheet, from the file to the device', () => {
  it('guesses the columns, previews what happens, lets a flagged row be fixed, and imports it as one change', async () => {
    const { db, nagini } = await keeperWithNagini();
    const weighed = growthRow(db, nagini.id, ago(20), 350);
    await db.growthLogs.put(weighed);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Import from a spreadsheet' })).toBeInTheDocument();
    await choose(csvFile(diaryLines()));

    // The mapping step: the roles guessed from the Bulgarian headers, the unit from "(гр)".
    expect(await screen.findByText('дневник.csv: 5 rows')).toBeInTheDocument();
    expect(screen.getByText('Logs')).toBeInTheDocument();
    const guessed = { 'Животно': "Animal's name", 'Вид': 'Species', 'Пол': 'Sex', 'Дата': 'Date', 'Храна': 'Food', 'Тегло (гр)': "Animal's weight", 'Бележки': 'Notes' };
    for (const [header, role] of Object.entries(guessed)) expect(picker(`Column “${header}”`)).toHaveValue(role);
    expect(picker('Unit of “Тегло (гр)” when a cell names none')).toHaveValue('grams (g)');
    // Dotted dates are day first: nothing to ask.
    expect(screen.queryByText('The dates fit two orders. How are they written?')).not.toBeInTheDocument();

    const summary = await toPreview();
    // The logs already here are read as the file's animals become known: wait for them.
    await waitFor(() => expect(summaryItems(summary)).toEqual([
      '5 logs ready to import',
      '1 new animal: Кая',
      'Added to 1 of your animals: Nagini',
      '1 row has a problem',
      '1 row already in HerpTrack will be skipped',
    ]));
    expect(screen.getByText('Your Basic plan has room for 4 more animals; this file adds 1.')).toBeInTheDocument();
    expect(screen.getByText('Nothing is imported while a row has a problem: fix it here (Edit) or skip it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 5 logs' })).toBeDisabled();

    // The flagged rows come first; the problem is said under the food cell.
    expect(statusOf(5)).toBe('Needs a fix');
    expect(cellOf(5, 'Храна')).toHaveTextContent('щурецNo weight for the food: write it per item (“mouse 12 g”) or in a weight-per-item column.');
    expect(cellOf(5, 'Дата')).toHaveTextContent(dayFirst(ago(15)));
    await userEvent.click(screen.getByRole('radio', { name: 'All (5)' }));
    expect(statusOf(2)).toBe('Ready');
    expect(statusOf(3)).toBe('Already here');
    expect(statusOf(4)).toBe('Ready');
    expect(statusOf(6)).toBe('Ready');

    await userEvent.click(screen.getByRole('button', { name: 'Edit row 5' }));
    const food = screen.getByLabelText('Храна, row 5');
    expect(food).toHaveValue('щурец');
    await userEvent.clear(food);
    await userEvent.type(food, 'щурец 0,5 гр');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(statusOf(5)).toBe('Ready');
    expect(cellOf(5, 'Храна')).toHaveTextContent(/^щурец 0,5 гр$/);
    expect(summaryItems(summary)).toEqual(['6 logs ready to import', '1 new animal: Кая', 'Added to 1 of your animals: Nagini', '1 row already in HerpTrack will be skipped']);
    await userEvent.click(screen.getByRole('button', { name: 'Import 6 logs' }));

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('1 new animal and 6 logs are on this device now.');
    expect(within(done).getByRole('link', { name: 'See your animals' })).toHaveAttribute('href', '/');

    // ONE change, carrying the ready rows only (row 3 is here already) as the keeper left them.
    const outbox = await db.outbox.toArray();
    expect(outbox.map((e) => e.name)).toEqual(['sheetImport.create.v1']);
    const args = outbox[0]?.args as SheetImportCreateArgs;
    expect(args.fileName).toBe('дневник.csv');
    expect(args.headers).toEqual(BG_HEADER.split(';'));
    expect(args.dateOrder).toBe('dmy');
    expect(args.rows.map((r) => r.line)).toEqual([2, 4, 5, 6]);
    expect(args.rows.find((r) => r.line === 5)?.cells[4]).toBe('щурец 0,5 гр');
    expect(args.animals).toEqual([
      { name: 'Nagini', reptileId: nagini.id, existing: true },
      { name: 'Кая', reptileId: expect.any(String), existing: false },
    ]);
    const kayaId = args.animals[1]?.reptileId ?? '';

    // On the device: the new gecko, and every log under its animal, Nagini's under her own id.
    const reptiles = await db.reptiles.toArray();
    expect(reptiles.map((r) => r.name).sort()).toEqual(['Nagini', 'Кая']);
    expect(await db.reptiles.get(kayaId)).toMatchObject({ name: 'Кая', species: 'Леопардов гекон', sex: 'male', userId: db.userId, deleted: false });
    const feedings = await db.feedingLogs.orderBy('date').toArray();
    expect(feedings.map((f) => [f.reptileId, f.date, f.outcome, f.source.kind === 'manual' ? f.source.items.map((i) => [i.count, i.sizePerItemGrams]) : null])).toEqual([
      [nagini.id, ago(30), 'ate', [[1, 20]]],
      [kayaId, ago(25), 'ate', [[3, 0.5]]],
      [kayaId, ago(15), 'ate', [[1, 0.5]]],
      [nagini.id, ago(10), 'ate', [[1, 22]]],
    ]);
    expect(feedings[0]?.notes).toBe('изяде веднага');
    const growth = await db.growthLogs.orderBy('date').toArray();
    expect(growth.map((g) => [g.id === weighed.id ? 'kept' : 'new', g.reptileId, g.date, g.weightGrams])).toEqual([
      ['new', kayaId, ago(25), 45],
      ['kept', nagini.id, ago(20), 350],
      ['new', nagini.id, ago(10), 360],
    ]);
  });

  // Once the last flagged row is fixed the list to check is empty: every row shows again.
  it('keeps the fixed row on screen, ready, when it was the last one to check', async () => {
    await keeperWithNagini();
    renderPage();
    await choose(csvFile(diaryLines()));
    await toPreview();
    expect(screen.getByRole('radio', { name: 'To check (1)' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Edit row 5' }));
    const food = screen.getByLabelText('Храна, row 5');
    await userEvent.clear(food);
    await userEvent.type(food, 'щурец 0,5 гр');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Import 7 logs' })).toBeEnabled();
    expect(statusOf(5)).toBe('Ready');
  });

  it('leaves a skipped flagged row out of the import, and takes it back on request', async () => {
    const { db } = await keeperWithNagini();
    renderPage();
    await choose(csvFile(diaryLines()));
    const summary = await toPreview();
    await userEvent.click(screen.getByRole('button', { name: 'Skip row 5' }));
    expect(summaryItems(summary)).toEqual(['6 logs ready to import', '1 new animal: Кая', 'Added to 1 of your animals: Nagini', '1 row skipped']);
    expect(statusOf(5)).toBe('Skipped');
    await userEvent.click(screen.getByRole('button', { name: 'Import row 5 after all' }));
    expect(summaryItems(summary)).toContain('1 row has a problem');
    expect(screen.getByRole('button', { name: 'Import 6 logs' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Skip the row with a problem' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import 6 logs' }));

    expect(await screen.findByText('1 new animal and 6 logs are on this device now.')).toBeInTheDocument();
    const outbox = await db.outbox.toArray();
    expect(outbox.map((e) => e.name)).toEqual(['sheetImport.create.v1']);
    expect((outbox[0]?.args as SheetImportCreateArgs).rows.map((r) => r.line)).toEqual([2, 3, 4, 6]);
    expect(await db.feedingLogs.count()).toBe(3);
    expect(await db.growthLogs.count()).toBe(3);
  });

  it('writes nothing at all when the device fails part-way, and says so', async () => {
    const { db } = await keeperWithNagini();
    const failing = failNthFeedingPut(db, 3);
    renderPage();
    await choose(csvFile(diaryLines(true)));
    const summary = await toPreview();
    expect(summaryItems(summary)[0]).toBe('7 logs ready to import');
    await userEvent.click(screen.getByRole('button', { name: 'Import 7 logs' }));

    // Mantine's Alert is role="alert", the plan's room one too: the error is among them.
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('The import could not be saved on this device. Try again.'));
    expect(failing.puts).toBe(3);
    expect((await db.reptiles.toArray()).map((r) => r.name)).toEqual(['Nagini']);
    expect(await db.feedingLogs.count()).toBe(0);
    expect(await db.growthLogs.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    // Still on the preview, ready to try again.
    expect(screen.getByRole('button', { name: 'Import 7 logs' })).toBeEnabled();

    vi.restoreAllMocks();
    await userEvent.click(screen.getByRole('button', { name: 'Import 7 logs' }));
    expect(await screen.findByText('1 new animal and 7 logs are on this device now.')).toBeInTheDocument();
    expect(await db.feedingLogs.count()).toBe(4);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('the plan\'s room for animals', () => {
  const TWO_NEW = [
    'Date,Animal,Species,Food',
    `${ago(9)},Kaa,Python regius,mouse 20 g`,
    `${ago(8)},Rex,Pogona vitticeps,cricket 1 g`,
    `${ago(7)},Kaa,Python regius,mouse 21 g`,
  ];

  async function basicKeeperWithFour(): Promise<UserDb> {
    const db = signInKeeper();
    await db.reptiles.bulkPut(['A', 'B', 'C', 'D'].map((name) => syncedReptile(db, { name })));
    return db;
  }

  it('says in red that the file adds more animals than the plan has room for, and does not import', async () => {
    await basicKeeperWithFour();
    renderPage();
    await choose(csvFile(TWO_NEW, 'new.csv'));
    const summary = await toPreview();
    expect(summaryItems(summary)).toEqual(['3 logs ready to import', '2 new animals: Kaa, Rex']);
    expect(screen.getByText('Your Basic plan allows 5 animals and you have 4: this file adds 2, and only 1 fit. Upgrade, or skip the rows of the animals you do not want to import.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 3 logs' })).toBeDisabled();
  });

  // The limit text tells the keeper to skip the rows of the animals they do not want: any row can be skipped.
  it('fits once the rows of one animal are skipped', async () => {
    const db = await basicKeeperWithFour();
    renderPage();
    await choose(csvFile(TWO_NEW, 'new.csv'));
    const summary = await toPreview();
    await userEvent.click(screen.getByRole('button', { name: 'Skip row 3' }));
    expect(summaryItems(summary)).toEqual(['2 logs ready to import', '1 new animal: Kaa', '1 row skipped']);
    expect(screen.getByText('Your Basic plan has room for 1 more animal; this file adds 1.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 logs' }));
    expect(await screen.findByText('1 new animal and 2 logs are on this device now.')).toBeInTheDocument();
    expect(await db.reptiles.count()).toBe(5);
  });
});

describe('the same file again', () => {
  it('finds every row already here, says nothing is new, and offers no import', async () => {
    const { db } = await keeperWithNagini({ tier: 'HerpPlus' });
    const file = csvFile(diaryLines(true));
    renderPage();
    await choose(file);
    await toPreview();
    await userEvent.click(screen.getByRole('button', { name: 'Import 7 logs' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Import another file' }));

    await choose(file);
    // The columns as the keeper confirmed them last time.
    expect(await screen.findByText('Read as last time for these columns.')).toBeInTheDocument();
    const summary = await toPreview();
    await waitFor(() => expect(summaryItems(summary)).toEqual(['0 logs ready to import', '5 rows already in HerpTrack will be skipped']));
    for (const line of [2, 3, 4, 5, 6]) expect(statusOf(line)).toBe('Already here');
    expect(screen.getByText('Nothing new to import: every row is already in HerpTrack or skipped.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 0 logs' })).toBeDisabled();
    expect(await db.outbox.count()).toBe(1);
    expect(await db.feedingLogs.count()).toBe(4);
    expect(await db.reptiles.count()).toBe(2);
  });
});

describe('workbooks and archives', () => {
  it('lists the sheets of an XLSX with their rows, and reads the one chosen', async () => {
    await keeperWithNagini();
    const dateCell = (iso: string) => ({ value: new Date(`${iso}T00:00:00Z`), format: 'dd.mm.yyyy' });
    const buffer = await writeXlsxFile([
      { sheet: 'Животни', data: [['Name', 'Species', 'Sex'], ['Kaa', 'Python regius', 'male'], ['Rex', 'Pogona vitticeps', 'female']] },
      {
        sheet: 'Хранения',
        data: [
          ['Date', 'Animal', 'Food', 'Weight (g)'],
          [dateCell(ago(12)), 'Nagini', 'mouse 20 g', 300],
          [dateCell(ago(6)), 'Nagini', 'rat pup 25 g', null],
          [dateCell(ago(1)), 'nagini', 'mouse 20 g', null],
        ],
      },
    ]).toBuffer();
    renderPage();
    await choose(new File([new Uint8Array(buffer)], 'книга.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));

    const sheet = await screen.findByRole('combobox', { name: 'Sheet' });
    expect(within(sheet).getAllByRole('option').map((o) => o.textContent)).toEqual(['Животни (2 rows)', 'Хранения (3 rows)']);
    expect(screen.getByText('книга.xlsx: 2 rows')).toBeInTheDocument();
    expect(screen.getByText('Animals')).toBeInTheDocument();
    expect(picker('Column “Species”')).toHaveValue('Species');

    await userEvent.selectOptions(sheet, 'Хранения (3 rows)');
    expect(await screen.findByText('книга.xlsx: 3 rows')).toBeInTheDocument();
    expect(screen.getByText('Logs')).toBeInTheDocument();
    expect(picker('Column “Date”')).toHaveValue('Date');
    expect(picker('Column “Weight (g)”')).toHaveValue("Animal's weight");
    // The date cells are read as their day.
    expect(picker('Column “Date”')).toHaveAccessibleDescription(`First value: ${ago(12)}`);

    const summary = await toPreview();
    expect(summaryItems(summary)).toEqual(['4 logs ready to import', 'Added to 1 of your animals: Nagini']);
    expect(screen.getByRole('button', { name: 'Import 4 logs' })).toBeEnabled();
  });

  it('reads a ZIP of CSV files as one sheet per file, the animals first', async () => {
    await keeperWithNagini();
    const zip = zipSync({
      'export/feedingLogs.csv': strToU8(`date,reptileName,items\n${ago(3)},Nagini,1 × Mouse @ 20 g\n`),
      'export/reptiles.csv': strToU8('name,species,sex\nKaa,Python regius,male\nRex,Pogona vitticeps,female\nMilo,Eublepharis macularius,unknown\n'),
      'export/readme.md': strToU8('not a sheet'),
    });
    renderPage();
    await choose(new File([zip], 'herptrack-export.zip', { type: 'application/zip' }));
    const sheet = await screen.findByRole('combobox', { name: 'Sheet' });
    expect(within(sheet).getAllByRole('option').map((o) => o.textContent)).toEqual(['reptiles.csv (3 rows)', 'feedingLogs.csv (1 row)']);
    expect(screen.getByText('herptrack-export.zip: 3 rows')).toBeInTheDocument();
  });

  it('reads HerpTrack\'s JSON export as the sheets of its CSV export, the animals first', async () => {
    await keeperWithNagini();
    const kaa = '0190a0b0-0000-7000-8000-000000000001';
    const json = {
      app: 'HerpTrack', version: 1, exportedAt: '2026-11-01T00:00:00.000Z', units: { weight: 'g', length: 'cm' },
      reptiles: [{ id: kaa, name: 'Kaa', species: 'Python regius', sex: 'male', hatchDate: null, morphs: null }],
      feedingLogs: [{ id: '0190a0b0-0000-7000-8000-000000000002', reptileId: kaa, date: ago(3), outcome: 'ate', source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] }, notes: null }],
    };
    renderPage();
    await choose(new File([JSON.stringify(json)], 'herptrack-all-reptiles.json', { type: 'application/json' }));
    const sheet = await screen.findByRole('combobox', { name: 'Sheet' });
    expect(within(sheet).getAllByRole('option').map((o) => o.textContent)).toEqual(['reptiles (1 row)', 'feedings (1 row)']);
    expect(screen.getByText('HerpTrack export')).toBeInTheDocument();
  });
});

describe('in Bulgarian', () => {
  it('titles the screen and says a problem under its cell in Bulgarian', async () => {
    await keeperWithNagini();
    const { container } = renderPage('bg');
    expect(await screen.findByRole('heading', { level: 1, name: 'Импорт от таблица' })).toBeInTheDocument();
    const input = container.querySelector('#sheet-file');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, csvFile(diaryLines()));
    await userEvent.click(await screen.findByRole('button', { name: 'Преглед' }));
    const table = await screen.findByRole('table');
    const heads = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    const row = within(table).getAllByRole('row').find((tr) => tr.querySelector('th[scope="row"]')?.firstChild?.textContent === '5');
    const food = row?.children[heads.indexOf('Храна')];
    expect(food).toHaveTextContent('Няма тегло на храната: напишете го за единица („мишка 12 г“) или в колона за тегло на единица храна.');
    expect(row).toHaveTextContent('Нужна е поправка');
  });
});

describe('files it cannot read', () => {
  it('refuses a file that is not a spreadsheet, and an empty one', async () => {
    await keeperWithNagini();
    renderPage();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00]);
    await choose(new File([png], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a CSV or XLSX file.');
    // Still on the first step.
    expect(screen.getByLabelText('Choose a file')).toBeEnabled();

    await choose(new File([''], 'empty.csv', { type: 'text/csv' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The file has no header row or no rows below it.'));

    await choose(csvFile(['Date,Animal,Food'], 'header-only.csv'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The file has no header row or no rows below it.'));
    expect(screen.queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
  });
});
