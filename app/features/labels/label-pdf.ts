/**
 * The label sheet as a PDF, made on the device (pdf-lib; docs/decisions/0034-label-sheets.md).
 * Each page is the sheet itself (A4, Letter, or one label for a label printer), so printed at
 * actual size every label lands on its die-cut. Each label is drawn inside a clip of exactly its
 * rectangle, so nothing it holds reaches a neighbour, and that clip is what the test reads back
 * to hold the positions to the published ones within 0.5 mm.
 *
 * The QR code is vector squares (one rectangle per run of dark modules in a row), exact at any
 * size, with its 4-module quiet zone kept inside the square the plan gives it. Text is set in the
 * font handed in (DejaVu Sans Condensed, embedded as a subset of the glyphs used, so Cyrillic
 * names print); the title is made bold by stroking its outline, which spares a second font file.
 *
 * No DOM here: the browser hands in the font's bytes (load-label-pdf.ts), the tests read them
 * from node_modules. Imported only by that loader, so pdf-lib is never in any other chunk.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFName } from 'pdf-lib';
import { create as createQr } from 'qrcode';
import type { LabelContent } from '../../../shared/labels/content';
import type { SheetLayout } from '../../../shared/labels/layouts';
import { PT_MM, planLabel } from '../../../shared/labels/label-plan';
import { labelPositions, type LabelRect } from '../../../shared/labels/positions';
import { LabelRequestError } from './label-request-error';

/** Modules of blank around the code, as the QR standard asks (ISO/IEC 18004). */
export const QR_QUIET_MODULES = 4;
/** The outline stroked around the title's letters, in multiples of its size: a light bold. */
const BOLD_STROKE = 0.035;

const pt = (mm: number) => mm / PT_MM;
/** A number as the content stream writes it: points to a thousandth (under a micrometre). */
const num = (v: number) => String(Math.round(v * 1000) / 1000 || 0);

export interface LabelPdfRequest {
  layout: SheetLayout;
  labels: readonly LabelContent[];
  /** 1-based position of the first free label on the first sheet. */
  firstFree: number;
  /** A TrueType font with the scripts the labels use. */
  font: Uint8Array | ArrayBuffer;
  /** The document's title (shown by PDF viewers). */
  title: string;
}

/** The dark modules of `url`'s code as runs: [row, first column, length]. */
function qrRuns(url: string): { size: number; runs: [number, number, number][] } {
  const { modules } = createQr(url, { errorCorrectionLevel: 'M' });
  const runs: [number, number, number][] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push([row, start, col - start]);
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}

/**
 * Text widths in millimetres from each character's advance, remembered per character: shaping
 * every candidate cut of every line (fontkit's layout) took most of a 240-label sheet's time.
 * Kerning is left out, which can only overstate a width, never let a line run past its room.
 */
function widthsOf(font: PDFFont): (text: string, size: number, bold: boolean) => number {
  const advance = new Map<string, number>();
  return (text, size, bold) => {
    let units = 0;
    for (const char of text) {
      let w = advance.get(char);
      if (w === undefined) {
        w = font.widthOfTextAtSize(char, 1000);
        advance.set(char, w);
      }
      units += w;
    }
    return (units / 1000) * size * PT_MM + (bold ? size * BOLD_STROKE * PT_MM : 0);
  };
}

/**
 * One label's operators. Written as text rather than pdf-lib's operator objects: a sheet of 240
 * codes is some 80,000 rectangles, and building and formatting an object per number was most of
 * the time on a phone.
 */
function labelOperators(font: PDFFont, fontKey: PDFName, measure: ReturnType<typeof widthsOf>, pageHeight: number, rect: LabelRect, content: LabelContent): string {
  // PDF space starts at the page's bottom left, in points; the layout's at its top left, in mm.
  const X = (mm: number) => num(pt(rect.x + mm));
  const Y = (mm: number) => num(pt(pageHeight - rect.y - mm));
  const plan = planLabel(rect, content, measure);
  const out: string[] = ['q', `${X(0)} ${Y(rect.height)} ${num(pt(rect.width))} ${num(pt(rect.height))} re W n`, '0 g 0 G'];

  // The code in its own space: one unit per module, rows downwards from its top-left module, so
  // each run is four small integers (a 240-label PDF shrank to a third, and deflating
  // it was the largest cost left).
  const code = qrRuns(content.url);
  const module = plan.qr.size / (code.size + 2 * QR_QUIET_MODULES);
  const origin = { x: plan.qr.x + QR_QUIET_MODULES * module, y: plan.qr.y + QR_QUIET_MODULES * module };
  out.push(`q ${num(pt(module))} 0 0 ${num(-pt(module))} ${X(origin.x)} ${Y(origin.y)} cm`);
  for (const [row, col, length] of code.runs) out.push(`${col} ${row} ${length} 1 re`);
  out.push('f Q');

  for (const line of plan.lines) {
    const text = font.encodeText(line.text).toString();
    const style = line.bold ? `2 Tr ${num(line.size * BOLD_STROKE)} w ` : '';
    out.push(`q BT ${style}${fontKey.toString()} ${num(line.size)} Tf 1 0 0 1 ${X(line.x)} ${Y(line.baseline)} Tm ${text} Tj ET Q`);
  }
  out.push('Q');
  return out.join('\n');
}

/** The PDF's bytes; a refused request (LabelRequestRefusal) throws LabelRequestError. */
export async function makeLabelPdf({ layout, labels, firstFree, font, title }: LabelPdfRequest): Promise<Uint8Array> {
  const placed = labelPositions(layout, labels.length, firstFree);
  if ('refused' in placed) throw new LabelRequestError(placed.refused);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setCreator('HerpTrack');
  const embedded = await doc.embedFont(font, { subset: true });
  const measure = widthsOf(embedded);
  let next = 0;
  for (const rects of placed.pages) {
    const page = doc.addPage([pt(layout.pageWidth), pt(layout.pageHeight)]);
    page.node.normalize();
    const fontKey = page.node.newFontDictionary(embedded.name, embedded.ref);
    const content = rects.map((rect) => labelOperators(embedded, fontKey, measure, layout.pageHeight, rect, labels[next++]!)).join('\n');
    page.node.addContentStream(doc.context.register(doc.context.flateStream(content)));
  }
  return doc.save();
}
