/**
 * The ReptiCoins calls (shared/api/repticoins.ts holds their schemas). All need the server: the
 * balance a purchase spends is the server's, decided in the transaction that debits it.
 */
import type { z } from 'zod';
import type { PurchaseResponse, SocialRewardResponse, SocialStatusResponse } from '../../../shared/api/repticoins';
import type { PremiumTier } from '../../../shared/plans';
import { apiRequest } from '../../lib/api/client';

export type SocialStatus = z.infer<typeof SocialStatusResponse>;

/**
 * Not retried by the client: the keeper retries from the dialog, with the same `purchaseId`, so
 * a purchase whose answer was lost applies once (the server answers `duplicate: true`).
 */
export const purchaseTier = (tier: PremiumTier, purchaseId: string) =>
  apiRequest<PurchaseResponse>('/api/repticoins/purchase', { method: 'POST', body: { tier, purchaseId } });

export const fetchSocialStatus = (signal?: AbortSignal) => apiRequest<SocialStatus>('/api/repticoins/facebook-status', { signal });

/** Empty body (spec); a second claim answers 409 `already-claimed`. */
export const claimSocialReward = () =>
  apiRequest<z.infer<typeof SocialRewardResponse>>('/api/repticoins/facebook-reward', { method: 'POST' });
