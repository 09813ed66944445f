import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';
import { demoFacts } from '../../../server/demo/facts.ts';

export const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface ServerProcess {
  readonly origin: string;
  readonly child: ChildProcess;
  /** The demo table's QR code id, read from the start banner (the demo seed draws it at random). */
  readonly qrcodeId: string;
}

/**
 * `server/main.ts` of the checkout at `serverRoot` in its own process, as `npm run server` runs it,
 * with the demo data; ready once its banner prints table `tableName`'s QR link.
 */
export const startServerProcess = async (
  serverRoot: string,
  env: Record<string, string>,
  tableName = 'A1',
): Promise<ServerProcess> => {
  const port = await freePort();
  // The caller decides the database and backplane, not whatever its shell has set.
  const decidedHere = new Set([
    'DATABASE_URL',
    'REDIS_URL',
    'DATA_DIR',
    'PUBLIC_URL',
    'NODE_ENV',
    'BENCH_SERVER_PROFILE',
  ]);
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !decidedHere.has(name)),
  );
  // BENCH_SERVER_PROFILE=DIR: each server writes a CPU profile there when it stops.
  const profile = process.env.BENCH_SERVER_PROFILE;
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: serverRoot,
    env: {
      ...inherited,
      // Every diner of a bench comes from loopback: one address stands for thousands of phones.
      MAX_CONNECTIONS_PER_ADDRESS: '1000000',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: 'true',
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const link = new RegExp(`^\\s+${tableName}\\s+\\S+/m/${demoFacts.merchantId}/q/(\\d+)`, 'm');
  let output = '';
  const qrcodeId = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start: ${output}`)), 60_000);
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const found = link.exec(output);
      if (found?.[1] !== undefined) {
        clearTimeout(timer);
        done(found[1]);
      }
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code}: ${output}`));
    });
  });
  return { origin: `http://127.0.0.1:${port}`, child, qrcodeId };
};

export const stopServerProcess = (server: ServerProcess) =>
  new Promise<void>((done) => {
    if (server.child.exitCode !== null) return done();
    server.child.once('exit', () => done());
    server.child.kill('SIGTERM');
  });

/** One statement on the PostgreSQL server at `url` (create or drop a bench's database). */
export const adminSql = async (url: string, sql: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};
