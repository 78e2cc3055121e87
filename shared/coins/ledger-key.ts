/**
 * Ledger keys: each entry's key names its cause, and a user's ledger holds a key at most once (a
 * unique index on the server), so a retried request, a duplicated delivery or two devices
 * claiming the same reward credit it once. A key must therefore be built from the cause alone,
 * never from a time or a counter: the same cause always builds the same key.
 */
import type { AchievementId } from '../achievements/catalogue';

export const LEDGER_KINDS = ['achievement', 'social', 'contest', 'purchase', 'admin'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The pages whose visit earns the social reward (spec: one, claimed once). */
export const SOCIAL_PAGES = ['facebook'] as const;
export type SocialPage = (typeof SOCIAL_PAGES)[number];

export const CONTEST_PLACES = [1, 2, 3] as const;
export type ContestPlace = (typeof CONTEST_PLACES)[number];

// Ids are catalogue ids, UUIDs or operator-chosen ids: letters, digits, '-' and '_', at most 64.
const ID = '[A-Za-z0-9_-]{1,64}';
const PATTERNS: Record<LedgerKind, RegExp> = {
  achievement: new RegExp(`^achievement:${ID}$`),
  social: new RegExp(`^social:(${SOCIAL_PAGES.join('|')})$`),
  contest: /^contest:\d{4}-(0[1-9]|1[0-2]):[1-3]$/,
  purchase: new RegExp(`^purchase:${ID}$`),
  admin: new RegExp(`^admin:${ID}$`),
};

/** The cause of a well-formed key, or null for anything else. */
export function ledgerKindOf(key: string): LedgerKind | null {
  return LEDGER_KINDS.find((kind) => PATTERNS[kind].test(key)) ?? null;
}

export const achievementKey = (id: AchievementId): string => `achievement:${id}`;
export const socialKey = (page: SocialPage = 'facebook'): string => `social:${page}`;
/** `month` is the contest's month, YYYY-MM: one prize per place per month. */
export const contestKey = (month: string, place: ContestPlace): string => `contest:${month}:${place}`;
/** `purchaseId` is chosen by the client once per purchase and resent with each retry. */
export const purchaseKey = (purchaseId: string): string => `purchase:${purchaseId}`;
/** `adjustmentId` is chosen once per admin adjustment (the screen's or the command's). */
export const adminKey = (adjustmentId: string): string => `admin:${adjustmentId}`;
