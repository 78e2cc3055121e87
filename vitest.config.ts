import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit (shared rules), server (Fastify + real SQLite in a temp dir) and app (jsdom +
// fake-indexeddb + Testing Library) tests. End-to-end tests have their own config.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'server', include: ['test/server/**/*.test.ts'], environment: 'node', testTimeout: 20_000 } },
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
