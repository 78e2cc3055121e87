/**
 * Issue 28 end to end, in real Chromium on a phone against the real server: a keeper creates
 * rack A (1 shelf × 2 tubs) on /racks, moves two animals in, and prints a label sheet of the two
 * tubs and the two animals; the PDF made on the phone holds their QR codes (/e/:id and /r/:id,
 * read back from the file's drawing). With no network they open an animal's label address and
 * log its feeding (last time's meal, the feeder from stock preselected) with one tap and its
 * confirmation; back online it syncs, and the rack view says that animal was fed today.
 */
import { readFile } from 'node:fs/promises';
import { type PDFArray, PDFDocument, decodePDFRawStream, type PDFRawStream } from 'pdf-lib';
import { create as createQr } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { goOnline } from '../helpers/browser';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { axeViolations } from '../helpers/a11y';
import { PHONE, untilToastsGone, untilWorkerControls, useE2eKeeper } from '../helpers/e2e-keeper';

const EMAIL = 'tub.keeper@example.com';
const PASSWORD = 'sixty-tubs-on-a-friday';

const keeper = useE2eKeeper(EMAIL, PASSWORD);
const sql = <T>(query: string): Promise<T[]> => keeper.server.app.store.all<T>(query);

/** A QR code's dark modules as runs [row, first column, length], as label-pdf.ts draws them. */
function runsOf(url: string): string {
  const { modules } = createQr(url, { errorCorrectionLevel: 'M' });
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col) !== 1 || (col > 0 && modules.get(row, col - 1) === 1)) continue;
      let end = col;
      while (end < modules.size && modules.get(row, end) === 1) end++;
      runs.push(`${row} ${col} ${end - col}`);
    }
  }
  return runs.join(',');
}

/** The QR codes drawn on the PDF's first page, label by label (the same runs, from its content stream). */
async function codesOnFirstPage(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPage(0).node.Contents() as PDFArray;
  const text = contents.asArray().map((ref) => new TextDecoder().decode(decodePDFRawStream(doc.context.lookup(ref) as PDFRawStream).decode())).join('\n');
  const labels: string[][] = [];
  for (const line of text.split('\n')) {
    if (/ re W n$/.test(line)) labels.push([]);
    const run = /^(\d+) (\d+) (\d+) 1 re$/.exec(line);
    if (run) labels.at(-1)?.push(`${run[2]} ${run[1]} ${run[3]}`);
  }
  return labels.map((runs) => runs.join(','));
}

