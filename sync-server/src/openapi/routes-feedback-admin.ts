/**
 * The route table's feedback and admin-area part (routes/feedback.ts and the admin routes of
 * issue 15). Bug reports and feature requests share their calls, so their entries are made from one
 * template per kind, as the routes are.
 */
import {
  AdminCounts, AdminUserDetail, AdminUserRow, AdminUsersQuery, AdminUsersResponse, AuditQuery, AuditResponse, DisableBody, LedgerHistoryQuery,
  LedgerHistoryResponse, RoleBody,
} from '../../../shared/api/admin';
import {
  AdminFeedbackList, AdminFeedbackQuery, ArchiveBody, BugReportBody, CommentBody, CommentView, FEEDBACK_COMMENTS_PER_DAY, FEEDBACK_ITEMS_PER_DAY,
  FeatureRequestBody, FeedbackDetailResponse, FeedbackStats, FeedbackView, MyFeedbackResponse, StatusBody, UploadedImage,
} from '../../../shared/api/feedback';
import { IdParams, UserIdParams } from './local-schemas';
import { binary, type RouteDoc, type RouteKey, type RouteTable } from './route-doc';

const KINDS = {
  bug: { keeper: '/api/bug-reports', admin: '/api/admin/bug-reports', one: 'bug report', many: 'bug reports', body: BugReportBody },
  feature: { keeper: '/api/feature-requests', admin: '/api/admin/feature-requests', one: 'feature request', many: 'feature requests', body: FeatureRequestBody },
} as const;

const INVALID = 'Invalid fields (`invalid-request` with `fields`).';

function feedbackRoutes(kind: keyof typeof KINDS): Record<RouteKey, RouteDoc> {
  const k = KINDS[kind];
  const missing = `No such ${k.one}, or not the caller's (\`not-found\`).`;
  const keeper = { tags: ['Feedback'], access: 'user' } as const;
  const admin = { tags: ['Feedback admin'], access: 'admin' } as const;
  return {
    [`POST ${k.keeper}`]: {
      summary: `File a ${k.one}`, ...keeper, body: k.body,
      description: kind === 'bug' ? 'Names up to 5 images uploaded first with POST /api/bug-reports/images.' : undefined,
      responses: {
        201: FeedbackView,
        400: kind === 'bug' ? `${INVALID} An image that is not the caller's, used or expired (\`invalid-images\`).` : INVALID,
        429: `${FEEDBACK_ITEMS_PER_DAY} bug reports and feature requests in 24 hours already (\`report-limit\`, with Retry-After).`,
      },
    },
    [`GET ${k.keeper}/my`]: { summary: `My ${k.many}`, description: 'Newest first.', ...keeper, responses: { 200: MyFeedbackResponse } },
    [`GET ${k.keeper}/:id`]: { summary: `One of my ${k.many}, with its comments`, ...keeper, params: IdParams, responses: { 200: FeedbackDetailResponse, 404: missing } },
    [`POST ${k.keeper}/:id/comments`]: {
      summary: `Comment on one of my ${k.many}`, ...keeper, params: IdParams, body: CommentBody,
      responses: { 201: CommentView, 400: INVALID, 404: missing, 429: `${FEEDBACK_COMMENTS_PER_DAY} comments in 24 hours already (\`comment-limit\`, with Retry-After).` },
    },
    [`GET ${k.admin}`]: {
      summary: `Every ${k.one}`, description: 'Filtered by status, archive and text; newest first, paged.', ...admin, query: AdminFeedbackQuery,
      responses: { 200: AdminFeedbackList, 400: 'Invalid filters (`invalid-request`).' },
    },
    [`GET ${k.admin}/stats`]: { summary: `${k.many} by status`, description: 'Not archived, by status (`statusStats`).', ...admin, responses: { 200: FeedbackStats } },
    [`GET ${k.admin}/:id`]: { summary: `A ${k.one} with its comments`, ...admin, params: IdParams, responses: { 200: FeedbackDetailResponse, 404: `No such ${k.one} (\`not-found\`).` } },
    [`POST ${k.admin}/:id/status`]: {
      summary: `Change a ${k.one}'s status`, description: 'The reporter is notified. Audited.', ...admin, params: IdParams, body: StatusBody,
      responses: { 200: FeedbackView, 400: 'Not a status of this kind (`invalid-status`).', 404: `No such ${k.one} (\`not-found\`).` },
    },
    [`POST ${k.admin}/:id/archive`]: {
      summary: `Archive or restore a ${k.one}`, description: 'Audited.', ...admin, params: IdParams, body: ArchiveBody,
      responses: { 200: FeedbackView, 400: INVALID, 404: `No such ${k.one} (\`not-found\`).` },
    },
    [`POST ${k.admin}/:id/comments`]: {
      summary: `Answer a ${k.one}`, description: 'A team comment; the reporter is notified. Audited.', ...admin, params: IdParams, body: CommentBody,
      responses: { 201: CommentView, 400: INVALID, 404: `No such ${k.one} (\`not-found\`).` },
    },
  };
}

