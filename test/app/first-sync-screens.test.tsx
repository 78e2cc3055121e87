/**
 * What the screens say while a device's first sync runs: the header never says "Synced" before
 * it knows, and counts what has arrived; the dashboard lists the animals that have arrived but
 * claims no rhythm from half their history ("still arriving"), then shows the real one.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardPage } from '../../app/features/dashboard/dashboard-page';
import { SyncStatus } from '../../app/features/sync-status/sync-status';
import { endSession } from '../../app/lib/session';
import { stopSync } from '../../app/lib/sync';
import { IDLE_PHASE, useSyncPhase } from '../../app/lib/sync/sync-phase';
import { rebuildReptileFacts } from '../../app/lib/db/reptile-facts';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => {
  stopSync();
  useSyncPhase.setState(IDLE_PHASE);
  endSession('user');
});

const indicator = () => screen.getByRole('button', { name: /^Sync status:/ });

describe('the sync indicator', () => {
  it('says "Checking…", not "Synced", until the device has answered, on a device that has synced', async () => {
    const db = signInKeeper();
    await db.meta.put({ key: 'status', lastSyncedAt: Date.now(), lastAttemptAt: Date.now(), error: null });
    renderWithProviders(<SyncStatus />);
    expect(indicator()).toHaveAccessibleName('Sync status: Checking…');
    await waitFor(() => expect(indicator()).toHaveAccessibleName('Sync status: Synced'));
  });

  it('goes from "Checking…" to the count of what has arrived on a new device, never "Synced"', async () => {
    signInKeeper();
    const names: string[] = [];
    renderWithProviders(<SyncStatus />);
    names.push(indicator().getAttribute('aria-label') ?? '');
    act(() => useSyncPhase.setState({ firstSync: true, received: 12_400, remaining: 18_200 }));
    await waitFor(() => expect(indicator()).toHaveAccessibleName('Sync status: Downloading 12,400 of 30,600'));
    names.push(indicator().getAttribute('aria-label') ?? '');
    expect(names).toEqual(['Sync status: Checking…', 'Sync status: Downloading 12,400 of 30,600']);
  });
});

describe('the dashboard during the first sync', () => {
  it('lists the animals but says the collection is still arriving, then shows the real rhythm', async () => {
    const db = signInKeeper();
    const late = syncedReptile(db, { name: 'Late', species: 'Corn snake', feedingIntervalDays: 7 });
    await db.reptiles.put(late);
    // Half a history: the one meal here is long ago; the recent ones have not arrived yet.
    await db.feedingLogs.put({
      id: uuidv7(), userId: db.userId, reptileId: late.id, date: addDays(todayIn(), -700), outcome: 'ate', notes: null, version: 3, updatedAt: 1, deleted: false,
      source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 12 }] },
    });
    await rebuildReptileFacts(db);
    useSyncPhase.setState({ firstSync: true, received: 12_400, remaining: 18_200 });
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    const notice = await screen.findByRole('region', { name: 'Your collection is still arriving' });
    expect(notice).toHaveTextContent('12,400 of 30,600 records so far.');
    const card = (await screen.findByRole('heading', { name: 'Late' })).closest<HTMLElement>('.mantine-Card-root') as HTMLElement;
    expect(card).toHaveTextContent('Its history is still arriving');
    expect(card).not.toHaveTextContent(/Overdue|Last fed/);
    expect(screen.queryByRole('region', { name: 'Due for a meal' })).toBeNull();
    // The keeper can still log a feeding meanwhile.
    expect(within(card).getByRole('button', { name: 'Log feeding for Late' })).toBeEnabled();

    act(() => useSyncPhase.setState(IDLE_PHASE));
    await waitFor(() => expect(card).toHaveTextContent(/Overdue \d+ days/));
    expect(screen.queryByRole('region', { name: 'Your collection is still arriving' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Due for a meal' })).toBeInTheDocument();
  });
});
