/**
 * /households/:id (issue 27): the members from the device with their entries of the last 30 days;
 * the owner's invitation form (a sitter's last day checked before sending, in both languages), the
 * link shown as a QR code, the pending invitations, a member's change and removal; and for every
 * other role no such control, but their role and Leave.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import type { SpaceRole } from '../../shared/spaces/roles';
import type { SharedSpaceView } from '../../shared/spaces/views';
import { HouseholdsPage } from '../../app/features/spaces/households-page';
import { SpacePage } from '../../app/features/spaces/space-page';
import type { UserDb } from '../../app/lib/db';
import { createQueryClient } from '../../app/lib/query/client';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';
import { json, stubFetch, type Call } from '../helpers/session-fixtures';

afterEach(() => {
  endSession('user');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const IVAN = uuidv7();
const MARIA = uuidv7();
const ANA = uuidv7();
const SITTER_UNTIL = '2099-12-12';

/** "The Petrovs": Ivan owns it unless the signed-in keeper does; Maria keeps, Ana sits until SITTER_UNTIL. */
async function household(db: UserDb, role: SpaceRole): Promise<SharedSpaceView> {
  const owner = role === 'owner' ? db.userId : IVAN;
  const until = role === 'sitter' ? SITTER_UNTIL : null;
  const space: SharedSpaceView = {
    id: uuidv7(), kind: 'household', name: 'The Petrovs', ownerId: owner, role, until,
    members: [
      { userId: owner, name: role === 'owner' ? 'me' : 'ivan', role: 'owner', until: null },
      { userId: MARIA, name: 'maria', role: 'keeper', until: null },
      { userId: ANA, name: 'ana', role: 'sitter', until: SITTER_UNTIL },
      ...(role === 'owner' ? [] : [{ userId: db.userId, name: 'me', role, until }]),
    ],
  };
  await db.meta.put({ key: 'spaces', cookies: {}, list: [space] });
  return space;
}

const pending = { id: uuidv7(), email: 'friend@example.com', role: 'viewer' as const, until: null, createdAt: Date.UTC(2031, 0, 1), expiresAt: Date.UTC(2099, 0, 15, 12) };

function serve(handler: (call: Call) => Response | undefined = () => undefined) {
  return stubFetch((call) => handler(call) ?? (call.path.endsWith('/invitations') && call.method === 'GET' ? json(200, { invitations: [pending] }) : json(404, { error: 'not-found' })));
}

function openPage(id: string, lng: 'en' | 'bg' = 'en') {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <Routes>
        <Route path="/households" element={<HouseholdsPage />} />
        <Route path="/households/:id" element={<SpacePage />} />
      </Routes>
    </QueryClientProvider>, { route: `/households/${id}`, lng });
}

const member = async (name: string) => within(await screen.findByRole('region', { name: /^(Members|Членове)$/ })).findByRole('listitem', { name });

