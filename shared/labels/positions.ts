/**
 * Where each label of a print run goes: pages of rectangles in millimetres from the page's
 * top-left corner, in the order labels are counted on a sheet (across, then down: position 1 is
 * top left, position 2 beside it). The first sheet may be partly used: printing starts at
 * `firstFree` there, and every later sheet is fresh. A run longer than the sheets hold is paged,
 * never cut: the pages returned hold exactly `count` rectangles.
 */
import { labelsPerSheet, type SheetLayout } from './layouts';

export interface LabelRect {
  x: number;
  y: number;
  width: number;
  height: number;
  /** 1-based position on its sheet (the number a keeper counts on a partly used one). */
  position: number;
}

/** Why a request is refused; the screen says each in words (labels.json `refusals`). */
export type LabelRequestRefusal = 'label-count-invalid' | 'first-free-out-of-range';

export type LabelPositions = { pages: LabelRect[][] } | { refused: LabelRequestRefusal };

/** The rectangle of `position` (1-based) on a sheet of `layout`. */
export function labelRect(layout: SheetLayout, position: number): LabelRect {
  const index = position - 1;
  const column = index % layout.columns;
  const row = Math.floor(index / layout.columns);
  return {
    x: layout.left + column * layout.pitchX,
    y: layout.top + row * layout.pitchY,
    width: layout.labelWidth,
    height: layout.labelHeight,
    position,
  };
}

/**
 * `count` labels from `firstFree` (1-based, on the first sheet) on. Refused: a count that is not a
 * whole number from 0, and a first free position outside the sheet (0, or 22 on a sheet of 21).
 */
export function labelPositions(layout: SheetLayout, count: number, firstFree = 1): LabelPositions {
  const perSheet = labelsPerSheet(layout);
  if (!Number.isSafeInteger(count) || count < 0) return { refused: 'label-count-invalid' };
  if (!Number.isInteger(firstFree) || firstFree < 1 || firstFree > perSheet) return { refused: 'first-free-out-of-range' };
  const pages: LabelRect[][] = [];
  let page: LabelRect[] = [];
  let position = firstFree;
  for (let placed = 0; placed < count; placed++) {
    page.push(labelRect(layout, position));
    position++;
    if (position > perSheet) {
      pages.push(page);
      page = [];
      position = 1;
    }
  }
  if (page.length > 0) pages.push(page);
  return { pages };
}

/** How many sheets a run takes (what the screen announces before the PDF is made). */
export function sheetsNeeded(layout: SheetLayout, count: number, firstFree = 1): number {
  if (count <= 0) return 0;
  return Math.ceil((firstFree - 1 + count) / labelsPerSheet(layout));
}
