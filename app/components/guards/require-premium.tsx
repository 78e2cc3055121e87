import { Button, Card, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { tierSatisfies, type PremiumTier } from '../../../shared/plans';
import { getClaims } from '../../lib/session/claims';
import { claimsTier } from '../../lib/session/claims-tier';
import { areClaimsFresh } from '../../lib/session/refresh-schedule';
import { getClaimsFetchedAt, getLastRefreshAt, refreshSession } from '../../lib/session/session-service';
import { useSession } from '../../lib/session/store';
import { getAccessToken } from '../../lib/session/tokens';

/**
 * The premium guard (spec sections 2, 4 and 9). Claims that already grant the tier let the keeper
 * in at once, offline too. Otherwise the guard asks the server before saying no, because the
 * claims in hand may predate a purchase:
 * - after a purchase (the flag below, in the navigation state or this tab's session) it refreshes
 *   the token, whose reply brings new claims, and asks for the claims again until the tier shows:
 *   up to 3 tries, since the purchase is known to have happened;
 * - otherwise up to 2 tries, and only while the server has not answered: an answer is final;
 * - a refresh that ran under 60 s ago is not repeated: after a purchase that is the token refresh
 *   (the claims are still asked for: the purchase changed them), otherwise the claims themselves
 *   (their 60 s cache, claims.ts);
 * - with no connection, or no token to ask with (a session restored offline), the claims in hand
 *   decide at once.
 * HerpPro satisfies a HerpPlus requirement (tierSatisfies).
 */
export const PREMIUM_CHECK = { triesAfterPurchase: 3, tries: 2, refreshThrottleMs: 60_000, retryDelayMs: 1_000 } as const;

/** Navigation state that tells the guard a purchase just happened. */
export const JUST_PURCHASED_STATE = { justPurchased: true } as const;

// sessionStorage: the flag belongs to this tab, and a purchase older than a few minutes is
// already in any claims fetched since.
const FLAG_KEY = 'herptrack-just-purchased';
const FLAG_TTL_MS = 10 * 60_000;

/** Set by the ReptiCoins page after a purchase, for a premium page opened next in this tab. */
export function markJustPurchased(): void {
  try {
    sessionStorage.setItem(FLAG_KEY, String(Date.now()));
  } catch {
    // Blocked storage: the navigation state still carries the flag.
  }
}

function clearJustPurchased(): void {
  try {
    sessionStorage.removeItem(FLAG_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

function purchasedRecently(navState: boolean): boolean {
  if (navState) return true;
  try {
    const age = Date.now() - Number(sessionStorage.getItem(FLAG_KEY));
    return sessionStorage.getItem(FLAG_KEY) !== null && age >= 0 && age < FLAG_TTL_MS;
  } catch {
    return false;
  }
}

const hasPurchaseState = (state: unknown): boolean => (state as { justPurchased?: unknown } | null)?.justPurchased === true;
const ranWithin = (at: number | null, ms: number) => at !== null && Date.now() - at >= 0 && Date.now() - at < ms;
const grants = (tier: PremiumTier) => tierSatisfies(claimsTier(useSession.getState().claims), tier);
const signedIn = () => useSession.getState().status === 'authenticated';

/** Whether asking the server could change a "no" (see the rules above). */
function checkNeeded(justPurchased: boolean): boolean {
  if (!navigator.onLine) return false;
  if (justPurchased) return true;
  return getAccessToken() !== null && !areClaimsFresh(getClaimsFetchedAt(), Date.now());
}

const inflight = new Map<string, Promise<void>>();

/**
 * Asks the server as the rules above say; resolves when the claims grant `tier` or the tries are
 * spent. The claims land in the session store, which re-renders the guard. One run per tier and
 * kind at a time: a second guard (or React's double effect) shares it.
 */
export function checkPremiumAccess(tier: PremiumTier, justPurchased: boolean, delayMs: number = PREMIUM_CHECK.retryDelayMs): Promise<void> {
  const key = `${tier}|${justPurchased}`;
  const running = inflight.get(key);
  if (running) return running;
  const run = (async () => {
    const tries = justPurchased ? PREMIUM_CHECK.triesAfterPurchase : PREMIUM_CHECK.tries;
    for (let attempt = 1; attempt <= tries; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (!signedIn()) return;
      let refreshed = false;
      if (justPurchased && !ranWithin(getLastRefreshAt(), PREMIUM_CHECK.refreshThrottleMs)) {
        refreshed = await refreshSession({ force: true }).then((token) => token !== null, () => false);
        if (!signedIn()) return;
      }
      if (!refreshed && (justPurchased || !areClaimsFresh(getClaimsFetchedAt(), Date.now()))) await getClaims({ force: true });
      if (grants(tier)) return;
      // Without a purchase, an answer from the server is final; only a failed ask is tried again.
      if (!justPurchased && areClaimsFresh(getClaimsFetchedAt(), Date.now())) return;
    }
  })().finally(() => inflight.delete(key));
  inflight.set(key, run);
  return run;
}

/**
 * Premium pages: a loading state while the plan is checked, then the page or an upgrade notice
 * whose button returns here after a purchase.
 */
export function RequirePremium({ tier, children }: { tier: PremiumTier; children: ReactNode }) {
  const { t } = useTranslation();
  const claims = useSession((s) => s.claims);
  const location = useLocation();
  const navFlag = hasPurchaseState(location.state);
  const visit = `${location.key}|${tier}`;
  // The visit whose check has finished: its answer stands until the keeper navigates again.
  const [settled, setSettled] = useState<string | null>(null);
  const granted = claims !== null && tierSatisfies(claimsTier(claims), tier);
  const checking = claims !== null && !granted && settled !== visit && checkNeeded(purchasedRecently(navFlag));

  useEffect(() => {
    if (!checking) return;
    let alive = true;
    void checkPremiumAccess(tier, purchasedRecently(navFlag)).then(() => {
      if (alive) setSettled(visit);
    });
    return () => {
      alive = false;
    };
  }, [checking, tier, navFlag, visit]);

  // The purchase has been accounted for, one way or the other.
  useEffect(() => {
    if (granted || settled === visit) clearJustPurchased();
  }, [granted, settled, visit]);

  if (claims === null || checking) {
    return (
      <Center mih="40vh" role="status">
        <Loader aria-label={t('guards.checkingPlan')} />
      </Center>
    );
  }
  if (granted) return <>{children}</>;
  const returnPath = `${location.pathname}${location.search}`;
  return (
    <Center mih="50vh" p="md">
      <Card withBorder maw={440} p="xl" radius="lg">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>★</ThemeIcon>
          <Title order={1} size="h2">{t('guards.premiumTitle', { tier })}</Title>
          <Text c="dimmed">{t('guards.premiumBody', { tier })}</Text>
          <Button component={Link} to={`/repticoins?returnPath=${encodeURIComponent(returnPath)}`}>
            {t('guards.upgrade')}
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
