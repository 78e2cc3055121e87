/**
 * The OCR engine (app/features/ocr/engine.ts) around a stand-in tesseract worker: a level or
 * slightly tilted photo is read once; a steep one is read again turned level by the skew the first
 * read measured, and that second read is what comes back; cancelling during the second read ends
 * the worker and rejects as a cancel.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const tesseract = vi.hoisted(() => ({ createWorker: vi.fn(), OEM: { LSTM_ONLY: 1 }, PSM: { AUTO: '3' } }));
vi.mock('tesseract.js', () => tesseract);

import { readImage, terminateOcr } from '../../app/features/ocr/engine';

/** One row of a sheet as tesseract gives it: two cells whose baselines run at `slope`. */
function row(y: number, slope: number, date: string, what: string) {
  const cell = (x0: number, x1: number, text: string) => ({
    text,
    bbox: { x0, y0: y + x0 * slope - 20, x1, y1: y + x0 * slope + 5 },
    baseline: { x0, y0: y + x0 * slope, x1, y1: y + x1 * slope },
  });
  return [cell(10, 200, date), cell(400, 700, what)];
}
const page = (slope: number, rows: [string, string][], confidence = 90) => ({
  data: { confidence, blocks: [{ paragraphs: [{ lines: rows.flatMap(([date, what], i) => row(100 + i * 60, slope, date, what)) }] }] },
});
const tan = (degrees: number) => Math.tan((degrees * Math.PI) / 180);

let worker: { recognize: ReturnType<typeof vi.fn>; setParameters: ReturnType<typeof vi.fn>; reinitialize: ReturnType<typeof vi.fn>; terminate: ReturnType<typeof vi.fn> };

beforeEach(() => {
  vi.stubGlobal('__OCR_ASSETS__', '/ocr/test/');
  worker = { recognize: vi.fn(), setParameters: vi.fn(async () => ({})), reinitialize: vi.fn(async () => ({})), terminate: vi.fn(async () => ({})) };
  tesseract.createWorker.mockResolvedValue(worker);
});
afterEach(() => {
  terminateOcr();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const photo = () => new Blob(['photo'], { type: 'image/jpeg' });

describe('reading a tilted photo', () => {
  it('reads a photo tilted by less than 3° once, as it is', async () => {
    worker.recognize.mockResolvedValue(page(tan(2), [['01.09.2026', 'fed 1 mouse'], ['05.09.2026', 'shed']]));
    const result = await readImage(photo(), 'en', {});
    expect(worker.recognize).toHaveBeenCalledTimes(1);
    expect(worker.recognize).toHaveBeenCalledWith(expect.any(Blob), {}, expect.objectContaining({ blocks: true }));
    expect(result).toEqual({ text: '01.09.2026   fed 1 mouse\n05.09.2026   shed', confidence: 90 });
  });

  it('reads a steeper photo again turned level, and gives back that read', async () => {
    worker.recognize
      .mockResolvedValueOnce(page(tan(5), [['O1.O9.2O26', 'fcd l rnouse']], 60))
      .mockResolvedValueOnce(page(0, [['01.09.2026', 'fed 1 mouse']], 93));
    const result = await readImage(photo(), 'en', {});
    expect(worker.recognize).toHaveBeenCalledTimes(2);
    const [, options] = worker.recognize.mock.calls[1] ?? [];
    expect((options as { rotateRadians: number }).rotateRadians).toBeCloseTo((-5 * Math.PI) / 180);
    expect(result).toEqual({ text: '01.09.2026   fed 1 mouse', confidence: 93 });
  });

  it('levels a photo tilted the other way by turning it back the other way', async () => {
    worker.recognize.mockResolvedValueOnce(page(tan(-4), [['01.09.2026', 'shed']])).mockResolvedValueOnce(page(0, [['01.09.2026', 'shed']]));
    await readImage(photo(), 'en', {});
    const [, options] = worker.recognize.mock.calls[1] ?? [];
    expect((options as { rotateRadians: number }).rotateRadians).toBeCloseTo((4 * Math.PI) / 180);
  });

  it('cancelling during the second read ends the worker and rejects as a cancel', async () => {
    const controller = new AbortController();
    worker.recognize
      .mockResolvedValueOnce(page(tan(5), [['01.09.2026', 'shed']]))
      // tesseract's job promise never settles once its worker is terminated.
      .mockImplementationOnce(() => new Promise(() => undefined));
    const reading = readImage(photo(), 'en', { signal: controller.signal });
    await vi.waitFor(() => expect(worker.recognize).toHaveBeenCalledTimes(2));
    controller.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.terminate).toHaveBeenCalled();
    // The next read starts a new worker.
    worker.recognize.mockResolvedValue(page(0, [['02.09.2026', 'shed']]));
    await expect(readImage(photo(), 'en', {})).resolves.toMatchObject({ text: '02.09.2026   shed' });
    expect(tesseract.createWorker).toHaveBeenCalledTimes(2);
  });
});
