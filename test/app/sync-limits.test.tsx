/**
 * The server's per-account sync limits as the keeper meets them: the engine holds its pushes for
 * as long as the server's Retry-After says (nothing is sent meanwhile, whatever triggers a sync)
 * and syncs by itself once the wait is over; the header and panel say why, in the keeper's
 * language. A create refused for the per-account row limit shows that limit in their numbers.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SyncPanel } from '../../app/features/sync-status/sync-panel';
import { SyncStatus } from '../../app/features/sync-status/sync-status';
import { deriveKind, useSyncStatus } from '../../app/features/sync-status/use-sync-status';
import { endSession } from '../../app/lib/session';
import { scheduleSync, startSync, stopSync, syncNow } from '../../app/lib/sync';
import { mutateIn } from '../../app/lib/sync/mutate';
import type { StatusMeta, UserDb } from '../../app/lib/db';
import { SYNCED_TABLES } from '../../shared/sync/tables';
import type { PullResponse } from '../../shared/sync/protocol';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper } from '../helpers/keeper';
import { json, stubFetch } from '../helpers/session-fixtures';

afterEach(() => {
  stopSync();
  endSession('user');
  vi.unstubAllGlobals();
});

function Panel({ db }: { db: UserDb }) {
  const status = useSyncStatus();
  return <SyncPanel db={db} status={status} />;
}

const emptyPage = (lastMutationId: number): PullResponse => ({
  cookie: 1, reset: false, hasMore: false, lastMutationId, rejections: [],
  changes: Object.fromEntries(SYNCED_TABLES.map((t) => [t, []])) as unknown as PullResponse['changes'],
});

async function waitingChange(db: UserDb) {
  await mutateIn(db, 'reptile.create.v1', { id: uuidv7(), name: 'Spike', species: 'Pogona vitticeps' });
}

const limited = (error: 'rate-limited' | 'too-many-devices', retryAt: number): StatusMeta =>
  ({ key: 'status', lastSyncedAt: null, lastAttemptAt: Date.now(), error, retryAt });

describe('the engine under a sync limit', () => {
  it('sends nothing until Retry-After has passed, then syncs by itself', async () => {
    const db = signInKeeper();
    await waitingChange(db);
    let refuse = true;
    const { calls } = stubFetch((c) => {
      if (c.path === '/api/sync/pull') return json(200, emptyPage(refuse ? 0 : 2));
      return refuse
        ? json(429, { error: 'sync-rate-limited', message: 'Too many sync requests from this account.' }, { 'retry-after': '1' })
        : json(200, { lastMutationId: 2, results: [{ id: 1, status: 'applied' }, { id: 2, status: 'applied' }] });
    });
    const pushes = () => calls.filter((c) => c.path === '/api/sync/push').length;
    startSync(db.userId);
    await expect.poll(async () => (await db.getMeta('status')).error).toBe('rate-limited');
    expect(pushes()).toBe(1);

    // "Sync now", a write's debounced sync: answered from the recorded wait, no request.
    expect(await syncNow()).toBe('rate-limited');
    await waitingChange(db);
    scheduleSync(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toHaveLength(1);
    expect(await db.outbox.count()).toBe(2);

    refuse = false;
    await expect.poll(() => pushes(), { timeout: 4000 }).toBe(2);
    await expect.poll(async () => (await db.getMeta('status')).error).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/api/sync/push', '/api/sync/push', '/api/sync/pull']);
    expect(calls[1]?.body).toMatchObject({ mutations: [{ id: 1 }, { id: 2 }] });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('what the keeper is told', () => {
  it.each([
    [{ online: true, waiting: 2, refused: 0, error: 'rate-limited' }, 'waiting'],
    [{ online: true, waiting: 2, refused: 0, error: 'too-many-devices' }, 'waiting'],
    [{ online: false, waiting: 2, refused: 0, error: 'rate-limited' }, 'offline'],
    [{ online: true, waiting: 2, refused: 1, error: 'too-many-devices' }, 'problems'],
  ] as const)('%o is %s: the changes just wait', (input, kind) => {
    expect(deriveKind(input)).toBe(kind);
  });

  it('says the account sent too many requests, when the next try is, and holds "Sync now" until then', async () => {
    const db = signInKeeper();
    await waitingChange(db);
    const retryAt = Date.now() + 40_000;
    await db.meta.put(limited('rate-limited', retryAt));
    renderWithProviders(<><SyncStatus /><Panel db={db} /></>);
    expect(await screen.findByRole('button', { name: 'Sync status: 1 change waiting' })).toBeInTheDocument();
    expect(await screen.findByText(/too many sync requests in a short time/)).toBeInTheDocument();
    const time = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(retryAt);
    expect(screen.getByText(`Next try: ${time}`)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Sync now' }).at(-1)).toBeDisabled();
  });

  it('says the account started syncing on too many new devices, in Bulgarian too', async () => {
    const db = signInKeeper();
    await waitingChange(db);
    await db.meta.put(limited('too-many-devices', Date.now() + 86_400_000));
    const en = renderWithProviders(<Panel db={db} />);
    expect(await screen.findByText(/too many new devices today/)).toBeInTheDocument();
    en.unmount();
    renderWithProviders(<Panel db={db} />, { lng: 'bg' });
    expect(await screen.findByText(/твърде много нови устройства/)).toBeInTheDocument();
    expect(screen.getByText(/^Следващ опит:/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Синхронизирай сега' })).toBeDisabled();
  });

  it('lets "Sync now" go once the wait is over, with nothing else changing', async () => {
    const db = signInKeeper();
    await waitingChange(db);
    await db.meta.put(limited('rate-limited', Date.now() + 500));
    renderWithProviders(<Panel db={db} />);
    expect(await screen.findByText(/^Next try/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sync now' })).toBeEnabled(), { timeout: 3000 });
    expect(screen.queryByText(/^Next try/)).not.toBeInTheDocument();
    expect(screen.getByText(/too many sync requests/)).toBeInTheDocument();
  });

  it('ignores a recorded wait further off than the server ever asks (the device clock went back)', async () => {
    const db = signInKeeper();
    await waitingChange(db);
    await db.meta.put(limited('rate-limited', Date.now() + 30 * 86_400_000));
    renderWithProviders(<Panel db={db} />);
    expect(await screen.findByText(/too many sync requests/)).toBeInTheDocument();
    expect(screen.queryByText(/^Next try/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeEnabled();
  });

  it.each([
    ['en', /This account already holds 100,000 records of this kind/, 'delete records you no longer need'],
    ['bg', /Този профил вече съдържа 100\s000 записа от този вид/, 'изтрийте записи'],
  ] as const)('shows a create refused for the row limit with the limit in the keeper’s numbers (%s)', async (lng, reason, way) => {
    const db = signInKeeper();
    const args = { id: uuidv7(), name: 'Olive', species: 'Morelia viridis' };
    await db.rejections.put({ mutationId: 9, name: 'reptile.create.v1', args, code: 'row-limit', message: 'At most 100000 records of this kind per account.', params: { limit: 100_000 }, createdAt: Date.now(), rejectedAt: Date.now() });
    renderWithProviders(<Panel db={db} />, { lng });
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent(reason);
    expect(card).toHaveTextContent(way);
    expect(card).not.toHaveTextContent('At most');
    expect(within(card).getAllByRole('button').length).toBeGreaterThan(1);
  });
});
