/**
 * Server mutators for reptiles. Ownership is checked on every row: a reptile id of another user
 * answers exactly like a missing one (`not-found`), so ids leak nothing. The Basic plan's limit
 * is counted here, on the server's state, which is why two offline devices adding "the fifth"
 * reptile cannot both succeed.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { reptiles, users } from '../../db/schema';
import { activeTier } from '../../../../shared/rules/active-tier';
import { canAddReptile, planForTier } from '../../../../shared/plans';
import { reptileFromCreate, reptilePatch } from '../../../../shared/mutators/reptile';
import { MutationRejected } from '../../../../shared/sync/errors';
import type { Db } from '../../db/client';
import type { MutatorContext, ServerMutator } from './context';
import { deletePhotoFile } from '../../reptiles/photo-store';

function prepare(db: Db) {
  return {
    byId: db.select({ userId: reptiles.userId, deleted: reptiles.deleted, photoFile: reptiles.photoFile })
      .from(reptiles).where(eq(reptiles.id, sql.placeholder('id'))).prepare(),
    liveCount: db.select({ n: count() }).from(reptiles)
      .where(and(eq(reptiles.userId, sql.placeholder('userId')), eq(reptiles.deleted, false))).prepare(),
    plan: db.select({ tier: users.premiumTier, expiresAt: users.premiumExpiresAt }).from(users)
      .where(eq(users.id, sql.placeholder('userId'))).prepare(),
  };
}
const cache = new WeakMap<Db, ReturnType<typeof prepare>>();
function q(db: Db) {
  let s = cache.get(db);
  if (!s) cache.set(db, (s = prepare(db)));
  return s;
}

function ownLiveRow(ctx: MutatorContext, id: string) {
  const row = q(ctx.db).byId.get({ id });
  if (!row || row.userId !== ctx.userId || row.deleted) throw new MutationRejected('not-found', `Reptile ${id} does not exist.`);
  return row;
}

export const createReptile: ServerMutator<'reptile.create.v1'> = (ctx, args) => {
  const s = q(ctx.db);
  if (s.byId.get({ id: args.id })) throw new MutationRejected('id-conflict', `A row with id ${args.id} already exists.`);
  const user = s.plan.get({ userId: ctx.userId });
  const tier = activeTier(user?.tier, user?.expiresAt?.getTime(), ctx.now);
  const limit = planForTier(tier).reptileLimit;
  if (limit !== null && !canAddReptile(tier, s.liveCount.get({ userId: ctx.userId })?.n ?? 0)) {
    throw new MutationRejected('plan-limit-reptiles', `The ${planForTier(tier).name} plan allows ${limit} reptiles.`);
  }
  ctx.db.insert(reptiles).values({
    id: args.id, userId: ctx.userId, ...reptileFromCreate(args), photoFile: null,
    version: ctx.nextVersion(), createdAt: ctx.now, updatedAt: ctx.now, deleted: false,
  }).run();
};

export const updateReptile: ServerMutator<'reptile.update.v1'> = (ctx, args) => {
  ownLiveRow(ctx, args.id);
  ctx.db.update(reptiles).set({ ...reptilePatch(args.patch), version: ctx.nextVersion(), updatedAt: ctx.now })
    .where(eq(reptiles.id, args.id)).run();
};

/** Deleting twice (two devices) is not an error: the second finds the tombstone and does nothing. */
export const deleteReptile: ServerMutator<'reptile.delete.v1'> = (ctx, args) => {
  const row = q(ctx.db).byId.get({ id: args.id });
  if (!row || row.userId !== ctx.userId) throw new MutationRejected('not-found', `Reptile ${args.id} does not exist.`);
  if (row.deleted) return;
  // A tombstone keeps id, owner and version; the keeper's data goes with the reptile.
  ctx.db.update(reptiles).set({
    name: '', species: '', hatchDate: null, sex: 'unknown', weightGrams: null, lengthCm: null, notes: null, photoFile: null,
    deleted: true, version: ctx.nextVersion(), updatedAt: ctx.now,
  }).where(eq(reptiles.id, args.id)).run();
  const file = row.photoFile;
  if (file) ctx.afterCommit(() => deletePhotoFile(ctx.dataDir, file));
};
