/**
 * Issue 27: "Accepting needs an account (sign-up from the link keeps the invitation)". A visitor
 * opens an invitation link, signs up, and confirms the address from the e-mail, whose link opens
 * a NEW tab (sessionStorage is per tab: it is emptied here between "tabs", localStorage is not),
 * maybe hours later; the first sign-in then lands on /join with the invitation in front of them,
 * without the link being opened again. The token never reaches a URL or any call but the join
 * calls. Storage the browser refuses costs the cross-tab trip (the page says so), not the page.
 */
import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JoinPreview } from '../../shared/api/spaces';
import { AuthModals, useAuthModals } from '../../app/features/auth';
import { ConfirmEmailPage } from '../../app/features/auth/pages/confirm-email-page';
import { LoginPage } from '../../app/features/auth/pages/login-page';
import { SignupPage } from '../../app/features/auth/pages/signup-page';
import { LandingGate } from '../../app/features/landing/landing-gate';
import { JoinPage } from '../../app/features/spaces/join-page';
import { forgetToken } from '../../app/features/spaces/join-token';
import { endSession, useSession } from '../../app/lib/session';
import { theme } from '../../app/lib/theme';
import { createTestI18n } from '../helpers/render';
import { json, sessionReply, stubFetch, type Call } from '../helpers/session-fixtures';

// The real CAPTCHA widget is a Svelte custom element with workers; the form only needs its events.
vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/bg', () => ({}));

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const START = Date.UTC(2030, 4, 1, 9);
const TOKEN = 'invitation-token-0123456789abcdefghijklmnopqrstu';

const preview = (): JoinPreview => ({
  spaceName: 'Home', kind: 'household', inviterName: 'maria', role: 'keeper', until: null, expiresAt: START + 14 * DAY,
});

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="address">{`${pathname}${search}${hash}`}</output>;
}

/** The root layout's part in this trip: the page, the sign-in modals over it, and the address. */
function Root() {
  return (
    <Suspense fallback={null}>
      <Outlet />
      <AuthModals />
      <Where />
    </Suspense>
  );
}

/**
 * One browser tab of the app, with a data router as the app has (app/router.tsx): navigation
 * options such as `flushSync` work only there.
 */
function openTab(route: string) {
  const router = createMemoryRouter([{
    element: <Root />,
    children: [
      { path: '/', element: <LandingGate /> },
      { path: '/join', element: <JoinPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/confirm-email', element: <ConfirmEmailPage /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
  }], { initialEntries: [route] });
  return render(
    <I18nextProvider i18n={createTestI18n('en')}>
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** Closing a tab: its page and its sessionStorage are gone; localStorage stays with the browser. */
function closeTab(tab: { unmount: () => void }) {
  tab.unmount();
  sessionStorage.clear();
}

/** The fake server of the whole trip. */
function server() {
  return stubFetch((call: Call) => {
    switch (call.path) {
      case '/api/auth/signup': return json(200, { ok: true });
      case '/api/auth/confirm-email': return json(200, { ok: true });
      case '/api/auth/login': return json(200, sessionReply({}, Date.now()));
      case '/api/spaces/join/preview': return json(200, preview());
      case '/api/spaces/join':
        return json(200, { id: uuidv7(), kind: 'household', name: 'Home', ownerId: uuidv7(), role: 'keeper', until: null, members: [] });
      default: return json(404, { error: 'not-found', message: 'x' });
    }
  });
}

async function signUpFromJoin() {
  const tab = openTab(`/join#token=${TOKEN}`);
  await userEvent.click(await screen.findByRole('link', { name: 'Create an account' }));
  expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/signup\?next=%2Fjoin$/);
  const widget = await waitFor(() => document.querySelector('altcha-widget') ?? Promise.reject(new Error('no widget yet')));
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solved' } }));
  });
  await userEvent.type(screen.getByLabelText(/E-mail/), 'new.keeper@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'secret1');
  await userEvent.type(screen.getByLabelText(/^Confirm password/), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
  expect(screen.getByText(/then log in using this browser: you come back to this page/)).toBeInTheDocument();
  return tab;
}

async function logIn(scope: HTMLElement) {
  await userEvent.type(within(scope).getByLabelText(/E-mail/), 'new.keeper@example.com');
  await userEvent.type(within(scope).getByLabelText(/^Password/), 'secret1');
  await userEvent.click(within(scope).getByRole('button', { name: 'Log In' }));
}

/** The token went to the join calls only: no address, no other call's path or body. */
function expectTokenOnlyInJoinCalls(calls: Call[]) {
  for (const call of calls) {
    expect(call.path).not.toContain(TOKEN);
    if (!call.path.startsWith('/api/spaces/join')) expect(JSON.stringify(call.body)).not.toContain(TOKEN);
  }
  expect(screen.getByRole('status', { name: 'address' }).textContent).not.toContain(TOKEN);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: START });
  useSession.getState().setSignedOut();
});

