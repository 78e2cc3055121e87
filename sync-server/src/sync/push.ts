/**
 * Push: the server re-executes each mutation, in order, each in its own BEGIN IMMEDIATE
 * transaction. Per mutation, with L the client's last processed id:
 * - id <= L: already processed (a duplicate or a resend after a lost answer): nothing happens;
 * - id == L + 1: validate with the shared schema, run the mutator in a savepoint, advance L.
 *   An application error (MutationRejected, or args that fail the schema) rolls the savepoint
 *   back, records the rejection and still advances L, so one refused change never blocks the rest;
 * - id > L + 1: a gap: this and everything after it is left alone.
 * Any other error (the database itself failing) escapes the transaction: nothing of that
 * mutation is written, L does not move, and the request answers 5xx.
 */
import { z } from 'zod';
import type Database from 'better-sqlite3';
import type { Db } from '../db/client';
import { MUTATIONS, isMutationName, type MutationName } from '../../../shared/sync/mutations';
import { MutationRejected, type RejectionCode } from '../../../shared/sync/errors';
import { PushRequest, type Mutation, type PushResponse, type PushResult } from '../../../shared/sync/protocol';
import { checkSchemaVersion, clientState, parseBody } from './checks';
import { SERVER_MUTATORS } from './mutators';
import type { MutatorContext, ServerMutator } from './mutators/context';
import { nextVersion } from './versions';

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
  reject: Database.Statement<[string, number, string, string, string, number]>;
  /** Runs a function in a savepoint (better-sqlite3 nests transactions that way); made once. */
  savepoint: Database.Transaction<(fn: () => void) => void>;
}
const cache = new WeakMap<Database.Database, Statements>();
function statements(sqlite: Database.Database): Statements {
  let s = cache.get(sqlite);
  if (!s) {
    s = {
      last: sqlite.prepare('SELECT user_id AS userId, last_mutation_id AS last FROM sync_clients WHERE id = ?'),
      upsertClient: sqlite.prepare(
        `INSERT INTO sync_clients (id, user_id, last_mutation_id, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET last_mutation_id = excluded.last_mutation_id, last_seen_at = excluded.last_seen_at`,
      ),
      reject: sqlite.prepare('INSERT INTO sync_rejections (client_id, mutation_id, name, code, message, rejected_at) VALUES (?, ?, ?, ?, ?, ?)'),
      savepoint: sqlite.transaction((fn: () => void) => fn()),
    };
    cache.set(sqlite, s);
  }
  return s;
}

function run<N extends MutationName>(ctx: MutatorContext, name: N, rawArgs: unknown): void {
  const parsed = MUTATIONS[name].safeParse(rawArgs);
  if (!parsed.success) throw new MutationRejected('invalid-args', z.prettifyError(parsed.error).replaceAll('\n', ' '));
  (SERVER_MUTATORS[name] as ServerMutator<N>)(ctx, parsed.data as never);
}

type Outcome = { kind: 'duplicate' } | { kind: 'gap' } | { kind: 'applied'; effects: (() => void)[] } | { kind: 'rejected'; code: RejectionCode };

export function pushMutations(deps: SyncDeps, userId: string, body: unknown): PushResponse {
  const req = parseBody(PushRequest, body);
  checkSchemaVersion(req.schemaVersion);
  clientState(deps.db, req.clientId, userId);
  const sqlite = deps.db.$client;
  const st = statements(sqlite);
  const clock = deps.now ?? Date.now;

  const one = sqlite.transaction((m: Mutation): Outcome => {
    const client = st.last.get(req.clientId);
    // Checked again under the write lock: the id may have been claimed since the first check.
    if (client && client.userId !== userId) throw new Error('sync client changed owner during a push');
    const last = client?.last ?? 0;
    if (m.id <= last) return { kind: 'duplicate' };
    if (m.id > last + 1) return { kind: 'gap' };
    const now = clock();
    const effects: (() => void)[] = [];
    const ctx: MutatorContext = {
      db: deps.db, userId, dataDir: deps.dataDir, now,
      nextVersion: () => nextVersion(sqlite, now),
      afterCommit: (fn) => effects.push(fn),
    };
    let rejection: MutationRejected | null = null;
    try {
      // A savepoint: an application error undoes the mutator's writes, not the bookkeeping below.
      st.savepoint(() => {
        if (!isMutationName(m.name)) throw new MutationRejected('unknown-mutation', `Unknown mutation ${m.name}.`);
        run(ctx, m.name, m.args);
      });
    } catch (err) {
      if (!(err instanceof MutationRejected)) throw err;
      rejection = err;
    }
    st.upsertClient.run(req.clientId, userId, m.id, now, now);
    if (rejection) {
      st.reject.run(req.clientId, m.id, m.name.slice(0, 100), rejection.code, rejection.message.slice(0, 1000), now);
      return { kind: 'rejected', code: rejection.code };
    }
    return { kind: 'applied', effects };
  });

  const results: PushResult[] = [];
  let gapAt: number | undefined;
  for (const m of req.mutations) {
    const outcome = one.immediate(m);
    if (outcome.kind === 'gap') {
      gapAt = m.id;
      break;
    }
    if (outcome.kind === 'duplicate') results.push({ id: m.id, status: 'already-processed' });
    else if (outcome.kind === 'rejected') results.push({ id: m.id, status: 'rejected', code: outcome.code });
    else {
      results.push({ id: m.id, status: 'applied' });
      for (const fn of outcome.effects) {
        try {
          fn();
        } catch (err) {
          deps.logError?.(err, 'after-commit effect of a sync mutation failed');
        }
      }
    }
  }
  const lastMutationId = st.last.get(req.clientId)?.last ?? 0;
  return gapAt === undefined ? { lastMutationId, results } : { lastMutationId, results, gapAt };
}
