/**
 * Server mutators of the health watch (issue 29; shared/schemas/care-mode.ts, medication.ts): an
 * animal's care modes and medication courses. Each is for a live animal of this space that it
 * still keeps (`not-found`, `reptile-transferred`). A course's volume and its doses' days are
 * worked out here from its numbers (shared/mutators/health.ts); a course whose volume rounds to
 * nothing, or whose doses the device counted differently, is refused (`invalid-args`). A dose
 * given completes its reminder and writes a health log line through their own mutators, in the
 * same savepoint. Every check comes before the first write.
 */
import { careModeFromCreate, courseFromCreate, doseHealthLog, endRefusal, endedMode, mergeCareMode, type CareModeData, type CourseData } from '../../../../shared/mutators/health';
import type { QuarantineCheck } from '../../../../shared/schemas/care-mode';
import { MutationRejected } from '../../../../shared/sync/errors';
import type { MutatorContext, ServerMutator } from './context';
import { checkKeptReptile } from './logs';
import { SERVER_LOG_MUTATORS } from './reptile-logs';
import { completeReminderMutator } from './reminder';
import { admitRow, idTaken, insertNew } from './rows';

interface Stored { userId: string; reptileId: string; deleted: boolean | number }

const MODE_COLUMNS = `user_id AS "userId", reptile_id AS "reptileId", deleted, mode, start_date AS "startDate", planned_end AS "plannedEnd",
  quarantine_days AS "quarantineDays", end_date AS "endDate", checks, notes`;

async function modeRow(ctx: MutatorContext, id: string): Promise<(Stored & CareModeData) | null> {
  const row = await ctx.tx.one<Stored & Omit<CareModeData, 'checks'> & { checks: string | null }>(`SELECT ${MODE_COLUMNS} FROM care_modes WHERE id = ?`, [id]);
  if (!row || row.userId !== ctx.userId) return null;
  return { ...row, quarantineDays: row.quarantineDays === null ? null : Number(row.quarantineDays), checks: row.checks === null ? null : (JSON.parse(row.checks) as QuarantineCheck[]) };
}

async function liveMode(ctx: MutatorContext, id: string): Promise<Stored & CareModeData> {
  const row = await modeRow(ctx, id);
  if (!row || row.deleted) throw new MutationRejected('not-found', `Care mode ${id} does not exist.`);
  await checkKeptReptile(ctx, row.reptileId);
  return row;
}

const writeMode = (ctx: MutatorContext, id: string, m: CareModeData) => ctx.tx.run(
  'UPDATE care_modes SET start_date = ?, planned_end = ?, quarantine_days = ?, end_date = ?, checks = ?, notes = ?, version = ?, updated_at = ? WHERE id = ?',
  [m.startDate, m.plannedEnd, m.quarantineDays, m.endDate, m.checks === null ? null : JSON.stringify(m.checks), m.notes, ctx.nextVersion(), ctx.now, id]);

export const createCareMode: ServerMutator<'careMode.create.v1'> = async (ctx, args) => {
  await checkKeptReptile(ctx, args.reptileId);
  const m = careModeFromCreate(args);
  await admitRow(ctx, 'care_modes');
  await insertNew(ctx, `INSERT INTO care_modes (id, user_id, reptile_id, mode, start_date, planned_end, quarantine_days, end_date, checks, notes, author_id, version, created_at, updated_at, deleted)
    VALUES (?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?, ?, ?, ?, FALSE)`,
  [args.id, ctx.userId, args.reptileId, m.mode, m.startDate, m.plannedEnd, m.quarantineDays, m.notes, ctx.authorId, ctx.nextVersion(), ctx.now, ctx.now], args.id);
};

export const updateCareMode: ServerMutator<'careMode.update.v1'> = async (ctx, args) => {
  const row = await liveMode(ctx, args.id);
  const merged = mergeCareMode(row, args.patch);
  if (!merged) throw new MutationRejected('invalid-args', `The edit of care mode ${args.id} leaves its dates out of order.`);
  await writeMode(ctx, args.id, merged);
};

