/**
 * Photographed paper log sheets with known content, for the OCR benchmark: a printed table (a
 * title, a header row "Date | Event | Details" or "Дата | Събитие | Детайли", then 6-12 rows)
 * on slightly off-white paper, lying a little askew on a darker surface, with camera softness,
 * uneven light and a few seeded speckles. Rendered by Chromium (`page.setContent`, screenshot),
 * about 1200 px wide, so the same spec always gives the same picture.
 *
 * Dates are written as keepers write them (dd.mm.yyyy, dd/mm/yy, yyyy-mm-dd, "12 Mar 2026",
 * "12 март 2026"); each row says its ISO date and the event type a reader should recover.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { OcrEventType } from '../../shared/ocr/rows';

export interface SheetRow {
  /** As written on the sheet, e.g. '12.03.2026'. */
  date: string;
  iso: string;
  type: OcrEventType;
  details: string;
}

export interface SheetSpec {
  id: string;
  language: 'en' | 'bg';
  rows: SheetRow[];
  font: string;
  fontSizePx: number;
  rotateDeg: number;
  /** 0..1: how many speckles and how uneven the light. */
  noise: number;
}

/** The day the sheets are read on: every date on them is before it. */
export const SHEETS_TODAY = '2026-11-24';

export const DEJAVU_SANS = "'DejaVu Sans'";
export const DEJAVU_SERIF = "'DejaVu Serif'";
export const DEJAVU_MONO = "'DejaVu Sans Mono'";
export const INTER = "'Inter Variable'";

const TITLES = { en: 'Log sheet', bg: 'Дневник' } as const;
export const HEADERS = { en: ['Date', 'Event', 'Details'], bg: ['Дата', 'Събитие', 'Детайли'] } as const;
/** What the Event column says for each type. */
export const TYPE_WORDS: Record<'en' | 'bg', Record<OcrEventType, string>> = {
  en: { event: 'Event', feeding: 'Feeding', shedding: 'Shedding', health: 'Health', breeding: 'Breeding', measurement: 'Measurement' },
  bg: { event: 'Събитие', feeding: 'Хранене', shedding: 'Линеене', health: 'Здраве', breeding: 'Размножаване', measurement: 'Измерване' },
};

export type DateStyle = 'dd.mm.yyyy' | 'dd/mm/yy' | 'yyyy-mm-dd' | 'd mon yyyy';
export const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  bg: ['януари', 'февруари', 'март', 'април', 'май', 'юни', 'юли', 'август', 'септември', 'октомври', 'ноември', 'декември'],
} as const;

export function written(iso: string, style: DateStyle, language: 'en' | 'bg'): string {
  const [y = '', m = '', d = ''] = iso.split('-');
  switch (style) {
    case 'dd.mm.yyyy': return `${d}.${m}.${y}`;
    case 'dd/mm/yy': return `${d}/${m}/${y.slice(2)}`;
    case 'yyyy-mm-dd': return iso;
    case 'd mon yyyy': return `${Number(d)} ${MONTHS[language][Number(m) - 1] ?? ''} ${y}`;
  }
}

type Entry = [iso: string, type: OcrEventType, details: string];

function rows(language: 'en' | 'bg', styles: DateStyle[], entries: Entry[]): SheetRow[] {
  return entries.map(([iso, type, details], i) => ({ date: written(iso, styles[i % styles.length] ?? 'yyyy-mm-dd', language), iso, type, details }));
}

