/**
 * The test (28): the label positions in the generated PDF match each layout's published
 * dimensions to 0.5 mm. For every layout a PDF is made as the browser makes it (the real font,
 * read from node_modules), then read back with pdf-lib: each label's clip rectangle is where the
 * maker's template puts that label, its QR code lies inside it with the quiet zone kept and holds
 * the address of the animal's or the enclosure's quick actions, a run longer than a sheet goes on to the next page, and the font is
 * embedded as a subset that maps Cyrillic back to text.
 */
import { readFileSync } from 'node:fs';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream, type PDFRef, decodePDFRawStream, type PDFObject } from 'pdf-lib';
import { create as createQr } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QR_QUIET_MODULES, makeLabelPdf } from '../../app/features/labels/label-pdf';
import { LabelRequestError } from '../../app/features/labels/label-request-error';
import { animalLabel, enclosureLabel } from '../../shared/labels/content';
import { rollLayout, sheetLayout, type SheetLayout } from '../../shared/labels/layouts';

const FONT = readFileSync('node_modules/dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf');
const PT = 25.4 / 72;
const IN = 25.4;
const TOLERANCE_MM = 0.5;

/**
 * The makers' published figures, written out here apart from the module (mm): page, label size,
 * columns × rows, first label's top-left corner, pitch across and down.
 */
const PUBLISHED = {
  L7160: { page: [210, 297], label: [63.5, 38.1], grid: [3, 7], first: [7.25, 15.15], pitch: [66, 38.1] },
  L7163: { page: [210, 297], label: [99.1, 38.1], grid: [2, 7], first: [4.65, 15.15], pitch: [101.6, 38.1] },
  L7651: { page: [210, 297], label: [38.1, 21.2], grid: [5, 13], first: [4.75, 10.7], pitch: [40.6, 21.2] },
  '5160': { page: [8.5 * IN, 11 * IN], label: [2.625 * IN, 1 * IN], grid: [3, 10], first: [0.1875 * IN, 0.5 * IN], pitch: [2.75 * IN, 1 * IN] },
  '5163': { page: [8.5 * IN, 11 * IN], label: [4 * IN, 2 * IN], grid: [2, 5], first: [0.15625 * IN, 0.5 * IN], pitch: [4.1875 * IN, 2 * IN] },
  roll: { page: [62, 29], label: [62, 29], grid: [1, 1], first: [0, 0], pitch: [62, 29] },
} as const;

const published = (id: keyof typeof PUBLISHED, position: number) => {
  const p = PUBLISHED[id];
  const column = (position - 1) % p.grid[0];
  const row = Math.floor((position - 1) / p.grid[0]);
  return { x: p.first[0] + column * p.pitch[0], y: p.first[1] + row * p.pitch[1], width: p.label[0], height: p.label[1] };
};

const NAMES = ['Монти', 'Kaa', 'Гошо Змията от Пловдив', 'Nagini', 'Слънчо Жълтия'];
function animals(count: number) {
  return Array.from({ length: count }, (_, i) => animalLabel(
    { id: `0193a0b1-7c2d-7e3f-8a4b-${String(i).padStart(12, '0')}`, name: NAMES[i % NAMES.length]!, species: i % 2 ? 'Python regius' : 'Корнова змия', sex: i % 2 ? 'male' : 'female', hatchDate: '2023-04-01' },
    { origin: 'https://herptrack.example.com', morph: i % 3 ? 'Pastel Clown 66% possible het Pied' : null },
  ));
}

interface DrawnLabel {
  /** The clip, in mm from the page's top-left corner. */
  clip: { x: number; y: number; width: number; height: number };
  /** The code's top-left module corner (mm from the page's top left) and module size (mm). */
  qr: { x: number; y: number; module: number } | null;
  /** Dark runs as drawn: [row, column, length]. */
  runs: [number, number, number][];
  texts: number;
}

function streamText(doc: PDFDocument, object: PDFObject | undefined): string {
  const streams = object instanceof PDFArray ? object.asArray().map((ref) => doc.context.lookup(ref)) : [object];
  return streams.map((s) => new TextDecoder().decode(decodePDFRawStream(s as PDFRawStream).decode())).join('\n');
}

