import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createConnection, createServer, type AddressInfo, type Server } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Browser, Page, Request } from 'playwright-core';
import { settled } from '../../e2e/support/app.ts';
import { CHROMIUM, launchBrowser, openPhone } from '../../e2e/support/browser.ts';
import { scanTable } from '../../e2e/support/diner.ts';
import { text } from '../../e2e/support/messages.ts';
import { DEMO_MERCHANT, ROOT, ensureBuilt, startDemoServer } from './support/demo-server.ts';

/**
 * `npm run bench:first-view`: what a diner's phone downloads for the first view, and how
 * Lighthouse scores it (issue 18, "First view"; BENCHMARKS.md). The real server (PGlite, the demo
 * merchant 1001, the built app) on a free port, as `npm start` runs it.
 *
 * Bytes on the wire: every byte the server sends the browser (headers, bodies as sent, live
 * channel), counted by a TCP relay between them, for a fresh phone that
 *   - opens a table's QR link (/m/1001/q/…), until the next screen (the guest count) is idle;
 *   - then picks 2 guests and starts ordering, until the menu is idle (the first screen's images);
 *   - and, another fresh phone, opens /merchant/1001/order cold (what Lighthouse loads).
 * Lighthouse: mobile preset (simulated slow 4G, 4× CPU slowdown), performance only, each URL
 * `--runs` times (default 3), medians; with its benchmark index, which tells a loaded machine.
 *
 * Options: --web-root DIR (default dist/web; built with `vite build` when missing, or always
 * with --build), --runs N, --no-lighthouse, --reports DIR (each Lighthouse report as JSON,
 * pageP-runN.json). A benchmark, not a test: it asserts nothing.
 */

const LIGHTHOUSE_DIR = join(import.meta.dirname, 'lighthouse');
const MERCHANT = DEMO_MERCHANT;

const { values: args } = parseArgs({
  options: {
    'web-root': { type: 'string', default: join(ROOT, 'dist/web') },
    build: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    'no-lighthouse': { type: 'boolean', default: false },
    reports: { type: 'string' },
  },
});
const webRoot = resolve(args['web-root']);
const reports = args.reports === undefined ? null : resolve(args.reports);
if (reports !== null) mkdirSync(reports, { recursive: true });
const runs = Number(args.runs);

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

await ensureBuilt(webRoot, args.build);

// ---- the server, and a relay that counts what it sends ----------------------------------------

const server = await startDemoServer(webRoot);
const serverPort = server.port;

/** A TCP relay to the server that counts the bytes the server sends through it. */
const relay = async (): Promise<{ url: string; sent: () => number; close: () => void }> => {
  let sent = 0;
  const relayServer: Server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: serverPort });
    upstream.on('data', (chunk: Buffer) => {
      sent += chunk.length;
    });
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((done) => relayServer.listen(0, '127.0.0.1', done));
  const { port } = relayServer.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, sent: () => sent, close: () => relayServer.close() };
};

const qrPath = server.nextQrPath;

// ---- bytes on the wire ------------------------------------------------------------------------

interface Wire {
  readonly name: string;
  /** Every byte the server sent through the relay during the step, headers included. */
  readonly total: number;
  readonly requests: number;
  /** Requests and their bodies as used (decoded), by Playwright's resource type. */
  readonly byType: ReadonlyMap<string, { count: number; decoded: number }>;
}

/** A step of a visit: what the phone does, then the wait until it is idle. */
interface Step {
  readonly name: string;
  act(page: Page, origin: string): Promise<void>;
}

const SETTLE_MS = 1500;

/** One fresh phone through the steps, counting what each step downloads. */
const wire = async (browser: Browser, steps: readonly Step[]): Promise<Wire[]> => {
  const counter = await relay();
  const { context, page } = await openPhone(browser);
  let pending: Promise<void>[] = [];
  let byType = new Map<string, { count: number; decoded: number }>();
  const count = (request: Request) =>
    pending.push(
      (async () => {
        const response = await request.response();
        const body = response === null ? null : await response.body().catch(() => null);
        const row = byType.get(request.resourceType()) ?? { count: 0, decoded: 0 };
        row.count += 1;
        row.decoded += body?.length ?? 0;
        byType.set(request.resourceType(), row);
      })(),
    );
  page.on('requestfinished', count);
  const measured: Wire[] = [];
  for (const step of steps) {
    const before = counter.sent();
    await step.act(page, counter.url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    await Promise.all(pending);
    measured.push({
      name: step.name,
      total: counter.sent() - before,
      requests: pending.length,
      byType,
    });
    pending = [];
    byType = new Map();
  }
  await context.close();
  counter.close();
  return measured;
};

const scan: Step = {
  name: 'QR landing (a table’s QR link, to the guest count)',
  act: async (page, origin) => {
    const path = await qrPath();
    await scanTable(page, origin, 'en-US', path.slice(path.lastIndexOf('/') + 1));
  },
};
const startOrdering: Step = {
  name: 'then the menu (2 guests, Start ordering)',
  act: async (page) => {
    await page.getByRole('radio', { name: '2 guests', exact: true }).check();
    await page.getByRole('button', { name: text('en-US', 'selectGuests.start') }).click();
    await page.waitForURL((url) => url.pathname === `/merchant/${MERCHANT}/order`);
    await settled(page);
    await page.locator('.product-card__image img').first().waitFor();
  },
};
const coldMenu: Step = {
  name: `menu opened cold (/merchant/${MERCHANT}/order, as Lighthouse loads it)`,
  act: async (page, origin) => {
    await page.goto(`${origin}/merchant/${MERCHANT}/order`);
    await settled(page);
  },
};

// ---- Lighthouse -------------------------------------------------------------------------------

interface LighthouseRun {
  readonly score: number;
  readonly lcp: number;
  readonly fcp: number;
  readonly tbt: number;
  readonly cls: number;
  readonly benchmarkIndex: number;
}

interface LighthouseResult {
  lhr: {
    categories: { performance: { score: number | null } };
    audits: Record<string, { numericValue?: number }>;
    environment: { benchmarkIndex: number };
    runtimeError?: { message: string };
  };
}
type LighthouseFn = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
  }): Promise<{ port: number; kill(): void }>;
}

