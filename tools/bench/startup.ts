import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser, openPhone } from '../../e2e/support/browser.ts';
import { text } from '../../e2e/support/messages.ts';
import { ROOT, ensureBuilt, startDemoServer, type DemoServer } from './support/demo-server.ts';

/**
 * `npm run bench:startup`: how long a phone on a slow network waits from a table's QR link to the
 * guest-count screen, and which requests it makes on the way (issue 18, 4b). The real server
 * (PGlite, demo) behind a relay that holds every chunk half the round trip each way, so every
 * request in the chain costs a round trip, as on a phone; Chromium's own throttling is not used
 * because it does not reach the worker's requests.
 *
 * Options: --web-root DIR (default dist/web, built when missing), --before DIR (another build,
 * e.g. an older commit's: runs alternate between the two, so load hits both alike), --runs N
 * (default 7 each), --rtt MS (default 150). A benchmark, not a test: it asserts nothing.
 */

const { values: args } = parseArgs({
  options: {
    'web-root': { type: 'string', default: join(ROOT, 'dist/web') },
    before: { type: 'string' },
    runs: { type: 'string', default: '7' },
    rtt: { type: 'string', default: '150' },
  },
});
const runs = Number(args.runs);
const rttMs = Number(args.rtt);
if (!Number.isInteger(runs) || runs < 1 || !(rttMs >= 0))
  throw new Error('--runs must be a whole number from 1 and --rtt a number of milliseconds');

interface Sighting {
  readonly at: number;
  readonly line: string;
}

/** A relay that delays each chunk by half the round trip, and notes each request line it sees. */
const slowRelay = async (port: number) => {
  const seen: Sighting[] = [];
  const half = rttMs / 2;
  const later = (to: Socket, chunk: Buffer) =>
    setTimeout(() => to.destroyed || to.write(chunk), half);
  const relay = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port });
    client.on('data', (chunk: Buffer) => {
      const first = chunk.toString('latin1', 0, Math.min(chunk.length, 200)).split('\r\n')[0] ?? '';
      if (/^(GET|POST|PUT|DELETE|OPTIONS) \//.test(first))
        seen.push({ at: Date.now(), line: first });
      later(upstream, chunk);
    });
    upstream.on('data', (chunk: Buffer) => later(client, chunk));
    const end = () => setTimeout(() => (client.destroy(), upstream.destroy()), half);
    client.on('error', end).on('end', end);
    upstream.on('error', end).on('end', end);
  });
  await new Promise<void>((done) => relay.listen(0, '127.0.0.1', done));
  const { port: relayPort } = relay.address() as AddressInfo;
  return { url: `http://127.0.0.1:${relayPort}`, seen, close: () => relay.close() };
};

interface Run {
  readonly ms: number;
  /** The requests before the screen showed, in order, with their start after the link opened. */
  readonly calls: readonly string[];
}

const visit = async (
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  server: DemoServer,
): Promise<Run> => {
  const relay = await slowRelay(server.port);
  const { context, page } = await openPhone(browser);
  try {
    const path = await server.nextQrPath();
    const started = Date.now();
    await page.goto(relay.url + path);
    await page.getByRole('radio', { name: '2 guests', exact: true }).waitFor();
    await page.getByText(text('en-US', 'selectGuests.start')).first().waitFor();
    const ms = Date.now() - started;
    const calls = relay.seen
      .filter((sighting) => sighting.at - started <= ms)
      .map(
        (sighting) =>
          `${String(sighting.at - started).padStart(5)} ms  ${sighting.line.replace(/ HTTP\/1\.1$/, '').replace(/\?.*$/, '')}`,
      );
    return { ms, calls };
  } finally {
    await context.close();
    relay.close();
  }
};

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const builds = [
  ...(args.before === undefined ? [] : [{ name: 'before', webRoot: resolve(args.before) }]),
  { name: args.before === undefined ? 'this build' : 'after', webRoot: resolve(args['web-root']) },
];
for (const build of builds) await ensureBuilt(build.webRoot);
const servers = await Promise.all(builds.map((build) => startDemoServer(build.webRoot)));

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(
  `start-up, ${new Date().toISOString()}: ${cpus().length} cores, Node ${process.version}, ` +
    `load average ${load()}; ${rttMs} ms round trip, ${runs} runs each`,
);

const browser = await launchBrowser();
const results = builds.map(() => [] as Run[]);
try {
  for (let run = 0; run < runs; run++)
    for (const [index, server] of servers.entries())
      results[index]?.push(await visit(browser, server));
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}

for (const [index, build] of builds.entries()) {
  const done = results[index] ?? [];
  const slowest = [...done].sort((a, b) => b.ms - a.ms)[0];
  const quickest = [...done].sort((a, b) => a.ms - b.ms)[0];
  console.log(
    `\n${build.name} (${build.webRoot}): QR link → guest count, median ${median(done.map((r) => r.ms))} ms ` +
      `(runs ${done.map((r) => r.ms).join(', ')})`,
  );
  for (const [name, run] of [
    ['quickest', quickest],
    ['slowest', slowest],
  ] as const)
    if (run !== undefined)
      console.log(`  the ${name} run's requests (${run.ms} ms):\n    ${run.calls.join('\n    ')}`);
}
console.log(`\nload average at the end ${load()}`);
