/**
 * The one table of plans. The landing page's pricing, the server's limits (reptiles, collections,
 * AI insights, OCR imports) and the claims (`collectionLimit`, `premiumTier`) all read it.
 * Prices are shown, never charged: premium is bought with ReptiCoins.
 */
export const PLAN_IDS = ['basic', 'herpPlus', 'herpPro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** The tier names of the claims; Basic has none. */
export const PREMIUM_TIERS = ['HerpPlus', 'HerpPro'] as const;
export type PremiumTier = (typeof PREMIUM_TIERS)[number];

export interface Plan {
  id: PlanId;
  /** Shown as is: a product name, not translated. */
  name: string;
  tier: PremiumTier | null;
  /** US dollars a month. */
  priceUsd: number;
  /** ReptiCoins for one month; null where the plan cannot be bought. */
  coinPrice: number | null;
  featured: boolean;
  /** null means no limit. */
  reptileLimit: number | null;
  collectionLimit: number;
  aiInsightsPerMonth: number;
  /** A lifetime count of OCR imports; it does not reset monthly. */
  ocrImportLimit: number;
  /** Translation keys (namespace `plans`) of the feature lines, in order. */
  featureKeys: readonly string[];
}

// The spec also names priority support (HerpPlus) and early access (HerpPro). Nothing in the app
// gives either yet, and the pricing promises only what exists, so they are not listed.
export const PLANS: Readonly<Record<PlanId, Plan>> = {
  basic: {
    id: 'basic', name: 'Basic', tier: null, priceUsd: 0, coinPrice: null, featured: false,
    reptileLimit: 5, collectionLimit: 0, aiInsightsPerMonth: 0, ocrImportLimit: 5,
    featureKeys: ['reptiles5', 'allLogs', 'reminders', 'inventory', 'ocr5', 'offline'],
  },
  herpPlus: {
    id: 'herpPlus', name: 'HerpPlus', tier: 'HerpPlus', priceUsd: 5.99, coinPrice: 500, featured: true,
    reptileLimit: null, collectionLimit: 3, aiInsightsPerMonth: 10, ocrImportLimit: 20,
    featureKeys: ['everythingBasic', 'unlimitedReptiles', 'collections3', 'insights10', 'ocr20'],
  },
  herpPro: {
    id: 'herpPro', name: 'HerpPro', tier: 'HerpPro', priceUsd: 19.99, coinPrice: 1000, featured: false,
    reptileLimit: null, collectionLimit: 100, aiInsightsPerMonth: 30, ocrImportLimit: 50,
    featureKeys: ['everythingPlus', 'collections100', 'insights30', 'ocr50'],
  },
};

export const PLAN_LIST: readonly Plan[] = PLAN_IDS.map((id) => PLANS[id]);

/** Normalises a stored or claimed tier name case-insensitively; anything else is Basic. */
export function normalizeTier(raw: string | null | undefined): PremiumTier | null {
  const t = raw?.trim().toLowerCase();
  if (t === 'herpplus') return 'HerpPlus';
  if (t === 'herppro') return 'HerpPro';
  return null;
}

export function planForTier(tier: string | null | undefined): Plan {
  const t = normalizeTier(tier);
  return t === 'HerpPro' ? PLANS.herpPro : t === 'HerpPlus' ? PLANS.herpPlus : PLANS.basic;
}

const RANK: Record<PlanId, number> = { basic: 0, herpPlus: 1, herpPro: 2 };

/** HerpPro satisfies a HerpPlus requirement; Basic satisfies none. */
export function tierSatisfies(have: string | null | undefined, need: PremiumTier): boolean {
  return RANK[planForTier(have).id] >= RANK[planForTier(need).id];
}

/** Whether one more reptile fits the plan, given how many the user has now. */
export function canAddReptile(tier: string | null | undefined, current: number): boolean {
  const limit = planForTier(tier).reptileLimit;
  return limit === null || current < limit;
}
