import { activeTier } from '../../../shared/rules/active-tier';
import type { PremiumTier } from '../../../shared/plans';
import type { Claims } from '../../../shared/schemas/auth';

/**
 * The tier the claims grant at `now`: claims fetched before an expiry stop granting at that
 * instant, offline too, instead of until the next fetch (claims cached by an older app carry no
 * expiry and stand as they are).
 */
export const claimsTier = (claims: Claims | null | undefined, now: number = Date.now()): PremiumTier | null =>
  claims ? activeTier(claims.premiumTier, claims.premiumExpiresAt ?? null, now) : null;
