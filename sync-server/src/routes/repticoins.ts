/**
 * ReptiCoins and premium (spec sections 2, 7, 9): the wallet, buying a plan with coins, the social
 * page reward, and the admins' adjustments and revocation. Thin: parse with the shared schemas,
 * call coins/service, answer. Every call names only the signed-in user, except the admin routes,
 * which name their user in the URL and are for admins alone.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AdjustCoinsBody, PurchaseBody, type AdjustCoinsResponse, type PurchaseResponse, type SocialRewardResponse, type SocialStatusResponse, type WalletResponse } from '../../../shared/api/repticoins';
import { RowId } from '../../../shared/schemas/common';
import { currentUserId } from '../auth/request-user';
import { parseBody } from '../auth/validate';
import { HttpError } from '../errors';
import { currentActor } from '../admin/actor';
import { adjustCoins, claimSocialReward, purchaseTier, revokePlan, socialClaimed, walletWithEntries } from '../coins/service';

export async function repticoinsRoutes(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: app.authenticate };
  const admin = { preHandler: app.requireRole('admin') };
  const now = () => Date.now();

  app.get('/api/repticoins', auth, async (req): Promise<z.infer<typeof WalletResponse>> => walletWithEntries(app.store, currentUserId(req), now()));

  app.post('/api/repticoins/purchase', auth, async (req): Promise<PurchaseResponse> => {
    const body = parseBody(PurchaseBody, req.body);
    return purchaseTier(app.store, currentUserId(req), body.tier, body.purchaseId, now());
  });

  // Spec: a connectivity check without a token, then the status and the claim.
  app.get('/api/repticoins/facebook-test', async () => ({ ok: true }));
  app.get('/api/repticoins/facebook-status', auth, async (req): Promise<z.infer<typeof SocialStatusResponse>> =>
    ({ claimed: await socialClaimed(app.store, currentUserId(req)), url: app.config.socialPageUrl }));
  app.post('/api/repticoins/facebook-reward', auth, async (req): Promise<z.infer<typeof SocialRewardResponse>> =>
    claimSocialReward(app.store, currentUserId(req), now()));

  // Admins: adjust a keeper's balance, revoke a plan. The screen comes with the admin area (issue 15).
  const userParam = (params: unknown): string => {
    const id = RowId.safeParse((params as { userId?: unknown }).userId);
    if (!id.success) throw new HttpError('not-found', 'No such user.');
    return id.data;
  };
  const existing = async (userId: string) => {
    if (!(await app.store.one('SELECT 1 AS one FROM users WHERE id = ?', [userId]))) throw new HttpError('not-found', 'No such user.');
    return userId;
  };
  app.post('/api/admin/users/:userId/repticoins', admin, async (req): Promise<z.infer<typeof AdjustCoinsResponse>> => {
    const userId = await existing(userParam(req.params));
    const body = parseBody(AdjustCoinsBody, req.body);
    req.log.info({ admin: currentUserId(req), userId, amount: body.amount }, 'repticoins adjusted');
    return adjustCoins(app.store, userId, body, now(), currentActor(req));
  });
  app.post('/api/admin/users/:userId/premium/revoke', admin, async (req) => {
    const userId = await existing(userParam(req.params));
    req.log.info({ admin: currentUserId(req), userId }, 'premium revoked');
    return revokePlan(app.store, currentActor(req), userId, now());
  });
}
