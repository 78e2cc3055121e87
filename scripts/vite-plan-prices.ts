/**
 * The plan prices as the landing page prints them, formatted once at build time in each of the
 * app's languages and handed to the app as the `__PLAN_PRICES__` constant.
 *
 * The first `Intl.NumberFormat` a page creates loads the browser's number-formatting data: about
 * 25 ms on a mid-range phone, in the middle of taking over the build-time `/`, where it was the
 * largest single task left (decision 0021). The prices come from one table (shared/plans.ts) and
 * are known when the app is built, so the page needs no formatter to show them. Every other screen
 * formats at run time as before (app/lib/format/numbers.ts, which this uses, so both agree).
 */
import type { Plugin } from 'vite';
import { formatCount, formatUsd } from '../app/lib/format/numbers';
import type { PlanPrices } from '../app/features/landing/plan-prices';
import { PLAN_LIST } from '../shared/plans';

/** The languages of app/lib/i18n (not imported: that module starts i18next). */
const LANGUAGES = ['en', 'bg'];

export function planPrices(): PlanPrices {
  return Object.fromEntries(LANGUAGES.map((lng) => [lng, Object.fromEntries(PLAN_LIST.map((plan) => [plan.id, {
    price: formatUsd(plan.priceUsd, lng),
    coins: plan.coinPrice === null ? null : formatCount(plan.coinPrice, lng),
  }]))])) as PlanPrices;
}

/** Defines `__PLAN_PRICES__` (declared in app/features/landing/plan-prices.ts) for builds and tests. */
export function planPricesConstant(): Plugin {
  return { name: 'herptrack-plan-prices', config: () => ({ define: { __PLAN_PRICES__: JSON.stringify(planPrices()) } }) };
}
