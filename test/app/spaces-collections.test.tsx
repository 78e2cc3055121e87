/**
 * Collections (groups of animals) inside a household or team (issue 27), on a real local
 * database: the collections page shows the household's beside the keeper's own and offers what
 * the role rule allows (owner and keeper keep them, a sitter and a viewer only read); creating
 * into the household names it in the change sent; the plan's limit is checked on the device only
 * where the device knows the plan (own space, or a household the keeper owns), else the owner's
 * plan decides on the server; an animal's collection field offers only its own space's
 * collections; the dashboard's filter lists the collections of the animals shown.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CollectionField } from '../../app/features/collections/collection-field';
import { CollectionsPage } from '../../app/features/collections/collections-page';
import { DashboardPage } from '../../app/features/dashboard/dashboard-page';
import { EditReptilePage } from '../../app/features/reptiles/edit-reptile-page';
import type { UserDb } from '../../app/lib/db';
import { BASIC_CLAIMS, endSession, useSession } from '../../app/lib/session';
import type { PremiumTier } from '../../shared/plans';
import type { SpaceRole } from '../../shared/spaces/roles';
import type { SyncedRowOf } from '../../shared/sync/tables';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

type Collection = SyncedRowOf<'collections'>;

const OWNER = uuidv7();
const MARIA = uuidv7();
const FUTURE = '2099-12-31';

/** A keeper on `tier` (Basic when none), with the claims the server gives it. */
function keeper(tier?: PremiumTier): UserDb {
  const db = signInKeeper({ tier });
  if (tier) useSession.getState().setClaims({ ...BASIC_CLAIMS, isPremium: true, premiumTier: tier, collectionLimit: tier === 'HerpPro' ? 100 : 3 });
  return db;
}

const collection = (userId: string, over: Partial<Collection> = {}): Collection =>
  ({ id: uuidv7(), userId, name: 'Breeders', description: null, state: 'active', version: 3, updatedAt: 1, deleted: false, ...over });

/** A household "The Petrovs" the signed-in keeper is a `role` of (its owner when `owner`), as the last sync listed it. */
async function household(db: UserDb, role: SpaceRole): Promise<string> {
  const space = uuidv7();
  const until = role === 'sitter' ? FUTURE : null;
  await db.meta.put({
    key: 'spaces', cookies: {}, list: [{
      id: space, kind: 'household', name: 'The Petrovs', ownerId: role === 'owner' ? db.userId : OWNER, role, until,
      members: [
        ...(role === 'owner' ? [] : [{ userId: OWNER, name: 'ivan', role: 'owner' as const, until: null }]),
        { userId: MARIA, name: 'maria', role: 'keeper', until: null },
        { userId: db.userId, name: 'me', role, until },
      ],
    }],
  });
  return space;
}

/** The keeper's own "Mine" and the household's "Rack A" (with Nagini in it). */
async function seed(db: UserDb, role: SpaceRole) {
  const space = await household(db, role);
  const mine = collection(db.userId, { name: 'Mine' });
  const rack = collection(space, { name: 'Rack A', description: 'The big rack' });
  await db.collections.bulkPut([mine, rack]);
  await db.reptiles.put(syncedReptile(db, { userId: space, name: 'Nagini', collectionId: rack.id }));
  return { space, mine, rack };
}

function renderPage(lng: 'en' | 'bg' = 'en') {
  return renderWithProviders(<Routes><Route path="/collections" element={<CollectionsPage />} /></Routes>, { route: '/collections', lng });
}

