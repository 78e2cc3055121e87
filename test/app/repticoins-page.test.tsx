/**
 * The ReptiCoins page on a real local database: the plans from the one plan table, what each can
 * be bought for now (the shared purchase rules decide: a downgrade is refused, short coins say the
 * spec's insufficient-balance message, an upgrade converts the days left), the wallet's tier and
 * expiry, offline buttons, and the history naming each entry's cause. The server is a stub: the
 * page asks it only for the social reward's status here.
 */
import { screen, within } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReptiCoinsPage } from '../../app/features/repticoins/repticoins-page';
import { safeReturnPath } from '../../app/features/repticoins/return-path';
import type { UserDb } from '../../app/lib/db';
import { endSession } from '../../app/lib/session';
import type { SyncedRowOf } from '../../shared/sync/tables';
import { signInKeeper } from '../helpers/keeper';
import { renderWithProviders } from '../helpers/render';
import { json, stubFetch } from '../helpers/session-fixtures';

const DAY = 86_400_000;

function wallet(db: UserDb, over: Partial<SyncedRowOf<'wallets'>> = {}): SyncedRowOf<'wallets'> {
  return { id: db.userId, userId: db.userId, balance: 0, premiumTier: null, premiumExpiresAt: null, premiumAnchorDay: null, version: 3, updatedAt: Date.now(), deleted: false, ...over };
}

function entry(db: UserDb, key: string, amount: number, at: number, reason: string | null = null): SyncedRowOf<'coinEntries'> {
  return { id: uuidv7(), userId: db.userId, key, amount, reason, at, version: 2, updatedAt: at, deleted: false };
}

const card = (plan: string) => screen.getByRole('listitem', { name: plan });

