/**
 * Server mutators for reptiles. Ownership is checked on every row: a reptile id of another user
 * answers exactly like a missing one (`not-found`), so ids leak nothing. The Basic plan's limit
 * is counted here, on the server's state under the user's space lock, which is why two offline
 * devices adding "the fifth" reptile cannot both succeed, even through two server processes.
 * Every check comes before the first write, and the plan and the live count are read once per
 * push batch (ctx.state), the count then kept exact as creates and deletes of the batch apply.
 */
import { activeTier } from '../../../../shared/rules/active-tier';
import { canAddReptile, planForTier } from '../../../../shared/plans';
import { NO_LINEAGE, reptileFromCreate, reptilePatch, type ReptileData } from '../../../../shared/mutators/reptile';
import { opensClutch } from '../../../../shared/rules/breeding';
import { wouldCycle } from '../../../../shared/rules/lineage';
import { MutationRejected } from '../../../../shared/sync/errors';
import { deletePhotoFile } from '../../reptiles/photo-store';
import type { MutatorContext, ServerMutator } from './context';
import { tombstoneGrowthLogsOf } from './growth-log';
import { tombstoneLogsOf } from './logs';
import { tombstoneRemindersOf } from './reminder';
import { tombstonePlacementsOf } from './enclosure';
import { tombstoneHealthOf } from './health';
import { admitRow, insertNew, rowLimitNear } from './rows';
import { checkCollectionForReptile } from './collection';
import { isLiveReptile, liveLogOf } from './logs';

/**
 * A reptile's parents are live reptiles of the keeper's (`parent-not-found`, as breeding logs),
 * never its own descendants (`lineage-cycle`), and its clutch is a live laying of theirs that
 * opened one (`clutch-not-found`). Only what changed is checked: an edit of the name does not
 * re-check parents that were valid when set.
 */
async function checkLineage(ctx: MutatorContext, id: string, r: ReptileData, what: { parents: boolean; clutch: boolean; cycle: boolean }): Promise<void> {
  if (what.parents) {
    for (const parentId of [r.sireId, r.damId]) {
      if (parentId && !(await isLiveReptile(ctx, parentId))) throw new MutationRejected('parent-not-found', `Reptile ${parentId} does not exist.`);
    }
  }
  if (what.cycle && (await makesCycle(ctx, id, [r.sireId, r.damId]))) {
    throw new MutationRejected('lineage-cycle', `Reptile ${id} cannot be its own ancestor.`);
  }
  if (what.clutch && r.clutchId) {
    const opener = await liveLogOf(ctx, 'breedingLogs', r.clutchId);
    if (!opener || !opensClutch(opener)) throw new MutationRejected('clutch-not-found', `Clutch ${r.clutchId} does not exist.`);
  }
}

/**
 * Whether a parent would make the reptile its own ancestor: the shared rule over the keeper's
 * pedigree as stored (tombstones carry no parents), read once per check.
 */
async function makesCycle(ctx: MutatorContext, id: string, parents: readonly (string | null)[]): Promise<boolean> {
  const chosen = parents.filter((p): p is string => Boolean(p));
  if (chosen.length === 0) return false;
  const rows = await ctx.tx.all<{ id: string; sireId: string | null; damId: string | null }>(
    'SELECT id, sire_id AS "sireId", dam_id AS "damId" FROM reptiles WHERE user_id = ?', [ctx.userId]);
  return chosen.some((parentId) => wouldCycle(rows, id, parentId));
}

/**
 * A deleted parent's offspring keep it by name (its id would lead nowhere): their rows move the
 * name into sire_name / dam_name and are bumped, so every device sees the change.
 */
async function keepParentNameOnOffspring(ctx: MutatorContext, id: string, name: string): Promise<void> {
  for (const side of ['sire', 'dam'] as const) {
    const children = await ctx.tx.all<{ id: string }>(`SELECT id FROM reptiles WHERE user_id = ? AND ${side}_id = ? AND deleted = FALSE`, [ctx.userId, id]);
    for (const child of children) {
      await ctx.tx.run(`UPDATE reptiles SET ${side}_id = NULL, ${side}_name = ?, version = ?, updated_at = ? WHERE id = ?`, [name, ctx.nextVersion(), ctx.now, child.id]);
    }
  }
}

/**
 * An animal deleted while offered cannot be sold: its pending offers end as cancelled (bumped, so
 * the sales list on every device shows it), and the buyer no longer sees them.
 */
async function cancelOffersOf(ctx: MutatorContext, id: string): Promise<void> {
  const pending = await ctx.tx.all<{ id: string }>(`SELECT id FROM transfers WHERE user_id = ? AND reptile_id = ? AND status = 'pending' ORDER BY id`, [ctx.userId, id]);
  for (const offer of pending) {
    await ctx.tx.run(`UPDATE transfers SET status = 'cancelled', decided_at = ?, version = ?, updated_at = ? WHERE id = ?`, [ctx.now, ctx.nextVersion(), ctx.now, offer.id]);
  }
}

