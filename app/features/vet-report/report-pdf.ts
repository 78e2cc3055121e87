/**
 * The report for the vet as a PDF, made on the device with pdf-lib: A4 pages with the header, the
 * animal's profile, its weight as a line chart drawn with lines, and each section as a table whose
 * header row repeats on the next page when it overflows (a row too long for a page is split by
 * lines), numbered "Page 1 of 3" at the foot. Text is set in the font handed in (DejaVu Sans
 * Condensed, embedded as a subset, so Cyrillic prints).
 *
 * No DOM here: the browser hands in the font's bytes (load-report-pdf.ts), the tests read them from
 * node_modules. Besides the bytes it answers the text each page holds, which pdf-lib cannot read
 * back from a PDF, so a test can check what was printed where. Imported only by the loader, so
 * pdf-lib is never in another chunk.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Fact, ReportChart, ReportDocument, ReportTable } from './report-document';

export interface VetReportPdfRequest {
  document: ReportDocument;
  /** A TrueType font with the scripts the report uses. */
  font: Uint8Array | ArrayBuffer;
  /** "Page 2 of 3" in the report's language. */
  pageLabel: (page: number, pages: number) => string;
  /** "Feedings (continued)", over a table carried on to the next page. */
  continued: (title: string) => string;
}

export interface VetReportPdf {
  bytes: Uint8Array;
  /** Each page's text, in the order it was set. */
  pages: string[][];
}

const A4: [number, number] = [595.28, 841.89];
/** 15 mm all round, and room for the page number below the bottom margin's line. */
const MARGIN = 42.5;
const FOOT = 18;
const WIDTH = A4[0] - 2 * MARGIN;
const SIZE = { title: 17, heading: 12.5, body: 9, small: 7.5 };
const LEADING = 1.3;
const PAD = 3;
const CHART_HEIGHT = 150;

const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.38, 0.38, 0.38);
const RULE = rgb(0.78, 0.78, 0.78);
const HEAD_FILL = rgb(0.92, 0.93, 0.94);
const LINE_COLOR = rgb(0.05, 0.5, 0.45);

