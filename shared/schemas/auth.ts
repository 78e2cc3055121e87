/**
 * The accounts API contract, used by the server to validate and by the app's forms. Validation
 * messages are translation keys (namespace `auth`), so each side shows them in the user's language.
 */
import { z } from 'zod';
import { PREMIUM_TIERS } from '../plans';
import { isReservedUsername } from '../rules/reserved-names';

export const SIGNUP_PASSWORD_MIN = 6;
export const RESET_PASSWORD_MIN = 8;
export const USERNAME_CHANGE_DAYS = 30;
export const RESET_LIMIT = { attempts: 5, windowMs: 2 * 60 * 60 * 1000 } as const;

/** E-mail addresses are trimmed and lowercased everywhere before use (spec section 5). */
export const normalizeEmail = (raw: string): string => raw.trim().toLowerCase();

export const emailField = z.string().transform(normalizeEmail).pipe(z.email({ error: 'errors.emailInvalid' }).max(254));

export const LoginBody = z.object({
  email: z.string().transform(normalizeEmail).pipe(z.string().min(1, 'errors.emailPasswordRequired')),
  password: z.string().min(1, 'errors.emailPasswordRequired').max(1024),
});

export const SignupBody = z
  .object({
    email: emailField,
    password: z.string().min(SIGNUP_PASSWORD_MIN, 'errors.passwordMin6').max(1024),
    passwordConfirm: z.string(),
    /** The ALTCHA widget's base64 payload. */
    altcha: z.string().min(1, 'errors.captchaRequired').max(4096),
    language: z.enum(['en', 'bg']).default('en'),
  })
  .refine((b) => b.password === b.passwordConfirm, { path: ['passwordConfirm'], message: 'errors.passwordsDoNotMatchSignup' });

export const ConfirmEmailBody = z.object({ token: z.string().min(1, 'errors.missingToken').max(256) });
export const EmailOnlyBody = z.object({ email: z.string().transform(normalizeEmail).pipe(z.string().min(1, 'errors.emailRequired')), language: z.enum(['en', 'bg']).optional() });

const newPassword = z.string().min(RESET_PASSWORD_MIN, 'errors.passwordMin8').max(1024);
export const ResetWithLinkBody = z
  .object({ code: z.string().min(1).max(256), password: newPassword, passwordConfirm: z.string() })
  .refine((b) => b.password === b.passwordConfirm, { path: ['passwordConfirm'], message: 'errors.passwordsDoNotMatch' });
export const ResetWithCodeBody = z
  .object({ email: emailField, code: z.string().regex(/^\d{6,8}$/, 'errors.codeInvalid'), password: newPassword, passwordConfirm: z.string() })
  .refine((b) => b.password === b.passwordConfirm, { path: ['passwordConfirm'], message: 'errors.passwordsDoNotMatch' });

export const WEIGHT_UNITS = ['g', 'kg', 'oz', 'lb'] as const;
export const LENGTH_UNITS = ['cm', 'in'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export type LengthUnit = (typeof LENGTH_UNITS)[number];

export const Preferences = z.object({
  weightUnit: z.enum(WEIGHT_UNITS),
  lengthUnit: z.enum(LENGTH_UNITS),
  language: z.enum(['en', 'bg']),
  theme: z.enum(['dark', 'light']),
});
export type Preferences = z.infer<typeof Preferences>;
export const DEFAULT_PREFERENCES: Preferences = { weightUnit: 'g', lengthUnit: 'cm', language: 'en', theme: 'dark' };

/** PUT /api/user-preferences: any subset; the answer is the whole set. */
export const PreferencesUpdate = Preferences.partial();

/** DELETE /api/account: the password again, so a borrowed unlocked phone cannot delete the account. */
export const DeleteAccountBody = z.object({ password: z.string({ error: 'errors.passwordRequired' }).min(1, 'errors.passwordRequired').max(1024) });

export const USERNAME_PATTERN = /^[\p{L}\p{N}_.-]{3,30}$/u;
export const ProfileUpdate = z.object({
  username: z.string().trim().min(1, 'errors.usernameEmpty').regex(USERNAME_PATTERN, 'errors.usernameFormat')
    // Not one that passes for the product or its staff (shared/rules/reserved-names.ts, issue 24).
    .refine((u) => !isReservedUsername(u), 'errors.usernameReserved').optional(),
  bio: z.string().trim().max(500, 'errors.bioTooLong').optional(),
  location: z.string().trim().max(100, 'errors.locationTooLong').optional(),
});

export const Claims = z.object({
  isAdmin: z.boolean(),
  isModerator: z.boolean(),
  isPremium: z.boolean(),
  premiumTier: z.enum(PREMIUM_TIERS).nullable(),
  collectionLimit: z.number().int().min(0),
  /**
   * When the tier ends (ms; null: it does not). Lets a device end premium access at the instant
   * it lapses, offline too, instead of trusting claims fetched before it. Absent in claims cached
   * by an older app.
   */
  premiumExpiresAt: z.number().nullable().optional(),
});
export type Claims = z.infer<typeof Claims>;

export const Profile = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(['user', 'moderator', 'admin']),
  username: z.string().nullable(),
  usernameChangedAt: z.number().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  preferences: Preferences,
  createdAt: z.number(),
});
export type Profile = z.infer<typeof Profile>;

/** What login and refresh answer (the refresh token travels only in its HttpOnly cookie). */
export const SessionReply = z.object({
  accessToken: z.string(),
  /** Epoch milliseconds. */
  expiresAt: z.number(),
  profile: Profile,
  claims: Claims,
});
export type SessionReply = z.infer<typeof SessionReply>;

/** Error codes of the accounts API; the app maps each to a translated message. */
export type AuthErrorCode =
  | 'invalid-credentials' | 'email-not-confirmed' | 'invalid-token' | 'expired-token' | 'captcha-failed'
  | 'rate-limited' | 'session-expired' | 'auth-required' | 'username-taken' | 'username-too-soon'
  | 'invalid-request' | 'password-incorrect' | 'invalid-file-type' | 'file-too-large' | 'invalid-image' | 'account-disabled';
