/**
 * Issue 15 end to end, in real Chromium against the real server: a keeper files a bug report at
 * /bug-report with a screenshot and comments on it; an admin opens it at /admin/bug-reports, sees
 * the screenshot and the comment, sets it "In progress" and replies; the keeper finds both on the
 * bell and, on the report's page, the reply and the new status. Two devices: the keeper's phone
 * and the admin's computer, each signed in through the real form.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedUser } from '../../sync-server/src/auth/users';
import { PHONE, useE2eKeeper } from '../helpers/e2e-keeper';
import { tinyPng } from '../helpers/images';
import notificationTexts from '../../locales/en/notifications.json';

const KEEPER = { email: 'bug.finder@example.com', password: 'squash-them-all' };
const ADMIN = { email: 'herptrack.admin@example.com', password: 'reads-every-report' };

const keeper = useE2eKeeper(KEEPER.email, KEEPER.password);
const store = () => keeper.server.app.store;
const one = async <T>(query: string, params: (string | number)[] = []): Promise<T | undefined> => store().one<T>(query, params);
const unreadCount = async (userId: string): Promise<number> =>
  Number((await one<{ n: number }>('SELECT count(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL AND hidden = FALSE', [userId]))?.n);

/** The inbox titles the server writes (in the keeper's language, English here), from the same texts it reads. */
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
const system = notificationTexts.system;
const statusTitle = fill(system.feedbackStatus.title, { kind: system.feedbackKinds.bug, status: system.feedbackStatuses.bug.inProgress });
const replyTitle = fill(system.feedbackReply.title, { kind: system.feedbackKinds.bug });

beforeAll(async () => {
  await createConfirmedUser(store(), { ...ADMIN, role: 'admin' }, Date.now());
});

/** The admin signs in through the real form on a computer of their own. */
async function signInAdmin(): Promise<Page> {
  const context = await keeper.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error (admin):', e.message));
  await page.goto(`${keeper.server.url}/login`);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${keeper.server.url}/dashboard`);
  await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 20_000 });
  return page;
}

describe('bug reports (issue 15)', () => {
  it('a report filed with a screenshot is answered by an admin, and the keeper sees the status, the reply and the bell', async () => {
    const summary = 'Weights vanish after a sync';
    const description = `${summary}\nI logged 52 g for Bella, synced, and the entry was gone.`;
    const keeperComment = 'It happened again this morning on Wi-Fi.';
    const reply = 'Thank you! We found the cause and are fixing it.';

    // The keeper files the report with a screenshot.
    const { page } = await keeper.signedInDevice({ viewport: PHONE });
    await page.goto(`${keeper.server.url}/bug-report`);
    await page.getByRole('heading', { level: 1, name: 'Report a bug' }).waitFor({ timeout: 20_000 });
    await page.getByLabel(/^Description/).fill(description);
    await page.getByLabel(/^Steps to reproduce/).fill('1. Add a weight\n2. Sync');
    await page.getByLabel('Add images').setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: await tinyPng() });
    await page.getByRole('img', { name: 'Preview of screenshot.png' }).waitFor();
    await page.getByRole('button', { name: 'Send bug report' }).click();
    await page.getByRole('status').filter({ hasText: 'Bug report sent' }).waitFor({ timeout: 20_000 });
    const keeperId = (await one<{ id: string }>('SELECT id FROM users WHERE email = ?', [KEEPER.email]))?.id ?? '';
    const filed = await one<{ id: string; status: string; images: number }>(
      'SELECT f.id, f.status, (SELECT count(*) FROM feedback_images i WHERE i.item_id = f.id) AS images FROM feedback_items f WHERE f.user_id = ?', [keeperId]);
    expect(filed).toMatchObject({ status: 'open', images: 1 });
    const reportId = filed?.id ?? '';

    // And comments on its page.
    await page.getByRole('link', { name: 'Open the report' }).click();
    await page.waitForURL(`${keeper.server.url}/bug-report/${reportId}`);
    await page.getByRole('img', { name: 'Image 1 of 1' }).waitFor({ timeout: 20_000 });
    await page.getByLabel(/^Add a comment/).fill(keeperComment);
    await page.getByRole('button', { name: 'Send comment' }).click();
    await page.getByRole('list', { name: 'Comments' }).getByText(keeperComment).waitFor({ timeout: 20_000 });

    // The admin opens it from the queue, sets it in progress and replies.
    const admin = await signInAdmin();
    await admin.goto(`${keeper.server.url}/admin/bug-reports`);
    await admin.getByRole('heading', { level: 1, name: 'Bug reports' }).waitFor({ timeout: 20_000 });
    await admin.getByRole('list', { name: 'Bug reports' }).getByRole('button', { name: new RegExp(`^${summary}`) }).click();
    const drawer = admin.getByRole('dialog', { name: 'Bug report' });
    await drawer.getByText('I logged 52 g for Bella', { exact: false }).waitFor({ timeout: 20_000 });
    await drawer.getByRole('img', { name: 'Image 1 of 1' }).waitFor({ timeout: 20_000 });
    await drawer.getByRole('list', { name: 'Comments' }).getByText(keeperComment).waitFor();
    await drawer.getByRole('combobox', { name: 'Status' }).click();
    await admin.getByRole('option', { name: 'In progress' }).click();
    await admin.getByText('Status changed to “In progress”. The keeper who sent it is notified.').waitFor({ timeout: 20_000 });
    await drawer.getByLabel(/^Reply to the keeper/).fill(reply);
    await drawer.getByRole('button', { name: 'Send reply' }).click();
    await admin.getByText('Reply sent. The keeper is notified.').waitFor({ timeout: 20_000 });
    await drawer.getByRole('list', { name: 'Comments' }).getByText(reply).waitFor();
    expect(await one('SELECT status FROM feedback_items WHERE id = ?', [reportId])).toEqual({ status: 'inProgress' });
    expect(await one('SELECT count(*) AS n FROM audit_log WHERE target_id = ?', [reportId])).toEqual({ n: 2 });

    // The keeper: the bell tells of both, and the report's page shows the status and the reply.
    await page.goto(`${keeper.server.url}/dashboard`);
    const unread = await unreadCount(keeperId);
    expect(unread).toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: `Notifications, ${unread} unread` }).click();
    await page.getByRole('listitem').filter({ hasText: statusTitle }).waitFor({ timeout: 20_000 });
    const replied = page.getByRole('listitem').filter({ hasText: replyTitle });
    await replied.getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: replyTitle });
    await dialog.getByText(reply, { exact: false }).waitFor();
    await expect.poll(async () => unreadCount(keeperId), { timeout: 10_000 }).toBe(unread - 1);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${keeper.server.url}/bug-report/${reportId}`);
    await page.getByRole('heading', { level: 1, name: 'Bug report' }).waitFor({ timeout: 20_000 });
    await page.getByText('In progress', { exact: true }).waitFor();
    const thread = page.getByRole('list', { name: 'Comments' });
    await thread.getByRole('listitem').filter({ hasText: reply }).getByText('HerpTrack team').waitFor();
    await thread.getByText(keeperComment).waitFor();
  });
});