/** Reads the page's content stream back into its labels (label-pdf.ts writes one operator group per line). */
function drawnLabels(content: string, pageHeight: number): DrawnLabel[] {
  const labels: DrawnLabel[] = [];
  let current: DrawnLabel | undefined;
  for (const line of content.split('\n')) {
    const clip = /^(\S+) (\S+) (\S+) (\S+) re W n$/.exec(line);
    if (clip) {
      const [x, y, w, h] = clip.slice(1).map(Number) as [number, number, number, number];
      current = { clip: { x: x * PT, y: pageHeight - (y + h) * PT, width: w * PT, height: h * PT }, qr: null, runs: [], texts: 0 };
      labels.push(current);
      continue;
    }
    if (!current) continue;
    const cm = /^q (\S+) 0 0 (\S+) (\S+) (\S+) cm$/.exec(line);
    if (cm) {
      expect(Number(cm[2])).toBeCloseTo(-Number(cm[1]), 6);
      current.qr = { module: Number(cm[1]) * PT, x: Number(cm[3]) * PT, y: pageHeight - Number(cm[4]) * PT };
      continue;
    }
    const run = /^(\d+) (\d+) (\d+) 1 re$/.exec(line);
    if (run) current.runs.push([Number(run[2]), Number(run[1]), Number(run[3])]);
    if (/ Tj ET Q$/.test(line)) current.texts++;
  }
  return labels;
}

async function readBack(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages().map((page) => {
    const { width, height } = page.getSize();
    return { width: width * PT, height: height * PT, labels: drawnLabels(streamText(doc, page.node.Contents()), height * PT) };
  });
  return { doc, pages };
}

function expectedRuns(url: string): [number, number, number][] {
  const { modules } = createQr(url, { errorCorrectionLevel: 'M' });
  const runs: [number, number, number][] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col) !== 1 || (col > 0 && modules.get(row, col - 1) === 1)) continue;
      let end = col;
      while (end < modules.size && modules.get(row, end) === 1) end++;
      runs.push([row, col, end - col]);
    }
  }
  return runs;
}

const CASES: { id: keyof typeof PUBLISHED; layout: SheetLayout; count: number; firstFree: number; perPage: number[] }[] = [
  { id: 'L7160', layout: sheetLayout('L7160')!, count: 24, firstFree: 2, perPage: [20, 4] },
  { id: 'L7163', layout: sheetLayout('L7163')!, count: 17, firstFree: 2, perPage: [13, 4] },
  { id: 'L7651', layout: sheetLayout('L7651')!, count: 68, firstFree: 2, perPage: [64, 4] },
  { id: '5160', layout: sheetLayout('5160')!, count: 33, firstFree: 2, perPage: [29, 4] },
  { id: '5163', layout: sheetLayout('5163')!, count: 13, firstFree: 2, perPage: [9, 4] },
  { id: 'roll', layout: rollLayout(), count: 3, firstFree: 1, perPage: [1, 1, 1] },
];

