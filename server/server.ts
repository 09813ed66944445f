import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/open.ts';
import { closeApp } from './http/close.ts';
import type { AppDeps } from './deps.ts';
import type { LiveHub } from './live/hub.ts';
import { createHub, publisherFor } from './live-wiring.ts';
import { liveTokenSecret } from './secrets.ts';
import { purposeKey } from './auth/signed-token.ts';

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly hub: LiveHub;
  readonly db: Database;
  readonly live: AppDeps['live'];
  /** Signs seats; tests sign near-misses of real ones with it. */
  readonly seatKey: Buffer;
  /** The address the server listens on, e.g. http://127.0.0.1:8080. */
  readonly listenUrl: string;
  /** Stops taking requests, lets acknowledged writes finish, then closes hub and database. */
  close(): Promise<void>;
}

export interface StartOptions {
  readonly config: ServerConfig;
  readonly logger: Logger;
  readonly seed?: (db: Database) => Promise<void>;
  readonly clock?: () => number;
  readonly sendOtp?: AppDeps['sendOtp'];
}

/** The whole reference POS in one process: database, live hub, HTTP API on one port. */
export const startServer = async (options: StartOptions): Promise<RunningServer> => {
  const { config, logger } = options;
  const clock = options.clock ?? Date.now;
  const db = await openDatabase(config);
  if (options.seed) await options.seed(db);
  const secret = await liveTokenSecret(db, process.env.LIVE_TOKEN_SECRET);
  const hub = createHub(config, secret, db, logger.child({ part: 'live' }));
  const sendOtp =
    options.sendOtp ??
    (async (phone: string, code: string) => {
      // The reference POS has no SMS gateway: in demo mode the code goes to the log, where the
      // tester reads it; outside demo mode a code is never written anywhere readable.
      if (config.demo) logger.info({ phone, code }, `one-time code for ${phone}: ${code}`);
      else logger.warn({ phone }, 'no SMS gateway is configured; the one-time code was not sent');
    });
  // With port 0 (tests) the public URL is known only once the server listens.
  let publicUrl = config.publicUrl;
  const live = publisherFor(hub, () => publicUrl, secret, clock);
  const seatKey = purposeKey(secret, 'seat');
  const deps: AppDeps = { db, config, logger, clock, live, sendOtp, seatKey };
  const app = await buildApp(deps, hub);
  const listenUrl = await app.listen({ port: config.port, host: config.host });
  if (config.port === 0) publicUrl = listenUrl;
  return {
    app,
    hub,
    db,
    live,
    seatKey,
    listenUrl,
    close: async () => {
      await hub.close();
      await closeApp(app);
      await db.close();
    },
  };
};
