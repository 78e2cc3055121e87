import { useEffect, useRef } from 'react';
import { claimsTier, getClaims, useSession } from '../../lib/session';
import type { Wallet } from './use-wallet';

/**
 * Keeps the claims (which the premium guard and the collection limit read) in line with the wallet
 * row the server synced: when an admin revokes a plan, a purchase on another device lands, or the
 * tier lapses, the pulled row says so before claims would (they are fetched every 30 minutes with
 * the token). On a disagreement the claims are asked for again, once per wallet state, and only
 * online: offline the claims' own expiry already ends access at its instant (claimsTier).
 */
export function useClaimsFollowWallet(wallet: Wallet | undefined): void {
  const claims = useSession((s) => s.claims);
  const asked = useRef<string | null>(null);
  const state = wallet ? `${wallet.storedTier}|${wallet.expiresAt}|${wallet.tier}` : null;
  const disagrees = wallet !== undefined && claims !== null && claimsTier(claims, wallet.now) !== wallet.tier;
  useEffect(() => {
    if (!disagrees || state === null || asked.current === state || !navigator.onLine) return;
    asked.current = state;
    void getClaims({ force: true });
  }, [disagrees, state]);
}