export const OCR_SHEETS: SheetSpec[] = [
  {
    id: 'en-sans-dotted', language: 'en', font: DEJAVU_SANS, fontSizePx: 20, rotateDeg: 0.6, noise: 0.3,
    rows: rows('en', ['dd.mm.yyyy'], [
      ['2026-03-02', 'feeding', '2 mice 20 g'], ['2026-03-09', 'feeding', 'refused'], ['2026-03-12', 'shedding', 'shed complete'],
      ['2026-03-16', 'feeding', '1 mouse 25 g'], ['2026-03-20', 'measurement', 'weight 450 g'], ['2026-03-23', 'feeding', '1 rat pup 30 g'],
      ['2026-03-30', 'health', 'mites treated'], ['2026-04-06', 'feeding', '2 mice 20 g'],
    ]),
  },
  {
    id: 'en-serif-slashes', language: 'en', font: DEJAVU_SERIF, fontSizePx: 18, rotateDeg: -1.2, noise: 0.4,
    rows: rows('en', ['dd/mm/yy'], [
      ['2026-01-05', 'feeding', '3 crickets'], ['2026-01-08', 'feeding', '4 crickets'], ['2026-01-11', 'event', 'new enclosure'],
      ['2026-01-14', 'feeding', '5 dubia roaches'], ['2026-01-19', 'shedding', 'stuck shed on toes'], ['2026-01-21', 'feeding', 'refused'],
      ['2026-01-25', 'measurement', 'weight 62 g'], ['2026-01-28', 'feeding', '4 crickets'], ['2026-02-02', 'health', 'vet check ok'],
      ['2026-02-04', 'feeding', '3 locusts'],
    ]),
  },
  {
    id: 'en-mono-iso', language: 'en', font: DEJAVU_MONO, fontSizePx: 16, rotateDeg: 1.5, noise: 0.5,
    rows: rows('en', ['yyyy-mm-dd'], [
      ['2025-11-03', 'feeding', '1 mouse 18 g'], ['2025-11-10', 'feeding', '1 mouse 18 g'], ['2025-11-14', 'shedding', 'in blue'],
      ['2025-11-19', 'shedding', 'shed complete'], ['2025-11-24', 'feeding', 'refused'], ['2025-12-01', 'measurement', 'weight 310 g'],
      ['2025-12-08', 'feeding', '1 mouse 20 g'], ['2025-12-15', 'breeding', 'paired with Zeus'], ['2025-12-17', 'breeding', 'lock observed'],
      ['2025-12-22', 'feeding', '1 rat pup 25 g'], ['2025-12-29', 'health', 'small burn on belly'], ['2026-01-05', 'feeding', '1 mouse 20 g'],
    ]),
  },
  {
    id: 'en-inter-months', language: 'en', font: INTER, fontSizePx: 22, rotateDeg: -0.4, noise: 0.2,
    rows: rows('en', ['d mon yyyy'], [
      ['2026-05-12', 'feeding', '1 rat 90 g'], ['2026-05-26', 'feeding', '1 rat 90 g'], ['2026-06-03', 'shedding', 'shed in one piece'],
      ['2026-06-09', 'feeding', 'refused'], ['2026-06-16', 'measurement', 'weight 1250 g'], ['2026-06-23', 'feeding', '1 rat 100 g'],
      ['2026-07-01', 'event', 'moved to rack 2'],
    ]),
  },
  {
    id: 'en-sans-large', language: 'en', font: DEJAVU_SANS, fontSizePx: 26, rotateDeg: 2, noise: 0.6,
    rows: rows('en', ['dd.mm.yyyy'], [
      ['2026-08-01', 'feeding', '2 mice 20 g'], ['2026-08-08', 'feeding', '2 mice 22 g'], ['2026-08-13', 'health', 'mouth rot treated'],
      ['2026-08-15', 'measurement', 'length 120 cm'], ['2026-08-22', 'breeding', '6 eggs laid'], ['2026-08-29', 'feeding', '1 mouse 25 g'],
    ]),
  },
  {
    id: 'en-inter-mixed', language: 'en', font: INTER, fontSizePx: 17, rotateDeg: -2, noise: 0.5,
    rows: rows('en', ['dd.mm.yyyy', 'yyyy-mm-dd', 'dd/mm/yy', 'd mon yyyy'], [
      ['2026-09-02', 'feeding', '1 mouse 15 g'], ['2026-09-05', 'feeding', 'refused'], ['2026-09-09', 'measurement', 'weight 87 g'],
      ['2026-09-12', 'shedding', 'shed complete'], ['2026-09-16', 'feeding', '1 mouse 15 g'], ['2026-09-20', 'event', 'cleaned tank'],
      ['2026-09-23', 'feeding', '2 pinkies 6 g'], ['2026-09-27', 'health', 'vet check ok'], ['2026-10-01', 'feeding', '1 mouse 16 g'],
    ]),
  },
  {
    id: 'en-serif-large', language: 'en', font: DEJAVU_SERIF, fontSizePx: 24, rotateDeg: 1.1, noise: 0.3,
    rows: rows('en', ['d mon yyyy', 'dd.mm.yyyy'], [
      ['2026-02-10', 'feeding', '1 chick 40 g'], ['2026-02-17', 'feeding', '1 chick 40 g'], ['2026-02-20', 'shedding', 'shed complete'],
      ['2026-02-24', 'measurement', 'weight 2100 g'], ['2026-03-03', 'feeding', 'refused'], ['2026-03-10', 'breeding', 'paired with Luna'],
      ['2026-03-14', 'feeding', '1 rat 120 g'],
    ]),
  },
  {
    id: 'bg-sans-dotted', language: 'bg', font: DEJAVU_SANS, fontSizePx: 20, rotateDeg: -0.8, noise: 0.3,
    rows: rows('bg', ['dd.mm.yyyy'], [
      ['2026-03-02', 'feeding', 'хранене 1 мишка 25 г'], ['2026-03-09', 'feeding', '2 мишки 20 г'], ['2026-03-12', 'shedding', 'смяна на кожата'],
      ['2026-03-16', 'feeding', 'отказа'], ['2026-03-20', 'measurement', 'тегло 450 г'], ['2026-03-23', 'feeding', '1 мишка 25 г'],
      ['2026-03-30', 'health', 'третиране за акари'], ['2026-04-06', 'feeding', '2 мишки 20 г'],
    ]),
  },
  {
    id: 'bg-serif-months', language: 'bg', font: DEJAVU_SERIF, fontSizePx: 22, rotateDeg: 1, noise: 0.4,
    rows: rows('bg', ['d mon yyyy'], [
      ['2026-03-12', 'feeding', '1 плъх 60 г'], ['2026-03-19', 'feeding', '1 плъх 60 г'], ['2026-03-26', 'shedding', 'смяна на кожата'],
      ['2026-04-02', 'measurement', 'тегло 980 г'], ['2026-04-09', 'feeding', 'отказа'], ['2026-04-16', 'event', 'нов терариум'],
      ['2026-04-23', 'feeding', '1 плъх 70 г'],
    ]),
  },
  {
    id: 'bg-mono-slashes', language: 'bg', font: DEJAVU_MONO, fontSizePx: 18, rotateDeg: -1.6, noise: 0.5,
    rows: rows('bg', ['dd/mm/yy'], [
      ['2026-06-01', 'feeding', '3 щурци'], ['2026-06-04', 'feeding', '4 щурци'], ['2026-06-07', 'shedding', 'остатъци по опашката'],
      ['2026-06-10', 'feeding', '5 хлебарки'], ['2026-06-13', 'measurement', 'тегло 64 г'], ['2026-06-16', 'feeding', 'отказа'],
      ['2026-06-19', 'health', 'преглед при ветеринар'], ['2026-06-22', 'feeding', '4 щурци'], ['2026-06-25', 'event', 'почистване'],
      ['2026-06-28', 'feeding', '3 скакалци'],
    ]),
  },
  {
    id: 'bg-inter-iso', language: 'bg', font: INTER, fontSizePx: 24, rotateDeg: 0.3, noise: 0.2,
    rows: rows('bg', ['yyyy-mm-dd'], [
      ['2026-07-03', 'feeding', '1 мишка 30 г'], ['2026-07-10', 'breeding', 'чифтосване със Зевс'], ['2026-07-14', 'breeding', 'снесе 6 яйца'],
      ['2026-07-17', 'feeding', '1 мишка 30 г'], ['2026-07-24', 'measurement', 'дължина 135 см'], ['2026-07-31', 'shedding', 'цяла кожа'],
    ]),
  },
  {
    id: 'bg-inter-small', language: 'bg', font: INTER, fontSizePx: 16, rotateDeg: 1.8, noise: 0.6,
    rows: rows('bg', ['dd.mm.yyyy', 'd mon yyyy'], [
      ['2026-09-01', 'feeding', '2 мишки 20 г'], ['2026-09-04', 'feeding', 'отказа'], ['2026-09-08', 'shedding', 'смяна на кожата'],
      ['2026-09-11', 'feeding', '1 мишка 25 г'], ['2026-09-15', 'measurement', 'тегло 510 г'], ['2026-09-18', 'feeding', '1 мишка 25 г'],
      ['2026-09-22', 'health', 'преглед при ветеринар'], ['2026-09-25', 'feeding', '2 мишки 20 г'], ['2026-09-29', 'event', 'нов субстрат'],
      ['2026-10-02', 'feeding', '1 плъх 45 г'], ['2026-10-06', 'measurement', 'тегло 530 г'], ['2026-10-09', 'feeding', '1 мишка 25 г'],
    ]),
  },
];

