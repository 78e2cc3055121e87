/**
 * Buying a plan with coins, against a stubbed server and the real sync engine: the keeper
 * confirms, a lost answer is retried with the same purchaseId (the server applies it once), the
 * wallet and ledger rows then arrive through pull, the claims are fetched again, and the keeper is
 * back on the premium page they came from (only a page of this app). A refusal is final: its id
 * is dropped and the message is the spec's, with the server's balance.
 */
import { Notifications, notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequirePremium } from '../../app/components/guards/require-premium';
import { ReptiCoinsPage } from '../../app/features/repticoins/repticoins-page';
import type { UserDb } from '../../app/lib/db';
import { BASIC_CLAIMS, endSession, useSession } from '../../app/lib/session';
import { setAccessToken } from '../../app/lib/session/tokens';
import { startSync, stopSync } from '../../app/lib/sync';
import type { PurchaseResponse } from '../../shared/api/repticoins';
import type { PullResponse } from '../../shared/sync/protocol';
import { SYNCED_TABLES, type SyncedRowOf } from '../../shared/sync/tables';
import { signInKeeper } from '../helpers/keeper';
import { renderWithProviders } from '../helpers/render';
import { json, stubFetch, type Call } from '../helpers/session-fixtures';

const DAY = 86_400_000;
const PURCHASE = '/api/repticoins/purchase';

function wallet(db: UserDb, over: Partial<SyncedRowOf<'wallets'>> = {}): SyncedRowOf<'wallets'> {
  return { id: db.userId, userId: db.userId, balance: 0, premiumTier: null, premiumExpiresAt: null, premiumAnchorDay: null, version: 3, updatedAt: Date.now(), deleted: false, ...over };
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function shop(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/repticoins" element={<><ReptiCoinsPage /><Where /></>} />
        <Route path="/collections" element={<RequirePremium tier="HerpPlus"><p>collections page</p><Where /></RequirePremium>} />
      </Routes>
      <Notifications />
    </>,
    { route },
  );
}

async function confirmPurchase(plan: string, coins: string) {
  const card = await screen.findByRole('listitem', { name: plan });
  await userEvent.click(within(card).getByRole('button', { name: `Buy with ${coins} ReptiCoins` }));
  const dialog = await screen.findByRole('dialog', { name: `Buy ${plan}?` });
  await userEvent.click(within(dialog).getByRole('button', { name: `Buy for ${coins} ReptiCoins` }));
  return dialog;
}

const purchases = (calls: Call[]) => calls.filter((c) => c.path === PURCHASE).map((c) => c.body as { tier: string; purchaseId: string });
const social = () => json(200, { claimed: true, url: 'https://www.facebook.com/herptrack' });

