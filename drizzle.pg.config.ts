import { defineConfig } from 'drizzle-kit';

// The PostgreSQL twin of drizzle.config.ts: `npm run db:generate` writes the next numbered
// migration of both dialects; these are applied when the server opens DATABASE_URL
// (sync-server/src/db/postgres.ts). Generating needs no database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './sync-server/src/db/schema.pg.ts',
  out: './sync-server/src/db/migrations-pg',
});