/** Ending an ended mode (two devices) does nothing; a quarantine ends only with its checklist done. */
export const endCareMode: ServerMutator<'careMode.end.v1'> = async (ctx, args) => {
  const row = await liveMode(ctx, args.id);
  if (row.endDate !== null) return;
  const refusal = endRefusal(row, args);
  if (refusal) throw new MutationRejected('invalid-args', `Care mode ${args.id} cannot end: ${refusal}.`);
  await writeMode(ctx, args.id, endedMode(row, args));
};

export const deleteCareMode: ServerMutator<'careMode.delete.v1'> = async (ctx, args) => {
  const row = await modeRow(ctx, args.id);
  if (!row) throw new MutationRejected('not-found', `Care mode ${args.id} does not exist.`);
  if (row.deleted) return;
  await checkKeptReptile(ctx, row.reptileId);
  await ctx.tx.run('UPDATE care_modes SET deleted = TRUE, version = ?, updated_at = ? WHERE id = ?', [ctx.nextVersion(), ctx.now, args.id]);
};

async function courseRow(ctx: MutatorContext, id: string): Promise<(Stored & Pick<CourseData, 'drug' | 'doseIds' | 'stoppedOn'>) | null> {
  const row = await ctx.tx.one<Stored & { drug: string; doseIds: string; stoppedOn: string | null }>(
    'SELECT user_id AS "userId", reptile_id AS "reptileId", deleted, drug, dose_ids AS "doseIds", stopped_on AS "stoppedOn" FROM medication_courses WHERE id = ?', [id]);
  if (!row || row.userId !== ctx.userId) return null;
  return { ...row, doseIds: JSON.parse(row.doseIds) as string[] };
}

export const createCourse: ServerMutator<'medCourse.create.v1'> = async (ctx, args) => {
  await checkKeptReptile(ctx, args.reptileId);
  const made = courseFromCreate(args);
  if (!made) throw new MutationRejected('invalid-args', `Course ${args.id}: its dose cannot be drawn up, or its doses do not match its schedule.`);
  for (const r of made.reminders) if (await idTaken(ctx, 'reminders', r.id)) throw new MutationRejected('id-conflict', `A row with id ${r.id} already exists.`);
  const c = made.course;
  await admitRow(ctx, 'medication_courses');
  await insertNew(ctx, `INSERT INTO medication_courses (id, user_id, reptile_id, group_id, drug, dose, dose_unit, concentration_mg_per_ml, route, every_hours, days, start_date,
    weight_grams, weighed_on, volume_ml, dose_ids, stopped_on, notes, author_id, version, created_at, updated_at, deleted)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, FALSE)`,
  [args.id, ctx.userId, args.reptileId, c.groupId, c.drug, c.dose, c.doseUnit, c.concentrationMgPerMl, c.route, c.everyHours, c.days, c.startDate,
    c.weightGrams, c.weighedOn, c.volumeMl, JSON.stringify(c.doseIds), c.notes, ctx.authorId, ctx.nextVersion(), ctx.now, ctx.now], args.id);
  for (const r of made.reminders) {
    await admitRow(ctx, 'reminders');
    await insertNew(ctx, `INSERT INTO reminders (id, user_id, reptile_id, task_type, description, repeat_kind, repeat_every, due_date, anchor_day,
      completed, completed_at, next_id, version, created_at, updated_at, deleted) VALUES (?, ?, ?, ?, ?, 'once', NULL, ?, ?, FALSE, NULL, NULL, ?, ?, ?, FALSE)`,
    [r.id, ctx.userId, r.reptileId, r.taskType, r.description, r.dueDate, r.anchorDay, ctx.nextVersion(), ctx.now, ctx.now], r.id);
  }
};

