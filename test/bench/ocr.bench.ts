/**
 * OCR benchmark (DESIGN.md 6: at most 3 s per log-sheet photo in Chromium, at least 90% of rows
 * right, at most 6 MB downloaded on first use), printed next to the goals. The generated log-sheet
 * photos of test/helpers/ocr-sheets.ts (English and Bulgarian, several fonts, askew, speckled) are
 * read through the real /ocr-import screen of the built app, served by the real server, in a
 * fresh Chromium context of a signed-in keeper whose service worker controls the page:
 * - what the reader read: the engine's text is its worker's answer put in rows by the engine's
 *   own `linesToText`; the answer is taken from the worker's messages by a script the bench puts
 *   in the page (the app ships nothing for the bench);
 * - the character error rate per sheet and overall: Levenshtein distance between the sheet's
 *   text and what was read, whitespace-normalised, over the sheet's length;
 * - rows right: the sheet's rows whose date `parseOcrText` recovers with the right event type;
 * - rows ready without edits: rows right that also import as they were read, with no problem
 *   (`ocrRowProblems`) and the values the sheet wrote (test/helpers/ocr-heldout-sheets.ts
 *   `rowReadiness`), over the rows that would import without an edit had they been read exactly;
 * - the same, and the character error rate, on the held-out sheets (test/helpers/
 *   ocr-heldout-sheets.ts), which nothing here is tuned to: other fonts, a handwriting-like
 *   notebook page, titles above the table, photos at 5° with a shadow;
 * - time per photo: from picking the file to the rows shown (the screen shrinks the photo, the
 *   engine reads it, the parser splits it), median and max; the first read also loads the engine;
 * - bytes downloaded on first use: the encoded sizes of the `/ocr/` responses that came from the
 *   network (the service worker's own fetches), headers included;
 * - then, offline, a new page reads one sheet of each language again: the reader's files must
 *   come from the service worker's cache.
 * Run by `npm run bench` after it has built the app (dist/). With OCR_BENCH_TEXTS=DIR, what was
 * read from each sheet is also written to DIR/<sheet>.txt (to look into a row that was missed).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { createConfirmedUser } from '../../sync-server/src/auth/users';
import { parseOcrText } from '../../shared/ocr/parse';
import type { PushResponse } from '../../shared/sync/protocol';
import { linesToText } from '../../app/features/ocr/engine';
import { launchBrowser } from '../helpers/browser';
import { extraRows, heldOutText, OCR_HELD_OUT_SHEETS, renderHeldOutSheet, rowReadiness } from '../helpers/ocr-heldout-sheets';
import { expectedText, OCR_SHEETS, renderLogSheet, SHEETS_TODAY, type SheetRow } from '../helpers/ocr-sheets';
import { startServer } from '../helpers/server';
import { mutation, syncApi } from '../helpers/sync';
import { signedInToken } from '../helpers/users';

const EMAIL = 'bench.reader@example.com';
const PASSWORD = 'paper-logs-in-the-rack';
const REPTILE = 'Bench Gecko';
const GOAL_MS = 3000;
const GOAL_ROWS = 0.9;
const GOAL_BYTES = 6_000_000;
const LANGUAGE_LABEL = { en: 'English', bg: 'Bulgarian' } as const;

/**
 * Put in the page before the app runs (plain JavaScript): records each answer of the OCR worker
 * to a `recognize` job (its lines of text with their boxes), when the job was sent, and when the
 * last file was picked.
 */
