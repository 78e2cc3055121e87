/**
 * Server mutators for reminders. A reminder may name one of the user's live reptiles; another
 * user's reptile, a missing or a deleted one answers `not-found`, exactly like a missing reminder,
 * so ids leak nothing. Completion runs the shared rule (rules/reminder-completion.ts) with the
 * server's clock: completing a completed task does nothing, so two devices cannot spawn two
 * occurrences; the next occurrence of a repeating task takes the client-chosen `nextId`.
 * Un-completing tombstones that occurrence while it is still pending. Every check comes before the
 * first write.
 */
import type Database from 'better-sqlite3';
import { mergeReminder, reminderFromCreate, type ReminderData, type ReminderState } from '../../../../shared/mutators/reminder';
import { completeReminder, uncompleteReminder } from '../../../../shared/rules/reminder-completion';
import type { Frequency } from '../../../../shared/schemas/reminder';
import { MutationRejected } from '../../../../shared/sync/errors';
import { perDatabase } from '../../db/prepared';
import type { MutatorContext, ServerMutator } from './context';
import { isLiveReptile } from './logs';

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
  completed: number;
  completedAt: number | null;
  nextId: string | null;
  deleted: number;
}

type Reminder = ReminderData & ReminderState & { userId: string; deleted: boolean };

function prepare(sqlite: Database.Database) {
  return {
    byId: sqlite.prepare<[string], DbRow>(`SELECT user_id AS userId, reptile_id AS reptileId, task_type AS taskType, description,
      repeat_kind AS repeatKind, repeat_every AS repeatEvery, due_date AS dueDate, anchor_day AS anchorDay, completed,
      completed_at AS completedAt, next_id AS nextId, deleted FROM reminders WHERE id = ?`),
    exists: sqlite.prepare<[string], { one: number }>('SELECT 1 AS one FROM reminders WHERE id = ?'),
    insert: sqlite.prepare(`INSERT INTO reminders (id, user_id, reptile_id, task_type, description, repeat_kind, repeat_every, due_date, anchor_day,
      completed, completed_at, next_id, version, created_at, updated_at, deleted)
      VALUES (@id, @userId, @reptileId, @taskType, @description, @repeatKind, @repeatEvery, @dueDate, @anchorDay, 0, NULL, NULL, @version, @now, @now, 0)`),
    write: sqlite.prepare(`UPDATE reminders SET reptile_id = @reptileId, task_type = @taskType, description = @description, repeat_kind = @repeatKind,
      repeat_every = @repeatEvery, due_date = @dueDate, anchor_day = @anchorDay, version = @version, updated_at = @now WHERE id = @id`),
    setState: sqlite.prepare(`UPDATE reminders SET completed = @completed, completed_at = @completedAt, next_id = @nextId, version = @version,
      updated_at = @now WHERE id = @id`),
    tombstone: sqlite.prepare('UPDATE reminders SET deleted = 1, version = @version, updated_at = @now WHERE id = @id'),
    liveOfReptile: sqlite.prepare<[string, string], { id: string }>('SELECT id FROM reminders WHERE reptile_id = ? AND user_id = ? AND deleted = 0'),
  };
}
const statements = perDatabase(prepare);
const q = (ctx: MutatorContext) => statements(ctx.db.$client);

function read(ctx: MutatorContext, id: string): Reminder | null {
  const row = q(ctx).byId.get(id);
  if (!row) return null;
  const { repeatKind, repeatEvery, completed, deleted, ...rest } = row;
  return { ...rest, frequency: frequencyOf(repeatKind, repeatEvery), completed: completed === 1, deleted: deleted === 1 };
}

/** The reminder if it is this user's and live; else `not-found`. */
function liveReminder(ctx: MutatorContext, id: string): Reminder {
  const row = read(ctx, id);
  if (!row || row.userId !== ctx.userId || row.deleted) throw new MutationRejected('not-found', `Reminder ${id} does not exist.`);
  return row;
}