/** Lighthouse from tools/bench/lighthouse (installed there on first use), or null. */
const loadLighthouse = async (): Promise<{ run: LighthouseFn; chrome: ChromeLauncher } | null> => {
  const from = createRequire(join(LIGHTHOUSE_DIR, 'package.json'));
  const resolveIn = (name: string) => {
    try {
      return from.resolve(name);
    } catch {
      return null;
    }
  };
  if (resolveIn('lighthouse') === null) {
    console.log('installing Lighthouse into tools/bench/lighthouse (npm ci)…');
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: LIGHTHOUSE_DIR,
      stdio: 'inherit',
    });
    if (install.status !== 0) return null;
  }
  const lighthouse = resolveIn('lighthouse');
  const launcher = resolveIn('chrome-launcher');
  if (lighthouse === null || launcher === null) return null;
  const run = ((await import(pathToFileURL(lighthouse).href)) as { default: LighthouseFn }).default;
  const chrome = (await import(pathToFileURL(launcher).href)) as ChromeLauncher;
  return { run, chrome };
};

const lighthouseRun = async (
  lighthouse: LighthouseFn,
  port: number,
  url: string,
  report: string | null,
): Promise<LighthouseRun> => {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError !== undefined) throw new Error(lhr.runtimeError.message);
  if (report !== null) writeFileSync(report, JSON.stringify(lhr));
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? Number.NaN) * 100),
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
};

// ---- the run ----------------------------------------------------------------------------------

const started = new Date();
console.log(
  `first view, ${started.toISOString()}: ${cpus().length} cores, Node ${process.version}, ` +
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}; web root ${webRoot}`,
);

/** What Lighthouse loads: a table's QR link, and the menu's address opened cold. */
const pages = [
  { name: 'QR landing', path: qrPath },
  { name: `menu (/merchant/${MERCHANT}/order)`, path: `/merchant/${MERCHANT}/order` },
] as const;

const browser = await launchBrowser();
try {
  console.log('\nbytes on the wire (a fresh phone; server → browser, headers included):');
  for (const visit of [[scan, startOrdering], [coldMenu]])
    for (const step of await wire(browser, visit)) {
      console.log(`  ${step.name}: ${kb(step.total)} in ${step.requests} requests`);
      for (const [type, row] of [...step.byType].sort((a, b) => b[1].decoded - a[1].decoded))
        console.log(
          `    ${type.padEnd(10)} ${String(row.count).padStart(3)} requests, ${kb(row.decoded)} decoded`,
        );
    }
} finally {
  await browser.close();
}

const lighthouse = args['no-lighthouse'] ? null : await loadLighthouse();
if (lighthouse === null) {
  if (!args['no-lighthouse']) console.log('\nLighthouse could not be installed: no scores.');
} else {
  const chrome = await lighthouse.chrome.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--no-sandbox', '--disable-gpu', '--headless=new'],
  });
  try {
    console.log(`\nLighthouse mobile (simulated slow 4G, 4× CPU), median of ${runs}:`);
    for (const [page, { name, path }] of pages.entries()) {
      const results: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++) {
        const url = server.listenUrl + (typeof path === 'string' ? path : await path());
        const report = reports === null ? null : join(reports, `page${page}-run${i}.json`);
        results.push(await lighthouseRun(lighthouse.run, chrome.port, url, report));
      }
      const of = (key: keyof LighthouseRun) => median(results.map((result) => result[key]));
      console.log(
        `  ${name}: performance ${of('score')} (runs ${results.map((r) => r.score).join(', ')}), ` +
          `LCP ${(of('lcp') / 1000).toFixed(2)} s, FCP ${(of('fcp') / 1000).toFixed(2)} s, ` +
          `TBT ${Math.round(of('tbt'))} ms, CLS ${of('cls').toFixed(3)}, ` +
          `benchmark index ${Math.round(of('benchmarkIndex'))}`,
      );
    }
  } finally {
    chrome.kill();
  }
}

console.log(
  `\nload average at the end ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}; ${((Date.now() - started.getTime()) / 1000).toFixed(0)} s`,
);
await server.close();