const WORKER_SPY = `(() => {
  const spy = { reads: [], failures: 0, pickedAt: 0 };
  Object.defineProperty(window, '__ocrSpy', { value: spy });
  document.addEventListener('change', (e) => {
    if (e.target instanceof HTMLInputElement && e.target.type === 'file') spy.pickedAt = performance.now();
  }, true);
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      if (!String(url).includes('/ocr/')) return;
      let sentAt = 0;
      const post = this.postMessage.bind(this);
      this.postMessage = (message, ...rest) => {
        if (message && message.action === 'recognize') sentAt = performance.now();
        return post(message, ...rest);
      };
      this.addEventListener('message', ({ data }) => {
        if (!data || data.action !== 'recognize') return;
        if (data.status === 'reject') spy.failures += 1;
        if (data.status !== 'resolve') return;
        const lines = (data.data.blocks || []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.map((l) => ({ text: l.text, bbox: l.bbox, baseline: l.baseline }))));
        spy.reads.push({ pickedAt: spy.pickedAt, sentAt, answeredAt: performance.now(), confidence: data.data.confidence, lines });
      });
    }
  };
})();`;

interface SpiedRead {
  pickedAt: number;
  sentAt: number;
  answeredAt: number;
  confidence: number;
  lines: Parameters<typeof linesToText>[0];
}
declare const __ocrSpy: { reads: SpiedRead[]; failures: number };

/** What the bench needs of a sheet of either set. */
interface BenchSheet {
  id: string;
  language: 'en' | 'bg';
  rows: SheetRow[];
  font: string;
  fontSizePx: number;
}

interface SheetResult {
  sheet: BenchSheet;
  text: string;
  cer: number;
  errors: number;
  length: number;
  rowsRight: number;
  wrongRows: string[];
  /** Rows that import without an edit, of `readyAsWritten` (those that would, read exactly). */
  rowsReady: number;
  readyAsWritten: number;
  notReady: string[];
  /** Rows read that are none of the sheet's (title, noise, a misread date): the keeper deletes them. */
  extra: number;
  readMs: number;
  photoMs: number;
  confidence: number;
}

const normalise = (text: string): string => text.split('\n').map((line) => line.trim().replace(/\s+/g, ' ')).filter(Boolean).join('\n');

/** Levenshtein distance over code points. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[y.length] ?? 0;
}

/** The sheet's rows whose date the parser found with the right type (each parsed row used once). */
function rowsRight(sheet: BenchSheet, text: string): { right: number; wrong: string[] } {
  const parsed = parseOcrText(text, { language: sheet.language, today: SHEETS_TODAY, reptileNames: [REPTILE] });
  const unused = [...parsed];
  const wrong: string[] = [];
  let right = 0;
  for (const row of sheet.rows) {
    const at = unused.findIndex((p) => p.date === row.iso);
    const found = at >= 0 ? unused.splice(at, 1)[0] : undefined;
    if (found?.eventType === row.type) right += 1;
    else wrong.push(`${row.date} ${row.type}: ${found ? `read as ${found.eventType}` : 'no row with that date'}`);
  }
  return { right, wrong };
}

/** Rows ready without edits over those that would be, read exactly. */
function readyFigure(results: readonly SheetResult[]): { share: number; text: string } {
  const ready = results.reduce((a, r) => a + r.rowsReady, 0);
  const of = results.reduce((a, r) => a + r.readyAsWritten, 0);
  const all = results.reduce((a, r) => a + r.sheet.rows.length, 0);
  const share = of === 0 ? 0 : ready / of;
  const left = all - of;
  const extra = results.reduce((a, r) => a + r.extra, 0);
  const notes = [left > 0 ? `${left} more rows need an edit even as written: a refusal with no size` : '', `${extra} rows read that are none of the sheet's`].filter(Boolean);
  return { share, text: `${ready}/${of} = ${(share * 100).toFixed(1)}% (${notes.join('; ')})` };
}