const morphsJson = (morphs: ReptileData['morphs']): string | null => (morphs ? JSON.stringify(morphs) : null);

interface Row extends ReptileData {
  userId: string;
  deleted: boolean | number;
  photoFile: string | null;
  /** Set when it went to a buyer: the seller's read-only copy (decision 0029). */
  transferredAt: number | null;
}

const byId = (ctx: MutatorContext, id: string) => ctx.tx.one<Row>(`SELECT user_id AS "userId", deleted, photo_file AS "photoFile", name, species,
  hatch_date AS "hatchDate", sex, weight_grams AS "weightGrams", length_cm AS "lengthCm", notes, collection_id AS "collectionId",
  feeding_interval_days AS "feedingIntervalDays", feeding_paused AS "feedingPaused", feeding_paused_until AS "feedingPausedUntil",
  sire_id AS "sireId", sire_name AS "sireName", dam_id AS "damId", dam_name AS "damName", clutch_id AS "clutchId", morphs,
  transferred_at AS "transferredAt" FROM reptiles WHERE id = ?`, [id])
  .then((row) => row && { ...row, morphs: row.morphs === null ? null : (JSON.parse(row.morphs as unknown as string) as ReptileData['morphs']) });

const write = (ctx: MutatorContext, id: string, r: ReptileData & { photoFile: string | null; deleted: boolean }) => ctx.tx.run(
  `UPDATE reptiles SET name = ?, species = ?, hatch_date = ?, sex = ?, weight_grams = ?, length_cm = ?, notes = ?, collection_id = ?, photo_file = ?,
   feeding_interval_days = ?, feeding_paused = ?, feeding_paused_until = ?, sire_id = ?, sire_name = ?, dam_id = ?, dam_name = ?, clutch_id = ?,
   morphs = ?, deleted = ?, version = ?, updated_at = ? WHERE id = ?`,
  [r.name, r.species, r.hatchDate, r.sex, r.weightGrams, r.lengthCm, r.notes, r.collectionId, r.photoFile,
    r.feedingIntervalDays, Boolean(r.feedingPaused), r.feedingPausedUntil, r.sireId, r.sireName, r.damId, r.damName, r.clutchId,
    morphsJson(r.morphs), r.deleted, ctx.nextVersion(), ctx.now, id],
);

/**
 * What the plan's reptile limit counts: the live reptiles the keeper still keeps. One that went to
 * a buyer stays as a read-only copy (decision 0029) and frees its place; the buyer's copy counts.
 */
export const KEPT_REPTILES_COUNT = 'SELECT count(*) AS n FROM reptiles WHERE user_id = ? AND deleted = FALSE AND transferred_at IS NULL';

/**
 * The user's plan and live reptiles, read when a create first needs them in a batch; the count is
 * then kept exact by the creates and deletes that follow (a batch of deletes alone never counts).
 * The count is read in the plan's statement only when the plan could have a limit during this
 * batch (no premium tier, or one ending within the hour): a premium keeper with thousands of
 * reptiles is not counted on every push. Should it be needed after all, it is counted then.
 */
interface Live { plan?: { tier: string | null; expiresAt: number | null }; n?: number }
const BATCH_MARGIN_MS = 60 * 60 * 1000;
// Kept in the batch's state (not behind an await): after the first create of a push, the plan
// and the count are there, and a create of 100 checks them without yielding (issue 26).
const live = (ctx: MutatorContext) => ctx.state<Live>('reptiles.live', () => ({}));
async function loadPlan(ctx: MutatorContext, l: Live): Promise<NonNullable<Live['plan']>> {
  // The plan is the space owner's wallet's (none: Basic); the count is the space's.
  const row = await ctx.tx.one<{ tier: string | null; expiresAt: number | null; n: number | null }>(`SELECT w.tier, w."expiresAt",
    CASE WHEN w.tier IS NULL OR w."expiresAt" <= ? THEN (${KEPT_REPTILES_COUNT}) END AS n
    FROM (SELECT (SELECT premium_tier FROM wallets WHERE user_id = ?) AS tier, (SELECT premium_expires_at FROM wallets WHERE user_id = ?) AS "expiresAt") w`,
  [ctx.now + BATCH_MARGIN_MS, ctx.userId, ctx.ownerId, ctx.ownerId]);
  l.plan = { tier: row?.tier ?? null, expiresAt: row?.expiresAt ?? null };
  if (row?.n !== null && row?.n !== undefined) l.n = row.n;
  return l.plan;
}
async function countLive(ctx: MutatorContext, l: Live): Promise<number> {
  l.n = (await ctx.tx.one<{ n: number }>(KEPT_REPTILES_COUNT, [ctx.userId]))?.n ?? 0;
  return l.n;
}
const adjustLive = (ctx: MutatorContext, by: number) => {
  const l = live(ctx);
  if (l.n !== undefined) l.n += by;
};

