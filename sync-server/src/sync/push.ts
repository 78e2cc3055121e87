/**
 * Push: the server re-executes a batch of mutations, in order, in ONE transaction (decision
 * record docs/decisions/0005-push-batch-transaction.md) holding the user's sync space (0010).
 * Per mutation, with L the client's last processed id:
 * - id <= L: already processed (a duplicate or a resend after a lost answer): nothing happens;
 * - id == L + 1: validate with the shared schema, run the mutator, advance L. An application
 *   error (MutationRejected, or args that fail the schema) undoes only that mutation's writes,
 *   records the rejection and still advances L, so one refused change never blocks the rest;
 * - id > L + 1: a gap: this and everything after it is left alone.
 * L is written once, when the batch ends. Any other error (the database itself failing) rolls
 * the whole batch back: nothing of it is written, L does not move, and the request answers 5xx.
 * Effects registered with afterCommit (deleting files) run only once the batch has committed.
 *
 * Undoing one mutation's writes takes a savepoint around it, two more round trips per mutation
 * on PostgreSQL (and a subtransaction each). Mutators make every check before their first write,
 * so a refusal almost never has anything to undo: the batch first runs with no savepoints, and
 * only if a mutation is refused after it wrote (a feeding whose stock deduction fails after its
 * row was inserted) is that attempt rolled back whole and the batch run again with a savepoint
 * per mutation (decision record 0011).
 *
 * A member of shared collections writes into several spaces in one batch (issue 27,
 * push-spaces.ts): each mutation is located first, every space it touches locked in id order after
 * the keeper's own, and each mutation runs in its space's context (its counter, its owner's plan)
 * after the role rule allows it. A keeper without shared collections pays nothing for this.
 */
import { z } from 'zod';
import type { Store } from '../db/store';
import type { FileStorage } from '../storage/files';
import { MUTATIONS, isMutationName, type MutationArgs, type MutationName } from '../../../shared/sync/mutations';
import { MutationRejected } from '../../../shared/sync/errors';
import { PushRequest, type PushResponse, type PushResult } from '../../../shared/sync/protocol';
import { checkSchemaVersion, clientNotYours, parseBody } from './checks';
import { SERVER_MUTATORS } from './mutators';
import type { MutatorContext, ServerMutator } from './mutators/context';
import { lockSpace, lockSpaceForPush, setSpaceVersion } from './spaces';
import { locateMutations, membershipUnderLock, type BatchSpace, type Target } from './push-spaces';
import { refusalFor, type RoleRefusal } from '../../../shared/spaces/roles';
import { dayOf } from '../spaces/members';
import { awardAfterPush, RaisedCounters } from '../achievements/award';
import { admitNewClient, admitPush, SYNC_LIMITS, type SyncLimits } from './limits';
import { InsertBatch } from './insert-batch';

export interface SyncDeps {
  store: Store;
  files: FileStorage;
  now?: () => number;
  /** Per-user limits; SYNC_LIMITS unless a test needs others. */
  limits?: SyncLimits;
  /** Where a failed after-commit effect is reported (the change itself is committed by then). */
  logError?: (err: unknown, msg: string) => void;
}

/** One mutation's arguments parsed with its shared schema, or its refusal (`invalid-args`). */
function validate<N extends MutationName>(name: N, rawArgs: unknown): MutationArgs<N> {
  const parsed = MUTATIONS[name].safeParse(rawArgs);
  if (!parsed.success) throw new MutationRejected('invalid-args', z.prettifyError(parsed.error).replaceAll('\n', ' '));
  return parsed.data as MutationArgs<N>;
}

/** A refusal to record in sync_rejections once the batch is done. */
interface Rejection {
  mutationId: number;
  name: string;
  code: string;
  message: string;
  /** JSON of the refusal's parameters (the stock available, the plan's limit), or null. */
  params: string | null;
  rejectedAt: number;
}

/** A mutation was refused after it had written: this attempt must not commit (see above). */
class NeedsSavepoints extends Error {}

const ROLE_MESSAGES: Record<RoleRefusal, string> = {
  'membership-ended': 'You are no longer a member of this shared collection.',
  'role-viewer': 'A viewer cannot change this shared collection.',
  'role-sitter': "A sitter cannot make this change (only the round's entries, and only their own).",
  'role-keeper': 'Only the owner of this shared collection can make this change.',
};

/** Refuses the mutation unless the keeper's membership of the space allows it today. */
function checkRole(space: BatchSpace, name: MutationName, target: Target, userId: string, now: number): void {
  const refusal = space.membership === null || space.ended
    ? 'membership-ended'
    : refusalFor(space.membership, name, dayOf(now, space.timeZone), { ownEntry: target.authorId === userId });
  if (refusal) throw new MutationRejected(refusal, ROLE_MESSAGES[refusal]);
}