function printSheets(results: readonly SheetResult[]): void {
  console.log(`  ${'sheet'.padEnd(22)} ${'font'.padEnd(22)} ${'rows'.padStart(4)}  ${'CER'.padStart(6)}  ${'rows right'.padStart(10)}  ${'ready'.padStart(6)}  ${'read'.padStart(7)}  ${'photo'.padStart(7)}  confidence`);
  for (const r of results) {
    const s = r.sheet;
    console.log(`  ${s.id.padEnd(22)} ${`${s.font.replaceAll("'", '')} ${s.fontSizePx}px`.padEnd(22)} ${String(s.rows.length).padStart(4)}  ${`${(r.cer * 100).toFixed(1)}%`.padStart(6)}  ${`${r.rowsRight}/${s.rows.length}`.padStart(10)}  ${`${r.rowsReady}/${r.readyAsWritten}`.padStart(6)}  ${`${r.readMs.toFixed(0)} ms`.padStart(7)}  ${`${r.photoMs.toFixed(0)} ms`.padStart(7)}  ${r.confidence.toFixed(0).padStart(10)}`);
  }
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(2)} MB`;
const verdict = (ok: boolean): string => (ok ? 'OK' : 'MISSED');

async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${url}/dashboard`);
  await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 30_000 });
  // Offline navigations and the reader's cached files need the service worker in control.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function openScreen(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/ocr-import`);
  await page.getByRole('heading', { name: 'Import paper logs' }).waitFor();
  await page.getByRole('combobox', { name: 'Reptile' }).waitFor();
}

/** Picks the photo on the screen and waits for its rows; null when the read failed or timed out. */
async function readOnScreen(page: Page, sheet: BenchSheet, photo: Buffer): Promise<(SpiedRead & { shownAt: number }) | null> {
  const language = page.getByRole('radio', { name: LANGUAGE_LABEL[sheet.language] });
  if (!(await language.isChecked())) await language.check();
  const before = await page.evaluate(() => __ocrSpy.reads.length);
  await page.getByLabel('Choose a file').setInputFiles({ name: `${sheet.id}.png`, mimeType: 'image/png', buffer: photo });
  try {
    const shownAt = await page.waitForFunction((n) => {
      if (__ocrSpy.reads.length <= n) return false;
      // The read is over and the review shows its rows.
      if (document.querySelector('[role="progressbar"]')) return false;
      return [...document.querySelectorAll('h2, h3, h4')].some((h) => h.textContent?.includes('Check the rows')) ? performance.now() : false;
    }, before, { timeout: 60_000 }).then((handle) => handle.jsonValue());
    // A steep photo is read twice (engine.ts: levelled); the rows shown are the last read's, its
    // time from the first read's start.
    const read = await page.evaluate((n) => {
      const reads = __ocrSpy.reads.slice(n);
      const last = reads[reads.length - 1];
      return last && reads[0] ? { ...last, sentAt: reads[0].sentAt } : undefined;
    }, before);
    return read ? { ...read, shownAt: Number(shownAt) } : null;
  } catch (error) {
    console.error(`  ${sheet.id}: no rows shown (${(error as Error).message.split('\n')[0]})`);
    return null;
  }
}

function score(sheet: BenchSheet, written: string, read: (SpiedRead & { shownAt: number }) | null): SheetResult {
  const expected = normalise(written);
  const text = read ? linesToText(read.lines) : '';
  const errors = editDistance(expected, normalise(text));
  const rows = rowsRight(sheet, text);
  // Rows that need an edit even as written (a refusal with no size) are not counted.
  const asWritten = rowReadiness(sheet, written, [REPTILE]);
  const readNow = rowReadiness(sheet, text, [REPTILE]).filter((_, i) => asWritten[i] === null);
  return {
    sheet, text, errors, length: [...expected].length, cer: errors / [...expected].length,
    rowsRight: rows.right, wrongRows: rows.wrong,
    rowsReady: readNow.filter((why) => why === null).length,
    readyAsWritten: asWritten.filter((why) => why === null).length,
    notReady: readNow.filter((why) => why !== null),
    extra: extraRows(sheet, text, [REPTILE]),
    readMs: read ? read.answeredAt - read.sentAt : Number.NaN,
    photoMs: read ? read.shownAt - read.pickedAt : Number.NaN,
    confidence: read?.confidence ?? Number.NaN,
  };
}

