/**
 * /ocr-import on a real local database, with the OCR engine (tesseract in a worker) replaced by a
 * stand-in that returns a sheet's text: the steps, reading with progress and Cancel, the review
 * (flagged rows, editing, removing, adding; cards on a phone and a table on a wide screen), the
 * one import written to the outbox with its counts, the CSV, and the failures in the spec's words.
 * jsdom has no canvas, so the compressor is a stand-in too.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OcrProgress } from '../../app/features/ocr/engine-types';
import { endSession } from '../../app/lib/session';
import { shownDate } from '../helpers/date-field';
import { signInKeeper } from '../helpers/keeper';
import { daysAgo, renderOcrPage, sheetPhoto, sheetText, withReptiles } from './ocr-fixtures';

type ReadOptions = { onProgress?: (p: OcrProgress) => void; signal?: AbortSignal };
const engine = vi.hoisted(() => ({ readImage: vi.fn(), terminateOcr: vi.fn() }));
vi.mock('../../app/features/ocr/engine', () => engine);
const compress = vi.hoisted(() => vi.fn());
vi.mock('browser-image-compression', () => ({ default: compress }));

/** The reader's usual answer: it loads, reads, and gives `text` back. */
function readsAs(text: string) {
  engine.readImage.mockImplementation(async (_image: Blob, _language: string, { onProgress }: ReadOptions) => {
    onProgress?.({ stage: 'loading', progress: 1 });
    onProgress?.({ stage: 'reading', progress: 1 });
    return { text, confidence: 90 };
  });
}

