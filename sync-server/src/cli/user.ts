/** Entry of `npm run user`; see user-command.ts. Uses the same DATA_DIR as the server. */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runUserCommand } from './user-command';

try {
  const config = loadConfig();
  const db = openDatabase(config.dataDir);
  const code = await runUserCommand(process.argv.slice(2), db, { log: console.log, error: console.error });
  db.$client.close();
  process.exitCode = code;
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exitCode = 1;
}
