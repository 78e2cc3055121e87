/**
 * Held-out log sheets for the OCR benchmark: sheets the parser and the reader are not tuned to,
 * so the bench's "rows ready without edits" says how a keeper's own paper fares. They differ from
 * test/helpers/ocr-sheets.ts on purpose: fonts that set never uses (PT Serif, Courier Prime and the
 * handwriting-like Caveat, from their @fontsource packages), titles above the table ("Feeding log
 * — Nagini 2026", "ДНЕВНИК НА ХРАНЕНЕ"), date forms it does not write ("Mar 12, 2026",
 * "12-Mar-26", "2.6.26", "12 март 2026 г."), lined notebook pages with no Event column, and
 * photos at 5° with a shadow over part of the page. Rendered by Chromium like the tuned set (its
 * seeded speckles and HTML photo helper), about 1200 px wide.
 *
 * Every row is written so that, read exactly, it imports without an edit (a feeding says its
 * size, a weighing its weight): test/unit/ocr-heldout.test.ts holds the parser to that, and the
 * bench counts the rows that still import without an edit after the photo was read.
 */
import type { Browser } from 'playwright-core';
import { ocrRowProblems, ocrRowToLog } from '../../shared/ocr/convert';
import { foldText } from '../../shared/ocr/details';
import { parseOcrText } from '../../shared/ocr/parse';
import type { OcrEventType, OcrRow } from '../../shared/ocr/rows';
import {
  escape, fontsourceFaces, HEADERS, MONTHS, renderHtmlPhoto, seeded, SHEETS_TODAY, TYPE_WORDS, written,
  type DateStyle, type SheetRow,
} from './ocr-sheets';

export const PT_SERIF = "'PT Serif'";
export const COURIER_PRIME = "'Courier Prime'";
export const CAVEAT = "'Caveat Variable'";

const FONT_PACKAGES: Record<string, readonly (readonly [pkg: string, css: string])[]> = {
  [PT_SERIF]: [['@fontsource/pt-serif', 'index.css'], ['@fontsource/pt-serif', '700.css']],
  [COURIER_PRIME]: [['@fontsource/courier-prime', 'index.css'], ['@fontsource/courier-prime', '700.css']],
  [CAVEAT]: [['@fontsource-variable/caveat', 'index.css']],
};

export interface HeldOutSheet {
  id: string;
  language: 'en' | 'bg';
  /** A printed table with an Event column, or a lined notebook page: "date  what happened". */
  layout: 'table' | 'notebook';
  /** The line above the table, which must not become a row. */
  title: string;
  rows: SheetRow[];
  font: string;
  fontSizePx: number;
  rotateDeg: number;
  /** 0..1: speckles and uneven light, as in the tuned set. */
  noise: number;
  /** A photo's shadow (a hand or the phone) darkening one side of the page. */
  shadow: boolean;
}

type HeldOutDateStyle = DateStyle | 'mon d, yyyy' | 'dd-mon-yy' | 'd.m.yy' | 'd mon yyyy г.';

function writtenDate(iso: string, style: HeldOutDateStyle, language: 'en' | 'bg'): string {
  const [y = '', m = '', d = ''] = iso.split('-');
  const month = MONTHS[language][Number(m) - 1] ?? '';
  switch (style) {
    case 'mon d, yyyy': return `${month} ${Number(d)}, ${y}`;
    case 'dd-mon-yy': return `${d}-${month}-${y.slice(2)}`;
    case 'd.m.yy': return `${Number(d)}.${Number(m)}.${y.slice(2)}`;
    case 'd mon yyyy г.': return `${Number(d)} ${month} ${y} г.`;
    default: return written(iso, style, language);
  }
}

type Entry = [iso: string, type: OcrEventType, details: string];

function rows(language: 'en' | 'bg', styles: HeldOutDateStyle[], entries: Entry[]): SheetRow[] {
  return entries.map(([iso, type, details], i) => ({ date: writtenDate(iso, styles[i % styles.length] ?? 'yyyy-mm-dd', language), iso, type, details }));
}

