import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'data/**', 'tests/e2e/**'],
    environment: 'node',
    setupFiles: ['tests/setup/productScheme.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves one core idle (one worker on a 2-core CI machine); most API suites
    // wait on a database, so every core gets a worker.
    maxWorkers: availableParallelism(),
  },
});
