/**
 * What the ReptiCoins calls do: buy a plan, claim the social reward, adjust a balance (admins),
 * grant and revoke a plan (operators), and let plans lapse. Each runs in one transaction holding
 * the user's sync space (writeInSpace), so two devices spending the last coins are decided one
 * after the other and exactly one succeeds; a retried request (same purchase or adjustment id)
 * is recognised by its ledger key and changes nothing.
 */
import type { Store } from '../db/store';
import { audit, type AuditActor } from '../audit/log';
import { HttpError } from '../errors';
import { writeInSpace } from '../sync/spaces';
import { adminEntry, socialEntry, type LedgerErrorCode, type LedgerRefusal } from '../../../shared/coins/ledger';
import type { PurchaseRefusalCode } from '../../../shared/coins/premium';
import { purchaseKey } from '../../../shared/coins/ledger-key';
import { buyWithCoins } from '../../../shared/coins/purchase';
import { activeTier } from '../../../shared/rules/active-tier';
import { RECENT_ENTRIES, SOCIAL_ALREADY_CLAIMED, type PurchaseResponse, type WalletView } from '../../../shared/api/repticoins';
import { normalizeTier, type PremiumTier } from '../../../shared/plans';
import { reconcileUserCollections } from '../collections/states';
import { appendEntry, planOfPeriod, readWallet, walletView, writePlan, type SpaceWriter } from './wallet';
import { sendPremiumExpired, sendPremiumExpiring } from '../notifications/system';

/** A refusal of the ledger or the purchase rule as an HTTP answer (`insufficient-balance` carries the balance). */
function refused(r: LedgerRefusal | { ok: false; code: PurchaseRefusalCode }): HttpError {
  const details = 'balance' in r ? { balance: r.balance } : {};
  return new HttpError(r.code, MESSAGES[r.code], { details });
}

const MESSAGES: Record<LedgerErrorCode | PurchaseRefusalCode, string> = {
  'insufficient-balance': 'Insufficient ReptiCoins balance.',
  'downgrade-refused': 'You cannot buy a lower plan while a higher one is active.',
  'tier-never-expires': 'Your plan never expires.',
  'not-for-sale': 'This plan cannot be bought with ReptiCoins.',
  'invalid-amount': 'The amount is not valid.',
  'invalid-reason': 'A reason is required.',
  'invalid-key': 'This request is not valid.',
  duplicate: 'This request was refused.',
};

const inSpace = <T>(store: Store, userId: string, now: number, fn: (w: SpaceWriter) => Promise<T>) =>
  writeInSpace(store, userId, now, (tx, nextVersion) => fn({ tx, userId, now, nextVersion }));

export async function walletWithEntries(store: Store, userId: string, now: number): Promise<WalletView & { entries: { key: string; amount: number; reason: string | null; at: number }[] }> {
  return store.transaction(async (tx) => {
    const wallet = await readWallet(tx, userId);
    const entries = await tx.all<{ key: string; amount: number; reason: string | null; at: number }>(
      'SELECT key, amount, reason, at FROM coin_ledger WHERE user_id = ? ORDER BY at DESC, version DESC LIMIT ?', [userId, RECENT_ENTRIES],
    );
    return { ...walletView(wallet, now), entries: entries.map((e) => ({ ...e, amount: Number(e.amount) })) };
  }, { readOnly: true });
}

/**
 * One month of `tier` for its coin price. The tier rule is checked before the coins; debit, plan
 * and the collections' states are written together or not at all.
 */
export async function purchaseTier(store: Store, userId: string, tier: PremiumTier, purchaseId: string, now: number): Promise<PurchaseResponse> {
  return inSpace(store, userId, now, async (w) => {
    const wallet = await readWallet(w.tx, userId);
    const applied = await w.tx.one('SELECT 1 AS one FROM coin_ledger WHERE user_id = ? AND key = ?', [userId, purchaseKey(purchaseId)]);
    if (applied) return { ...walletView(wallet, now), duplicate: true };
    const premium = { tier: wallet.premiumTier, expiresAt: wallet.premiumExpiresAt, anchorDay: wallet.premiumAnchorDay };
    const bought = buyWithCoins(premium, { balance: wallet.balance, keys: new Set() }, tier, purchaseId, now);
    if (!bought.ok) throw refused(bought);
    const debited = await appendEntry(w, bought.entry, wallet);
    if (!debited.ok) throw refused(debited);
    const next = await writePlan(w, debited.wallet, planOfPeriod(bought.period));
    await reconcileUserCollections(w, activeTier(next.premiumTier, next.premiumExpiresAt, now));
    return { ...walletView(next, now), duplicate: false };
  });
}

/** The social page's reward, once (spec: 50 coins); a second claim answers 409 with the spec's words. */
export async function claimSocialReward(store: Store, userId: string, now: number): Promise<{ message: string; balance: number }> {
  return inSpace(store, userId, now, async (w) => {
    const result = await appendEntry(w, socialEntry('facebook'));
    if (!result.ok) {
      if (result.code === 'duplicate') throw new HttpError('already-claimed', SOCIAL_ALREADY_CLAIMED);
      throw refused(result);
    }
    return { message: 'Reward claimed', balance: result.wallet.balance };
  });
}

export async function socialClaimed(store: Store, userId: string): Promise<boolean> {
  return (await store.one("SELECT 1 AS one FROM coin_ledger WHERE user_id = ? AND key = 'social:facebook'", [userId])) !== undefined;
}

