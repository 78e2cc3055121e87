/**
 * An older server's schema, for tests of what an upgrade does to the databases that exist: a copy
 * of the committed migrations of one dialect cut after `lastTag` (SQL files and drizzle's journal),
 * which drizzle's migrator applies as the server of that day did.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FOLDERS = {
  sqlite: fileURLToPath(new URL('../../sync-server/src/db/migrations', import.meta.url)),
  postgres: fileURLToPath(new URL('../../sync-server/src/db/migrations-pg', import.meta.url)),
} as const;

/** A new folder holding the migrations of `dialect` up to and including `lastTag`; throws if there is no such tag. */
export function migrationsUpTo(dialect: keyof typeof FOLDERS, lastTag: string): string {
  const source = FOLDERS[dialect];
  const journal = JSON.parse(readFileSync(join(source, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === lastTag);
  if (end < 0) throw new Error(`no migration ${lastTag} in ${source}`);
  const entries = journal.entries.slice(0, end + 1);
  const folder = mkdtempSync(join(tmpdir(), 'herptrack-migrations-'));
  mkdirSync(join(folder, 'meta'));
  for (const { tag } of entries) copyFileSync(join(source, `${tag}.sql`), join(folder, `${tag}.sql`));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}
