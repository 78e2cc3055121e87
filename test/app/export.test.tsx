/**
 * Export on a real local database: only live reptiles leave, in canonical units whatever the
 * keeper's display units, without sync internals; the CSV survives commas and quotes; the buttons
 * save one file (JSON, or a ZIP archive of CSV files) through a Blob URL, with no network involved.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unzipSync } from 'fflate';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readExport, readJsonExport } from '../../app/features/export/export-repository';
import { ReptileDetailsPage } from '../../app/pages/reptile-details/reptile-details-page';
import { SettingsPage } from '../../app/features/settings/settings-page';
import { endSession } from '../../app/lib/session';
import { CSV_BOM, toCsv } from '../../shared/rules/csv';
import { exportColumns } from '../../shared/rules/export';
import { todayIn } from '../../shared/rules/calendar-date';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

let blobs: Blob[];
let clicked: HTMLAnchorElement[];

beforeEach(() => {
  blobs = [];
  clicked = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:test/${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  // jsdom does not navigate; record which anchor was clicked and what it would save.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  // Any network use would be a bug: export reads the device only.
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('offline'))));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  endSession('user');
});

async function keeperWithTwoReptiles() {
  const db = signInKeeper({ weightUnit: 'oz', lengthUnit: 'in' });
  const live = syncedReptile(db, { name: 'Rex, "the Great"', species: 'Pogona vitticeps', sex: 'male', hatchDate: '2024-03-01', weightGrams: 412.5, lengthCm: 45, notes: '=cmd|calc' });
  const gone = syncedReptile(db, { name: 'Ghost', deleted: true });
  await db.reptiles.bulkPut([live, gone]);
  await db.growthLogs.bulkPut([
    { id: 'g-live', userId: db.userId, reptileId: live.id, date: '2026-11-01', weightGrams: 400, lengthCm: null, notes: null, version: 8, updatedAt: 1, deleted: false },
    { id: 'g-gone', userId: db.userId, reptileId: gone.id, date: '2026-11-02', weightGrams: 10, lengthCm: null, notes: null, version: 9, updatedAt: 1, deleted: true },
  ]);
  const meta = { userId: db.userId, version: 10, updatedAt: 1, deleted: false };
  await db.feedingLogs.bulkPut([
    { id: 'f-live', reptileId: live.id, date: '2026-11-03', outcome: 'ate', notes: null, source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 2, sizePerItemGrams: 12 }] }, ...meta },
    { id: 'f-gone', reptileId: gone.id, date: '2026-11-03', outcome: 'ate', notes: null, source: { kind: 'manual', items: [{ foodItem: 'Rat', count: 1, sizePerItemGrams: 40 }] }, ...meta },
  ]);
  await db.breedingLogs.put({ id: 'b-live', reptileId: live.id, date: '2026-10-01', eventType: 'mating', parent1: { reptileId: live.id }, parent2: { name: 'Zeus' }, clutchId: null, outcomeCount: null, notes: null, ...meta });
  return { db, live, gone };
}

const readBlob = (blob: Blob) => new Promise<string>((resolve) => {
  const reader = new FileReader();
  reader.onload = () => resolve(reader.result as string);
  reader.readAsText(blob);
});

// A default TextDecoder (and fflate's strFromU8) would swallow the BOM this test checks for.
const withBom = new TextDecoder('utf-8', { ignoreBOM: true });

const readBytes = (blob: Blob) => new Promise<Uint8Array>((resolve) => {
  const reader = new FileReader();
  reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
  reader.readAsArrayBuffer(blob);
});

describe('reading the export from the device', () => {
  it('holds only the live reptile, in grams and centimetres, without sync internals', async () => {
    const { db, live } = await keeperWithTwoReptiles();
    const json = await readJsonExport(db, { kind: 'all' }, new Date('2026-11-22T00:00:00Z'));
    expect(json).toEqual({
      app: 'HerpTrack', version: 1, exportedAt: '2026-11-22T00:00:00.000Z', units: { weight: 'g', length: 'cm' },
      reptiles: [{ id: live.id, name: 'Rex, "the Great"', species: 'Pogona vitticeps', hatchDate: '2024-03-01', sex: 'male', weightGrams: 412.5, lengthCm: 45, notes: '=cmd|calc',
        feedingIntervalDays: null, feedingPaused: false, feedingPausedUntil: null,
        sireId: null, sireName: null, damId: null, damName: null, clutchId: null, morphs: null, transferredAt: null }],
      growthLogs: [{ id: 'g-live', reptileId: live.id, date: '2026-11-01', weightGrams: 400, lengthCm: null, notes: null }],
      feedingLogs: [{ id: 'f-live', reptileId: live.id, date: '2026-11-03', outcome: 'ate', notes: null, source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 2, sizePerItemGrams: 12 }] } }],
      sheddingLogs: [], healthLogs: [], eventLogs: [], reminders: [], feeders: [],
      collections: [], achievements: [], coinEntries: [], wallets: [], ocrImports: [], insights: [], transfers: [], racks: [], enclosures: [], placements: [], readings: [], equipment: [], upkeep: [], careModes: [], medCourses: [], waitlist: [], sales: [], salePayments: [],
      breedingLogs: [{ id: 'b-live', reptileId: live.id, date: '2026-10-01', eventType: 'mating', parent1: { reptileId: live.id }, parent2: { name: 'Zeus' }, clutchId: null, outcomeCount: null, notes: null }],
    });
  });

  it('escapes the name with a comma and quotes, and neutralises a formula in the CSV', async () => {
    const { db, live } = await keeperWithTwoReptiles();
    const { reptiles } = await readExport(db, { kind: 'all' });
    const csv = toCsv(reptiles, exportColumns('reptiles'));
    expect(csv).toBe(`${CSV_BOM}id,name,species,hatchDate,sex,weightGrams,lengthCm,notes,feedingIntervalDays,feedingPaused,feedingPausedUntil,sireId,sireName,damId,damName,clutchId,morphs,transferredAt\r\n${live.id},"Rex, ""the Great""",Pogona vitticeps,2024-03-01,male,412.5,45,'=cmd|calc,,false,,,,,,,,\r\n`);
  });
});

describe('the export buttons', () => {
  it('in settings save all live reptiles as a JSON file', async () => {
    const { live, gone } = await keeperWithTwoReptiles();
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe(`herptrack-all-reptiles-${todayIn()}.json`);
    expect(clicked[0]?.href).toBe('blob:test/1');
    expect(blobs[0]?.type).toBe('application/json');
    const json = JSON.parse(await readBlob(blobs[0] as Blob)) as { reptiles: { id: string }[]; units: unknown };
    expect(json.units).toEqual({ weight: 'g', length: 'cm' });
    expect(json.reptiles.map((r) => r.id)).toEqual([live.id]);
    expect(JSON.stringify(json)).not.toContain(gone.id);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on a reptile page save that reptile as one ZIP archive of CSV files, one per table with rows, nested values flattened', async () => {
    const { db, live } = await keeperWithTwoReptiles();
    await db.reptiles.put(syncedReptile(db, { name: 'Other' }));
    renderWithProviders(<Routes><Route path="/reptiles/:id" element={<ReptileDetailsPage />} /></Routes>, { route: `/reptiles/${live.id}` });
    // On the reptile's page the exports sit in its actions menu.
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Rex, "the Great"' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /^Export CSV/ }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const today = todayIn();
    expect(clicked[0]?.download).toBe(`herptrack-rex-the-great-${today}.zip`);
    expect(blobs).toHaveLength(1);
    expect(blobs[0]?.type).toBe('application/zip');
    const archive = unzipSync(await readBytes(blobs[0] as Blob));
    expect(Object.keys(archive)).toEqual([
      `herptrack-rex-the-great-${today}.csv`, `herptrack-rex-the-great-feedings-${today}.csv`,
      `herptrack-rex-the-great-growth-${today}.csv`, `herptrack-rex-the-great-breeding-${today}.csv`,
    ]);
    const [reptiles = '', feedings = '', growth = '', breeding = ''] = Object.values(archive).map((bytes) => withBom.decode(bytes));
    // Each file keeps the BOM toCsv writes, so spreadsheets read it as UTF-8.
    expect([reptiles, feedings, growth, breeding].every((csv) => csv.startsWith(CSV_BOM))).toBe(true);
    expect(reptiles.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(reptiles).toContain('"Rex, ""the Great"""');
    expect(reptiles).not.toContain('Other');
    const rex = '"Rex, ""the Great"""';
    expect(feedings).toBe(`${CSV_BOM}id,reptileId,reptileName,date,outcome,sourceKind,items,feederId,quantity,deductFromInventory,totalGrams,notes\r\n`
      + `f-live,${live.id},${rex},2026-11-03,ate,manual,2 × Mouse @ 12 g,,2,,24,\r\n`);
    expect(growth).toContain(`g-live,${live.id},${rex},2026-11-01,400,,\r\n`);
    expect(breeding).toContain(`b-live,${live.id},${rex},2026-10-01,mating,${rex},${live.id},Zeus,,,,,,,,,\r\n`);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved a ZIP archive with 4 CSV files.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('are named in Bulgarian too', async () => {
    await keeperWithTwoReptiles();
    renderWithProviders(<SettingsPage />, { route: '/settings', lng: 'bg' });
    expect(screen.getByRole('button', { name: 'Експорт в CSV' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Вашите данни' })).toBeInTheDocument();
  });
});
