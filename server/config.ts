import { resolve } from 'node:path';

/** How the server is configured: environment variables only, documented in the README. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Folder of the embedded database (PGlite) when no DATABASE_URL is given. */
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  readonly redisUrl: string | null;
  /** Seed demo data and write one-time codes to the log instead of sending SMS. */
  readonly demo: boolean;
  /** The origin diners reach the server at; used for hub URLs and printed links. */
  readonly publicUrl: string;
  readonly production: boolean;
  /** Where the built web app lives; served when present. */
  readonly webRoot: string;
  /** How often every diner is told their table's version; the hub's default (10 s) when unset. */
  readonly tableVersionIntervalMs?: number;
}

const readPort = (raw: string | undefined, fallback: number): number => {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, not ${JSON.stringify(raw)}`);
  }
  return port;
};

const readFlag = (raw: string | undefined, fallback: boolean): boolean => {
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new Error(`expected a yes/no flag, not ${JSON.stringify(raw)}`);
};

export const readConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const production = env.NODE_ENV === 'production';
  const port = readPort(env.PORT, 8080);
  const host = env.HOST || 'localhost';
  const displayHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR || '.data/pglite'),
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    demo: readFlag(env.DEMO, !production),
    publicUrl: (env.PUBLIC_URL || `http://${displayHost}:${port}`).replace(/\/+$/, ''),
    production,
    webRoot: resolve(env.WEB_ROOT || 'dist/web'),
  };
};
