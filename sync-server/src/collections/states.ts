/**
 * Collection states follow the plan (shared/coins/collections-limit.ts): after anything that
 * changes the limit (a purchase, an expiry, a revocation, a grant) the keeper's collections are
 * reconciled in the same transaction, and each row whose state changes takes a new version, so
 * every device learns of it by pull.
 */
import { collectionLimitOf, reconcileCollections, type CollectionState } from '../../../shared/coins/collections-limit';
import type { Queryable } from '../db/store';
import type { SpaceWriter } from '../coins/wallet';

export const liveCollections = (q: Queryable, userId: string) =>
  q.all<{ id: string; state: CollectionState }>('SELECT id, state FROM collections WHERE user_id = ? AND deleted = FALSE ORDER BY id', [userId]);

/** Reconciles the user's collections with the limit of `activeTier` (the tier active now). */
export async function reconcileUserCollections(w: SpaceWriter, activeTier: string | null): Promise<number> {
  const current = await liveCollections(w.tx, w.userId);
  if (current.length === 0) return 0;
  const next = reconcileCollections(current, collectionLimitOf(activeTier));
  let changed = 0;
  for (const [i, c] of next.entries()) {
    if (c.state === current[i]?.state) continue;
    changed += await w.tx.run('UPDATE collections SET state = ?, version = ?, updated_at = ? WHERE id = ?', [c.state, w.nextVersion(), w.now, c.id]);
  }
  return changed;
}
