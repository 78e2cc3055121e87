/**
 * How many collections a keeper may keep active, and which stay active when that drops. The
 * limit is the plan's (`collectionLimit` in plans.ts: Basic 0, HerpPlus 3, HerpPro 100) for the
 * tier that is active now (active-tier.ts), so expiry and revocation count as Basic.
 *
 * A collection is active (editable) or read-only (shown, its reptiles kept, edits refused by the
 * server). When the active ones no longer fit the limit, all become read-only until the keeper
 * picks which stay active (spec): the app does not guess which ones matter. When every collection
 * fits the limit, all are active and there is nothing to pick. Deleting a read-only collection is
 * allowed: it is how a keeper frees a slot, and nothing of the animals goes with it.
 */
import { planForTier } from '../plans';

export const COLLECTION_STATES = ['active', 'read-only'] as const;
export type CollectionState = (typeof COLLECTION_STATES)[number];

export interface CollectionStatus {
  id: string;
  state: CollectionState;
}

/** Pass the active tier (after expiry), not the stored one. */
export const collectionLimitOf = (activeTier: string | null | undefined): number => planForTier(activeTier).collectionLimit;

/**
 * - `premium-required`: the plan allows no collections (Basic, expired, revoked).
 * - `collection-limit`: as many collections as the plan allows already exist, or the pick holds more.
 * - `collection-read-only`: the collection waits for the keeper's pick; edits are refused.
 * - `no-collection-picked`: a pick must keep at least one collection active.
 * - `not-found`: the pick names a collection the keeper does not have.
 */
export type CollectionRefusalCode = 'premium-required' | 'collection-limit' | 'collection-read-only' | 'no-collection-picked' | 'not-found';

type Verdict<C extends CollectionRefusalCode> = { ok: true } | { ok: false; code: C };

/** Whether one more collection may be created; `existing` counts read-only ones too. */
export function canCreateCollection(limit: number, existing: number): Verdict<'premium-required' | 'collection-limit'> {
  if (limit <= 0) return { ok: false, code: 'premium-required' };
  return existing < limit ? { ok: true } : { ok: false, code: 'collection-limit' };
}

/** Whether the collection's name or description may change (deleting is always allowed). */
export function canEditCollection(limit: number, state: CollectionState): Verdict<'premium-required' | 'collection-read-only'> {
  if (limit <= 0) return { ok: false, code: 'premium-required' };
  return state === 'active' ? { ok: true } : { ok: false, code: 'collection-read-only' };
}

const withState = (collections: readonly CollectionStatus[], stateOf: (c: CollectionStatus) => CollectionState) =>
  collections.map((c) => ({ id: c.id, state: stateOf(c) }));

/**
 * The states after the limit changed (a purchase, an expiry, a revocation, a deletion): all
 * active when all fit; unchanged while the active ones fit; otherwise all read-only. Idempotent.
 */
export function reconcileCollections(collections: readonly CollectionStatus[], limit: number): CollectionStatus[] {
  if (collections.length <= limit) return withState(collections, () => 'active');
  const active = collections.filter((c) => c.state === 'active').length;
  if (active <= limit) return withState(collections, (c) => c.state);
  return withState(collections, () => 'read-only');
}

/** Whether the keeper must pick which collections stay active before editing any. */
export const needsPick = (collections: readonly CollectionStatus[], limit: number): boolean =>
  limit > 0 && collections.length > 0 && collections.every((c) => c.state === 'read-only');

/**
 * The states after the keeper picks `picked` to stay active (at least one, at most the limit); when
 * all collections fit the limit, all are active whatever the pick.
 */
export function pickActiveCollections(collections: readonly CollectionStatus[], picked: readonly string[], limit: number):
  { ok: true; collections: CollectionStatus[] } | { ok: false; code: 'premium-required' | 'collection-limit' | 'no-collection-picked' | 'not-found' } {
  if (limit <= 0) return { ok: false, code: 'premium-required' };
  const chosen = new Set(picked);
  if (chosen.size === 0) return { ok: false, code: 'no-collection-picked' };
  const ids = new Set(collections.map((c) => c.id));
  if ([...chosen].some((id) => !ids.has(id))) return { ok: false, code: 'not-found' };
  if (chosen.size > limit) return { ok: false, code: 'collection-limit' };
  // Every collection fits (the plan grew since the pick was made, e.g. a renewal on another
  // device): all are active and there is nothing to pick, so a late pick takes nothing away.
  if (collections.length <= limit) return { ok: true, collections: withState(collections, () => 'active') };
  return { ok: true, collections: withState(collections, (c) => (chosen.has(c.id) ? 'active' : 'read-only')) };
}
