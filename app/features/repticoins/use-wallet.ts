import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { PremiumTier } from '../../../shared/plans';
import { activeTier } from '../../../shared/rules/active-tier';
import { useUserDb } from '../../lib/db/use-user-db';

export interface Wallet {
  balance: number;
  /** The tier that counts now: a tier past its expiry is none (Basic). */
  tier: PremiumTier | null;
  /** The tier as stored, also after it lapsed (the page says when it ended). */
  storedTier: PremiumTier | null;
  /** ms; null with a tier: it never lapses (granted by an operator). */
  expiresAt: number | null;
  anchorDay: number | null;
  /** The clock the tier was judged by (when the row was read); previews of a purchase use it too. */
  now: number;
}

// setTimeout holds at most 2^31-1 ms (about 24.8 days); a longer wait is taken in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The keeper's wallet as the server last sent it (the `wallets` row, live), with the tier that is
 * active now. No row yet (a new keeper, or before the first pull) is 0 coins and Basic. The tier
 * lapses on screen at its expiry instant, without waiting for a sync to say so: a timer re-reads
 * the row then, with the clock of that moment.
 */
export function useWallet(): Wallet | undefined {
  const db = useUserDb();
  const [tick, setTick] = useState(0);
  const read = useLiveQuery(async () => (db ? { row: (await db.wallets.get(db.userId)) ?? null, now: Date.now() } : null), [db, tick]);
  const expiresAt = read?.row?.premiumExpiresAt ?? null;
  const readAt = read?.now ?? null;
  useEffect(() => {
    if (expiresAt === null || readAt === null || expiresAt <= readAt) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.min(expiresAt - readAt + 1, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [expiresAt, readAt]);
  if (read === undefined) return undefined;
  const now = read?.now ?? 0;
  const row = read?.row ?? null;
  if (row === null) return { balance: 0, tier: null, storedTier: null, expiresAt: null, anchorDay: null, now };
  return {
    balance: row.balance,
    tier: activeTier(row.premiumTier, row.premiumExpiresAt, now),
    storedTier: row.premiumTier,
    expiresAt: row.premiumExpiresAt,
    anchorDay: row.premiumAnchorDay,
    now,
  };
}
