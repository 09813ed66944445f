import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { MAX_CONNECTIONS_PER_ADDRESS, REQUEST_TIMEOUT_MS } from './http/connection-limits.ts';

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
  /**
   * The proxies whose X-Forwarded-For names the diner's address (TRUST_PROXY): their addresses
   * or CIDR ranges, or how many hops to trust. None by default: a diner could name any address
   * and slip every per-address limit; behind a load balancer without it, every diner is the
   * balancer and one stranger spends everyone's limits.
   */
  readonly trustProxy?: readonly string[] | number;
  /** How long a request may take to arrive, headers and body (server/http/connection-limits.ts). */
  readonly requestTimeoutMs: number;
  /** Sockets one address may hold at once; a proxy named in TRUST_PROXY is not held to it. */
  readonly maxConnectionsPerAddress: number;
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

const readCount = (name: string, raw: string | undefined, fallback: number): number => {
  if (raw === undefined || raw === '') return fallback;
  const count = Number(raw);
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new Error(`${name} must be a whole number from 1 up, not ${JSON.stringify(raw)}`);
  }
  return count;
};

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

/** TRUST_PROXY: a hop count, or a comma-separated list of addresses and CIDR ranges. */
export const readTrustProxy = (raw: string | undefined): readonly string[] | number | undefined => {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (/^\s*[0-9]+\s*$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) throw new Error(`TRUST_PROXY hops must be 1 to 10, not ${hops}`);
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const badBits = bits !== undefined && (!/^[0-9]{1,3}$/.test(bits) || Number(bits) > maxBits);
    if (family === 0 || badBits || rest.length > 0)
      throw new Error(
        `TRUST_PROXY takes a hop count or addresses and CIDR ranges, not ${JSON.stringify(entry)}`,
      );
  }
  return entries;
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
    ...optional('trustProxy', readTrustProxy(env.TRUST_PROXY)),
    requestTimeoutMs: readCount('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS),
    maxConnectionsPerAddress: readCount(
      'MAX_CONNECTIONS_PER_ADDRESS',
      env.MAX_CONNECTIONS_PER_ADDRESS,
      MAX_CONNECTIONS_PER_ADDRESS,
    ),
  };
};