/** The sheet's text as a reader should give it back: the title, the header, then one line per row. */
export function expectedText(sheet: SheetSpec): string {
  const lines = [TITLES[sheet.language], HEADERS[sheet.language].join(' '), ...sheet.rows.map((r) => `${r.date} ${TYPE_WORDS[sheet.language][r.type]} ${r.details}`)];
  return lines.join('\n');
}

/** A small seeded generator (mulberry32), so the speckles fall in the same places every run. */
export function seeded(seed: string): () => number {
  let a = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 2654435761) >>> 0, 1779033703);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let interCss: string | undefined;
/** Inter from @fontsource-variable/inter (Latin and Cyrillic included), inlined as data: URLs. */
function interFontFaces(): string {
  if (interCss === undefined) {
    const dir = dirname(createRequire(import.meta.url).resolve('@fontsource-variable/inter/package.json'));
    interCss = readFileSync(join(dir, 'index.css'), 'utf8').replace(/url\(\.\/files\/([\w.-]+)\)/g, (_, file: string) =>
      `url(data:font/woff2;base64,${readFileSync(join(dir, 'files', file)).toString('base64')})`);
  }
  return interCss;
}

const FONT_TYPES: Record<string, string> = { woff2: 'font/woff2', woff: 'font/woff', ttf: 'font/ttf' };

