/**
 * /labels on a real local database: choose animals (filter, select all shown, or arriving from an
 * animal's page with ?ids=), the sheet and its first free label (tapped on the picture or typed),
 * and the PDF is made on the device and saved as a Blob of type application/pdf with the chosen
 * animals' labels where the picture showed them. The only network call is for the font file,
 * served here from node_modules as the app serves it from its own origin.
 */
import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PDFArray, PDFDocument, decodePDFRawStream, type PDFRawStream } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LabelsPage } from '../../app/features/labels/labels-page';
import { labelsLink } from '../../app/features/labels';
import { endSession } from '../../app/lib/session';
import type { UserDb } from '../../app/lib/db';
import type { Morph } from '../../shared/schemas/morphs';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

const FONT = readFileSync('node_modules/dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf');
const PASTEL_CLOWN: Morph[] = [{ gene: 'ball-python:pastel', state: 'visual' }, { gene: 'ball-python:clown', state: 'visual' }];

let blobs: Blob[];
let saved: HTMLAnchorElement[];
let fetched: string[];

beforeEach(() => {
  blobs = [];
  saved = [];
  fetched = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:test/${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this);
  });
  vi.stubGlobal('fetch', vi.fn((url: RequestInfo | URL) => {
    fetched.push(String(url));
    return String(url).includes('DejaVuSansCondensed') ? Promise.resolve(new Response(FONT)) : Promise.reject(new Error('offline'));
  }));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  endSession('user');
});

async function keeper(): Promise<{ db: UserDb; ids: Record<string, string> }> {
  const db = signInKeeper();
  const reptiles = [
    syncedReptile(db, { name: 'Monty', species: 'Python regius', sex: 'male', hatchDate: '2022-05-01', morphs: PASTEL_CLOWN }),
    syncedReptile(db, { name: 'Гошо', species: 'Корнова змия', sex: 'female' }),
    syncedReptile(db, { name: 'Gecko Joe', species: 'Eublepharis macularius' }),
  ];
  await db.reptiles.bulkPut(reptiles);
  return { db, ids: Object.fromEntries(reptiles.map((r) => [r.name, r.id])) };
}

/** jsdom's Blob has no arrayBuffer(); its FileReader reads one. */
const bytesOf = (blob: Blob) => new Promise<Uint8Array>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
  reader.onerror = () => reject(reader.error);
  reader.readAsArrayBuffer(blob);
});
const pdfPages = async (blob: Blob) => (await PDFDocument.load(await bytesOf(blob))).getPageCount();

/** The top-left corners (mm from the page's top left) of the labels' clips on the PDF's first page. */
async function labelCorners(blob: Blob): Promise<string[]> {
  const doc = await PDFDocument.load(await bytesOf(blob));
  const page = doc.getPage(0);
  const streams = (page.node.Contents() as PDFArray).asArray().map((ref) => doc.context.lookup(ref) as PDFRawStream);
  const content = streams.map((s) => new TextDecoder().decode(decodePDFRawStream(s).decode())).join('\n');
  const mm = (pt: number) => (pt * 25.4) / 72;
  return [...content.matchAll(/^(\S+) (\S+) \S+ (\S+) re W n$/gm)]
    .map(([, x, y, h]) => `${mm(Number(x)).toFixed(2)}, ${(mm(page.getHeight()) - mm(Number(y) + Number(h))).toFixed(2)}`);
}

