/**
 * The review and the end of /ocr-import on a real local database (the OCR engine and, as jsdom
 * has no canvas, the compressor are stand-ins): rows are edited, removed and added; the import
 * is ONE `ocrImport.create.v1` in the outbox with its logs on the device at once, and says
 * "Imported N, skipped M"; the CSV carries the rows under translated headers; nothing to import or
 * download is said in the spec's words; a wide screen gets a table named "Extracted rows".
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../app/lib/session';
import { enterDate } from '../helpers/date-field';
import { signInKeeper } from '../helpers/keeper';
import { daysAgo, renderOcrPage, sheetPhoto, sheetText, withReptiles } from './ocr-fixtures';

const engine = vi.hoisted(() => ({ readImage: vi.fn(), terminateOcr: vi.fn() }));
vi.mock('../../app/features/ocr/engine', () => engine);
const compress = vi.hoisted(() => vi.fn());
vi.mock('browser-image-compression', () => ({ default: compress }));

const readsAs = (text: string) => engine.readImage.mockResolvedValue({ text, confidence: 90 });

beforeEach(() => {
  compress.mockImplementation(async (file: File) => file);
  readsAs(sheetText());
});
afterEach(() => {
  endSession('user');
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function readSheet() {
  await userEvent.upload(await screen.findByLabelText('Choose a file'), sheetPhoto());
  return screen.findByRole('list', { name: 'Extracted rows' });
}

/** The text of the file the page saved, and its name. */
function catchDownload(): { saved: () => Promise<{ name: string; text: string }> } {
  let blob: Blob | undefined;
  let name = '';
  vi.stubGlobal('URL', Object.assign(Object.create(URL), { createObjectURL: (b: Blob) => { blob = b; return 'blob:csv'; }, revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    name = this.download;
  });
  return {
    saved: async () => {
      await waitFor(() => expect(blob).toBeDefined());
      const saved = blob;
      // jsdom's Blob has no text(): its FileReader reads it.
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        if (saved) reader.readAsText(saved);
      });
      return { name, text };
    },
  };
}

describe('editing the rows', () => {
  it('fixes a flagged row, changes a type, removes one and adds one; the counts follow', async () => {
    const db = signInKeeper();
    await withReptiles(db, 'Nagini');
    renderOcrPage();
    const list = await readSheet();
    expect(screen.getByText('3 of 5 rows are ready to import.')).toBeInTheDocument();
    expect(screen.getByText('2 rows will be skipped: they were removed, or have a problem to fix first.')).toBeInTheDocument();

    // Row 4 had no date.
    const date4 = screen.getByLabelText('Date, row 4');
    await enterDate(date4, daysAgo(18).iso);
    expect(date4).toHaveValue(daysAgo(18).iso);
    expect(date4).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('4 of 5 rows are ready to import.')).toBeInTheDocument();

    // Row 2 (a refusal with no size) becomes a general event; its Details stay.
    await userEvent.selectOptions(screen.getByLabelText('Event type, row 2'), 'event');
    expect(within(screen.getByLabelText('Event type, row 2')).getByRole('option', { selected: true })).toHaveTextContent('Event');
    expect(screen.getByText('5 of 5 rows are ready to import.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove row 5' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('1 row will be skipped: it was removed, or it has a problem to fix first.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByLabelText('Event type, row 5')).toHaveValue('event');
    await userEvent.clear(screen.getByLabelText('Details, row 5'));
    await userEvent.type(screen.getByLabelText('Details, row 5'), 'Cleaned the tank');
    // A row added by hand and removed again is not "skipped".
    await userEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove row 6' }));
    expect(screen.getByRole('button', { name: 'Import 5 rows' })).toBeInTheDocument();
    expect(screen.getByText('1 row will be skipped: it was removed, or it has a problem to fix first.')).toBeInTheDocument();
  });

  it('points out a row written for another reptile: it goes to the chosen one', async () => {
    const db = signInKeeper();
    await withReptiles(db, 'Nagini', 'Rex');
    readsAs(`${daysAgo(3).written} Rex Shedding shed complete`);
    renderOcrPage();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Reptile' }), 'Nagini');
    await readSheet();
    expect(screen.getByLabelText('Reptile name, row 1')).toHaveValue('Rex');
    expect(screen.getByLabelText('Reptile name, row 1')).toHaveAccessibleDescription('Written for “Rex”: it will be added to Nagini.');
  });

  it('is a table named "Extracted rows" on a wide screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('min-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, onchange: null, dispatchEvent: () => false }));
    const db = signInKeeper();
    await withReptiles(db, 'Nagini');
    renderOcrPage();
    await userEvent.upload(await screen.findByLabelText('Choose a file'), sheetPhoto());
    const table = await screen.findByRole('table', { name: 'Extracted rows' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Date', 'Reptile name', 'Event type', 'Details', 'Remove']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByLabelText('Details, row 3')).toHaveValue('shed complete');
    expect(within(table).getByLabelText('Date, row 4')).toHaveAccessibleDescription('No date: add one or the row is skipped.');
  });
});