beforeEach(() => {
  compress.mockImplementation(async (file: File) => new Blob([new Uint8Array(Math.min(file.size, 500))], { type: 'image/jpeg' }));
  readsAs(sheetText());
});
afterEach(() => {
  endSession('user');
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const choosePhoto = async (file = sheetPhoto()) => userEvent.upload(await screen.findByLabelText('Choose a file'), file);
const rows = () => screen.findByRole('list', { name: 'Extracted rows' });

describe('reading a sheet', () => {
  it('shows the steps, reads the photo in the chosen language and lists every line, flagging the ones to fix', async () => {
    const db = signInKeeper();
    await withReptiles(db, 'Nagini');
    renderOcrPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Import paper logs' })).toBeInTheDocument();
    await screen.findByRole('combobox', { name: 'Reptile' });
    for (const step of ['Reptile', 'Language of the sheet', 'Photo of the sheet']) expect(screen.getByRole('heading', { level: 2, name: step })).toBeInTheDocument();
    // The only reptile is chosen already; the language is the app's.
    expect(screen.getByRole('combobox', { name: 'Reptile' })).toHaveValue(await db.reptiles.toCollection().first().then((r) => r?.id));
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    const camera = screen.getByLabelText('Take a photo');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(screen.getByLabelText('Choose a file')).not.toHaveAttribute('capture');

    await userEvent.click(screen.getByRole('radio', { name: 'Bulgarian' }));
    await choosePhoto();
    const list = await rows();
    // The rows appear below the fold on a phone: the focus goes to them, so they are announced.
    expect(screen.getByRole('heading', { level: 2, name: 'Check the rows' })).toHaveFocus();
    expect(engine.readImage).toHaveBeenCalledWith(expect.any(Blob), 'bg', expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByLabelText('Date, row 1')).toHaveValue(shownDate(daysAgo(30).iso));
    expect(screen.getByLabelText('Event type, row 1')).toHaveValue('feeding');
    expect(screen.getByLabelText('Details, row 1')).toHaveValue('2 mice 20 g');
    expect(screen.getByLabelText('Event type, row 3')).toHaveValue('shedding');
    expect(screen.getByLabelText('Date, row 4')).toHaveValue('');
    // Flagged where they can be fixed, never dropped.
    expect(screen.getByLabelText('Date, row 4')).toHaveAccessibleDescription('No date: add one or the row is skipped.');
    expect(screen.getByLabelText('Details, row 2')).toHaveAccessibleDescription('No food weight: write the weight of one item, e.g. “2 mice 20 g”, or the row is skipped.');
    expect(screen.getByText('3 of 5 rows are ready to import.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 3 rows' })).toBeEnabled();
  });

  it('reads the photo shrunk by the compressor, and the original when compression fails (saying so)', async () => {
    const db = signInKeeper();
    await withReptiles(db, 'Nagini');
    renderOcrPage();
    await choosePhoto();
    await rows();
    const shrunk = engine.readImage.mock.calls[0]?.[0] as Blob;
    expect(shrunk.size).toBe(500);
    expect(screen.queryByText(/Compression failed/)).not.toBeInTheDocument();

    compress.mockRejectedValue(new Error('no canvas'));
    const original = sheetPhoto('big.jpg', 'image/jpeg', 3000);
    await choosePhoto(original);
    expect(await screen.findByText('Compression failed (the original photo was read instead).')).toBeInTheDocument();
    expect(engine.readImage.mock.calls[1]?.[0]).toBe(original);
  });

  it('shows the stage and progress while reading, and Cancel stops it', async () => {
    const db = signInKeeper();
    await withReptiles(db, 'Nagini');
    let report: ((p: OcrProgress) => void) | undefined;
    engine.readImage.mockImplementation((_image: Blob, _language: string, { onProgress, signal }: ReadOptions) => new Promise((_, reject) => {
      report = onProgress;
      onProgress?.({ stage: 'loading', progress: 0.4 });
      signal?.addEventListener('abort', () => reject(new DOMException('Cancelled', 'AbortError')));
    }));
    renderOcrPage();
    await choosePhoto();
    expect(await screen.findByRole('progressbar', { name: 'Loading the reader…' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();
    // One read at a time: the photo buttons wait.
    expect(screen.getByLabelText('Choose a file')).toBeDisabled();
    act(() => report?.({ stage: 'reading', progress: 0.75 }));
    expect(await screen.findByRole('progressbar', { name: 'Reading the photo…' })).toHaveAttribute('aria-valuenow', '75');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Reading cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Choose a file')).toBeEnabled();
  });

  it('ends the reader when the keeper leaves the screen', async () => {
    const db = signInKeeper();
    await withReptiles(db, 'Nagini');
    const { unmount } = renderOcrPage();
    await choosePhoto();
    await rows();
    unmount();
    expect(engine.terminateOcr).toHaveBeenCalled();
  });
});

describe('refusals and failures, in the spec\'s words', () => {
  it('needs a reptile first, then an image', async () => {
    const db = signInKeeper();
    await withReptiles(db, 'Nagini', 'Rex');
    renderOcrPage();
    await choosePhoto();
    const picker = await screen.findByRole('combobox', { name: 'Reptile' });
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('Please select a reptile first.'));
    expect(engine.readImage).not.toHaveBeenCalled();

    await userEvent.selectOptions(picker, 'Rex');
    expect(picker).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.upload(await screen.findByLabelText('Choose a file'), sheetPhoto('notes.txt', 'text/plain'), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an image file first.');
    expect(engine.readImage).not.toHaveBeenCalled();
  });

  it('refuses a photo still over 10 MB after compression', async () => {
    const db = signInKeeper();
    await withReptiles(db, 'Nagini');
    compress.mockResolvedValue(new Blob([new Uint8Array(11 * 1024 * 1024)], { type: 'image/jpeg' }));
    renderOcrPage();
    await choosePhoto();
    expect(await screen.findByRole('alert')).toHaveTextContent('This photo is too big: 11 MB after compression, and the limit is 10 MB.');
    expect(engine.readImage).not.toHaveBeenCalled();
  });

  it('says the photo could not be processed, and a retry reads it again', async () => {
    const db = signInKeeper();
    await withReptiles(db, 'Nagini');
    engine.readImage.mockImplementationOnce(async (_image: Blob, _language: string, { onProgress }: ReadOptions) => {
      onProgress?.({ stage: 'loading', progress: 1 });
      onProgress?.({ stage: 'reading', progress: 0.2 });
      throw new Error('Error attempting to read image.');
    });
    renderOcrPage();
    await choosePhoto();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^We couldn't process your image\./);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toBeInTheDocument();
    expect(engine.readImage).toHaveBeenCalledTimes(2);
  });

  it('says the first read needs a connection when the reader cannot load offline, and the service is busy when it cannot load online', async () => {
    const db = signInKeeper();
    await withReptiles(db, 'Nagini');
    engine.readImage.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('navigator', Object.create(navigator, { onLine: { value: false } }));
    renderOcrPage();
    await choosePhoto();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Reading needs a connection the first time/);

    vi.unstubAllGlobals();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Our service is temporarily busy. Please try again in a few minutes.'));
  });

  it('shows the list\'s failure to load instead of the screen, with a retry', async () => {
    const db = signInKeeper();
    const read = vi.spyOn(db.reptiles, 'toArray').mockRejectedValue(new Error('IndexedDB refused'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderOcrPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The reptile list failed to load.');
    read.mockRestore();
    await withReptiles(db, 'Nagini');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Reptile' })).toBeInTheDocument();
  });
});

describe('in Bulgarian', () => {
  it('starts with the app\'s language and names the rows in Bulgarian', async () => {
    const db = signInKeeper();
    await withReptiles(db, 'Нагини');
    renderOcrPage({ lng: 'bg' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Импорт на записи от хартия' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Български' })).toBeChecked();
    await userEvent.upload(screen.getByLabelText('Избери файл'), sheetPhoto());
    expect(await screen.findByRole('list', { name: 'Разчетени редове' })).toBeInTheDocument();
    expect(engine.readImage).toHaveBeenCalledWith(expect.any(Blob), 'bg', expect.anything());
    expect(screen.getByLabelText('Дата, ред 4')).toHaveAccessibleDescription('Няма дата: добавете я, иначе редът се пропуска.');
    expect(screen.getByRole('combobox', { name: 'Вид събитие, ред 1' })).toHaveDisplayValue('Хранене');
  });
});
