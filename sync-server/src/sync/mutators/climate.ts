/**
 * Server mutators for an enclosure's readings, equipment and upkeep (issue 28; shared/schemas/climate.ts).
 * Each needs a live enclosure of this space (`enclosure-not-found`). An import is applied whole: a
 * reading at a moment the enclosure already has one for (an earlier import of the same file) is
 * skipped, the rest written; a refusal of any row refuses them all. A row of another space answers
 * like a missing one. Every check comes before the first write.
 */
import { MutationRejected } from '../../../../shared/sync/errors';
import type { MutationArgs } from '../../../../shared/sync/mutations';
import type { MutatorContext, ServerMutator } from './context';
import { admitRow, insertNew } from './rows';

type Reading = MutationArgs<'reading.create.v1'>['reading'];

async function checkEnclosure(ctx: MutatorContext, id: string): Promise<void> {
  const row = await ctx.tx.one<{ userId: string; deleted: boolean | number }>('SELECT user_id AS "userId", deleted FROM enclosures WHERE id = ?', [id]);
  if (!row || row.userId !== ctx.userId || row.deleted) throw new MutationRejected('enclosure-not-found', `Enclosure ${id} does not exist.`);
}

const v = (x: number | null | undefined): number | null => x ?? null;

async function insertReading(ctx: MutatorContext, id: string, enclosureId: string, r: Reading, imported: boolean): Promise<void> {
  await admitRow(ctx, 'readings');
  await insertNew(ctx, `INSERT INTO readings (id, user_id, enclosure_id, at, hot_c, cool_c, basking_c, ambient_c, humidity_pct, imported, author_id, version, created_at, updated_at, deleted)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE)`,
  [id, ctx.userId, enclosureId, r.at, v(r.hotC), v(r.coolC), v(r.baskingC), v(r.ambientC), v(r.humidityPct), imported, ctx.authorId, ctx.nextVersion(), ctx.now, ctx.now], id);
}

/** The moments the enclosure already has a live reading for, between the first and last of `ats`. */
async function takenMoments(ctx: MutatorContext, enclosureId: string, ats: readonly number[]): Promise<Set<number>> {
  const rows = await ctx.tx.all<{ at: number | string }>('SELECT at FROM readings WHERE enclosure_id = ? AND at BETWEEN ? AND ? AND deleted = FALSE',
    [enclosureId, Math.min(...ats), Math.max(...ats)]);
  return new Set(rows.map((r) => Number(r.at)));
}

/** One reading by hand; a second one at the same moment is a duplicate and refused. */
export const createReading: ServerMutator<'reading.create.v1'> = async (ctx, args) => {
  await checkEnclosure(ctx, args.enclosureId);
  if ((await takenMoments(ctx, args.enclosureId, [args.reading.at])).size > 0) {
    throw new MutationRejected('invalid-args', `Enclosure ${args.enclosureId} already has a reading at ${args.reading.at}.`);
  }
  await insertReading(ctx, args.id, args.enclosureId, args.reading, false);
};

export const importReadings: ServerMutator<'reading.import.v1'> = async (ctx, args) => {
  await checkEnclosure(ctx, args.enclosureId);
  const taken = await takenMoments(ctx, args.enclosureId, args.readings.map((r) => r.at));
  for (const { id, ...reading } of args.readings) {
    if (taken.has(reading.at)) continue;
    // Two rows of one file at one moment: the first is kept.
    taken.add(reading.at);
    await insertReading(ctx, id, args.enclosureId, reading, true);
  }
};

/** A row of `table` of this space, live or not; `not-found` otherwise. */
async function ownRow(ctx: MutatorContext, table: 'readings' | 'equipment' | 'upkeep_events', id: string): Promise<{ deleted: boolean | number }> {
  const row = await ctx.tx.one<{ userId: string; deleted: boolean | number }>(`SELECT user_id AS "userId", deleted FROM ${table} WHERE id = ?`, [id]);
  if (!row || row.userId !== ctx.userId) throw new MutationRejected('not-found', `Row ${id} does not exist.`);
  return row;
}

