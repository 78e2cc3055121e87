/**
 * Creates of one push written as multi-row inserts (issue 26). A push of 100 reptile creates was
 * 100 INSERT statements, each a round trip on PostgreSQL and a prepared-statement call behind an
 * await on SQLite. Here `insertNew` of rows.ts queues its row instead; the queue is written as
 * one `INSERT … VALUES (…), (…) ON CONFLICT (id) DO NOTHING RETURNING id` per run of inserts of
 * the same SQL, before any other statement of the transaction and at the end of the batch.
 *
 * What must stay true:
 * - every read sees every earlier write: any statement (or savepoint) through the batched Tx
 *   writes the queue first, so a mutator never reads around a queued row;
 * - a queued row counts as a write (`writes`), so a mutation refused after queueing one makes the
 *   push re-run with savepoints, exactly as if the row had been written (decision 0011);
 * - a refusal is never lost: a row id already taken (`id-conflict`, which insertNew answers
 *   per mutation) cannot be told apart inside a multi-row insert, so a flush that wrote fewer
 *   rows than it queued throws `onConflict()`: the push rolls back and re-runs with savepoints,
 *   where nothing is queued and the conflicting create is refused on its own.
 * Statements are cut into chunks of 64, 16, 4 and 1 rows, so each INSERT text has at most four
 * multi-row forms for the stores to prepare once.
 */
import type { Param, Tx } from '../db/store';

const CHUNKS = [64, 16, 4, 1] as const;

interface Queued {
  /** The INSERT up to and including VALUES, and its one row's tuple. */
  head: string;
  tuple: string;
  params: readonly Param[];
}

function split(sql: string): { head: string; tuple: string } {
  const m = /^([\s\S]*?\bVALUES\s*)(\([\s\S]*\))\s*$/.exec(sql);
  if (!m?.[1] || !m[2]) throw new Error(`not a one-row INSERT … VALUES (…): ${sql.slice(0, 60)}`);
  return { head: m[1], tuple: m[2] };
}

export class InsertBatch {
  private queue: Queued[] = [];
  private flushed = 0;
  /** The transaction as mutators see it: every statement writes the queue first. */
  readonly tx: Tx;

  constructor(private readonly inner: Tx, private readonly onConflict: () => Error) {
    const writes = () => inner.writes + this.flushed + this.queue.length;
    this.tx = {
      dialect: inner.dialect,
      get writes() {
        return writes();
      },
      all: async (sql, params) => (await this.flush(), inner.all(sql, params)),
      one: async (sql, params) => (await this.flush(), inner.one(sql, params)),
      run: async (sql, params) => (await this.flush(), inner.run(sql, params)),
      savepoint: async (fn) => (await this.flush(), inner.savepoint(fn)),
    };
  }

  /** Queues a one-row `INSERT … VALUES (…)` (without its ON CONFLICT clause). */
  insert(sql: string, params: readonly Param[]): void {
    this.queue.push({ ...split(sql), params });
  }

  async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const first = this.queue[0]!;
      let run = 1;
      while (run < this.queue.length && this.queue[run]!.head === first.head && this.queue[run]!.tuple === first.tuple) run++;
      const size = CHUNKS.find((c) => c <= run) ?? 1;
      const rows = this.queue.splice(0, size);
      this.flushed += rows.length;
      const written = await this.inner.all(
        `${first.head}${Array.from({ length: size }, () => first.tuple).join(', ')} ON CONFLICT (id) DO NOTHING RETURNING id`,
        rows.flatMap((r) => r.params),
      );
      if (written.length !== rows.length) {
        this.queue = [];
        throw this.onConflict();
      }
    }
  }
}
