/**
 * Issue 25: one answer to "which plan does this device count with" (app/lib/plan), for the reptile
 * limit, collections, insights, OCR and the sync panel: the synced wallet when there is one, the
 * claims before the first pull, and a tier past its expiry is Basic, at its instant.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activePlanOf, useActivePlan } from '../../app/lib/plan/use-active-plan';
import { endSession } from '../../app/lib/session';
import { signInKeeper } from '../helpers/keeper';
import type { UserDb } from '../../app/lib/db';

afterEach(() => endSession('user'));

const onWallet = (db: UserDb, premiumTier: 'HerpPlus' | 'HerpPro' | null, premiumExpiresAt: number | null) =>
  db.wallets.put({ id: db.userId, userId: db.userId, balance: 0, premiumTier, premiumExpiresAt, premiumAnchorDay: null, version: 1, updatedAt: 1, deleted: false });

describe('activePlanOf', () => {
  const now = 1_000_000;
  it.each([
    ['nothing stored', null, null, 'basic'],
    ['a tier that never lapses', { tier: 'HerpPlus', expiresAt: null }, 'HerpPlus', 'herpPlus'],
    ['a tier before its expiry', { tier: 'HerpPro', expiresAt: now + 1 }, 'HerpPro', 'herpPro'],
    ['a tier at its expiry', { tier: 'HerpPro', expiresAt: now }, null, 'basic'],
    ['an unknown tier', { tier: 'Gold', expiresAt: null }, null, 'basic'],
  ] as const)('%s', (_, stored, tier, plan) => {
    const active = activePlanOf(stored, now);
    expect(active.tier).toBe(tier);
    expect(active.plan.id).toBe(plan);
  });
});

describe('useActivePlan', () => {
  it('takes the claims before the first pull, then the synced wallet', async () => {
    const db = signInKeeper({ tier: 'HerpPlus' });
    const { result } = renderHook(() => useActivePlan());
    await waitFor(() => expect(result.current.tier).toBe('HerpPlus'));
    await act(() => onWallet(db, 'HerpPro', null));
    await waitFor(() => expect(result.current.plan.id).toBe('herpPro'));
  });

  it('turns Basic when the tier lapses, without a sync', async () => {
    const db = signInKeeper();
    await onWallet(db, 'HerpPlus', Date.now() + 400);
    const { result } = renderHook(() => useActivePlan());
    await waitFor(() => expect(result.current.tier).toBe('HerpPlus'));
    await waitFor(() => expect(result.current.tier).toBe(null), { timeout: 3000 });
    expect(result.current.plan.reptileLimit).toBe(5);
  });
});
