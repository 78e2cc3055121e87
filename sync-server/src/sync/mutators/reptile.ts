/**
 * Server mutators for reptiles. Ownership is checked on every row: a reptile id of another user
 * answers exactly like a missing one (`not-found`), so ids leak nothing. The Basic plan's limit
 * is counted here, on the server's state, which is why two offline devices adding "the fifth"
 * reptile cannot both succeed. Statements are prepared once per database: push runs these
 * thousands of times a second. Every check comes before the first write, and the plan and the
 * live count are read once per push batch (ctx.memo), the count then kept exact as creates and
 * deletes of the batch apply.
 */
import type Database from 'better-sqlite3';
import { activeTier } from '../../../../shared/rules/active-tier';
import { canAddReptile, planForTier } from '../../../../shared/plans';
import { reptileFromCreate, reptilePatch, type ReptileData } from '../../../../shared/mutators/reptile';
import { MutationRejected } from '../../../../shared/sync/errors';
import { deletePhotoFile } from '../../reptiles/photo-store';
import { perDatabase } from '../../db/prepared';
import type { MutatorContext, ServerMutator } from './context';
import { tombstoneGrowthLogsOf } from './growth-log';
import { tombstoneLogsOf } from './logs';
import { tombstoneRemindersOf } from './reminder';

interface Row extends ReptileData {
  userId: string;
  deleted: number;
  photoFile: string | null;
}

function prepare(sqlite: Database.Database) {
  return {
    byId: sqlite.prepare<[string], Row>(`SELECT user_id AS userId, deleted, photo_file AS photoFile, name, species, hatch_date AS hatchDate,
      sex, weight_grams AS weightGrams, length_cm AS lengthCm, notes FROM reptiles WHERE id = ?`),
    exists: sqlite.prepare<[string], { one: number }>('SELECT 1 AS one FROM reptiles WHERE id = ?'),
    liveCount: sqlite.prepare<[string], { n: number }>('SELECT count(*) AS n FROM reptiles WHERE user_id = ? AND deleted = 0'),
    plan: sqlite.prepare<[string], { tier: string | null; expiresAt: number | null }>('SELECT premium_tier AS tier, premium_expires_at AS expiresAt FROM users WHERE id = ?'),
    insert: sqlite.prepare(`INSERT INTO reptiles (id, user_id, name, species, hatch_date, sex, weight_grams, length_cm, notes, photo_file, version, created_at, updated_at, deleted)
      VALUES (@id, @userId, @name, @species, @hatchDate, @sex, @weightGrams, @lengthCm, @notes, NULL, @version, @now, @now, 0)`),
    write: sqlite.prepare(`UPDATE reptiles SET name = @name, species = @species, hatch_date = @hatchDate, sex = @sex, weight_grams = @weightGrams,
      length_cm = @lengthCm, notes = @notes, photo_file = @photoFile, deleted = @deleted, version = @version, updated_at = @now WHERE id = @id`),
  };
}
const statements = perDatabase(prepare);
const q = (ctx: MutatorContext) => statements(ctx.db.$client);

type Plan = { tier: string | null; expiresAt: number | null } | undefined;
const userPlan = (ctx: MutatorContext, s: ReturnType<typeof prepare>) => ctx.memo<Plan>('users.plan', () => s.plan.get(ctx.userId));
/**
 * The user's live reptiles: counted when a limit first needs it in a batch, then kept exact by
 * the creates and deletes that follow (a plan without a limit never counts).
 */
const liveReptiles = (ctx: MutatorContext) => ctx.memo<{ n?: number }>('reptiles.live', () => ({}));
const countLive = (ctx: MutatorContext, s: ReturnType<typeof prepare>) => (liveReptiles(ctx).n ??= s.liveCount.get(ctx.userId)?.n ?? 0);
const adjustLive = (ctx: MutatorContext, by: number) => {
  const live = liveReptiles(ctx);
  if (live.n !== undefined) live.n += by;
};

export const createReptile: ServerMutator<'reptile.create.v1'> = (ctx, args) => {
  const s = q(ctx);
  if (s.exists.get(args.id)) throw new MutationRejected('id-conflict', `A row with id ${args.id} already exists.`);
  const user = userPlan(ctx, s);
  // The expiry is compared with this mutation's time, so a plan ending mid-batch ends mid-batch.
  const tier = activeTier(user?.tier, user?.expiresAt, ctx.now);
  const plan = planForTier(tier);
  if (plan.reptileLimit !== null && !canAddReptile(tier, countLive(ctx, s))) {
    throw new MutationRejected('plan-limit-reptiles', `The ${plan.name} plan allows ${plan.reptileLimit} reptiles.`);
  }
  s.insert.run({ id: args.id, userId: ctx.userId, ...reptileFromCreate(args), version: ctx.nextVersion(), now: ctx.now });
  adjustLive(ctx, 1);
};

export const updateReptile: ServerMutator<'reptile.update.v1'> = (ctx, args) => {
  const s = q(ctx);
  const row = s.byId.get(args.id);
  if (!row || row.userId !== ctx.userId || row.deleted) throw new MutationRejected('not-found', `Reptile ${args.id} does not exist.`);
  const { userId: _owner, ...current } = row;
  s.write.run({ ...current, ...reptilePatch(args.patch), id: args.id, version: ctx.nextVersion(), now: ctx.now });
};

/** Deleting twice (two devices) is not an error: the second finds the tombstone and does nothing. */
export const deleteReptile: ServerMutator<'reptile.delete.v1'> = (ctx, args) => {
  const s = q(ctx);
  const row = s.byId.get(args.id);
  if (!row || row.userId !== ctx.userId) throw new MutationRejected('not-found', `Reptile ${args.id} does not exist.`);
  if (row.deleted) return;
  // A tombstone keeps id, owner and version; the keeper's data goes with the reptile.
  s.write.run({
    id: args.id, name: '', species: '', hatchDate: null, sex: 'unknown', weightGrams: null, lengthCm: null, notes: null, photoFile: null,
    deleted: 1, version: ctx.nextVersion(), now: ctx.now,
  });
  adjustLive(ctx, -1);
  // Its logs and its reminders go with it (tombstoned, so other devices drop them too): no log or
  // task outlives its reptile. Feedings' stock is not given back (decision record 0003).
  tombstoneGrowthLogsOf(ctx, args.id);
  tombstoneLogsOf(ctx, args.id);
  tombstoneRemindersOf(ctx, args.id);
  const file = row.photoFile;
  if (file) ctx.afterCommit(() => deletePhotoFile(ctx.dataDir, file));
};
