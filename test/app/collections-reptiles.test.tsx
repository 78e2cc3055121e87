/**
 * Collections where the keeper meets them with their reptiles, on a real local database: the
 * reptile form's optional "Collection" (only active ones offered, the current one shown even when
 * read-only, clearable), and the dashboard narrowed to one collection from a select or a link.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardPage } from '../../app/features/dashboard/dashboard-page';
import { AddReptilePage } from '../../app/features/reptiles/add-reptile-page';
import { EditReptilePage } from '../../app/features/reptiles/edit-reptile-page';
import { ReptileDetailsPage } from '../../app/pages/reptile-details/reptile-details-page';
import type { UserDb } from '../../app/lib/db';
import { BASIC_CLAIMS, endSession, useSession } from '../../app/lib/session';
import type { SyncedRowOf } from '../../shared/sync/tables';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

type Collection = SyncedRowOf<'collections'>;

function premiumKeeper(): UserDb {
  const db = signInKeeper({ tier: 'HerpPlus' });
  useSession.getState().setClaims({ ...BASIC_CLAIMS, isPremium: true, premiumTier: 'HerpPlus', collectionLimit: 3 });
  return db;
}

const collection = (db: UserDb, over: Partial<Collection> = {}): Collection =>
  ({ id: uuidv7(), userId: db.userId, name: 'Breeders', description: null, state: 'active', version: 3, updatedAt: 1, deleted: false, ...over });

function App() {
  return (
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/reptiles/add" element={<AddReptilePage />} />
      <Route path="/reptiles/:id" element={<ReptileDetailsPage />} />
      <Route path="/reptiles/:id/edit" element={<EditReptilePage />} />
    </Routes>
  );
}

const collectionSelect = () => screen.findByRole('combobox', { name: /^Collection/ });

async function choose(label: RegExp, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the reptile form\'s collection', () => {
  it('is not there for a keeper without collections, and a new reptile then carries none', async () => {
    const db = signInKeeper();
    renderWithProviders(<App />, { route: '/reptiles/add' });
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Spike');
    await userEvent.type(screen.getByLabelText(/^Species/), 'Pogona vitticeps');
    expect(screen.queryByRole('combobox', { name: /^Collection/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save reptile' }));
    await screen.findByRole('heading', { level: 1, name: 'Spike' });
    const [entry] = await db.outbox.toArray();
    expect(entry?.args).not.toHaveProperty('collectionId');
  });

  it('offers the active collections only, and a new reptile is stored in the one chosen', async () => {
    const db = premiumKeeper();
    const breeders = collection(db, { name: 'Breeders' });
    await db.collections.bulkPut([breeders, collection(db, { name: 'Old rack', state: 'read-only' })]);
    renderWithProviders(<App />, { route: '/reptiles/add' });
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Nagini');
    await userEvent.type(screen.getByLabelText(/^Species/), 'Python regius');
    await userEvent.click(await collectionSelect());
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Breeders']);
    await userEvent.click(screen.getByRole('option', { name: 'Breeders' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save reptile' }));
    await screen.findByRole('heading', { level: 1, name: 'Nagini' });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: 'reptile.create.v1', args: { name: 'Nagini', collectionId: breeders.id } });
    const [stored] = await db.reptiles.toArray();
    expect(stored?.collectionId).toBe(breeders.id);
  });

  it('shows a read-only current collection as such, and clearing it sends only that', async () => {
    const db = premiumKeeper();
    const old = collection(db, { name: 'Old rack', state: 'read-only' });
    await db.collections.bulkPut([old, collection(db, { name: 'Breeders' })]);
    const nagini = syncedReptile(db, { name: 'Nagini', collectionId: old.id });
    await db.reptiles.put(nagini);
    renderWithProviders(<App />, { route: `/reptiles/${nagini.id}/edit` });
    await waitFor(async () => expect(await collectionSelect()).toHaveValue('Old rack (read-only)'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove from the collection' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { level: 1, name: 'Nagini' });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: 'reptile.update.v1', args: { id: nagini.id, patch: { collectionId: null } } });
    expect(Object.keys((entry?.args as { patch: object }).patch)).toEqual(['collectionId']);
    expect((await db.reptiles.get(nagini.id))?.collectionId).toBeNull();
  });

  it('an edit of another field leaves the collection out of the patch', async () => {
    const db = premiumKeeper();
    const breeders = collection(db);
    await db.collections.put(breeders);
    const nagini = syncedReptile(db, { name: 'Nagini', collectionId: breeders.id });
    await db.reptiles.put(nagini);
    renderWithProviders(<App />, { route: `/reptiles/${nagini.id}/edit` });
    await waitFor(async () => expect(await collectionSelect()).toHaveValue('Breeders'));
    await userEvent.type(screen.getByLabelText('Notes'), 'calm');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { level: 1, name: 'Nagini' });
    const [entry] = await db.outbox.toArray();
    expect(Object.keys((entry?.args as { patch: object }).patch)).toEqual(['notes']);
  });
});

describe('the dashboard by collection', () => {
  async function keeperWithCollections() {
    const db = premiumKeeper();
    const breeders = collection(db, { name: 'Breeders' });
    const display = collection(db, { name: 'Display' });
    await db.collections.bulkPut([breeders, display]);
    await db.reptiles.bulkPut([
      syncedReptile(db, { name: 'Nagini', collectionId: breeders.id }),
      syncedReptile(db, { name: 'Kaa', collectionId: breeders.id }),
      syncedReptile(db, { name: 'Rex', collectionId: display.id }),
      syncedReptile(db, { name: 'Spike', collectionId: null }),
    ]);
    return { db, breeders, display };
  }
  const cardNames = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent).filter((n) => ['Nagini', 'Kaa', 'Rex', 'Spike'].includes(n ?? ''));

  it('shows all reptiles with their collection\'s name, then only the chosen collection\'s', async () => {
    await keeperWithCollections();
    renderWithProviders(<App />, { route: '/dashboard' });
    await screen.findByRole('heading', { name: 'Spike' });
    expect(await screen.findByRole('combobox', { name: 'Show' })).toHaveValue('All reptiles');
    expect(cardNames()).toEqual(['Kaa', 'Nagini', 'Rex', 'Spike']);
    const nagini = (await screen.findByRole('heading', { name: 'Nagini' })).closest<HTMLElement>('.mantine-Card-root') as HTMLElement;
    expect(within(nagini).getByText('Collection: Breeders')).toBeInTheDocument();

    await choose(/^Show/, 'Breeders');
    await waitFor(() => expect(cardNames()).toEqual(['Kaa', 'Nagini']));
    await choose(/^Show/, 'All reptiles');
    await waitFor(() => expect(cardNames()).toEqual(['Kaa', 'Nagini', 'Rex', 'Spike']));
  });

  it('opens narrowed from a link, and a link to a collection that is gone shows everyone', async () => {
    const { display } = await keeperWithCollections();
    const first = renderWithProviders(<App />, { route: `/dashboard?collection=${display.id}` });
    await screen.findByRole('heading', { name: 'Rex' });
    await waitFor(() => expect(cardNames()).toEqual(['Rex']));
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('Display');
    first.unmount();

    renderWithProviders(<App />, { route: `/dashboard?collection=${uuidv7()}` });
    await screen.findByRole('heading', { name: 'Spike' });
    expect(cardNames()).toEqual(['Kaa', 'Nagini', 'Rex', 'Spike']);
  });

  it('says so when the chosen collection has no reptiles yet', async () => {
    const db = premiumKeeper();
    const empty = collection(db, { name: 'Empty' });
    await db.collections.put(empty);
    await db.reptiles.put(syncedReptile(db, { name: 'Spike' }));
    renderWithProviders(<App />, { route: `/dashboard?collection=${empty.id}` });
    expect(await screen.findByText(/No reptiles in this collection yet/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Spike' })).not.toBeInTheDocument();
  });

  it('has no filter for a keeper without collections', async () => {
    const db = signInKeeper();
    await db.reptiles.put(syncedReptile(db, { name: 'Spike' }));
    renderWithProviders(<App />, { route: '/dashboard' });
    await screen.findByRole('heading', { name: 'Spike' });
    expect(screen.queryByRole('combobox', { name: 'Show' })).not.toBeInTheDocument();
  });
});
