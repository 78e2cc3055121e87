/**
 * An animal that went to a buyer stays with the seller as a read-only copy (issue 18): its page
 * says so (with the buyer when the sale's row is on the device), offers no edit of the profile or
 * its logs but keeps export and delete; the dashboard lists it apart, and it takes none of the
 * plan's room on this device.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import type { TransferView } from '../../shared/api/transfers';
import { DashboardPage } from '../../app/features/dashboard/dashboard-page';
import { ReptileDetailsPage } from '../../app/pages/reptile-details/reptile-details-page';
import type { UserDb } from '../../app/lib/db';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

const SOLD_AT = Date.UTC(2031, 2, 14, 12);

async function soldReptile(db: UserDb, name = 'Nagini') {
  const reptile = syncedReptile(db, { name, transferredAt: SOLD_AT });
  await db.reptiles.put(reptile);
  await db.sheddingLogs.put({ id: uuidv7(), userId: db.userId, reptileId: reptile.id, date: '2031-02-01', complete: true, observations: 'In one piece', version: 1, updatedAt: 1, deleted: false });
  await db.growthLogs.put({ id: uuidv7(), userId: db.userId, reptileId: reptile.id, date: '2031-02-02', weightGrams: 900, lengthCm: null, notes: null, version: 1, updatedAt: 1, deleted: false });
  return reptile;
}

function openPage(id: string, tab = '', lng: 'en' | 'bg' = 'en') {
  renderWithProviders(<Routes><Route path="/reptiles/:id" element={<ReptileDetailsPage />} /></Routes>, { route: `/reptiles/${id}${tab}`, lng });
}

describe('the read-only copy of a sold animal', () => {
  it('says when it went, and offers no edit but keeps the care card, export and delete', async () => {
    const db = signInKeeper();
    const reptile = await soldReptile(db);
    openPage(reptile.id);
    expect(await screen.findByText('Sold or given away on Mar 14, 2031: this is your read-only copy.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Nagini' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Report for the vet', 'Care card', 'Export JSON', 'Export CSVOne ZIP archive, a file per kind of record', 'Delete']);
  });

  it('names the buyer when the sale is on the device', async () => {
    const db = signInKeeper();
    const reptile = await soldReptile(db);
    const sale: TransferView = { id: uuidv7(), reptileId: reptile.id, reptileName: 'Nagini', buyerEmail: 'buyer@example.com', priceCents: 15000, currency: 'EUR',
      soldOn: '2031-03-12', note: null, status: 'accepted', expiresAt: SOLD_AT + 86_400_000, decidedAt: SOLD_AT };
    await db.transfers.put({ ...sale, userId: db.userId, version: 3, updatedAt: SOLD_AT, deleted: false });
    openPage(reptile.id, '', 'bg');
    expect(await screen.findByText('Продадено или подарено на buyer@example.com на 12.03.2031 г.: това е вашето копие само за преглед.')).toBeInTheDocument();
  });

  it('lists its logs with no form, no edit and no delete', async () => {
    const db = signInKeeper();
    const reptile = await soldReptile(db);
    openPage(reptile.id, '?tab=shedding');
    expect(await screen.findByText('In one piece')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) the entry/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add entry' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Growth' }));
    expect(await screen.findByText('900 g')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete)/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add a growth entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add entry' })).not.toBeInTheDocument();
  });

  it('keeps the forms of a live animal', async () => {
    const db = signInKeeper();
    const reptile = syncedReptile(db, { name: 'Rex' });
    await db.reptiles.put(reptile);
    await db.sheddingLogs.put({ id: uuidv7(), userId: db.userId, reptileId: reptile.id, date: '2031-02-01', complete: true, observations: 'In one piece', version: 1, updatedAt: 1, deleted: false });
    openPage(reptile.id, '?tab=shedding');
    expect(await screen.findByText('In one piece')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^(Edit|Delete) the entry/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add entry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
  });
});

describe('the dashboard', () => {
  it('lists sold animals apart, at the end, and counts only the others toward the plan', async () => {
    const db = signInKeeper();
    await db.reptiles.put(syncedReptile(db, { name: 'Rex' }));
    await soldReptile(db, 'Apollo');
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByText('1 of 5 reptiles on Basic')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Sold and given away' });
    expect(within(section).getByText('Apollo')).toBeInTheDocument();
    expect(within(section).queryByText('Rex')).not.toBeInTheDocument();
    const lists = screen.getAllByRole('list').filter((list) => list.classList.contains('reptile-grid'));
    expect(within(lists[0] as HTMLElement).getByText('Rex')).toBeInTheDocument();
    expect(within(lists[0] as HTMLElement).queryByText('Apollo')).not.toBeInTheDocument();
  });
});
