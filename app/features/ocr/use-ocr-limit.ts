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
 *
 * Per collection (issue 27): a space's imports count against its owner's plan. `spaceId` is the
 * collection imported into (the keeper's own when not given); `planKnown` false for a household
 * someone else owns, whose plan this device does not know: then there is no limit to show
 * (`null`), and the server decides when the import syncs.
 */
export function useOcrLimit(spaceId?: string, planKnown = true): OcrLimit | null | undefined {
  const db = useUserDb();
  const { plan } = useActivePlan();
  const space = spaceId ?? db?.userId;
  const used = useLiveQuery(async () => (db ? (await db.ocrImports.toArray()).filter((r) => r.userId === space).length : 0), [db, space]);
  if (used === undefined) return undefined;
  if (!planKnown) return null;
  const limit = plan.ocrImportLimit;
  const left = Math.max(0, limit - used);
  return { used, limit, left, atLimit: left === 0, nearLimit: left > 0 && left <= 2, canUpgrade: plan.id !== 'herpPro' };
}
