/**
 * Moving an animal between the keeper's own collection and a household or team they own (issue 27;
 * decision 0032, "Moving an animal between collections"), from the animal's actions menu: offered
 * to the owner of both collections only, never on a sold animal; the dialog says what happens, sends
 * the destination, syncs (before, so nothing typed here is left behind, and after, so both
 * collections refresh) and opens the animal's new page; refusals in words in both languages, and
 * offline the shared "needs a connection" state instead of the button.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SharedSpaceView } from '../../shared/spaces/views';
import type { SpaceRole } from '../../shared/spaces/roles';
import { ReptileDetailsPage } from '../../app/pages/reptile-details/reptile-details-page';
import type { LocalReptile, UserDb } from '../../app/lib/db';
import { endSession } from '../../app/lib/session';
import { syncNow } from '../../app/lib/sync';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';
import { json, stubFetch, type Call } from '../helpers/session-fixtures';

// The sync cycle is the engine's: here it is a stand-in whose pull the test plays (pullMove).
vi.mock('../../app/lib/sync', async (importOriginal) => ({ ...(await importOriginal<Record<string, unknown>>()), syncNow: vi.fn() }));
const sync = vi.mocked(syncNow);

beforeEach(() => {
  sync.mockReset();
  sync.mockResolvedValue(null);
});
afterEach(() => {
  endSession('user');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const OTHER = uuidv7();

/** Shared collections of the signed-in keeper, with their role in each. */
async function spaces(db: UserDb, list: { name: string; kind?: SharedSpaceView['kind']; role?: SpaceRole }[]): Promise<string[]> {
  const made = list.map(({ name, kind = 'household', role = 'owner' }): SharedSpaceView => ({
    id: uuidv7(), kind, name, ownerId: role === 'owner' ? db.userId : OTHER, role, until: null,
    members: [{ userId: db.userId, name: 'me', role, until: null }],
  }));
  await db.meta.put({ key: 'spaces', cookies: {}, list: made });
  return made.map((s) => s.id);
}

function Where() {
  return <output aria-label="where">{useLocation().pathname}</output>;
}

function openPage(reptile: LocalReptile, lng: 'en' | 'bg' = 'en') {
  renderWithProviders(<><Routes><Route path="/reptiles/:id" element={<ReptileDetailsPage />} /></Routes><Where /></>, { route: `/reptiles/${reptile.id}`, lng });
}

async function menuItems(name = 'Nagini'): Promise<string[]> {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return within(await screen.findByRole('menu')).getAllByRole('menuitem').map((i) => i.textContent ?? '');
}

/** The server's answer to a move, and what the next pull brings: the copy where it went, the original gone. */
function serveMove(db: UserDb, reptile: LocalReptile, answer?: (call: Call) => Response) {
  const newId = uuidv7();
  const fetched = stubFetch((call) => {
    if (call.path === `/api/reptiles/${reptile.id}/move` && call.method === 'POST') {
      if (answer) return answer(call);
      const { toSpaceId } = call.body as { toSpaceId: string };
      sync.mockImplementationOnce(async () => {
        await db.reptiles.put({ ...reptile, id: newId, userId: toSpaceId, version: 1 });
        await db.reptiles.delete(reptile.id);
        return null;
      });
      return json(200, { reptileId: newId, spaceId: toSpaceId });
    }
    return json(404, { error: 'not-found', message: 'No route' });
  });
  return { ...fetched, newId };
}

async function openDialog(name: RegExp | string, lng: 'en' | 'bg' = 'en') {
  const actions = lng === 'en' ? 'Actions for Nagini' : 'Действия за Nagini';
  await userEvent.click(await screen.findByRole('button', { name: actions }));
  await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name }));
  return screen.findByRole('dialog', { name: lng === 'en' ? 'Move Nagini' : 'Преместване на Nagini' });
}