describe('label sheets', () => {
  it('prints the chosen animals from the first free label of a partly used sheet, as a PDF download', async () => {
    await keeper();
    renderWithProviders(<LabelsPage />, { route: '/labels' });

    await userEvent.type(await screen.findByLabelText('Filter by name or species'), 'python');
    const list = screen.getByRole('list', { name: 'Animals to label' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Select all shown' }));
    await userEvent.clear(screen.getByLabelText('Filter by name or species'));
    await userEvent.click(within(list).getByRole('checkbox', { name: /Гошо/ }));
    expect(screen.getByText('2 of 3 selected')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Sheet layout/ }), 'L7651');
    expect(screen.getByRole('option', { name: 'L7651 · 65 per sheet · 38.1 × 21.2 mm' })).toHaveProperty('selected', true);
    // The picture of the sheet: tap label 5, the first still on it.
    const sheet = screen.getByRole('group', { name: 'The first sheet. Tap the first free label.' });
    expect(within(sheet).getAllByRole('button')).toHaveLength(65);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Label 5' }));
    expect(screen.getByLabelText(/^First free label/)).toHaveValue('5');
    expect(within(sheet).getByRole('button', { name: 'Label 4, already used' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Label 5: Monty' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(sheet).getByRole('button', { name: 'Label 6: Гошо' })).toBeInTheDocument();
    expect(screen.getByText(/2 labels on 1 sheet. Labels 1 to 4 are left as they are; printing starts at label 5./)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The PDF is downloaded.')).toBeInTheDocument();
    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.type).toBe('application/pdf');
    expect(saved.map((a) => a.download)).toEqual(['herptrack-labels-L7651.pdf']);
    expect(await pdfPages(blobs[0]!)).toBe(1);
    // Labels 5 and 6 of L7651: the end of the first row and the start of the second.
    expect(await labelCorners(blobs[0]!)).toEqual(['167.15, 10.70', '4.75, 31.90']);
    expect(fetched).toHaveLength(1);
  });

  it('takes the first free label typed, and pages a run past the sheet', async () => {
    await keeper();
    renderWithProviders(<LabelsPage />, { route: '/labels' });
    await userEvent.click(await screen.findByRole('button', { name: 'Select all shown' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Sheet layout/ }), '5163');
    const firstFree = screen.getByLabelText(/^First free label/);
    await userEvent.clear(firstFree);
    await userEvent.type(firstFree, '11');
    expect(screen.getByText('Enter a number from 1 to 10.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    await userEvent.clear(firstFree);
    await userEvent.type(firstFree, '9');
    expect(screen.getByText(/3 labels on 2 sheets/)).toBeInTheDocument();
    expect(screen.getByText('Only the first sheet is shown here.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await screen.findByText('The PDF is downloaded.');
    expect(await pdfPages(blobs[0]!)).toBe(2);
  });

  it('asks for an animal before making anything', async () => {
    await keeper();
    renderWithProviders(<LabelsPage />, { route: '/labels' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Select at least one animal.')).toBeInTheDocument();
    expect(blobs).toHaveLength(0);
    expect(fetched).toHaveLength(0);
  });

  it('arrives from an animal page with that animal chosen, and prints one label per page in a new tab', async () => {
    const { ids } = await keeper();
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    renderWithProviders(<LabelsPage />, { route: labelsLink([ids.Monty!]) });
    expect(await screen.findByText('1 of 3 selected')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Sheet layout/ }), 'roll');
    expect(screen.queryByLabelText(/^First free label/)).not.toBeInTheDocument();
    const width = screen.getByLabelText('Label width (mm)');
    await userEvent.clear(width);
    await userEvent.type(width, '10');
    expect(screen.getByText('Enter a size from 15 to 200 mm.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    await userEvent.clear(width);
    await userEvent.type(width, '57');
    const height = screen.getByLabelText('Label height (mm)');
    await userEvent.clear(height);
    await userEvent.type(height, '32');
    expect(screen.getByRole('img', { name: 'Label 1: Monty' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(await screen.findByText('The PDF is open in a new tab: print it from there.')).toBeInTheDocument();
    expect(tab.location.href).toBe('blob:test/1');
    expect(blobs[0]!.type).toBe('application/pdf');
    const doc = await PDFDocument.load(await bytesOf(blobs[0]!));
    const { width: w, height: h } = doc.getPage(0).getSize();
    expect([w * 25.4 / 72, h * 25.4 / 72].map((mm) => mm.toFixed(1))).toEqual(['57.0', '32.0']);
  });

  it('downloads instead when no tab may be opened, and says so in Bulgarian', async () => {
    await keeper();
    vi.spyOn(window, 'open').mockImplementation(() => null);
    renderWithProviders(<LabelsPage />, { route: '/labels', lng: 'bg' });
    await userEvent.click(await screen.findByRole('button', { name: 'Избери всички показани' }));
    await userEvent.click(screen.getByRole('button', { name: 'Печат' }));
    expect(await screen.findByText('Не можа да се отвори нов раздел, затова PDF файлът беше изтеглен. Отпечатайте го от изтеглените файлове.')).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toBe('herptrack-etiketi-L7160.pdf');
  });
});
