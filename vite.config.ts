import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { compiledMessages } from './tools/build/compiled-messages.ts';
import { precompress } from './tools/build/precompress.ts';
import { writeOfflineFiles } from './tools/build/service-worker.ts';

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The staff console's pages (/staff, /staff/…) are staff.html, in the dev server as when built. */
const staffPages = (): Plugin => ({
  name: 'tablefold-staff-pages',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url !== undefined && /^\/staff(?:[/?#]|$)/.test(request.url))
        request.url = '/staff.html';
      next();
    });
  },
});

/**
 * The installable, offline-capable app (docs/offline.md): icons, manifests and /sw.js are written
 * into the finished build, then every text file of it gets its .br and .gz beside it (tools/build/precompress.ts), for the
 * server to send as they are: whoever runs `vite build` (npm start, build:web, test:e2e) gets them.
 */
const precompressed = (): Plugin => {
  let outDir = '';
  let written = false;
  return {
    name: 'tablefold-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      if (!written) return;
      await writeOfflineFiles(outDir);
      await precompress(outDir);
    },
  };
};

// Two pages: the diner app (index.html) and the staff console (staff.html, src/staff), each its
// own entry so neither bundle carries the other's code. Shared by vitest.config.ts so tests
// resolve modules exactly as the app does.
export default defineConfig({
  root: '.',
  plugins: [react(), staffPages(), compiledMessages(), precompressed()],
  // RxJS's ES2015 build (classes, spread) rather than its default ES5 one, whose helpers and
  // down-levelled classes the worker carried for browsers this app does not run in (es2022).
  // decimal.js-light's ES module, not the UMD build its `browser` field names (a CommonJS wrapper
  // around the same code); the router's store reads React's own useSyncExternalStore, not the shim
  // for React before 18 (which calls it anyway).
  resolve: {
    conditions: ['es2015', ...defaultClientConditions],
    alias: [
      { find: /^decimal\.js-light$/, replacement: 'decimal.js-light/decimal.mjs' },
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  // The manifest tells tools/budget which chunks each page loads.
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    // Every browser the app targets loads modules; only Safari before 17 and Firefox before 115
    // lack <link rel="modulepreload">, and there a chunk still loads when imported, just not
    // ahead: not worth the polyfill's ~0.2 KB in every diner's first view (docs/decisions.md).
    modulePreload: { polyfill: false },
    rolldownOptions: { input: { main: page('./index.html'), staff: page('./staff.html') } },
  },
  // The worker is an ES module (new Worker(url, { type: 'module' })), so it may import and be split.
  // Its minified code kept the bundler's pure-call marks (~0.6 KB gzipped), needed by nothing after.
  worker: { format: 'es', rolldownOptions: { output: { comments: { annotation: false } } } },
  // `npm run web` serves the app with hot reload; the API it calls is the reference server.
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/images': 'http://localhost:8080',
      '/live': { target: 'http://localhost:8080', ws: true },
    },
  },
});
