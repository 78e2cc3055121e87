/**
 * Moving an animal between two collections of one owner (issue 27; decision 0032, "Moving an
 * animal between collections"): from the keeper's own collection into a household or team they
 * own, back, or between two they own. An online call, like a transfer's accept (decision 0029),
 * because a row's space never changes by a push.
 *
 * The animal is copied, not re-homed: devices key rows by id, and the tombstone the old space
 * must send (so every member's device drops the animal there) would otherwise delete the row the
 * same device pulls from the new space. So, in ONE transaction under both spaces' locks (taken in
 * id order, as an accept takes the seller's and the buyer's, so two moves crossing cannot
 * deadlock):
 * - the animal, every live log and its photo are written into the destination under new ids with
 *   versions of the destination's counter (transfers/copy.ts, which also turns parents kept by id
 *   and inventory feedings into names and drops the collection and the clutch it hatched from);
 * - each copied log keeps its author (`author_id`), paired with its original by the copy's order;
 * - its live reminders come along under new ids with the same schedule, state and `completed_by`
 *   (a completed one's `next_id` follows its next occurrence when that comes along too);
 * - the original is removed in the source space exactly as a delete removes it
 *   (sync/mutators/reptile.ts deleteReptile: the reptile, its logs and reminders tombstoned with
 *   versions of the source space, offspring keep it by name, the photo file goes after commit).
 *
 * Only someone who owns BOTH spaces may move: the plan is the owner's either way, and a move
 * removes an animal from a space, which only its owner may do ('reptile.transfer' is an `own`
 * call of shared/spaces/roles.ts). Anyone else, a reptile that is not live, already gone to a
 * buyer, or moved by a parallel call, is answered `not-found`: ids leak nothing. A pending sale
 * offer holds the animal where it is (`already-offered`: cancel it first); the destination's
 * reptile limit is counted as an accept counts it (`plan-limit-reptiles`), and its per-space row
 * limit as an accept checks it (`row-limit`).
 */
import { v7 as uuidv7 } from 'uuid';
import { LOG_KINDS, LOG_TABLES } from '../../../shared/mutators/logs';
import { canAddReptile } from '../../../shared/plans';
import { activeTier } from '../../../shared/rules/active-tier';
import { refusalFor } from '../../../shared/spaces/roles';
import { invalidRequest } from '../auth/validate';
import { readWallet } from '../coins/wallet';
import type { Queryable, Store, Tx } from '../db/store';
import { HttpError } from '../errors';
import { deletePhotoFile } from '../reptiles/photo-store';
import type { FileStorage } from '../storage/files';
import { SYNC_LIMITS } from '../sync/limits';
import type { MutatorContext } from '../sync/mutators/context';
import { deleteReptile, KEPT_REPTILES_COUNT } from '../sync/mutators/reptile';
import { rowCount } from '../sync/mutators/rows';
import { lockSpace, setSpaceVersion } from '../sync/spaces';
import { COPIED_TABLES, copyAnimal, SELLER_REPTILE_COLUMNS, type SellerReptile } from '../transfers/copy';
import { offerExpired } from '../../../shared/rules/transfers';
import { dayOf, membershipIn } from './members';

export interface MoveDeps {
  store: Store;
  files: FileStorage;
  /** The per-space row limit, SYNC_LIMITS's unless a test needs a lower one. */
  rowsPerTable?: number;
  /** Where a failed clean-up after the commit (the original's photo file) is reported. */
  logError?: (err: unknown, message: string) => void;
}

export interface Moved {
  /** The animal's id in its new collection (its page, its QR code). */
  reptileId: string;
  /** The collection it is in now. */
  spaceId: string;
}

const notFound = () => new HttpError('not-found', 'No such reptile in a collection of this keeper\'s, or no such collection of theirs.');

/** Whether `userId` owns `spaceId`: their own space, or a shared one whose owner they are. */
async function owns(q: Queryable, userId: string, spaceId: string, now: number): Promise<boolean> {
  const m = await membershipIn(q, userId, spaceId);
  return m !== null && m.ownerId === userId && refusalFor(m, 'reptile.transfer', dayOf(now, m.timeZone)) === null;
}

/** One space, locked, with its counter written back at the end of the transaction (as an accept's). */
async function spaceWriter(tx: Tx, spaceId: string, now: number) {
  const space = await lockSpace(tx, spaceId, now);
  let version = space.version;
  return {
    next: () => ++version,
    version: () => version,
    save: async () => {
      if (version !== space.version) await setSpaceVersion(tx, spaceId, version, now);
    },
  };
}
type SpaceWriter = Awaited<ReturnType<typeof spaceWriter>>;

