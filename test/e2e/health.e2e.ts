/**
 * Issue 29 end to end, in real Chromium against the real server: an animal that ate weekly and
 * then refused three meals over five weeks "needs attention" on the dashboard, with the reason in
 * words; put into brumation on its page it is OK, and the dashboard says so; a course of 10 mg/kg
 * of a 50 mg/mL drug for its 250 g is 0.05 mL a dose and makes one reminder per dose, which reach
 * the server; its first dose given is a health log line; the vet report opens, prints and is
 * downloaded as a PDF made on the device.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { untilToastsGone, useE2eKeeper } from '../helpers/e2e-keeper';
import { mutation, syncApi } from '../helpers/sync';
import { signedInToken } from '../helpers/users';

const EMAIL = 'health.watch@example.com';
const keeper = useE2eKeeper(EMAIL, 'three-meals-refused');
const sql = <T>(query: string): Promise<T[]> => keeper.server.app.store.all<T>(query);
const MEAL = { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] } as const;

/** Nagini ate weekly, then refused three meals, the first five weeks ago; weighed 250 g two days ago. */
async function seed(): Promise<string> {
  const { app } = keeper.server;
  const row = await app.store.one<{ id: string }>('SELECT id FROM users WHERE email = ?', [EMAIL]);
  if (!row) throw new Error('the keeper was not created');
  const token = await signedInToken(app, row.id);
  const api = syncApi(app, { id: row.id, email: EMAIL, token, headers: { authorization: `Bearer ${token}` } });
  const today = todayIn();
  const reptileId = randomUUID();
  const list: [string, unknown][] = [
    ['reptile.create.v1', { id: reptileId, name: 'Nagini', species: 'Python regius', sex: 'female' }],
    ...[70, 63, 56].map((d): [string, unknown] => ['feedingLog.create.v1', { id: randomUUID(), reptileId, date: addDays(today, -d), source: MEAL, outcome: 'ate' }]),
    ...[35, 21, 7].map((d): [string, unknown] => ['feedingLog.create.v1', { id: randomUUID(), reptileId, date: addDays(today, -d), source: MEAL, outcome: 'refused' }]),
    ['growthLog.create.v1', { id: randomUUID(), reptileId, date: addDays(today, -2), weightGrams: 250 }],
  ];
  const res = await api.push(list.map(([name, args], i) => mutation(i + 1, name, args)));
  const refused = res.results.find((r) => r.status !== 'applied');
  if (refused) throw new Error(`seeding refused: ${JSON.stringify(refused)}`);
  return reptileId;
}

describe('the health watch', () => {
  it('needs attention, then ok in brumation; a course by weight with its reminders; the vet report prints and downloads', async () => {
    const id = await seed();
    const context = await keeper.browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    // Record the print call (headless Chromium has no print dialog to look at).
    await context.addInitScript(() => {
      const w = window as unknown as { printed: number };
      w.printed = 0;
      window.print = () => void (w.printed += 1);
    });
    const { page } = await keeper.signedInDevice({ context });
    const url = keeper.server.url;

    const attention = page.getByRole('region', { name: '1 animal needs attention' });
    await attention.getByRole('link', { name: 'Nagini' }).waitFor();
    await attention.getByText(/Has not eaten for 56 days/).waitFor();

    // Into brumation from today, on its page: the fast is expected now.
    await page.goto(`${url}/reptiles/${id}`);
    const health = page.getByRole('region', { name: 'Health' });
    await health.getByText('Needs attention', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Start a care mode' }).click();
    const start = page.getByRole('dialog', { name: 'Start a care mode' });
    await start.getByRole('radio', { name: /^Brumation/ }).check();
    await start.getByRole('button', { name: 'Start' }).click();
    await start.waitFor({ state: 'detached' });
    await health.getByText('OK', { exact: true }).waitFor();
    await health.getByText(/In brumation since/).waitFor();
    await untilToastsGone(page);

    await page.goto(`${url}/dashboard`);
    await page.getByRole('heading', { name: 'Nagini' }).waitFor();
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('region', { name: /needs? attention/ }).count()).toBe(0);
    expect(await sql<{ mode: string }>('SELECT mode FROM care_modes')).toEqual([{ mode: 'brumation' }]);

    // A course for her 250 g: 10 mg/kg of a 50 mg/mL drug, daily for 5 days.
    await page.goto(`${url}/reptiles/${id}?tab=health`);
    await page.getByRole('button', { name: 'New course' }).click();
    const course = page.getByRole('dialog', { name: 'New course for Nagini' });
    await course.getByLabel(/^Drug/).fill('Meloxicam');
    await course.getByLabel(/^Dose/).first().fill('10');
    await course.getByLabel(/^Concentration/).fill('50');
    await course.getByLabel(/^For how many days/).fill('5');
    await course.getByRole('table', { name: 'Dose for each animal' }).getByText('0.05 mL', { exact: true }).waitFor();
    await course.getByText(/5 doses:/).waitFor();
    await course.getByRole('button', { name: 'Save course' }).click();
    await course.waitFor({ state: 'detached' });
    await untilToastsGone(page);
    await page.getByText(/^0\.05 mL a dose/).first().waitFor();
    await page.getByRole('button', { name: 'Give dose 1 of 5 of Meloxicam' }).click();
    await page.getByText(/1 of 5 doses given/).waitFor();
    await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 20_000 });
    expect(await sql('SELECT drug, volume_ml AS "volumeMl" FROM medication_courses')).toEqual([{ drug: 'Meloxicam', volumeMl: 0.05 }]);
    const doses = await sql<{ due: string; completed: unknown }>("SELECT due_date AS due, completed FROM reminders WHERE task_type = 'healthCheck' ORDER BY due_date");
    expect(doses.map((d) => d.due)).toEqual([0, 1, 2, 3, 4].map((n) => addDays(todayIn(), n)));
    expect(doses.map((d) => Boolean(d.completed))).toEqual([true, false, false, false, false]);
    expect((await sql<{ data: string }>('SELECT data FROM health_logs')).map((h) => JSON.parse(h.data) as { issue: string; status: string }))
      .toEqual([expect.objectContaining({ issue: 'Meloxicam', status: 'resolved' })]);

    // The report for the vet, from the animal's menu.
    await page.getByRole('button', { name: 'Actions for Nagini' }).click();
    await page.getByRole('menuitem', { name: 'Report for the vet' }).click();
    await page.getByRole('heading', { name: 'Report for the veterinarian' }).waitFor();
    await page.getByText('Meloxicam').first().waitFor();
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    const path = await download.path();
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  });
});