/** Splits text into lines no wider than `width` at `size`: at spaces, a word too long for a line by characters. */
export function wrapText(text: string, width: number, size: number, measure: (s: string, size: number) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\t/g, ' ').split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      // A word wider than the line: cut it where it stops fitting.
      let rest = word;
      while (measure(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** Where the next line goes, across pages. */
class Writer {
  readonly pages: string[][] = [];
  private current!: PDFPage;
  y = 0;

  constructor(private readonly doc: PDFDocument, readonly font: PDFFont) {
    this.newPage();
  }

  get page(): PDFPage {
    return this.current;
  }

  newPage(): void {
    this.current = this.doc.addPage(A4);
    this.pages.push([]);
    this.y = A4[1] - MARGIN;
  }

  /** Room left above the bottom margin. */
  get room(): number {
    return this.y - (MARGIN + FOOT);
  }

  /** A new page unless `height` fits on this one. */
  keep(height: number): void {
    if (height > this.room) this.newPage();
  }

  width = (text: string, size: number): number => this.font.widthOfTextAtSize(text, size);

  /** One line of text whose baseline is at `baseline`. */
  text(text: string, x: number, baseline: number, size: number, color = INK, page = this.current, index = this.pages.length - 1): void {
    if (text === '') return;
    page.drawText(text, { x, y: baseline, size, font: this.font, color });
    this.pages[index]!.push(text);
  }

  /** A paragraph across the full width, going down the page. */
  paragraph(text: string, size: number, color = INK, gapAfter = 4): void {
    for (const line of wrapText(text, WIDTH, size, this.width)) {
      this.keep(size * LEADING);
      this.y -= size * LEADING;
      this.text(line, MARGIN, this.y + size * 0.25, size, color);
    }
    this.y -= gapAfter;
  }
}

function drawFacts(w: Writer, facts: readonly Fact[]): void {
  const labelWidth = Math.min(WIDTH * 0.3, Math.max(...facts.map(([label]) => w.width(label, SIZE.body))) + 12);
  for (const [label, value] of facts) {
    const lines = wrapText(value, WIDTH - labelWidth, SIZE.body, w.width);
    const lh = SIZE.body * LEADING;
    w.keep(lines.length * lh);
    w.text(label, MARGIN, w.y - lh + SIZE.body * 0.25, SIZE.body, MUTED);
    lines.forEach((line, i) => w.text(line, MARGIN + labelWidth, w.y - (i + 1) * lh + SIZE.body * 0.25, SIZE.body));
    w.y -= lines.length * lh + 1;
  }
  w.y -= 6;
}

function heading(w: Writer, text: string): void {
  const h = SIZE.heading * LEADING;
  w.y -= h;
  w.text(text, MARGIN, w.y + SIZE.heading * 0.25, SIZE.heading);
  w.page.drawLine({ start: { x: MARGIN, y: w.y - 2 }, end: { x: MARGIN + WIDTH, y: w.y - 2 }, thickness: 0.6, color: RULE });
  w.y -= 6;
}

function drawChart(w: Writer, chart: ReportChart): void {
  if (chart.points.length === 0) return;
  const axisRoom = Math.max(w.width(chart.low, SIZE.small), w.width(chart.high, SIZE.small)) + 6;
  w.keep(CHART_HEIGHT + SIZE.body * LEADING + 20);
  w.y -= SIZE.body * LEADING;
  w.text(chart.title, MARGIN, w.y + SIZE.body * 0.25, SIZE.body, MUTED);
  const top = w.y - 6;
  const bottom = top - CHART_HEIGHT;
  const left = MARGIN + axisRoom;
  const right = MARGIN + WIDTH - 8;
  w.page.drawRectangle({ x: left, y: bottom, width: right - left, height: top - bottom, borderColor: RULE, borderWidth: 0.6 });

  const values = chart.points.map((p) => p.value);
  let low = Math.min(...values);
  let high = Math.max(...values);
  // One value, or all alike: a band around it, so the line sits in the middle.
  if (high - low < 1e-9) {
    const pad = Math.max(1, Math.abs(low) * 0.05);
    low -= pad;
    high += pad;
  }
  const first = chart.points[0]!.at;
  const last = chart.points.at(-1)!.at;
  const inner = 8;
  const xOf = (at: number) => (last === first ? (left + right) / 2 : left + inner + ((at - first) / (last - first)) * (right - left - 2 * inner));
  const yOf = (v: number) => bottom + inner + ((v - low) / (high - low)) * (top - bottom - 2 * inner);
  const placed = chart.points.map((p) => ({ x: xOf(p.at), y: yOf(p.value) }));
  placed.slice(1).forEach((p, i) => w.page.drawLine({ start: placed[i]!, end: p, thickness: 1.4, color: LINE_COLOR }));
  for (const p of placed) w.page.drawCircle({ x: p.x, y: p.y, size: 2, color: LINE_COLOR });

  // The lowest and highest weight at their height on the left, the first and last day below.
  const minY = Math.min(...chart.points.map((p) => yOf(p.value)));
  const maxY = Math.max(...chart.points.map((p) => yOf(p.value)));
  w.text(chart.high, left - 4 - w.width(chart.high, SIZE.small), maxY - SIZE.small * 0.35, SIZE.small, MUTED);
  if (chart.low !== chart.high) w.text(chart.low, left - 4 - w.width(chart.low, SIZE.small), minY - SIZE.small * 0.35, SIZE.small, MUTED);
  const below = bottom - SIZE.small - 3;
  w.text(chart.first, left, below, SIZE.small, MUTED);
  if (chart.last !== chart.first) w.text(chart.last, right - w.width(chart.last, SIZE.small), below, SIZE.small, MUTED);
  w.y = below - 10;
}

/** A section's table; `titled` false: its title and summary are already drawn (the weights, above their chart). */
function drawTable(w: Writer, table: ReportTable, continued: (title: string) => string, titled = true): void {
  const lh = SIZE.body * LEADING;
  const xs = table.columns.reduce<number[]>((acc, c, i) => [...acc, (acc[i] ?? MARGIN) + c.width * WIDTH], [MARGIN]);
  const cellWidth = (i: number) => table.columns[i]!.width * WIDTH - 2 * PAD;
  const wrapCells = (cells: readonly string[]) => cells.map((c, i) => wrapText(c, cellWidth(i), SIZE.body, w.width));
  const header = wrapCells(table.columns.map((c) => c.label));
  const heightOf = (cells: string[][]) => Math.max(1, ...cells.map((c) => c.length)) * lh + 2 * PAD;

  const drawRow = (cells: string[][], head: boolean) => {
    const h = heightOf(cells);
    if (head) w.page.drawRectangle({ x: MARGIN, y: w.y - h, width: WIDTH, height: h, color: HEAD_FILL });
    cells.forEach((lines, i) => {
      const col = table.columns[i]!;
      lines.forEach((line, j) => {
        const baseline = w.y - PAD - (j + 1) * lh + SIZE.body * 0.3;
        const x = col.align === 'right' ? xs[i + 1]! - PAD - w.width(line, SIZE.body) : xs[i]! + PAD;
        w.text(line, x, baseline, SIZE.body, head ? MUTED : INK);
      });
    });
    w.y -= h;
    w.page.drawLine({ start: { x: MARGIN, y: w.y }, end: { x: MARGIN + WIDTH, y: w.y }, thickness: 0.4, color: RULE });
  };
  const carryOn = () => {
    w.newPage();
    w.y -= SIZE.body * LEADING;
    w.text(continued(table.title), MARGIN, w.y + SIZE.body * 0.25, SIZE.body, MUTED);
    w.y -= 4;
    drawRow(header, true);
  };

  const rows = table.rows.map(wrapCells);
  // The title stays with its summary, the header row and the first row.
  const summaryLines = titled && table.summary ? wrapText(table.summary, WIDTH, SIZE.body, w.width).length : 0;
  w.keep((titled ? SIZE.heading * LEADING + 6 : 0) + summaryLines * lh + 4 + heightOf(header) + (rows[0] ? Math.min(heightOf(rows[0]), 4 * lh) : lh));
  if (titled) heading(w, table.title);
  if (titled && table.summary) w.paragraph(table.summary, SIZE.body, MUTED);
  if (rows.length === 0) {
    w.paragraph(table.empty, SIZE.body, MUTED, 10);
    return;
  }
  drawRow(header, true);
  const freshRoom = A4[1] - 2 * MARGIN - FOOT - SIZE.body * LEADING - 4 - heightOf(header);
  for (let cells of rows) {
    for (;;) {
      if (heightOf(cells) <= w.room) {
        drawRow(cells, false);
        break;
      }
      const fit = Math.floor((w.room - 2 * PAD) / lh);
      // Taller than a whole page: as many of its lines as fit here, the rest on the next.
      if (heightOf(cells) > freshRoom && fit >= 1) {
        drawRow(cells.map((c) => c.slice(0, fit)), false);
        cells = cells.map((c) => c.slice(fit));
      }
      carryOn();
    }
  }
  w.y -= 12;
}

export async function makeVetReportPdf({ document: d, font, pageLabel, continued }: VetReportPdfRequest): Promise<VetReportPdf> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${d.title}: ${d.subject}`);
  doc.setLanguage(d.lang);
  doc.setCreator('HerpTrack');
  const embedded = await doc.embedFont(font, { subset: true });
  const w = new Writer(doc, embedded);

  w.paragraph(d.title, SIZE.title, INK, 6);
  drawFacts(w, d.header);
  w.paragraph(d.howToRead, SIZE.body, MUTED, 10);
  heading(w, d.profileTitle);
  drawFacts(w, d.profile);
  const [weights, ...others] = d.tables;
  if (weights) {
    // The title, the summary and the chart together; the table follows.
    w.keep(SIZE.heading * LEADING + 6 + 3 * SIZE.body * LEADING + (d.chart.points.length ? CHART_HEIGHT + 30 : 0));
    heading(w, weights.title);
    if (weights.summary) w.paragraph(weights.summary, SIZE.body, MUTED);
    drawChart(w, d.chart);
    drawTable(w, weights, continued, false);
  }
  for (const table of others) drawTable(w, table, continued);

  const pages = doc.getPages();
  const footer = `${d.title}: ${d.subject}`;
  pages.forEach((page, i) => {
    const label = pageLabel(i + 1, pages.length);
    const baseline = MARGIN - SIZE.small;
    w.text(footer, MARGIN, baseline, SIZE.small, MUTED, page, i);
    w.text(label, MARGIN + WIDTH - w.width(label, SIZE.small), baseline, SIZE.small, MUTED, page, i);
  });
  return { bytes: await doc.save(), pages: w.pages };
}
