/**
 * Server mutators for reminders. A reminder may name one of the user's live reptiles; another
 * user's reptile, a missing or a deleted one answers `not-found`, exactly like a missing reminder,
 * so ids leak nothing. Completion runs the shared rule (rules/reminder-completion.ts) with the
 * server's clock: completing a completed task does nothing, so two devices cannot spawn two
 * occurrences; the next occurrence of a repeating task takes the client-chosen `nextId`.
 * Un-completing tombstones that occurrence while it is still pending. Every check comes before the
 * first write.
 */
import { mergeReminder, reminderFromCreate, type ReminderData, type ReminderState } from '../../../../shared/mutators/reminder';
import { completeReminder, uncompleteReminder } from '../../../../shared/rules/reminder-completion';
import type { Frequency } from '../../../../shared/schemas/reminder';
import { MutationRejected } from '../../../../shared/sync/errors';
import type { MutatorContext, ServerMutator } from './context';
import { checkKeptReptile } from './logs';
import { admitRow, idTaken, insertNew } from './rows';

/** The frequency as its two columns, and back. */
export const repeatColumns = (f: Frequency): { repeatKind: Frequency['kind']; repeatEvery: number | null } =>
  f.kind === 'once' ? { repeatKind: 'once', repeatEvery: null } : { repeatKind: f.kind, repeatEvery: f.every };
export const frequencyOf = (kind: Frequency['kind'], every: number | null): Frequency =>
  kind === 'once' ? { kind: 'once' } : { kind, every: every ?? 1 };

interface DbRow {
  userId: string;
  reptileId: string | null;
  taskType: ReminderData['taskType'];
  description: string | null;
  repeatKind: Frequency['kind'];
  repeatEvery: number | null;
  dueDate: string;
  anchorDay: number;
  completed: boolean | number;
  completedAt: number | null;
  nextId: string | null;
  deleted: boolean | number;
}

type Reminder = ReminderData & ReminderState & { userId: string; deleted: boolean };

const columns = (data: ReminderData) => {
  const { frequency, ...rest } = data;
  return { ...rest, ...repeatColumns(frequency) };
};

const byId = (ctx: MutatorContext, id: string) => ctx.tx.one<DbRow>(`SELECT user_id AS "userId", reptile_id AS "reptileId", task_type AS "taskType",
  description, repeat_kind AS "repeatKind", repeat_every AS "repeatEvery", due_date AS "dueDate", anchor_day AS "anchorDay", completed,
  completed_at AS "completedAt", next_id AS "nextId", deleted FROM reminders WHERE id = ?`, [id]);

const tombstone = (ctx: MutatorContext, id: string) =>
  ctx.tx.run('UPDATE reminders SET deleted = TRUE, version = ?, updated_at = ? WHERE id = ?', [ctx.nextVersion(), ctx.now, id]);

/** A completion records who completed it (the signed-in member); undoing it clears that. */
const setState = (ctx: MutatorContext, id: string, state: Pick<ReminderState, 'completed' | 'completedAt' | 'nextId'>) => ctx.tx.run(
  'UPDATE reminders SET completed = ?, completed_at = ?, completed_by = ?, next_id = ?, version = ?, updated_at = ? WHERE id = ?',
  [state.completed, state.completedAt, state.completed ? ctx.authorId : null, state.nextId, ctx.nextVersion(), ctx.now, id],
);

async function insert(ctx: MutatorContext, id: string, data: ReminderData): Promise<void> {
  await admitRow(ctx, 'reminders');
  const c = columns(data);
  await insertNew(ctx, `INSERT INTO reminders (id, user_id, reptile_id, task_type, description, repeat_kind, repeat_every, due_date, anchor_day,
    completed, completed_at, next_id, version, created_at, updated_at, deleted)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE, NULL, NULL, ?, ?, ?, FALSE)`,
  [id, ctx.userId, c.reptileId, c.taskType, c.description, c.repeatKind, c.repeatEvery, c.dueDate, c.anchorDay, ctx.nextVersion(), ctx.now, ctx.now], id);
}

async function read(ctx: MutatorContext, id: string): Promise<Reminder | null> {
  const row = await byId(ctx, id);
  if (!row) return null;
  const { repeatKind, repeatEvery, completed, deleted, ...rest } = row;
  return { ...rest, frequency: frequencyOf(repeatKind, repeatEvery), completed: Boolean(completed), deleted: Boolean(deleted) };
}

