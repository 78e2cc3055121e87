/**
 * Where the keeper's collections live (issue 27): their own space, and each household or team
 * they are a member of. Each place says what the keeper may do with its collections, by the one
 * role rule the server applies (shared/spaces/roles.ts: collections are kept by keepers and the
 * owner; sitters and viewers read them), and which plan's limit counts them.
 *
 * Plans: a space's collections count against its OWNER's plan, space by space (the server counts
 * the space's live collections against the owner's `collectionLimit`). The device knows only the
 * signed-in keeper's plan, so:
 * - in their own space, and in a shared space they own, the limit is known: the page warns
 *   before it is hit, disables "New collection" there and offers the pick of active ones, exactly
 *   as for one's own collections;
 * - in a space someone else owns the limit is NOT known (the owner's plan is not on this device,
 *   and guessing from the keeper's own plan would block a Basic keeper in a HerpPro household,
 *   or let a HerpPro keeper believe a Basic household has room). There the local pre-check is
 *   skipped: creating is offered whenever the role allows it, the server decides with the owner's
 *   plan, and a refusal lands in the sync panel with what the keeper typed (nothing is lost). The
 *   collections' read-only state, which the server derives from the owner's plan, is still shown
 *   and still stops an edit; the pick of which stay active is left to the owner (a keeper cannot
 *   know how many the owner's plan keeps, so any pick would be a guess).
 */
import { useMemo } from 'react';
import { canCreateCollection, canEditCollection, needsPick, type CollectionState } from '../../../shared/coins/collections-limit';
import { todayIn } from '../../../shared/rules/calendar-date';
import { canDo, type Membership } from '../../../shared/spaces/roles';
import type { SharedSpaceView } from '../../../shared/spaces/views';
import { useUserDb } from '../../lib/db/use-user-db';
import { useSharedSpaces } from '../spaces';
import { useCollectionLimit, useCollections, type LocalCollection } from './use-collections';

export interface CollectionPlace {
  /** The space's id: the keeper's own id for their own collections. */
  id: string;
  /** The household or team; null for the keeper's own collections. */
  space: SharedSpaceView | null;
  /** The place's collections, sorted by name. */
  collections: LocalCollection[];
  /** The limit of the plan that counts them, when this device knows it (see above); null when only the server does. */
  limit: number | null;
  /** What the keeper's role allows here (always everything in their own space). */
  may: { create: boolean; edit: boolean; delete: boolean; pick: boolean };
}

/** The keeper's own membership of their own space: everything. */
const OWN: Membership = { role: 'owner', until: null };

/** The places, the keeper's own first, then each shared space in the order the sync listed them; undefined while loading. */
export function useCollectionPlaces(): CollectionPlace[] | undefined {
  const db = useUserDb();
  const collections = useCollections();
  const spaces = useSharedSpaces();
  const ownLimit = useCollectionLimit();
  return useMemo(() => {
    if (!db || collections === undefined || spaces === undefined) return undefined;
    const today = todayIn();
    const place = (id: string, space: SharedSpaceView | null): CollectionPlace => {
      const m: Membership = space ? { role: space.role, until: space.until } : OWN;
      const knowsPlan = space === null || space.ownerId === db.userId;
      return {
        id,
        space,
        collections: collections.filter((c) => c.userId === id),
        limit: knowsPlan ? ownLimit : null,
        may: {
          create: canDo(m, 'collection.create.v1', today),
          edit: canDo(m, 'collection.update.v1', today),
          delete: canDo(m, 'collection.delete.v1', today),
          pick: knowsPlan && canDo(m, 'collection.pickActive.v1', today),
        },
      };
    };
    // A collection of a space no longer listed is about to leave the device with it: not shown.
    return [place(db.userId, null), ...spaces.map((s) => place(s.id, s))];
  }, [db, collections, spaces, ownLimit]);
}

export type CreateVerdict = { ok: true } | { ok: false; code: 'premium-required' | 'collection-limit' | 'role' };

/** May a collection be created here now? The role first, then the plan when its limit is known. */
export function createVerdict(p: CollectionPlace): CreateVerdict {
  if (!p.may.create) return { ok: false, code: 'role' };
  return p.limit === null ? { ok: true } : canCreateCollection(p.limit, p.collections.length);
}

/**
 * Why a collection cannot be edited now (a translation key), or null when it can. Only asked
 * where the role allows editing (elsewhere there is no edit button at all).
 */
export function editBlockedKey(p: CollectionPlace, state: CollectionState): string | null {
  if (p.limit === null) return state === 'active' ? null : 'card.readOnlyOwnerReason';
  const verdict = canEditCollection(p.limit, state);
  return verdict.ok ? null : verdict.code === 'premium-required' ? 'premiumRequired.editBody' : 'card.readOnlyReason';
}

/** All the place's collections wait for a pick: by the keeper where they know the plan, else by the owner. */
export const waitsForPick = (p: CollectionPlace): boolean =>
  p.collections.length > 0 && (p.limit === null ? p.collections.every((c) => c.state === 'read-only') : needsPick(p.collections, p.limit));
