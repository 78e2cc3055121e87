import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit (shared rules), server (Fastify + real SQLite in a temp dir, and again on a real
// PostgreSQL) and app (jsdom +
// fake-indexeddb + Testing Library) tests. End-to-end tests have their own config.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      // db-parity compares both databases' migrated schemas: it runs once, in server-pg.
      { extends: true, test: { name: 'server', include: ['test/server/**/*.test.ts'], exclude: ['test/server/db-parity.test.ts'], environment: 'node', testTimeout: 20_000 } },
      // The same server suite on a real PostgreSQL (a throwaway cluster for the run, a fresh
      // database per test server): every test server of this project gets DATABASE_URL.
      {
        extends: true,
        test: {
          name: 'server-pg',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
          globalSetup: ['test/helpers/postgres-setup.ts'],
          env: { HERPTRACK_TEST_DATABASE: 'postgres' },
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['test/app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/app/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