/** The course's dose reminders still to give. */
async function pendingDoses(ctx: MutatorContext, doseIds: readonly string[]): Promise<string[]> {
  if (doseIds.length === 0) return [];
  const rows = await ctx.tx.all<{ id: string }>(`SELECT id FROM reminders WHERE id IN (${doseIds.map(() => '?').join(', ')}) AND user_id = ? AND completed = FALSE AND deleted = FALSE ORDER BY id`,
    [...doseIds, ctx.userId]);
  return rows.map((r) => r.id);
}

const tombstoneReminders = async (ctx: MutatorContext, ids: readonly string[]) => {
  for (const id of ids) await ctx.tx.run('UPDATE reminders SET deleted = TRUE, version = ?, updated_at = ? WHERE id = ?', [ctx.nextVersion(), ctx.now, id]);
};

/** Stopping a stopped course (two devices) does nothing; the doses not given are removed. */
export const stopCourse: ServerMutator<'medCourse.stop.v1'> = async (ctx, args) => {
  const row = await courseRow(ctx, args.id);
  if (!row || row.deleted) throw new MutationRejected('not-found', `Course ${args.id} does not exist.`);
  await checkKeptReptile(ctx, row.reptileId);
  if (row.stoppedOn !== null) return;
  const pending = await pendingDoses(ctx, row.doseIds);
  await ctx.tx.run('UPDATE medication_courses SET stopped_on = ?, version = ?, updated_at = ? WHERE id = ?', [args.stoppedOn, ctx.nextVersion(), ctx.now, args.id]);
  await tombstoneReminders(ctx, pending);
};

/** Deleting a course removes its doses not given; the doses given stay in the health log. */
export const deleteCourse: ServerMutator<'medCourse.delete.v1'> = async (ctx, args) => {
  const row = await courseRow(ctx, args.id);
  if (!row) throw new MutationRejected('not-found', `Course ${args.id} does not exist.`);
  if (row.deleted) return;
  await checkKeptReptile(ctx, row.reptileId);
  const pending = await pendingDoses(ctx, row.doseIds);
  await ctx.tx.run('UPDATE medication_courses SET deleted = TRUE, version = ?, updated_at = ? WHERE id = ?', [ctx.nextVersion(), ctx.now, args.id]);
  await tombstoneReminders(ctx, pending);
};

/** A dose given: its reminder completed and a health log line; giving a given dose again does nothing. */
export const giveDose: ServerMutator<'medCourse.give.v1'> = async (ctx, args) => {
  const row = await courseRow(ctx, args.id);
  if (!row || row.deleted || !row.doseIds.includes(args.reminderId)) throw new MutationRejected('not-found', `Course ${args.id} has no dose ${args.reminderId}.`);
  const done = await ctx.tx.one<{ completed: boolean | number }>('SELECT completed FROM reminders WHERE id = ? AND user_id = ? AND deleted = FALSE', [args.reminderId, ctx.userId]);
  if (!done) throw new MutationRejected('not-found', `Dose ${args.reminderId} does not exist.`);
  if (done.completed) return;
  await completeReminderMutator(ctx, { id: args.reminderId, nextId: args.nextId });
  await SERVER_LOG_MUTATORS['healthLog.create.v1'](ctx, { ...doseHealthLog(row, args), reptileId: row.reptileId });
};

/** Called by the reptile delete, in its transaction: its modes and courses go with it. */
export async function tombstoneHealthOf(ctx: MutatorContext, reptileId: string): Promise<void> {
  for (const table of ['care_modes', 'medication_courses'] as const) {
    const live = await ctx.tx.all<{ id: string }>(`SELECT id FROM ${table} WHERE reptile_id = ? AND user_id = ? AND deleted = FALSE ORDER BY id`, [reptileId, ctx.userId]);
    for (const { id } of live) await ctx.tx.run(`UPDATE ${table} SET deleted = TRUE, version = ?, updated_at = ? WHERE id = ?`, [ctx.nextVersion(), ctx.now, id]);
  }
}
