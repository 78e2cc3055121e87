/**
 * What each plan card offers the keeper, decided by the shared rules the server applies
 * (shared/coins/premium.ts, ledger.ts), so the card never promises what the server refuses: a
 * lower plan while a higher one is active is refused (spec), a plan that never expires sells
 * nothing, and the tier is judged before the coins, as on the server. The card only previews:
 * the server decides with its own clock and balance when the keeper buys.
 */
import { canSpend } from '../../../shared/coins/ledger';
import { COIN_ERROR_KEYS } from '../../../shared/coins/messages';
import { buyTierMonth } from '../../../shared/coins/premium';
import type { Plan, PremiumTier } from '../../../shared/plans';
import type { CoinMessage } from './coin-message';
import type { Wallet } from './use-wallet';

const DAY_MS = 86_400_000;

export type PurchaseEffect =
  | { kind: 'start' | 'extend'; expiresAt: number }
  /** HerpPlus -> HerpPro: the days left are converted at the ratio of the coin prices (decision 0012). */
  | { kind: 'upgrade'; expiresAt: number; from: PremiumTier; daysLeft: number; daysConverted: number };

export interface CoinOffer {
  tier: PremiumTier;
  price: number;
  /** Why the plan cannot be bought now; null when it can. */
  blocked: CoinMessage | null;
  /** null when blocked by the tier rule (there is nothing it would do). */
  effect: PurchaseEffect | null;
  balanceAfter: number;
}

export interface PlanOffer {
  plan: Plan;
  /** The plan in force now (Basic when no tier is active). */
  current: boolean;
  /** null: not bought with coins (Basic). */
  coins: CoinOffer | null;
}

// A part of a day left still counts as a day: "less than a day" would read as nothing.
const days = (ms: number) => Math.max(1, Math.ceil(ms / DAY_MS));

export function planOffer(plan: Plan, wallet: Omit<Wallet, 'now'>, now: number): PlanOffer {
  const current = plan.tier === wallet.tier;
  if (plan.tier === null || plan.coinPrice === null) return { plan, current, coins: null };
  const base = { tier: plan.tier, price: plan.coinPrice, balanceAfter: wallet.balance - plan.coinPrice };
  const bought = buyTierMonth({ tier: wallet.storedTier, expiresAt: wallet.expiresAt, anchorDay: wallet.anchorDay }, plan.tier, now);
  if (!bought.ok) return { plan, current, coins: { ...base, blocked: { key: COIN_ERROR_KEYS[bought.code] }, effect: null } };

  const expiresAt = bought.period.expiresAt;
  let effect: PurchaseEffect = { kind: 'start', expiresAt };
  if (wallet.tier === plan.tier) effect = { kind: 'extend', expiresAt };
  else if (wallet.tier !== null && wallet.expiresAt !== null) {
    effect = { kind: 'upgrade', expiresAt, from: wallet.tier, daysLeft: days(wallet.expiresAt - now), daysConverted: days(bought.carriedMs) };
  }
  const blocked = canSpend(wallet.balance, bought.price) ? null : { key: COIN_ERROR_KEYS['insufficient-balance'], values: { balance: wallet.balance } };
  return { plan, current, coins: { ...base, blocked, effect } };
}