/** The reminder if it is this user's and live; else `not-found`. */
async function liveReminder(ctx: MutatorContext, id: string): Promise<Reminder> {
  const row = await read(ctx, id);
  if (!row || row.userId !== ctx.userId || row.deleted) throw new MutationRejected('not-found', `Reminder ${id} does not exist.`);
  return row;
}

/** A task is for a reptile the keeper still keeps (one gone to a buyer has no tasks: `reptile-transferred`). */
async function checkReptile(ctx: MutatorContext, reptileId: string | null): Promise<void> {
  if (reptileId !== null) await checkKeptReptile(ctx, reptileId);
}

export const createReminder: ServerMutator<'reminder.create.v1'> = async (ctx, args) => {
  const data = reminderFromCreate(args);
  await checkReptile(ctx, data.reptileId);
  await insert(ctx, args.id, data);
};

export const updateReminder: ServerMutator<'reminder.update.v1'> = async (ctx, args) => {
  const row = await liveReminder(ctx, args.id);
  const merged = mergeReminder(row, args.patch);
  if (!merged) throw new MutationRejected('invalid-args', `The edit of reminder ${args.id} leaves an invalid entry.`);
  await checkReptile(ctx, merged.reptileId);
  const c = columns(merged);
  await ctx.tx.run(`UPDATE reminders SET reptile_id = ?, task_type = ?, description = ?, repeat_kind = ?, repeat_every = ?, due_date = ?, anchor_day = ?,
    version = ?, updated_at = ? WHERE id = ?`,
  [c.reptileId, c.taskType, c.description, c.repeatKind, c.repeatEvery, c.dueDate, c.anchorDay, ctx.nextVersion(), ctx.now, args.id]);
};

/** Deleting twice (two devices) is not an error: the second finds the tombstone and does nothing. */
export const deleteReminder: ServerMutator<'reminder.delete.v1'> = async (ctx, args) => {
  const row = await read(ctx, args.id);
  if (!row || row.userId !== ctx.userId) throw new MutationRejected('not-found', `Reminder ${args.id} does not exist.`);
  if (row.deleted) return;
  await tombstone(ctx, args.id);
};

export const completeReminderMutator: ServerMutator<'reminder.complete.v1'> = async (ctx, args) => {
  const row = await liveReminder(ctx, args.id);
  const done = completeReminder(row, args.nextId, ctx.now);
  if (!done) return;
  if (done.next && (await idTaken(ctx, 'reminders', done.next.id))) throw new MutationRejected('id-conflict', `A row with id ${done.next.id} already exists.`);
  await setState(ctx, args.id, done.patch);
  if (done.next) {
    const { id, ...next } = done.next;
    await insert(ctx, id, { ...next, description: next.description ?? null, reptileId: next.reptileId ?? null });
  }
};

export const uncompleteReminderMutator: ServerMutator<'reminder.uncomplete.v1'> = async (ctx, args) => {
  const row = await liveReminder(ctx, args.id);
  const next = row.nextId ? await read(ctx, row.nextId) : null;
  const spawned = next && next.userId === ctx.userId && row.nextId ? { id: row.nextId, completed: next.completed, deleted: next.deleted } : null;
  const undone = uncompleteReminder(row, spawned);
  if (!undone) return;
  await setState(ctx, args.id, undone.patch);
  if (undone.deleteId) await tombstone(ctx, undone.deleteId);
};

/**
 * Called by the reptile delete, in its transaction. A reminder for a reptile is about that animal
 * ("feed Kaa"); with the reptile gone it would point at nothing, so it is tombstoned with the
 * reptile like its logs (each with a version of its own), and every device drops it on its next
 * pull. Reminders without a reptile (cleaning the rack) are untouched.
 */
export async function tombstoneRemindersOf(ctx: MutatorContext, reptileId: string): Promise<void> {
  const live = await ctx.tx.all<{ id: string }>('SELECT id FROM reminders WHERE reptile_id = ? AND user_id = ? AND deleted = FALSE ORDER BY id', [reptileId, ctx.userId]);
  for (const { id } of live) await tombstone(ctx, id);
}