describe('moving an animal to another collection of its owner', () => {
  it("moves the keeper's own animal into the household they own, syncs, and opens its new page there", async () => {
    const db = signInKeeper();
    const [household] = await spaces(db, [{ name: 'The Petrovs' }]);
    const reptile = syncedReptile(db);
    await db.reptiles.put(reptile);
    const { calls, newId } = serveMove(db, reptile);
    openPage(reptile);
    expect(await menuItems()).toEqual(['Print its QR label', 'Report for the vet', 'Move to The Petrovs', 'Sell or give away', 'Care card', 'Export JSON', 'Export CSVOne ZIP archive, a file per kind of record', 'Delete']);
    await userEvent.keyboard('{Escape}');
    const dialog = await openDialog('Move to The Petrovs');
    expect(within(dialog).getByText(/moves with its whole history/)).toBeInTheDocument();
    expect(within(dialog).getByText(/its photo and its reminders go with it/)).toBeInTheDocument();
    expect(within(dialog).getByText(/a new QR code/)).toBeInTheDocument();
    expect(within(dialog).getByText(/offered for sale stays where it is/)).toBeInTheDocument();
    // One place to go: it is chosen already.
    expect(within(dialog).getByRole('radio', { name: 'Household · The Petrovs' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(`/reptiles/${newId}`));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { toSpaceId: household } });
    // A sync before the call (what this device still holds goes first) and one after it (both collections).
    expect(sync).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Household · The Petrovs')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nagini' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("moves a household's animal back to its owner's own animals", async () => {
    const db = signInKeeper();
    const [household] = await spaces(db, [{ name: 'The Petrovs' }]);
    const reptile = syncedReptile(db, { userId: household });
    await db.reptiles.put(reptile);
    const { calls, newId } = serveMove(db, reptile);
    openPage(reptile);
    // No sale of a household's animal: the owner moves it home first.
    expect(await menuItems()).toEqual(['Print its QR label', 'Report for the vet', 'Move to my animals', 'Export JSON', 'Export CSVOne ZIP archive, a file per kind of record', 'Delete']);
    await userEvent.keyboard('{Escape}');
    const dialog = await openDialog('Move to my animals');
    expect(within(dialog).getByRole('radio', { name: 'My animals' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(`/reptiles/${newId}`));
    expect(calls[0]?.body).toEqual({ toSpaceId: db.userId });
    await screen.findByRole('heading', { level: 1, name: 'Nagini' });
    expect(screen.queryByText('Household · The Petrovs')).not.toBeInTheDocument();
  });

  it('lets the owner of several choose, and asks for a choice before sending anything', async () => {
    const db = signInKeeper();
    const [, team] = await spaces(db, [{ name: 'The Petrovs' }, { name: 'Ball python crew', kind: 'team' }, { name: 'Not mine', role: 'keeper' }]);
    const reptile = syncedReptile(db);
    await db.reptiles.put(reptile);
    const { calls } = serveMove(db, reptile);
    openPage(reptile);
    const dialog = await openDialog('Move to…');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    expect(within(dialog).getByRole('radio', { name: 'Household · The Petrovs' })).not.toBeChecked();
    expect(within(dialog).queryByRole('radio', { name: 'Household · Not mine' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('Choose where it goes.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(sync).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Team · Ball python crew' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ toSpaceId: team });
  });

  it('offers no move to a keeper of the household, where there is nowhere to go, or on a sold animal', async () => {
    const cases: [string, (db: UserDb) => Promise<LocalReptile>][] = [
      ['keeper of the household', async (db) => syncedReptile(db, { userId: (await spaces(db, [{ name: 'The Petrovs', role: 'keeper' }]))[0] })],
      ['own animal, member of another\'s household only', async (db) => {
        await spaces(db, [{ name: 'The Petrovs', role: 'keeper' }]);
        return syncedReptile(db);
      }],
      ['own animal, no households', async (db) => syncedReptile(db)],
      ['sold animal', async (db) => {
        await spaces(db, [{ name: 'The Petrovs' }]);
        return syncedReptile(db, { transferredAt: Date.UTC(2031, 2, 14) });
      }],
    ];
    for (const [, make] of cases) {
      const db = signInKeeper();
      const reptile = await make(db);
      await db.reptiles.put(reptile);
      const view = renderWithProviders(<Routes><Route path="/reptiles/:id" element={<ReptileDetailsPage />} /></Routes>, { route: `/reptiles/${reptile.id}` });
      const items = await menuItems();
      expect(items.filter((i) => i.startsWith('Move'))).toEqual([]);
      expect(items.length).toBeGreaterThan(0);
      view.unmount();
      endSession('user');
    }
  });

  it.each([
    ['already-offered', 409, 'en', 'Nagini is offered for sale. Cancel the offer first, then move it.'],
    ['plan-limit-reptiles', 409, 'en', 'Your plan has no room for another animal in “Household · The Petrovs”. Upgrade, or make room there first.'],
    ['not-found', 404, 'en', 'The animal is no longer here, or that collection is gone. Sync and try again.'],
    ['already-offered', 409, 'bg', 'Nagini е предложено за продажба. Първо оттеглете предложението, после преместете животното.'],
    ['plan-limit-reptiles', 409, 'bg', 'Планът ви няма място за още едно животно в „Домакинство · The Petrovs“. Надградете плана или първо освободете място там.'],
  ] as const)('says the %s refusal (%i) in words in %s, and stays', async (code, status, lng, words) => {
    const db = signInKeeper();
    await spaces(db, [{ name: 'The Petrovs' }]);
    const reptile = syncedReptile(db);
    await db.reptiles.put(reptile);
    serveMove(db, reptile, () => json(status, { error: code, message: 'English internals' }));
    openPage(reptile, lng);
    const dialog = await openDialog(lng === 'en' ? 'Move to The Petrovs' : 'Премести в The Petrovs', lng);
    await userEvent.click(within(dialog).getByRole('button', { name: lng === 'en' ? 'Move' : 'Премести' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(words);
    expect(within(dialog).queryByText('English internals')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(`/reptiles/${reptile.id}`);
    // Only the sync before the call ran: nothing moved, nothing to bring.
    expect(sync).toHaveBeenCalledTimes(1);
  });

  it('says when the server cannot be reached', async () => {
    const db = signInKeeper();
    await spaces(db, [{ name: 'The Petrovs' }]);
    const reptile = syncedReptile(db);
    await db.reptiles.put(reptile);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    openPage(reptile);
    const dialog = await openDialog('Move to The Petrovs');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No connection to the server. Try again when you are online.');
  });

  it('offline, shows the shared "needs a connection" state instead of the button', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const db = signInKeeper();
    await spaces(db, [{ name: 'The Petrovs' }]);
    const reptile = syncedReptile(db);
    await db.reptiles.put(reptile);
    const { calls } = serveMove(db, reptile);
    openPage(reptile);
    const dialog = await openDialog('Move to The Petrovs');
    expect(within(dialog).getByText('Needs a connection')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Move' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
