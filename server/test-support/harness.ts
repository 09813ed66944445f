import { resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { buildApp } from '../app.ts';
import { closeApp } from '../http/close.ts';
import { readConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import type { AppDeps, LivePublisher } from '../deps.ts';
import { forgetSeatMinter, registerSeatMinter, seatMinter } from './seats.ts';

export interface SentLiveMessage {
  readonly tableId: string;
  readonly messageType: string;
  readonly data: unknown;
}

export interface TestServer {
  readonly baseUrl: string;
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly otps: { phone: string; code: string }[];
  readonly liveSent: SentLiveMessage[];
  /** Signs seats (server/seats), so tests can forge near-misses of a real one. */
  readonly seatKey: Buffer;
  /** Moves the server's clock forward (rate limits, expiries) without waiting. */
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

/**
 * A real server on an ephemeral loopback port over an in-memory PGlite, migrated, optionally
 * seeded. Create one per test file (PGlite takes seconds to start); tests share it.
 */
export const startTestServer = async (
  options: {
    seed?: (db: Database) => Promise<void>;
    live?: LivePublisher;
    /** What the routes get instead of the database itself (e.g. a round-trip counter). */
    wrapDb?: (db: Database) => Database;
    /** Environment read on top of the test's (e.g. TRUST_PROXY). */
    env?: NodeJS.ProcessEnv;
    /** The server's log, for a test that reads what it warns of; silent by default. */
    logger?: Logger;
  } = {},
): Promise<TestServer> => {
  const db = await openPglite(null);
  await migrate(db);
  await options.seed?.(db);
  let offset = 0;
  const otps: { phone: string; code: string }[] = [];
  const seatKey = randomBytes(32);
  const liveSent: SentLiveMessage[] = [];
  const config = {
    ...readConfig({ NODE_ENV: 'test', DEMO: 'true', ...options.env }),
    port: 0,
    host: '127.0.0.1',
    // Never the checkout's dist/web: whether someone built the app must not change what these
    // tests see (the web app's routes are tested in server/web with a root of their own).
    webRoot: resolve(import.meta.dirname, 'no-web-app'),
  };
  const recordingLive: LivePublisher = {
    // Who the connection would speak as, readable by tests (the real one signs it in a token).
    hubUrlFor: ({ tableId, browserId, userId, name }) =>
      `${config.publicUrl}/live?table=${tableId}&browser=${browserId}` +
      (userId === undefined ? '' : `&user=${userId}`) +
      (name === undefined ? '' : `&name=${encodeURIComponent(name)}`),
    sendToTable: async (tableId, message) => {
      liveSent.push({ tableId, ...message });
    },
  };
  const deps: AppDeps = {
    db: options.wrapDb?.(db) ?? db,
    config,
    logger: options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    clock: () => Date.now() + offset,
    live: options.live ?? recordingLive,
    seatKey,
    sendOtp: async (phone, code) => {
      otps.push({ phone, code });
    },
  };
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  registerSeatMinter(baseUrl, seatMinter(db, seatKey, deps.clock));
  return {
    baseUrl,
    seatKey,
    app,
    db,
    otps,
    liveSent,
    advanceClock: (ms) => {
      offset += ms;
    },
    close: async () => {
      forgetSeatMinter(baseUrl);
      await closeApp(app);
      await db.close();
    },
  };
};