export const OCR_HELD_OUT_SHEETS: HeldOutSheet[] = [
  {
    id: 'ho-en-ptserif', language: 'en', layout: 'table', title: 'Feeding log — Nagini 2026', font: PT_SERIF, fontSizePx: 19,
    rotateDeg: -0.7, noise: 0.3, shadow: false,
    rows: rows('en', ['dd.mm.yyyy'], [
      ['2026-04-03', 'feeding', '1 adult mouse 28 g'], ['2026-04-10', 'feeding', '1 adult mouse 28 g'], ['2026-04-14', 'measurement', 'weight 142 g'],
      ['2026-04-17', 'feeding', '2 fuzzies 9 g'], ['2026-04-21', 'shedding', 'shed in one piece'], ['2026-04-24', 'feeding', 'refused 1 mouse 28 g'],
      ['2026-05-01', 'measurement', 'length 96 cm'], ['2026-05-08', 'health', 'mites, sprayed the enclosure'], ['2026-05-15', 'feeding', '1 rat pup 35 g'],
    ]),
  },
  {
    id: 'ho-en-courier', language: 'en', layout: 'table', title: 'Monty - ball python', font: COURIER_PRIME, fontSizePx: 18,
    rotateDeg: 0.9, noise: 0.4, shadow: false,
    rows: rows('en', ['mon d, yyyy', 'dd-mon-yy'], [
      ['2025-10-02', 'feeding', '1 small rat 45 g'], ['2025-10-16', 'feeding', '1 small rat 45 g'], ['2025-10-20', 'shedding', 'shed complete, eyes clear'],
      ['2025-10-30', 'measurement', 'weighed 612 g'], ['2025-11-06', 'feeding', 'regurgitated 1 rat 45 g'], ['2025-11-20', 'event', 'cleaned and disinfected the tub'],
      ['2025-12-04', 'health', 'vet visit, mouth rot'], ['2025-12-18', 'feeding', '1 small rat 50 g'],
    ]),
  },
  {
    id: 'ho-bg-ptserif-months', language: 'bg', layout: 'table', title: 'ДНЕВНИК НА ХРАНЕНЕ', font: PT_SERIF, fontSizePx: 20,
    rotateDeg: 1.2, noise: 0.3, shadow: false,
    rows: rows('bg', ['d mon yyyy', 'd mon yyyy г.'], [
      ['2026-03-12', 'feeding', '1 мишка 32 г'], ['2026-03-19', 'feeding', '2 мишки по 16 г'], ['2026-03-26', 'measurement', 'тегло 512 г'],
      ['2026-04-02', 'shedding', 'цяла кожа'], ['2026-04-09', 'feeding', 'отказа, 1 мишка 32 г'], ['2026-04-16', 'event', 'смяна на субстрата'],
      ['2026-04-23', 'health', 'лечение на рана'], ['2026-04-30', 'breeding', 'снесе 5 яйца'], ['2026-05-07', 'measurement', 'дължина 118 см'],
    ]),
  },
  {
    id: 'ho-en-notebook', language: 'en', layout: 'notebook', title: "Nagini's feeding notes", font: CAVEAT, fontSizePx: 34,
    rotateDeg: 0.5, noise: 0.2, shadow: false,
    rows: rows('en', ['dd/mm/yy', 'd.m.yy'], [
      ['2026-06-02', 'feeding', 'fed 1 mouse 30 g'], ['2026-06-09', 'feeding', 'fed 1 mouse 30 g'], ['2026-06-13', 'shedding', 'shed, all in one piece'],
      ['2026-06-16', 'measurement', 'weighed 480 g'], ['2026-06-23', 'feeding', 'fed 2 mice 18 g each'], ['2026-06-30', 'event', 'cleaned the tank'],
      ['2026-07-07', 'health', 'vet check, mites gone'],
    ]),
  },
  {
    id: 'ho-bg-notebook', language: 'bg', layout: 'notebook', title: 'Змейко — бележки', font: CAVEAT, fontSizePx: 34,
    rotateDeg: -0.6, noise: 0.2, shadow: false,
    rows: rows('bg', ['dd.mm.yyyy', 'd.m.yy'], [
      ['2026-08-04', 'feeding', 'нахранен, 1 мишка 27 г'], ['2026-08-11', 'feeding', 'нахранен, 1 мишка 27 г'], ['2026-08-15', 'shedding', 'смени кожата'],
      ['2026-08-18', 'measurement', 'тегло 455 г'], ['2026-08-25', 'event', 'почистен терариум'], ['2026-09-01', 'feeding', 'отказа 1 мишка 27 г'],
    ]),
  },
  {
    id: 'ho-en-photo-tilt5', language: 'en', layout: 'table', title: 'Rex - leopard gecko', font: COURIER_PRIME, fontSizePx: 20,
    rotateDeg: 5, noise: 0.5, shadow: true,
    rows: rows('en', ['dd.mm.yyyy', 'yyyy-mm-dd'], [
      ['2026-09-03', 'feeding', '6 crickets 0.5 g'], ['2026-09-06', 'feeding', '4 dubia 1 g'], ['2026-09-10', 'measurement', 'weight 58 g'],
      ['2026-09-13', 'shedding', 'shed, stuck on toes'], ['2026-09-17', 'feeding', '5 mealworms 0.2 g'], ['2026-09-20', 'event', 'new heat mat'],
      ['2026-09-24', 'health', 'vet check, all fine'], ['2026-09-27', 'feeding', '6 crickets 0.5 g'],
    ]),
  },
  {
    id: 'ho-bg-photo-tilt5', language: 'bg', layout: 'table', title: 'Дневник — Змейко', font: PT_SERIF, fontSizePx: 20,
    rotateDeg: -5, noise: 0.5, shadow: true,
    rows: rows('bg', ['dd/mm/yy'], [
      ['2026-10-01', 'feeding', '1 плъх 55 г'], ['2026-10-08', 'feeding', '1 плъх 55 г'], ['2026-10-12', 'measurement', 'тегло 830 г'],
      ['2026-10-15', 'shedding', 'смяна на кожата'], ['2026-10-22', 'feeding', '1 плъх 60 г'], ['2026-10-29', 'health', 'акари, третиране'],
    ]),
  },
];

