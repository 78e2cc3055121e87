/**
 * The held-out log sheets of the OCR bench (test/helpers/ocr-heldout-sheets.ts), read exactly:
 * every row imports without an edit and nothing else becomes a row (the title above the table,
 * the header). Guards the parser's handling of those sheets without a browser; the bench measures
 * what is left once the photos are read.
 */
import { describe, expect, it } from 'vitest';
import { parseOcrText } from '../../shared/ocr/parse';
import { heldOutText, OCR_HELD_OUT_SHEETS, rowReadiness } from '../helpers/ocr-heldout-sheets';
import { SHEETS_TODAY } from '../helpers/ocr-sheets';

describe('held-out sheets, read exactly', () => {
  it('are at least six, in both languages and both layouts', () => {
    expect(OCR_HELD_OUT_SHEETS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(OCR_HELD_OUT_SHEETS.map((s) => s.language))).toEqual(new Set(['en', 'bg']));
    expect(new Set(OCR_HELD_OUT_SHEETS.map((s) => s.layout))).toEqual(new Set(['table', 'notebook']));
  });

  it.each(OCR_HELD_OUT_SHEETS.map((s) => [s.id, s] as const))('%s: every row is ready without edits', (_, sheet) => {
    expect(rowReadiness(sheet, heldOutText(sheet))).toEqual(sheet.rows.map(() => null));
  });

  it.each(OCR_HELD_OUT_SHEETS.map((s) => [s.id, s] as const))('%s: the title and the header make no row', (_, sheet) => {
    const rows = parseOcrText(heldOutText(sheet), { language: sheet.language, today: SHEETS_TODAY });
    expect(rows.map((r) => r.date)).toEqual(sheet.rows.map((r) => r.iso));
  });
});
