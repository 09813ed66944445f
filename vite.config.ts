import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The diner app's build. Shared by vitest.config.ts so tests resolve modules exactly as the app does.
export default defineConfig({
  root: '.',
  plugins: [react()],
  // The manifest tells tools/budget which chunks each page loads.
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    manifest: true,
  },
  // The worker is an ES module (new Worker(url, { type: 'module' })), so it may import and be split.
  worker: { format: 'es' },
  // `npm run web` serves the app with hot reload; the API it calls is the reference server.
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/images': 'http://localhost:8080',
      '/live': { target: 'http://localhost:8080', ws: true },
    },
  },
});
