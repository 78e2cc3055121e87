import { describe, expect, it } from 'vitest';
import { planPrices } from '../../scripts/vite-plan-prices';
import { planPriceLabel } from '../../app/features/landing/plan-prices';
import { PLAN_LIST, PLANS } from '../../shared/plans';
import { formatCount, formatUsd } from '../../app/lib/format/numbers';

describe('plan prices formatted at build time for the landing page', () => {
  it('says what the run-time formatter says, in each language, for every plan', () => {
    const built = planPrices();
    expect(Object.keys(built).sort()).toEqual(['bg', 'en']);
    for (const lng of ['en', 'bg']) {
      for (const plan of PLAN_LIST) {
        expect(built[lng]?.[plan.id]).toEqual({
          price: formatUsd(plan.priceUsd, lng),
          coins: plan.coinPrice === null ? null : formatCount(plan.coinPrice, lng),
        });
      }
    }
    expect(built.en?.herpPlus.price).toBe('$5.99');
    expect(built.en?.basic).toEqual({ price: '$0', coins: null });
    expect(built.en?.herpPro.coins).toBe('1,000');
  });

  it('formats at run time where the build did not (tests, a language it did not know), with the same words', () => {
    expect(planPriceLabel(PLANS.herpPro, 'bg')).toEqual(planPrices().bg?.herpPro);
    expect(planPriceLabel(PLANS.herpPlus, 'de')).toEqual({ price: formatUsd(5.99, 'de'), coins: formatCount(500, 'de') });
  });
});
