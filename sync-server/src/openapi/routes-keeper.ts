/**
 * The route table's keeper part: sync, reptile photos, achievements, ReptiCoins, insights and
 * notifications (routes/sync.ts, reptiles-photo.ts, achievements.ts, repticoins.ts, insights.ts,
 * notifications.ts, notification-images.ts).
 */
import { z } from 'zod';
import { CatalogueResponse, CheckResponse, MyAchievementsResponse, RefreshResponse } from '../../../shared/api/achievements';
import { InsightQuotaResponse, InsightRequest, InsightResponse } from '../../../shared/api/insights';
import { AdminNotificationBody, AdminNotificationResponse, NotificationImageResponse, NotificationList } from '../../../shared/api/notifications';
import {
  AdjustCoinsBody, AdjustCoinsResponse, PurchaseBody, PurchaseResponse, SocialRewardResponse, SocialStatusResponse, WalletResponse, WalletView,
} from '../../../shared/api/repticoins';
import { PullRequest, PullResponse, PushRequest, PushResponse } from '../../../shared/sync/protocol';
import { IdParams, Ok, ReptilePhotoResponse, UserIdParams } from './local-schemas';
import { binary, type RouteTable } from './route-doc';

const NO_SUCH_USER = 'No such user (`not-found`).';
const SYNC_REFUSALS = {
  400: 'A malformed request (`invalid-batch`) or a newer schema than the server\'s (`unsupported-schema`).',
  403: 'The client id belongs to another account (`client-not-yours`).',
  413: 'The request is too large (`payload-too-large`).',
  426: 'This app is too old to sync (`client-too-old`): reload to update; nothing is lost.',
} as const;
const IMAGE_REFUSALS = {
  400: 'The bytes are not a readable image, or it has more than 4096 x 4096 pixels (`invalid-image`).',
  413: 'The image is larger than 5 MB (`file-too-large`).',
  415: 'Not a PNG, JPEG or WebP image (`invalid-file-type`).',
} as const;

