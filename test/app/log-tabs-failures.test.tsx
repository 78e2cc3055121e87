/**
 * When the device refuses a write (a full disk), the log tabs say so where the keeper acted and
 * keep what they were doing: the delete dialog stays open with the storage message, a failed
 * "Mark resolved" shows an alert, a failed add keeps the typed entry. The dashboard's quick
 * feeding says so in the feeding's own words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { ReptileDetailsPage } from '../../app/pages/reptile-details/reptile-details-page';
import { DashboardPage } from '../../app/features/dashboard/dashboard-page';
import { endSession } from '../../app/lib/session';
import type * as Sync from '../../app/lib/sync';
import type { UserDb } from '../../app/lib/db';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

const full = vi.hoisted(() => ({ on: false, broken: false }));
vi.mock('../../app/lib/sync', async (importOriginal) => {
  const actual = await importOriginal<typeof Sync>();
  return {
    ...actual,
    mutate: (...args: Parameters<typeof actual.mutate>) => (full.on ? Promise.reject(new actual.StorageFullError())
      : full.broken ? Promise.reject(new Error('the device refused')) : actual.mutate(...args)),
  };
});

afterEach(() => {
  full.on = false;
  full.broken = false;
  endSession('user');
});

const STORAGE_FULL = 'This device is out of storage space. Free some space and try again.';

async function openHealth(db: UserDb) {
  const reptile = syncedReptile(db);
  await db.reptiles.put(reptile);
  await db.healthLogs.put({ id: uuidv7(), userId: db.userId, reptileId: reptile.id, date: '2026-02-01', issue: 'Mouth rot', severity: null, treatment: null,
    notes: null, status: 'ongoing', resolvedDate: null, version: 2, updatedAt: 1, deleted: false });
  renderWithProviders(<Routes><Route path="/reptiles/:id" element={<ReptileDetailsPage />} /></Routes>, { route: `/reptiles/${reptile.id}?tab=health` });
  await screen.findByRole('listitem');
}

describe('a full device', () => {
  it('is named in the delete dialog, which stays open', async () => {
    const db = signInKeeper();
    await openHealth(db);
    full.on = true;
    await userEvent.click(screen.getByRole('button', { name: 'Delete the entry of Mouth rot (Feb 1, 2026)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this health entry?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete entry' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(STORAGE_FULL);
    expect(await db.healthLogs.count()).toBe(1);
  });

  it('is named when "Mark resolved" cannot be stored', async () => {
    const db = signInKeeper();
    await openHealth(db);
    full.on = true;
    await userEvent.click(screen.getByRole('button', { name: /^Mark Mouth rot/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STORAGE_FULL);
    expect((await db.healthLogs.toArray())[0]?.status).toBe('ongoing');
  });

  it('keeps a new entry typed in the form', async () => {
    const db = signInKeeper();
    await openHealth(db);
    full.on = true;
    await userEvent.type(screen.getByLabelText(/^Issue/), 'Retained eye cap');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STORAGE_FULL);
    expect(screen.getByLabelText(/^Issue/)).toHaveValue('Retained eye cap');
    full.on = false;
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    await waitFor(async () => expect(await db.healthLogs.count()).toBe(2));
    expect(screen.getByLabelText(/^Issue/)).toHaveValue('');
  });
});

describe('the dashboard\'s quick feeding', () => {
  it('names a refused save in the feeding\'s words, not the growth entry\'s', async () => {
    const db = signInKeeper();
    await db.reptiles.put(syncedReptile(db, { name: 'Rex' }));
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    const open = await screen.findByRole('button', { name: 'Log feeding for Rex' });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Log a feeding for Rex' });
    await userEvent.type(within(dialog).getByLabelText(/Food item/), 'Cricket');
    await userEvent.type(within(dialog).getByLabelText(/Size per item/), '2');
    full.broken = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log feeding' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The change could not be saved on this device. Try again.');
    full.broken = false;
    full.on = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log feeding' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(STORAGE_FULL));
    expect(await db.outbox.count()).toBe(0);
  });
});