/**
 * An admin's adjustment (either sign, with a reason); a resend with the same id applies once. With
 * `actor` (an admin through the admin call) it is audited with the balance before and after; the
 * operators' console (cli/) passes none.
 */
export async function adjustCoins(store: Store, userId: string, input: { amount: number; reason: string; adjustmentId: string }, now: number, actor?: AuditActor): Promise<{ balance: number; duplicate: boolean }> {
  return inSpace(store, userId, now, async (w) => {
    const wallet = await readWallet(w.tx, userId);
    const entry = adminEntry(input.adjustmentId, input.amount, input.reason);
    const result = await appendEntry(w, entry, wallet);
    if (result.ok) {
      if (actor) {
        await audit(w.tx, actor, {
          action: 'coins.adjust', targetType: 'user', targetId: userId,
          before: { balance: wallet.balance }, after: { balance: result.wallet.balance, amount: entry.amount, reason: entry.reason, adjustmentId: input.adjustmentId },
        }, now);
      }
      return { balance: result.wallet.balance, duplicate: false };
    }
    if (result.code === 'duplicate') return { balance: (await readWallet(w.tx, userId)).balance, duplicate: true };
    throw refused(result);
  });
}

/**
 * Sets a plan without coins (operators: a grant; `expiresAt` null never lapses) or removes it
 * (`tier` null: an admin's revocation). Collections follow the new limit in the same transaction.
 */
export async function setPlan(store: Store, userId: string, tier: PremiumTier | null, expiresAt: number | null, now: number): Promise<WalletView> {
  return inSpace(store, userId, now, async (w) => {
    const wallet = await readWallet(w.tx, userId);
    const next = await writePlan(w, wallet, { premiumTier: tier, premiumExpiresAt: tier === null ? null : expiresAt, premiumAnchorDay: null });
    await reconcileUserCollections(w, activeTier(next.premiumTier, next.premiumExpiresAt, now));
    return walletView(next, now);
  });
}

/**
 * An admin's revocation of a keeper's plan (and of its time left), audited with the plan it ended.
 * No plan (never one, or one that lapsed) changes nothing.
 */
export async function revokePlan(store: Store, actor: AuditActor, userId: string, now: number): Promise<WalletView> {
  return inSpace(store, userId, now, async (w) => {
    const wallet = await readWallet(w.tx, userId);
    if (wallet.premiumTier === null) return walletView(wallet, now);
    const next = await writePlan(w, wallet, { premiumTier: null, premiumExpiresAt: null, premiumAnchorDay: null });
    await reconcileUserCollections(w, null);
    await audit(w.tx, actor, {
      action: 'premium.revoke', targetType: 'user', targetId: userId,
      before: { premiumTier: wallet.premiumTier, premiumExpiresAt: wallet.premiumExpiresAt }, after: { premiumTier: null, premiumExpiresAt: null },
    }, now);
    return walletView(next, now);
  });
}

/**
 * Plans whose expiry has passed: the tier is cleared (the expiry kept, so the keeper sees when it
 * ended) and collections become read-only past the Basic limit. Access already ends at the expiry
 * instant everywhere (active-tier.ts); this makes the stored state and the devices agree. The
 * keeper's inbox says so, in the same transaction (once per plan end).
 */
export async function lapseExpiredPlans(store: Store, now: number): Promise<{ lapsed: number }> {
  const due = await store.all<{ userId: string }>(
    'SELECT user_id AS "userId" FROM wallets WHERE premium_tier IS NOT NULL AND premium_expires_at IS NOT NULL AND premium_expires_at <= ? ORDER BY user_id',
    [now],
  );
  let lapsed = 0;
  for (const { userId } of due) {
    lapsed += await inSpace(store, userId, now, async (w) => {
      const wallet = await readWallet(w.tx, userId);
      // Checked again under the lock: a renewal may have landed since the list was read.
      if (wallet.premiumTier === null || wallet.premiumExpiresAt === null || wallet.premiumExpiresAt > now) return 0;
      await writePlan(w, wallet, { premiumTier: null, premiumExpiresAt: wallet.premiumExpiresAt, premiumAnchorDay: wallet.premiumAnchorDay });
      await reconcileUserCollections(w, null);
      await sendPremiumExpired(w.tx, userId, wallet.premiumTier, wallet.premiumExpiresAt, now);
      return 1;
    });
  }
  return { lapsed };
}

export const EXPIRY_WARNING_MS = 3 * 24 * 60 * 60_000;

/**
 * Plans that end within the next 3 days get one inbox message each. "Already warned" is the
 * message itself: its id is derived from the user and the expiry instant (notifications/send.ts),
 * so a run that finds the plan again, or a second process, writes nothing; a renewal moves the
 * expiry and is warned again before its own end. A plan that never expires is never warned.
 */
export async function warnExpiringPlans(store: Store, now: number): Promise<{ warned: number }> {
  const due = await store.all<{ userId: string; tier: string; expiresAt: number }>(
    `SELECT user_id AS "userId", premium_tier AS tier, premium_expires_at AS "expiresAt" FROM wallets
     WHERE premium_tier IS NOT NULL AND premium_expires_at > ? AND premium_expires_at <= ? ORDER BY user_id`,
    [now, now + EXPIRY_WARNING_MS],
  );
  let warned = 0;
  for (const { userId, tier, expiresAt } of due) {
    const name = normalizeTier(tier);
    if (name && (await sendPremiumExpiring(store, userId, name, Number(expiresAt), now))) warned++;
  }
  return { warned };
}