export const KEEPER_ROUTES: RouteTable = {
  'POST /api/sync/push': {
    summary: 'Push mutations',
    description: 'Up to 100 consecutive mutations of one client, applied in one transaction with a savepoint each. A refused mutation is an answer (`rejected` with a code), not an error.',
    tags: ['Sync'], access: 'user', body: PushRequest,
    responses: { 200: PushResponse, ...SYNC_REFUSALS },
  },
  'POST /api/sync/pull': {
    summary: 'Pull rows', description: 'Rows changed since the cookie (tombstones included), rejections, and the next cookie; paged with `hasMore`.',
    tags: ['Sync'], access: 'user', body: PullRequest,
    responses: { 200: PullResponse, ...SYNC_REFUSALS },
  },

  'POST /api/reptiles/:id/photo': {
    summary: 'Replace a reptile\'s photo', description: 'The image\'s bytes (PNG, JPEG or WebP, at most 5 MB), re-encoded on the server; the owner only.',
    tags: ['Reptiles'], access: 'user', params: IdParams, bodyType: 'image',
    responses: { 200: ReptilePhotoResponse, ...IMAGE_REFUSALS, 404: 'Not one of the keeper\'s reptiles (`not-found`).', 409: 'The reptile went to another keeper: its records are read-only (`transferred`).' },
  },
  'GET /api/reptiles/:id/photo': {
    summary: 'A reptile\'s photo', tags: ['Reptiles'], access: 'user', params: IdParams,
    responses: { 200: binary('image/webp', 'The photo.'), 404: 'No photo, or not one of the keeper\'s reptiles (`not-found`).' },
  },

  'GET /api/achievements': {
    summary: 'The achievement catalogue', description: 'The same for everyone, in both languages.', tags: ['Achievements'], access: 'user',
    responses: { 200: CatalogueResponse },
  },
  'GET /api/achievements/my': {
    summary: 'My achievements and progress', tags: ['Achievements'], access: 'user',
    responses: { 200: MyAchievementsResponse },
  },
  'POST /api/achievements/check-first-login': {
    summary: 'Check achievements after the first sign-in', tags: ['Achievements'], access: 'user',
    responses: { 200: CheckResponse },
  },
  'POST /api/achievements/check': {
    summary: 'Check for new achievements', tags: ['Achievements'], access: 'user',
    responses: { 200: CheckResponse },
  },
  'POST /api/achievements/force-refresh': {
    summary: 'Recount every achievement', tags: ['Achievements'], access: 'user',
    responses: { 200: RefreshResponse },
  },

  'GET /api/repticoins': {
    summary: 'My wallet', description: 'The balance, the active plan and the latest ledger entries.', tags: ['ReptiCoins'], access: 'user',
    responses: { 200: WalletResponse },
  },
  'POST /api/repticoins/purchase': {
    summary: 'Buy a plan with ReptiCoins', description: '`purchaseId` makes a retry apply once (`duplicate: true`).', tags: ['ReptiCoins'], access: 'user', body: PurchaseBody,
    responses: { 200: PurchaseResponse, 400: 'Invalid fields (`invalid-request`).', 409: 'Not enough coins (`insufficient-balance`, with `balance`).' },
  },
  'GET /api/repticoins/facebook-test': {
    summary: 'Connectivity check of the social reward', tags: ['ReptiCoins'], access: 'public',
    responses: { 200: Ok },
  },
  'GET /api/repticoins/facebook-status': {
    summary: 'Whether I claimed the social reward', tags: ['ReptiCoins'], access: 'user',
    responses: { 200: SocialStatusResponse },
  },
  'POST /api/repticoins/facebook-reward': {
    summary: 'Claim the social reward', tags: ['ReptiCoins'], access: 'user',
    responses: { 200: SocialRewardResponse, 409: 'Already claimed (`already-claimed`).' },
  },
  'POST /api/admin/users/:userId/repticoins': {
    summary: 'Adjust a keeper\'s ReptiCoins', description: 'A positive amount adds, a negative one subtracts, never past the balance; `adjustmentId` makes a resend apply once. Audited.',
    tags: ['ReptiCoins', 'Admin'], access: 'admin', params: UserIdParams, body: AdjustCoinsBody,
    responses: { 200: AdjustCoinsResponse, 400: 'Invalid fields (`invalid-request`).', 404: NO_SUCH_USER, 409: 'More than the balance (`insufficient-balance`).' },
  },
  'POST /api/admin/users/:userId/premium/revoke': {
    summary: 'Revoke a keeper\'s plan', tags: ['ReptiCoins', 'Admin'], access: 'admin', params: UserIdParams,
    responses: { 200: WalletView, 404: NO_SUCH_USER },
  },

  'GET /api/insights/quota': {
    summary: 'My insight quota this month', tags: ['Insights'], access: 'user',
    responses: { 200: InsightQuotaResponse },
  },
  'POST /api/insights': {
    summary: 'A new insight for one of my reptiles', tags: ['Insights'], access: 'user', body: InsightRequest,
    responses: {
      200: InsightResponse, 400: 'Invalid fields (`invalid-request`).', 403: 'Basic has no insights (`premium-required`).',
      404: 'Not one of the keeper\'s live reptiles (`not-found`).', 429: 'This month\'s insights are used (`insight-quota`, with `resetsAt`).',
    },
  },

  'GET /notifications': {
    summary: 'My notifications', description: 'Newest first, hidden ones left out. A browser navigation (HTML wanted, no token) is redirected to `/`.',
    tags: ['Notifications'], access: 'user',
    responses: { 200: NotificationList, 303: 'A browser navigation: see `/`.' },
  },
  'POST /notifications/read-all': {
    summary: 'Mark all my notifications read', tags: ['Notifications'], access: 'user',
    responses: { 204: 'Done.' },
  },
  'POST /notifications/:id/read': {
    summary: 'Mark one notification read', tags: ['Notifications'], access: 'user', params: IdParams,
    responses: { 204: 'Done.', 404: 'No such notification (`not-found`).' },
  },
  'POST /notifications/:id/hide': {
    summary: 'Hide one notification', tags: ['Notifications'], access: 'user', params: IdParams,
    responses: { 204: 'Done.', 404: 'No such notification (`not-found`).' },
  },
  'POST /api/admin/notifications': {
    summary: 'Send a notification', description: 'To one keeper (`userId`) or to everyone (`all: true`), never both; answers how many were written.',
    tags: ['Notifications', 'Admin'], access: 'admin', body: AdminNotificationBody,
    responses: { 200: AdminNotificationResponse, 400: 'Invalid fields (`invalid-request` with `fields`).', 404: NO_SUCH_USER },
  },
  'POST /api/admin/notifications/images': {
    summary: 'Upload an image for a notification', description: 'The image\'s bytes (PNG, JPEG or WebP, at most 5 MB), re-encoded; answers its path on our origin. Audited.',
    tags: ['Notifications', 'Admin'], access: 'admin', bodyType: 'image',
    responses: { 201: NotificationImageResponse, ...IMAGE_REFUSALS },
  },
  'GET /api/notifications/images/:file': {
    summary: 'A notification\'s image', description: 'Public (an `<img>` sends no token); the name is a random UUID.',
    tags: ['Notifications'], access: 'public', params: z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.webp$/) }),
    responses: { 200: binary('image/webp', 'The image.'), 404: 'No such image (`not-found`).' },
  },
};
