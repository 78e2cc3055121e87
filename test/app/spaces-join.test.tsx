/**
 * /join#token=... (issue 27): the token is kept on the device for 14 days at most (so signing in,
 * or signing up in another tab, does not lose it: spaces-join-signup.test.tsx follows that trip)
 * and taken out of the address; a visitor is asked to sign in or sign up and come back; a signed-in
 * keeper sees who invites them to what, joins (then goes to the dashboard) or declines; a spent,
 * expired or damaged invitation is said in words and forgotten, as is a keeper's pending
 * invitation when they sign out; refused storage keeps it for the page and says so.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JoinPreview } from '../../shared/api/spaces';
import { JoinPage } from '../../app/features/spaces/join-page';
import { forgetToken, keepToken, keptToken } from '../../app/features/spaces/join-token';
import { BASIC_CLAIMS, endSession, useSession } from '../../app/lib/session';
import { announceSignedIn } from '../../app/lib/session/lifecycle';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper } from '../helpers/keeper';
import { json, stubFetch } from '../helpers/session-fixtures';

const KEY = 'herptrack:join-token';
const DAY = 24 * 60 * 60 * 1000;

/** The token this browser keeps for the join page (localStorage), or null. */
const keptInStorage = (): string | null => {
  const raw = localStorage.getItem(KEY);
  return raw === null ? null : (JSON.parse(raw) as { token: string }).token;
};
const keepInStorage = (token: string, until = Date.now() + DAY) => localStorage.setItem(KEY, JSON.stringify({ token, until }));

afterEach(() => {
  vi.restoreAllMocks();
  endSession('user');
  forgetToken();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
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
  it('asks a visitor to sign in or sign up, keeping the token on the device for 14 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2030, 4, 1, 9) });
    useSession.setState({ status: 'anonymous' });
    const { calls } = stubFetch(() => json(500, {}));
    openJoin('/join#token=tok-1');
    expect(await screen.findByRole('heading', { name: 'Sign in or create an account to join' })).toBeInTheDocument();
    // Both carry only where to come back to, never the token.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fjoin');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup?next=%2Fjoin');
    expect(screen.getByText(/sign in using this browser: the invitation waits for you here for up to 14 days/)).toBeInTheDocument();
    expect(screen.queryByText(/open the invitation link again/)).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ token: 'tok-1', until: Date.UTC(2030, 4, 15, 9) });
    // The token leaves the address bar: it is in the device's storage only.
    expect(await screen.findByRole('status', { name: 'address' })).toHaveTextContent(/^\/join$/);
    expect(calls).toHaveLength(0);
  });

  it('after signing in, shows the kept invitation and joins it, then goes to the dashboard', async () => {
    keepInStorage('tok-2');
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
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(keptToken()).toEqual({ state: 'none' });
  });

  it('says the invitation in Bulgarian, and declining forgets it', async () => {
    signInKeeper();
    const { calls } = stubFetch(() => json(200, preview({ kind: 'team', role: 'keeper', until: null, spaceName: 'Petrov Reptiles' })));
    openJoin('/join#token=tok-3', 'bg');
    expect(await screen.findByText('maria ви кани в екипа „Petrov Reptiles“ като стопанин.')).toBeInTheDocument();
    expect(keptInStorage()).toBe('tok-3');
    await userEvent.click(screen.getByRole('button', { name: 'Откажи' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('says an expired invitation in words, and forgets it', async () => {
    signInKeeper();
    stubFetch(() => json(410, { error: 'invitation-expired', message: 'English internals' }));
    openJoin('/join#token=tok-4');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired. Ask the owner for a new one.');
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('says a damaged link in words and forgets it, but keeps the token through a failure that may mend', async () => {
    signInKeeper();
    stubFetch(() => json(400, { error: 'invalid-request', message: 'x', fields: { token: 'errors.tokenInvalid' } }));
    const view = openJoin('/join#token=tok-damaged');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is damaged. Ask the owner for a new one.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBeNull();
    view.unmount();
    stubFetch(() => json(503, { error: 'unavailable', message: 'x' }));
    openJoin('/join#token=tok-later');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(keptInStorage()).toBe('tok-later');
  });

  it('says that an invitation kept longer than 14 days has expired, without asking the server, and forgets it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2030, 4, 1, 9) });
    keepToken('tok-old');
    vi.setSystemTime(Date.UTC(2030, 4, 15, 8, 59));
    expect(keptToken()).toEqual({ state: 'kept', token: 'tok-old' });
    vi.setSystemTime(Date.UTC(2030, 4, 15, 9));
    signInKeeper();
    const { calls } = stubFetch(() => json(200, preview()));
    openJoin('/join');
    expect(await screen.findByRole('alert')).toHaveTextContent('The invitation you opened in this browser has expired. Ask the owner for a new one.');
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(KEY)).toBeNull());
    expect(calls).toHaveLength(0);
  });

  it('forgets a pending invitation when the keeper signs out, not when their session merely expires', () => {
    const user = { id: uuidv7(), email: 'a@example.test', username: null };
    const signIn = () => {
      useSession.getState().setSignedIn(user, BASIC_CLAIMS);
      announceSignedIn({ user, source: 'login' });
    };
    keepToken('tok-out');
    signIn();
    endSession('expired');
    expect(keptInStorage()).toBe('tok-out');
    signIn();
    endSession('user');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('moves a token an earlier version kept in the tab to the device', async () => {
    sessionStorage.setItem(KEY, 'tok-tab');
    signInKeeper();
    const { calls } = stubFetch(() => json(200, preview()));
    openJoin('/join');
    expect(await screen.findByText(/maria invites you/)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ body: { token: 'tok-tab' } });
    expect(keptInStorage()).toBe('tok-tab');
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
