import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthModals, useAuthModals } from '../../app/features/auth';
import { LandingGate } from '../../app/features/landing/landing-gate';
import { useSession } from '../../app/lib/session/store';
import { renderWithProviders } from '../helpers/render';

vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/bg', () => ({}));

function renderRoot(route: string) {
  return renderWithProviders(
    <Suspense fallback={null}>
      <Routes>
        <Route path="/" element={<LandingGate />} />
        <Route path="/login" element={<h1>Login page</h1>} />
      </Routes>
      <AuthModals />
    </Suspense>,
    { route },
  );
}

beforeEach(() => useSession.getState().setSignedOut());
afterEach(() => useAuthModals.getState().close());

describe('sign-in modals on the landing page', () => {
  it('?login=true opens the login modal over the landing page', async () => {
    renderRoot('/?login=true');
    const dialog = await screen.findByRole('dialog', { name: 'Log in to HerpTrack' }, { timeout: 8000 });
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Login page' })).toBeNull();
  });

  it('the landing buttons open the modals, and the modals switch between each other', async () => {
    renderRoot('/');
    await userEvent.click((await screen.findAllByRole('link', { name: 'Sign up' }))[0] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Create your account' }, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to HerpTrack' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Login page' })).toBeNull();
  });
});
