import { useLiveQuery } from 'dexie-react-hooks';
import { planForTier } from '../../../shared/plans';
import { useUserDb } from '../../lib/db/use-user-db';
import { useWallet } from '../repticoins';

export interface OcrLimit {
  /** Imports on this device's copy: synced ones (any device) and this device's pending ones. */
  used: number;
  limit: number;
  left: number;
  atLimit: boolean;
  /** One or two left: time to warn. */
  nearLimit: boolean;
  /** A bigger plan allows more (not so on HerpPro). */
  canUpgrade: boolean;
}

/**
 * The plan's lifetime OCR import limit against the imports this device knows of. The server
 * counts again when an import syncs (another device may have imported meanwhile) and refuses one
 * over the limit into the sync panel; this is for warning and disabling before, not enforcing.
 * The plan is the one active now (a lapsed tier is Basic), from the synced wallet.
 */
export function useOcrLimit(): OcrLimit | undefined {
  const db = useUserDb();
  const wallet = useWallet();
  const used = useLiveQuery(async () => (db ? db.ocrImports.count() : 0), [db]);
  if (wallet === undefined || used === undefined) return undefined;
  const plan = planForTier(wallet.tier);
  const limit = plan.ocrImportLimit;
  const left = Math.max(0, limit - used);
  return { used, limit, left, atLimit: left === 0, nearLimit: left > 0 && left <= 2, canUpgrade: plan.id !== 'herpPro' };
}
