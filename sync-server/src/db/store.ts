/**
 * The one seam between the server and its database (docs/decisions/0009-store-seam.md). Services
 * and mutators are written once against it, in SQL both databases speak:
 * - `?` placeholders (turned into `$1..$n` for PostgreSQL);
 * - camelCase result names as quoted aliases (`user_id AS "userId"`): PostgreSQL folds unquoted
 *   names to lower case;
 * - booleans as TRUE/FALSE literals or JS booleans in parameters; read them with `Boolean(x)`,
 *   since SQLite answers 0/1 and PostgreSQL true/false;
 * - `ON CONFLICT`, `RETURNING`, savepoints: both have them. What one dialect lacks (row locks)
 *   is asked through `dialect` in the one place that needs it (sync/spaces.ts).
 *
 * SQLite (better-sqlite3, the embedded default) is synchronous: a transaction whose callback
 * awaits would let another request's statements run inside it on the same connection. So the
 * SQLite store serialises: a transaction holds the connection until it ends, and any statement
 * outside a transaction waits for it. Statements are prepared once per SQL text.
 * PostgreSQL (node-postgres, `pg`) uses a pool: a transaction checks a client out for its whole
 * length, statements are named so each connection prepares them once.
 */
import type Database from 'better-sqlite3';
import pg from 'pg';

export type Param = string | number | boolean | null | bigint | Buffer;
export type Dialect = 'sqlite' | 'postgres';

export interface Queryable {
  readonly dialect: Dialect;
  /** Every row of a query. */
  all<T>(sql: string, params?: readonly Param[]): Promise<T[]>;
  /** The first row of a query, or undefined. */
  one<T>(sql: string, params?: readonly Param[]): Promise<T | undefined>;
  /** A statement that returns no rows; answers the number of rows it changed. */
  run(sql: string, params?: readonly Param[]): Promise<number>;
}

export interface Tx extends Queryable {
  /** Runs `fn` in a savepoint: a throw undoes only its writes, then rethrows. */
  savepoint<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * How many `run` statements of this transaction changed at least one row so far: a caller can
   * tell whether a step that failed had written anything (push runs without savepoints until one
   * did, decision 0011).
   */
  readonly writes: number;
  /**
   * SQLite's transactions only: `run` at once, without a promise. There a statement is a function
   * call, and a push of 100 creates paid a tick of the event loop for each insert's await (issue
   * 26); a hot path uses this when it is present and `run` otherwise. It counts in `writes` alike.
   */
  readonly runNow?: (sql: string, params?: readonly Param[]) => number;
}

export interface TransactionOptions {
  /** A read-only snapshot (pull): every query sees the same committed state. */
  readOnly?: boolean;
}

export interface Store extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>, opts?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// SQLite

const sqliteParams = (params: readonly Param[]): unknown[] => params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p));

export class SqliteStore implements Store {
  readonly dialect = 'sqlite' as const;
  private readonly statements = new Map<string, Database.Statement>();
  /** Resolves when the transaction holding the connection ends; null when none does. */
  private held: Promise<void> | null = null;
  private savepoints = 0;

  constructor(readonly sqlite: Database.Database) {}

  private statement(sql: string): Database.Statement {
    let prepared = this.statements.get(sql);
    if (!prepared) this.statements.set(sql, (prepared = this.sqlite.prepare(sql)));
    return prepared;
  }

  /*
   * Waiting for the connection is `while (this.held) await this.held;` written out where the
   * connection is then used, never behind a helper: the check and the use (or the claim) must run
   * in one synchronous step after the last await. Awaiting a helper adds a tick between them, in
   * which a second waiter woken by the same release also finds the connection free: two
   * transactions would then share it (issue 12's concurrent purchases found this).
   */

  // Used by the store and by its transactions (which already hold the connection).
  direct = {
    all: <T>(sql: string, params: readonly Param[] = []): T[] => this.statement(sql).all(...sqliteParams(params)) as T[],
    one: <T>(sql: string, params: readonly Param[] = []): T | undefined => this.statement(sql).get(...sqliteParams(params)) as T | undefined,
    run: (sql: string, params: readonly Param[] = []): number => this.statement(sql).run(...sqliteParams(params)).changes,
  };

  async all<T>(sql: string, params?: readonly Param[]): Promise<T[]> {
    while (this.held) await this.held;
    return this.direct.all<T>(sql, params);
  }

  async one<T>(sql: string, params?: readonly Param[]): Promise<T | undefined> {
    while (this.held) await this.held;
    return this.direct.one<T>(sql, params);
  }

  async run(sql: string, params?: readonly Param[]): Promise<number> {
    while (this.held) await this.held;
    return this.direct.run(sql, params);
  }

