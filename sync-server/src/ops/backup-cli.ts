/**
 * `npm run backup -- <file>` and `npm run restore -- <file>`: the database named by DATABASE_URL,
 * or the SQLite file under DATA_DIR. Stop the server(s) before a restore.
 */
import { ConfigError, loadConfig } from '../config';
import { backup, restore } from './backup';

const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('Usage: npm run backup -- <file>   |   npm run restore -- <file>');
  process.exit(2);
}
try {
  const config = loadConfig();
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  if (command === 'backup') await backup(target, file);
  else await restore(target, file);
  console.log(`${command === 'backup' ? 'Backed up to' : 'Restored from'} ${file}`);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `${command} failed: ${(err as Error).message}`);
  process.exit(1);
}
