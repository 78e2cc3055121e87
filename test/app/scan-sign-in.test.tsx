/**
 * Issue 28: "a scan on a phone that is not signed in asks to sign in and then continues to the
 * action". A label's address (/r/:id, /e/:id) is in the signed-in area: a visitor is sent to
 * /login with the address as `next`, and signing in there lands on that animal's or enclosure's
 * quick actions, read from the keeper's device.
 */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/components/guards/require-auth';
import { LoginPage } from '../../app/features/auth/pages/login-page';
import { AnimalScanPage } from '../../app/features/scan/animal-scan-page';
import { EnclosureScanPage } from '../../app/features/scan/enclosure-scan-page';
import { userDb } from '../../app/lib/db';
import { endSession, useSession } from '../../app/lib/session';
import { theme } from '../../app/lib/theme';
import { createTestI18n } from '../helpers/render';
import { syncedReptile } from '../helpers/keeper';
import { json, profileFixture, sessionReply, stubFetch } from '../helpers/session-fixtures';

vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/bg', () => ({}));

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

/** The app's shape for this trip (app/router.tsx): the login page outside, the label pages inside RequireAuth. */
function openLabel(route: string) {
  const router = createMemoryRouter([{
    element: <Suspense fallback={null}><Outlet /><Where /></Suspense>,
    children: [
      { path: '/login', element: <LoginPage /> },
      { element: <RequireAuth><Outlet /></RequireAuth>, children: [
        { path: '/r/:id', element: <AnimalScanPage /> },
        { path: '/e/:id', element: <EnclosureScanPage /> },
        { path: '/dashboard', element: <h1>Dashboard</h1> },
      ] },
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

async function logIn() {
  const form = await screen.findByRole('form', { name: 'Log in' });
  await userEvent.type(screen.getByLabelText(/E-mail/), 'keeper@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'secret1');
  await userEvent.click(form.querySelector('button[type="submit"]') as HTMLButtonElement);
}

beforeEach(() => {
  useSession.getState().setSignedOut();
  stubFetch((call) => (call.path === '/api/auth/login' ? json(200, sessionReply({ profile: profileFixture() })) : json(404, { error: 'not-found', message: 'x' })));
});

afterEach(() => {
  endSession('user');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('scanning a label signed out', () => {
  it('asks to sign in, then opens the animal’s quick actions', async () => {
    // The keeper's device already holds the animal (installed and synced before, signed out since).
    const db = userDb(profileFixture().id);
    const nagini = syncedReptile(db, { name: 'Nagini' });
    await db.reptiles.put(nagini);

    openLabel(`/r/${nagini.id}`);
    expect(await screen.findByRole('heading', { name: 'Log in to HerpTrack' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(`/login?next=${encodeURIComponent(`/r/${nagini.id}`)}`);
    await logIn();

    expect(await screen.findByRole('heading', { level: 1, name: 'Nagini' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(new RegExp(`^/r/${nagini.id}$`));
    expect(await screen.findByRole('button', { name: 'Shed: Nagini' })).toBeInTheDocument();
  });

  it('continues to an enclosure’s label the same way', async () => {
    const id = uuidv7();
    openLabel(`/e/${id}`);
    await logIn();
    // Not on this device: said so, on the enclosure's own address.
    expect(await screen.findByRole('heading', { name: 'Enclosure not found' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(new RegExp(`^/e/${id}$`));
  });
});
