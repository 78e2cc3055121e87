import { COIN_ERROR_KEYS } from '../../../shared/coins/messages';
import { ApiError, NetworkError } from '../../lib/api/client';
import { requestErrorKey } from '../../lib/api/request-errors';
import type { CoinMessage } from './coin-message';


const isCoinCode = (code: string): code is keyof typeof COIN_ERROR_KEYS => Object.hasOwn(COIN_ERROR_KEYS, code);

/**
 * The keeper's words for a failed purchase: the ledger's and the purchase rule's codes through
 * the one map (shared/coins/messages.ts); `insufficient-balance` with the balance the server
 * counted. The server's own English text is never shown.
 */
export function purchaseErrorMessage(err: unknown): CoinMessage {
  if (err instanceof NetworkError) return { key: 'purchase.offline' };
  if (err instanceof ApiError && isCoinCode(err.code)) {
    const balance = (err.body as { balance?: unknown } | null)?.balance;
    return { key: COIN_ERROR_KEYS[err.code], values: typeof balance === 'number' ? { balance } : undefined };
  }
  const generic = requestErrorKey(err);
  return generic ? { key: generic } : { key: 'purchase.failed' };
}

/**
 * Whether the server gave a final answer about this purchase (it refused it), so a new attempt is
 * a new purchase. Anything else (no answer, a server failure, a rate limit) may hide an applied
 * purchase whose answer was lost: its id must be sent again.
 */
export const isFinalRefusal = (err: unknown): boolean => err instanceof ApiError && (err.status === 400 || err.status === 409);