beforeEach(() => {
  stubFetch(() => json(200, { claimed: false, url: 'https://www.facebook.com/herptrack' }));
});
afterEach(() => {
  endSession('user');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the plans', () => {
  it('lists Basic, HerpPlus and HerpPro with prices, coin prices, features and "Most Popular", and says cards are not taken', async () => {
    signInKeeper();
    renderWithProviders(<ReptiCoinsPage />, { route: '/repticoins' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ReptiCoins' })).toBeInTheDocument();
    const plus = card('HerpPlus');
    expect(within(plus).getByText('$5.99')).toBeInTheDocument();
    expect(within(plus).getByText('bought with 500 ReptiCoins a month')).toBeInTheDocument();
    expect(within(plus).getByText('Most Popular')).toBeInTheDocument();
    expect(within(plus).getByText('Up to 3 collections')).toBeInTheDocument();
    const pro = card('HerpPro');
    expect(within(pro).getByText('$19.99')).toBeInTheDocument();
    expect(within(pro).getByText('bought with 1,000 ReptiCoins a month')).toBeInTheDocument();
    expect(within(pro).queryByText('Most Popular')).not.toBeInTheDocument();
    expect(within(card('Basic')).getByText('$0')).toBeInTheDocument();
    // No row yet: 0 coins, Basic is the plan in force.
    expect(card('Basic')).toHaveAttribute('aria-current', 'true');
    expect(within(card('Basic')).getByText('Current plan')).toBeInTheDocument();
    expect(within(card('Basic')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(/this server has none, so plans are bought with ReptiCoins only/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/card number/i)).not.toBeInTheDocument();
  });

  it('disables a plan the keeper cannot afford, with the spec\'s insufficient-balance message', async () => {
    const db = signInKeeper();
    await db.wallets.put(wallet(db, { balance: 620 }));
    renderWithProviders(<ReptiCoinsPage />, { route: '/repticoins' });
    const pro = await screen.findByRole('listitem', { name: 'HerpPro' });
    expect(within(pro).getByRole('button', { name: 'Buy with 1,000 ReptiCoins' })).toBeDisabled();
    expect(within(pro).getByText('You don\'t have enough ReptiCoins. Your balance is 620.')).toBeInTheDocument();
    expect(within(card('HerpPlus')).getByRole('button', { name: 'Buy with 500 ReptiCoins' })).toBeEnabled();
    expect(within(card('HerpPlus')).getByText(/^One month of HerpPlus, until /)).toBeInTheDocument();
  });

  it('refuses a downgrade while HerpPro is active, and says buying HerpPro again extends it by a month', async () => {
    const db = signInKeeper({ tier: 'HerpPro' });
    const expiresAt = Date.now() + 20 * DAY;
    await db.wallets.put(wallet(db, { balance: 5000, premiumTier: 'HerpPro', premiumExpiresAt: expiresAt }));
    renderWithProviders(<ReptiCoinsPage />, { route: '/repticoins' });
    const plus = await screen.findByRole('listitem', { name: 'HerpPlus' });
    const buyPlus = within(plus).getByRole('button', { name: 'Buy with 500 ReptiCoins' });
    expect(buyPlus).toBeDisabled();
    expect(buyPlus).toHaveAccessibleDescription('You can\'t buy a lower plan while a higher one is active.');
    const pro = card('HerpPro');
    expect(pro).toHaveAttribute('aria-current', 'true');
    expect(within(pro).getByRole('button', { name: 'Buy with 1,000 ReptiCoins' })).toBeEnabled();
    expect(within(pro).getByText(/^Buying HerpPro again extends it by a month, until /)).toBeInTheDocument();
    const wallet_ = screen.getByRole('region', { name: 'Your wallet' });
    expect(within(wallet_).getByText('5,000')).toBeInTheDocument();
    expect(within(wallet_).getByText('HerpPro')).toBeInTheDocument();
    const until = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(expiresAt);
    expect(within(wallet_).getByText(`Active until ${until}`)).toBeInTheDocument();
  });

  it('says how the HerpPlus days left are converted when moving up to HerpPro', async () => {
    const db = signInKeeper({ tier: 'HerpPlus' });
    await db.wallets.put(wallet(db, { balance: 1200, premiumTier: 'HerpPlus', premiumExpiresAt: Date.now() + 10 * DAY - 60_000 }));
    renderWithProviders(<ReptiCoinsPage />, { route: '/repticoins' });
    const pro = await screen.findByRole('listitem', { name: 'HerpPro' });
    expect(within(pro).getByText(/^The 10 days of HerpPlus you have left become 5 days of HerpPro/)).toBeInTheDocument();
  });

  it('counts a tier past its expiry as Basic and says when it ended', async () => {
    const db = signInKeeper();
    const ended = Date.now() - 2 * DAY;
    await db.wallets.put(wallet(db, { balance: 40, premiumTier: 'HerpPlus', premiumExpiresAt: ended }));
    renderWithProviders(<ReptiCoinsPage />, { route: '/repticoins' });
    expect(await screen.findByText(`Your HerpPlus ended on ${new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(ended)}.`)).toBeInTheDocument();
    expect(card('Basic')).toHaveAttribute('aria-current', 'true');
  });

  it('disables buying offline and says it needs a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const db = signInKeeper();
    await db.wallets.put(wallet(db, { balance: 5000 }));
    renderWithProviders(<ReptiCoinsPage />, { route: '/repticoins' });
    expect(await screen.findByText(/^Buying a plan needs a connection/)).toBeInTheDocument();
    expect(within(card('HerpPlus')).getByRole('button', { name: 'Buy with 500 ReptiCoins' })).toBeDisabled();
    expect(within(card('HerpPro')).getByRole('button', { name: 'Buy with 1,000 ReptiCoins' })).toBeDisabled();
  });

  it('shows the plans in Bulgarian', async () => {
    const db = signInKeeper();
    await db.wallets.put(wallet(db, { balance: 100 }));
    renderWithProviders(<ReptiCoinsPage />, { route: '/repticoins', lng: 'bg' });
    const plus = await screen.findByRole('listitem', { name: 'HerpPlus' });
    expect(within(plus).getByText('Най-популярен')).toBeInTheDocument();
    expect(within(plus).getByText('5,99 $')).toBeInTheDocument();
    expect(within(plus).getByText('Нямате достатъчно ReptiCoins. Балансът ви е 100.')).toBeInTheDocument();
  });
});

describe('the history', () => {
  it('lists the entries newest first, signed and coloured, naming each cause', async () => {
    const db = signInKeeper();
    const now = Date.now();
    await db.coinEntries.bulkPut([
      entry(db, 'achievement:feedings10', 25, now - 5 * DAY),
      entry(db, 'social:facebook', 50, now - 4 * DAY),
      entry(db, `admin:${uuidv7()}`, 100, now - 3 * DAY, 'Refund for the contest upload bug'),
      entry(db, 'contest:2027-03:1', 300, now - 2 * DAY),
      entry(db, `purchase:${uuidv7()}`, -500, now - DAY),
    ]);
    renderWithProviders(<ReptiCoinsPage />, { route: '/repticoins' });
    const list = await screen.findByRole('list', { name: 'History' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Plan purchase.*-500$/),
      expect.stringMatching(/^Photo contest prizeMarch 2027, 1st place.*\+300$/),
      expect.stringMatching(/^Adjustment by the teamRefund for the contest upload bug.*\+100$/),
      expect.stringMatching(/^Social page reward.*\+50$/),
      expect.stringMatching(/^Achievement rewardRegular Feeder.*\+25$/),
    ]);
    expect(within(rows[4]!).getByText(new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(now - 5 * DAY))).toBeInTheDocument();
    expect(within(rows[0]!).getByText('-500')).toHaveStyle({ color: 'var(--mantine-color-red-text)' });
  });

  it('names the causes in Bulgarian, dates in Bulgarian', async () => {
    const db = signInKeeper();
    const at = Date.UTC(2027, 2, 14, 12);
    await db.coinEntries.bulkPut([entry(db, 'achievement:feedings10', 25, at), entry(db, 'contest:2027-03:2', 200, at - DAY)]);
    renderWithProviders(<ReptiCoinsPage />, { route: '/repticoins', lng: 'bg' });
    const list = await screen.findByRole('list', { name: 'История' });
    expect(within(list).getByText('Награда за постижение')).toBeInTheDocument();
    expect(within(list).getByText('Редовно хранене')).toBeInTheDocument();
    expect(within(list).getByText('март 2027 г., второ място')).toBeInTheDocument();
    expect(within(list).getByText(new Intl.DateTimeFormat('bg', { dateStyle: 'medium' }).format(at))).toBeInTheDocument();
  });

  it('says there is nothing yet, and where coins come from', async () => {
    signInKeeper();
    renderWithProviders(<ReptiCoinsPage />, { route: '/repticoins' });
    expect(await screen.findByText(/No ReptiCoins yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See achievements' })).toHaveAttribute('href', '/achievements');
  });
});

describe('returnPath', () => {
  it.each([
    ['/collections', '/collections'],
    ['/collections?sort=name', '/collections?sort=name'],
    ['//evil.example/phish', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['collections', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });
});
