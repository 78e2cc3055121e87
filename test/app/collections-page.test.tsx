/**
 * /collections on a real local database: create (the shared schema's message by the name), the
 * plan's limit before it is hit, the pick of active collections when the plan allows fewer than
 * exist (at least one, at most the limit, in words), read-only collections that cannot be edited
 * but can be deleted, and a deletion that keeps the reptiles. Every write goes through the outbox.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { CollectionsPage } from '../../app/features/collections/collections-page';
import type { UserDb } from '../../app/lib/db';
import { BASIC_CLAIMS, endSession, useSession } from '../../app/lib/session';
import type { PremiumTier } from '../../shared/plans';
import type { SyncedRowOf } from '../../shared/sync/tables';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

type Collection = SyncedRowOf<'collections'>;

/** A keeper on a premium plan, with the claims the server gives it (HerpPlus 3, HerpPro 100). */
function premiumKeeper(tier: PremiumTier = 'HerpPlus', collectionLimit = tier === 'HerpPro' ? 100 : 3): UserDb {
  const db = signInKeeper({ tier });
  useSession.getState().setClaims({ ...BASIC_CLAIMS, isPremium: true, premiumTier: tier, collectionLimit });
  return db;
}

const collection = (db: UserDb, over: Partial<Collection> = {}): Collection =>
  ({ id: uuidv7(), userId: db.userId, name: 'Breeders', description: null, state: 'active', version: 3, updatedAt: 1, deleted: false, ...over });

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderPage(lng: 'en' | 'bg' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/collections" element={<CollectionsPage />} />
      <Route path="/dashboard" element={<Where />} />
    </Routes>,
    { route: '/collections', lng },
  );
}

const card = async (name: string) => screen.findByRole('listitem', { name });