export async function runOcr(distDir = 'dist'): Promise<boolean> {
  const server = await startServer({ STATIC_DIR: distDir });
  const browser = await launchBrowser();
  try {
    const photos = new Map<string, Buffer>();
    for (const sheet of OCR_SHEETS) photos.set(sheet.id, await renderLogSheet(browser, sheet));
    for (const sheet of OCR_HELD_OUT_SHEETS) photos.set(sheet.id, await renderHeldOutSheet(browser, sheet));

    const user = await createConfirmedUser(server.app.store, { email: EMAIL, password: PASSWORD, role: 'user' }, Date.now());
    if (!user) throw new Error('bench user not created');
    const token = await signedInToken(server.app, user.id);
    const api = syncApi(server.app, { id: user.id, email: EMAIL, token, headers: { authorization: `Bearer ${token}` } });
    const pushed: PushResponse = await api.push([mutation(1, 'reptile.create.v1', { id: uuidv7(), name: REPTILE, species: 'Eublepharis macularius', sex: 'male' })]);
    if (pushed.results[0]?.status !== 'applied') throw new Error(`the bench reptile was refused: ${JSON.stringify(pushed.results[0])}`);

    const context = await browser.newContext();
    await context.addInitScript({ content: WORKER_SPY });
    // Bytes from the network: the service worker's fetches (the page's own requests for /ocr/ are answered by it).
    const downloads = new Map<string, number>();
    context.on('requestfinished', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/ocr/')) return;
      void (async () => {
        const response = await request.response();
        if (!response || response.fromServiceWorker()) return;
        const sizes = await request.sizes();
        const file = new URL(request.url()).pathname.split('/').pop() ?? '';
        downloads.set(file, (downloads.get(file) ?? 0) + sizes.responseBodySize + sizes.responseHeadersSize);
      })();
    });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error('  page error:', e.message));
    await signIn(page, server.url);
    await openScreen(page, server.url);

    const results: SheetResult[] = [];
    for (const sheet of OCR_SHEETS) results.push(score(sheet, expectedText(sheet), await readOnScreen(page, sheet, photos.get(sheet.id) ?? Buffer.alloc(0))));
    const heldOut: SheetResult[] = [];
    for (const sheet of OCR_HELD_OUT_SHEETS) heldOut.push(score(sheet, heldOutText(sheet), await readOnScreen(page, sheet, photos.get(sheet.id) ?? Buffer.alloc(0))));
    const downloaded = [...downloads.values()].reduce((a, b) => a + b, 0);
    const downloadList = [...downloads.entries()].map(([file, bytes]) => `${file} ${mb(bytes)}`).join(', ');

    // Offline after that first use: a new page (a new engine) reads one sheet of each language.
    await context.setOffline(true);
    const offline: string[] = [];
    for (const language of ['en', 'bg'] as const) {
      const sheet = OCR_SHEETS.find((s) => s.language === language);
      if (!sheet) continue;
      await openScreen(page, server.url);
      const result = score(sheet, expectedText(sheet), await readOnScreen(page, sheet, photos.get(sheet.id) ?? Buffer.alloc(0)));
      offline.push(`${language} ${Number.isNaN(result.readMs) ? 'FAILED' : `OK (CER ${(result.cer * 100).toFixed(1)}%, ${result.rowsRight}/${sheet.rows.length} rows right)`}`);
    }
    await context.setOffline(false);
    await context.close();

    console.log(`  ${OCR_SHEETS.length} generated log-sheet photos (1200 px PNG), read on /ocr-import of the built app in Chromium:`);
    printSheets(results);
    const totalErrors = results.reduce((a, r) => a + r.errors, 0);
    const totalLength = results.reduce((a, r) => a + r.length, 0);
    const right = results.reduce((a, r) => a + r.rowsRight, 0);
    const rows = results.reduce((a, r) => a + r.sheet.rows.length, 0);
    const times = results.map((r) => r.photoMs);
    const failed = times.some((t) => Number.isNaN(t));
    const warm = times.slice(1);
    const maxMs = Math.max(...times);
    const rowsOk = right / rows >= GOAL_ROWS;
    const timeOk = !failed && maxMs <= GOAL_MS;
    const bytesOk = downloaded > 0 && downloaded <= GOAL_BYTES;
    const offlineOk = offline.length === 2 && offline.every((o) => o.includes('OK'));
    console.log(`  character error rate: ${((totalErrors / totalLength) * 100).toFixed(2)}% overall (${totalErrors} of ${totalLength} characters)`);
    console.log(`  rows right (date and event type, parseOcrText): ${right}/${rows} = ${((right / rows) * 100).toFixed(1)}%   goal >= ${GOAL_ROWS * 100}%   ${verdict(rowsOk)}`);
    for (const r of results) for (const w of r.wrongRows) console.log(`    ${r.sheet.id}: ${w}`);
    const ready = readyFigure(results);
    console.log(`  rows ready without edits (import as read, no problem, the sheet's values): ${ready.text}`);
    for (const r of results) for (const w of r.notReady) console.log(`    ${r.sheet.id}: ${w}`);
    console.log(`  time per photo (picked -> rows shown): median ${median(warm).toFixed(0)} ms, max ${maxMs.toFixed(0)} ms; the first read, loading the engine, ${times[0]?.toFixed(0)} ms   goal <= ${GOAL_MS} ms   ${verdict(timeOk)}`);
    console.log(`  engine read alone (worker job): median ${median(results.map((r) => r.readMs)).toFixed(0)} ms, max ${Math.max(...results.map((r) => r.readMs)).toFixed(0)} ms`);
    console.log(`  downloaded on first use (both languages; Bulgarian reads with English too): ${mb(downloaded)} (${downloadList})   goal <= ${mb(GOAL_BYTES)}   ${verdict(bytesOk)}`);
    console.log(`  offline after first use: ${offline.join(', ')}   ${verdict(offlineOk)}`);

    const textsDir = process.env.OCR_BENCH_TEXTS;
    if (textsDir) {
      mkdirSync(textsDir, { recursive: true });
      for (const r of [...results, ...heldOut]) writeFileSync(join(textsDir, `${r.sheet.id}.txt`), r.text);
    }

    const heldReady = readyFigure(heldOut);
    const heldOk = heldReady.share >= GOAL_ROWS;
    const heldErrors = heldOut.reduce((a, r) => a + r.errors, 0);
    const heldLength = heldOut.reduce((a, r) => a + r.length, 0);
    const heldRight = heldOut.reduce((a, r) => a + r.rowsRight, 0);
    const heldRows = heldOut.reduce((a, r) => a + r.sheet.rows.length, 0);
    console.log(`\n  held-out set: ${OCR_HELD_OUT_SHEETS.length} sheets the bench is not tuned to (test/helpers/ocr-heldout-sheets.ts), read the same way:`);
    printSheets(heldOut);
    console.log(`  character error rate: ${((heldErrors / heldLength) * 100).toFixed(2)}% overall (${heldErrors} of ${heldLength} characters)`);
    console.log(`  rows right (date and event type): ${heldRight}/${heldRows} = ${((heldRight / heldRows) * 100).toFixed(1)}%`);
    console.log(`  rows ready without edits: held-out ${heldReady.text}   goal >= ${GOAL_ROWS * 100}%   ${verdict(heldOk)}   (tuned set: ${ready.text})`);
    for (const r of heldOut) for (const w of r.notReady) console.log(`    ${r.sheet.id}: ${w}`);
    return rowsOk && timeOk && bytesOk && offlineOk && heldOk;
  } finally {
    await browser.close();
    await server.close();
  }
}