const IMAGE_ROUTES: RouteTable = {
  'POST /api/bug-reports/images': {
    summary: 'Upload an image for a bug report', description: 'The image\'s bytes (PNG or JPEG, at most 10 MB), re-encoded; held until a report names it.',
    tags: ['Feedback'], access: 'user', bodyType: 'image',
    responses: {
      201: UploadedImage, 400: 'Not a readable image, or more than 4096 x 4096 pixels (`invalid-image`).',
      413: 'Larger than 10 MB (`file-too-large`), or the account\'s images would pass their quota (`image-quota`).',
      415: 'Not a PNG or JPEG image (`invalid-file-type`).',
      429: 'Too many images waiting to be sent (`too-many-images`), or this account\'s uploads in progress (`too-many-uploads`, with Retry-After).',
      503: 'The server takes in as many uploads as it can now (`server-busy`, with Retry-After).',
    },
  },
  'GET /api/bug-reports/images/:id': {
    summary: 'A bug report\'s image', description: 'To its uploader and to admins.', tags: ['Feedback'], access: 'user', params: IdParams,
    responses: { 200: binary('image/webp', 'The image.'), 404: 'No such image, or not the caller\'s (`not-found`).' },
  },
};

const NO_SUCH_USER = 'No such user (`not-found`).';
const ACCOUNT_REFUSED = 'One\'s own account (`own-account`), or no active admin would remain (`last-admin`).';

const ADMIN_ROUTES: RouteTable = {
  'GET /api/admin/users': {
    summary: 'Users', description: 'Search by e-mail or username prefix, filter by role; newest first, paged.', tags: ['Admin'], access: 'admin', query: AdminUsersQuery,
    responses: { 200: AdminUsersResponse, 400: 'Invalid filters (`invalid-request`).' },
  },
  'GET /api/admin/users/:userId': {
    summary: 'One user', description: 'The row, the profile, counts of what they keep and their latest ledger entries.', tags: ['Admin'], access: 'admin', params: UserIdParams,
    responses: { 200: AdminUserDetail, 404: NO_SUCH_USER },
  },
  'POST /api/admin/users/:userId/role': {
    summary: 'Change a user\'s role', description: 'Audited.', tags: ['Admin'], access: 'admin', params: UserIdParams, body: RoleBody,
    responses: { 200: AdminUserRow, 400: INVALID, 404: NO_SUCH_USER, 409: ACCOUNT_REFUSED },
  },
  'POST /api/admin/users/:userId/disable': {
    summary: 'Disable or enable an account', description: 'Disabling ends every session at once. Audited.', tags: ['Admin'], access: 'admin', params: UserIdParams, body: DisableBody,
    responses: { 200: AdminUserRow, 400: INVALID, 404: NO_SUCH_USER, 409: ACCOUNT_REFUSED },
  },
  'GET /api/admin/repticoins/history': {
    summary: 'Every ReptiCoins ledger entry', description: 'By keeper, cause and time; newest first, paged.', tags: ['Admin', 'ReptiCoins'], access: 'admin', query: LedgerHistoryQuery,
    responses: { 200: LedgerHistoryResponse, 400: 'Invalid filters (`invalid-request`).' },
  },
  'GET /api/admin/audit': {
    summary: 'The audit log', description: 'Every admin and moderator action (who, what, when, before and after); newest first, paged.', tags: ['Admin'], access: 'admin', query: AuditQuery,
    responses: { 200: AuditResponse, 400: 'Invalid filters (`invalid-request`).' },
  },
  'GET /api/admin/counts': {
    summary: 'The admin index\'s counts', tags: ['Admin'], access: 'admin',
    responses: { 200: AdminCounts },
  },
};

export const FEEDBACK_ADMIN_ROUTES: RouteTable = { ...IMAGE_ROUTES, ...feedbackRoutes('bug'), ...feedbackRoutes('feature'), ...ADMIN_ROUTES };
