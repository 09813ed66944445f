import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { STARTUP_TIMEOUT_MS } from './server/test-support/timeouts.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'tools/**/*.test.ts'],
      environment: 'node',
      // Vitest takes one core less than the machine has: one file at a time on a 2-core machine.
      // Two at a time finish in 0.74 of the time there (README, "Test time"); many files wait on
      // PGlite, sockets and timers rather than on the CPU.
      maxWorkers: 2,
      // A file's real server (PGlite created, migrated, seeded) can take well over the default 10 s
      // to start on a loaded 2-core machine with another file beside it; a test's own bound stays.
      hookTimeout: STARTUP_TIMEOUT_MS,
      testTimeout: 20_000,
      reporters: ['default', './tools/vitest/summary-reporter.ts'],
      coverage: {
        provider: 'v8',
        include: ['src/domain/**/*.ts'],
        exclude: ['**/*.test.ts', '**/*.arbitraries.ts'],
        reporter: ['text-summary', ['text', { skipFull: true }]],
        thresholds: { lines: 95, statements: 95, functions: 95, branches: 90 },
      },
    },
  }),
);