describe('the label PDF', () => {
  it.each(CASES)('$id: every label, and its QR code, where the published layout puts it (to 0.5 mm)', async ({ id, layout, count, firstFree, perPage }) => {
    const labels = animals(count);
    const { pages } = await readBack(await makeLabelPdf({ layout, labels, firstFree, font: FONT, title: 'Labels' }));

    expect(pages.map((p) => p.labels.length)).toEqual(perPage);
    let next = 0;
    pages.forEach((page, pageIndex) => {
      expect(Math.abs(page.width - PUBLISHED[id].page[0])).toBeLessThan(TOLERANCE_MM);
      expect(Math.abs(page.height - PUBLISHED[id].page[1])).toBeLessThan(TOLERANCE_MM);
      page.labels.forEach((drawn, i) => {
        const position = (pageIndex === 0 ? firstFree : 1) + i;
        const want = published(id, position);
        for (const key of ['x', 'y', 'width', 'height'] as const) {
          expect(Math.abs(drawn.clip[key] - want[key]), `${id} page ${pageIndex + 1} label ${position} ${key}`).toBeLessThan(TOLERANCE_MM);
        }
        // The code: inside the published label, 4 modules of quiet zone on every side, modules a phone reads.
        const content = labels[next++]!;
        const runs = expectedRuns(content.url);
        expect(drawn.runs).toEqual(runs);
        const qr = drawn.qr!;
        const modules = Math.max(...runs.map(([row]) => row)) + 1;
        const quiet = QR_QUIET_MODULES * qr.module;
        expect(qr.x - quiet).toBeGreaterThan(want.x - TOLERANCE_MM);
        expect(qr.y - quiet).toBeGreaterThan(want.y - TOLERANCE_MM);
        expect(qr.x + (modules * qr.module) + quiet).toBeLessThan(want.x + want.width + TOLERANCE_MM);
        expect(qr.y + (modules * qr.module) + quiet).toBeLessThan(want.y + want.height + TOLERANCE_MM);
        expect(qr.module).toBeGreaterThanOrEqual(0.4);
        expect(drawn.texts).toBeGreaterThanOrEqual(3);
      });
    });
    expect(next).toBe(count);
  });

  it('codes an animal’s label with /r/:id and an enclosure’s with /e/:id, in one run, the enclosure’s lines beside its code', async () => {
    const origin = 'https://herptrack.example.com';
    const [monty] = animals(1);
    const tub = enclosureLabel({ id: '0193a0b1-7c2d-7e3f-8a4b-0000000000e1', name: 'A1-2' },
      { origin, place: 'Rack A · shelf 1 · tub 2', type: 'Tub', residents: ['Монти', 'Гошо Змията от Пловдив', 'Kaa'] });
    const { pages } = await readBack(await makeLabelPdf({ layout: sheetLayout('L7160')!, labels: [monty!, tub], firstFree: 1, font: FONT, title: 'Labels' }));
    const [animal, enclosure] = pages[0]!.labels;
    expect(animal!.runs).toEqual(expectedRuns(`${origin}/r/0193a0b1-7c2d-7e3f-8a4b-000000000000`));
    expect(enclosure!.runs).toEqual(expectedRuns(`${origin}/e/0193a0b1-7c2d-7e3f-8a4b-0000000000e1`));
    // Its name, place, type and the residents (over two lines at most, cut to fit).
    expect(enclosure!.texts).toBeGreaterThanOrEqual(4);
    expect(enclosure!.texts).toBeLessThanOrEqual(5);
    const want = published('L7160', 2);
    expect(Math.abs(enclosure!.clip.x - want.x)).toBeLessThan(TOLERANCE_MM);
    expect(Math.abs(enclosure!.clip.y - want.y)).toBeLessThan(TOLERANCE_MM);
  });

  it('embeds a subset of the font that maps Cyrillic names back to text', async () => {
    const { doc } = await readBack(await makeLabelPdf({ layout: sheetLayout('L7160')!, labels: animals(5), firstFree: 1, font: FONT, title: 'Labels' }));
    const fonts = doc.context.enumerateIndirectObjects().map(([, object]) => object)
      .filter((o): o is PDFDict => o instanceof PDFDict && o.get(PDFName.of('Subtype')) === PDFName.of('Type0'));
    expect(fonts).toHaveLength(1);
    const toUnicode = streamText(doc, doc.context.lookup(fonts[0]!.get(PDFName.of('ToUnicode')) as PDFRef));
    // М, Г, Ж and ъ of the names, and the male and female signs.
    for (const code of ['041C', '0413', '0416', '044A', '2642', '2640']) expect(toUnicode).toContain(code);
    const descendant = doc.context.lookup((doc.context.lookup(fonts[0]!.get(PDFName.of('DescendantFonts'))) as PDFArray).get(0)) as PDFDict;
    const descriptor = doc.context.lookup(descendant.get(PDFName.of('FontDescriptor'))) as PDFDict;
    const fontFile = doc.context.lookup(descriptor.get(PDFName.of('FontFile2'))) as PDFRawStream;
    expect(fontFile!.contents.length).toBeLessThan(60_000);
  });

  it('pages a run of 240 labels over whole sheets, never cutting one', async () => {
    const { pages } = await readBack(await makeLabelPdf({ layout: sheetLayout('L7160')!, labels: animals(240), firstFree: 7, font: FONT, title: 'Labels' }));
    expect(pages.map((p) => p.labels.length)).toEqual([15, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 15]);
  });

  it.each([
    [0, 'first-free-out-of-range'],
    [22, 'first-free-out-of-range'],
  ] as const)('refuses a first free label of %i on L7160: %s', async (firstFree, code) => {
    await expect(makeLabelPdf({ layout: sheetLayout('L7160')!, labels: animals(2), firstFree, font: FONT, title: 'Labels' }))
      .rejects.toEqual(new LabelRequestError(code));
  });
});
