/** The route table's system, accounts and profile part (routes/health.ts, auth.ts, profile.ts, openapi.ts). */
import {
  Claims, ConfirmEmailBody, DeleteAccountBody, EmailOnlyBody, LoginBody, Preferences, PreferencesUpdate, Profile, ProfileUpdate,
  ResetWithCodeBody, ResetWithLinkBody, SessionReply, SignupBody,
} from '../../../shared/schemas/auth';
import { AltchaChallenge, EmbedOrigins, HealthResponse, LivenessResponse, Ok, OpenApiDocument, PublicConfig, ReadinessResponse } from './local-schemas';
import { binary, type RouteTable } from './route-doc';

const RATE_LIMITED = 'Too many attempts from this address (`rate-limited`, with Retry-After).';
const IMAGE_REFUSALS = {
  400: 'The bytes are not a readable image, or it has more than 4096 x 4096 pixels (`invalid-image`).',
  413: 'The image is larger than the limit (`file-too-large`).',
  415: 'Not a PNG, JPEG or WebP image (`invalid-file-type`).',
} as const;

export const ACCOUNT_ROUTES: RouteTable = {
  'GET /api/health': {
    summary: 'Health check', description: 'The server and its database answer.', tags: ['System'], access: 'public',
    responses: { 200: HealthResponse },
  },
  'GET /api/health/live': {
    summary: 'Liveness probe', description: 'The process answers (the database is not asked): restart it when this fails.', tags: ['System'], access: 'public',
    responses: { 200: LivenessResponse },
  },
  'GET /api/health/ready': {
    summary: 'Readiness probe', description: 'Send this process requests: its database answers and it is not shutting down.', tags: ['System'], access: 'public',
    responses: { 200: ReadinessResponse, 503: 'Shutting down (`draining`, or Fastify\'s `Service Unavailable` once it stopped taking requests) or the database does not answer (`database-unavailable`).' },
  },
  'GET /api/public-config': {
    summary: 'Public settings', description: 'What the app shows to visitors (the support address).', tags: ['System'], access: 'public',
    responses: { 200: PublicConfig },
  },
  'GET /api/test-connectivity': {
    summary: 'Connectivity check', description: 'No token, no database: the server answers.', tags: ['System'], access: 'public',
    responses: { 200: Ok },
  },
  'GET /api/openapi.json': {
    summary: 'This OpenAPI document', tags: ['Documentation'], access: 'admin',
    responses: { 200: OpenApiDocument },
  },

  'GET /api/auth/altcha-challenge': {
    summary: 'A CAPTCHA challenge for sign-up', description: 'A self-hosted ALTCHA proof-of-work challenge; never cached.', tags: ['Accounts'], access: 'public',
    responses: { 200: AltchaChallenge, 429: RATE_LIMITED },
  },
  'POST /api/auth/signup': {
    summary: 'Sign up', description: 'Creates the account and sends the confirmation e-mail. Answers the same whether or not the address is taken.',
    tags: ['Accounts'], access: 'public', body: SignupBody,
    responses: { 200: Ok, 400: 'Invalid fields (`invalid-request` with `fields`) or a failed CAPTCHA (`captcha-failed`).', 429: RATE_LIMITED },
  },
  'POST /api/auth/confirm-email': {
    summary: 'Confirm an e-mail address', tags: ['Accounts'], access: 'public', body: ConfirmEmailBody,
    responses: { 200: Ok, 400: 'The token is unknown, used or expired (`invalid-token`, `expired-token`).', 429: RATE_LIMITED },
  },
  'POST /api/auth/resend-confirmation': {
    summary: 'Send the confirmation e-mail again', tags: ['Accounts'], access: 'public', body: EmailOnlyBody,
    responses: { 200: Ok, 400: 'Invalid fields (`invalid-request`).', 429: RATE_LIMITED },
  },
  'POST /api/auth/login': {
    summary: 'Sign in', description: 'Answers an access token and sets the rotating refresh token as an HttpOnly cookie.',
    tags: ['Accounts'], access: 'public', body: LoginBody,
    responses: {
      200: SessionReply, 401: 'Wrong e-mail or password (`invalid-credentials`).',
      403: 'The e-mail is not confirmed (`email-not-confirmed`) or the account is disabled (`account-disabled`).', 429: RATE_LIMITED,
    },
  },
  'POST /api/auth/refresh': {
    summary: 'Refresh the session', description: 'Reads the refresh cookie, rotates it, and answers a new access token. A reused token ends its whole sign-in.',
    tags: ['Accounts'], access: 'public',
    responses: { 200: SessionReply, 401: 'No valid session (`session-expired`); the cookie is cleared.', 403: 'The account is disabled (`account-disabled`).', 429: RATE_LIMITED },
  },
  'POST /api/auth/logout': {
    summary: 'Sign out', description: 'Revokes the sign-in of the refresh cookie and clears it.', tags: ['Accounts'], access: 'public',
    responses: { 204: 'Signed out.' },
  },
  'POST /api/auth/forgot-password': {
    summary: 'Ask for a password reset', description: 'Sends a reset link and code; answers the same for unknown addresses.', tags: ['Accounts'], access: 'public', body: EmailOnlyBody,
    responses: { 200: Ok, 400: 'Invalid fields (`invalid-request`).', 429: RATE_LIMITED },
  },
  'POST /api/auth/reset-password': {
    summary: 'Reset the password with the e-mailed link', tags: ['Accounts'], access: 'public', body: ResetWithLinkBody,
    responses: { 200: Ok, 400: 'Invalid fields, or the link is unknown, used or expired.', 429: RATE_LIMITED },
  },
  'POST /api/auth/reset-password-with-code': {
    summary: 'Reset the password with the e-mailed code', tags: ['Accounts'], access: 'public', body: ResetWithCodeBody,
    responses: { 200: Ok, 400: 'Invalid fields, or the code is wrong or expired.', 429: RATE_LIMITED },
  },
  'GET /api/auth/validate-claims': {
    summary: 'The signed-in keeper\'s claims', description: 'Role, plan and collection limit as the server sees them now.', tags: ['Accounts'], access: 'user',
    responses: { 200: Claims },
  },
  'GET /api/auth/embed-origins': {
    summary: 'Origins that may embed the sign-in', tags: ['Accounts'], access: 'public',
    responses: { 200: EmbedOrigins },
  },

  'GET /api/profile': {
    summary: 'My profile', tags: ['Profile'], access: 'user',
    responses: { 200: Profile },
  },
  'PATCH /api/profile': {
    summary: 'Change my profile', description: 'Any of username (once every 30 days), bio and location.', tags: ['Profile'], access: 'user', body: ProfileUpdate,
    responses: { 200: Profile, 400: 'Invalid fields (`invalid-request` with `fields`).', 409: 'The username is taken (`username-taken`) or was changed too recently (`username-too-soon`).' },
  },
  'GET /api/user-preferences': {
    summary: 'My preferences', tags: ['Profile'], access: 'user',
    responses: { 200: Preferences },
  },
  'PUT /api/user-preferences': {
    summary: 'Change my preferences', description: 'Any subset; answers the whole set.', tags: ['Profile'], access: 'user', body: PreferencesUpdate,
    responses: { 200: Preferences, 400: 'Invalid fields (`invalid-request`).' },
  },
  'DELETE /api/account': {
    summary: 'Delete my account', description: 'Needs the password again. Deletes every row and file of the account and ends its sessions.',
    tags: ['Profile'], access: 'user', body: DeleteAccountBody,
    responses: { 204: 'Deleted.', 400: 'Invalid fields (`invalid-request`).', 403: 'Wrong password (`password-incorrect`).', 429: RATE_LIMITED },
  },
  'POST /api/profile/avatar': {
    summary: 'Upload my avatar', description: 'The image\'s bytes (PNG, JPEG or WebP, at most 5 MB), re-encoded on the server.',
    tags: ['Profile'], access: 'user', bodyType: 'image',
    responses: { 200: Profile, ...IMAGE_REFUSALS },
  },
  'DELETE /api/profile/avatar': {
    summary: 'Remove my avatar', tags: ['Profile'], access: 'user',
    responses: { 200: Profile },
  },
  'GET /uploads/avatars/:file': {
    summary: 'An avatar image', description: 'Public: avatars are shown to other keepers. Names are random and never reused.', tags: ['Profile'], access: 'public',
    responses: { 200: binary('image/webp', 'The avatar.'), 404: 'No such avatar.' },
  },
};
