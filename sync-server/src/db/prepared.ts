import type Database from 'better-sqlite3';

/**
 * Prepares a set of statements once per open database and hands the same set back afterwards.
 * Preparing is the expensive step of a query in better-sqlite3, and the hot paths (push, pull,
 * mutators) run the same statements thousands of times; keying by database keeps test servers,
 * each with its own temporary file, apart.
 */
export function perDatabase<T>(prepare: (sqlite: Database.Database) => T): (sqlite: Database.Database) => T {
  const cache = new WeakMap<Database.Database, T>();
  return (sqlite) => {
    let prepared = cache.get(sqlite);
    if (!prepared) cache.set(sqlite, (prepared = prepare(sqlite)));
    return prepared;
  };
}
