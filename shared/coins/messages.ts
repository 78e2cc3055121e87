/**
 * The one map from the ledger's and the purchase's refusal codes (and the ledger's causes) to
 * translation keys of namespace `coins`. `insufficientBalance` interpolates `{{balance}}`, which
 * the refusal carries.
 */
import type { LedgerKind } from './ledger-key';
import type { LedgerErrorCode } from './ledger';
import type { PurchaseRefusalCode } from './premium';

export const COIN_ERROR_KEYS: Readonly<Record<LedgerErrorCode | PurchaseRefusalCode, string>> = {
  'invalid-key': 'errors.invalidKey',
  'invalid-amount': 'errors.invalidAmount',
  'invalid-reason': 'errors.invalidReason',
  duplicate: 'errors.duplicate',
  'insufficient-balance': 'errors.insufficientBalance',
  'not-for-sale': 'errors.notForSale',
  'downgrade-refused': 'errors.downgradeRefused',
  'tier-never-expires': 'errors.tierNeverExpires',
};

/** How the history names an entry's cause. */
export const LEDGER_KIND_KEYS: Readonly<Record<LedgerKind, string>> = {
  achievement: 'kinds.achievement',
  social: 'kinds.social',
  contest: 'kinds.contest',
  purchase: 'kinds.purchase',
  admin: 'kinds.admin',
};
