import { defineConfig } from 'vitest/config';

// End-to-end journeys in the system Chromium against the built app served by our real server.
// Files run one at a time: each starts its own server and browser, and the machine has 2 cores.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
