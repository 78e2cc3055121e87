/**
 * A purchase with coins, whole: the tier's rule (premium.ts) and the ledger's (ledger.ts) decided
 * together, so the server can debit and extend in one transaction or do neither. The tier is
 * checked first: a purchase that would be refused anyway never answers "not enough coins".
 * A retried purchase (same `purchaseId`) answers `duplicate`: it was applied the first time.
 */
import { applyEntry, purchaseEntry, type LedgerEntry, type LedgerRefusal, type LedgerState } from './ledger';
import { buyTierMonth, type PremiumPeriod, type PremiumState, type PurchaseRefusalCode } from './premium';

export type CoinPurchase =
  | { ok: true; period: PremiumPeriod; entry: LedgerEntry; ledger: LedgerState; carriedMs: number }
  | { ok: false; code: PurchaseRefusalCode }
  | LedgerRefusal;

export function buyWithCoins(premium: PremiumState, ledger: LedgerState, want: string, purchaseId: string, now: number): CoinPurchase {
  const bought = buyTierMonth(premium, want, now);
  if (!bought.ok) return bought;
  const entry = purchaseEntry(purchaseId, bought.price);
  const applied = applyEntry(ledger, entry);
  if (!applied.ok) return applied;
  return { ok: true, period: bought.period, entry, ledger: applied.state, carriedMs: bought.carriedMs };
}
