/**
 * Buying a premium tier with ReptiCoins: one calendar month per purchase. The server decides with
 * its own clock, in UTC; the expiry is an instant (ms) and the tier lapses at it (active-tier.ts).
 *
 * - Nothing active (or lapsed): the month runs from now.
 * - The same tier again: the month runs on from the current expiry (also when the purchase lands
 *   exactly at the expiry, so renewing on time never loses the anchor day).
 * - A higher tier (HerpPlus -> HerpPro): the days left of the lower tier are converted at the
 *   ratio of the coin prices (500/1000: 10 HerpPlus days become 5 HerpPro days), and the month
 *   runs on from the end of that credit. Nothing paid for is lost, and the state stays one tier
 *   and one expiry.
 * - A lower tier while a higher one is active: refused (spec).
 *
 * Months keep their day like monthly reminders (calendar-date.ts `addMonths`): an expiry clamped
 * to Feb 29 returns to the 31st when renewed, because the period stores its `anchorDay`.
 * Choices and what was rejected: docs/decisions/0012-achievements-coins-rules.md.
 */
import { normalizeTier, planForTier, tierSatisfies, type PremiumTier } from '../plans';
import { activeTier } from '../rules/active-tier';
import { addMonths, fromEpochDay, parseIsoDate, toEpochDay } from '../rules/calendar-date';

const DAY_MS = 86_400_000;

export interface PremiumState {
  tier: string | null;
  /** null: a tier that never lapses (granted, not bought). */
  expiresAt: number | null;
  /** The day of month the paid months keep; missing: the expiry's own UTC day. */
  anchorDay?: number | null;
}

export interface PremiumPeriod {
  tier: PremiumTier;
  expiresAt: number;
  anchorDay: number;
}

/**
 * - `not-for-sale`: not a tier that coins buy (Basic, or an unknown name).
 * - `downgrade-refused`: a higher tier is active; buying a lower one would take days away.
 * - `tier-never-expires`: the active tier has no expiry (granted by an operator); a bought month
 *   could only shorten it, so nothing is sold.
 */
export type PurchaseRefusalCode = 'not-for-sale' | 'downgrade-refused' | 'tier-never-expires';

export type TierPurchase =
  | { ok: true; price: number; period: PremiumPeriod; /** ms of the lower tier converted on an upgrade */ carriedMs: number }
  | { ok: false; code: PurchaseRefusalCode };

/** The UTC day of month of an instant. */
export const utcDayOf = (at: number): number => parseIsoDate(fromEpochDay(Math.floor(at / DAY_MS))).day;

/** One calendar month after `at` (UTC), at the same time of day, on `anchorDay` or the month's last day. */
export function addPremiumMonth(at: number, anchorDay: number = utcDayOf(at)): number {
  const day = Math.floor(at / DAY_MS);
  const next = addMonths(fromEpochDay(day), 1, anchorDay);
  return toEpochDay(next) * DAY_MS + (at - day * DAY_MS);
}

const validAnchor = (day: number | null | undefined): day is number => Number.isInteger(day) && (day ?? 0) >= 1 && (day ?? 0) <= 31;

/** What buying one month of `want` does to `state` at `now`, or why it is refused. */
export function buyTierMonth(state: PremiumState, want: string, now: number): TierPurchase {
  const wanted = normalizeTier(want);
  const price = planForTier(wanted).coinPrice;
  if (wanted === null || price === null) return { ok: false, code: 'not-for-sale' };
  const current = activeTier(state.tier, state.expiresAt, now);
  if (current !== null && !tierSatisfies(wanted, current)) return { ok: false, code: 'downgrade-refused' };
  if (current !== null && state.expiresAt === null) return { ok: false, code: 'tier-never-expires' };

  const period = (base: number, anchorDay: number, carriedMs = 0): TierPurchase =>
    ({ ok: true, price, carriedMs, period: { tier: wanted, expiresAt: addPremiumMonth(base, anchorDay), anchorDay } });

  const expiresAt = state.expiresAt;
  if (normalizeTier(state.tier) === wanted && expiresAt !== null && expiresAt >= now) {
    return period(expiresAt, validAnchor(state.anchorDay) ? state.anchorDay : utcDayOf(expiresAt));
  }
  if (current !== null && expiresAt !== null) {
    const lowerPrice = planForTier(current).coinPrice ?? 0;
    const carriedMs = Math.floor(((expiresAt - now) * lowerPrice) / price);
    const base = now + carriedMs;
    return period(base, utcDayOf(base), carriedMs);
  }
  return period(now, utcDayOf(now));
}