afterEach(() => {
  stopSync();
  endSession('user');
  notifications.clean();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('buying a plan with coins', () => {
  it('retries a lost answer with the same purchaseId, pulls the new wallet, refreshes the claims and returns to returnPath', async () => {
    const db = signInKeeper();
    setAccessToken('token-1', Date.now() + 30 * 60_000);
    const expiresAt = Date.now() + 31 * DAY;
    // The server's copy of the keeper's rows, sent whole by every pull.
    let serverWallet = wallet(db, { balance: 600 });
    let serverEntries: SyncedRowOf<'coinEntries'>[] = [];
    let cookie = 0;
    const page = (): PullResponse => ({
      cookie: ++cookie, reset: false, hasMore: false, lastMutationId: 0, rejections: [],
      changes: { ...Object.fromEntries(SYNCED_TABLES.map((t) => [t, []])), wallets: [serverWallet], coinEntries: serverEntries } as PullResponse['changes'],
    });
    let claims = BASIC_CLAIMS;
    let attempt = 0;
    const { calls } = stubFetch((c) => {
      if (c.path === '/api/sync/pull') return json(200, page());
      if (c.path === '/api/auth/validate-claims') return json(200, claims);
      if (c.path === '/api/repticoins/facebook-status') return social();
      if (c.path !== PURCHASE) return json(404, { error: 'not-found' });
      // The first answer is lost on the way (no network); the server never saw it.
      if (++attempt === 1) throw new TypeError('Failed to fetch');
      const { purchaseId } = c.body as { purchaseId: string };
      serverWallet = wallet(db, { balance: 100, premiumTier: 'HerpPlus', premiumExpiresAt: expiresAt, version: 9 });
      serverEntries = [{ id: uuidv7(), userId: db.userId, key: `purchase:${purchaseId}`, amount: -500, reason: null, at: Date.now(), version: 8, updatedAt: Date.now(), deleted: false }];
      claims = { ...BASIC_CLAIMS, isPremium: true, premiumTier: 'HerpPlus', collectionLimit: 3 };
      const answer: PurchaseResponse = { balance: 100, premiumTier: 'HerpPlus', premiumExpiresAt: expiresAt, duplicate: false };
      return json(200, answer);
    });
    startSync(db.userId);
    await expect.poll(async () => (await db.wallets.get(db.userId))?.balance).toBe(600);

    shop('/repticoins?returnPath=%2Fcollections%3Fsort%3Dname');
    const dialog = await confirmPurchase('HerpPlus', '500');
    expect(within(dialog).getByText('One month of HerpPlus for 500 ReptiCoins.')).toBeInTheDocument();
    expect(within(dialog).getByText('Your balance after: 100 ReptiCoins.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Buying needs a connection to the server/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('collections page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/collections?sort=name');
    const [first, retry] = purchases(calls);
    expect(purchases(calls)).toHaveLength(2);
    expect(first).toEqual({ tier: 'HerpPlus', purchaseId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(retry?.purchaseId).toBe(first?.purchaseId);
    expect(useSession.getState().claims?.premiumTier).toBe('HerpPlus');
    expect(await screen.findByText('HerpPlus is yours')).toBeInTheDocument();
    // The wallet and the ledger entry reach this device through pull, not from the purchase's answer.
    await expect.poll(async () => (await db.wallets.get(db.userId))?.premiumTier).toBe('HerpPlus');
    expect((await db.wallets.get(db.userId))?.balance).toBe(100);
    expect((await db.coinEntries.toArray()).map((e) => e.key)).toEqual([`purchase:${first?.purchaseId}`]);
  });

  it('takes a refusal as final: the spec\'s message with the server\'s balance, and a new purchaseId next time', async () => {
    const db = signInKeeper();
    await db.wallets.put(wallet(db, { balance: 600 }));
    const { calls } = stubFetch((c) => (c.path === PURCHASE
      ? json(409, { error: 'insufficient-balance', message: 'Insufficient ReptiCoins balance.', balance: 80 })
      : social()));
    shop('/repticoins');
    const dialog = await confirmPurchase('HerpPlus', '500');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You don\'t have enough ReptiCoins. Your balance is 80.');
    expect(screen.queryByText('Insufficient ReptiCoins balance.')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect.poll(() => purchases(calls)).toHaveLength(2);
    const [first, second] = purchases(calls);
    expect(second?.purchaseId).not.toBe(first?.purchaseId);
  });

  it('shows the refusal in Bulgarian', async () => {
    const db = signInKeeper();
    await db.wallets.put(wallet(db, { balance: 2000, premiumTier: 'HerpPlus', premiumExpiresAt: Date.now() + 5 * DAY }));
    stubFetch((c) => (c.path === PURCHASE ? json(409, { error: 'downgrade-refused', message: 'You cannot buy a lower plan.' }) : social()));
    renderWithProviders(<ReptiCoinsPage />, { route: '/repticoins', lng: 'bg' });
    const card = await screen.findByRole('listitem', { name: 'HerpPlus' });
    await userEvent.click(within(card).getByRole('button', { name: 'Купете с 500 ReptiCoins' }));
    const dialog = await screen.findByRole('dialog', { name: 'Да купите ли HerpPlus?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Купете за 500 ReptiCoins' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Не можете да купите по-нисък план, докато е активен по-висок.');
  });

  it('stays on the page after buying when returnPath is not a page of this app', async () => {
    const db = signInKeeper();
    await db.wallets.put(wallet(db, { balance: 1500 }));
    const expiresAt = Date.now() + 30 * DAY;
    stubFetch((c) => (c.path === PURCHASE
      ? json(200, { balance: 500, premiumTier: 'HerpPro', premiumExpiresAt: expiresAt, duplicate: false } satisfies PurchaseResponse)
      : social()));
    shop('/repticoins?returnPath=%2F%2Fevil.example%2Fphish');
    await confirmPurchase('HerpPro', '1,000');
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(expiresAt);
    expect(await screen.findByText(`HerpPro is active until ${date}.`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/repticoins?returnPath=%2F%2Fevil.example%2Fphish');
  });
});
