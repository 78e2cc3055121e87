/**
 * Push: the server re-executes a batch of mutations, in order, in ONE BEGIN IMMEDIATE transaction
 * (decision record docs/decisions/0005-push-batch-transaction.md). Per mutation, with L the
 * client's last processed id:
 * - id <= L: already processed (a duplicate or a resend after a lost answer): nothing happens;
 * - id == L + 1: validate with the shared schema, run the mutator in a savepoint, advance L.
 *   An application error (MutationRejected, or args that fail the schema) rolls that savepoint
 *   back (only that mutation's writes), records the rejection and still advances L, so one
 *   refused change never blocks the rest;
 * - id > L + 1: a gap: this and everything after it is left alone.
 * L is written once, when the batch ends. Any other error (the database itself failing) rolls
 * the whole batch back: nothing of it is written, L does not move, and the request answers 5xx.
 * Effects registered with afterCommit (deleting files) run only once the batch has committed.
 */
import { z } from 'zod';
import type Database from 'better-sqlite3';
import type { Db } from '../db/client';
import { MUTATIONS, isMutationName, type MutationName } from '../../../shared/sync/mutations';
import { MutationRejected } from '../../../shared/sync/errors';
import { PushRequest, type PushResponse, type PushResult } from '../../../shared/sync/protocol';
import { checkSchemaVersion, clientState, parseBody } from './checks';
import { SERVER_MUTATORS } from './mutators';
import type { MutatorContext, ServerMutator } from './mutators/context';
import { currentVersion, setVersion } from './versions';
import { perDatabase } from '../db/prepared';

export interface SyncDeps {
  db: Db;
  dataDir: string;
  now?: () => number;
  /** Where a failed after-commit effect is reported (the change itself is committed by then). */
  logError?: (err: unknown, msg: string) => void;
}

interface Statements {
  last: Database.Statement<[string], { userId: string; last: number }>;
  upsertClient: Database.Statement<[string, string, number, number, number]>;
  reject: Database.Statement<[string, number, string, string, string, string | null, number]>;
  /** Runs a function in a savepoint (better-sqlite3 nests transactions that way); made once. */
  savepoint: Database.Transaction<(fn: () => void) => void>;
}
const statements = perDatabase((sqlite): Statements => ({
  last: sqlite.prepare('SELECT user_id AS userId, last_mutation_id AS last FROM sync_clients WHERE id = ?'),
  upsertClient: sqlite.prepare(
    `INSERT INTO sync_clients (id, user_id, last_mutation_id, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET last_mutation_id = excluded.last_mutation_id, last_seen_at = excluded.last_seen_at`,
  ),
  reject: sqlite.prepare('INSERT INTO sync_rejections (client_id, mutation_id, name, code, message, params, rejected_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
  savepoint: sqlite.transaction((fn: () => void) => fn()),
}));

function run<N extends MutationName>(ctx: MutatorContext, name: N, rawArgs: unknown): void {
  const parsed = MUTATIONS[name].safeParse(rawArgs);
  if (!parsed.success) throw new MutationRejected('invalid-args', z.prettifyError(parsed.error).replaceAll('\n', ' '));
  (SERVER_MUTATORS[name] as ServerMutator<N>)(ctx, parsed.data as never);
}

export function pushMutations(deps: SyncDeps, userId: string, body: unknown): PushResponse {
  const req = parseBody(PushRequest, body);
  checkSchemaVersion(req.schemaVersion);
  clientState(deps.db, req.clientId, userId);
  const sqlite = deps.db.$client;
  const st = statements(sqlite);
  const clock = deps.now ?? Date.now;

  const batch = sqlite.transaction(() => {
    const client = st.last.get(req.clientId);
    // Checked again under the write lock: the id may have been claimed since the first check.
    if (client && client.userId !== userId) throw new Error('sync client changed owner during a push');
    const first = client?.last ?? 0;
    let last = first;
    let now = clock();
    const results: PushResult[] = [];
    const effects: (() => void)[] = [];
    // Written after the client's row (which they reference), once the batch is through.
    const rejections: [number, string, string, string, string | null, number][] = [];
    let gapAt: number | undefined;
    // Values the mutators derive from the database (the plan, a live count), kept for the batch.
    // A mutation that is rolled back may have changed one, so a rejection empties it.
    const memo = new Map<string, unknown>();
    // The global version counter, read once under the write lock, counted here and written once
    // at the end of the batch: no other writer can take a version while the batch holds the lock,
    // and a failing batch rolls back with the counter unwritten. A rejected mutation gives its
    // versions back, as the rolled-back counter row did when each mutation bumped it.
    const firstVersion = currentVersion(sqlite);
    let version = firstVersion;
    const ctx: MutatorContext = {
      db: deps.db, userId, dataDir: deps.dataDir, now,
      nextVersion: () => ++version,
      afterCommit: (fn) => effects.push(fn),
      memo: <T>(key: string, load: () => T): T => {
        if (memo.has(key)) return memo.get(key) as T;
        const value = load();
        memo.set(key, value);
        return value;
      },
    };
    for (const m of req.mutations) {
      if (m.id <= last) {
        results.push({ id: m.id, status: 'already-processed' });
        continue;
      }
      if (m.id > last + 1) {
        gapAt = m.id;
        break;
      }
      ctx.now = now = clock();
      const mark = effects.length;
      const versionMark = version;
      try {
        // A savepoint: an application error undoes this mutator's writes, not the rest of the batch.
        st.savepoint(() => {
          if (!isMutationName(m.name)) throw new MutationRejected('unknown-mutation', `Unknown mutation ${m.name}.`);
          run(ctx, m.name, m.args);
        });
        results.push({ id: m.id, status: 'applied' });
      } catch (err) {
        if (!(err instanceof MutationRejected)) throw err;
        effects.length = mark;
        version = versionMark;
        memo.clear();
        rejections.push([m.id, m.name.slice(0, 100), err.code, err.message.slice(0, 1000), err.params ? JSON.stringify(err.params) : null, now]);
        results.push({ id: m.id, status: 'rejected', code: err.code });
      }
      last = m.id;
    }
    if (version !== firstVersion) setVersion(sqlite, version, now);
    if (last !== first) st.upsertClient.run(req.clientId, userId, last, now, now);
    for (const r of rejections) st.reject.run(req.clientId, ...r);
    const res: PushResponse = gapAt === undefined ? { lastMutationId: last, results } : { lastMutationId: last, results, gapAt };
    return { res, effects };
  });

  const { res, effects } = batch.immediate();
  for (const fn of effects) {
    try {
      fn();
    } catch (err) {
      deps.logError?.(err, 'after-commit effect of a sync mutation failed');
    }
  }
  return res;
}