export const createReptile: ServerMutator<'reptile.create.v1'> = async (ctx, args) => {
  // Each check below is awaited only when it has something to check: a breeder's push of 100
  // new animals without a collection or parents pays no tick for them (issue 26).
  const l = live(ctx);
  const user = l.plan ?? await loadPlan(ctx, l);
  // The expiry is compared with this mutation's time, so a plan ending mid-batch ends mid-batch.
  const tier = activeTier(user.tier, user.expiresAt, ctx.now);
  const plan = planForTier(tier);
  if (plan.reptileLimit !== null && !canAddReptile(tier, l.n ?? await countLive(ctx, l))) {
    throw new MutationRejected('plan-limit-reptiles', `The ${plan.name} plan allows ${plan.reptileLimit} reptiles.`);
  }
  if (args.collectionId) await checkCollectionForReptile(ctx, args.collectionId);
  const r = reptileFromCreate(args);
  // A new reptile has no offspring yet, so its parents cannot make a cycle.
  if (r.sireId || r.damId || r.clutchId) await checkLineage(ctx, args.id, r, { parents: true, clutch: true, cycle: false });
  if (rowLimitNear(ctx)) await admitRow(ctx, 'reptiles');
  await insertNew(ctx, `INSERT INTO reptiles (id, user_id, name, species, hatch_date, sex, weight_grams, length_cm, notes, collection_id, photo_file,
    feeding_interval_days, feeding_paused, feeding_paused_until, sire_id, sire_name, dam_id, dam_name, clutch_id, morphs, version, created_at, updated_at, deleted)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE)`,
  [args.id, ctx.userId, r.name, r.species, r.hatchDate, r.sex, r.weightGrams, r.lengthCm, r.notes, r.collectionId,
    r.feedingIntervalDays, r.feedingPaused, r.feedingPausedUntil, r.sireId, r.sireName, r.damId, r.damName, r.clutchId,
    morphsJson(r.morphs), ctx.nextVersion(), ctx.now, ctx.now], args.id);
  adjustLive(ctx, 1);
};

export const updateReptile: ServerMutator<'reptile.update.v1'> = async (ctx, args) => {
  const row = await byId(ctx, args.id);
  if (!row || row.userId !== ctx.userId || row.deleted) throw new MutationRejected('not-found', `Reptile ${args.id} does not exist.`);
  if (row.transferredAt !== null) throw new MutationRejected('reptile-transferred', `Reptile ${args.id} went to another keeper; its records are read-only.`);
  // Joining a collection needs it live and active; staying in one, or leaving, is always allowed.
  if (args.patch.collectionId !== undefined && args.patch.collectionId !== row.collectionId) await checkCollectionForReptile(ctx, args.patch.collectionId);
  const { userId: _owner, deleted: _deleted, transferredAt: _transferred, ...current } = row;
  const next = { ...current, ...reptilePatch(args.patch) };
  const parentsChanged = next.sireId !== current.sireId || next.damId !== current.damId;
  // Checked on the merged row: another device may have set the other parent to the same animal.
  if (next.sireId && next.sireId === next.damId) throw new MutationRejected('invalid-args', 'Sire and dam must be different animals.');
  await checkLineage(ctx, args.id, next, { parents: parentsChanged, clutch: next.clutchId !== current.clutchId, cycle: parentsChanged });
  await write(ctx, args.id, { ...next, deleted: false });
};

/** Deleting twice (two devices) is not an error: the second finds the tombstone and does nothing. */
export const deleteReptile: ServerMutator<'reptile.delete.v1'> = async (ctx, args) => {
  const row = await byId(ctx, args.id);
  if (!row || row.userId !== ctx.userId) throw new MutationRejected('not-found', `Reptile ${args.id} does not exist.`);
  if (row.deleted) return;
  // A tombstone keeps id, owner and version; the keeper's data goes with the reptile.
  await write(ctx, args.id, {
    name: '', species: '', hatchDate: null, sex: 'unknown', weightGrams: null, lengthCm: null, notes: null, collectionId: null, photoFile: null,
    feedingIntervalDays: null, feedingPaused: false, feedingPausedUntil: null, ...NO_LINEAGE, morphs: null, deleted: true,
  });
  // The seller's read-only copy of a sold animal no longer counted (KEPT_REPTILES_COUNT).
  if (row.transferredAt === null) adjustLive(ctx, -1);
  await cancelOffersOf(ctx, args.id);
  await keepParentNameOnOffspring(ctx, args.id, row.name);
  // Its logs and its reminders go with it (tombstoned, so other devices drop them too): no log or
  // task outlives its reptile. Feedings' stock is not given back (decision record 0003).
  await tombstoneGrowthLogsOf(ctx, args.id);
  await tombstoneLogsOf(ctx, args.id);
  await tombstoneRemindersOf(ctx, args.id);
  await tombstonePlacementsOf(ctx, args.id);
  await tombstoneHealthOf(ctx, args.id);
  const file = row.photoFile;
  if (file) ctx.afterCommit(() => deletePhotoFile(ctx.files, file));
};
