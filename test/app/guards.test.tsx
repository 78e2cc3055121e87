import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAdmin } from '../../app/components/guards/require-admin';
import { RequireAuth } from '../../app/components/guards/require-auth';
import { JUST_PURCHASED_STATE, markJustPurchased, PREMIUM_CHECK, RequirePremium } from '../../app/components/guards/require-premium';
import { CatchAll } from '../../app/layout/catch-all';
import { applySession, endSession } from '../../app/lib/session/session-service';
import { BASIC_CLAIMS, useSession, type Claims } from '../../app/lib/session/store';
import { setAccessToken } from '../../app/lib/session/tokens';
import { renderWithProviders } from '../helpers/render';
import { json, sessionReply, stubFetch, type Call } from '../helpers/session-fixtures';

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

/**
 * The guard asking the server (spec section 4): after a purchase it refreshes the token and asks
 * for the claims until the tier shows, 3 tries; otherwise 2, only while the server has not
 * answered; a refresh that ran under 60 s ago is not repeated. The server is a stubbed fetch.
 */
describe('premium guard asking the server', () => {
  const keeper = { id: 'user-1', email: 'keeper@example.com', username: 'gecko_fan' };
  const plus: Claims = { ...BASIC_CLAIMS, isPremium: true, premiumTier: 'HerpPlus', collectionLimit: 3 };
  const count = (calls: Call[], path: string) => calls.filter((c) => c.path === path).length;
  const REFRESH = '/api/auth/refresh';
  const CLAIMS = '/api/auth/validate-claims';

  function BuyThenGo() {
    const navigate = useNavigate();
    return <button type="button" onClick={() => void navigate('/collections', { state: JUST_PURCHASED_STATE })}>bought</button>;
  }
  const shop = () => renderWithProviders(
    <Routes>
      <Route path="/repticoins" element={<BuyThenGo />} />
      <Route path="/collections" element={<RequirePremium tier="HerpPlus"><p>collections</p></RequirePremium>} />
    </Routes>,
    { route: '/repticoins' },
  );
  /** Signed in with an access token whose claims (Basic) were never checked with the server. */
  const signInWithToken = () => {
    useSession.getState().setSignedIn(keeper, BASIC_CLAIMS);
    setAccessToken('token-1', Date.now() + 30 * 60_000);
  };

  afterEach(() => {
    endSession('user');
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('after a purchase refreshes the token, then asks for the claims until the tier shows (3 tries)', async () => {
    signInWithToken();
    let asked = 0;
    const { calls } = stubFetch((c) => (c.path === REFRESH ? json(200, sessionReply()) : json(200, ++asked < 2 ? BASIC_CLAIMS : plus)));
    shop();
    await userEvent.click(screen.getByRole('button', { name: 'bought' }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('collections')).toBeInTheDocument();
    // Try 1: the refresh (its reply carries Basic claims). Tries 2 and 3: the claims; no second refresh within 60 s.
    expect(count(calls, REFRESH)).toBe(1);
    expect(count(calls, CLAIMS)).toBe(2);
  });

  it('after a purchase gives up after 3 tries and shows the upgrade notice', async () => {
    signInWithToken();
    const { calls } = stubFetch((c) => (c.path === REFRESH ? json(200, sessionReply()) : json(200, BASIC_CLAIMS)));
    shop();
    await userEvent.click(screen.getByRole('button', { name: 'bought' }));
    expect(await screen.findByRole('heading', { name: 'HerpPlus feature' })).toBeInTheDocument();
    expect(count(calls, REFRESH) + count(calls, CLAIMS)).toBe(PREMIUM_CHECK.triesAfterPurchase);
    await new Promise((r) => setTimeout(r, PREMIUM_CHECK.retryDelayMs + 200));
    expect(calls).toHaveLength(3);
  });

  it('does not repeat a token refresh that ran under 60 s ago, but still asks for the claims (flag in the session)', async () => {
    const { calls } = stubFetch((c) => (c.path === CLAIMS ? json(200, { ...plus, premiumTier: 'HerpPro' }) : json(500, {})));
    act(() => applySession(sessionReply(), 'login'));
    markJustPurchased();
    app('/collections');
    expect(await screen.findByText('collections')).toBeInTheDocument();
    expect(count(calls, REFRESH)).toBe(0);
    expect(count(calls, CLAIMS)).toBe(1);
    expect(sessionStorage.length).toBe(0);
  });

  it('without a purchase takes the server\'s answer as final, and does not ask again within 60 s', async () => {
    signInWithToken();
    const { calls } = stubFetch(() => json(200, BASIC_CLAIMS));
    const first = app('/collections');
    expect(await screen.findByRole('heading', { name: 'HerpPlus feature' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([CLAIMS]);
    first.unmount();
    app('/collections');
    expect(screen.getByRole('heading', { name: 'HerpPlus feature' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('without a purchase tries a second time when the server did not answer', async () => {
    signInWithToken();
    let asked = 0;
    const { calls } = stubFetch(() => (++asked === 1 ? json(500, { error: 'internal' }, { 'x-no-retry': '1' }) : json(200, plus)));
    app('/collections');
    expect(await screen.findByText('collections')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([CLAIMS, CLAIMS]);
  });

  it('without a purchase never tries a third time, and never refreshes the token', async () => {
    signInWithToken();
    const { calls } = stubFetch(() => json(500, { error: 'internal' }, { 'x-no-retry': '1' }));
    app('/collections');
    expect(await screen.findByRole('heading', { name: 'HerpPlus feature' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(Array<string>(PREMIUM_CHECK.tries).fill(CLAIMS));
  });

  it('lets a keeper whose claims already grant the tier in without asking, offline too', () => {
    const { fn } = stubFetch(() => json(500, {}));
    useSession.getState().setSignedIn(keeper, { ...plus, premiumTier: 'HerpPro' });
    setAccessToken('token-1', Date.now() + 30 * 60_000);
    markJustPurchased();
    app('/collections');
    expect(screen.getByText('collections')).toBeInTheDocument();
    expect(fn).not.toHaveBeenCalled();
  });
  it('stops granting at the claims\' expiry instant, offline, without asking', () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { fn } = stubFetch(() => json(500, {}));
    useSession.getState().setSignedIn(keeper, { ...plus, premiumExpiresAt: Date.now() - 1 });
    app('/collections');
    expect(screen.getByRole('heading', { name: 'HerpPlus feature' })).toBeInTheDocument();
    expect(fn).not.toHaveBeenCalled();
    offline.mockRestore();
  });

  it('grants until that instant', () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    useSession.getState().setSignedIn(keeper, { ...plus, premiumExpiresAt: Date.now() + 60_000 });
    app('/collections');
    expect(screen.getByText('collections')).toBeInTheDocument();
    offline.mockRestore();
  });
});