describe('importing', () => {
  it('writes one import with its logs to the device, says what it did and links to the reptile', async () => {
    const db = signInKeeper();
    const [nagini] = await withReptiles(db, 'Nagini');
    renderOcrPage();
    await readSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Remove row 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import 3 rows' }));

    const done = await screen.findByRole('status', { name: /Imported 3, skipped 2/ });
    expect(done).toBeInTheDocument();
    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ name: 'ocrImport.create.v1', args: { reptileId: nagini?.id, language: 'en', skipped: 2 } });
    const logs = (outbox[0]?.args as { logs: { kind: string; args: { reptileId: string; date: string } }[] }).logs;
    expect(logs.map((l) => [l.kind, l.args.date])).toEqual([['feedingLog', daysAgo(30).iso], ['sheddingLog', daysAgo(20).iso], ['growthLog', daysAgo(10).iso]]);
    // On the device at once: the import counts, the logs are in their tables.
    expect(await db.ocrImports.count()).toBe(1);
    expect(await db.feedingLogs.where('reptileId').equals(nagini?.id ?? '').count()).toBe(1);
    expect(await db.growthLogs.count()).toBe(1);
    expect(screen.queryByRole('list', { name: 'Extracted rows' })).not.toBeInTheDocument();

    await userEvent.click(within(done).getByRole('link', { name: 'Open Nagini' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(`/reptiles/${nagini?.id}`);
  });

  it('says "No data to import." when no row can become a log, and keeps the rows', async () => {
    const db = signInKeeper();
    await withReptiles(db, 'Nagini');
    readsAs(`Shed in blue\n${daysAgo(2).written} Feeding refused`);
    renderOcrPage();
    await readSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Import 0 rows' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No data to import.');
    expect(await db.outbox.count()).toBe(0);
    expect(screen.getByLabelText('Details, row 1')).toHaveValue('Shed in blue');
  });

  it('chooses the only reptile, also when it arrives after the screen opened (a new device\'s first sync)', async () => {
    const db = signInKeeper();
    renderOcrPage();
    expect(await screen.findByRole('link', { name: 'Add a reptile' })).toHaveAttribute('href', '/reptiles/add');
    const [nagini] = await withReptiles(db, 'Nagini');
    expect(await screen.findByRole('combobox', { name: 'Reptile' })).toHaveValue(nagini?.id);
  });

  it('starts with the reptile named in the address', async () => {
    const db = signInKeeper();
    const [, rex] = await withReptiles(db, 'Nagini', 'Rex');
    renderOcrPage({ route: `/ocr-import?reptile=${rex?.id}` });
    expect(await screen.findByRole('combobox', { name: 'Reptile' })).toHaveValue(rex?.id);
  });
});

describe('download as CSV', () => {
  it('saves every row under translated headers, named after the reptile and the day', async () => {
    const db = signInKeeper();
    await withReptiles(db, 'Monty Python');
    renderOcrPage();
    await readSheet();
    const download = catchDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Download as CSV' }));
    const { name, text } = await download.saved();
    expect(name).toMatch(/^herptrack-ocr-monty-python-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Date,Reptile Name,Event Type,Details');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe(`${daysAgo(30).iso},,Feeding,2 mice 20 g`);
    expect(lines[4]).toBe(',,Shedding,Shed in blue');
  });

  it('in Bulgarian too', async () => {
    const db = signInKeeper();
    await withReptiles(db, 'Нагини');
    renderOcrPage({ lng: 'bg' });
    await userEvent.upload(await screen.findByLabelText('Избери файл'), sheetPhoto());
    await screen.findByRole('list', { name: 'Разчетени редове' });
    const download = catchDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Изтегли като CSV' }));
    const { name, text } = await download.saved();
    expect(name).toMatch(/^herptrack-ocr-нагини-/);
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Дата,Име на влечугото,Вид събитие,Подробности');
  });

  it('says "No data available to download." when every row was removed', async () => {
    const db = signInKeeper();
    await withReptiles(db, 'Nagini');
    readsAs(`${daysAgo(2).written} Shedding shed complete`);
    renderOcrPage();
    await readSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(screen.getByText('No log lines were found in this photo. Add rows by hand, or try a sharper photo.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download as CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No data available to download.');
  });
});
