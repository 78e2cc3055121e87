/**
 * Issue 13 end to end, in real Chromium against the real server. The photo contest: a keeper
 * enters a photo on /contest, a moderator approves it on /moderator, a second keeper votes for it,
 * the contest's clock passes the close and the prize time and the contest job runs; the winner
 * finds the result on /contest, the first prize in the header's coins and the news on the bell.
 * The calendar: a keeper submits an event on /calendar, a moderator approves it, and the keeper
 * finds it on the calendar and the decision on the bell.
 *
 * Time: the server decides the contest's phases with its own clock (`app.contest.clock`, moved
 * here); the page takes the phase, the month and the server's "now" from GET /api/contest/periods
 * and uses the device clock only to tick its countdown, so the browser keeps real time.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTEST_SETTINGS } from '../../shared/contest/settings';
import { contestMonthOf, daysInContestMonth, shiftMonth } from '../../shared/contest/month';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { createConfirmedUser } from '../../sync-server/src/auth/users';
import { runContestJobs } from '../../sync-server/src/contest/jobs';
import { PHONE, useE2eKeeper } from '../helpers/e2e-keeper';
import { tinyPng } from '../helpers/images';

const WINNER = { email: 'contest.winner@example.com', password: 'basking-in-first-place' };
const VOTER = { email: 'contest.voter@example.com', password: 'one-vote-a-month' };
const MODERATOR = { email: 'contest.moderator@example.com', password: 'approve-with-care' };
const ORGANISER = { email: 'expo.organiser@example.com', password: 'see-you-at-the-expo' };

const keeper = useE2eKeeper(WINNER.email, WINNER.password);
const store = () => keeper.server.app.store;
const one = async <T>(query: string, params: (string | number)[] = []): Promise<T | undefined> => store().one<T>(query, params);
const userId = async (email: string): Promise<string> => (await one<{ id: string }>('SELECT id FROM users WHERE email = ?', [email]))?.id ?? '';
const unreadCount = async (id: string): Promise<number> =>
  Number((await one<{ n: number }>('SELECT count(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL AND hidden = FALSE', [id]))?.n);
const balanceOf = async (id: string): Promise<number> => Number((await one<{ b: number }>('SELECT balance AS b FROM wallets WHERE user_id = ?', [id]))?.b ?? 0);
const coins = (n: number) => new Intl.NumberFormat('en').format(n);
const monthName = (month: string) => new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${month}-01T00:00:00Z`));
const setContestClock = (at: number) => {
  keeper.server.app.contest.clock.now = () => at;
};

beforeAll(async () => {
  const now = Date.now();
  await createConfirmedUser(store(), { ...VOTER, role: 'user' }, now);
  await createConfirmedUser(store(), { ...MODERATOR, role: 'moderator' }, now);
  await createConfirmedUser(store(), { ...ORGANISER, role: 'user' }, now);
});
afterAll(() => {
  // Back to real time for anything the server still answers while it closes.
  keeper.server.app.contest.clock.now = () => Date.now();
});

/** Another account signs in through the real form on a phone of its own (as signedInDevice does for the winner). */
async function signIn(account: { email: string; password: string }): Promise<Page> {
  const context = await keeper.browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`page error (${account.email}):`, e.message));
  await page.goto(`${keeper.server.url}/login`);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${keeper.server.url}/dashboard`);
  await page.getByRole('button', { name: 'Sync status: Synced' }).waitFor({ timeout: 20_000 });
  return page;
}

let moderatorPage: Page | undefined;
const moderator = async (): Promise<Page> => (moderatorPage ??= await signIn(MODERATOR));

/** Opens the bell (its name says the unread count), then the message titled `title`; answers the message's dialog. */
async function openFromBell(page: Page, unread: number, title: string) {
  await page.getByRole('button', { name: `Notifications, ${unread} unread` }).click();
  const item = page.getByRole('listitem').filter({ hasText: title });
  await item.getByText('Unread:').waitFor({ state: 'attached' });
  await item.getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

describe('community (issue 13)', () => {
  it('a photo entered, approved and voted for wins the month: the winner sees the place, the prize in coins and the bell', async () => {
    // The contest of next month (UTC), entered on its 10th at noon.
    const month = shiftMonth(contestMonthOf(Date.now()), 1);
    const [year, monthIndex] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1];
    const lastDay = daysInContestMonth(month);
    const at = (day: number, hours: number, minutes = 0) => Date.UTC(year, monthIndex, day, hours, minutes);
    const caption = 'Basking Bella at golden hour';
    const firstPrize = DEFAULT_CONTEST_SETTINGS.prizes[0];
    setContestClock(at(10, 12));

    // The winner enters a photo while submissions are open.
    const { page } = await keeper.signedInDevice({ viewport: PHONE });
    const winnerId = await userId(WINNER.email);
    await page.goto(`${keeper.server.url}/contest`);
    await page.getByRole('heading', { level: 2, name: `The ${monthName(month)} contest` }).waitFor({ timeout: 20_000 });
    await page.getByText('Submissions open', { exact: true }).waitFor();
    await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'bella.png', mimeType: 'image/png', buffer: await tinyPng() });
    await page.getByRole('img', { name: 'Preview of your photo' }).waitFor();
    await page.getByLabel('Caption (optional)').fill(caption);
    await page.getByRole('button', { name: 'Enter the contest' }).click();
    await page.getByText('Your photo was sent. It appears in the gallery once a moderator approves it.').waitFor({ timeout: 20_000 });
    const mine = page.getByRole('region', { name: 'Your entries' }).getByRole('listitem').filter({ hasText: caption });
    await mine.getByText('Waiting for review').waitFor();
    const entry = await one<{ id: string; month: string; status: string }>('SELECT id, month, status FROM contest_entries WHERE user_id = ?', [winnerId]);
    expect(entry).toMatchObject({ month, status: 'pending' });
    const entryId = entry?.id ?? '';

    // A moderator approves it.
    const mod = await moderator();
    await mod.goto(`${keeper.server.url}/moderator`);
    await mod.getByText('1 photo waiting for review.').waitFor({ timeout: 20_000 });
    await mod.getByRole('listitem', { name: caption }).getByRole('img', { name: `Contest photo: ${caption}` }).waitFor();
    await mod.getByRole('button', { name: `Approve ${caption}` }).click();
    await mod.getByText('0 photos waiting for review.').waitFor();
    expect(await one('SELECT status FROM contest_entries WHERE id = ?', [entryId])).toEqual({ status: 'approved' });

    // Voting (the 22nd): a second keeper votes for it.
    setContestClock(at(22, 9));
    const voter = await signIn(VOTER);
    await voter.goto(`${keeper.server.url}/contest`);
    await voter.getByText('Voting', { exact: true }).waitFor({ timeout: 20_000 });
    await voter.getByRole('button', { name: `Vote for “${caption}”` }).click();
    await voter.getByText('Your vote', { exact: true }).waitFor();
    await voter.getByText('You have already voted this month. Thank you!').waitFor();
    const voterId = await userId(VOTER.email);
    expect(await one('SELECT entry_id AS "entryId" FROM contest_votes WHERE month = ? AND voter_id = ?', [month, voterId])).toEqual({ entryId });

    // The close (18:00 UTC on the last day) and the prizes (18:30) have passed; the contest job runs.
    const before = await balanceOf(winnerId);
    const afterPrizes = at(lastDay, 18, 31);
    setContestClock(afterPrizes);
    expect(await runContestJobs(store(), afterPrizes)).toEqual({ closed: [month], paid: 1 });
    expect(await one('SELECT place, entry_id AS "entryId", user_id AS "userId", votes, prize_paid_at AS "paidAt" FROM contest_results WHERE month = ?', [month]))
      .toEqual({ place: 1, entryId, userId: winnerId, votes: 1, paidAt: afterPrizes });
    expect(await one('SELECT amount FROM coin_ledger WHERE user_id = ? AND key = ?', [winnerId, `contest:${month}:1`])).toEqual({ amount: firstPrize });
    const balance = await balanceOf(winnerId);
    expect(balance).toBe(before + firstPrize);

    // The winner: the place on /contest, the coins in the header (their next sync), the bell.
    await page.goto(`${keeper.server.url}/contest`);
    await page.getByText('Closed', { exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: `Winners of ${monthName(month)}` }).waitFor();
    const first = page.getByRole('list', { name: `Places of ${monthName(month)}` }).getByRole('listitem').filter({ hasText: '1st place' });
    await first.getByText(caption).waitFor();
    await first.getByText('Your photo').waitFor();
    await first.getByText(`1 vote · ${coins(firstPrize)} ReptiCoins`).waitFor();
    await page.getByRole('link', { name: `ReptiCoins: ${coins(balance)}` }).waitFor({ timeout: 30_000 });

    const unread = await unreadCount(winnerId);
    expect(unread).toBeGreaterThanOrEqual(2); // the prize and the close, besides the approval and achievements
    const prizeTitle = `You placed first in the ${monthName(month)} photo contest!`;
    const dialog = await openFromBell(page, unread, prizeTitle);
    await page.getByRole('listitem').filter({ hasText: `The ${monthName(month)} contest has closed` }).waitFor();
    await dialog.getByText(`Congratulations! ${coins(firstPrize)} ReptiCoins have been added to your balance.`).waitFor();
    // Opening it marked it read.
    await expect.poll(async () => unreadCount(winnerId), { timeout: 10_000 }).toBe(unread - 1);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Notifications, ${unread - 1} unread` }).waitFor();
  });

  it('a community event submitted on /calendar and approved on /moderator is on the calendar, and its keeper is told', async () => {
    const title = 'Reptile Expo Sofia';
    const firstDay = addDays(todayIn(Date.now(), 'UTC'), 7);
    const organiser = await signIn(ORGANISER);
    await organiser.goto(`${keeper.server.url}/calendar`);
    await organiser.getByRole('button', { name: 'Submit an event' }).click();
    const form = organiser.getByRole('dialog', { name: 'Submit an event' });
    await form.getByLabel(/^Title/).fill(title);
    await form.getByRole('switch', { name: 'All day' }).check();
    await form.getByLabel(/^First day/).fill(firstDay);
    await form.getByLabel('Location').fill('Sofia Tech Park');
    await form.getByRole('button', { name: 'Submit for review' }).click();
    await organiser.getByText(`Thank you! "${title}" is waiting for a moderator's approval.`).waitFor({ timeout: 20_000 });
    await organiser.getByRole('region', { name: 'Your submissions' }).getByRole('listitem').filter({ hasText: title }).getByText('Waiting for approval').waitFor();
    const organiserId = await userId(ORGANISER.email);
    expect(await one('SELECT status FROM community_events WHERE submitter_id = ? AND title = ?', [organiserId, title])).toEqual({ status: 'pending' });

    const mod = await moderator();
    await mod.goto(`${keeper.server.url}/moderator`);
    await mod.getByRole('button', { name: `Approve ${title}` }).click();
    await mod.getByRole('dialog', { name: 'Approve this event?' }).getByRole('button', { name: 'Approve', exact: true }).click();
    await mod.getByText(`"${title}" is approved and now on the calendar.`).waitFor({ timeout: 20_000 });
    expect(await one('SELECT status FROM community_events WHERE submitter_id = ? AND title = ?', [organiserId, title])).toEqual({ status: 'approved' });

    await organiser.goto(`${keeper.server.url}/calendar`);
    await organiser.getByText('List', { exact: true }).click();
    await organiser.getByRole('region', { name: 'Upcoming events' }).getByRole('link', { name: title }).waitFor({ timeout: 20_000 });
    expect(await organiser.getByRole('region', { name: 'Your submissions' }).count()).toBe(0);

    const unread = await unreadCount(organiserId);
    expect(unread).toBeGreaterThanOrEqual(1);
    const dialog = await openFromBell(organiser, unread, 'Your event was approved');
    await dialog.getByText(`“${title}” is now on the community calendar:`, { exact: false }).waitFor();
  });
});
