import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { readConfig } from '../../server/config.ts';
import { seedDemo } from '../../server/demo/seed.ts';
import { type RunningServer, startServer } from '../../server/server.ts';
import {
  forgetSeatMinter,
  registerSeatMinter,
  seatMinter,
} from '../../server/test-support/seats.ts';

// E2E_WEB_ROOT lets two people build and test side by side without sharing one dist folder.
export const WEB_ROOT = process.env.E2E_WEB_ROOT ?? resolve(import.meta.dirname, '../../dist/web');

export interface AppServer {
  readonly baseUrl: string;
  readonly server: RunningServer;
  close(): Promise<void>;
}

/**
 * The reference server as `npm start` runs it, on a free port over a throwaway PGlite folder,
 * with the demo merchant 1001 and the built app (run `vite build` first: npm run test:e2e does).
 */
export const startAppServer = async (): Promise<AppServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tablefold-e2e-'));
  const config = {
    ...readConfig({ NODE_ENV: 'test', DEMO: 'true', DATA_DIR: dataDir, WEB_ROOT }),
    port: 0,
    host: '127.0.0.1',
  };
  const logger = pino({ level: process.env.E2E_LOG_LEVEL ?? 'silent' });
  const server = await startServer({ config, logger, seed: seedDemo });
  const baseUrl = server.listenUrl;
  // Tests that play a diner through the API (server/staff/test-kit.ts) sit with a signed seat.
  registerSeatMinter(baseUrl, seatMinter(server.db, server.seatKey, Date.now));
  return {
    baseUrl,
    server,
    close: async () => {
      forgetSeatMinter(baseUrl);
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
