/**
 * Opens the server's store: PostgreSQL when DATABASE_URL is set (several processes may share
 * it), else the embedded SQLite file under DATA_DIR (`npm start`'s default). Either way its
 * migrations are applied before anything else touches it.
 */
import { openDatabase } from './client';
import { SqliteStore, type Store } from './store';

export async function openStore(config: { dataDir: string; databaseUrl: string | undefined }): Promise<Store> {
  if (config.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(config.databaseUrl);
  }
  return new SqliteStore(openDatabase(config.dataDir).$client);
}
