/**
 * Where the parts of one label go, in millimetres from the label's top-left corner: the QR code's
 * square (its quiet zone included) and each line of text with its size. The PDF draws exactly
 * this and the preview shows it, so both agree. Nothing planned crosses the label's edge: a text
 * line is cut to the width beside the code, and lines that do not fit the height are left out,
 * the least kept first (LabelDetail.keep).
 */
import type { LabelContent } from './content';
import { wrapText, type MeasureText } from './fit-text';

/** One PostScript point in millimetres (1/72 in). */
export const PT_MM = 25.4 / 72;

/** Text sizes by the label's shorter side, smallest first: the first row whose `upTo` the side is under applies. */
export const LABEL_TYPE = [
  // Under 24 mm (L7651's 21.2 mm): 6 pt, the smallest text read on a tub at arm's length.
  { upTo: 24, padding: 1, title: 7.5, text: 6, wrapLines: 1 },
  // Under 30 mm (5160's 25.4 mm, the 62 × 29 mm roll).
  { upTo: 30, padding: 1.5, title: 9, text: 7, wrapLines: 1 },
  // Under 45 mm (L7160's and L7163's 38.1 mm, 57 × 32 mm): the morph may take two lines.
  { upTo: 45, padding: 2, title: 11, text: 8, wrapLines: 2 },
  // Larger (5163's 50.8 mm).
  { upTo: Infinity, padding: 3, title: 14, text: 10, wrapLines: 3 },
] as const;

/** The proportions of a label, with the reason for each. */
export const LABEL_BOX = {
  /** The code takes at most half a landscape label's width, so the text beside it keeps the rest. */
  qrShareOfWidth: 0.5,
  /** Nor more than 36 mm: larger reads no better, and the text needs the room. */
  qrMax: 36,
  /** A label at least this much taller than wide puts the code above the text. */
  stackedFrom: 1.25,
  /** ...and gives the code at most this share of its height. */
  qrShareOfHeight: 0.6,
  /** Under this width beside (or below) the code, no text is printed: the code alone, as large as the label allows. */
  minTextWidth: 8,
  /** A line's height, in multiples of its size. */
  lineHeight: 1.2,
  /** From a line's top to its baseline (the font's ascent), in multiples of its size. */
  ascent: 0.95,
} as const;

export interface PlannedLine {
  text: string;
  x: number;
  /** The baseline, from the label's top. */
  baseline: number;
  /** In points. */
  size: number;
  bold: boolean;
}

export interface LabelPlan {
  /** The code's square, quiet zone included (the modules start 4 modules inside it). */
  qr: { x: number; y: number; size: number };
  lines: PlannedLine[];
  /** The width each line was fitted to. */
  textWidth: number;
}

/** Widths in millimetres of text at a size (points) and weight. */
export type MeasureAt = (text: string, size: number, bold: boolean) => number;

export const typeFor = (shortSide: number) => LABEL_TYPE.find((t) => shortSide < t.upTo) ?? LABEL_TYPE[LABEL_TYPE.length - 1]!;

interface Box { x: number; y: number; width: number; height: number }

function boxes(width: number, height: number, padding: number): { qr: LabelPlan['qr']; text: Box | null } {
  if (height >= width * LABEL_BOX.stackedFrom) {
    const size = Math.min(width, height * LABEL_BOX.qrShareOfHeight, LABEL_BOX.qrMax);
    const text = { x: padding, y: size, width: width - 2 * padding, height: height - size - padding };
    if (text.width >= LABEL_BOX.minTextWidth) return { qr: { x: (width - size) / 2, y: 0, size }, text };
  } else {
    const size = Math.min(height, width * LABEL_BOX.qrShareOfWidth, LABEL_BOX.qrMax);
    // The code's quiet zone is the gap between it and the text.
    const text = { x: size, y: padding, width: width - size - padding, height: height - 2 * padding };
    if (text.width >= LABEL_BOX.minTextWidth) return { qr: { x: 0, y: (height - size) / 2, size }, text };
  }
  const size = Math.min(width, height);
  return { qr: { x: (width - size) / 2, y: (height - size) / 2, size }, text: null };
}

export function planLabel(label: { width: number; height: number }, content: LabelContent, measureAt: MeasureAt): LabelPlan {
  const type = typeFor(Math.min(label.width, label.height));
  const { qr, text } = boxes(label.width, label.height, type.padding);
  if (!text) return { qr, lines: [], textWidth: 0 };

  const lineMm = (size: number) => size * PT_MM * LABEL_BOX.lineHeight;
  const parts = [
    { text: content.title, keep: Number.MAX_SAFE_INTEGER, size: type.title, bold: true, maxLines: 1 },
    ...content.details.map((d) => ({ text: d.text, keep: d.keep, size: type.text, bold: false, maxLines: d.wrap ? type.wrapLines : 1 })),
  ];
  // The most kept first, each taking the lines it needs while the height lasts.
  const chosen = new Map<number, string[]>();
  let room = text.height;
  const byKeep = parts.map((p, i) => ({ ...p, i })).sort((a, b) => b.keep - a.keep || a.i - b.i);
  for (const part of byKeep) {
    const fitLines = Math.min(part.maxLines, Math.floor((room + 1e-9) / lineMm(part.size)));
    if (fitLines < 1) continue;
    const measure: MeasureText = (s) => measureAt(s, part.size, part.bold);
    const lines = wrapText(part.text, text.width, fitLines, measure);
    if (lines.length === 0) continue;
    chosen.set(part.i, lines);
    room -= lines.length * lineMm(part.size);
  }

  const used = text.height - room;
  // Beside the code the lines are centred on the label's height; below it they start at the top.
  let top = text.y + (label.height >= label.width * LABEL_BOX.stackedFrom ? 0 : Math.max(0, (text.height - used) / 2));
  const lines: PlannedLine[] = [];
  parts.forEach((part, i) => {
    for (const line of chosen.get(i) ?? []) {
      lines.push({ text: line, x: text.x, baseline: top + part.size * PT_MM * LABEL_BOX.ascent, size: part.size, bold: part.bold });
      top += lineMm(part.size);
    }
  });
  return { qr, lines, textWidth: text.width };
}