describe('creating a collection', () => {
  it('needs a name, then is on the device at once and queued for the server', async () => {
    const db = premiumKeeper();
    renderPage();
    expect(await screen.findByText('No collections yet. Create one, then choose it in a reptile\'s form.')).toBeInTheDocument();
    expect(screen.getByText('0 of 3 collections on your plan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New collection' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create collection' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(await db.outbox.count()).toBe(0);

    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Breeders 2026');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Pairs for this season');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create collection' }));
    const created = await card('Breeders 2026');
    expect(created).toHaveTextContent('Pairs for this season');
    expect(created).toHaveTextContent('0 reptiles');
    expect(screen.getByText('1 of 3 collections on your plan')).toBeInTheDocument();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: 'collection.create.v1', args: { name: 'Breeders 2026', description: 'Pairs for this season' } });
  });

  it('counts the reptiles in each collection and links to the dashboard showing them', async () => {
    const db = premiumKeeper();
    const breeders = collection(db);
    await db.collections.put(breeders);
    await db.reptiles.bulkPut([
      syncedReptile(db, { name: 'Nagini', collectionId: breeders.id }),
      syncedReptile(db, { name: 'Kaa', collectionId: breeders.id }),
      syncedReptile(db, { name: 'Spike', collectionId: null }),
    ]);
    renderPage();
    const breedersCard = await card('Breeders');
    await waitFor(() => expect(breedersCard).toHaveTextContent('2 reptiles'));
    await userEvent.click(within(breedersCard).getByRole('link', { name: 'Show its reptiles (Breeders)' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(`/dashboard?collection=${breeders.id}`);
  });
});

describe('the plan limit', () => {
  it('at HerpPlus\'s 3, creating is off with the reason and a way to upgrade', async () => {
    const db = premiumKeeper('HerpPlus');
    await db.collections.bulkPut(['A', 'B', 'C'].map((name) => collection(db, { name })));
    renderPage();
    await card('C');
    const add = screen.getByRole('button', { name: 'New collection' });
    expect(add).toBeDisabled();
    expect(screen.getByText('Collection limit reached')).toBeInTheDocument();
    expect(add).toHaveAccessibleDescription(/Your plan allows 3 collections. Delete one to create another, or upgrade to HerpPro for up to 100./);
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/repticoins?returnPath=%2Fcollections');
  });

  it('below the limit, creating is on and no limit message shows', async () => {
    const db = premiumKeeper('HerpPlus');
    await db.collections.bulkPut(['A', 'B'].map((name) => collection(db, { name })));
    renderPage();
    await card('B');
    expect(screen.getByRole('button', { name: 'New collection' })).toBeEnabled();
    expect(screen.queryByText('Collection limit reached')).not.toBeInTheDocument();
  });

  it('says it in Bulgarian, without an upgrade on HerpPro', async () => {
    // The limit is the plan's (app/lib/plan): HerpPro's 100, all of them kept.
    const db = premiumKeeper('HerpPro');
    await db.collections.bulkPut(Array.from({ length: 100 }, (_, i) => collection(db, { name: `C${String(i).padStart(3, '0')}` })));
    renderPage('bg');
    await card('C099');
    expect(screen.getByRole('button', { name: 'Нова колекция' })).toBeDisabled();
    expect(screen.getByText('Достигнат е лимитът на колекциите')).toBeInTheDocument();
    expect(screen.getByText('Планът ви позволява 100 колекции. Изтрийте една, за да създадете друга.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Надградете плана' })).not.toBeInTheDocument();
  });
});

describe('when the plan allows fewer active collections than exist', () => {
  async function overTheLimit() {
    const db = premiumKeeper('HerpPlus');
    const rows = ['Alpha', 'Beta', 'Gamma', 'Delta'].map((name) => collection(db, { name, state: 'read-only' }));
    await db.collections.bulkPut(rows);
    renderPage();
    await card('Delta');
    return { db, rows };
  }

  it('says all are read-only until the keeper picks, and editing is off with the reason', async () => {
    await overTheLimit();
    expect(screen.getByText('Select your active collections')).toBeInTheDocument();
    expect(screen.getByText(/You have 4 collections, but your plan allows 3 active ones/)).toBeInTheDocument();
    const alpha = await card('Alpha');
    expect(within(alpha).getByText('Read-only')).toBeInTheDocument();
    const edit = within(alpha).getByRole('button', { name: 'Edit Alpha' });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription(/choose which collections stay active to edit it/);
    expect(within(alpha).getByRole('button', { name: 'Delete Alpha' })).toBeEnabled();
  });

  it('the pick keeps at least one and at most the limit, in words, then applies on the device and queues', async () => {
    const { db, rows } = await overTheLimit();
    await userEvent.click(screen.getByRole('button', { name: 'Choose active collections' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose active collections' });
    const save = within(dialog).getByRole('button', { name: 'Keep these active' });
    await userEvent.click(save);
    expect(await within(dialog).findByText('Choose at least one collection.')).toBeInTheDocument();

    for (const name of ['Alpha', 'Beta', 'Gamma', 'Delta']) await userEvent.click(within(dialog).getByRole('checkbox', { name }));
    await userEvent.click(save);
    expect(await within(dialog).findByText('Choose at most 3 collections: that is what your plan keeps active.')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Beta' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Delta' }));
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [entry] = await db.outbox.toArray();
    const byName = new Map(rows.map((r) => [r.name, r.id]));
    expect(entry?.name).toBe('collection.pickActive.v1');
    expect(new Set((entry?.args as { ids: string[] }).ids)).toEqual(new Set([byName.get('Alpha'), byName.get('Gamma')]));
    await waitFor(() => expect(screen.queryByText('Select your active collections')).not.toBeInTheDocument());
    expect(within(await card('Alpha')).getByRole('button', { name: 'Edit Alpha' })).toBeEnabled();
    expect(within(await card('Beta')).getByRole('button', { name: 'Edit Beta' })).toBeDisabled();
  });
});

describe('editing and deleting', () => {
  it('an edit sends only what changed', async () => {
    const db = premiumKeeper();
    const breeders = collection(db, { description: 'Pairs' });
    await db.collections.put(breeders);
    renderPage();
    await userEvent.click(within(await card('Breeders')).getByRole('button', { name: 'Edit Breeders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit collection' });
    const name = within(dialog).getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Breeders 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await card('Breeders 2026');
    expect((await db.outbox.toArray())[0]).toMatchObject({ name: 'collection.update.v1', args: { id: breeders.id, patch: { name: 'Breeders 2026' } } });
    expect(Object.keys(((await db.outbox.toArray())[0]?.args as { patch: object }).patch)).toEqual(['name']);
  });

  it('deleting a read-only collection asks first and keeps its reptiles, out of the collection', async () => {
    const db = premiumKeeper();
    const old = collection(db, { name: 'Old rack', state: 'read-only' });
    const nagini = syncedReptile(db, { name: 'Nagini', collectionId: old.id });
    await db.collections.put(old);
    await db.reptiles.put(nagini);
    renderPage();
    await userEvent.click(within(await card('Old rack')).getByRole('button', { name: 'Delete Old rack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Old rack?' });
    expect(dialog).toHaveTextContent('Its 1 reptile stays; it only leaves the collection.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete collection' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Old rack' })).not.toBeInTheDocument());
    expect((await db.outbox.toArray())[0]).toMatchObject({ name: 'collection.delete.v1', args: { id: old.id } });
    expect(await db.reptiles.get(nagini.id)).toMatchObject({ name: 'Nagini', collectionId: null });
  });
});