/**
 * The @font-face rules of a @fontsource package's stylesheet (its `index.css`, or another of its
 * files such as `700.css`), with each font file inlined as a data: URL, as for Inter above.
 */
export function fontsourceFaces(pkg: string, cssFile = 'index.css'): string {
  const dir = dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`));
  return readFileSync(join(dir, cssFile), 'utf8').replace(/url\(\.\/files\/([\w.-]+?)\.(\w+)\)/g, (_, name: string, ext: string) =>
    `url(data:${FONT_TYPES[ext] ?? 'application/octet-stream'};base64,${readFileSync(join(dir, 'files', `${name}.${ext}`)).toString('base64')})`);
}

export const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const WIDTH = 1200;

function sheetHtml(sheet: SheetSpec): string {
  const random = seeded(sheet.id);
  const paper = `hsl(${40 + random() * 10}, ${25 + random() * 20}%, ${93 + random() * 3}%)`;
  const gridLines = random() < 0.5;
  const speckles = Array.from({ length: Math.round(sheet.noise * 900) }, () => {
    const r = (0.4 + random() * 1.1).toFixed(2);
    const shade = Math.round(60 + random() * 90);
    return `<circle cx="${(random() * WIDTH).toFixed(1)}" cy="${(random() * 1800).toFixed(1)}" r="${r}" fill="rgb(${shade},${shade},${shade})" opacity="${(0.25 + random() * 0.5).toFixed(2)}"/>`;
  }).join('');
  const light = `linear-gradient(${Math.round(random() * 360)}deg, rgba(0,0,0,${(0.03 + sheet.noise * 0.08).toFixed(3)}), rgba(255,255,255,0) 60%)`;
  const [date, event, details] = HEADERS[sheet.language];
  const body = sheet.rows.map((r) => `<tr><td>${escape(r.date)}</td><td>${escape(TYPE_WORDS[sheet.language][r.type])}</td><td>${escape(r.details)}</td></tr>`).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
${sheet.font === INTER ? interFontFaces() : ''}
html, body { margin: 0; }
body { width: ${WIDTH}px; background: #6f6558; padding: 36px 0; }
.sheet { position: relative; width: ${WIDTH - 90}px; margin: 0 auto; padding: 40px 48px 56px; box-sizing: border-box; background: ${paper};
  font-family: ${sheet.font}, sans-serif; font-size: ${sheet.fontSizePx}px; color: #23211f; transform: rotate(${sheet.rotateDeg}deg);
  box-shadow: 0 4px 18px rgba(0,0,0,0.35); filter: blur(0.35px); }
.sheet::after { content: ''; position: absolute; inset: 0; background: ${light}; pointer-events: none; }
h1 { font-size: 1.3em; margin: 0 0 0.8em; font-weight: 700; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.35em 0.6em; border-bottom: 1px solid #8d877c; ${gridLines ? 'border-right: 1px solid #8d877c;' : ''} }
th { font-weight: 700; border-bottom: 2px solid #4a463f; }
td:last-child, th:last-child { border-right: none; }
svg { position: absolute; inset: 0; width: 100%; height: 100%; }
</style></head><body><div class="sheet" id="sheet">
<h1>${TITLES[sheet.language]}</h1>
<table><thead><tr><th>${date}</th><th>${event}</th><th>${details}</th></tr></thead><tbody>${body}</tbody></table>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} 1800" preserveAspectRatio="none">${speckles}</svg>
</div></body></html>`;
}

/** The sheet as a PNG photo, about 1200 px wide. */
export async function renderLogSheet(browser: Browser, sheet: SheetSpec): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 800 }, deviceScaleFactor: 1 });
  try {
    await page.setContent(sheetHtml(sheet));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return await page.locator('body').screenshot({ type: 'png', animations: 'disabled' });
  } finally {
    await page.close();
  }
}

/** Any page of HTML as a PNG photo of its body, `width` px wide (the held-out sheets' renderer). */
export async function renderHtmlPhoto(browser: Browser, html: string, width = WIDTH): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width, height: 800 }, deviceScaleFactor: 1 });
  try {
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return await page.locator('body').screenshot({ type: 'png', animations: 'disabled' });
  } finally {
    await page.close();
  }
}
