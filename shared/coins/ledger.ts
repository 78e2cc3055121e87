/**
 * The ReptiCoins ledger. Append-only: an entry is never updated or deleted, a correction is a new
 * entry (an admin adjustment), and the balance is the sum of the entries. The server runs
 * `checkEntry` in the transaction that inserts the entry, against the balance it reads in that
 * transaction (with the user's row locked), so two devices spending the last coins are checked
 * one after the other and the balance never goes below zero; the unique key makes a repeated
 * delivery a no-op (ledger-key.ts).
 *
 * Signs by cause: achievement, social and contest entries credit; a purchase debits; an admin
 * adjustment does either. Zero is never an entry.
 */
import { z } from 'zod';
import type { Achievement } from '../achievements/catalogue';
import { achievementKey, adminKey, contestKey, ledgerKindOf, purchaseKey, socialKey, type ContestPlace, type LedgerKind, type SocialPage } from './ledger-key';

/** Spec section 9: visiting the social page, once. */
export const SOCIAL_REWARD = 50;
export const REASON_MAX = 200;

export const LedgerEntry = z.object({
  key: z.string().max(80),
  /** Whole coins; z.int() keeps it a safe integer. */
  amount: z.int(),
  /** The operator's words for an admin adjustment (required there); null for other causes. */
  reason: z.string().max(REASON_MAX).nullable(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

/**
 * - `invalid-key`: not a key of ledger-key.ts.
 * - `invalid-amount`: zero, not a safe integer, the wrong sign for its cause, or a balance past
 *   the safe integers.
 * - `invalid-reason`: an admin adjustment without a reason.
 * - `duplicate`: the key is already in the ledger; the earlier entry stands and this one is
 *   dropped (a retry: answer as the first delivery was answered).
 * - `insufficient-balance`: the debit is larger than the balance. Carries the balance.
 */
export type LedgerRefusal =
  | { ok: false; code: 'invalid-key' | 'invalid-amount' | 'invalid-reason' | 'duplicate' }
  | { ok: false; code: 'insufficient-balance'; balance: number };
export type LedgerErrorCode = LedgerRefusal['code'];

const SIGN: Record<LedgerKind, 'credit' | 'debit' | 'either'> = {
  achievement: 'credit', social: 'credit', contest: 'credit', purchase: 'debit', admin: 'either',
};

const signFits = (kind: LedgerKind, amount: number) =>
  SIGN[kind] === 'credit' ? amount > 0 : SIGN[kind] === 'debit' ? amount < 0 : amount !== 0;

/** Whether `entry` may follow a ledger whose balance is `balance`; `applied`: its key is already there. */
export function checkEntry(balance: number, applied: boolean, entry: LedgerEntry): { ok: true; balance: number } | LedgerRefusal {
  const kind = ledgerKindOf(entry.key);
  if (kind === null) return { ok: false, code: 'invalid-key' };
  if (!Number.isSafeInteger(entry.amount) || !signFits(kind, entry.amount)) return { ok: false, code: 'invalid-amount' };
  if (entry.reason !== null && entry.reason.length > REASON_MAX) return { ok: false, code: 'invalid-reason' };
  if (kind === 'admin' && !entry.reason?.trim()) return { ok: false, code: 'invalid-reason' };
  if (applied) return { ok: false, code: 'duplicate' };
  const next = balance + entry.amount;
  if (!Number.isSafeInteger(next)) return { ok: false, code: 'invalid-amount' };
  if (entry.amount < 0 && next < 0) return { ok: false, code: 'insufficient-balance', balance };
  return { ok: true, balance: next };
}

export const balanceOf = (entries: Iterable<Pick<LedgerEntry, 'amount'>>): number => {
  let sum = 0;
  for (const e of entries) sum += e.amount;
  return sum;
};

/** Whether `amount` coins (a positive whole number) can be spent from `balance`. */
export const canSpend = (balance: number, amount: number): boolean => Number.isSafeInteger(amount) && amount > 0 && amount <= balance;

/** A ledger as the rules see it: its balance and the keys it holds. */
export interface LedgerState {
  readonly balance: number;
  readonly keys: ReadonlySet<string>;
}

export const EMPTY_LEDGER: LedgerState = { balance: 0, keys: new Set() };

export const ledgerStateOf = (entries: readonly LedgerEntry[]): LedgerState => ({ balance: balanceOf(entries), keys: new Set(entries.map((e) => e.key)) });

/** `state` with `entry` appended, or why not; `state` itself is never changed. */
export function applyEntry(state: LedgerState, entry: LedgerEntry): { ok: true; state: LedgerState } | LedgerRefusal {
  const checked = checkEntry(state.balance, state.keys.has(entry.key), entry);
  if (!checked.ok) return checked;
  return { ok: true, state: { balance: checked.balance, keys: new Set(state.keys).add(entry.key) } };
}

export const achievementEntry = (a: Pick<Achievement, 'id' | 'reward'>): LedgerEntry => ({ key: achievementKey(a.id), amount: a.reward, reason: null });
export const socialEntry = (page: SocialPage = 'facebook'): LedgerEntry => ({ key: socialKey(page), amount: SOCIAL_REWARD, reason: null });
export const contestEntry = (month: string, place: ContestPlace, prize: number): LedgerEntry => ({ key: contestKey(month, place), amount: prize, reason: null });
/** A purchase debits its price: `price` is positive, the entry's amount negative. */
export const purchaseEntry = (purchaseId: string, price: number): LedgerEntry => ({ key: purchaseKey(purchaseId), amount: -price, reason: null });
export const adminEntry = (adjustmentId: string, amount: number, reason: string): LedgerEntry => ({ key: adminKey(adjustmentId), amount, reason: reason.trim() });