afterEach(() => {
  vi.restoreAllMocks();
  useAuthModals.getState().close();
  endSession('user');
  forgetToken();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('signing up from an invitation link', () => {
  it('confirming in a new tab and logging in there lands on the invitation; joining forgets it', async () => {
    const { calls } = server();
    closeTab(await signUpFromJoin());

    // The e-mail's link, in a new tab, later the same day.
    vi.setSystemTime(START + 6 * HOUR);
    openTab('/confirm-email#token=confirm-secret&type=signup');
    expect(await screen.findByRole('heading', { name: 'E-mail confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Your account is ready. Log in and you continue where you left off before signing up.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Log In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in to HerpTrack' }, { timeout: 8000 });
    await logIn(dialog);

    expect(await screen.findByText('maria invites you to the household “Home” as a keeper.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/join$/);
    expect(calls.find((c) => c.path === '/api/spaces/join/preview')).toMatchObject({ body: { token: TOKEN } });

    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/spaces/join')).toMatchObject({ body: { token: TOKEN } });
    expectTokenOnlyInJoinCalls(calls);
    // Nothing of the trip is left on the device.
    expect(localStorage.getItem('herptrack:join-token')).toBeNull();
    expect(localStorage.getItem('herptrack:after-signup')).toBeNull();
  });

  it('logging in on the login page in another tab the same evening lands on the invitation too', async () => {
    const { calls } = server();
    const first = openTab(`/join#token=${TOKEN}`);
    // By way of "Sign in", then "No account yet?": the sign-up still knows where to come back to.
    await userEvent.click(await screen.findByRole('link', { name: 'Sign in' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Sign up' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/signup\?next=%2Fjoin$/);
    closeTab(first);
    closeTab(await signUpFromJoin());

    vi.setSystemTime(START + 11 * HOUR);
    openTab('/login');
    await logIn(await screen.findByRole('form', { name: 'Log in' }));
    expect(await screen.findByText('maria invites you to the household “Home” as a keeper.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/join$/);
    expectTokenOnlyInJoinCalls(calls);
    // The return is used once: the invitation stays kept (not joined yet), the way back does not.
    expect(localStorage.getItem('herptrack:after-signup')).toBeNull();
    expect(localStorage.getItem('herptrack:join-token')).not.toBeNull();
  });

  it('after 14 days the way back is over: the sign-in goes to the dashboard and /join says the invitation expired', async () => {
    const { calls } = server();
    closeTab(await signUpFromJoin());

    vi.setSystemTime(START + 15 * DAY);
    const tab = openTab('/login');
    await logIn(await screen.findByRole('form', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    tab.unmount();

    openTab('/join');
    expect(await screen.findByRole('alert')).toHaveTextContent('The invitation you opened in this browser has expired. Ask the owner for a new one.');
    await waitFor(() => expect(localStorage.getItem('herptrack:join-token')).toBeNull());
    expect(calls.some((c) => c.path.startsWith('/api/spaces/join'))).toBe(false);
  });

  it('with storage refused, nothing breaks: the page says the link is needed again, and signing in within the tab still works', async () => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    const { calls } = server();
    openTab(`/join#token=${TOKEN}`);
    expect(await screen.findByText(/This browser does not let HerpTrack keep the invitation/)).toBeInTheDocument();
    expect(screen.getByText(/then open the invitation link again/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    await logIn(await screen.findByRole('form', { name: 'Log in' }));
    expect(await screen.findByText('maria invites you to the household “Home” as a keeper.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/spaces/join')).toMatchObject({ body: { token: TOKEN } });
  });
});
