import { useLiveQuery } from 'dexie-react-hooks';
import { useUserDb } from '../../lib/db/use-user-db';
import { useActivePlan } from '../../lib/plan/use-active-plan';

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
 * The plan is the one active now (app/lib/plan: a lapsed tier is Basic).
 */
export function useOcrLimit(): OcrLimit | undefined {
  const db = useUserDb();
  const { plan } = useActivePlan();
  const used = useLiveQuery(async () => (db ? db.ocrImports.count() : 0), [db]);
  if (used === undefined) return undefined;
  const limit = plan.ocrImportLimit;
  const left = Math.max(0, limit - used);
  return { used, limit, left, atLimit: left === 0, nearLimit: left > 0 && left <= 2, canUpgrade: plan.id !== 'herpPro' };
}