/** Deleting twice (two devices) is not an error. */
async function tombstone(ctx: MutatorContext, table: 'readings' | 'equipment' | 'upkeep_events', id: string): Promise<void> {
  if ((await ownRow(ctx, table, id)).deleted) return;
  await ctx.tx.run(`UPDATE ${table} SET deleted = TRUE, version = ?, updated_at = ? WHERE id = ?`, [ctx.nextVersion(), ctx.now, id]);
}

export const deleteReading: ServerMutator<'reading.delete.v1'> = (ctx, args) => tombstone(ctx, 'readings', args.id);

export const createEquipment: ServerMutator<'equipment.create.v1'> = async (ctx, args) => {
  await checkEnclosure(ctx, args.enclosureId);
  await admitRow(ctx, 'equipment');
  await insertNew(ctx, `INSERT INTO equipment (id, user_id, enclosure_id, kind, name, installed_on, replace_every_months, set_point_c, notes, version, created_at, updated_at, deleted)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE)`,
  [args.id, ctx.userId, args.enclosureId, args.kind, args.name, args.installedOn, v(args.replaceEveryMonths), v(args.setPointC), args.notes || null,
    ctx.nextVersion(), ctx.now, ctx.now], args.id);
};

export const updateEquipment: ServerMutator<'equipment.update.v1'> = async (ctx, args) => {
  if ((await ownRow(ctx, 'equipment', args.id)).deleted) throw new MutationRejected('not-found', `Equipment ${args.id} does not exist.`);
  const p = args.patch;
  const sets: string[] = [];
  const params: (string | number | null)[] = [];
  const set = (column: string, value: string | number | null) => {
    sets.push(`${column} = ?`);
    params.push(value);
  };
  if (p.kind !== undefined) set('kind', p.kind);
  if (p.name !== undefined) set('name', p.name);
  if (p.installedOn !== undefined) set('installed_on', p.installedOn);
  if (p.replaceEveryMonths !== undefined) set('replace_every_months', p.replaceEveryMonths);
  if (p.setPointC !== undefined) set('set_point_c', p.setPointC);
  if (p.notes !== undefined) set('notes', p.notes || null);
  await ctx.tx.run(`UPDATE equipment SET ${sets.join(', ')}, version = ?, updated_at = ? WHERE id = ?`, [...params, ctx.nextVersion(), ctx.now, args.id]);
};

export const deleteEquipment: ServerMutator<'equipment.delete.v1'> = (ctx, args) => tombstone(ctx, 'equipment', args.id);

export const createUpkeep: ServerMutator<'upkeep.create.v1'> = async (ctx, args) => {
  await checkEnclosure(ctx, args.enclosureId);
  await admitRow(ctx, 'upkeep_events');
  await insertNew(ctx, `INSERT INTO upkeep_events (id, user_id, enclosure_id, kind, date, notes, author_id, version, created_at, updated_at, deleted)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE)`,
  [args.id, ctx.userId, args.enclosureId, args.kind, args.date, args.notes || null, ctx.authorId, ctx.nextVersion(), ctx.now, ctx.now], args.id);
};

export const deleteUpkeep: ServerMutator<'upkeep.delete.v1'> = (ctx, args) => tombstone(ctx, 'upkeep_events', args.id);

/**
 * Called when an enclosure goes (its delete, its rack's delete), in that transaction: its readings,
 * equipment and cleanings go with it, each tombstone with a version of its own, as a reptile's logs do.
 */
export async function tombstoneClimateOf(ctx: MutatorContext, enclosureId: string): Promise<void> {
  for (const table of ['readings', 'equipment', 'upkeep_events'] as const) {
    const live = await ctx.tx.all<{ id: string }>(`SELECT id FROM ${table} WHERE enclosure_id = ? AND user_id = ? AND deleted = FALSE ORDER BY id`, [enclosureId, ctx.userId]);
    for (const { id } of live) await ctx.tx.run(`UPDATE ${table} SET deleted = TRUE, version = ?, updated_at = ? WHERE id = ?`, [ctx.nextVersion(), ctx.now, id]);
  }
}
