import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { readConfig } from '../../../server/config.ts';
import type { Database } from '../../../server/db/database.ts';
import { demoFacts } from '../../../server/demo/facts.ts';
import { demoQrcodeId, seedDemo } from '../../../server/demo/seed.ts';
import { startServer } from '../../../server/server.ts';

export const ROOT = resolve(import.meta.dirname, '../../..');
export const DEMO_MERCHANT = '1001';

/** Builds the web app into `webRoot` when it holds no build yet, or always with `force`. */
export const ensureBuilt = async (webRoot: string, force = false): Promise<void> => {
  if (!force && existsSync(join(webRoot, 'index.html'))) return;
  console.log(`building the web app into ${webRoot}…`);
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir: webRoot, emptyOutDir: true },
  });
  // Vite sets NODE_ENV for its build; the server started next must not inherit it.
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
};

export interface DemoServer {
  readonly listenUrl: string;
  readonly port: number;
  /** The next demo table's QR path: each visit sits at a table nobody has scanned yet. */
  readonly nextQrPath: () => Promise<string>;
  readonly close: () => Promise<void>;
}

/**
 * The real server as `npm start` runs it (PGlite in a fresh folder, the demo), on a free port;
 * `moreSeed` writes more after the demo (a bench's own data).
 */
export const startDemoServer = async (
  webRoot: string,
  moreSeed?: (db: Database) => Promise<void>,
): Promise<DemoServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tablefold-bench-'));
  const server = await startServer({
    config: {
      ...readConfig({ DEMO: 'true', DATA_DIR: dataDir, WEB_ROOT: webRoot }),
      port: 0,
      host: '127.0.0.1',
    },
    logger: pino({ level: 'silent' }),
    seed: async (db) => {
      await seedDemo(db);
      await moreSeed?.(db);
    },
  });
  let nextTable = 0;
  return {
    listenUrl: server.listenUrl,
    port: Number(new URL(server.listenUrl).port),
    nextQrPath: async () => {
      const table = demoFacts.tables[nextTable++ % demoFacts.tables.length];
      if (table === undefined) throw new Error('the demo has no tables');
      return `/m/${DEMO_MERCHANT}/q/${await demoQrcodeId(server.db, table.id)}`;
    },
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
