/**
 * /achievements on a real local database: the catalogue by category, earned ones with the date
 * they were earned, locked ones with progress counted from the keeper's local rows (tombstones
 * left out), the summary of earned and coins, rows of an unknown catalogue id skipped; opening
 * the page marks the unseen ones seen through the outbox (achievement.markSeen.v1), which sets
 * seenAt on this device at once.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { AchievementsPage } from '../../app/features/achievements/achievements-page';
import { endSession } from '../../app/lib/session';
import type { LocalLog, UserDb } from '../../app/lib/db';
import type { SyncedRowOf } from '../../shared/sync/tables';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

const EARNED_AT = Date.UTC(2026, 2, 14, 12);
const dateText = (at: number, lng = 'en') => new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }).format(at);

function earnedRow(db: UserDb, achievementId: string, over: Partial<SyncedRowOf<'achievements'>> = {}): SyncedRowOf<'achievements'> {
  return { id: uuidv7(), userId: db.userId, achievementId, earnedAt: EARNED_AT, seenAt: null, version: 4, updatedAt: 1, deleted: false, ...over };
}

function feeding(db: UserDb, reptileId: string, date: string, over: Partial<LocalLog<'feedingLogs'>> = {}): LocalLog<'feedingLogs'> {
  return {
    id: uuidv7(), userId: db.userId, reptileId, date, outcome: 'ate', notes: null, version: 3, updatedAt: 1, deleted: false,
    source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 12 }] }, ...over,
  };
}

const card = (name: string) => screen.findByRole('listitem', { name });

describe('the achievements page', () => {
  it('shows earned ones with their date and locked ones with progress from the local rows', async () => {
    const db = signInKeeper();
    const today = todayIn();
    const nagini = syncedReptile(db);
    await db.reptiles.bulkPut([nagini, syncedReptile(db, { name: 'Rex' }), syncedReptile(db, { name: 'Gone', deleted: true })]);
    // 7 feedings on consecutive days ending today. (A deleted one is not on the device: pull and
    // local deletes remove the row, so progress counts the table, local-counters.ts.)
    await db.feedingLogs.bulkPut(Array.from({ length: 7 }, (_, i) => feeding(db, nagini.id, addDays(today, -i))));
    await db.achievements.bulkPut([
      earnedRow(db, 'firstLogin', { seenAt: EARNED_AT + 1000 }),
      earnedRow(db, 'firstLog'),
      earnedRow(db, 'firstReptile'),
      // A catalogue entry this app version does not know yet: not shown, not counted.
      earnedRow(db, 'someFutureBadge'),
    ]);
    renderWithProviders(<AchievementsPage />, { route: '/achievements' });

    const welcome = await card('Welcome Aboard');
    expect(welcome).toHaveTextContent(`Earned on ${dateText(EARNED_AT)}`);
    expect(welcome).toHaveTextContent('+10 ReptiCoins');
    expect(within(welcome).queryByRole('progressbar')).not.toBeInTheDocument();

    const feeder = await card('Regular Feeder');
    expect(feeder).toHaveTextContent('Log 10 feedings.');
    expect(feeder).toHaveTextContent('7/10');
    expect(feeder).toHaveTextContent('+25 ReptiCoins');
    const bar = within(feeder).getByRole('progressbar', { name: 'Progress towards Regular Feeder' });
    expect(bar).toHaveAttribute('aria-valuenow', '7');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(bar).toHaveAttribute('aria-valuetext', '7 of 10');
    expect(feeder).not.toHaveTextContent('Earned on');

    // Two live reptiles of the three rows; a streak of 7 days is the week streak, earned locally but not yet by the server.
    expect(await card('Herp Collector')).toHaveTextContent('2/10');
    expect(await card('Week Streak')).toHaveTextContent('7/7');
    expect(await card('Dedicated Keeper')).toHaveTextContent('7/100');
    // Meta progress counts the known earned ones only (3), not the unknown id.
    expect(await card('Badge Collector')).toHaveTextContent('3/5');
    expect(await card('Completionist')).toHaveTextContent('Earn all 21 other achievements.');

    const summary = screen.getByRole('region', { name: 'Your achievements' });
    expect(summary).toHaveTextContent('3 of 22 earned');
    expect(summary).toHaveTextContent('30 ReptiCoins earned from achievements');
    for (const name of ['Logging', 'Reptile care', 'Milestones']) expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    const reptileCare = screen.getByRole('region', { name: 'Reptile care' });
    expect(within(reptileCare).getAllByRole('listitem').map((li) => li.getAttribute('aria-label')))
      .toEqual(['First Scales', 'Herp Collector', 'First Clutch', 'First Hatchling', 'Organiser']);
    expect(screen.getAllByRole('listitem')).toHaveLength(22);
    expect(screen.queryByText(/No achievements yet/)).not.toBeInTheDocument();
  });

  it('marks the unseen earned ones seen through the outbox when it opens, and only those', async () => {
    const db = signInKeeper();
    const seen = earnedRow(db, 'firstLogin', { seenAt: EARNED_AT });
    const fresh = [earnedRow(db, 'firstLog'), earnedRow(db, 'firstReptile')];
    const unknown = earnedRow(db, 'someFutureBadge');
    await db.achievements.bulkPut([seen, ...fresh, unknown]);
    renderWithProviders(<AchievementsPage />, { route: '/achievements' });
    await card('First Entry');

    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry?.name).toBe('achievement.markSeen.v1');
    expect([...(entry?.args as { ids: string[] }).ids].sort()).toEqual(fresh.map((r) => r.id).sort());
    // The optimistic side records it on this device at once (the navigation badge clears).
    await waitFor(async () => expect((await db.achievements.get(fresh[0]?.id ?? ''))?.seenAt).not.toBeNull());
    expect((await db.achievements.get(seen.id))?.seenAt).toBe(EARNED_AT);
  });

  it('marks an achievement that arrives while it is open, once', async () => {
    const db = signInKeeper();
    await db.achievements.put(earnedRow(db, 'firstLogin', { seenAt: EARNED_AT }));
    renderWithProviders(<AchievementsPage />, { route: '/achievements' });
    await card('Welcome Aboard');
    expect(await db.outbox.count()).toBe(0);

    const arrived = earnedRow(db, 'firstReptile');
    await db.achievements.put(arrived);
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]?.args).toEqual({ ids: [arrived.id] });
    await waitFor(async () => expect((await db.achievements.get(arrived.id))?.seenAt).not.toBeNull());
    expect(await db.outbox.count()).toBe(1);
  });

  it('says nothing is earned yet, with every achievement locked at its start', async () => {
    signInKeeper();
    renderWithProviders(<AchievementsPage />, { route: '/achievements' });
    expect(await screen.findByText(/No achievements yet/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your achievements' })).toHaveTextContent('0 of 22 earned');
    expect(screen.queryByText(/Earned on/)).not.toBeInTheDocument();
    // Signed in is the first login, whatever the server has sent so far.
    expect(await card('Welcome Aboard')).toHaveTextContent('1/1');
    expect(await card('Regular Feeder')).toHaveTextContent('0/10');
  });

  it('speaks Bulgarian, with the date in Bulgarian', async () => {
    const db = signInKeeper();
    await db.achievements.put(earnedRow(db, 'firstLogin', { seenAt: EARNED_AT }));
    renderWithProviders(<AchievementsPage />, { route: '/achievements', lng: 'bg' });
    expect(await card('Добре дошли')).toHaveTextContent(`Спечелено на ${dateText(EARNED_AT, 'bg')}`);
    expect(await card('Редовно хранене')).toHaveTextContent('Запишете 10 хранения.');
    expect(screen.getByRole('region', { name: 'Вашите постижения' })).toHaveTextContent('Спечелени 1 от 22');
    expect(screen.getByRole('heading', { name: 'Грижа за влечугите' })).toBeInTheDocument();
  });
});