const card = (name: string) => screen.findByRole('listitem', { name });
const section = (name: string) => screen.findByRole('region', { name });
/** What a card offers, by accessible name: its link to the reptiles, then its buttons. */
async function cardButtons(name: string) {
  const item = await card(name);
  return [...within(item).queryAllByRole('link'), ...within(item).queryAllByRole('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent);
}

async function addToOptions(): Promise<string[]> {
  await userEvent.click(await screen.findByRole('button', { name: 'New collection' }));
  const dialog = await screen.findByRole('dialog', { name: 'New collection' });
  const where = within(dialog).queryByRole('combobox', { name: 'Add to' });
  if (!where) return [];
  await userEvent.click(where);
  return (await screen.findAllByRole('option')).map((o) => o.textContent ?? '');
}

describe('the collections page in a household, by role', () => {
  it("shows the household's collections apart from the keeper's own, under its name", async () => {
    const db = keeper('HerpPlus');
    await seed(db, 'keeper');
    renderPage();
    const own = await section('My collections');
    const shared = await section('Household · The Petrovs');
    expect(within(own).getByRole('listitem', { name: 'Mine' })).toBeInTheDocument();
    expect(within(own).queryByRole('listitem', { name: 'Rack A' })).not.toBeInTheDocument();
    const rack = within(shared).getByRole('listitem', { name: 'Rack A' });
    expect(rack).toHaveTextContent('The big rack');
    await waitFor(() => expect(rack).toHaveTextContent('1 reptile'));
  });

  it('offers the owner everything, counted against their own plan in the household too', async () => {
    const db = keeper('HerpPlus');
    await seed(db, 'owner');
    renderPage();
    expect(await cardButtons('Rack A')).toEqual(['Show its reptiles (Rack A)', 'Edit Rack A', 'Delete Rack A']);
    expect(within(await section('Household · The Petrovs')).getByText('1 of 3 collections on your plan')).toBeInTheDocument();
    expect(await addToOptions()).toEqual(['My collections', 'Household · The Petrovs']);
  });

  it("offers a keeper everything too, and says the owner's plan decides how many", async () => {
    const db = keeper('HerpPlus');
    await seed(db, 'keeper');
    renderPage();
    expect(await cardButtons('Rack A')).toEqual(['Show its reptiles (Rack A)', 'Edit Rack A', 'Delete Rack A']);
    const shared = await section('Household · The Petrovs');
    expect(within(shared).getByText(/The owner's plan decides how many collections it can have/)).toBeInTheDocument();
    expect(within(shared).queryByText(/collections on your plan/)).not.toBeInTheDocument();
    expect(await addToOptions()).toEqual(['My collections', 'Household · The Petrovs']);
  });

  for (const role of ['sitter', 'viewer'] as const) {
    it(`shows a ${role} the household's collections read-only, and offers no "Add to" there`, async () => {
      const db = keeper('HerpPlus');
      await seed(db, role);
      renderPage();
      expect(await cardButtons('Rack A')).toEqual(['Show its reptiles (Rack A)']);
      expect(within(await section('Household · The Petrovs')).getByText(/Only keepers and the owner can create, edit or delete them/)).toBeInTheDocument();
      // Their own collections stay theirs to change.
      expect(await cardButtons('Mine')).toEqual(['Show its reptiles (Mine)', 'Edit Mine', 'Delete Mine']);
      // Only their own place is left: the form asks nothing about where.
      expect(await addToOptions()).toEqual([]);
    });
  }

  it('says it in Bulgarian', async () => {
    const db = keeper('HerpPlus');
    await seed(db, 'viewer');
    renderPage('bg');
    expect(await section('Моите колекции')).toBeInTheDocument();
    const shared = await section('Домакинство · The Petrovs');
    expect(within(shared).getByText(/Само стопаните и собственикът могат да ги създават, редактират и изтриват/)).toBeInTheDocument();
  });

  it("lets a Basic keeper of a HerpPlus household in (the owner's plan counts there), creating only into the household", async () => {
    const db = keeper();
    await seed(db, 'keeper');
    renderPage();
    expect(await card('Rack A')).toBeInTheDocument();
    expect(within(await section('My collections')).getByText('Premium required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New collection' })).toBeEnabled();
    expect(await addToOptions()).toEqual(['Household · The Petrovs']);
  });

  it('offers a Basic viewer nothing to create', async () => {
    const db = keeper();
    await seed(db, 'viewer');
    renderPage();
    await card('Rack A');
    expect(screen.getByRole('button', { name: 'New collection' })).toBeDisabled();
  });

  it('with no household, a Basic keeper still meets the premium guard', async () => {
    keeper();
    renderPage();
    expect(await screen.findByRole('heading', { name: /HerpPlus/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New collection' })).not.toBeInTheDocument();
  });
});

describe('creating into a household', () => {
  it('goes there on the device and names the household in the change sent', async () => {
    const db = keeper('HerpPlus');
    const { space } = await seed(db, 'keeper');
    renderPage();
    expect(await addToOptions()).toEqual(['My collections', 'Household · The Petrovs']);
    await userEvent.click(screen.getByRole('option', { name: 'Household · The Petrovs' }));
    const dialog = screen.getByRole('dialog', { name: 'New collection' });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Hatchlings');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create collection' }));
    expect(await within(await section('Household · The Petrovs')).findByRole('listitem', { name: 'Hatchlings' })).toBeInTheDocument();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: 'collection.create.v1', args: { name: 'Hatchlings', spaceId: space } });
    expect((await db.collections.get((entry?.args as { id: string }).id))?.userId).toBe(space);
  });

  it("creating into one's own names no space", async () => {
    const db = keeper('HerpPlus');
    await seed(db, 'keeper');
    renderPage();
    await addToOptions();
    await userEvent.click(screen.getByRole('option', { name: 'My collections' }));
    const dialog = screen.getByRole('dialog', { name: 'New collection' });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Projects');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create collection' }));
    expect(await within(await section('My collections')).findByRole('listitem', { name: 'Projects' })).toBeInTheDocument();
    const [entry] = await db.outbox.toArray();
    expect(entry?.name).toBe('collection.create.v1');
    expect(entry?.args).not.toHaveProperty('spaceId');
  });
});

