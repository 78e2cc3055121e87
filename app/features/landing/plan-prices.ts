import type { Plan, PlanId } from '../../../shared/plans';
import { formatCount, formatUsd } from '../../lib/format/numbers';

export interface PlanPriceLabel {
  /** "$5.99", "5,99 $". */
  price: string;
  /** The plan's price in ReptiCoins ("1,000", "1000"); null where it cannot be bought with them. */
  coins: string | null;
}
/** By language, then plan. */
export type PlanPrices = Record<string, Record<PlanId, PlanPriceLabel>>;

declare const __PLAN_PRICES__: PlanPrices;

/**
 * A plan's price and coin price in the page's language, as the build formatted them
 * (scripts/vite-plan-prices.ts): taking over `/` then loads no number-formatting data. A language
 * the build did not know, or a run without the constant (the unit and app tests), is formatted here.
 */
export function planPriceLabel(plan: Plan, lng: string): PlanPriceLabel {
  const built = typeof __PLAN_PRICES__ === 'undefined' ? undefined : __PLAN_PRICES__;
  return built?.[lng]?.[plan.id] ?? {
    price: formatUsd(plan.priceUsd, lng),
    coins: plan.coinPrice === null ? null : formatCount(plan.coinPrice, lng),
  };
}
