/**
 * Server mutators for collections (rules: shared/coins/collections-limit.ts). The limit is the
 * plan active at this mutation's time (an expiry mid-batch counts), read from the wallet once per
 * batch. Every check comes before the first write. A collection of another user answers like a
 * missing one.
 */
import { activeTier } from '../../../../shared/rules/active-tier';
import { canCreateCollection, canEditCollection, collectionLimitOf, pickActiveCollections, reconcileCollections, type CollectionState } from '../../../../shared/coins/collections-limit';
import { collectionFromCreate, collectionPatch, type CollectionData } from '../../../../shared/mutators/collection';
import { MutationRejected } from '../../../../shared/sync/errors';
import { readWallet } from '../../coins/wallet';
import { liveCollections } from '../../collections/states';
import type { MutatorContext, ServerMutator } from './context';
import { admitRow, insertNew } from './rows';

interface Row extends CollectionData {
  userId: string;
  state: CollectionState;
  deleted: boolean | number;
}

const byId = (ctx: MutatorContext, id: string) => ctx.tx.one<Row>(
  'SELECT user_id AS "userId", name, description, state, deleted FROM collections WHERE id = ?', [id],
);

/** The collections limit of the plan active now (wallet read once per batch). */
export async function collectionLimitNow(ctx: MutatorContext): Promise<number> {
  const wallet = await ctx.memo('wallet', () => readWallet(ctx.tx, ctx.ownerId));
  return collectionLimitOf(activeTier(wallet.premiumTier, wallet.premiumExpiresAt, ctx.now));
}

const notFound = (id: string) => new MutationRejected('not-found', `Collection ${id} does not exist.`);
const premiumRequired = () => new MutationRejected('premium-required', 'Collections need HerpPlus or HerpPro.');

/** The user's live collection, or a refusal. */
async function ownLive(ctx: MutatorContext, id: string): Promise<Row> {
  const row = await byId(ctx, id);
  if (!row || row.userId !== ctx.userId || row.deleted) throw notFound(id);
  return row;
}

async function setState(ctx: MutatorContext, id: string, state: CollectionState): Promise<void> {
  await ctx.tx.run('UPDATE collections SET state = ?, version = ?, updated_at = ? WHERE id = ?', [state, ctx.nextVersion(), ctx.now, id]);
}

/** Writes the states `next` where they differ from `current`. */
async function writeStates(ctx: MutatorContext, current: readonly { id: string; state: CollectionState }[], next: readonly { id: string; state: CollectionState }[]) {
  const before = new Map(current.map((c) => [c.id, c.state]));
  for (const c of next) if (before.get(c.id) !== c.state) await setState(ctx, c.id, c.state);
}

export const createCollection: ServerMutator<'collection.create.v1'> = async (ctx, args) => {
  const limit = await collectionLimitNow(ctx);
  const existing = await liveCollections(ctx.tx, ctx.userId);
  const verdict = canCreateCollection(limit, existing.length);
  if (!verdict.ok) {
    if (verdict.code === 'premium-required') throw premiumRequired();
    throw new MutationRejected('collection-limit', `Your plan allows ${limit} collections.`, { limit });
  }
  await admitRow(ctx, 'collections');
  const c = collectionFromCreate(args);
  await insertNew(ctx, `INSERT INTO collections (id, user_id, name, description, state, version, created_at, updated_at, deleted)
    VALUES (?, ?, ?, ?, 'active', ?, ?, ?, FALSE)`, [args.id, ctx.userId, c.name, c.description, ctx.nextVersion(), ctx.now, ctx.now], args.id);
};

export const updateCollection: ServerMutator<'collection.update.v1'> = async (ctx, args) => {
  const row = await ownLive(ctx, args.id);
  const verdict = canEditCollection(await collectionLimitNow(ctx), row.state);
  if (!verdict.ok) {
    if (verdict.code === 'premium-required') throw premiumRequired();
    throw new MutationRejected('collection-read-only', 'This collection is read-only until you choose which collections stay active.');
  }
  const next = { name: row.name, description: row.description, ...collectionPatch(args.patch) };
  await ctx.tx.run('UPDATE collections SET name = ?, description = ?, version = ?, updated_at = ? WHERE id = ?',
    [next.name, next.description, ctx.nextVersion(), ctx.now, args.id]);
};

/**
 * Deleting is always allowed (it is how a keeper frees a slot); its reptiles stay and leave it.
 * Deleting twice (two devices) is not an error. What is left is reconciled with the limit: when
 * the rest now fits, all of it is active again.
 */
export const deleteCollection: ServerMutator<'collection.delete.v1'> = async (ctx, args) => {
  const row = await byId(ctx, args.id);
  if (!row || row.userId !== ctx.userId) throw notFound(args.id);
  if (row.deleted) return;
  await ctx.tx.run('UPDATE collections SET deleted = TRUE, version = ?, updated_at = ? WHERE id = ?', [ctx.nextVersion(), ctx.now, args.id]);
  const members = await ctx.tx.all<{ id: string }>('SELECT id FROM reptiles WHERE user_id = ? AND collection_id = ?', [ctx.userId, args.id]);
  for (const r of members) {
    await ctx.tx.run('UPDATE reptiles SET collection_id = NULL, version = ?, updated_at = ? WHERE id = ?', [ctx.nextVersion(), ctx.now, r.id]);
  }
  const rest = await liveCollections(ctx.tx, ctx.userId);
  await writeStates(ctx, rest, reconcileCollections(rest, await collectionLimitNow(ctx)));
};

export const pickActiveCollectionsMutator: ServerMutator<'collection.pickActive.v1'> = async (ctx, args) => {
  const limit = await collectionLimitNow(ctx);
  const current = await liveCollections(ctx.tx, ctx.userId);
  const picked = pickActiveCollections(current, args.ids, limit);
  if (!picked.ok) {
    if (picked.code === 'premium-required') throw premiumRequired();
    if (picked.code === 'collection-limit') throw new MutationRejected('collection-limit', `Your plan allows ${limit} active collections.`, { limit });
    throw new MutationRejected('no-collection-picked', 'Choose at least one of your collections to keep active.');
  }
  await writeStates(ctx, current, picked.collections);
};

/**
 * A reptile may join only a live, active collection of its keeper's (leaving one, `null`, is
 * always allowed). Checked by the reptile mutators before they write.
 */
export async function checkCollectionForReptile(ctx: MutatorContext, collectionId: string | null | undefined): Promise<void> {
  if (!collectionId) return;
  const row = await byId(ctx, collectionId);
  if (!row || row.userId !== ctx.userId || row.deleted) throw new MutationRejected('collection-not-found', `Collection ${collectionId} does not exist.`);
  const verdict = canEditCollection(await collectionLimitNow(ctx), row.state);
  if (!verdict.ok) {
    if (verdict.code === 'premium-required') throw premiumRequired();
    throw new MutationRejected('collection-read-only', 'This collection is read-only until you choose which collections stay active.');
  }
}
