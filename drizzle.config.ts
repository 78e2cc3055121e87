import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes the next numbered migration from the schema; migrations are
// committed and applied at server start (sync-server/src/db/client.ts).
export default defineConfig({
  dialect: 'sqlite',
  schema: './sync-server/src/db/schema.ts',
  out: './sync-server/src/db/migrations',
});
