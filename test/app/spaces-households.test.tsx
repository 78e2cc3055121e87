/**
 * /households (issue 27): the keeper's shared collections from the device's `spaces` meta (the
 * list the last pull of their own space brought), offline too; creating one is an online call that
 * leads to its page at once, before the sync brings it to the list, and says so when offline.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SharedSpaceView } from '../../shared/spaces/views';
import { HouseholdsPage } from '../../app/features/spaces/households-page';
import { SpacePage } from '../../app/features/spaces/space-page';
import type { UserDb } from '../../app/lib/db';
import { createQueryClient } from '../../app/lib/query/client';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper } from '../helpers/keeper';
import { json, stubFetch } from '../helpers/session-fixtures';

afterEach(() => {
  endSession('user');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const OWNER = uuidv7();

function space(db: UserDb, over: Partial<SharedSpaceView> = {}): SharedSpaceView {
  return {
    id: uuidv7(), kind: 'household', name: 'Home', ownerId: OWNER, role: 'keeper', until: null,
    members: [{ userId: OWNER, name: 'maria', role: 'owner', until: null }, { userId: db.userId, name: 'me', role: 'keeper', until: null }],
    ...over,
  };
}

function renderPages(lng: 'en' | 'bg' = 'en') {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <Routes>
        <Route path="/households" element={<HouseholdsPage />} />
        <Route path="/households/:id" element={<SpacePage />} />
      </Routes>
    </QueryClientProvider>, { route: '/households', lng });
}

describe('the households list', () => {
  it('lists the shared collections of the device with kind, role and members, each linked to its page', async () => {
    const db = signInKeeper();
    const home = space(db);
    const team = space(db, {
      kind: 'team', name: 'Petrov Reptiles', role: 'sitter', until: '2099-12-12',
      members: [{ userId: OWNER, name: 'ivan', role: 'owner', until: null }, { userId: uuidv7(), name: 'ana', role: 'keeper', until: null }, { userId: db.userId, name: 'me', role: 'sitter', until: '2099-12-12' }],
    });
    await db.meta.put({ key: 'spaces', cookies: {}, list: [home, team] });
    renderPages();
    const list = await screen.findByRole('region', { name: 'Your households and teams' });
    const items = await within(list).findAllByRole('listitem');
    expect(items.map((i) => within(i).getByRole('link').textContent)).toEqual(['Home', 'Petrov Reptiles']);
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', `/households/${home.id}`);
    expect(items[0]).toHaveTextContent('Household · You: Keeper · 2 members');
    expect(items[1]).toHaveTextContent('Team · You: Sitter until Dec 12, 2099 · 3 members');
  });

  it('says so in Bulgarian when there are none, offline too, and that creating one needs a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = stubFetch(() => json(500, {}));
    signInKeeper();
    renderPages('bg');
    expect(await screen.findByText(/Още не сте в домакинство или екип/)).toBeInTheDocument();
    expect(screen.getByText('Свържете се с интернет, за да създадете домакинство или екип.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Създай' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('creating one', () => {
  it('posts the kind, the name and the time zone, then opens its page as the server answered it', async () => {
    const db = signInKeeper();
    const made: SharedSpaceView = { id: uuidv7(), kind: 'team', name: 'Petrov Reptiles', ownerId: db.userId, role: 'owner', until: null, members: [{ userId: db.userId, name: 'me', role: 'owner', until: null }] };
    const { calls } = stubFetch((call) => {
      if (call.path === '/api/spaces' && call.method === 'POST') return json(201, made);
      if (call.path.endsWith('/invitations')) return json(200, { invitations: [] });
      return json(404, { error: 'not-found' });
    });
    renderPages();
    const form = await screen.findByRole('region', { name: 'Start a household or team' });
    await userEvent.click(within(form).getByRole('radio', { name: /^Team/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), '  Petrov Reptiles ');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Petrov Reptiles' })).toBeInTheDocument();
    expect(screen.getByText('Team · your role: Owner')).toBeInTheDocument();
    // With where the animals are kept: this device's zone (a sitter's last day ends at midnight there).
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'team', name: 'Petrov Reptiles', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    // The owner's controls are there before the sync brings the collection to the device's list.
    expect(screen.getByRole('region', { name: 'Invite someone' })).toBeInTheDocument();
  });

  it('refuses an empty name in words before sending, and says the server’s refusal in words', async () => {
    signInKeeper();
    const { calls } = stubFetch(() => json(409, { error: 'space-limit', message: 'English internals' }));
    renderPages();
    const form = await screen.findByRole('region', { name: 'Start a household or team' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Give it a name.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Home');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You already own as many shared collections as one account may have.');
  });

  it('shows the server’s field message in words', async () => {
    signInKeeper();
    stubFetch(() => json(400, { error: 'invalid-request', message: 'bad', fields: { name: 'errors.nameTooLong' } }));
    renderPages('bg');
    const form = await screen.findByRole('region', { name: 'Създайте домакинство или екип' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Име/ }), 'Home');
    await userEvent.click(within(form).getByRole('button', { name: 'Създай' }));
    expect(await within(form).findByText('Името е твърде дълго: най-много 60 знака.')).toBeInTheDocument();
  });
});