describe("the plan's limit in a household", () => {
  it("stops the owner at their own plan's limit in the household, while their own space has room", async () => {
    const db = keeper('HerpPlus');
    const space = await household(db, 'owner');
    await db.collections.bulkPut(['A', 'B', 'C'].map((name) => collection(space, { name })));
    renderPage();
    const shared = await section('Household · The Petrovs');
    await within(shared).findByText('Collection limit reached');
    expect(within(shared).getByText('3 of 3 collections on your plan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New collection' })).toBeEnabled();
    // Only their own place has room: the form asks nothing about where.
    expect(await addToOptions()).toEqual([]);
  });

  it("does not guess the owner's plan for a keeper: the household's many collections still take a new one (the server decides)", async () => {
    const db = keeper('HerpPlus');
    const space = await household(db, 'keeper');
    await db.collections.bulkPut(['A', 'B', 'C', 'D'].map((name) => collection(space, { name })));
    renderPage();
    const shared = await section('Household · The Petrovs');
    await within(shared).findByRole('listitem', { name: 'D' });
    expect(within(shared).queryByText('Collection limit reached')).not.toBeInTheDocument();
    expect(await addToOptions()).toEqual(['My collections', 'Household · The Petrovs']);
  });

  it("shows a keeper a household whose owner's plan shrank as read-only, waiting for the owner's pick", async () => {
    const db = keeper('HerpPlus');
    const space = await household(db, 'keeper');
    await db.collections.bulkPut(['A', 'B'].map((name) => collection(space, { name, state: 'read-only' })));
    renderPage();
    const shared = await section('Household · The Petrovs');
    expect(await within(shared).findByText('Waiting for the owner')).toBeInTheDocument();
    const edit = within(await card('A')).getByRole('button', { name: 'Edit A' });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription('Read-only: the owner chooses which collections stay active.');
    expect(within(await card('A')).getByRole('button', { name: 'Delete A' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Choose active collections' })).not.toBeInTheDocument();
  });

  it('deleting a household collection says it goes for every member, and its animals stay', async () => {
    const db = keeper('HerpPlus');
    const { rack } = await seed(db, 'keeper');
    renderPage();
    await userEvent.click(within(await card('Rack A')).getByRole('button', { name: 'Delete Rack A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Rack A?' });
    expect(dialog).toHaveTextContent('The collection is deleted for every member. Its 1 reptile stays; it only leaves the collection.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete collection' }));
    await waitFor(async () => expect((await db.outbox.toArray())[0]).toMatchObject({ name: 'collection.delete.v1', args: { id: rack.id } }));
  });
});

describe("an animal's collection field", () => {
  function Field({ spaceId, initial = '', onChange }: { spaceId?: string; initial?: string; onChange?: (id: string) => void }) {
    const [value, setValue] = useState(initial);
    return <CollectionField spaceId={spaceId} value={value} onChange={(id) => { setValue(id); onChange?.(id); }} />;
  }
  const options = async () => {
    await userEvent.click(await screen.findByRole('combobox', { name: /^Collection/ }));
    return (await screen.findAllByRole('option')).map((o) => o.textContent);
  };

  it("lists only the collections of the animal's space", async () => {
    const db = keeper('HerpPlus');
    const { space } = await seed(db, 'keeper');
    await db.collections.put(collection(space, { name: 'Quarantine' }));
    const shared = renderWithProviders(<Field spaceId={space} />);
    expect(await options()).toEqual(['Quarantine', 'Rack A']);
    shared.unmount();
    renderWithProviders(<Field spaceId={db.userId} />);
    expect(await options()).toEqual(['Mine']);
  });

  it("takes off a collection of another space when the animal's space changes", async () => {
    const db = keeper('HerpPlus');
    const { space, mine } = await seed(db, 'keeper');
    const onChange = vi.fn();
    renderWithProviders(<Field spaceId={space} initial={mine.id} onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(''));
    expect(await options()).toEqual(['Rack A']);
  });

  it("on the edit form of a household's animal, offers only that household's", async () => {
    const db = keeper('HerpPlus');
    const { space } = await seed(db, 'keeper');
    await db.collections.put(collection(space, { name: 'Quarantine' }));
    const nagini = (await db.reptiles.toArray())[0];
    renderWithProviders(<Routes><Route path="/reptiles/:id/edit" element={<EditReptilePage />} /></Routes>, { route: `/reptiles/${nagini?.id}/edit` });
    await waitFor(async () => expect(await screen.findByRole('combobox', { name: /^Collection/ })).toHaveValue('Rack A'));
    expect(await options()).toEqual(['Quarantine', 'Rack A']);
  });
});

describe("the dashboard's collection filter", () => {
  it("lists every space's collections grouped by whose, then only those of the animals shown", async () => {
    const db = keeper('HerpPlus');
    await seed(db, 'keeper');
    await db.reptiles.put(syncedReptile(db, { name: 'Spike' }));
    renderWithProviders(<Routes><Route path="/dashboard" element={<DashboardPage />} /></Routes>, { route: '/dashboard' });
    await screen.findByRole('heading', { name: 'Spike' });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Show' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['All reptiles', 'Mine', 'Rack A']);
    expect(listbox).toHaveTextContent(/My collections.*Mine.*Household · The Petrovs.*Rack A/);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('combobox', { name: 'Whose animals' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Household · The Petrovs' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Show' }));
    await waitFor(async () => expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['All reptiles', 'Rack A']));
  });
});