/** The source space as a delete's mutator sees it, so the original goes exactly as a delete takes it. */
function sourceContext(tx: Tx, files: FileStorage, spaceId: string, ownerId: string, writer: SpaceWriter, now: number, effects: (() => Promise<void> | void)[]): MutatorContext {
  const memo = new Map<string, unknown>();
  return {
    tx, userId: spaceId, authorId: ownerId, ownerId, files, limits: SYNC_LIMITS, now,
    nextVersion: writer.next,
    spaceVersion: writer.version,
    afterCommit: (fn) => effects.push(fn),
    memo: async <T>(key: string, load: () => Promise<T>): Promise<T> => {
      if (!memo.has(key)) memo.set(key, await load());
      return memo.get(key) as T;
    },
    state: <T extends object>(key: string, init: () => T): T => {
      let value = memo.get(key) as T | undefined;
      if (value === undefined) memo.set(key, (value = init()));
      return value;
    },
  };
}

/**
 * The copied logs keep their authors. copyAnimal writes each kind's live rows in the order
 * `ORDER BY date, id`, each with the next version of the destination: read in those two orders,
 * the originals and the copies pair up one to one. Checked (same count, same dates) before
 * anything is written; should it not hold, the copies keep no author rather than a wrong one.
 */
async function keepAuthors(tx: Tx, from: { spaceId: string; reptileId: string }, to: { spaceId: string; reptileId: string }): Promise<void> {
  for (const sql of ['growth_logs', ...LOG_TABLES.map((t) => LOG_KINDS[t].sqlTable)]) {
    const originals = await tx.all<{ date: string; authorId: string | null }>(
      `SELECT date, author_id AS "authorId" FROM ${sql} WHERE reptile_id = ? AND user_id = ? AND deleted = FALSE ORDER BY date, id`, [from.reptileId, from.spaceId]);
    if (!originals.some((o) => o.authorId !== null)) continue;
    const copies = await tx.all<{ id: string; date: string }>(
      `SELECT id, date FROM ${sql} WHERE reptile_id = ? AND user_id = ? ORDER BY version`, [to.reptileId, to.spaceId]);
    if (copies.length !== originals.length || copies.some((c, i) => c.date !== originals[i]?.date)) continue;
    for (const [i, copy] of copies.entries()) {
      const author = originals[i]?.authorId ?? null;
      if (author !== null) await tx.run(`UPDATE ${sql} SET author_id = ? WHERE id = ?`, [author, copy.id]);
    }
  }
}

interface ReminderRow {
  id: string;
  taskType: string;
  description: string | null;
  repeatKind: string;
  repeatEvery: number | null;
  dueDate: string;
  anchorDay: number;
  completed: boolean | number;
  completedAt: number | string | null;
  completedBy: string | null;
  nextId: string | null;
}

/** The animal's live reminders, written into the destination under new ids (the originals go with the delete). */
async function copyReminders(tx: Tx, from: { spaceId: string; reptileId: string }, to: { spaceId: string; reptileId: string }, nextVersion: () => number, now: number): Promise<void> {
  const rows = await tx.all<ReminderRow>(`SELECT id, task_type AS "taskType", description, repeat_kind AS "repeatKind", repeat_every AS "repeatEvery",
    due_date AS "dueDate", anchor_day AS "anchorDay", completed, completed_at AS "completedAt", completed_by AS "completedBy", next_id AS "nextId"
    FROM reminders WHERE reptile_id = ? AND user_id = ? AND deleted = FALSE ORDER BY id`, [from.reptileId, from.spaceId]);
  const ids = new Map(rows.map((r) => [r.id, uuidv7()]));
  for (const r of rows) {
    await tx.run(`INSERT INTO reminders (id, user_id, reptile_id, task_type, description, repeat_kind, repeat_every, due_date, anchor_day,
      completed, completed_at, completed_by, next_id, version, created_at, updated_at, deleted)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE)`,
    [ids.get(r.id) as string, to.spaceId, to.reptileId, r.taskType, r.description, r.repeatKind, r.repeatEvery, r.dueDate, r.anchorDay,
      Boolean(r.completed), r.completedAt === null ? null : Number(r.completedAt), r.completedBy, r.nextId ? (ids.get(r.nextId) ?? null) : null,
      nextVersion(), now, now]);
  }
}

/**
 * Throws `row-limit` (rolling the move back) when the copy left one of the destination's tables
 * over the per-space row limit. Below the limit of versions nothing is counted (as for a push).
 */