  async transaction<T>(fn: (tx: Tx) => Promise<T>, opts: TransactionOptions = {}): Promise<T> {
    while (this.held) await this.held;
    let release!: () => void;
    this.held = new Promise<void>((resolve) => (release = resolve));
    const { direct } = this;
    let writes = 0;
    const runNow = (sql: string, params?: readonly Param[]): number => {
      const changed = direct.run(sql, params);
      if (changed > 0) writes++;
      return changed;
    };
    const tx: Tx = {
      dialect: 'sqlite',
      get writes() {
        return writes;
      },
      all: async (sql, params) => direct.all(sql, params),
      one: async (sql, params) => direct.one(sql, params),
      run: async (sql, params) => runNow(sql, params),
      runNow,
      savepoint: async (inner) => {
        const name = `sp${++this.savepoints}`;
        direct.run(`SAVEPOINT ${name}`);
        try {
          const value = await inner();
          direct.run(`RELEASE ${name}`);
          return value;
        } catch (err) {
          direct.run(`ROLLBACK TO ${name}`);
          direct.run(`RELEASE ${name}`);
          throw err;
        } finally {
          this.savepoints--;
        }
      },
    };
    try {
      // A write takes SQLite's write lock at once (IMMEDIATE), so it never fails half-way on
      // SQLITE_BUSY against another process; a read is a deferred snapshot under WAL.
      this.sqlite.exec(opts.readOnly ? 'BEGIN' : 'BEGIN IMMEDIATE');
      let value: T;
      try {
        value = await fn(tx);
      } catch (err) {
        if (this.sqlite.inTransaction) this.sqlite.exec('ROLLBACK');
        throw err;
      }
      this.sqlite.exec('COMMIT');
      return value;
    } finally {
      this.savepoints = 0;
      this.held = null;
      release();
    }
  }

  async close(): Promise<void> {
    while (this.held) await this.held;
    if (this.sqlite.open) this.sqlite.close();
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

const placeholders = new Map<string, { text: string; name: string }>();
/** `?` → `$n` (our SQL has no `?` inside literals), and a stable statement name per SQL text. */
function pgQuery(sql: string): { text: string; name: string } {
  let q = placeholders.get(sql);
  if (!q) {
    let n = 0;
    const text = sql.replace(/\?/g, () => `$${++n}`);
    q = { text, name: `q${placeholders.size + 1}` };
    placeholders.set(sql, q);
  }
  return q;
}

/**
 * int8 (bigint columns, count(*)) as JS numbers: our values (ms timestamps, counts) fit. `sum()`
 * and `avg()` over bigint answer `numeric`, which stays a string: cast such a result
 * (`CAST(sum(x) AS BIGINT)`), as a coin balance will need.
 */
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

async function query<T>(client: pg.Pool | pg.PoolClient, sql: string, params: readonly Param[]): Promise<pg.QueryResult<T & pg.QueryResultRow>> {
  const { text, name } = pgQuery(sql);
  return client.query<T & pg.QueryResultRow>({ text, name, values: params as unknown[] });
}

export class PostgresStore implements Store {
  readonly dialect = 'postgres' as const;
  readonly pool: pg.Pool;

  constructor(connectionString: string, opts: { max?: number } = {}) {
    this.pool = new pg.Pool({ connectionString, max: opts.max ?? 10, types });
    // An idle client's connection error (the server restarting) must not crash the process.
    this.pool.on('error', () => {});
  }

  async all<T>(sql: string, params: readonly Param[] = []): Promise<T[]> {
    return (await query<T>(this.pool, sql, params)).rows;
  }

  async one<T>(sql: string, params: readonly Param[] = []): Promise<T | undefined> {
    return (await query<T>(this.pool, sql, params)).rows[0];
  }

  async run(sql: string, params: readonly Param[] = []): Promise<number> {
    return (await query(this.pool, sql, params)).rowCount ?? 0;
  }

  async transaction<T>(fn: (tx: Tx) => Promise<T>, opts: TransactionOptions = {}): Promise<T> {
    const client = await this.pool.connect();
    let depth = 0;
    let writes = 0;
    const tx: Tx = {
      dialect: 'postgres',
      get writes() {
        return writes;
      },
      all: async <R>(sql: string, params: readonly Param[] = []) => (await query<R>(client, sql, params)).rows,
      one: async <R>(sql: string, params: readonly Param[] = []) => (await query<R>(client, sql, params)).rows[0],
      run: async (sql, params = []) => {
        const changed = (await query(client, sql, params)).rowCount ?? 0;
        if (changed > 0) writes++;
        return changed;
      },
      savepoint: async (inner) => {
        const name = `sp${++depth}`;
        await client.query(`SAVEPOINT ${name}`);
        try {
          const value = await inner();
          await client.query(`RELEASE SAVEPOINT ${name}`);
          return value;
        } catch (err) {
          await client.query(`ROLLBACK TO SAVEPOINT ${name}`);
          await client.query(`RELEASE SAVEPOINT ${name}`);
          throw err;
        } finally {
          depth--;
        }
      },
    };
    let broken = false;
    try {
      await client.query(opts.readOnly ? 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY' : 'BEGIN');
      let value: T;
      try {
        value = await fn(tx);
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw err;
      }
      await client.query('COMMIT');
      return value;
    } finally {
      client.release(broken);
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
