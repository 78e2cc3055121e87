import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireAdmin } from '../../app/components/guards/require-admin';
import { RequireAuth } from '../../app/components/guards/require-auth';
import { RequirePremium } from '../../app/components/guards/require-premium';
import { CatchAll } from '../../app/layout/catch-all';
import { BASIC_CLAIMS, useSession, type Claims } from '../../app/lib/session/store';
import { renderWithProviders } from '../helpers/render';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const user = { id: 'u1', email: 'keeper@example.test', username: null };
const signIn = (claims: Partial<Claims> = {}) => useSession.getState().setSignedIn(user, { ...BASIC_CLAIMS, ...claims });

function app(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>landing</p>} />
      <Route path="/login" element={<Where />} />
      <Route path="/dashboard" element={<p>dashboard</p>} />
      <Route path="/repticoins" element={<Where />} />
      <Route path="/reptiles/:id" element={<RequireAuth><p>reptile page</p></RequireAuth>} />
      <Route path="/admin" element={<RequireAuth><RequireAdmin><p>admin area</p></RequireAdmin></RequireAuth>} />
      <Route path="/collections" element={<RequireAuth><RequirePremium tier="HerpPlus"><p>collections</p></RequirePremium></RequireAuth>} />
      <Route path="*" element={<CatchAll />} />
    </Routes>,
    { route },
  );
}

beforeEach(() => {
  useSession.setState({ status: 'loading', user: null, claims: null });
});

describe('sign-in guard', () => {
  it('says "Authenticating..." while auth loads, then shows the page', () => {
    app('/reptiles/abc');
    expect(screen.getByText('Authenticating...')).toBeInTheDocument();
    act(() => signIn());
    expect(screen.getByText('reptile page')).toBeInTheDocument();
  });

  it('sends a visitor to /login with the page to return to', () => {
    useSession.getState().setSignedOut();
    app('/reptiles/abc?tab=growth');
    expect(screen.getByTestId('where')).toHaveTextContent('/login?next=%2Freptiles%2Fabc%3Ftab%3Dgrowth');
  });

  it('shows Bulgarian while loading in Bulgarian', () => {
    renderWithProviders(<RequireAuth><p>x</p></RequireAuth>, { lng: 'bg' });
    expect(screen.getByText('Удостоверяване...')).toBeInTheDocument();
  });
});

describe('admin guard', () => {
  it('sends a non-admin to /dashboard', () => {
    signIn({ isModerator: true });
    app('/admin');
    expect(screen.getByText('dashboard')).toBeInTheDocument();
    expect(screen.queryByText('admin area')).not.toBeInTheDocument();
  });

  it('lets an admin in', () => {
    signIn({ isAdmin: true });
    app('/admin');
    expect(screen.getByText('admin area')).toBeInTheDocument();
  });
});

describe('premium guard', () => {
  it('waits for claims with a loading state', () => {
    useSession.setState({ status: 'authenticated', user, claims: null });
    app('/collections');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('collections')).not.toBeInTheDocument();
  });

  it('shows an upgrade notice that returns here after purchase', async () => {
    signIn();
    const u = userEvent.setup();
    app('/collections?sort=name');
    expect(screen.getByRole('heading', { name: 'HerpPlus feature' })).toBeInTheDocument();
    await u.click(screen.getByRole('link', { name: 'Upgrade' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/repticoins?returnPath=%2Fcollections%3Fsort%3Dname');
  });

  it.each([['HerpPlus'], ['HerpPro'], ['herppro']] as const)('lets %s in', (tier) => {
    signIn({ isPremium: true, premiumTier: tier === 'herppro' ? 'HerpPro' : tier });
    app('/collections');
    expect(screen.getByText('collections')).toBeInTheDocument();
  });
});

describe('any other path', () => {
  it('goes to /dashboard when signed in', () => {
    signIn();
    app('/no/such/page');
    expect(screen.getByText('dashboard')).toBeInTheDocument();
  });

  it('goes to / for a visitor', () => {
    useSession.getState().setSignedOut();
    app('/no/such/page');
    expect(screen.getByText('landing')).toBeInTheDocument();
  });
});
