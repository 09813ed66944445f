import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'tools/**/*.test.ts'],
      environment: 'node',
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
