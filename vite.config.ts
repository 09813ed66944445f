import { defineConfig } from 'vite';

// The diner app's build. Shared by vitest.config.ts so tests resolve modules exactly as the app does.
export default defineConfig({
  root: '.',
  build: { outDir: 'dist/web', sourcemap: true, target: 'es2022' },
  worker: { format: 'es' },
});
