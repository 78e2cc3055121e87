/**
 * An animal of a shared collection on a member's device (issue 27): its page names the household,
 * every entry says who logged it, and the keeper's role decides which buttons exist (the same rule
 * the server applies, so nobody is offered what would be refused): the owner everything, a keeper
 * no delete of the animal, a sitter the round and only their own entries, a viewer nothing.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import type { SpaceRole } from '../../shared/spaces/roles';
import { ReptileDetailsPage } from '../../app/pages/reptile-details/reptile-details-page';
import { AddReptilePage } from '../../app/features/reptiles/add-reptile-page';
import { RemindersPage } from '../../app/features/reminders/reminders-page';
import { readJsonExport } from '../../app/features/export/export-repository';
import type { UserDb } from '../../app/lib/db';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

const OWNER = uuidv7();
const MARIA = uuidv7();
const FUTURE = '2099-12-31';

/** A household the signed-in keeper is a `role` of, with Nagini and two sheds: one by Maria, one by the keeper. */
async function household(db: UserDb, role: SpaceRole) {
  const space = uuidv7();
  const until = role === 'sitter' ? FUTURE : null;
  await db.meta.put({
    key: 'spaces', cookies: {}, list: [{
      id: space, kind: 'household', name: 'The Petrovs', ownerId: role === 'owner' ? db.userId : OWNER, role, until,
      members: [
        { userId: OWNER, name: 'ivan', role: 'owner', until: null },
        { userId: MARIA, name: 'maria', role: 'keeper', until: null },
        { userId: db.userId, name: 'me', role, until },
      ],
    }],
  });
  const reptile = syncedReptile(db, { userId: space });
  await db.reptiles.put(reptile);
  const shed = (authorId: string, date: string, observations: string) => ({ id: uuidv7(), userId: space, reptileId: reptile.id, date, complete: true, observations, authorId, version: 1, updatedAt: 1, deleted: false });
  await db.sheddingLogs.bulkPut([shed(MARIA, '2031-02-01', 'By Maria'), shed(db.userId, '2031-03-01', 'Mine')]);
  return reptile;
}

function openPage(id: string, tab = '', lng: 'en' | 'bg' = 'en') {
  renderWithProviders(<Routes><Route path="/reptiles/:id" element={<ReptileDetailsPage />} /></Routes>, { route: `/reptiles/${id}${tab}`, lng });
}

const entryButtons = () => screen.queryAllByRole('button', { name: /^(Edit|Delete) the entry/ }).map((b) => b.getAttribute('aria-label'));

