/** Entry of `npm run user`; see user-command.ts. Uses the same DATA_DIR as the server. */
import { ConfigError, loadConfig } from '../config';
import { openStore } from '../db/open';
import { runUserCommand } from './user-command';

try {
  const config = loadConfig();
  // The database the server opens (app.ts): DATABASE_URL's, or the SQLite file under DATA_DIR; migrated.
  const store = await openStore(config);
  try {
    process.exitCode = await runUserCommand(process.argv.slice(2), store, { log: console.log, error: console.error });
  } finally {
    await store.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exitCode = 1;
}
