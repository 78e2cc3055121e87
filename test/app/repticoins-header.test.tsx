/**
 * The header's coins button reads the keeper's wallet row on this device (live): the balance in
 * the keeper's numbers, a link to /repticoins, and the spec's tier badge beside it: "PRO" for
 * HerpPro, "+" for HerpPlus, none for Basic or a tier past its expiry.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoinsButton } from '../../app/features/repticoins';
import type { UserDb } from '../../app/lib/db';
import { endSession, useSession } from '../../app/lib/session';
import { setAccessToken } from '../../app/lib/session/tokens';
import { json, stubFetch } from '../helpers/session-fixtures';
import type { SyncedRowOf } from '../../shared/sync/tables';
import { signInKeeper } from '../helpers/keeper';
import { renderWithProviders } from '../helpers/render';

const DAY = 86_400_000;

function wallet(db: UserDb, over: Partial<SyncedRowOf<'wallets'>> = {}): SyncedRowOf<'wallets'> {
  return { id: db.userId, userId: db.userId, balance: 0, premiumTier: null, premiumExpiresAt: null, premiumAnchorDay: null, version: 3, updatedAt: Date.now(), deleted: false, ...over };
}

afterEach(() => {
  endSession('user');
  vi.unstubAllGlobals();
});

describe('the header coins button', () => {
  it('shows the balance, links to /repticoins and is named "ReptiCoins: 120"', async () => {
    const db = signInKeeper();
    await db.wallets.put(wallet(db, { balance: 120 }));
    renderWithProviders(<CoinsButton />);
    const link = await screen.findByRole('link', { name: 'ReptiCoins: 120' });
    expect(link).toHaveAttribute('href', '/repticoins');
    expect(link).toHaveTextContent('120');
    expect(screen.queryByText('PRO')).not.toBeInTheDocument();
    expect(screen.queryByText('+')).not.toBeInTheDocument();
  });

  it('shows 0 before the first wallet row arrives, then follows the row', async () => {
    const db = signInKeeper();
    renderWithProviders(<CoinsButton />, { lng: 'bg' });
    expect(await screen.findByRole('link', { name: 'ReptiCoins: 0' })).toBeInTheDocument();
    await act(() => db.wallets.put(wallet(db, { balance: 1250, premiumTier: 'HerpPlus', premiumExpiresAt: Date.now() + 9 * DAY })));
    expect(await screen.findByRole('link', { name: `ReptiCoins: ${new Intl.NumberFormat('bg').format(1250)}` })).toBeInTheDocument();
    expect(screen.getByText('+')).toBeInTheDocument();
  });

  it.each([
    ['HerpPro', Date.now() + 3 * DAY, 'PRO', 'Plan: HerpPro'],
    ['HerpPlus', Date.now() + 3 * DAY, '+', 'Plan: HerpPlus'],
    ['HerpPro', null, 'PRO', 'Plan: HerpPro'],
  ] as const)('shows the badge of an active %s', async (tier, expiresAt, badge, label) => {
    const db = signInKeeper({ tier });
    await db.wallets.put(wallet(db, { balance: 40, premiumTier: tier, premiumExpiresAt: expiresAt }));
    renderWithProviders(<CoinsButton />);
    expect(await screen.findByText(badge)).toBeInTheDocument();
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('shows no badge once the tier has expired', async () => {
    const db = signInKeeper();
    await db.wallets.put(wallet(db, { balance: 40, premiumTier: 'HerpPro', premiumExpiresAt: Date.now() - 1000 }));
    renderWithProviders(<CoinsButton />);
    expect(await screen.findByRole('link', { name: 'ReptiCoins: 40' })).toBeInTheDocument();
    expect(screen.queryByText('PRO')).not.toBeInTheDocument();
  });

  it('drops the badge at the expiry instant, with no sync to say so', async () => {
    const db = signInKeeper();
    await db.wallets.put(wallet(db, { balance: 40, premiumTier: 'HerpPlus', premiumExpiresAt: Date.now() + 400 }));
    renderWithProviders(<CoinsButton />);
    expect(await screen.findByText('+')).toBeInTheDocument();
    await expect.poll(() => screen.queryByText('+'), { timeout: 2000 }).toBeNull();
  });

  it('asks for the claims again when the synced wallet says the plan was revoked, so premium pages close at once', async () => {
    const { calls } = stubFetch(() => json(200, { isAdmin: false, isModerator: false, isPremium: false, premiumTier: null, collectionLimit: 0, premiumExpiresAt: null }));
    const db = signInKeeper({ tier: 'HerpPlus' });
    setAccessToken('token-1', Date.now() + 30 * 60_000);
    await db.wallets.put(wallet(db, { balance: 40, premiumTier: null, premiumExpiresAt: null }));
    renderWithProviders(<CoinsButton />);
    await vi.waitFor(() => expect(useSession.getState().claims?.premiumTier).toBeNull());
    expect(calls.filter((c) => c.path === '/api/auth/validate-claims')).toHaveLength(1);
  });

  it('leaves claims alone while they agree with the wallet', async () => {
    const { fn } = stubFetch(() => json(500, {}));
    const db = signInKeeper({ tier: 'HerpPlus' });
    setAccessToken('token-1', Date.now() + 30 * 60_000);
    await db.wallets.put(wallet(db, { balance: 40, premiumTier: 'HerpPlus', premiumExpiresAt: Date.now() + 3 * DAY }));
    renderWithProviders(<CoinsButton />);
    expect(await screen.findByText('+')).toBeInTheDocument();
    expect(fn).not.toHaveBeenCalled();
  });
});
