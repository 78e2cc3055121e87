/**
 * The OCR engine behind /ocr-import (the contract is engine-types.ts): tesseract.js in one Web
 * Worker, created on the first read and kept for the next ones. Loaded only by that route.
 *
 * Files: the worker script, the LSTM-only core (the worker picks relaxed SIMD, SIMD or plain) and
 * the language data come from our own origin, under the versioned folder the build puts them in
 * (scripts/vite-ocr-assets.ts). Offline: the service worker keeps every `/ocr/` file in its
 * cache-first 'ocr-assets' cache once fetched, and the worker's own requests go through it too, so
 * tesseract's IndexedDB copy of the language data is switched off (`cacheMethod: 'none'`): it
 * would keep the same megabytes a second time.
 *
 * Reading a log sheet (measured by test/bench/ocr.bench.ts): a photographed table is never quite
 * level, and over its width a row drifts by about a row's height, so the single-block modes
 * (PSM 6, 4) run rows together and read the ruling as letters. Tesseract's automatic layout
 * (PSM 3) finds the cells and drops the ruling but gives each cell as its own line; `linesToText`
 * puts the cells of one row back on one line, left to right, using the page's skew. A photo tilted
 * by more than a little (`LEVEL_FROM_DEGREES`, skew.ts) garbles the cells themselves: it is read a
 * second time, turned level by the skew the first read measured, and that read is the one used.
 *
 * Hazards: tesseract's `terminate()` leaves a job's promise pending forever, and a failed language
 * download rejects no promise of `createWorker` (it calls `errorHandler`), so every wait here
 * races the abort signal and the worker's error. Reads are queued: the worker runs one job at a
 * time and progress belongs to one read.
 */
import { createWorker, OEM, PSM, type Line, type LoggerMessage, type RecognizeOptions, type Worker } from 'tesseract.js';
import type { OcrLanguage } from '../../../shared/ocr/rows';
import type { OcrProgress, OcrReadResult, ReadImage } from './engine-types';
import { baselineSlope, levellingRotation, median } from './skew';

/** The versioned folder of the OCR files, defined by scripts/vite-ocr-assets.ts at build time. */
declare const __OCR_ASSETS__: string;

/**
 * Bulgarian sheets are read with English as well: keepers write Latin units and names, and the
 * Bulgarian model alone misreads digits in some fonts (0 as 9 or 6).
 */
const TESSERACT_LANGUAGE: Record<OcrLanguage, string> = { en: 'eng', bg: 'bul+eng' };

const PARAMETERS = { tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '1' };

/** Shares of the loading bar: the core and the language data are the downloads. */
const LOADING_STEPS: Record<string, number> = {
  'loading tesseract core': 0.45,
  'initializing tesseract': 0.05,
  'loading language traineddata': 0.45,
  'initializing api': 0.05,
};

/** A vertical rule read as a letter at a cell's edge, and the space around it. */
const RULE_AT_EDGE = /^[\s|]+|[\s|]+$/g;
/** A vertical rule read inside a line: a bar standing alone between spaces. */
const RULE_INSIDE = /\s+\|+(?=\s)/g;
/** Something a keeper wrote: a letter or a digit. What has neither is ruling and specks. */
const WRITTEN = /[\p{L}\p{N}]/u;

type ReadLine = Pick<Line, 'text' | 'bbox' | 'baseline'>;

/** The lines that are written cells: ruling read as bars taken out, lines of ruling and specks left out. */
function writtenCells<T extends ReadLine>(lines: T[]): T[] {
  return lines
    .map((line) => ({ ...line, text: line.text.replace(RULE_INSIDE, ' ').replace(RULE_AT_EDGE, '') }))
    .filter((line) => WRITTEN.test(line.text));
}

/**
 * The page's lines of text regrouped into rows: a line belongs to a row when its baseline, carried
 * along the page's skew (`baselineSlope` of the written cells) to the left edge, lies within half
 * a line's height of the row's. Cells are joined by three spaces, rows by a new line; lines with
 * no letter or digit (the ruling) are left out.
 */
export function linesToText(lines: ReadLine[]): string {
  const cells = writtenCells(lines);
  const slope = baselineSlope(cells);
  const tolerance = median(cells.map((line) => line.bbox.y1 - line.bbox.y0)) / 2;
  const keyed = cells
    .map((cell) => ({ cell, key: cell.baseline.y0 - slope * cell.baseline.x0 }))
    .sort((a, b) => a.key - b.key);
  const rows: { key: number; cells: (typeof cells)[number][] }[] = [];
  for (const { cell, key } of keyed) {
    const row = rows.at(-1);
    if (row && key - row.key <= tolerance) {
      row.cells.push(cell);
      row.key += (key - row.key) / row.cells.length;
    } else {
      rows.push({ key, cells: [cell] });
    }
  }
  return rows.map((row) => row.cells.sort((a, b) => a.bbox.x0 - b.bbox.x0).map((cell) => cell.text).join('   ')).join('\n');
}

interface Engine {
  ready: Promise<Worker>;
  language: OcrLanguage;
  /** Rejects when the worker reports an error outside a job (a failed language download). */
  failed: Promise<never>;
  stop(): void;
}

let engine: Engine | null = null;
let queue: Promise<unknown> = Promise.resolve();
/** The progress listener of the read in progress; the worker's logger is fixed at creation. */
let report: ((message: LoggerMessage) => void) | null = null;

