/**
 * Toasts for achievements the device learns of: rows that arrive unseen and that this device has
 * not announced get "Achievement unlocked: <name>" with their coins, one each for up to 3; more at
 * once get ONE summary toast (a first sync or a backfill never floods the screen). Announced ids
 * are remembered per keeper on the device, so a reload does not repeat them, and nothing is
 * toasted on /achievements (the page shows them and marks them seen).
 */
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { AchievementToasts } from '../../app/features/achievements';
import { endSession } from '../../app/lib/session';
import type { UserDb } from '../../app/lib/db';
import type { SyncedRowOf } from '../../shared/sync/tables';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper } from '../helpers/keeper';

afterEach(() => {
  notifications.clean();
  endSession('user');
});

/** Rows as a pull brings them; earned a minute ago unless said otherwise. */
function earnedRows(db: UserDb, ids: readonly string[], seenAt: number | null = null, earnedAt = Date.now() - 60_000): SyncedRowOf<'achievements'>[] {
  return ids.map((achievementId) => ({ id: uuidv7(), userId: db.userId, achievementId, earnedAt, seenAt, version: 2, updatedAt: 1, deleted: false }));
}

const renderWatcher = (route = '/dashboard', lng: 'en' | 'bg' = 'en') => renderWithProviders(
  <>
    <Notifications />
    <AchievementToasts />
  </>,
  { route, lng },
);

const announcedOf = (db: UserDb): string[] => JSON.parse(localStorage.getItem(`herptrack-achievements-announced:${db.userId}`) ?? '[]') as string[];
const toasts = () => screen.queryAllByText(/^Achievement unlocked: |^You earned /).map((el) => el.textContent);

describe('achievement toasts', () => {
  it('announce each new one that arrives, with its coins, and none already seen or unknown here', async () => {
    const db = signInKeeper();
    await db.achievements.bulkPut(earnedRows(db, ['firstLogin'], 1000));
    renderWatcher();
    // What a pull writes: two new awards, an old one the keeper saw, and one this catalogue lacks.
    await db.achievements.bulkPut([...earnedRows(db, ['firstReptile', 'feedings10']), ...earnedRows(db, ['sheds5'], 5), ...earnedRows(db, ['someFutureBadge'])]);
    expect(await screen.findByText('Achievement unlocked: First Scales')).toBeInTheDocument();
    expect(screen.getByText('Achievement unlocked: Regular Feeder')).toBeInTheDocument();
    expect(screen.getByText('+10 ReptiCoins')).toBeInTheDocument();
    expect(screen.getByText('+25 ReptiCoins')).toBeInTheDocument();
    expect(toasts()).toHaveLength(2);
  });

  it('announce more than 3 at once with one summary toast', async () => {
    const db = signInKeeper();
    renderWatcher();
    await db.achievements.bulkPut(earnedRows(db, ['firstLogin', 'firstLog', 'firstReptile', 'feedings10', 'badgeCollector']));
    expect(await screen.findByText('You earned 5 achievements')).toBeInTheDocument();
    // 10 + 10 + 10 + 25 + 25
    expect(screen.getByText('+80 ReptiCoins in all. See them on the Achievements page.')).toBeInTheDocument();
    expect(toasts()).toEqual(['You earned 5 achievements']);
  });

  it('are news, not history: a badge earned days ago (a new device\'s first sync) is counted, not toasted', async () => {
    const db = signInKeeper();
    renderWatcher();
    const old = earnedRows(db, ['firstLogin'], null, Date.now() - 3 * 24 * 60 * 60 * 1000);
    await db.achievements.bulkPut(old);
    await waitFor(() => expect(announcedOf(db)).toEqual([old[0]?.id]));
    const fresh = earnedRows(db, ['firstLog']);
    await db.achievements.bulkPut(fresh);
    expect(await screen.findByText('Achievement unlocked: First Entry')).toBeInTheDocument();
    expect(toasts()).toEqual(['Achievement unlocked: First Entry']);
  });

  it('announce exactly 3 one by one', async () => {
    const db = signInKeeper();
    renderWatcher();
    await db.achievements.bulkPut(earnedRows(db, ['firstLogin', 'firstLog', 'firstReptile']));
    await waitFor(() => expect(toasts()).toHaveLength(3));
    expect(toasts()).not.toContain('You earned 3 achievements');
  });

  it('remember what was announced, so a reload does not repeat it', async () => {
    const db = signInKeeper();
    const first = renderWatcher();
    const rows = earnedRows(db, ['firstReptile']);
    await db.achievements.bulkPut(rows);
    expect(await screen.findByText('Achievement unlocked: First Scales')).toBeInTheDocument();
    expect(announcedOf(db)).toEqual([rows[0]?.id]);
    first.unmount();
    notifications.clean();

    const later = earnedRows(db, ['firstLog']);
    await db.achievements.bulkPut(later);
    renderWatcher();
    expect(await screen.findByText('Achievement unlocked: First Entry')).toBeInTheDocument();
    expect(toasts()).toEqual(['Achievement unlocked: First Entry']);
    expect(announcedOf(db).sort()).toEqual([rows[0]?.id, later[0]?.id].sort());
  });

  it('stay quiet on /achievements, where the page shows them, and after leaving it', async () => {
    const db = signInKeeper();
    const onPage = renderWatcher('/achievements');
    const rows = earnedRows(db, ['firstReptile', 'firstLog']);
    await db.achievements.bulkPut(rows);
    await waitFor(() => expect(announcedOf(db).sort()).toEqual(rows.map((r) => r.id).sort()));
    expect(toasts()).toEqual([]);
    onPage.unmount();

    renderWatcher('/dashboard');
    const next = earnedRows(db, ['sheds5']);
    await db.achievements.bulkPut(next);
    expect(await screen.findByText('Achievement unlocked: Shed Watcher')).toBeInTheDocument();
    expect(toasts()).toEqual(['Achievement unlocked: Shed Watcher']);
  });

  it('speak Bulgarian', async () => {
    const db = signInKeeper();
    renderWatcher('/dashboard', 'bg');
    await db.achievements.bulkPut(earnedRows(db, ['firstLogin', 'firstLog', 'firstReptile', 'feedings10']));
    expect(await screen.findByText('Спечелихте 4 постижения')).toBeInTheDocument();
    expect(screen.getByText('Общо +55 ReptiCoins. Вижте ги на страницата „Постижения“.')).toBeInTheDocument();
  });
});
