import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { demoFacts } from '../../server/demo/facts.ts';
import {
  type ContentionOutcome,
  contentionShortfalls,
  percentile,
  runTableContention,
} from './contention/diners.ts';
import {
  adminSql,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from './support/server-process.ts';

/**
 * `npm run bench:contention`: issue 13's figure. Diners at one demo table (A1) add and remove
 * their own lines in tight loops for N seconds through the real server: PGlite in one process,
 * and PostgreSQL behind two processes with the Redis backplane (diners split between them).
 * It reports lost and doubled lines, each diner's writes sent / committed / 66666, and write
 * latency. A benchmark, not a test: server/cart/contention.test.ts asserts the bounded version.
 *
 * Options: --mode pglite|pg|both (both), --seconds N (20), --diners N (8), --pg-url URL
 * (postgres://postgres@127.0.0.1:5432/postgres, a database it may create databases from),
 * --redis-url URL (redis://127.0.0.1:6379), --server-root DIR (the checkout whose server/main.ts
 * runs: another commit's tree gives a before figure).
 */

const { values: args } = parseArgs({
  options: {
    mode: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '20' },
    diners: { type: 'string', default: '8' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
    'server-root': { type: 'string', default: resolve(import.meta.dirname, '../..') },
  },
});

type Mode = 'pglite' | 'pg';
const modes: readonly Mode[] =
  args.mode === 'both'
    ? ['pglite', 'pg']
    : args.mode === 'pglite' || args.mode === 'pg'
      ? [args.mode]
      : [];
if (modes.length === 0) throw new Error(`--mode must be pglite, pg or both, not ${args.mode}`);
const seconds = Number(args.seconds);
const dinerCount = Number(args.diners);
if (!(seconds > 0) || !Number.isInteger(dinerCount) || dinerCount < 1)
  throw new Error('--seconds must be positive and --diners a whole number from 1');
const serverRoot = resolve(args['server-root']);

/** Plain dishes of Lotus House (no required choices), so every write is one the menu accepts. */
const DISHES = ['5001', '5002', '5003', '5004', '5005'];
const TABLE_NAME = 'A1';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const run = async (mode: Mode): Promise<ContentionOutcome> => {
  const cleanups: (() => Promise<void>)[] = [];
  try {
    let servers: ServerProcess[];
    if (mode === 'pglite') {
      const dataDir = mkdtempSync(join(tmpdir(), 'tablefold-bench-contention-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const server = await startServerProcess(serverRoot, { DATA_DIR: dataDir });
      cleanups.unshift(() => stopServerProcess(server));
      servers = [server];
    } else {
      const database = `tablefold_contention_${randomBytes(4).toString('hex')}`;
      const adminUrl = args['pg-url'];
      await adminSql(adminUrl, `create database ${database}`);
      cleanups.push(() => adminSql(adminUrl, `drop database if exists ${database}`));
      const env = {
        DATABASE_URL: adminUrl.replace(/\/[^/]*$/, `/${database}`),
        REDIS_URL: args['redis-url'],
      };
      servers = [];
      // One after the other: the first migrates and seeds, the second finds it done.
      for (let i = 0; i < 2; i += 1) {
        const server = await startServerProcess(serverRoot, env);
        cleanups.unshift(() => stopServerProcess(server));
        servers.push(server);
      }
    }
    const [first] = servers;
    if (first === undefined) throw new Error('no server');
    return await runTableContention({
      servers: servers.map((server) => server.origin),
      merchantId: demoFacts.merchantId,
      qrcodeId: first.qrcodeId,
      productIds: DISHES,
      diners: dinerCount,
      durationMs: seconds * 1000,
    });
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
};

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));

const report = (mode: Mode, outcome: ContentionOutcome, loadBefore: string): boolean => {
  const elapsedS = outcome.elapsedMs / 1000;
  const origins = [...new Set(outcome.tallies.map((tally) => tally.server))];
  const header = ['diner', 'process', 'sent', 'committed', '66666', 'other', 'abandoned'];
  const rows = outcome.tallies.map((tally) => [
    tally.name,
    String(origins.indexOf(tally.server) + 1),
    String(tally.sent),
    String(tally.succeeded),
    String(tally.conflicts),
    String(tally.failures),
    String(tally.abandoned),
    (tally.succeeded / elapsedS).toFixed(1),
    ms(percentile(tally.latenciesMs, 0.5)),
    ms(percentile(tally.latenciesMs, 0.99)),
  ]);
  const total = (pick: (tally: ContentionOutcome['tallies'][number]) => number) =>
    outcome.tallies.reduce((sum, tally) => sum + pick(tally), 0);
  const all = outcome.tallies.flatMap((tally) => tally.latenciesMs);
  const sent = total((tally) => tally.sent);
  const conflicts = total((tally) => tally.conflicts);
  rows.push([
    'all',
    '',
    String(sent),
    String(total((tally) => tally.succeeded)),
    String(conflicts),
    String(total((tally) => tally.failures)),
    String(total((tally) => tally.abandoned)),
    (total((tally) => tally.succeeded) / elapsedS).toFixed(1),
    ms(percentile(all, 0.5)),
    ms(percentile(all, 0.99)),
  ]);
  const table = [[...header, 'commits/s', 'p50 ms', 'p99 ms'], ...rows];
  const widths =
    table[0]?.map((_, column) => Math.max(...table.map((row) => (row[column] ?? '').length))) ?? [];
  const line = (row: readonly string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const title =
    mode === 'pglite'
      ? 'PGlite, one process'
      : 'PostgreSQL, two processes, Redis backplane (diners alternate between them)';
  console.log(
    `\n## ${title}: ${outcome.tallies.length} diners on table ${TABLE_NAME}, ${elapsedS.toFixed(1)} s`,
  );
  console.log(`load average before: ${loadBefore}, after: ${load()}`);
  console.log(line(table[0] ?? []));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of table.slice(1)) console.log(line(row));
  const percent = sent === 0 ? 0 : (conflicts / sent) * 100;
  console.log(
    `lost units: ${outcome.lostUnits}, doubled units: ${outcome.doubledUnits}, ` +
      `entries of strangers: ${outcome.strangerEntries}, every process reads the same cart: ` +
      `${outcome.serversAgree ? 'yes' : 'NO'}, final cart version: ${outcome.finalVersion}, ` +
      `66666: ${percent.toFixed(2)} % of writes`,
  );
  const shortfalls = contentionShortfalls(outcome);
  console.log(shortfalls.length === 0 ? 'meets issue 13’s bar' : 'SHORT OF issue 13’s bar:');
  for (const shortfall of shortfalls) console.log(`  ${shortfall}`);
  return shortfalls.length === 0;
};

console.log(
  `table contention: ${dinerCount} diners, ${seconds} s, server from ${serverRoot}, ` +
    `${cpus().length} cores, Node ${process.versions.node}, ${new Date().toISOString()}`,
);
let meetsBar = true;
for (const mode of modes) {
  const loadBefore = load();
  const outcome = await run(mode);
  meetsBar = report(mode, outcome, loadBefore) && meetsBar;
}
// A run short of the bar (lost or doubled lines, diners kept out) says so to a script too.
process.exitCode = meetsBar ? 0 : 1;
