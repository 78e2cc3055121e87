/**
 * The account row and what may leave the server about it. `toProfile` and `claimsFor` pick
 * fields one by one, so a new column (a hash, an internal flag) never leaks by accident.
 */
import { v7 as uuidv7 } from 'uuid';
import { activeTier } from '../../../shared/rules/active-tier';
import { planForTier } from '../../../shared/plans';
import { normalizeEmail, type Claims, type LengthUnit, type Preferences, type Profile, type WeightUnit } from '../../../shared/schemas/auth';
import type { Queryable } from '../db/store';
import { HttpError } from '../errors';
import type { Role } from './access-token';
import { hashPassword } from './passwords';

/** A `users` row; times are epoch milliseconds. */
export interface UserRow {
  id: string;
  email: string;
  passwordHash: string;
  role: Role;
  username: string | null;
  usernameLower: string | null;
  usernameChangedAt: number | null;
  bio: string | null;
  location: string | null;
  avatarPath: string | null;
  weightUnit: WeightUnit;
  lengthUnit: LengthUnit;
  language: 'en' | 'bg';
  theme: 'dark' | 'light';
  premiumTier: string | null;
  premiumExpiresAt: number | null;
  createdAt: number;
  confirmedAt: number | null;
  sessionEpoch: number;
  /** Set while an admin has disabled the account (admin/account-actions.ts). */
  disabledAt: number | null;
}

const BASE_COLUMNS = `id, email, password_hash AS "passwordHash", role, username, username_lower AS "usernameLower",
  username_changed_at AS "usernameChangedAt", bio, location, avatar_path AS "avatarPath", weight_unit AS "weightUnit",
  length_unit AS "lengthUnit", language, theme, created_at AS "createdAt", confirmed_at AS "confirmedAt", session_epoch AS "sessionEpoch",
  disabled_at AS "disabledAt"`;

/**
 * Every column of `users` under its UserRow name (quoted: PostgreSQL folds unquoted names), and the
 * plan from the user's wallet (none: Basic).
 */
export const USER_COLUMNS = `${BASE_COLUMNS},
  (SELECT premium_tier FROM wallets w WHERE w.user_id = users.id) AS "premiumTier",
  (SELECT premium_expires_at FROM wallets w WHERE w.user_id = users.id) AS "premiumExpiresAt"`;
/** For RETURNING, which reads only the row written: a new account has no wallet. */
export const NEW_USER_COLUMNS = `${BASE_COLUMNS}, NULL AS "premiumTier", NULL AS "premiumExpiresAt"`;

export const AVATAR_URL_PREFIX = '/uploads/avatars/';

/**
 * A disabled account's sign-in and refresh (403): the app says so instead of "invalid credentials"
 * or "session expired", which would send the keeper to reset a password that is not the problem.
 */
export const accountDisabled = (): HttpError => new HttpError('account-disabled', 'This account has been disabled.');

export const findUserByEmail = (q: Queryable, email: string): Promise<UserRow | undefined> =>
  q.one<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email = ?`, [email]);

export const findUserById = (q: Queryable, id: string): Promise<UserRow | undefined> =>
  q.one<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`, [id]);

export const preferencesOf = (u: UserRow): Preferences => ({
  weightUnit: u.weightUnit, lengthUnit: u.lengthUnit, language: u.language, theme: u.theme,
});

export const toProfile = (u: UserRow): Profile => ({
  id: u.id,
  email: u.email,
  role: u.role,
  username: u.username,
  usernameChangedAt: u.usernameChangedAt,
  bio: u.bio,
  location: u.location,
  avatarUrl: u.avatarPath ? AVATAR_URL_PREFIX + u.avatarPath : null,
  preferences: preferencesOf(u),
  createdAt: u.createdAt,
});

/**
 * isModerator means "may moderate", so it is true for admins as well (the moderator panel is
 * theirs too). An expired premium tier counts as Basic.
 */
export function claimsFor(u: Pick<UserRow, 'role' | 'premiumTier' | 'premiumExpiresAt'>, now: number): Claims {
  const tier = activeTier(u.premiumTier, u.premiumExpiresAt, now);
  return {
    isAdmin: u.role === 'admin',
    isModerator: u.role === 'moderator' || u.role === 'admin',
    isPremium: tier !== null,
    premiumTier: tier,
    collectionLimit: planForTier(tier).collectionLimit,
    // node-postgres answers a bigint as a string.
    premiumExpiresAt: tier === null || u.premiumExpiresAt === null ? null : Number(u.premiumExpiresAt),
  };
}

/** Creates a confirmed account (CLI, seed); undefined when the address is taken. */
export async function createConfirmedUser(q: Queryable, input: { email: string; password: string; role: Role }, now: number): Promise<UserRow | undefined> {
  const passwordHash = await hashPassword(input.password);
  return q.one<UserRow>(
    `INSERT INTO users (id, email, password_hash, role, created_at, confirmed_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (email) DO NOTHING RETURNING ${NEW_USER_COLUMNS}`,
    [uuidv7(), normalizeEmail(input.email), passwordHash, input.role, now, now],
  );
}

/**
 * The ADMIN_EMAIL seed: creates the confirmed admin, or makes an existing account a confirmed
 * admin. Idempotent, and safe when several processes start at once; the password of an existing
 * account is never touched.
 */
export async function ensureAdmin(q: Queryable, email: string, password: string, now: number): Promise<void> {
  const address = normalizeEmail(email);
  if (!(await findUserByEmail(q, address)) && (await createConfirmedUser(q, { email: address, password, role: 'admin' }, now))) return;
  await q.run("UPDATE users SET role = 'admin', confirmed_at = COALESCE(confirmed_at, ?) WHERE email = ?", [now, address]);
}

/** Changes the role of an existing account; false when there is no such account. */
export async function setRole(q: Queryable, email: string, role: Role): Promise<boolean> {
  return (await q.run('UPDATE users SET role = ? WHERE email = ?', [role, normalizeEmail(email)])) === 1;
}