/** The mutations this batch will run: from the client's next id, up to the first gap. */
function runnable(mutations: PushRequest['mutations'], first: number): PushRequest['mutations'] {
  const out: PushRequest['mutations'] = [];
  let next = first + 1;
  for (const m of mutations) {
    if (m.id < next) continue;
    if (m.id > next) break;
    out.push(m);
    next += 1;
  }
  return out;
}

/** A push from anywhere (tests, benchmarks, the service worker's replay): the body is parsed here. */
export async function pushMutations(deps: SyncDeps, userId: string, body: unknown): Promise<PushResponse> {
  return applyPush(deps, userId, parseBody(PushRequest, body));
}

/** A push whose body is already parsed with PushRequest (the route's declaration did it: a second parse of 100 mutations is waste). */
export async function applyPush(deps: SyncDeps, userId: string, req: PushRequest): Promise<PushResponse> {
  checkSchemaVersion(req.schemaVersion);
  const clock = deps.now ?? Date.now;
  const limits = deps.limits ?? SYNC_LIMITS;

  const attempt = (savepoints: boolean) => deps.store.transaction(async (storeTx) => {
    // On PostgreSQL without savepoints, creates are queued and written as multi-row inserts
    // (insert-batch.ts): one round trip for up to 64 rows instead of one each. Every statement
    // below goes through the batch's tx, which writes the queue first. Not on SQLite, where a
    // statement is a function call, not a round trip: there it measured no cheaper (issue 26).
    const inserts = savepoints || storeTx.dialect !== 'postgres' ? undefined : new InsertBatch(storeTx, () => new NeedsSavepoints());
    const tx = inserts?.tx ?? storeTx;
    let now = clock();
    // The user's space first: every later read of this batch sees what the user's previous pushes
    // committed, and no other push of theirs (another process) runs until this one commits.
    const space = await lockSpaceForPush(tx, userId, now, req.clientId);
    // A client id of another account is refused before anything is counted or written.
    if (space.clientUserId !== null && space.clientUserId !== userId) throw clientNotYours();
    admitPush(space, limits, now);
    if (space.clientUserId === null) await admitNewClient(tx, limits, userId, now);
    const first = space.clientLast ?? 0;
    // The spaces this batch writes into: the keeper's own, and for a member those its mutations name.
    const own: BatchSpace = { id: userId, ownerId: userId, membership: { role: 'owner', until: null }, ended: false, timeZone: null, start: space.version, version: space.version };
    const spaces = new Map<string, BatchSpace>([[userId, own]]);
    let targets: Map<number, Target> | undefined;
    const pending = runnable(req.mutations, first);
    if (Number(space.memberships) > 0 || pending.some((m) => typeof (m.args as { spaceId?: unknown } | null)?.spaceId === 'string')) {
      const shared = new Set((await tx.all<{ spaceId: string }>('SELECT space_id AS "spaceId" FROM space_members WHERE user_id = ?', [userId])).map((r) => r.spaceId));
      targets = await locateMutations(tx, userId, pending, shared);
      const ids = [...new Set([...targets.values()].map((t) => t.spaceId))].filter((id): id is string => id !== null && id !== userId).sort();
      for (const id of ids) {
        const locked = await lockSpace(tx, id, now);
        const m = await membershipUnderLock(tx, userId, id);
        spaces.set(id, { id, ownerId: m?.ownerId ?? id, membership: m?.membership ?? null, ended: m?.ended ?? true, timeZone: m?.timeZone ?? null, start: locked.version, version: locked.version });
      }
    }
    let last = first;
    const results: PushResult[] = [];
    const effects: (() => Promise<void> | void)[] = [];
    // Written after the client's row (which they reference), once the batch is through.
    const rejections: Rejection[] = [];
    let gapAt: number | undefined;
    // Values the mutators derive from the database (the plan, a live count), kept for the batch.
    // A mutation that is rolled back may have changed one, so a rejection empties it.
    const memo = new Map<string, unknown>();
    // Each space's counter, read under its lock, counted here and written once at the end of the
    // batch. A rejected mutation gives its versions back, as its rolled-back writes do.
    // Counters the applied mutations may have raised, for the achievements awarded at the end.
    const raised = new RaisedCounters();
    const contexts = new Map<string, MutatorContext>();
    const contextOf = (s: BatchSpace): MutatorContext => {
      const made = contexts.get(s.id);
      if (made) return made;
      // The memo's keys are a space's facts (its plan, its counts): one map per space.
      const memoOf = s.id === userId ? memo : new Map<string, unknown>();
      const ctx: MutatorContext = {
        tx, userId: s.id, authorId: userId, ownerId: s.ownerId, files: deps.files, now, limits, inserts,
        nextVersion: () => ++s.version,
        spaceVersion: () => s.version,
        afterCommit: (fn) => effects.push(fn),
        memo: async <T>(key: string, load: () => Promise<T>): Promise<T> => {
          if (memoOf.has(key)) return memoOf.get(key) as T;
          const value = await load();
          memoOf.set(key, value);
          return value;
        },
        state: <T extends object>(key: string, init: () => T): T => {
          let value = memoOf.get(key) as T | undefined;
          if (value === undefined) memoOf.set(key, (value = init()));
          return value;
        },
      };
      memos.push(memoOf);
      contexts.set(s.id, ctx);
      return ctx;
    };
    const memos: Map<string, unknown>[] = [];
    const ctx = contextOf(own);
    for (const m of req.mutations) {
      if (m.id <= last) {
        results.push({ id: m.id, status: 'already-processed' });
        continue;
      }
      if (m.id > last + 1) {
        gapAt = m.id;
        break;
      }
      const target = targets?.get(m.id);
      const into = target ? (target.spaceId === null ? undefined : spaces.get(target.spaceId)) : own;
      const mctx = into ? contextOf(into) : ctx;
      mctx.now = now = clock();
      const mark = effects.length;
      const versionMark = into?.version ?? 0;
      const writesMark = tx.writes;
      // One await per mutation, its mutator's (a push of 100 paid three: issue 26).
      const apply = () => {
        const { name } = m;
        if (!isMutationName(name)) throw new MutationRejected('unknown-mutation', `Unknown mutation ${name}.`);
        const args = validate(name, m.args);
        // A space the keeper may not name: as if it did not exist. Another's: their role decides.
        if (!into) throw new MutationRejected('not-found', 'No such shared collection.');
        if (into !== own && target) checkRole(into, name, target, userId, now);
        // Achievements are the keeper's: what they log counts wherever they log it (award.ts).
        return (SERVER_MUTATORS[name] as ServerMutator<typeof name>)(mctx, args as never).then(() => raised.note(name, args));
      };
      try {
        // With savepoints, an application error undoes this mutator's writes, not the rest of the batch.
        await (savepoints ? tx.savepoint(apply) : apply());
        results.push({ id: m.id, status: 'applied' });
      } catch (err) {
        if (!(err instanceof MutationRejected)) throw err;
        if (!savepoints && tx.writes !== writesMark) throw new NeedsSavepoints();
        effects.length = mark;
        if (into) into.version = versionMark;
        for (const m of memos) m.clear();
        rejections.push({
          mutationId: m.id, name: m.name.slice(0, 100), code: err.code, message: err.message.slice(0, 1000),
          params: err.params ? JSON.stringify(err.params) : null, rejectedAt: now,
        });
        results.push({ id: m.id, status: 'rejected', code: err.code });
      }
      last = m.id;
    }
    // The last creates are written before anything reads the batch's result (a taken id re-runs it).
    await inserts?.flush();
    // Achievements the batch crossed, in its transaction (and its space), at the batch's time.
    await awardAfterPush({ tx, userId, now, nextVersion: ctx.nextVersion }, raised);
    for (const s of spaces.values()) {
      if (s.version !== s.start) await setSpaceVersion(tx, s.id, s.version, now);
    }
    if (last !== first) {
      await tx.run(
        `INSERT INTO sync_clients (id, user_id, last_mutation_id, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET last_mutation_id = excluded.last_mutation_id, last_seen_at = excluded.last_seen_at`,
        [req.clientId, userId, last, now, now],
      );
    }
    for (const r of rejections) {
      await tx.run('INSERT INTO sync_rejections (client_id, mutation_id, name, code, message, params, rejected_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [req.clientId, r.mutationId, r.name, r.code, r.message, r.params, r.rejectedAt]);
    }
    const res: PushResponse = gapAt === undefined ? { lastMutationId: last, results } : { lastMutationId: last, results, gapAt };
    return { res, effects };
  });

  let outcome: Awaited<ReturnType<typeof attempt>>;
  try {
    outcome = await attempt(false);
  } catch (err) {
    if (!(err instanceof NeedsSavepoints)) throw err;
    outcome = await attempt(true);
  }
  const { res, effects } = outcome;

  for (const fn of effects) {
    try {
      await fn();
    } catch (err) {
      deps.logError?.(err, 'after-commit effect of a sync mutation failed');
    }
  }
  return res;
}
