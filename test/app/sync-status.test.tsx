/**
 * The sync status indicator and panel, on a real local database: a refused change is shown with
 * what the keeper typed, why (in their language) and what they can do about it.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncPanel } from '../../app/features/sync-status/sync-panel';
import { SyncStatus } from '../../app/features/sync-status/sync-status';
import { confirmSignOut, useSignOutGuard } from '../../app/features/sync-status/sign-out-guard-store';
import { deriveKind, useSyncStatus } from '../../app/features/sync-status/use-sync-status';
import { endSession } from '../../app/lib/session';
import { startSync, stopSync } from '../../app/lib/sync';
import { mutateIn } from '../../app/lib/sync/mutate';
import type { UserDb } from '../../app/lib/db';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => {
  stopSync();
  endSession('user');
});

async function refuseSixth(db: UserDb) {
  const args = { id: uuidv7(), name: 'Olive', species: 'Morelia viridis', sex: 'female' as const, weightGrams: 900, lengthCm: null, notes: 'bought at the expo' };
  await db.rejections.put({ mutationId: 6, name: 'reptile.create.v1', args, code: 'plan-limit-reptiles', message: 'The Basic plan allows 5 reptiles.', createdAt: Date.now(), rejectedAt: Date.now() });
  return args;
}

function Panel({ db }: { db: UserDb }) {
  const status = useSyncStatus();
  return <SyncPanel db={db} status={status} />;
}

describe('sync status', () => {
  it.each([
    [{ online: true, waiting: 0, refused: 0, error: null }, 'synced'],
    [{ online: true, waiting: 3, refused: 0, error: null }, 'waiting'],
    [{ online: true, waiting: 3, refused: 0, error: 'server' }, 'waiting'],
    [{ online: false, waiting: 0, refused: 0, error: null }, 'offline'],
    [{ online: true, waiting: 2, refused: 0, error: 'offline' }, 'offline'],
    [{ online: false, waiting: 2, refused: 1, error: null }, 'problems'],
    [{ online: true, waiting: 0, refused: 0, error: 'update-required' }, 'problems'],
    [{ online: true, waiting: 0, refused: 0, error: 'storage-full' }, 'problems'],
    [{ online: true, waiting: 0, refused: 0, error: null, neverSynced: true }, 'downloading'],
    [{ online: true, waiting: 2, refused: 0, error: null, neverSynced: true }, 'waiting'],
    [{ online: false, waiting: 0, refused: 0, error: null, neverSynced: true }, 'offline'],
    [{ online: true, waiting: 0, refused: 0, error: 'server', neverSynced: true }, 'downloading'],
  ] as const)('%o is %s', (input, kind) => {
    expect(deriveKind(input)).toBe(kind);
  });

  it('counts waiting changes in the header', async () => {
    const db = signInKeeper();
    for (const name of ['A', 'B', 'C']) await mutateIn(db, 'reptile.create.v1', { id: uuidv7(), name, species: 'Pogona vitticeps' });
    renderWithProviders(<SyncStatus />);
    expect(await screen.findByRole('button', { name: /Sync status: 3 changes waiting/ })).toBeInTheDocument();
  });

  it('shows a refused reptile with what was typed, in the keeper’s units, with the reason and the ways forward', async () => {
    const db = signInKeeper({ weightUnit: 'oz' });
    await db.reptiles.bulkPut(Array.from({ length: 5 }, (_, i) => syncedReptile(db, { name: `R${i}` })));
    await refuseSixth(db);
    renderWithProviders(<Panel db={db} />);
    const card = await screen.findByRole('article', { name: 'New reptile: Olive' });
    expect(card).toHaveTextContent(/reptile limit was already reached/);
    const entered = within(card).getByLabelText('What you entered');
    expect(entered).toHaveTextContent('Morelia viridis');
    expect(entered).toHaveTextContent('31.7 oz');
    expect(entered).toHaveTextContent('bought at the expo');
    expect(within(card).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', expect.stringMatching(/^\/repticoins/));
    // Still 5 of 5 here: retrying now would only be refused again.
    expect(within(card).getByRole('button', { name: 'Retry' })).toBeDisabled();
    expect(card).toHaveTextContent('Delete a reptile to free a slot');
    expect(within(card).getByRole('button', { name: 'Copy as JSON' })).toBeEnabled();
  });

  it('retries once a slot is free: queued again as typed, and the rejection goes', async () => {
    const db = signInKeeper();
    const five = Array.from({ length: 5 }, (_, i) => syncedReptile(db, { name: `R${i}` }));
    await db.reptiles.bulkPut(five);
    const args = await refuseSixth(db);
    renderWithProviders(<Panel db={db} />);
    const card = await screen.findByRole('article', { name: 'New reptile: Olive' });
    await act(() => db.reptiles.delete(five[0]?.id ?? ''));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Retry' })).toBeEnabled());
    await userEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect(await db.rejections.count()).toBe(0));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: 'reptile.create.v1', args: { ...args, lengthCm: null } });
    expect(await db.reptiles.get(args.id)).toMatchObject({ name: 'Olive', version: 0 });
  });

  it('discards only after the keeper confirms', async () => {
    const db = signInKeeper();
    await refuseSixth(db);
    renderWithProviders(<Panel db={db} />);
    const card = await screen.findByRole('article', { name: 'New reptile: Olive' });
    await userEvent.click(within(card).getByRole('button', { name: 'Discard' }));
    expect(await db.rejections.count()).toBe(1);
    expect(card).toHaveTextContent('It exists only on this device');
    await userEvent.click(within(card).getByRole('button', { name: 'Discard it' }));
    await waitFor(async () => expect(await db.rejections.count()).toBe(0));
  });

  it('logs a feeding refused for stock without deducting, as the keeper typed it, in one tap', async () => {
    const db = signInKeeper();
    const reptileId = uuidv7();
    const feederId = uuidv7();
    const args = { id: uuidv7(), reptileId, date: '2026-11-20', outcome: 'ate', notes: 'thawed two', source: { kind: 'inventory', feederId, quantity: 2, deductFromInventory: true } };
    await db.rejections.put({ mutationId: 3, name: 'feedingLog.create.v1', args, code: 'insufficient-stock', message: 'Only 1 left.', params: { available: 1 }, createdAt: Date.now(), rejectedAt: Date.now() });
    renderWithProviders(<Panel db={db} />);
    const card = await screen.findByRole('article', { name: 'New feeding' });
    expect(card).toHaveTextContent('Only 1 left in stock');
    expect(card).toHaveTextContent('Ate');
    expect(card).toHaveTextContent('2 from the inventory');
    expect(card).not.toHaveTextContent(feederId);
    await userEvent.click(within(card).getByRole('button', { name: 'Log it without deducting' }));
    await waitFor(async () => expect(await db.rejections.count()).toBe(0));
    const [entry] = await db.outbox.toArray();
    expect(entry?.name).toBe('feedingLog.create.v1');
    expect(entry?.args).toMatchObject({ reptileId, date: '2026-11-20', notes: 'thawed two', source: { kind: 'inventory', feederId, quantity: 2, deductFromInventory: false } });
    expect((entry?.args as { id: string }).id).not.toBe(args.id);
  });

  it("shows a removed member's feeding of a household animal by the animal's name, with what was typed, the reason and a copy (issue 27)", async () => {
    const db = signInKeeper();
    // The household's rows have left the device: the name was recorded when the change was refused.
    const args = { id: uuidv7(), reptileId: uuidv7(), date: '2026-11-20', outcome: 'ate', notes: 'ate well', source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] } };
    await db.rejections.put({ mutationId: 7, name: 'feedingLog.create.v1', args, code: 'membership-ended', message: 'membership ended', createdAt: Date.now(), rejectedAt: Date.now(), reptileName: 'Nagini' });
    renderWithProviders(<Panel db={db} />);
    const card = await screen.findByRole('article', { name: 'New feeding: Nagini' });
    expect(card).toHaveTextContent('You are no longer a member of this shared collection');
    expect(card).toHaveTextContent('Copy what you entered and send it to the collection');
    expect(card).toHaveTextContent('ate well');
    expect(within(card).getByRole('button', { name: 'Copy as JSON' })).toBeInTheDocument();
  });

  it('shows a refused task change in words: its type and how often it repeats', async () => {
    const db = signInKeeper();
    const args = { id: uuidv7(), patch: { taskType: 'cleaning', frequency: { kind: 'weeks', every: 2 } } };
    await db.rejections.put({ mutationId: 4, name: 'reminder.update.v1', args, code: 'not-found', message: 'gone', createdAt: Date.now(), rejectedAt: Date.now() });
    renderWithProviders(<Panel db={db} />);
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('Cleaning');
    expect(card).toHaveTextContent('Every 2 weeks');
    expect(card).not.toHaveTextContent('"kind"');
  });

  it('speaks Bulgarian', async () => {
    const db = signInKeeper();
    await refuseSixth(db);
    renderWithProviders(<Panel db={db} />, { lng: 'bg' });
    const card = await screen.findByRole('article', { name: 'Ново влечуго: Olive' });
    expect(card).toHaveTextContent('Лимитът на влечугите в плана');
    expect(within(card).getByRole('button', { name: 'Копирай като JSON' })).toBeInTheDocument();
  });
});

describe('sign-out with unsynced changes', () => {
  it('lets sign-out go ahead at once when nothing is waiting', async () => {
    const db = signInKeeper();
    startSync(db.userId);
    await expect(confirmSignOut()).resolves.toBe(true);
  });

  it('warns and waits for the keeper’s choice', async () => {
    const db = signInKeeper();
    await mutateIn(db, 'reptile.create.v1', { id: uuidv7(), name: 'Unsynced', species: 'Pogona vitticeps' });
    await refuseSixth(db);
    startSync(db.userId);
    renderWithProviders(<SyncStatus />);
    let answer = confirmSignOut();
    const dialog = await screen.findByRole('dialog', { name: 'Sign out with unsynced changes?' });
    expect(dialog).toHaveTextContent('1 change has not reached the server yet.');
    expect(dialog).toHaveTextContent('1 change was refused by the server');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await expect(answer).resolves.toBe(false);

    answer = confirmSignOut();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out and discard them' }));
    await expect(answer).resolves.toBe(true);
    expect(useSignOutGuard.getState().open).toBe(false);
  });
});
