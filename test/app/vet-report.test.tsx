/**
 * The report for the vet on a real local database (issue 29): an animal with weighings, meals
 * eaten and refused, a stuck shed, a health issue, a medication course, a quarantine and its
 * enclosure's readings shows each section with its numbers; the period (6 months unless chosen)
 * leaves older rows out; Bulgarian texts and number format; the PDF is made on the device (the font
 * served from node_modules as the app serves it), with its table carried on to a second page and
 * the pages numbered, for an animal with a Cyrillic name.
 */
import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PDFDocument } from 'pdf-lib';
import { Route, Routes } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, addMonths, todayIn } from '../../shared/rules/calendar-date';
import { makeVetReportPdf } from '../../app/features/vet-report/report-pdf';
import { periodOf, vetReportModel, type CareModeRow, type MedCourseRow, type ReportRows } from '../../app/features/vet-report/report-model';
import { reportDocument } from '../../app/features/vet-report/report-text';
import { VetReportPage } from '../../app/features/vet-report/vet-report-page';
import { ReptileDetailsPage } from '../../app/pages/reptile-details/reptile-details-page';
import type { LocalLog, LocalReptile, UserDb } from '../../app/lib/db';
import { formatDate } from '../../app/lib/format';
import { endSession } from '../../app/lib/session';
import { createTestI18n, renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';
import { seedSpaces } from '../helpers/spaces';
import { growthLog, layOutCharts } from './growth-fixtures';

const FONT = readFileSync('node_modules/dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf');
const today = todayIn();
const ago = (days: number) => addDays(today, -days);
const synced = { version: 5, updatedAt: 1, deleted: false } as const;

let blobs: Blob[];
let restoreCharts: () => void;

beforeEach(() => {
  blobs = [];
  restoreCharts = layOutCharts();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:test/${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  vi.stubGlobal('fetch', vi.fn((url: RequestInfo | URL) =>
    (String(url).includes('DejaVuSansCondensed') ? Promise.resolve(new Response(FONT)) : Promise.reject(new Error('offline')))));
});

afterEach(() => {
  restoreCharts();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  endSession('user');
});

function feeding(db: UserDb, reptileId: string, date: string, outcome: 'ate' | 'refused', foodItem = 'Mouse'): LocalLog<'feedingLogs'> {
  return { id: uuidv7(), userId: db.userId, reptileId, date, outcome, notes: null, ...synced, source: { kind: 'manual', items: [{ foodItem, count: 1, sizePerItemGrams: 12.5 }] } };
}

/** Nagini, a year and a bit of logs, living in tub A1-1 of Rack A. */
async function seed(db: UserDb, over: Partial<LocalReptile> = {}): Promise<LocalReptile> {
  const reptile = syncedReptile(db, { name: 'Nagini', species: 'Python regius', sex: 'female', hatchDate: '2023-04-10', ...over });
  await db.reptiles.put(reptile);
  await db.growthLogs.bulkPut([
    growthLog(db, reptile.id, ago(300), 180),
    growthLog(db, reptile.id, ago(120), 250, 60),
    growthLog(db, reptile.id, ago(40), 287.5),
    growthLog(db, reptile.id, ago(10), 300, 72.5),
  ]);
  await db.feedingLogs.bulkPut([
    feeding(db, reptile.id, ago(250), 'ate', 'Rat pup'),
    feeding(db, reptile.id, ago(150), 'ate'),
    feeding(db, reptile.id, ago(20), 'refused'),
    feeding(db, reptile.id, ago(13), 'refused'),
    feeding(db, reptile.id, ago(6), 'ate'),
  ]);
  await db.sheddingLogs.bulkPut([
    { id: uuidv7(), userId: db.userId, reptileId: reptile.id, date: ago(30), complete: false, observations: 'Eye caps stuck', ...synced },
    { id: uuidv7(), userId: db.userId, reptileId: reptile.id, date: ago(200), complete: true, observations: null, ...synced },
  ]);
  await db.healthLogs.put({
    id: uuidv7(), userId: db.userId, reptileId: reptile.id, date: ago(25), issue: 'Mites', severity: 'moderate', treatment: 'Predatory mites, new substrate',
    notes: null, status: 'resolved', resolvedDate: ago(5), ...synced,
  });
  const rackId = uuidv7();
  const enclosureId = uuidv7();
  await db.racks.put({ id: rackId, userId: db.userId, name: 'A', room: null, shelves: 1, perShelf: 1, ...synced });
  await db.enclosures.put({
    id: enclosureId, userId: db.userId, name: 'A1-1', type: 'tub', widthCm: null, depthCm: null, heightCm: null, room: null, notes: null,
    rackId, shelf: 1, position: 1, targets: null, upkeepDays: null, ...synced,
  });
  await db.placements.put({ id: uuidv7(), userId: db.userId, reptileId: reptile.id, enclosureId, date: ago(400), at: 1, authorId: null, ...synced });
  const reading = (daysAgo: number, hotC: number, humidityPct: number) => ({
    id: uuidv7(), userId: db.userId, enclosureId, at: Date.now() - daysAgo * 86_400_000, hotC, coolC: null, baskingC: null, ambientC: null, humidityPct,
    imported: false, authorId: null, ...synced,
  });
  await db.readings.bulkPut([reading(3, 31.5, 55), reading(2, 33, 62.5), reading(1, 32, 58), reading(250, 40, 20)]);
  return reptile;
}

function openReport(reptile: LocalReptile, lng: 'en' | 'bg' = 'en', query = '') {
  return renderWithProviders(
    <Routes><Route path="/reptiles/:id/vet-report" element={<VetReportPage />} /></Routes>,
    { route: `/reptiles/${reptile.id}/vet-report${query}`, lng },
  );
}

/** jsdom's Blob has no arrayBuffer(); its FileReader reads one. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  const reader = new FileReader();
  return new Promise((resolve, reject) => {
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

const region = (name: string) => screen.getByRole('region', { name });
const bodyRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1)
  .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));

describe('the report for the vet', () => {
  it('shows the animal, its weights, meals, sheds, health and enclosure over the last 6 months', async () => {
    const db = signInKeeper();
    const reptile = await seed(db);
    openReport(reptile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Report for the veterinarian' })).toBeInTheDocument();
    expect(screen.getByText(/How to read this report/)).toBeInTheDocument();
    expect(screen.getByText(formatDate(today, 'en'), { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText(`${formatDate(addMonths(today, -6), 'en')} – ${formatDate(today, 'en')}`, { selector: 'dd' })).toBeInTheDocument();

    const profile = region('The animal');
    expect(within(profile).getByText('Python regius')).toBeInTheDocument();
    expect(within(profile).getByText('Female')).toBeInTheDocument();
    expect(within(profile).getByText(new RegExp(`^${formatDate('2023-04-10', 'en').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(age \\d+ years`))).toBeInTheDocument();
    // The newest weighing, with its date; where it lives now.
    expect(within(profile).getByText(`300 g, weighed on ${formatDate(ago(10), 'en')}`)).toBeInTheDocument();
    expect(within(profile).getByText('A1-1, rack A')).toBeInTheDocument();

    // Three measurements in the period (the one 300 days ago is left out), newest first, and the chart.
    const weights = region('Weight and length');
    expect(within(weights).getByText('3 measurements. Weight went from 250 g to 300 g (+20%).')).toBeInTheDocument();
    expect(await within(weights).findByRole('img', { name: 'Weight over the period, in grams' })).toBeInTheDocument();
    expect(bodyRows('Weight and length')).toEqual([
      [formatDate(ago(10), 'en'), '300', '72.5'], [formatDate(ago(40), 'en'), '287.5', '—'], [formatDate(ago(120), 'en'), '250', '60'],
    ]);

    expect(within(region('Feedings')).getByText('4 meals offered: 2 eaten, 2 refused.')).toBeInTheDocument();
    expect(bodyRows('Feedings').map((r) => r[2])).toEqual(['Eaten', 'Refused', 'Refused', 'Eaten']);
    expect(bodyRows('Feedings')[0]?.[1]).toBe('1 × Mouse (12.5 g each)');

    expect(bodyRows('Sheds')).toEqual([[formatDate(ago(30), 'en'), 'Incomplete (stuck shed)', 'Eye caps stuck']]);
    expect(bodyRows('Health log')).toEqual([[formatDate(ago(25), 'en'), 'Mites', 'Moderate', 'Predatory mites, new substrate', 'Resolved', formatDate(ago(5), 'en')]]);

    // The reading 250 days ago is outside the period.
    expect(within(region('Enclosure climate')).getByText(/^3 readings in A1-1/)).toBeInTheDocument();
    expect(bodyRows('Enclosure climate')).toEqual([['Hot side', '31.5 °C', '33 °C', '3'], ['Humidity', '55 %', '62.5 %', '3']]);

    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to Nagini' })).toHaveAttribute('href', `/reptiles/${reptile.id}`);
  });

  it('leaves out what is older than the period chosen, and shows everything on All', async () => {
    const db = signInKeeper();
    const reptile = await seed(db);
    openReport(reptile);
    await screen.findByRole('heading', { level: 1, name: 'Report for the veterinarian' });
    await userEvent.click(screen.getByRole('radio', { name: '3 months' }));
    // The logs and the enclosure's readings are read by two queries: each section follows the period on its own.
    await waitFor(() => {
      expect(within(region('Feedings')).getByText('3 meals offered: 1 eaten, 2 refused.')).toBeInTheDocument();
      expect(bodyRows('Weight and length')).toHaveLength(2);
      expect(within(region('Sheds')).getAllByRole('row')).toHaveLength(2);
    });

    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => {
      expect(within(region('Feedings')).getByText('5 meals offered: 3 eaten, 2 refused.')).toBeInTheDocument();
      expect(bodyRows('Weight and length')).toHaveLength(4);
      expect(bodyRows('Feedings').at(-1)?.[1]).toBe('1 × Rat pup (12.5 g each)');
      expect(bodyRows('Sheds')).toHaveLength(2);
      expect(bodyRows('Enclosure climate')[0]).toEqual(['Hot side', '31.5 °C', '40 °C', '4']);
    });
    expect(screen.getByText(new RegExp(`Everything recorded, up to ${formatDate(today, 'en')}`))).toBeInTheDocument();
  });

  it('says when nothing was logged, and leaves out the climate of an animal that lives nowhere', async () => {
    const db = signInKeeper();
    const reptile = syncedReptile(db, { name: 'Rex', weightGrams: 95 });
    await db.reptiles.put(reptile);
    openReport(reptile);
    expect(await screen.findByText('No feeding was logged in this period.')).toBeInTheDocument();
    expect(screen.getByText('No weight or length was logged in this period.')).toBeInTheDocument();
    expect(within(region('The animal')).getByText('95 g')).toBeInTheDocument();
    expect(within(region('The animal')).queryByText('Lives in')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Enclosure climate' })).not.toBeInTheDocument();
  });

  it('reads a medication course and a quarantine, with the doses given', async () => {
    const db = signInKeeper();
    const reptile = await seed(db);
    const doseIds = [uuidv7(), uuidv7(), uuidv7()];
    await db.reminders.bulkPut(doseIds.map((id, i) => ({
      id, userId: db.userId, reptileId: reptile.id, title: 'Ivermectin', notes: null, dueDate: ago(9 - i), recurrence: null, completed: i < 2,
      completedAt: i < 2 ? Date.now() : null, ...synced,
    })) as never);
    const course: MedCourseRow & { userId: string; groupId: string; version: number; updatedAt: number; deleted: boolean } = {
      id: uuidv7(), userId: db.userId, reptileId: reptile.id, groupId: uuidv7(), drug: 'Meloxicam', dose: 0.2, doseUnit: 'mgPerKg', concentrationMgPerMl: 1.5,
      route: 'oral', everyHours: 24, days: 3, startDate: ago(9), weightGrams: 250, weighedOn: ago(10), volumeMl: 0.03, doseIds, stoppedOn: null, notes: null, ...synced,
    };
    const quarantine: CareModeRow & { userId: string; version: number; updatedAt: number } = {
      id: uuidv7(), userId: db.userId, reptileId: reptile.id, mode: 'quarantine', startDate: ago(60), plannedEnd: null, endDate: null, quarantineDays: 60,
      checks: null, notes: null, deleted: false, version: 5, updatedAt: 1,
    };
    await db.table('medCourses').put(course);
    await db.table('careModes').put(quarantine);
    openReport(reptile);
    await screen.findByRole('heading', { level: 1, name: 'Report for the veterinarian' });
    await waitFor(() => expect(screen.getByRole('table', { name: 'Medication courses' })).toBeInTheDocument());
    expect(bodyRows('Medication courses')).toEqual([[
      'Meloxicam', '0.2 mg/kg at 1.5 mg/mL', `0.03 mL for 250 g (weighed on ${formatDate(ago(10), 'en')})`, 'Oral', 'Once a day, for 3 days',
      `${formatDate(ago(9), 'en')} – ${formatDate(ago(7), 'en')}`, '2 of 3',
    ]]);
    expect(bodyRows('Care modes')).toEqual([['Quarantine', formatDate(ago(60), 'en'), `Ongoing, planned to end ${formatDate(today, 'en')}`, '60 days']]);
  });

  it('is in Bulgarian, with the decimal comma', async () => {
    const db = signInKeeper();
    const reptile = await seed(db, { name: 'Гошо' });
    openReport(reptile, 'bg');
    expect(await screen.findByRole('heading', { level: 1, name: 'Справка за ветеринарния лекар' })).toBeInTheDocument();
    expect(within(region('Хранения')).getByText('4 предложени хранения: изядени 2, отказани 2.')).toBeInTheDocument();
    expect(bodyRows('Тегло и дължина')[1]).toEqual([formatDate(ago(40), 'bg'), '287,5', '—']);
    expect(bodyRows('Хранения').map((r) => r[2])).toEqual(['Изядено', 'Отказано', 'Отказано', 'Изядено']);
    expect(bodyRows('Климат в терариума')[1]).toEqual(['Влажност', '55 %', '62,5 %', '3']);
    expect(within(region('Животното')).getByText('Женски')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Печат' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '6 месеца' })).toBeChecked();
  });

  it('downloads the PDF made on the device', async () => {
    const db = signInKeeper();
    const reptile = await seed(db, { name: 'Гошо' });
    openReport(reptile, 'bg');
    await userEvent.click(await screen.findByRole('button', { name: 'Изтегляне на PDF' }));
    expect(await screen.findByText('PDF файлът е запазен в изтеглените файлове.')).toBeInTheDocument();
    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.type).toBe('application/pdf');
    const bytes = await bytesOf(blobs[0]!);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
  });
});

describe("the animal's menu", () => {
  it('opens the report for a viewer of a shared collection too, who has nothing else there', async () => {
    const db = signInKeeper();
    const [space] = await seedSpaces(db, [{ role: 'viewer' }]);
    const reptile = await seed(db, { userId: space!.id });
    renderWithProviders(
      <Routes>
        <Route path="/reptiles/:id" element={<ReptileDetailsPage />} />
        <Route path="/reptiles/:id/vet-report" element={<VetReportPage />} />
      </Routes>,
      { route: `/reptiles/${reptile.id}` },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Nagini' }));
    const menu = await screen.findByRole('menu');
    // The menu's entries follow the viewer's role, read by its own query: wait for it.
    await waitFor(() => expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Report for the vet']));
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Report for the vet' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Report for the veterinarian' })).toBeInTheDocument();
    // Each section is read by its own query, after the heading.
    await waitFor(() => expect(within(region('Feedings')).getByText('4 meals offered: 2 eaten, 2 refused.')).toBeInTheDocument());
    // The keeper named is the collection's owner, not the viewer printing it.
    await waitFor(() => expect(screen.getByText('Keeper', { selector: 'dt' }).nextElementSibling).toHaveTextContent('ivan'));
  });
});

describe('the PDF', () => {
  it('carries a long table on to the next page under its header, and numbers the pages, for a Bulgarian animal', async () => {
    const reptile = { ...syncedReptile({ userId: 'u' } as UserDb, { name: 'Гошо Питонов', species: 'Кралски питон', hatchDate: '2022-06-01' }) };
    // A meal every 2 days for a year: far more rows than a page holds.
    const feedings = Array.from({ length: 180 }, (_, i) => ({
      id: `f${String(i).padStart(3, '0')}`, userId: 'u', reptileId: reptile.id, date: ago(i * 2), outcome: i % 5 === 0 ? 'refused' as const : 'ate' as const,
      notes: i === 7 ? 'Ядe бавно, после повърна половината. '.repeat(30) : null, ...synced,
      source: { kind: 'manual' as const, items: [{ foodItem: 'Мишка', count: 1, sizePerItemGrams: 22.5 }] },
    }));
    const rows: ReportRows = {
      reptile, growth: [growthLog({ userId: 'u' } as UserDb, reptile.id, ago(30), 1250.5), growthLog({ userId: 'u' } as UserDb, reptile.id, ago(2), 1302)],
      feedings, sheds: [], health: [], feeders: [], careModes: [], medCourses: [], reminders: [], place: null, readings: [],
    };
    const i18n = createTestI18n('bg');
    await i18n.loadNamespaces(['vet-report']);
    const t = i18n.getFixedT('bg', 'vet-report');
    const document = reportDocument(vetReportModel(rows, periodOf('12m', today)), t, 'bg', { keeper: 'Мария', madeOn: today, age: null, morph: null });
    // As the browser hands it in (a Buffer of node's is not an ArrayBuffer of jsdom's).
    const font = await new Response(FONT).arrayBuffer();
    const pdf = await makeVetReportPdf({ document, font, pageLabel: (page, pages) => t('pdf.page', { page, pages }), continued: (title) => t('pdf.continued', { title }) });

    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    const loaded = await PDFDocument.load(pdf.bytes);
    expect(loaded.getPageCount()).toBe(pdf.pages.length);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(3);
    expect(loaded.getTitle()).toBe('Справка за ветеринарния лекар: Гошо Питонов');
    const [first, second] = pdf.pages;
    expect(first).toContain('Справка за ветеринарния лекар');
    expect(first).toContain('Гошо Питонов');
    expect(first).toContain('Мария');
    expect(first).toContain('1302'); // The weight table; the chart's highest value says "1302 г".
    expect(first).toContain('1302 г');
    expect(first).toContain(`Страница 1 от ${pdf.pages.length}`);
    // The feedings go on with their header row again.
    expect(second).toContain('Хранения (продължение)');
    expect(second).toContain('Предложена храна');
    expect(second).toContain(`Страница 2 от ${pdf.pages.length}`);
    expect(pdf.pages.flat().filter((line) => line === 'Отказано')).toHaveLength(36);
  });
});