function checkReptile(ctx: MutatorContext, reptileId: string | null): void {
  if (reptileId !== null && !isLiveReptile(ctx, reptileId)) throw new MutationRejected('not-found', `Reptile ${reptileId} does not exist.`);
}

const columns = (data: ReminderData) => {
  const { frequency, ...rest } = data;
  return { ...rest, ...repeatColumns(frequency) };
};

export const createReminder: ServerMutator<'reminder.create.v1'> = (ctx, args) => {
  const s = q(ctx);
  if (s.exists.get(args.id)) throw new MutationRejected('id-conflict', `A row with id ${args.id} already exists.`);
  const data = reminderFromCreate(args);
  checkReptile(ctx, data.reptileId);
  s.insert.run({ id: args.id, userId: ctx.userId, ...columns(data), version: ctx.nextVersion(), now: ctx.now });
};

export const updateReminder: ServerMutator<'reminder.update.v1'> = (ctx, args) => {
  const row = liveReminder(ctx, args.id);
  const merged = mergeReminder(row, args.patch);
  if (!merged) throw new MutationRejected('invalid-args', `The edit of reminder ${args.id} leaves an invalid entry.`);
  checkReptile(ctx, merged.reptileId);
  q(ctx).write.run({ id: args.id, ...columns(merged), version: ctx.nextVersion(), now: ctx.now });
};

/** Deleting twice (two devices) is not an error: the second finds the tombstone and does nothing. */
export const deleteReminder: ServerMutator<'reminder.delete.v1'> = (ctx, args) => {
  const row = read(ctx, args.id);
  if (!row || row.userId !== ctx.userId) throw new MutationRejected('not-found', `Reminder ${args.id} does not exist.`);
  if (row.deleted) return;
  q(ctx).tombstone.run({ id: args.id, version: ctx.nextVersion(), now: ctx.now });
};

export const completeReminderMutator: ServerMutator<'reminder.complete.v1'> = (ctx, args) => {
  const s = q(ctx);
  const row = liveReminder(ctx, args.id);
  const done = completeReminder(row, args.nextId, ctx.now);
  if (!done) return;
  if (done.next && s.exists.get(done.next.id)) throw new MutationRejected('id-conflict', `A row with id ${done.next.id} already exists.`);
  s.setState.run({ id: args.id, ...done.patch, completed: 1, version: ctx.nextVersion(), now: ctx.now });
  if (done.next) {
    const { id, ...next } = done.next;
    s.insert.run({ id, userId: ctx.userId, ...columns({ ...next, description: next.description ?? null, reptileId: next.reptileId ?? null }), version: ctx.nextVersion(), now: ctx.now });
  }
};

export const uncompleteReminderMutator: ServerMutator<'reminder.uncomplete.v1'> = (ctx, args) => {
  const s = q(ctx);
  const row = liveReminder(ctx, args.id);
  const next = row.nextId ? read(ctx, row.nextId) : null;
  const spawned = next && next.userId === ctx.userId && row.nextId ? { id: row.nextId, completed: next.completed, deleted: next.deleted } : null;
  const undone = uncompleteReminder(row, spawned);
  if (!undone) return;
  s.setState.run({ id: args.id, ...undone.patch, completed: 0, version: ctx.nextVersion(), now: ctx.now });
  if (undone.deleteId) s.tombstone.run({ id: undone.deleteId, version: ctx.nextVersion(), now: ctx.now });
};

/**
 * Called by the reptile delete, in its transaction. A reminder for a reptile is about that animal
 * ("feed Kaa"); with the reptile gone it would point at nothing, so it is tombstoned with the
 * reptile like its logs (each with a version of its own), and every device drops it on its next
 * pull. Reminders without a reptile (cleaning the rack) are untouched.
 */
export function tombstoneRemindersOf(ctx: MutatorContext, reptileId: string): void {
  const s = q(ctx);
  for (const { id } of s.liveOfReptile.all(reptileId, ctx.userId)) s.tombstone.run({ id, version: ctx.nextVersion(), now: ctx.now });
}