describe('racks and labels on a phone', () => {
  it('a rack, two animals moved in, a label sheet with their codes, and an offline feeding from a label seen on the rack', async () => {
    const { context, page } = await keeper.signedInDevice({ viewport: PHONE });
    const url = keeper.server.url;
    await untilWorkerControls(page);

    const ids: Record<string, string> = {};
    for (const name of ['Olive', 'Monty']) {
      await page.goto(`${url}/reptiles/add`);
      await page.getByLabel(/^Name/).fill(name);
      await page.getByLabel(/^Species/).fill('Python regius');
      await page.getByRole('button', { name: 'Save reptile' }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      ids[name] = new URL(page.url()).pathname.split('/').at(-1)!;
    }

    // Olive's last meal, yesterday, from stock: what her label's "Fed" repeats.
    await page.goto(`${url}/inventory`);
    await page.getByRole('button', { name: 'Add feeder' }).click();
    const feederDialog = page.getByRole('dialog', { name: 'New feeder' });
    await feederDialog.getByLabel(/^Name/).fill('Frozen mice');
    await feederDialog.getByRole('combobox', { name: /^Type/ }).click();
    await page.getByRole('option', { name: 'Frozen' }).click();
    await feederDialog.getByLabel(/^Quantity/).fill('5');
    await feederDialog.getByLabel(/^Weight per item/).fill('20');
    await feederDialog.getByRole('button', { name: 'Add feeder' }).click();
    await page.getByRole('listitem', { name: 'Frozen mice' }).getByText('5 in stock').waitFor();
    await page.goto(`${url}/reptiles/${ids.Olive}?tab=feeding`);
    await page.locator('label').filter({ hasText: /^From inventory$/ }).click();
    await page.getByRole('combobox', { name: /^Feeder/ }).click();
    await page.getByRole('option', { name: /^Frozen mice/ }).click();
    await page.getByLabel(/^Quantity/).fill('1');
    await page.getByLabel(/^Date/).fill(addDays(todayIn(), -1));
    await page.getByRole('button', { name: 'Add entry' }).click();
    await page.getByText('From inventory, deducted from stock').waitFor();

    await page.goto(`${url}/racks`);
    await page.getByRole('button', { name: 'New rack' }).click();
    const rackDialog = page.getByRole('dialog', { name: 'New rack' });
    await rackDialog.getByLabel(/^Rack name/).fill('A');
    await rackDialog.getByLabel(/^Shelves/).fill('1');
    await rackDialog.getByLabel(/^Tubs per shelf/).fill('2');
    await rackDialog.getByRole('button', { name: 'Create rack' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rack A' }).waitFor();
    const rackUrl = page.url();

    for (const [name, tub] of [['Olive', 'A1-1'], ['Monty', 'A1-2']] as const) {
      await untilToastsGone(page).catch(() => undefined);
      await page.getByRole('button', { name: `Move an animal in: ${tub}` }).click();
      const dialog = page.getByRole('dialog', { name: `Move an animal into ${tub}` });
      await dialog.getByRole('combobox', { name: /^Animal/ }).click();
      await page.getByRole('option', { name }).click();
      await dialog.getByRole('button', { name: 'Move' }).click();
      await page.getByRole('list', { name: `Animals in ${tub}` }).getByRole('link', { name }).waitFor();
    }

    // The rack's "Print labels": its tubs chosen; the two animals added on the other list.
    await page.getByRole('link', { name: 'Print labels' }).click();
    await page.getByRole('heading', { level: 1, name: 'Label sheets' }).waitFor();
    const tubIds = new URL(page.url()).searchParams.get('enclosures')!.split(',');
    expect(tubIds).toHaveLength(2);
    await page.getByText('2 of 2 selected').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('label').filter({ hasText: /^Animals/ }).click();
    await page.getByRole('button', { name: 'Select all shown' }).click();
    await page.getByText('2 of 2 selected').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    const pdf = new Uint8Array(await readFile((await download.path())!));
    // The animals first (by name), then the tubs in rack order; each code holds its label's address.
    expect(await codesOnFirstPage(pdf)).toEqual([
      runsOf(`${url}/r/${ids.Monty}`), runsOf(`${url}/r/${ids.Olive}`),
      runsOf(`${url}/e/${tubIds[0]}`), runsOf(`${url}/e/${tubIds[1]}`),
    ]);
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 20_000 });

    // In the reptile room, no network: the phone's camera opens Olive's label.
    await context.setOffline(true);
    await page.goto(`${url}/r/${ids.Olive}`);
    await page.getByRole('heading', { level: 1, name: 'Olive' }).waitFor();
    await page.getByRole('button', { name: /^Sync status: Offline/ }).waitFor();
    await page.getByText('Lives in A1-1 · Rack A · shelf 1, tub 1').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Fed: Olive' }).click();
    const fed = page.getByRole('dialog', { name: 'Olive fed today' });
    await fed.getByText('Same as last time: 1 × Frozen mice (20 g) from your stock.').waitFor();
    await fed.getByRole('button', { name: 'Log the meal' }).click();
    await page.getByText('Olive: meal logged.').waitFor();
    await page.getByText('Fed today').waitFor();
    expect(await sql('SELECT COUNT(*) AS n FROM feeding_logs')).toEqual([{ n: 1 }]);
    // The tub's label opens offline too: its residents, each with the actions.
    await page.goto(`${url}/e/${tubIds[0]}`);
    await page.getByRole('region', { name: 'Olive' }).getByText('Fed today').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await goOnline(context);
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 20_000 });
    const logged = await sql<{ reptile: string; date: string; data: string }>('SELECT reptile_id AS reptile, date, data FROM feeding_logs ORDER BY date');
    expect(logged.map((l) => ({ reptile: l.reptile, date: l.date, outcome: (JSON.parse(l.data) as { outcome: string }).outcome })))
      .toEqual([{ reptile: ids.Olive, date: addDays(todayIn(), -1), outcome: 'ate' }, { reptile: ids.Olive, date: todayIn(), outcome: 'ate' }]);
    // The meal came from stock: 5, one yesterday, one from the label.
    expect(await sql('SELECT quantity FROM feeders')).toEqual([{ quantity: 3 }]);
    await page.goto(rackUrl);
    const tub = page.getByRole('listitem', { name: 'A1-1' });
    await tub.getByText('Fed today').waitFor();
    expect(await page.getByRole('listitem', { name: 'A1-2' }).getByText('Fed today').count()).toBe(0);
  });
});
