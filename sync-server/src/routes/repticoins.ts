/**
 * ReptiCoins and premium (spec sections 2, 7, 9): the wallet, buying a plan with coins, the social
 * page reward, and the admins' adjustments and revocation. Thin: parse with the shared schemas,
 * call coins/service, answer. Every call names only the signed-in user, except the admin routes,
 * which name their user in the URL and are for admins alone.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  AdjustCoinsBody, AdjustCoinsResponse, PurchaseBody, PurchaseResponse, SocialRewardResponse, SocialStatusResponse, WalletResponse, WalletView,
} from '../../../shared/api/repticoins';
import { currentUserId } from '../auth/request-user';
import { HttpError } from '../errors';
import { currentActor } from '../admin/actor';
import { adjustCoins, claimSocialReward, purchaseTier, revokePlan, socialClaimed, walletWithEntries } from '../coins/service';
import { Ok, UserIdParams } from '../openapi/local-schemas';
import { route } from './declare';

const keeper = { tags: ['ReptiCoins'], access: 'user' } as const;
const noSuchUser = () => new HttpError('not-found', 'No such user.');
const NO_SUCH_USER = 'No such user (`not-found`).';
const oneUser = { tags: ['ReptiCoins', 'Admin'], access: 'admin', params: UserIdParams, notFound: noSuchUser } as const;

export async function repticoinsRoutes(app: FastifyInstance): Promise<void> {
  const now = () => Date.now();

  route(app, {
    method: 'GET', path: '/api/repticoins', summary: 'My wallet', description: 'The balance, the active plan and the latest ledger entries.', ...keeper,
    responses: { 200: WalletResponse },
  }, async ({ req }): Promise<z.infer<typeof WalletResponse>> => walletWithEntries(app.store, currentUserId(req), now()));

  route(app, {
    method: 'POST', path: '/api/repticoins/purchase', summary: 'Buy a plan with ReptiCoins', description: '`purchaseId` makes a retry apply once (`duplicate: true`).',
    ...keeper, body: PurchaseBody,
    responses: { 200: PurchaseResponse, 400: 'Invalid fields (`invalid-request`).', 409: 'Not enough coins (`insufficient-balance`, with `balance`).' },
  }, async ({ req, body }): Promise<PurchaseResponse> => purchaseTier(app.store, currentUserId(req), body.tier, body.purchaseId, now()));

  // Spec: a connectivity check without a token, then the status and the claim.
  route(app, {
    method: 'GET', path: '/api/repticoins/facebook-test', summary: 'Connectivity check of the social reward', tags: ['ReptiCoins'], access: 'public',
    responses: { 200: Ok },
  }, async () => ({ ok: true }));
  route(app, {
    method: 'GET', path: '/api/repticoins/facebook-status', summary: 'Whether I claimed the social reward', ...keeper, responses: { 200: SocialStatusResponse },
  }, async ({ req }): Promise<z.infer<typeof SocialStatusResponse>> => ({ claimed: await socialClaimed(app.store, currentUserId(req)), url: app.config.socialPageUrl }));
  route(app, {
    method: 'POST', path: '/api/repticoins/facebook-reward', summary: 'Claim the social reward', ...keeper,
    responses: { 200: SocialRewardResponse, 409: 'Already claimed (`already-claimed`).' },
  }, async ({ req }): Promise<z.infer<typeof SocialRewardResponse>> => claimSocialReward(app.store, currentUserId(req), now()));

  // Admins: adjust a keeper's balance, revoke a plan. The screen comes with the admin area (issue 15).
  const existing = async (userId: string) => {
    if (!(await app.store.one('SELECT 1 AS one FROM users WHERE id = ?', [userId]))) throw noSuchUser();
    return userId;
  };
  route(app, {
    method: 'POST', path: '/api/admin/users/:userId/repticoins', summary: 'Adjust a keeper\'s ReptiCoins',
    description: 'A positive amount adds, a negative one subtracts, never past the balance; `adjustmentId` makes a resend apply once. Audited.',
    ...oneUser, body: AdjustCoinsBody,
    responses: { 200: AdjustCoinsResponse, 400: 'Invalid fields (`invalid-request`).', 404: NO_SUCH_USER, 409: 'More than the balance (`insufficient-balance`).' },
  }, async ({ req, params, body }): Promise<z.infer<typeof AdjustCoinsResponse>> => {
    const userId = await existing(params.userId);
    req.log.info({ admin: currentUserId(req), userId, amount: body.amount }, 'repticoins adjusted');
    return adjustCoins(app.store, userId, body, now(), currentActor(req));
  });
  route(app, {
    method: 'POST', path: '/api/admin/users/:userId/premium/revoke', summary: 'Revoke a keeper\'s plan', ...oneUser, responses: { 200: WalletView, 404: NO_SUCH_USER },
  }, async ({ req, params }) => {
    const userId = await existing(params.userId);
    req.log.info({ admin: currentUserId(req), userId }, 'premium revoked');
    return revokePlan(app.store, currentActor(req), userId, now());
  });
}