/**
 * The service worker keeps the OCR files in its 'ocr-assets' cache (app/sw.ts); each release has
 * its own folder, so once this version's engine has loaded, the older releases' ~5 MB go.
 */
async function forgetOlderVersions(base: string): Promise<void> {
  try {
    if (typeof caches === 'undefined') return;
    const cache = await caches.open('ocr-assets');
    for (const request of await cache.keys()) {
      if (!new URL(request.url).pathname.startsWith(base)) await cache.delete(request);
    }
  } catch {
    // Best effort: the cache's own limit of 20 entries bounds it anyway.
  }
}

const cancelled = (): DOMException => new DOMException('Cancelled', 'AbortError');

function startEngine(language: OcrLanguage): Engine {
  let fail: (reason: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  failed.catch(() => undefined);
  const base = __OCR_ASSETS__;
  const ready = createWorker(TESSERACT_LANGUAGE[language], OEM.LSTM_ONLY, {
    workerPath: `${base}worker.min.js`,
    corePath: `${base}core`,
    langPath: `${base}lang`,
    workerBlobURL: false,
    gzip: true,
    cacheMethod: 'none',
    logger: (message) => report?.(message),
    errorHandler: (error: unknown) => fail(new Error(`OCR engine: ${String(error)}`)),
  }).then(async (worker) => {
    await worker.setParameters(PARAMETERS);
    void forgetOlderVersions(base);
    return worker;
  }, (error: unknown) => {
    // A worker script that never loaded rejects with the error event's message: often nothing.
    throw error instanceof Error ? error : new Error(`OCR engine: ${String(error ?? 'the worker did not start')}`);
  });
  ready.catch(() => undefined);
  let stopped = false;
  return {
    ready,
    language,
    failed,
    stop() {
      if (stopped) return;
      stopped = true;
      // A worker still loading has no handle yet: it is ended as soon as it has one.
      void ready.then((worker) => worker.terminate(), () => undefined);
    },
  };
}

/** Stops the worker (the screen calls this when it unmounts); the next read starts a new one. */
export function terminateOcr(): void {
  engine?.stop();
  engine = null;
}

/** Resolves with `promise`, or rejects when the read is aborted or the engine fails, whichever is first. */
function guarded<T>(promise: Promise<T>, current: Engine, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return Promise.race([promise, current.failed]);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      if (engine === current) terminateOcr();
      else current.stop();
      reject(cancelled());
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    Promise.race([promise, current.failed])
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function progressReporter(onProgress: ((p: OcrProgress) => void) | undefined, steps: string[]): (message: LoggerMessage) => void {
  const total = steps.reduce((sum, step) => sum + (LOADING_STEPS[step] ?? 0), 0) || 1;
  const done = new Map<string, number>();
  return ({ status, progress }) => {
    if (!onProgress) return;
    if (status === 'recognizing text') return onProgress({ stage: 'reading', progress: Math.min(1, Math.max(0, progress)) });
    if (!(status in LOADING_STEPS)) return;
    done.set(status, progress);
    const loaded = steps.reduce((sum, step) => sum + (LOADING_STEPS[step] ?? 0) * (done.get(step) ?? 0), 0);
    onProgress({ stage: 'loading', progress: Math.min(1, loaded / total) });
  };
}

async function read(image: Blob, language: OcrLanguage, onProgress: ((p: OcrProgress) => void) | undefined, signal: AbortSignal | undefined): Promise<OcrReadResult> {
  if (signal?.aborted) throw cancelled();
  const fresh = engine === null;
  const current = engine ?? startEngine(language);
  engine = current;
  try {
    report = progressReporter(onProgress, fresh ? Object.keys(LOADING_STEPS) : ['loading language traineddata', 'initializing api']);
    onProgress?.({ stage: 'loading', progress: 0 });
    const worker = await guarded(current.ready, current, signal);
    if (current.language !== language) {
      await guarded(worker.reinitialize(TESSERACT_LANGUAGE[language]), current, signal);
      // A new language is a new tesseract instance: its parameters start from the defaults.
      await guarded(worker.setParameters(PARAMETERS), current, signal);
      current.language = language;
    }
    onProgress?.({ stage: 'loading', progress: 1 });
    onProgress?.({ stage: 'reading', progress: 0 });
    const recognize = async (options: Partial<RecognizeOptions>) => {
      const { data } = await guarded(worker.recognize(image, options, { text: false, blocks: true }), current, signal);
      const lines = (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
      return { lines, confidence: data.confidence };
    };
    const tilted = await recognize({});
    // A steep photo is read again, turned level (its progress starts over); the rest are read once.
    const rotation = levellingRotation(baselineSlope(writtenCells(tilted.lines)));
    const page = rotation === null ? tilted : await recognize({ rotateRadians: rotation });
    return { text: linesToText(page.lines), confidence: page.confidence };
  } catch (error) {
    // A worker that failed is not reused; an aborted one is gone already.
    if (engine === current && !(error instanceof DOMException && error.name === 'AbortError')) terminateOcr();
    throw error;
  } finally {
    report = null;
  }
}

export const readImage: ReadImage = (image, language, { onProgress, signal } = {}) => {
  const result = queue.then(() => read(image, language, onProgress, signal));
  queue = result.catch(() => undefined);
  return result;
};