describe('the members', () => {
  it('counts each member’s entries of the last 30 days from the device’s rows of this collection', async () => {
    const db = signInKeeper();
    const space = await household(db, 'keeper');
    serve();
    const today = todayIn();
    const reptile = syncedReptile(db, { userId: space.id });
    const base = { reptileId: reptile.id, version: 1, updatedAt: 1, deleted: false, notes: null };
    const feeding = (authorId: string, date: string, over: object = {}) => ({
      ...base, id: uuidv7(), userId: space.id, date, authorId, outcome: 'ate' as const, source: { kind: 'manual' as const, items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 10 }] }, ...over,
    });
    await db.reptiles.put(reptile);
    await db.feedingLogs.bulkPut([
      feeding(MARIA, today), feeding(MARIA, addDays(today, -29)),
      feeding(MARIA, addDays(today, -30)), // older than the window
      feeding(MARIA, today, { deleted: true }),
      feeding(MARIA, today, { userId: db.userId }), // the keeper's own space, not this one
      feeding(ANA, addDays(today, -3)),
    ]);
    await db.growthLogs.put({ ...base, id: uuidv7(), userId: space.id, date: today, weightGrams: 500, lengthCm: null, authorId: MARIA });
    await db.sheddingLogs.put({ ...base, id: uuidv7(), userId: space.id, date: today, complete: true, observations: null, authorId: MARIA });
    // A task she ticked counts too; one ticked before the window, one not done, and one of another space do not.
    const task = (over: object) => ({ id: uuidv7(), userId: space.id, reptileId: reptile.id, taskType: 'feeding' as const, description: null, dueDate: today, frequency: { kind: 'once' as const }, anchorDay: 1,
      completed: true, completedAt: Date.now(), completedBy: MARIA, nextId: null, version: 1, updatedAt: 1, deleted: false, ...over });
    await db.reminders.bulkPut([task({}), task({ completedAt: new Date(`${addDays(today, -31)}T12:00:00`).getTime() }), task({ completed: false, completedAt: null, completedBy: null }),
      task({ userId: db.userId })]);
    openPage(space.id);
    expect(await within(await member('maria')).findByText('5 entries in the last 30 days')).toBeInTheDocument();
    expect(within(await member('ana')).getByText('1 entry in the last 30 days')).toBeInTheDocument();
    expect(within(await member('ana')).getByText('Last day Dec 12, 2099')).toBeInTheDocument();
    expect(within(await member('ivan')).getByText('No entries in the last 30 days')).toBeInTheDocument();
  });

  it('offers the owner invitations, the pending list, change and remove of everyone but the owner', async () => {
    const db = signInKeeper();
    const space = await household(db, 'owner');
    serve();
    openPage(space.id);
    expect(await screen.findByRole('region', { name: 'Invite someone' })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Pending invitations' })).findByRole('listitem', { name: 'friend@example.com' })).toHaveTextContent(/ViewerOpen until Jan 15, 2099/);
    expect(screen.getByRole('button', { name: 'Change role for maria' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove ana' })).toBeInTheDocument();
    expect(within(await member('me')).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
  });

  it.each(['keeper', 'sitter', 'viewer'] as const)('shows a %s their role and Leave, and no owner control', async (role) => {
    const db = signInKeeper();
    const space = await household(db, role);
    const { calls } = serve();
    openPage(space.id);
    const mine = await screen.findByRole('region', { name: new RegExp(`^Your role: ${role}$`, 'i') });
    expect(within(mine).getByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(await member('maria')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite someone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pending invitations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Change role|Remove)/ })).not.toBeInTheDocument();
    // Nobody asks the server for the owner's list on their behalf.
    expect(calls).toHaveLength(0);
  });

  it('links the owner and a keeper to add an animal to it, and not a sitter or a viewer', async () => {
    for (const role of ['owner', 'keeper', 'sitter', 'viewer'] as const) {
      const db = signInKeeper();
      const space = await household(db, role);
      serve();
      const view = openPage(space.id);
      await screen.findByRole('heading', { level: 1, name: 'The Petrovs' });
      expect(screen.getByRole('link', { name: 'Its animals on the dashboard' })).toHaveAttribute('href', '/dashboard');
      const add = screen.queryByRole('link', { name: 'Add an animal to it' });
      if (role === 'owner' || role === 'keeper') expect(add).toHaveAttribute('href', `/reptiles/add?space=${space.id}`);
      else expect(add).toBeNull();
      view.unmount();
      endSession('user');
    }
  });

  it('tells a sitter their last day', async () => {
    const db = signInKeeper();
    const space = await household(db, 'sitter');
    serve();
    openPage(space.id);
    const mine = await screen.findByRole('region', { name: 'Your role: Sitter' });
    expect(within(mine).getByText('Your last day is Dec 12, 2099.')).toBeInTheDocument();
    expect(within(mine).getByText(/until the last day, then loses access by itself/)).toBeInTheDocument();
  });

  it('removes a member after a confirmation', async () => {
    const db = signInKeeper();
    const space = await household(db, 'owner');
    const { calls } = serve((call) => (call.method === 'DELETE' ? json(200, { ok: true }) : undefined));
    openPage(space.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove ana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove ana?' });
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('ana is no longer a member.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/api/spaces/${space.id}/members/${ANA}`);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'ana' })).not.toBeInTheDocument());
  });

  it('changes a keeper to a sitter with a last day', async () => {
    const db = signInKeeper();
    const space = await household(db, 'owner');
    const until = addDays(todayIn(), 7);
    const after: SharedSpaceView = { ...space, members: space.members.map((m) => (m.userId === MARIA ? { ...m, role: 'sitter', until } : m)) };
    const { calls } = serve((call) => (call.method === 'PATCH' ? json(200, after) : undefined));
    openPage(space.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Change role for maria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role for maria' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Sitter/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A sitter needs a last day.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Last day/ }), until);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The role of maria is now Sitter.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: `/api/spaces/${space.id}/members/${MARIA}`, body: { role: 'sitter', until } });
  });
});

describe('the invitation form', () => {
  it('refuses a sitter without a last day in words before sending, then sends one with it', async () => {
    const db = signInKeeper();
    const space = await household(db, 'owner');
    const until = addDays(todayIn(), 10);
    const { calls } = serve((call) => (call.method === 'POST' ? json(201, { ...pending, email: 'sitter@example.com', role: 'sitter', until }) : undefined));
    openPage(space.id);
    const form = await screen.findByRole('region', { name: 'Invite someone' });
    await userEvent.click(within(form).getByRole('radio', { name: /^Sitter/ }));
    expect(within(form).getByText(/Logs feedings, sheds, weights, health notes and events/)).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'sitter@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('A sitter needs a last day.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(form).getByRole('textbox', { name: /Last day/ }), until);
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Invitation sent to sitter@example.com.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: `/api/spaces/${space.id}/invitations`, body: { role: 'sitter', until, email: 'sitter@example.com' } });
  });

  it('says it in Bulgarian', async () => {
    const db = signInKeeper();
    const space = await household(db, 'owner');
    const { calls } = serve();
    openPage(space.id, 'bg');
    const form = await screen.findByRole('region', { name: 'Поканете някого' });
    await userEvent.click(within(form).getByRole('radio', { name: /^Гледач/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Имейл/ }), 'sitter@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Изпрати поканата' }));
    expect(await within(form).findByText('Гледачът трябва да има последен ден.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s refusal of a day in words', async () => {
    const db = signInKeeper();
    const space = await household(db, 'owner');
    serve((call) => (call.method === 'POST' ? json(400, { error: 'invalid-request', message: 'bad', fields: { until: 'errors.untilPast' } }) : undefined));
    openPage(space.id);
    const form = await screen.findByRole('region', { name: 'Invite someone' });
    await userEvent.click(within(form).getByRole('radio', { name: /^Sitter/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Last day/ }), todayIn());
    await userEvent.click(within(form).getByRole('button', { name: 'Make an invitation link' }));
    expect(await within(form).findByText('The last day cannot be in the past.')).toBeInTheDocument();
  });

  it('makes a link shown as a QR code, with its expiry and a copy button', async () => {
    const db = signInKeeper();
    const space = await household(db, 'owner');
    const link = { id: uuidv7(), link: 'https://herptrack.test/join#token=abc123', expiresAt: Date.UTC(2099, 0, 15, 12) };
    const { calls } = serve((call) => (call.method === 'POST' ? json(201, link) : undefined));
    openPage(space.id);
    const form = await screen.findByRole('region', { name: 'Invite someone' });
    await userEvent.click(within(form).getByRole('button', { name: 'Make an invitation link' }));
    const card = await screen.findByRole('region', { name: 'Invitation link' });
    expect(await within(card).findByRole('img', { name: 'QR code of the invitation link' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(within(card).getByRole('textbox', { name: 'Link' })).toHaveValue(link.link);
    expect(within(card).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(within(card).getByText(/Works once, until Jan 15, 2099/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: `/api/spaces/${space.id}/invitations/link`, body: { role: 'keeper', until: null } });
  });

  it('cancels a pending invitation', async () => {
    const db = signInKeeper();
    const space = await household(db, 'owner');
    let list = [pending];
    const { calls } = stubFetch((call) => {
      if (call.method === 'DELETE') {
        list = [];
        return json(200, { ok: true });
      }
      return json(200, { invitations: list });
    });
    openPage(space.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the invitation of friend@example.com' }));
    expect(await screen.findByText('No invitations are waiting.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/api/spaces/${space.id}/invitations/${pending.id}`);
  });

  it('offline, says that inviting and changing members need a connection, and keeps the members', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const db = signInKeeper();
    const space = await household(db, 'owner');
    serve();
    openPage(space.id);
    expect(await screen.findByText('Connect to the internet to invite people.')).toBeInTheDocument();
    expect(screen.getByText('Connect to the internet to change or remove members.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(await member('maria')).toBeInTheDocument();
  });
});

describe('leaving', () => {
  it('leaves after a confirmation and goes back to the list, which no longer shows it', async () => {
    const db = signInKeeper();
    const space = await household(db, 'viewer');
    const { calls } = serve((call) => (call.method === 'DELETE' ? json(200, { ok: true }) : undefined));
    openPage(space.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave The Petrovs?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('You left The Petrovs. It leaves this device with the next sync.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/api/spaces/${space.id}/members/me`);
    expect(screen.queryByRole('link', { name: 'The Petrovs' })).not.toBeInTheDocument();
  });

  it('says a collection the device does not know', async () => {
    signInKeeper();
    serve();
    openPage(uuidv7());
    expect(await screen.findByText(/This household or team is not on this device/)).toBeInTheDocument();
  });
});
