/**
 * The tier that counts right now: a premium tier whose expiry has passed is Basic again. The
 * server decides with its own clock (device clocks are untrusted); `null` expiry never lapses.
 */
import { normalizeTier, type PremiumTier } from '../plans';

export function activeTier(tier: string | null | undefined, expiresAt: number | null | undefined, now: number): PremiumTier | null {
  const t = normalizeTier(tier);
  if (!t) return null;
  return expiresAt === null || expiresAt === undefined || expiresAt > now ? t : null;
}
