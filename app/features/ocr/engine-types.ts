/**
 * The contract between the OCR screen and the engine (engine.ts): tesseract.js in a worker, its
 * worker script, core and trained data served from our own origin and loaded only on /ocr-import.
 */
import type { OcrLanguage } from '../../../shared/ocr/rows';

/** What the progress bar shows: the engine loading (files, language data), then reading the image. */
export interface OcrProgress {
  stage: 'loading' | 'reading';
  /** 0..1 within the stage. */
  progress: number;
}

export interface OcrReadResult {
  /**
   * What was read, one line per row of the sheet, top to bottom: the cells of a row (a ruled
   * table is read cell by cell) joined left to right by three spaces; ruling is left out.
   */
  text: string;
  /** Tesseract's mean confidence, 0..100. */
  confidence: number;
}

/**
 * Reads one image. One worker is created on first use and reused (re-initialised when the language
 * changes). `signal` aborting terminates the worker (the next read starts a new one) and rejects
 * with an AbortError (DOMException name 'AbortError').
 */
export type ReadImage = (image: Blob, language: OcrLanguage, options: { onProgress?: (p: OcrProgress) => void; signal?: AbortSignal }) => Promise<OcrReadResult>;