async function assertFits(tx: Tx, spaceId: string, spaceVersion: number, limit: number): Promise<void> {
  if (spaceVersion <= limit) return;
  for (const table of [...COPIED_TABLES, 'reminders']) {
    if (await rowCount(tx, table, spaceId) > limit) throw new HttpError('row-limit', `At most ${limit} records of one kind per collection; this animal's history does not fit.`);
  }
}

/** Moves `reptileId` into `toSpaceId` for `userId`, who must own both collections; answers its new id. */
export async function moveReptile(deps: MoveDeps, userId: string, reptileId: string, toSpaceId: string, now: number): Promise<Moved> {
  const where = await deps.store.one<{ spaceId: string }>('SELECT user_id AS "spaceId" FROM reptiles WHERE id = ?', [reptileId]);
  if (!where) throw notFound();
  const fromSpaceId = where.spaceId;
  // Not the owner of either side: as if neither existed (checked before saying anything else).
  if (!(await owns(deps.store, userId, fromSpaceId, now)) || !(await owns(deps.store, userId, toSpaceId, now))) throw notFound();
  if (fromSpaceId === toSpaceId) throw invalidRequest({ toSpaceId: 'move.errors.sameSpace' });

  const written: string[] = [];
  const effects: (() => Promise<void> | void)[] = [];
  let moved: Moved;
  try {
    moved = await deps.store.transaction(async (tx) => {
      const writers = new Map<string, SpaceWriter>();
      for (const id of [fromSpaceId, toSpaceId].sort()) writers.set(id, await spaceWriter(tx, id, now));
      const from = writers.get(fromSpaceId)!;
      const to = writers.get(toSpaceId)!;
      // Read again under the locks: a parallel move, a delete or an accepted sale may have come first.
      const reptile = await tx.one<SellerReptile>(
        `SELECT ${SELLER_REPTILE_COLUMNS} FROM reptiles WHERE id = ? AND user_id = ? AND deleted = FALSE AND transferred_at IS NULL`, [reptileId, fromSpaceId]);
      if (!reptile) throw notFound();

      // A sale waiting for its buyer holds the animal; one past its time no longer does (marked expired, as a transfer marks it).
      const offers = await tx.all<{ id: string; expiresAt: number | string }>(
        `SELECT id, expires_at AS "expiresAt" FROM transfers WHERE user_id = ? AND reptile_id = ? AND status = 'pending' ORDER BY id`, [fromSpaceId, reptileId]);
      if (offers.some((o) => !offerExpired({ status: 'pending', expiresAt: o.expiresAt }, now))) {
        throw new HttpError('already-offered', 'This reptile is offered to a buyer; cancel that offer before moving it.');
      }

      const wallet = await readWallet(tx, userId);
      const kept = Number((await tx.one<{ n: number | string }>(KEPT_REPTILES_COUNT, [toSpaceId]))?.n ?? 0);
      if (!canAddReptile(activeTier(wallet.premiumTier, wallet.premiumExpiresAt, now), kept)) {
        throw new HttpError('plan-limit-reptiles', 'The plan has no room for another reptile in that collection.');
      }

      for (const o of offers) {
        await tx.run(`UPDATE transfers SET status = 'expired', decided_at = ?, version = ?, updated_at = ? WHERE id = ?`, [Number(o.expiresAt), from.next(), now, o.id]);
      }
      const newId = await copyAnimal({ tx, files: deps.files, sellerId: fromSpaceId, buyerId: toSpaceId, now, nextVersion: to.next, wrote: (f) => written.push(f) }, reptile);
      const source = { spaceId: fromSpaceId, reptileId };
      const target = { spaceId: toSpaceId, reptileId: newId };
      await keepAuthors(tx, source, target);
      await copyReminders(tx, source, target, to.next, now);
      await assertFits(tx, toSpaceId, to.version(), deps.rowsPerTable ?? SYNC_LIMITS.rowsPerTable);
      // The original goes as a delete takes it (its logs, reminders, offspring's names, photo file).
      await deleteReptile(sourceContext(tx, deps.files, fromSpaceId, userId, from, now, effects), { id: reptileId });
      for (const w of writers.values()) await w.save();
      return { reptileId: newId, spaceId: toSpaceId };
    });
  } catch (err) {
    // Rolled back (or refused before copying): the photo copy belongs to no row.
    for (const file of written) await deletePhotoFile(deps.files, file);
    throw err;
  }
  // The original's photo file, now that nothing points at it. The move stands if this fails: a
  // file left behind is the storage's to sweep, never a reason to answer an error for what was done.
  for (const effect of effects) {
    try {
      await effect();
    } catch (err) {
      deps.logError?.(err, 'after-commit clean-up of a moved reptile failed');
    }
  }
  return moved;
}
