/**
 * Issue 30 end to end, in real Chromium against the real server, on a phone: a keeper imports an
 * XLSX workbook of 3 animals and 40 feedings with a Bulgarian header row and day-first dates; one
 * feeding names no size and is flagged under its food cell; the keeper fixes it in the preview,
 * imports, and sees the animals with their histories; the server has every record after the sync;
 * the same file again adds nothing.
 */
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { axeViolations } from '../helpers/a11y';
import { PHONE, untilToastsGone, useE2eKeeper } from '../helpers/e2e-keeper';

const EMAIL = 'records.in@example.com';
const keeper = useE2eKeeper(EMAIL, 'forty-feedings-in-a-sheet');
const sql = <T>(query: string): Promise<T[]> => keeper.server.app.store.all<T>(query);

const ANIMALS = [
  { name: 'Наги', species: 'Кралски питон', sex: 'женски', food: 'мишка 20 гр' },
  { name: 'Кая', species: 'Леопардов гекон', sex: 'м', food: '3 щурца 0,5 гр' },
  { name: 'Рекс', species: 'Брадата агама', sex: '?', food: 'скакалец 2 гр' },
] as const;

/** dd.mm.yyyy, as a Bulgarian keeper types it. */
const dayFirst = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** 40 feedings: 14, 13 and 13 of the three animals, every 5 days back from yesterday; the 7th names no size. */
async function workbook(): Promise<Buffer> {
  const today = todayIn();
  const header = ['Животно', 'Вид', 'Пол', 'Дата', 'Храна', 'Бележки'].map((value) => ({ value, fontWeight: 'bold' as const }));
  const rows = Array.from({ length: 40 }, (_, i) => {
    const a = ANIMALS[i % 3]!;
    const date = addDays(today, -1 - 5 * Math.floor(i / 3));
    const food = i === 6 ? 'мишка' : a.food;
    return [a.name, a.species, a.sex, dayFirst(date), food, i === 0 ? 'изяде веднага' : ''].map((value) => ({ value }));
  });
  return writeXlsxFile([header, ...rows], { sheet: 'Хранения' }).toBuffer();
}

describe('records in from a spreadsheet', () => {
  it('imports 3 animals and 40 feedings from a Bulgarian XLSX, with one row fixed in the preview', async () => {
    const file = { name: 'хранения.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await workbook() };
    const { page } = await keeper.signedInDevice({ viewport: PHONE });
    const url = keeper.server.url;

    await page.goto(`${url}/settings`);
    await page.getByRole('link', { name: /Import records from a spreadsheet/ }).click();
    await page.getByRole('heading', { name: 'Import from a spreadsheet' }).waitFor();
    await page.locator('#sheet-file').setInputFiles(file);

    // The columns, guessed from the Bulgarian headers.
    await page.getByText('хранения.xlsx: 40 rows').waitFor();
    expect(await page.getByRole('combobox', { name: 'Column “Животно”' }).inputValue()).toBe("Animal's name");
    expect(await page.getByRole('combobox', { name: 'Column “Дата”' }).inputValue()).toBe('Date');
    expect(await page.getByRole('combobox', { name: 'Column “Храна”' }).inputValue()).toBe('Food');
    await page.getByRole('button', { name: 'Preview' }).click();

    // Row 8 (the 7th feeding) names no size: flagged under its food cell, and nothing is imported yet.
    const summary = page.getByRole('list', { name: 'What the import does' });
    await summary.getByText('39 logs ready to import').waitFor();
    await summary.getByText('3 new animals: Наги, Кая, Рекс').waitFor();
    await summary.getByText('1 row has a problem').waitFor();
    const table = page.getByRole('table', { name: 'Rows of the file' });
    await table.getByText(/No weight for the food/).waitFor();
    expect(await page.getByRole('button', { name: 'Import 39 logs' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Edit row 8' }).click();
    // The preview with a row open for editing passes axe (its inputs are named by column and row).
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Храна, row 8').fill('мишка 18 гр');
    await page.getByRole('button', { name: 'Save' }).click();
    await summary.getByText('40 logs ready to import').waitFor();
    await page.getByRole('button', { name: 'Import 40 logs' }).click();
    await page.getByText('3 new animals and 40 logs are on this device now.').waitFor();
    await untilToastsGone(page);

    // The animals with their histories.
    await page.getByRole('link', { name: 'See your animals' }).click();
    await page.getByRole('heading', { name: 'Наги' }).waitFor();
    await page.getByRole('heading', { name: 'Кая' }).waitFor();
    await page.getByRole('heading', { name: 'Рекс' }).waitFor();
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 30_000 });
    expect(await sql('SELECT name, species, sex FROM reptiles ORDER BY name')).toEqual([
      { name: 'Кая', species: 'Леопардов гекон', sex: 'male' },
      { name: 'Наги', species: 'Кралски питон', sex: 'female' },
      { name: 'Рекс', species: 'Брадата агама', sex: 'unknown' },
    ]);
    expect(await sql('SELECT count(*) AS n FROM feeding_logs')).toEqual([{ n: 40 }]);
    const fixed = await sql<{ data: string }>(`SELECT data FROM feeding_logs WHERE data LIKE '%18%'`);
    expect(fixed.map((f) => (JSON.parse(f.data) as { source: { items: { sizePerItemGrams: number }[] } }).source.items[0]?.sizePerItemGrams)).toEqual([18]);

    const nagi = await sql<{ id: string }>(`SELECT id FROM reptiles WHERE name = 'Наги'`);
    await page.goto(`${url}/reptiles/${nagi[0]?.id ?? ''}?tab=feeding`);
    await page.getByText('изяде веднага').waitFor();
    expect(await page.getByText(/мишка/).count()).toBeGreaterThanOrEqual(10);

    // The same file again: every row is already here but the one fixed in the preview (the file
    // still names no size there); skipped, nothing is left to import.
    await page.goto(`${url}/import`);
    await page.locator('#sheet-file').setInputFiles(file);
    await page.getByRole('button', { name: 'Preview' }).click();
    await summary.getByText('39 rows already in HerpTrack will be skipped').waitFor();
    await page.getByRole('button', { name: 'Skip row 8' }).click();
    await page.getByText('Nothing new to import: every row is already in HerpTrack or skipped.').waitFor();
    expect(await page.getByRole('button', { name: 'Import 0 logs' }).isDisabled()).toBe(true);
  });
});
