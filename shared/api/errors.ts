/**
 * Every code the server answers an HTTP request with (`{ error: <code>, message, ...details }`),
 * each with its one HTTP status. The server builds its errors from these (`new HttpError(code)`
 * looks the status up, sync-server/src/errors.ts) and the app says each one in the keeper's
 * language (`errors:<code>` in locales/{en,bg}/errors.json; a test fails when one has no words).
 * A code means one thing at one status: a refusal that differs by situation is two codes.
 *
 * Feature unions name their share of these and say when each is answered: ContestErrorCode
 * (shared/contest/errors.ts), FeedbackErrorCode (shared/api/feedback.ts), AdminErrorCode
 * (shared/api/admin.ts), AuthErrorCode (shared/schemas/auth.ts), SyncHttpErrorCode
 * (shared/sync/protocol.ts), UploadBusyCode (shared/api/uploads.ts), SpaceErrorCode
 * (shared/api/spaces.ts), the ledger's and the purchase's refusals (shared/coins). Handing them to
 * HttpError proves each is one of these.
 *
 * Not here: the refusal of one synced mutation (RejectionCode, shared/sync/errors.ts) is not an
 * HTTP answer; it travels inside a 200 pull and has its own words (`sync:reasons.*`).
 */
export const ERROR_STATUS = {
  // Any request: the framework's and the error handler's answers (plugins/error-handler.ts).
  'bad-request': 400,
  'invalid-request': 400,
  'invalid-json': 400,
  'auth-required': 401,
  forbidden: 403,
  'not-found': 404,
  'method-not-allowed': 405,
  'request-timeout': 408,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'rate-limited': 429,
  'headers-too-large': 431,
  internal: 500,
  'database-unavailable': 503,
  draining: 503,

  // Accounts (shared/schemas/auth.ts).
  'invalid-credentials': 401,
  'session-expired': 401,
  'email-not-confirmed': 403,
  'account-disabled': 403,
  'password-incorrect': 403,
  'captcha-failed': 400,
  'invalid-token': 400,
  'expired-token': 400,
  'username-taken': 409,
  'username-too-soon': 409,

  // Image uploads, whatever the image is for.
  'invalid-image': 400,
  'file-too-large': 413,
  'invalid-file-type': 415,
  'too-many-uploads': 429,
  'server-busy': 503,

  // Sync requests refused whole (shared/sync/protocol.ts, sync-server/src/sync/limits.ts).
  'invalid-batch': 400,
  'unsupported-schema': 400,
  'client-not-yours': 403,
  /** A pull of a shared collection the keeper is not (or no longer) a member of. */
  'not-a-member': 403,
  'client-too-old': 426,
  'sync-rate-limited': 429,
  'too-many-clients': 429,

  // Contest (shared/contest/errors.ts).
  'contest-not-open': 409,
  'entry-limit': 409,
  'contest-banned': 403,
  'voting-not-open': 409,
  'already-voted': 409,
  'own-entry': 409,
  'entry-not-votable': 409,
  /** Also a transfer offer that was already decided. */
  'not-pending': 409,
  'contest-closed': 409,
  'own-entry-decision': 403,
  'account-too-new': 403,

  // Feedback (shared/api/feedback.ts).
  'report-limit': 429,
  'comment-limit': 429,
  'too-many-images': 429,
  'image-quota': 413,
  'invalid-images': 400,
  'invalid-status': 400,

  // ReptiCoins: the ledger's and the purchase's refusals (shared/coins), the social reward.
  'insufficient-balance': 409,
  'downgrade-refused': 409,
  'tier-never-expires': 409,
  'not-for-sale': 400,
  'invalid-amount': 400,
  'invalid-reason': 400,
  'invalid-key': 400,
  duplicate: 400,
  'already-claimed': 409,

  // Transfers of a reptile to another keeper (decision 0029), and a transferred reptile's photo.
  'own-email': 400,
  'already-offered': 409,
  'row-limit': 409,
  'plan-limit-reptiles': 409,
  transferred: 409,

  // Shared collections (shared/api/spaces.ts): a member's role refusing a call (shared/spaces/roles.ts),
  // memberships and invitations.
  'space-not-found': 404,
  'member-not-found': 404,
  'invitation-not-found': 404,
  'already-member': 409,
  'space-limit': 409,
  'owner-cannot-leave': 409,
  'owner-role-fixed': 409,
  'invitation-used': 410,
  'invitation-expired': 410,
  'role-viewer': 403,
  'role-sitter': 403,
  'role-keeper': 403,

  // Calendar events.
  'event-limit': 429,
  'own-event': 403,
  'already-decided': 409,

  // Admin (shared/api/admin.ts) and messages to everyone.
  'own-account': 409,
  'last-admin': 409,
  'broadcast-in-progress': 409,
  'broadcast-limit': 429,

  // Insights.
  'premium-required': 403,
  'insight-quota': 429,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as readonly ErrorCode[];

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_STATUS, code);
