/**
 * Server mutators for racks, enclosures and moves (issue 28; docs/decisions/0035-enclosures-and-racks.md).
 * A rack and its tubs are written in one mutation; renaming it renames the tubs still named after
 * it; removing it removes its tubs. A move needs the animal kept in this space and, unless it
 * takes the animal out, a live enclosure of the same space (`enclosure-not-found`). A row of
 * another space answers like a missing one. Every check comes before the first write.
 */
import { enclosureFromCreate, enclosurePatch, rackFromCreate, rackPatch, tubsOfNewRack, type EnclosureData, type RackData } from '../../../../shared/mutators/enclosure';
import { renamedTub } from '../../../../shared/enclosures/racks';
import { MutationRejected } from '../../../../shared/sync/errors';
import type { MutatorContext, ServerMutator } from './context';
import { checkKeptReptile } from './logs';
import { tombstoneClimateOf } from './climate';
import { admitRow, insertNew } from './rows';

interface Owned {
  userId: string;
  deleted: boolean | number;
}

const ENCLOSURE_INSERT = `INSERT INTO enclosures (id, user_id, name, type, width_cm, depth_cm, height_cm, room, notes, rack_id, shelf, position, targets, upkeep_days,
  version, created_at, updated_at, deleted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE)`;

/** The keeper's own ranges and intervals are JSON columns (pull parses them back). */
const json = (v: object | null): string | null => (v === null ? null : JSON.stringify(v));
const parsed = <T>(v: unknown): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : null);

const rackById = (ctx: MutatorContext, id: string) => ctx.tx.one<RackData & Owned>(
  'SELECT user_id AS "userId", deleted, name, room, shelves, per_shelf AS "perShelf" FROM racks WHERE id = ?', [id]);
async function enclosureById(ctx: MutatorContext, id: string): Promise<(EnclosureData & Owned) | undefined> {
  const row = await ctx.tx.one<Omit<EnclosureData, 'targets' | 'upkeepDays'> & Owned & { targets: unknown; upkeepDays: unknown }>(`SELECT user_id AS "userId", deleted, name, type,
    width_cm AS "widthCm", depth_cm AS "depthCm", height_cm AS "heightCm", room, notes, rack_id AS "rackId", shelf, position, targets, upkeep_days AS "upkeepDays"
    FROM enclosures WHERE id = ?`, [id]);
  return row && { ...row, targets: parsed(row.targets), upkeepDays: parsed(row.upkeepDays) };
}

const mine = (ctx: MutatorContext, row: Owned | undefined): boolean => row !== undefined && row.userId === ctx.userId;

async function liveRack(ctx: MutatorContext, id: string) {
  const row = await rackById(ctx, id);
  if (!mine(ctx, row) || !row || row.deleted) throw new MutationRejected('not-found', `Rack ${id} does not exist.`);
  return row;
}

async function liveEnclosure(ctx: MutatorContext, id: string) {
  const row = await enclosureById(ctx, id);
  if (!mine(ctx, row) || !row || row.deleted) throw new MutationRejected('not-found', `Enclosure ${id} does not exist.`);
  return row;
}

async function insertEnclosure(ctx: MutatorContext, id: string, e: EnclosureData): Promise<void> {
  await admitRow(ctx, 'enclosures');
  await insertNew(ctx, ENCLOSURE_INSERT, [id, ctx.userId, e.name, e.type, e.widthCm, e.depthCm, e.heightCm, e.room, e.notes, e.rackId, e.shelf, e.position,
    json(e.targets), json(e.upkeepDays), ctx.nextVersion(), ctx.now, ctx.now], id);
}

/** The enclosure goes with its readings, equipment and cleanings; the moves into it stay as history. */
async function tombstoneEnclosure(ctx: MutatorContext, id: string): Promise<void> {
  await ctx.tx.run('UPDATE enclosures SET deleted = TRUE, version = ?, updated_at = ? WHERE id = ?', [ctx.nextVersion(), ctx.now, id]);
  await tombstoneClimateOf(ctx, id);
}

export const createRack: ServerMutator<'rack.create.v1'> = async (ctx, args) => {
  const r = rackFromCreate(args);
  await admitRow(ctx, 'racks');
  await insertNew(ctx, `INSERT INTO racks (id, user_id, name, room, shelves, per_shelf, version, created_at, updated_at, deleted)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE)`, [args.id, ctx.userId, r.name, r.room, r.shelves, r.perShelf, ctx.nextVersion(), ctx.now, ctx.now], args.id);
  for (const { id, ...tub } of tubsOfNewRack(args)) await insertEnclosure(ctx, id, tub);
};

