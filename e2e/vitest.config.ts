import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// The browser tests: one file at a time in one forked process (each file runs its own server
// and Chromium), with time for PGlite to start and the app to boot.
export default defineConfig({
  root: resolve(import.meta.dirname, '..'),
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', './tools/vitest/summary-reporter.ts'],
  },
});