/** A row as the sheet writes it: the table has an Event column, a notebook line only the date and what happened. */
const rowLine = (sheet: HeldOutSheet, row: SheetRow): string =>
  sheet.layout === 'table' ? `${row.date} ${TYPE_WORDS[sheet.language][row.type]} ${row.details}` : `${row.date} ${row.details}`;

/** The sheet's text as a perfect reader would give it back: the title, the header of a table, one line per row. */
export function heldOutText(sheet: HeldOutSheet): string {
  const header = sheet.layout === 'table' ? [HEADERS[sheet.language].join(' ')] : [];
  return [sheet.title, ...header, ...sheet.rows.map((r) => rowLine(sheet, r))].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Rows ready without edits

/** The fields a keeper would have to correct; the free text (notes, description, issue) is kept as read. */
function loggedFacts(row: OcrRow): unknown {
  const result = ocrRowToLog(row, { reptileId: 'r', id: 'l', today: SHEETS_TODAY });
  if (!result.ok) return null;
  const { log } = result;
  const args: Record<string, unknown> = { ...log.args };
  for (const free of ['notes', 'description', 'observations', 'issue']) delete args[free];
  if (log.kind === 'feedingLog' && log.args.source.kind === 'manual') {
    args.source = log.args.source.items.map((item) => ({ ...item, foodItem: foldText(item.foodItem).replace(/\s+/g, ' ') }));
  }
  return { kind: log.kind, args };
}

/**
 * For each of the sheet's rows, whether the text read imports it without an edit: null when a
 * parsed row has its date and event type, no problem (`ocrRowProblems`), and makes a log that says
 * what the written row's log says (weights, sizes, counts, outcome, food, kind; not the free-text
 * notes); else why not. Each parsed row answers for one sheet row at most.
 */
export function rowReadiness(sheet: { language: 'en' | 'bg'; rows: readonly SheetRow[] }, text: string, reptileNames: readonly string[] = []): (string | null)[] {
  const parsed = parseOcrText(text, { language: sheet.language, today: SHEETS_TODAY, reptileNames });
  const unused = [...parsed];
  return sheet.rows.map((row) => {
    const at = unused.findIndex((p) => p.date === row.iso);
    const found = at >= 0 ? unused.splice(at, 1)[0] : undefined;
    if (!found) return `${row.date} ${row.type}: no row with that date`;
    if (found.eventType !== row.type) return `${row.date} ${row.type}: read as ${found.eventType} (${found.details})`;
    const problems = ocrRowProblems(found, SHEETS_TODAY);
    if (problems.length > 0) return `${row.date} ${row.type}: ${problems.join(', ')} (${found.details})`;
    const intended: OcrRow = { key: 'x', date: row.iso, reptileName: '', eventType: row.type, details: row.details };
    if (JSON.stringify(loggedFacts(found)) !== JSON.stringify(loggedFacts(intended))) return `${row.date} ${row.type}: other values (${found.details})`;
    return null;
  });
}

/**
 * Rows the text makes that are none of the sheet's (a title, a caption, noise, a misread date):
 * each one the keeper has to delete or fix.
 */
export function extraRows(sheet: { language: 'en' | 'bg'; rows: readonly SheetRow[] }, text: string, reptileNames: readonly string[] = []): number {
  const dates = sheet.rows.map((r) => r.iso);
  const parsed = parseOcrText(text, { language: sheet.language, today: SHEETS_TODAY, reptileNames });
  for (const row of parsed) {
    const at = row.date === null ? -1 : dates.indexOf(row.date);
    if (at >= 0) dates.splice(at, 1);
  }
  return parsed.length - (sheet.rows.length - dates.length);
}

// ---------------------------------------------------------------------------------------------
// Rendering

const WIDTH = 1200;
const INK = { table: '#23211f', notebook: '#1f3478' } as const;

function fontFaces(font: string): string {
  return (FONT_PACKAGES[font] ?? []).map(([pkg, css]) => fontsourceFaces(pkg, css)).join('\n');
}

function tableBody(sheet: HeldOutSheet): string {
  const [date, event, details] = HEADERS[sheet.language];
  const body = sheet.rows.map((r) => `<tr><td>${escape(r.date)}</td><td>${escape(TYPE_WORDS[sheet.language][r.type])}</td><td>${escape(r.details)}</td></tr>`).join('');
  return `<h1>${escape(sheet.title)}</h1><table><thead><tr><th>${date}</th><th>${event}</th><th>${details}</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** A hand keeps neither the margin nor the line quite: each line is a little off, seeded. */
function notebookBody(sheet: HeldOutSheet, random: () => number): string {
  const line = (text: string, className = '') => {
    const dx = (random() * 14 - 4).toFixed(1);
    const turn = (random() * 1.2 - 0.6).toFixed(2);
    return `<p class="${className}" style="transform: translateX(${dx}px) rotate(${turn}deg)">${escape(text)}</p>`;
  };
  return `${line(sheet.title, 'title')}${sheet.rows.map((r) => line(`${r.date}   ${r.details}`)).join('')}`;
}

function sheetHtml(sheet: HeldOutSheet): string {
  const random = seeded(sheet.id);
  const paper = `hsl(${42 + random() * 10}, ${20 + random() * 20}%, ${92 + random() * 4}%)`;
  const speckles = Array.from({ length: Math.round(sheet.noise * 900) }, () => {
    const shade = Math.round(60 + random() * 90);
    return `<circle cx="${(random() * WIDTH).toFixed(1)}" cy="${(random() * 1800).toFixed(1)}" r="${(0.4 + random() * 1.1).toFixed(2)}" fill="rgb(${shade},${shade},${shade})" opacity="${(0.25 + random() * 0.5).toFixed(2)}"/>`;
  }).join('');
  const light = `linear-gradient(${Math.round(random() * 360)}deg, rgba(0,0,0,${(0.03 + sheet.noise * 0.08).toFixed(3)}), rgba(255,255,255,0) 60%)`;
  // A soft shadow from one side, darkest at the edge, gone before the middle of the page.
  const shadow = sheet.shadow ? `linear-gradient(${100 + Math.round(random() * 30)}deg, rgba(20,16,12,0.42), rgba(20,16,12,0.18) 22%, rgba(20,16,12,0) 45%),` : '';
  const ruling = Math.round(sheet.fontSizePx * 1.45);
  const notebook = sheet.layout === 'notebook';
  return `<!doctype html><html><head><meta charset="utf-8"><style>
${fontFaces(sheet.font)}
html, body { margin: 0; }
body { width: ${WIDTH}px; background: ${sheet.shadow ? '#4f4a43' : '#6f6558'}; padding: ${sheet.shadow ? 90 : 36}px 0; }
.sheet { position: relative; width: ${WIDTH - (sheet.shadow ? 220 : 90)}px; margin: 0 auto; box-sizing: border-box; background: ${paper};
  font-family: ${sheet.font}, sans-serif; font-size: ${sheet.fontSizePx}px; color: ${notebook ? INK.notebook : INK.table};
  transform: rotate(${sheet.rotateDeg}deg); box-shadow: 0 6px 22px rgba(0,0,0,0.4); filter: blur(0.35px);
  padding: ${notebook ? `${ruling * 2}px 48px ${ruling * 2}px 120px` : '40px 48px 56px'}; }
.sheet::after { content: ''; position: absolute; inset: 0; background: ${shadow} ${light}; pointer-events: none; }
.lines { background-image: repeating-linear-gradient(to bottom, transparent 0, transparent ${ruling - 1}px, #9db4d6 ${ruling - 1}px, #9db4d6 ${ruling}px);
  background-position: 0 ${ruling * 2 - Math.round(ruling * 0.22)}px; }
.lines::before { content: ''; position: absolute; top: 0; bottom: 0; left: 96px; border-left: 2px solid #d88a8a; }
h1 { font-size: 1.3em; margin: 0 0 0.8em; font-weight: 700; }
.lines .title { font-weight: 600; margin-bottom: ${ruling}px; }
p { margin: 0; height: ${ruling}px; line-height: ${ruling}px; white-space: pre; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.35em 0.6em; border-bottom: 1px solid #8d877c; }
th { font-weight: 700; border-bottom: 2px solid #4a463f; }
svg { position: absolute; inset: 0; width: 100%; height: 100%; }
</style></head><body><div class="sheet${notebook ? ' lines' : ''}" id="sheet">
${notebook ? notebookBody(sheet, random) : tableBody(sheet)}
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} 1800" preserveAspectRatio="none">${speckles}</svg>
</div></body></html>`;
}

/** The held-out sheet as a PNG photo, about 1200 px wide. */
export function renderHeldOutSheet(browser: Browser, sheet: HeldOutSheet): Promise<Buffer> {
  return renderHtmlPhoto(browser, sheetHtml(sheet), WIDTH);
}
