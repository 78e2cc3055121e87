/**
 * /join#token=... (issue 27): the token is kept for the tab (so signing in first does not lose it)
 * and taken out of the address; a visitor is asked to sign in and come back; a signed-in keeper
 * sees who invites them to what, joins (then goes to the dashboard) or declines; a spent invitation
 * is said in words.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JoinPreview } from '../../shared/api/spaces';
import { JoinPage } from '../../app/features/spaces/join-page';
import { endSession, useSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper } from '../helpers/keeper';
import { json, stubFetch } from '../helpers/session-fixtures';

const KEY = 'herptrack:join-token';

afterEach(() => {
  endSession('user');
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const preview = (over: Partial<JoinPreview> = {}): JoinPreview => ({
  spaceName: 'Home', kind: 'household', inviterName: 'maria', role: 'sitter', until: '2099-12-12', expiresAt: Date.UTC(2099, 0, 15, 12), ...over,
});

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="address">{`${pathname}${search}${hash}`}</output>;
}

function openJoin(route: string, lng: 'en' | 'bg' = 'en') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/join" element={<JoinPage />} />
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      </Routes>
      <Where />
    </>, { route, lng });
}

describe('the join page', () => {
  it('asks a visitor to sign in, keeping the token for after it', async () => {
    useSession.setState({ status: 'anonymous' });
    const { calls } = stubFetch(() => json(500, {}));
    openJoin('/join#token=tok-1');
    expect(await screen.findByRole('heading', { name: 'Sign in or create an account to join' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fjoin');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(sessionStorage.getItem(KEY)).toBe('tok-1');
    // The token leaves the address bar: it is in the tab's storage only.
    expect(await screen.findByRole('status', { name: 'address' })).toHaveTextContent(/^\/join$/);
    expect(calls).toHaveLength(0);
  });

  it('after signing in, shows the kept invitation and joins it, then goes to the dashboard', async () => {
    sessionStorage.setItem(KEY, 'tok-2');
    signInKeeper();
    const { calls } = stubFetch((call) => {
      if (call.path === '/api/spaces/join/preview') return json(200, preview());
      if (call.path === '/api/spaces/join') {
        return json(200, { id: uuidv7(), kind: 'household', name: 'Home', ownerId: uuidv7(), role: 'sitter', until: '2099-12-12', members: [] });
      }
      return json(404, { error: 'not-found' });
    });
    openJoin('/join');
    expect(await screen.findByText('maria invites you to the household “Home” as a sitter until Dec 12, 2099.')).toBeInTheDocument();
    expect(screen.getByText('The invitation is open until Jan 15, 2099.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: '/api/spaces/join/preview', method: 'POST', body: { token: 'tok-2' } });
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ path: '/api/spaces/join', method: 'POST', body: { token: 'tok-2' } });
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('says the invitation in Bulgarian, and declining forgets it', async () => {
    signInKeeper();
    const { calls } = stubFetch(() => json(200, preview({ kind: 'team', role: 'keeper', until: null, spaceName: 'Petrov Reptiles' })));
    openJoin('/join#token=tok-3', 'bg');
    expect(await screen.findByText('maria ви кани в екипа „Petrov Reptiles“ като стопанин.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Откажи' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('says an expired invitation in words, and forgets it', async () => {
    signInKeeper();
    stubFetch(() => json(410, { error: 'invitation-expired', message: 'English internals' }));
    openJoin('/join#token=tok-4');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired. Ask the owner for a new one.');
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeInTheDocument();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['invitation-used', 'This invitation has already been used. Ask the owner for a new one.'],
    ['already-member', 'This account is already a member of this shared collection.'],
  ])('says %s in words when joining', async (code, words) => {
    signInKeeper();
    stubFetch((call) => (call.path === '/api/spaces/join/preview' ? json(200, preview()) : json(409, { error: code, message: 'English internals' })));
    openJoin('/join#token=tok-5');
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
  });

  it('says an address without a token, and offline that it needs a connection', async () => {
    signInKeeper();
    stubFetch(() => json(500, {}));
    const view = openJoin('/join');
    expect(await screen.findByText(/This link holds no invitation/)).toBeInTheDocument();
    view.unmount();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    openJoin('/join#token=tok-6');
    expect(await screen.findByText('Connect to the internet to see this invitation.')).toBeInTheDocument();
  });
});
