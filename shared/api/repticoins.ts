/**
 * The ReptiCoins and premium calls (online: a purchase needs the server's balance). Request and
 * response schemas, read by the routes (sync-server/src/routes/repticoins.ts) and the app.
 * Errors answer `{ error: <code>, message, ...details }` like every route; the codes of a refused
 * purchase or adjustment are the ledger's and the purchase's (shared/coins/messages.ts maps them
 * to `coins:errors.*`), `insufficient-balance` with `balance`.
 */
import { z } from 'zod';
import { PREMIUM_TIERS } from '../plans';
import { RowId } from '../schemas/common';
import { REASON_MAX } from '../coins/ledger';

/** The wallet as the calls answer it (the synced `wallets` row carries the same). */
export const WalletView = z.object({
  balance: z.number().int(),
  /** The tier bought and still active now (an expired one answers null). */
  premiumTier: z.enum(PREMIUM_TIERS).nullable(),
  premiumExpiresAt: z.number().int().nullable(),
});
export type WalletView = z.infer<typeof WalletView>;

export const LedgerEntryView = z.object({ key: z.string(), amount: z.number().int(), reason: z.string().nullable(), at: z.number().int() });
export type LedgerEntryView = z.infer<typeof LedgerEntryView>;

/** GET /api/repticoins: the wallet and the latest entries, newest first. */
export const WalletResponse = WalletView.extend({ entries: z.array(LedgerEntryView) });
export const RECENT_ENTRIES = 50;

/**
 * POST /api/repticoins/purchase. `purchaseId` is chosen once per purchase by the app and resent
 * with each retry: a retry of an applied purchase answers the wallet with `duplicate: true`.
 */
export const PurchaseBody = z.object({ tier: z.enum(PREMIUM_TIERS), purchaseId: RowId });
export const PurchaseResponse = WalletView.extend({ duplicate: z.boolean() });
export type PurchaseResponse = z.infer<typeof PurchaseResponse>;

/** GET /api/repticoins/facebook-status. `url`: the social page to open (server configuration). */
export const SocialStatusResponse = z.object({ claimed: z.boolean(), url: z.string() });
/** POST /api/repticoins/facebook-reward: success; a second claim answers 409 `already-claimed`. */
export const SocialRewardResponse = z.object({ message: z.string(), balance: z.number().int() });
/** The spec's words for a second claim (the app treats it as claimed). */
export const SOCIAL_ALREADY_CLAIMED = 'Facebook reward already claimed';

/**
 * POST /api/admin/users/:userId/repticoins (admins only): a positive amount adds, a negative one
 * subtracts; never zero, never past the balance. `adjustmentId` makes a resend apply once.
 */
export const AdjustCoinsBody = z.object({
  amount: z.number({ error: 'errors.invalidAmount' }).int('errors.invalidAmount').refine((n) => n !== 0, 'errors.invalidAmount')
    .refine((n) => Math.abs(n) <= 1_000_000, 'errors.invalidAmount'),
  reason: z.string().trim().min(1, 'errors.invalidReason').max(REASON_MAX, 'errors.invalidReason'),
  adjustmentId: RowId,
});
export const AdjustCoinsResponse = z.object({ balance: z.number().int(), duplicate: z.boolean() });