describe('an animal of a shared collection', () => {
  it('names the household and credits every entry', async () => {
    const db = signInKeeper();
    const reptile = await household(db, 'keeper');
    openPage(reptile.id, '?tab=shedding');
    expect(await screen.findByText('Household · The Petrovs')).toBeInTheDocument();
    expect(await screen.findByText('Logged by maria')).toBeInTheDocument();
    expect(screen.getByText('Logged by you')).toBeInTheDocument();
  });

  it('says it in Bulgarian too', async () => {
    const db = signInKeeper();
    const reptile = await household(db, 'keeper');
    openPage(reptile.id, '?tab=shedding', 'bg');
    expect(await screen.findByText('Домакинство · The Petrovs')).toBeInTheDocument();
    expect(await screen.findByText('Записано от maria')).toBeInTheDocument();
  });

  it("offers the owner everything, and a keeper all but the animal's delete", async () => {
    for (const [role, menu] of [['owner', ['Print its QR label', 'Report for the vet', 'Move to my animals', 'Export JSON', 'Export CSVOne ZIP archive, a file per kind of record', 'Delete']], ['keeper', ['Print its QR label', 'Report for the vet', 'Export JSON', 'Export CSVOne ZIP archive, a file per kind of record']]] as const) {
      const db = signInKeeper();
      const reptile = await household(db, role);
      const view = renderWithProviders(<Routes><Route path="/reptiles/:id" element={<ReptileDetailsPage />} /></Routes>, { route: `/reptiles/${reptile.id}?tab=shedding` });
      expect(await screen.findByText('Mine')).toBeInTheDocument();
      expect(entryButtons()).toHaveLength(4);
      expect(screen.getByRole('button', { name: 'Add entry' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Actions for Nagini' }));
      expect(within(await screen.findByRole('menu')).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(menu);
      view.unmount();
      endSession('user');
    }
  });

  it('lets a sitter log and fix only their own entries, and not edit the animal', async () => {
    const db = signInKeeper();
    const reptile = await household(db, 'sitter');
    openPage(reptile.id, '?tab=shedding');
    expect(await screen.findByText('Mine')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add entry' })).toBeInTheDocument();
    expect(entryButtons()).toHaveLength(2);
    expect(entryButtons().every((label) => label?.includes('Mar'))).toBe(true);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    // Only the report for the vet (issue 29): a sitter may take the animal to the vet.
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Nagini' }));
    expect(within(await screen.findByRole('menu')).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Report for the vet']);
  });

  it('shows a viewer everything and offers nothing to change', async () => {
    const db = signInKeeper();
    const reptile = await household(db, 'viewer');
    openPage(reptile.id, '?tab=shedding');
    expect(await screen.findByText('By Maria')).toBeInTheDocument();
    expect(entryButtons()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Add entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('lets a keeper add an animal to the household, which goes there on the device and in the change sent', async () => {
    const db = signInKeeper();
    await household(db, 'keeper');
    renderWithProviders(<Routes><Route path="/reptiles/add" element={<AddReptilePage />} /><Route path="/reptiles/:id" element={<ReptileDetailsPage />} /></Routes>, { route: '/reptiles/add' });
    const where = await screen.findByRole('combobox', { name: 'Add to' });
    expect(where).toHaveValue('My animals');
    await userEvent.click(where);
    await userEvent.click(await screen.findByRole('option', { name: 'Household · The Petrovs' }));
    await userEvent.click(screen.getByLabelText(/^Name/));
    await userEvent.paste('Kaa');
    await userEvent.click(screen.getByLabelText(/^Species/));
    await userEvent.paste('Python regius');
    await userEvent.click(screen.getByRole('button', { name: 'Save reptile' }));
    await screen.findByRole('heading', { level: 1, name: 'Kaa' });
    const space = ((await db.meta.get('spaces')) as { list: { id: string }[] }).list[0]?.id;
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: 'reptile.create.v1', args: { name: 'Kaa', spaceId: space } });
    expect((await db.reptiles.get((entry?.args as { id: string }).id))?.userId).toBe(space);
  });

  it('offers no choice to a sitter, whose animals they may not add', async () => {
    const db = signInKeeper();
    await household(db, 'sitter');
    renderWithProviders(<Routes><Route path="/reptiles/add" element={<AddReptilePage />} /></Routes>, { route: '/reptiles/add' });
    expect(await screen.findByLabelText(/^Name/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Add to' })).not.toBeInTheDocument();
  });

  it("says who completed a household's task, and a viewer may not tick or change it", async () => {
    const db = signInKeeper();
    const reptile = await household(db, 'viewer');
    const today = new Date().toISOString().slice(0, 10);
    await db.reminders.put({ id: uuidv7(), userId: reptile.userId, reptileId: reptile.id, taskType: 'cleaning', description: null, frequency: { kind: 'once' },
      dueDate: today, anchorDay: 1, completed: true, completedAt: Date.now(), completedBy: MARIA, nextId: null, version: 2, updatedAt: Date.now(), deleted: false });
    renderWithProviders(<RemindersPage />, { route: '/reminders' });
    expect(await screen.findByText('Done by maria')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete)/ })).not.toBeInTheDocument();
  });

  it("says on the feeding tab that another member already fed it that day, and in Bulgarian", async () => {
    for (const [lng, text] of [['en', /^maria already fed it on .+\. Log another only if it ate twice\.$/], ['bg', /^maria вече го е нахранил\(а\) на .+\. Запишете още едно хранене само ако е яло два пъти\.$/]] as const) {
      const db = signInKeeper();
      const reptile = await household(db, 'keeper');
      const today = new Date().toISOString().slice(0, 10);
      await db.feedingLogs.put({ id: uuidv7(), userId: reptile.userId, reptileId: reptile.id, date: today, outcome: 'ate', notes: null, authorId: MARIA, version: 1, updatedAt: 1, deleted: false,
        source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] } });
      const view = renderWithProviders(<Routes><Route path="/reptiles/:id" element={<ReptileDetailsPage />} /></Routes>, { route: `/reptiles/${reptile.id}?tab=feeding`, lng });
      expect(await screen.findByText(text)).toBeInTheDocument();
      view.unmount();
      endSession('user');
    }
  });

  it('points out a day two members both logged a meal (fed offline on two phones), on both entries', async () => {
    const db = signInKeeper();
    const reptile = await household(db, 'keeper');
    const meal = (authorId: string, date: string, outcome: 'ate' | 'refused' = 'ate') => ({ id: uuidv7(), userId: reptile.userId, reptileId: reptile.id, date, outcome, notes: null, authorId,
      version: 1, updatedAt: 1, deleted: false, source: { kind: 'manual' as const, items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] } });
    await db.feedingLogs.bulkPut([meal(MARIA, '2031-03-01'), meal(db.userId, '2031-03-01'), meal(MARIA, '2031-02-01'), meal(db.userId, '2031-02-01', 'refused')]);
    openPage(reptile.id, '?tab=feeding');
    await screen.findAllByText('Fed by maria');
    expect(screen.getAllByText('Someone else also logged a meal this day: check it was not fed twice.')).toHaveLength(2);
  });

  it("exports a household's animals for a keeper, and only their own animals for a viewer", async () => {
    for (const [role, names] of [['keeper', ['Nagini', 'Spike']], ['viewer', ['Spike']]] as const) {
      const db = signInKeeper();
      await household(db, role);
      await db.reptiles.put(syncedReptile(db, { name: 'Spike' }));
      const exported = await readJsonExport(db, { kind: 'all' });
      expect(exported.reptiles.map((r) => r.name).sort()).toEqual(names);
      expect(exported.sheddingLogs).toHaveLength(role === 'keeper' ? 2 : 0);
      endSession('user');
    }
  });
});
