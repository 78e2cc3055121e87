/**
 * The drizzle schema of the server database (SQLite). Change it, then run `npm run db:generate`
 * to write the next numbered migration; never edit a committed migration.
 */
import { sqliteTable, text, integer } from 'drizzle-orm/sqlite-core';

/** Small server-wide values, such as the global sync version counter. */
export const serverState = sqliteTable('server_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});
