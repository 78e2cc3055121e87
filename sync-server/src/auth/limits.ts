/**
 * Every limit of the accounts API in one table. Account limits are keyed by the normalised
 * e-mail address whether or not an account exists, so a 429 never tells who has an account.
 *
 * Failed passwords count per address *and client address* together: counted per e-mail address
 * alone, ten wrong guesses from anywhere locked the owner out for 15 minutes (issue 10). A
 * guesser spread over many IPs is held back by the per-IP limits (IP_LIMITS.login) instead.
 */
import { RESET_LIMIT } from '../../../shared/schemas/auth';
import { TRANSFER_OFFERS_PER_DAY } from '../../../shared/api/transfers';
import { SPACE_INVITATION_LINKS_PER_DAY, SPACE_INVITATIONS_PER_DAY } from '../../../shared/api/spaces';
import { FEEDBACK_COMMENTS_PER_DAY, FEEDBACK_ITEMS_PER_DAY } from '../../../shared/api/feedback';
import { BROADCASTS_PER_DAY } from '../../../shared/api/notifications';
import type { Limit } from './throttle';

export const ACCOUNT_LIMITS = {
  /** Keyed by failedLoginSubject(email, ip). */
  failedLogins: { name: 'failed-login', max: 10, windowMs: 15 * 60_000 },
  mailPerAddress: { name: 'mail', max: 1, windowMs: 60_000 },
  resetsPerAddress: { name: 'reset', max: RESET_LIMIT.attempts, windowMs: RESET_LIMIT.windowMs },
  /** Keyed by the seller's user id: each offer e-mails an address they typed. */
  transferOffers: { name: 'transfer-offer', max: TRANSFER_OFFERS_PER_DAY, windowMs: 24 * 60 * 60_000 },
  /** Keyed by the owner's user id: each invitation into a shared collection e-mails an address they typed. */
  spaceInvitations: { name: 'space-invitation', max: SPACE_INVITATIONS_PER_DAY, windowMs: 24 * 60 * 60_000 },
  /** Keyed by the owner's user id: invitation links (QR codes) e-mail no one, but each is a live key to the collection. */
  spaceInvitationLinks: { name: 'space-invitation-link', max: SPACE_INVITATION_LINKS_PER_DAY, windowMs: 24 * 60 * 60_000 },
  /** Keyed by user id: bug reports and feature requests together, and a keeper's own comments on them (issue 24). */
  feedbackItems: { name: 'feedback-item', max: FEEDBACK_ITEMS_PER_DAY, windowMs: 24 * 60 * 60_000 },
  feedbackComments: { name: 'feedback-comment', max: FEEDBACK_COMMENTS_PER_DAY, windowMs: 24 * 60 * 60_000 },
  /**
   * An admin's message to everyone (notifications/admin-send.ts), keyed by BROADCAST_SUBJECT: one at
   * a time, across every admin and process. The hit is held while it sends and released after; the
   * window only ends a hold whose process died mid-send.
   */
  broadcastSending: { name: 'broadcast-sending', max: 1, windowMs: 30 * 60_000 },
  /** Messages to everyone per 24 hours, all admins together: every keeper's inbox pays for each. */
  broadcastsPerDay: { name: 'broadcast', max: BROADCASTS_PER_DAY, windowMs: 24 * 60 * 60_000 },
} as const satisfies Record<string, Limit>;

/** The subject of ACCOUNT_LIMITS.failedLogins: one e-mail address from one client address. */
export const failedLoginSubject = (email: string, ip: string): string => `${email}\n${ip}`;

/** Per client IP (@fastify/rate-limit, in memory): every request counts, valid or not. */
export const IP_LIMITS = {
  altchaChallenge: { max: 30, timeWindow: 60_000 },
  signup: { max: 10, timeWindow: 60 * 60_000 },
  confirmEmail: { max: 30, timeWindow: 15 * 60_000 },
  resendConfirmation: { max: 20, timeWindow: 60 * 60_000 },
  login: { max: 50, timeWindow: 15 * 60_000 },
  refresh: { max: 60, timeWindow: 60_000 },
  forgotPassword: { max: 20, timeWindow: 60 * 60_000 },
  resetPassword: { max: 30, timeWindow: 15 * 60_000 },
  /** DELETE /api/account checks a password: a guesser with a stolen token is held back per IP too. */
  deleteAccount: { max: 20, timeWindow: 15 * 60_000 },
} as const satisfies Record<string, { max: number; timeWindow: number }>;

export const SIGNUP_TOKEN_TTL_MS = 24 * 60 * 60_000;
export const RESET_LINK_TTL_MS = 24 * 60 * 60_000;
export const RESET_CODE_TTL_MS = 15 * 60_000;
/** Wrong guesses after which a reset code is burnt. */
export const RESET_CODE_MAX_FAILURES = 5;
