import { describe, expect, it } from 'vitest';
import { PLANS, PLAN_LIST, canAddReptile, normalizeTier, planForTier, tierSatisfies } from '../../shared/plans';

describe('plan table', () => {
  it('holds the spec prices and limits', () => {
    expect(PLAN_LIST.map((p) => [p.name, p.priceUsd, p.coinPrice, p.featured])).toEqual([
      ['Basic', 0, null, false],
      ['HerpPlus', 5.99, 500, true],
      ['HerpPro', 19.99, 1000, false],
    ]);
    expect(PLANS.basic.reptileLimit).toBe(5);
    expect(PLANS.basic.ocrImportLimit).toBe(5);
    expect(PLANS.basic.collectionLimit).toBe(0);
    expect([PLANS.herpPlus.collectionLimit, PLANS.herpPlus.aiInsightsPerMonth]).toEqual([3, 10]);
    expect([PLANS.herpPro.collectionLimit, PLANS.herpPro.aiInsightsPerMonth]).toEqual([100, 30]);
  });

  it.each([
    ['HerpPlus', 'HerpPlus'], ['herpplus', 'HerpPlus'], [' HERPPRO ', 'HerpPro'],
    ['basic', null], ['', null], [null, null], [undefined, null], ['gold', null],
  ])('normalizes tier %j to %j', (raw, want) => {
    expect(normalizeTier(raw)).toBe(want);
  });

  it.each([
    ['HerpPro', 'HerpPlus', true], ['HerpPro', 'HerpPro', true], ['HerpPlus', 'HerpPlus', true],
    ['HerpPlus', 'HerpPro', false], [null, 'HerpPlus', false], ['herppro', 'HerpPlus', true],
  ] as const)('tier %j satisfies %j: %j', (have, need, ok) => {
    expect(tierSatisfies(have, need)).toBe(ok);
  });

  it.each([
    [null, 0, true], [null, 4, true], [null, 5, false], [null, 6, false],
    ['HerpPlus', 5, true], ['HerpPro', 500, true],
  ] as const)('tier %j with %i reptiles can add: %j', (tier, n, ok) => {
    expect(canAddReptile(tier, n)).toBe(ok);
  });

  it('maps tiers to plans', () => {
    expect(planForTier('HerpPro').id).toBe('herpPro');
    expect(planForTier(undefined).id).toBe('basic');
  });
});
