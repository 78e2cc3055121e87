/**
 * The Achievements entry of the signed-in layout (sidebar and the phone's bottom bar) carries a red
 * badge with the count of earned achievements the keeper has not seen: catalogue ids this device
 * knows only, hidden at 0, "9+" above 9, read out as "3 new achievements". The bottom bar holds
 * five entries and no dashboard (the logo leads there).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { AppLayout } from '../../app/layout/app-layout';
import { endSession } from '../../app/lib/session';
import type { UserDb } from '../../app/lib/db';
import { ACHIEVEMENT_IDS } from '../../shared/achievements/catalogue';
import type { SyncedRowOf } from '../../shared/sync/tables';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper } from '../helpers/keeper';

afterEach(() => endSession('user'));

function earnedRows(db: UserDb, ids: readonly string[], seenAt: number | null): SyncedRowOf<'achievements'>[] {
  return ids.map((achievementId) => ({ id: uuidv7(), userId: db.userId, achievementId, earnedAt: 1, seenAt, version: 2, updatedAt: 1, deleted: false }));
}

/** The sidebar, then the bottom bar (both are in the DOM; CSS shows one per screen size). */
const navs = () => screen.getAllByRole('navigation', { name: 'Main navigation' });
const achievementLinks = () => navs().map((nav) => within(nav).getByRole('link', { name: /^Achievements/ }));

describe('the achievements badge in the navigation', () => {
  it('counts unseen known achievements, in the sidebar and the bottom bar, with a spoken label', async () => {
    const db = signInKeeper();
    await db.achievements.bulkPut([
      ...earnedRows(db, ['firstLogin', 'firstLog', 'firstReptile'], null),
      ...earnedRows(db, ['feedings10'], 1000),
      ...earnedRows(db, ['someFutureBadge'], null),
    ]);
    renderWithProviders(<AppLayout />, { route: '/dashboard' });
    await waitFor(() => expect(achievementLinks().every((link) => link.textContent?.includes('3'))).toBe(true));
    expect(navs()).toHaveLength(2);
    for (const link of achievementLinks()) {
      expect(link).toHaveAccessibleName(/3 new achievements/);
      // The digit is for the eye only: the label says it in words.
      expect(within(link).getByText('3').closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('shows "9+" above 9 and names the real count', async () => {
    const db = signInKeeper();
    await db.achievements.bulkPut(earnedRows(db, ACHIEVEMENT_IDS.slice(0, 12), null));
    renderWithProviders(<AppLayout />, { route: '/dashboard' });
    await waitFor(() => expect(within(achievementLinks()[0] as HTMLElement).getByText('9+')).toBeInTheDocument());
    for (const link of achievementLinks()) expect(link).toHaveAccessibleName(/12 new achievements/);
  });

  it('is hidden when nothing is new, and goes when the rows are seen', async () => {
    const db = signInKeeper();
    const rows = earnedRows(db, ['firstLogin'], null);
    await db.achievements.bulkPut([...rows, ...earnedRows(db, ['firstLog'], 5)]);
    renderWithProviders(<AppLayout />, { route: '/dashboard' });
    await waitFor(() => expect(achievementLinks()[0]).toHaveAccessibleName(/1 new achievement$/));
    await db.achievements.update(rows[0]?.id ?? '', { seenAt: 10 });
    await waitFor(() => expect(achievementLinks()[0]).toHaveAccessibleName('Achievements'));
    // The sidebar and the bottom bar each render the badge: wait for both, not only the first.
    await waitFor(() => { for (const link of achievementLinks()) expect(within(link).queryByText('1')).not.toBeInTheDocument(); });
  });

  it('keeps five entries in the bottom bar, without the dashboard', () => {
    signInKeeper();
    renderWithProviders(<AppLayout />, { route: '/dashboard' });
    const [, bottomBar] = navs();
    const names = within(bottomBar as HTMLElement).getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['Reminders', 'Inventory', 'Activity', 'Collections', 'Achievements']);
    expect(screen.getByRole('link', { name: 'HerpTrack home' })).toHaveAttribute('href', '/dashboard');
  });
});
