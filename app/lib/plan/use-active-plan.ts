/**
 * The plan this device counts with: one answer for every check made before the server decides
 * (the reptile limit, collections, insights, OCR imports, the sync panel's retry). Issue 25: the
 * device worked it out three ways, two of them ignoring the expiry.
 *
 * The tier is shared/rules/active-tier.ts's rule (a premium tier past its expiry is Basic), taken
 * from the synced wallet row when the device has one (what the server last sent: it follows a
 * purchase made on another device at the next pull) and from the session's claims before the
 * first pull. It lapses on screen at its expiry instant, offline too, without waiting for a sync.
 * The server decides again when a change reaches it: this is for showing a limit before, never
 * for enforcing it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { planForTier, type Plan, type PremiumTier } from '../../../shared/plans';
import { activeTier } from '../../../shared/rules/active-tier';
import { useUserDb } from '../db/use-user-db';
import { useSession } from '../session';

export interface ActivePlan {
  tier: PremiumTier | null;
  plan: Plan;
}

// setTimeout holds at most 2^31-1 ms (about 24.8 days); a longer wait is taken in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The tier a stored tier and expiry grant at `now` (exported for tests and non-React callers). */
export const activePlanOf = (stored: { tier: string | null; expiresAt: number | null } | null, now: number): ActivePlan => {
  const tier = stored ? activeTier(stored.tier, stored.expiresAt, now) : null;
  return { tier, plan: planForTier(tier) };
};

export function useActivePlan(): ActivePlan {
  const db = useUserDb();
  const claims = useSession((s) => s.claims);
  const [mountedAt] = useState(() => Date.now());
  const [tick, setTick] = useState(0);
  // The clock is read with the wallet, and again when the claims change or the tier's expiry
  // passes (tick): a render judges the tier by the moment its data was read.
  const read = useLiveQuery(async () => ({ wallet: db ? ((await db.wallets.get(db.userId)) ?? null) : null, now: Date.now() }), [db, claims, tick]);
  // While the wallet is being read, and before the first pull (no row), the claims speak.
  const wallet = read?.wallet ?? null;
  const stored = wallet
    ? { tier: wallet.premiumTier, expiresAt: wallet.premiumExpiresAt }
    : claims ? { tier: claims.premiumTier, expiresAt: claims.premiumExpiresAt ?? null } : null;
  const now = read?.now ?? mountedAt;
  const expiresAt = stored?.expiresAt ?? null;
  useEffect(() => {
    if (expiresAt === null || expiresAt <= now) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.min(expiresAt - now + 1, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [expiresAt, now]);
  return activePlanOf(stored, now);
}