/** The tubs still named after the rack follow its new name; a new room is every tub's room. */
export const updateRack: ServerMutator<'rack.update.v1'> = async (ctx, args) => {
  const row = await liveRack(ctx, args.id);
  const next = { ...row, ...rackPatch(args.patch) };
  await ctx.tx.run('UPDATE racks SET name = ?, room = ?, version = ?, updated_at = ? WHERE id = ?', [next.name, next.room, ctx.nextVersion(), ctx.now, args.id]);
  const tubs = await ctx.tx.all<{ id: string; name: string; shelf: number; position: number; room: string | null }>(
    'SELECT id, name, shelf, position, room FROM enclosures WHERE rack_id = ? AND user_id = ? AND deleted = FALSE ORDER BY id', [args.id, ctx.userId]);
  for (const tub of tubs) {
    const name = renamedTub(tub, row.name, next.name);
    if (name === tub.name && next.room === tub.room) continue;
    await ctx.tx.run('UPDATE enclosures SET name = ?, room = ?, version = ?, updated_at = ? WHERE id = ?', [name, next.room, ctx.nextVersion(), ctx.now, tub.id]);
  }
};

/** Deleting twice (two devices) is not an error. The animals' moves stay: their history names the tubs they lived in. */
export const deleteRack: ServerMutator<'rack.delete.v1'> = async (ctx, args) => {
  const row = await rackById(ctx, args.id);
  if (!mine(ctx, row) || !row) throw new MutationRejected('not-found', `Rack ${args.id} does not exist.`);
  if (row.deleted) return;
  await ctx.tx.run('UPDATE racks SET deleted = TRUE, version = ?, updated_at = ? WHERE id = ?', [ctx.nextVersion(), ctx.now, args.id]);
  const tubs = await ctx.tx.all<{ id: string }>('SELECT id FROM enclosures WHERE rack_id = ? AND user_id = ? AND deleted = FALSE ORDER BY id', [args.id, ctx.userId]);
  for (const { id } of tubs) await tombstoneEnclosure(ctx, id);
};

export const createEnclosure: ServerMutator<'enclosure.create.v1'> = async (ctx, args) => {
  await insertEnclosure(ctx, args.id, enclosureFromCreate(args));
};

export const updateEnclosure: ServerMutator<'enclosure.update.v1'> = async (ctx, args) => {
  const { userId: _space, deleted: _deleted, ...current } = await liveEnclosure(ctx, args.id);
  const e = { ...current, ...enclosurePatch(args.patch) };
  await ctx.tx.run(`UPDATE enclosures SET name = ?, type = ?, width_cm = ?, depth_cm = ?, height_cm = ?, room = ?, notes = ?, targets = ?, upkeep_days = ?,
    version = ?, updated_at = ? WHERE id = ?`,
  [e.name, e.type, e.widthCm, e.depthCm, e.heightCm, e.room, e.notes, json(e.targets), json(e.upkeepDays), ctx.nextVersion(), ctx.now, args.id]);
};

/** Its animals are then in none; their moves into it stay as history. Deleting twice is not an error. */
export const deleteEnclosure: ServerMutator<'enclosure.delete.v1'> = async (ctx, args) => {
  const row = await enclosureById(ctx, args.id);
  if (!mine(ctx, row) || !row) throw new MutationRejected('not-found', `Enclosure ${args.id} does not exist.`);
  if (!row.deleted) await tombstoneEnclosure(ctx, args.id);
};

export const createPlacement: ServerMutator<'placement.create.v1'> = async (ctx, args) => {
  await checkKeptReptile(ctx, args.reptileId);
  if (args.enclosureId !== null) {
    const enclosure = await enclosureById(ctx, args.enclosureId);
    if (!mine(ctx, enclosure) || !enclosure || enclosure.deleted) throw new MutationRejected('enclosure-not-found', `Enclosure ${args.enclosureId} does not exist.`);
  }
  await admitRow(ctx, 'placements');
  await insertNew(ctx, `INSERT INTO placements (id, user_id, reptile_id, enclosure_id, date, at, author_id, version, created_at, updated_at, deleted)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE)`,
  [args.id, ctx.userId, args.reptileId, args.enclosureId, args.date, args.at, ctx.authorId, ctx.nextVersion(), ctx.now, ctx.now], args.id);
};

/** Undoing a move: deleting twice is not an error. */
export const deletePlacement: ServerMutator<'placement.delete.v1'> = async (ctx, args) => {
  const row = await ctx.tx.one<Owned & { reptileId: string }>('SELECT user_id AS "userId", deleted, reptile_id AS "reptileId" FROM placements WHERE id = ?', [args.id]);
  if (!mine(ctx, row) || !row) throw new MutationRejected('not-found', `Move ${args.id} does not exist.`);
  if (row.deleted) return;
  await checkKeptReptile(ctx, row.reptileId);
  await ctx.tx.run('UPDATE placements SET deleted = TRUE, version = ?, updated_at = ? WHERE id = ?', [ctx.nextVersion(), ctx.now, args.id]);
};

/** Called by the reptile delete, in its transaction: its moves go with it. */
export async function tombstonePlacementsOf(ctx: MutatorContext, reptileId: string): Promise<void> {
  const live = await ctx.tx.all<{ id: string }>('SELECT id FROM placements WHERE reptile_id = ? AND user_id = ? AND deleted = FALSE ORDER BY id', [reptileId, ctx.userId]);
  for (const { id } of live) await ctx.tx.run('UPDATE placements SET deleted = TRUE, version = ?, updated_at = ? WHERE id = ?', [ctx.nextVersion(), ctx.now, id]);
}
