/**
 * The wallet and the ReptiCoins ledger on the server (rules: shared/coins/ledger.ts). Every
 * function here runs inside a transaction that holds the user's sync space (a push, or
 * `writeInSpace`), which serialises all writers of one user across processes: the balance read
 * here is the balance the entry is checked against, and no other spend can slip in between.
 *
 * The ledger is append-only (rows are inserted, never updated or deleted); the wallet row keeps
 * the sum (`balance`) and the plan, and both take a version of the user's space whenever they
 * change, so devices pull them like any synced row.
 */
import { v7 as uuidv7 } from 'uuid';
import type { Queryable, Tx } from '../db/store';
import { applyEntry, checkEntry, type LedgerEntry, type LedgerRefusal } from '../../../shared/coins/ledger';
import { normalizeTier, type PremiumTier } from '../../../shared/plans';
import { activeTier } from '../../../shared/rules/active-tier';
import type { PremiumPeriod } from '../../../shared/coins/premium';
import type { WalletView } from '../../../shared/api/repticoins';

/** What a writer of the user's space needs: its transaction, clock and version counter. */
export interface SpaceWriter {
  tx: Tx;
  userId: string;
  now: number;
  nextVersion: () => number;
}

export interface Wallet {
  balance: number;
  premiumTier: PremiumTier | null;
  premiumExpiresAt: number | null;
  premiumAnchorDay: number | null;
}

export const EMPTY_WALLET: Wallet = { balance: 0, premiumTier: null, premiumExpiresAt: null, premiumAnchorDay: null };

const WALLET_COLUMNS = `balance, premium_tier AS "premiumTier", premium_expires_at AS "premiumExpiresAt", premium_anchor_day AS "premiumAnchorDay"`;

/** The user's wallet; a user who never had coins or a plan has no row and reads as empty. */
export async function readWallet(q: Queryable, userId: string): Promise<Wallet> {
  const row = await q.one<Wallet>(`SELECT ${WALLET_COLUMNS} FROM wallets WHERE user_id = ?`, [userId]);
  return row ? { ...row, balance: Number(row.balance), premiumTier: normalizeTier(row.premiumTier) } : EMPTY_WALLET;
}

/** The wallet as the calls answer it: the tier only while it is active. */
export const walletView = (w: Wallet, now: number): WalletView => {
  const tier = activeTier(w.premiumTier, w.premiumExpiresAt, now);
  return { balance: w.balance, premiumTier: tier, premiumExpiresAt: tier === null ? null : w.premiumExpiresAt };
};

/** Writes the wallet row (creating it on first use) with a new version. */
async function writeWallet(w: SpaceWriter, wallet: Wallet): Promise<void> {
  await w.tx.run(
    `INSERT INTO wallets (id, user_id, balance, premium_tier, premium_expires_at, premium_anchor_day, version, created_at, updated_at, deleted)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE)
     ON CONFLICT (user_id) DO UPDATE SET balance = excluded.balance, premium_tier = excluded.premium_tier,
       premium_expires_at = excluded.premium_expires_at, premium_anchor_day = excluded.premium_anchor_day,
       version = excluded.version, updated_at = excluded.updated_at`,
    [w.userId, w.userId, wallet.balance, wallet.premiumTier, wallet.premiumExpiresAt, wallet.premiumAnchorDay, w.nextVersion(), w.now, w.now],
  );
}

const hasKey = async (q: Queryable, userId: string, key: string) =>
  (await q.one('SELECT 1 AS one FROM coin_ledger WHERE user_id = ? AND key = ?', [userId, key])) !== undefined;

async function insertEntry(w: SpaceWriter, entry: LedgerEntry): Promise<void> {
  await w.tx.run(
    `INSERT INTO coin_ledger (id, user_id, key, amount, reason, at, version, created_at, updated_at, deleted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE)`,
    [uuidv7(), w.userId, entry.key, entry.amount, entry.reason, w.now, w.nextVersion(), w.now, w.now],
  );
}

export type EntryResult = { ok: true; wallet: Wallet } | LedgerRefusal;

/**
 * Appends one entry if the ledger rules allow it (a duplicate key answers `duplicate` and writes
 * nothing), and keeps the wallet's balance with it. `wallet` may be passed when the caller has
 * just read it in this transaction.
 */
export async function appendEntry(w: SpaceWriter, entry: LedgerEntry, wallet?: Wallet): Promise<EntryResult> {
  const current = wallet ?? await readWallet(w.tx, w.userId);
  const checked = checkEntry(current.balance, await hasKey(w.tx, w.userId, entry.key), entry);
  if (!checked.ok) return checked;
  await insertEntry(w, entry);
  const next = { ...current, balance: checked.balance };
  await writeWallet(w, next);
  return { ok: true, wallet: next };
}

/**
 * Several credits at once (the rewards of achievements earned together): one wallet write for
 * all. Entries whose key is already there are skipped; nothing here can be refused otherwise
 * (credits only), so an invalid one is a programming error and throws.
 */
export async function appendCredits(w: SpaceWriter, entries: readonly LedgerEntry[]): Promise<Wallet> {
  let wallet = await readWallet(w.tx, w.userId);
  let state = { balance: wallet.balance, keys: new Set<string>() };
  let changed = false;
  for (const entry of entries) {
    if (await hasKey(w.tx, w.userId, entry.key)) continue;
    const applied = applyEntry(state, entry);
    if (!applied.ok) throw new Error(`ledger refused a credit: ${applied.code}`);
    state = { balance: applied.state.balance, keys: new Set(applied.state.keys) };
    await insertEntry(w, entry);
    changed = true;
  }
  if (changed) {
    wallet = { ...wallet, balance: state.balance };
    await writeWallet(w, wallet);
  }
  return wallet;
}

/** Sets the plan (a purchase's period, a grant, or none at revocation or expiry). */
export async function writePlan(w: SpaceWriter, wallet: Wallet, plan: Pick<Wallet, 'premiumTier' | 'premiumExpiresAt' | 'premiumAnchorDay'>): Promise<Wallet> {
  const next = { ...wallet, ...plan };
  await writeWallet(w, next);
  return next;
}

/** The period a purchase bought, as wallet fields. */
export const planOfPeriod = (p: PremiumPeriod) => ({ premiumTier: p.tier, premiumExpiresAt: p.expiresAt, premiumAnchorDay: p.anchorDay });
