/** Entry of `npm run user`; see user-command.ts. Uses the same DATA_DIR as the server. */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { SqliteStore } from '../db/store';
import { runUserCommand } from './user-command';

try {
  const config = loadConfig();
  // The database the server opens (app.ts): the SQLite file under DATA_DIR, migrated.
  const store = new SqliteStore(openDatabase(config.dataDir).$client);
  try {
    process.exitCode = await runUserCommand(process.argv.slice(2), store, { log: console.log, error: console.error });
  } finally {
    await store.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exitCode = 1;
}
