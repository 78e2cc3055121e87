/**
 * OCR import in real Chromium against the real server, with the real reader (tesseract.js in a
 * worker, its files from our own origin): a keeper who tries to read a sheet before the reader was
 * ever fetched, with no network, is told the first read needs a connection; online, the retry
 * reads it and the reader's files land in the service worker's cache; with the network off and the
 * page reloaded, they read a second sheet, fix one row and import. Nothing reaches the server
 * until the network is back; then the import and its logs do, and a second device of the keeper
 * finds them on the reptile's page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goOnline } from '../helpers/browser';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { PHONE, untilWorkerControls, useE2eKeeper } from '../helpers/e2e-keeper';
import { OCR_SHEETS, renderLogSheet, type SheetSpec } from '../helpers/ocr-sheets';

const EMAIL = 'paper.keeper@example.com';
const PASSWORD = 'logs-on-paper-too';

const keeper = useE2eKeeper(EMAIL, PASSWORD);

const LOG_TABLES = ['feeding_logs', 'growth_logs', 'shedding_logs', 'health_logs', 'breeding_logs', 'event_logs'];
const count = async (table: string): Promise<number> =>
  Number((await keeper.server.app.store.one<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE deleted = FALSE`))?.n ?? 0);
const logCount = async (): Promise<number> => (await Promise.all(LOG_TABLES.map(count))).reduce((a, b) => a + b, 0);

function sheet(id: string): SheetSpec {
  const found = OCR_SHEETS.find((s) => s.id === id);
  if (!found) throw new Error(`no sheet ${id} in test/helpers/ocr-sheets.ts`);
  return found;
}

/** Gives the page a photo of `spec` through the plain file input, and waits for the rows. */
async function readSheet(page: Page, spec: SheetSpec): Promise<number> {
  const photo = await renderLogSheet(keeper.browser, spec);
  await page.getByLabel('Choose a file').setInputFiles({ name: `${spec.id}.png`, mimeType: 'image/png', buffer: photo });
  const rows = page.getByRole('list', { name: 'Extracted rows' }).getByRole('listitem');
  await rows.first().waitFor({ timeout: 60_000 });
  return rows.count();
}

describe('OCR import (issue 14)', () => {
  it('needs one online read, then reads offline after a reload; the import syncs and reaches a second device', { timeout: 180_000 }, async () => {
    const phone = await keeper.signedInDevice({ viewport: PHONE });
    const { page } = phone;
    await untilWorkerControls(page);

    await page.getByRole('link', { name: 'Add your first reptile' }).click();
    await page.getByLabel(/^Name/).fill('Paper Pip');
    await page.getByLabel(/^Species/).fill('Python regius');
    await page.getByRole('button', { name: 'Save reptile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Paper Pip' }).waitFor();
    const reptileUrl = page.url();
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 20_000 });

    // Online, once: the reader's worker, core and English data are fetched and cached.
    await page.goto(`${keeper.server.url}/ocr-import`);
    await page.getByRole('heading', { level: 1, name: 'Import paper logs' }).waitFor();
    await expect(page.getByRole('combobox', { name: 'Reptile' }).locator('option:checked').textContent()).resolves.toBe('Paper Pip');
    const first = sheet('en-sans-dotted');
    // Before any read, with no network: the reader's files cannot come, and the screen says why.
    await phone.context.setOffline(true);
    await page.getByLabel('Choose a file').setInputFiles({ name: 'first.png', mimeType: 'image/png', buffer: await renderLogSheet(keeper.browser, first) });
    await page.getByRole('alert').filter({ hasText: 'Reading needs a connection the first time' }).waitFor({ timeout: 30_000 });
    await goOnline(phone.context);
    await page.getByRole('button', { name: 'Try again' }).click();
    const rows = page.getByRole('list', { name: 'Extracted rows' }).getByRole('listitem');
    await rows.first().waitFor({ timeout: 60_000 });
    expect(await rows.count()).toBeGreaterThanOrEqual(first.rows.length - 1);
    await page.getByRole('button', { name: 'Discard the rows' }).click();

    await phone.context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Import paper logs' }).waitFor();
    await page.getByRole('button', { name: 'Sync status: Offline' }).waitFor();

    const second = sheet('en-serif-slashes');
    const read = await readSheet(page, second);
    expect(read).toBeGreaterThanOrEqual(second.rows.length - 1);
    // One row fixed by hand: the feeding of row 1 gets a size (the sheet gave none).
    const fixedDate = addDays(todayIn(), -3);
    await page.getByLabel('Date, row 1', { exact: true }).fill(fixedDate);
    await page.getByLabel('Event type, row 1', { exact: true }).selectOption('feeding');
    await page.getByLabel('Details, row 1', { exact: true }).fill('3 crickets 2 g, hand checked');
    await expect(page.getByLabel('Details, row 1', { exact: true }).getAttribute('aria-invalid')).resolves.not.toBe('true');

    const importButton = page.getByRole('button', { name: /^Import \d+ rows?$/ });
    const toImport = Number(/\d+/.exec((await importButton.textContent()) ?? '')?.[0]);
    expect(toImport).toBeGreaterThanOrEqual(5);
    await importButton.click();
    const done = page.getByRole('status').filter({ hasText: /^Imported \d+, skipped \d+/ });
    await done.waitFor();
    expect(await done.textContent()).toContain(`Imported ${toImport}, skipped ${read - toImport}`);

    // Offline: nothing reached the server.
    expect(await count('ocr_imports')).toBe(0);
    expect(await logCount()).toBe(0);

    await goOnline(phone.context);
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 30_000 });
    expect(await count('ocr_imports')).toBe(1);
    expect(await logCount()).toBe(toImport);
    const imported = await keeper.server.app.store.one<{ logCount: number; skipped: number }>('SELECT log_count AS "logCount", skipped FROM ocr_imports');
    expect(imported).toMatchObject({ logCount: toImport, skipped: read - toImport });

    // The profile counts it.
    await page.goto(`${keeper.server.url}/profile`);
    await page.getByText('OCR imports used: 1 of 5').waitFor();

    const laptop = await keeper.signedInDevice();
    await laptop.page.goto(`${reptileUrl}?tab=feeding`);
    await laptop.page.getByRole('list', { name: 'Feedings' }).getByRole('listitem').filter({ hasText: 'crickets' }).first().waitFor({ timeout: 20_000 });
    await expect(laptop.page.getByRole('list', { name: 'Feedings' }).textContent()).resolves.toContain('hand checked');
  });
});
