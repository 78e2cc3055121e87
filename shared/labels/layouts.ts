/**
 * Label sheet layouts, as data in millimetres from the sheet's top-left corner (issue 28). A
 * layout says where every label of one sheet is; labelPositions (positions.ts) pages a print run
 * over it, and the PDF is drawn from those rectangles. The published numbers are written here
 * once, each with its source: the test holds the generated PDF to them within 0.5 mm.
 *
 * Sources. Avery publishes, per product, the page, the label size, labels across and down, the top
 * and side margins and the horizontal and vertical pitch ("template information"); the figures
 * below are those, cross-checked against two independent tables of the same die-cuts:
 * LibreOffice's label table (officecfg/registry/data/org/openoffice/Office/Labels.xcu, "Avery A4"
 * C2160 and C2163) and gLabels' templates (templates/avery-iso-templates.xml and
 * avery-us-templates.xml), which also give the corner radii. Label Planet's LP21/63, LP14/99 and
 * LP65/38 are the same die-cuts sold under another name, with the same template figures.
 * Letter sheets are specified in inches; they are converted here (1 in = 25.4 mm) so the whole
 * module speaks one unit. Where the tables differ by a few hundredths of a millimetre (Avery
 * rounds to 0.05 mm, LibreOffice keeps 7.20 where margins that add up to the page give 7.25), the
 * figures that add up to the sheet's width exactly are kept; each line says what the others give.
 * gLabels' 5160 (5/32 in sides, 2 25/32 in pitch) differs from Avery's own by 0.8 mm at the outer
 * columns: Avery's is kept.
 */

export const MM_PER_INCH = 25.4;
const inch = (v: number) => v * MM_PER_INCH;

export type PaperSize = 'A4' | 'Letter' | 'label';

/** What the keeper picks from: sheets grouped by their paper, and one label per page for a label printer. */
export const PAPER_GROUPS: readonly PaperSize[] = ['A4', 'Letter', 'label'];

export interface SheetLayout {
  id: string;
  paper: PaperSize;
  /** The page, as the PDF's media box and the printer's paper. */
  pageWidth: number;
  pageHeight: number;
  labelWidth: number;
  labelHeight: number;
  columns: number;
  rows: number;
  /** From the page's top edge to the first row's top edge. */
  top: number;
  /** From the page's left edge to the first column's left edge. */
  left: number;
  /** From one label's left edge to the next one's across (label width + gap). */
  pitchX: number;
  /** From one label's top edge to the next one's down (label height + gap). */
  pitchY: number;
  /** The die-cut's corner radius: the preview draws it, the PDF keeps content inside it. */
  cornerRadius: number;
}

/** Labels on one sheet of the layout. */
export const labelsPerSheet = (layout: Pick<SheetLayout, 'columns' | 'rows'>): number => layout.columns * layout.rows;

const A4 = { paper: 'A4', pageWidth: 210, pageHeight: 297 } as const;
const LETTER = { paper: 'Letter', pageWidth: inch(8.5), pageHeight: inch(11) } as const;

/** The sheets, in the order the picker offers them. */
export const SHEET_LAYOUTS = [
  // Avery L7160 (J8160): 21 per A4, 63.5 × 38.1 mm, 3 × 7. Avery / Label Planet LP21/63: top and
  // bottom 15.15, sides 7.25, pitch 66.0 × 38.1 (a 2.5 mm gap across, none down); LibreOffice
  // C2160: 7.20 and 66.04 (within 0.05 mm). Corners 1.76 mm (gLabels, 5 pt).
  { id: 'L7160', ...A4, labelWidth: 63.5, labelHeight: 38.1, columns: 3, rows: 7, top: 15.15, left: 7.25, pitchX: 66, pitchY: 38.1, cornerRadius: 1.76 },
  // Avery L7163 (J8163): 14 per A4, 99.1 × 38.1 mm, 2 × 7. Avery / Label Planet LP14/99: top and
  // bottom 15.15, sides 4.65, pitch 101.6 × 38.1 (2.5 mm gap across); LibreOffice C2163: 4.67
  // and 101.60. Corners 1.76 mm (gLabels).
  { id: 'L7163', ...A4, labelWidth: 99.1, labelHeight: 38.1, columns: 2, rows: 7, top: 15.15, left: 4.65, pitchX: 101.6, pitchY: 38.1, cornerRadius: 1.76 },
  // Avery L7651 (J8651): 65 per A4, 38.1 × 21.2 mm, 5 × 13. Avery / Label Planet LP65/38: top and
  // bottom 10.7, sides 4.75, pitch 40.6 × 21.2 (2.5 mm gap across); gLabels 8651: 4.70 and
  // 40.60. Corners 1.76 mm (gLabels).
  { id: 'L7651', ...A4, labelWidth: 38.1, labelHeight: 21.2, columns: 5, rows: 13, top: 10.7, left: 4.75, pitchX: 40.6, pitchY: 21.2, cornerRadius: 1.76 },
  // Avery 5160 (8160, 5960): 30 per Letter, 2⅝ × 1 in, 3 × 10. Avery: top 1/2 in, sides 3/16 in,
  // pitch 2¾ × 1 in (a 1/8 in gap across). Corners 1/16 in (gLabels).
  { id: '5160', ...LETTER, labelWidth: inch(2.625), labelHeight: inch(1), columns: 3, rows: 10, top: inch(0.5), left: inch(0.1875), pitchX: inch(2.75), pitchY: inch(1), cornerRadius: inch(0.0625) },
  // Avery 5163 (8163): 10 per Letter, 4 × 2 in, 2 × 5. Avery: top 1/2 in, sides 5/32 in, pitch
  // 4 3/16 × 2 in (a 3/16 in gap across). Corners 1/8 in (gLabels).
  { id: '5163', ...LETTER, labelWidth: inch(4), labelHeight: inch(2), columns: 2, rows: 5, top: inch(0.5), left: inch(0.15625), pitchX: inch(4.1875), pitchY: inch(2), cornerRadius: inch(0.125) },
] as const satisfies readonly SheetLayout[];

export type SheetLayoutId = (typeof SHEET_LAYOUTS)[number]['id'];

/**
 * One label per page, for label printers. 62 × 29 mm by default: Brother's DK-11209 die-cut
 * labels (the QL printers' most common roll, 62 mm being their full print width) hold a 25 mm
 * QR code that phones read from arm's length and three lines of text beside it; Dymo's 57 × 32
 * (11354) fits as well, and any other size is typed in.
 */
export const ROLL_DEFAULT = { width: 62, height: 29 } as const;
/** What a label printer's label may measure: under 15 mm a QR code and a name no longer fit; over 200 mm is not a label. */
export const ROLL_LIMITS = { min: 15, max: 200 } as const;

export const ROLL_LAYOUT_ID = 'roll';

export function rollLayout(width: number = ROLL_DEFAULT.width, height: number = ROLL_DEFAULT.height): SheetLayout {
  return { id: ROLL_LAYOUT_ID, paper: 'label', pageWidth: width, pageHeight: height, labelWidth: width, labelHeight: height, columns: 1, rows: 1, top: 0, left: 0, pitchX: width, pitchY: height, cornerRadius: 0 };
}

/** Whether a typed label size is one rollLayout accepts. */
export const rollSizeFits = (mm: number): boolean => Number.isFinite(mm) && mm >= ROLL_LIMITS.min && mm <= ROLL_LIMITS.max;

export function sheetLayout(id: string): SheetLayout | null {
  return SHEET_LAYOUTS.find((l) => l.id === id) ?? null;
}
