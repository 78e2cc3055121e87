/** Types of scripts/postgres.mjs for the TypeScript tests and benchmarks that start a cluster. */
export declare const INSTALL_HINT: string;

export interface StartedPostgres {
  /** URL of the database created at start. */
  url: string;
  /** URL of the `postgres` maintenance database, for CREATE/DROP DATABASE. */
  adminUrl: string;
  port: number;
  /** The temporary directory holding the cluster (data/, server.log, the socket). */
  dir: string;
  /** The directory of PostgreSQL's binaries it was started with. */
  bin: string;
  /** Stops the cluster and deletes its directory. */
  stop(): Promise<void>;
}

export declare function findPostgresBin(): string;
export declare function clusterUrl(port: number, database: string): string;
export declare function startPostgres(opts?: { database?: string }): Promise<StartedPostgres>;
export declare function stopPostgres(dir: string, bin?: string): Promise<void>;
