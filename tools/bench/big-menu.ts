import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPhone } from '../../e2e/support/browser.ts';
import { chooseDineInIfAsked, giveFirstName } from '../../e2e/support/diner.ts';
import { text } from '../../e2e/support/messages.ts';
import { BIG_MENU_FIRST_PRODUCT, seedBigMenu } from '../../server/demo/big-menu.ts';
import { ROOT, ensureBuilt, startDemoServer, type DemoServer } from './support/demo-server.ts';

/**
 * `npm run bench:big-menu`: a merchant with a long menu in the browser (issue 18 items 5 and 2).
 * The real server (PGlite, the demo) with `--products` more dishes (default 2,000) on the demo
 * merchant, Chromium as a phone (390×844, touch), no throttling. Each run is a fresh phone at a
 * table nobody has scanned:
 *   - QR link → the first dish clickable (in the page's own clock, from the navigation's start;
 *     the bench picks 2 guests and dine-in as soon as they are asked, so its own reaction time is
 *     in the figure, as a diner's would be);
 *   - the menu's render, read from the app's user-timing measures (src/ui/menu/paint-measure.ts):
 *     from the menu data in the page to the painted first screen, and to the whole list;
 *   - after 2 s idle, tap a dish → its sheet painted; add it (the first-name prompt answered);
 *     after 2 s idle, tap the cart bar → the cart panel painted (event time of the tap to the
 *     paint after the dialog is there, measured in the page);
 *   - the search page: each `--words` typed a key at a time, 300 ms apart (longer than the old
 *     search's 250 ms wait, so every key gets its answer there too): keystroke → results painted
 *     (the app's measure) and the browser's own Event Timing of each key (input to next paint;
 *     Chromium reports only those of 16 ms or more).
 *
 * Options: --web-root DIR (default dist/web, built when missing), --before DIR (another build:
 * runs alternate between the two, so load hits both alike; main's build gets the same measures
 * from tools/bench/support/big-menu-before-marks.patch), --runs N (default 5 each), --products
 * N, --words "noodle,牛肉,pork ribs". A benchmark, not a test: it asserts nothing.
 */

const { values: args } = parseArgs({
  options: {
    'web-root': { type: 'string', default: join(ROOT, 'dist/web') },
    before: { type: 'string' },
    runs: { type: 'string', default: '5' },
    products: { type: 'string', default: '2000' },
    words: { type: 'string', default: 'noodle,牛肉,pork ribs' },
  },
});
const runs = Number(args.runs);
const productCount = Number(args.products);
const words = args.words.split(',').filter((word) => word !== '');
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(productCount) || productCount < 0)
  throw new Error('--runs must be a whole number from 1 and --products one from 0');

const KEY_GAP_MS = 300;
const IDLE_BEFORE_TAP_MS = 2000;

/** The page's side: when things became visible, by its own clock (installed in every document). */
const pageProbe = () => {
  const bench = {
    usableAt: null as number | null,
    guestsAt: null as number | null,
    taps: [] as number[],
    events: [] as KeyEvent[],
    watched: null as { selector: string; at: number | null } | null,
  };
  Object.assign(window, { __bench: bench });
  const afterPaint = (then: (at: number) => void) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => then(performance.now());
      channel.port2.postMessage(null);
    });
  const visible = (selector: string) => {
    const element = document.querySelector(selector);
    return element !== null && element.checkVisibility();
  };
  const usable = 'li.product-card button:not([disabled])';
  new MutationObserver(() => {
    if (
      bench.usableAt === null &&
      visible(usable) &&
      document.querySelector('dialog:modal') === null
    ) {
      bench.usableAt = -1;
      afterPaint((at) => (bench.usableAt = at));
    }
    if (bench.guestsAt === null && visible('input[name="guests"]')) {
      bench.guestsAt = -1;
      afterPaint((at) => (bench.guestsAt = at));
    }
    const watched = bench.watched;
    if (watched !== null && watched.at === null && visible(watched.selector)) {
      watched.at = -1;
      afterPaint((at) => (watched.at = at));
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
  document.addEventListener('pointerdown', (event) => bench.taps.push(event.timeStamp), true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry instanceof PerformanceEventTiming)
        bench.events.push({
          name: entry.name,
          duration: entry.duration,
          delay: entry.processingStart - entry.startTime,
          handlers: entry.processingEnd - entry.processingStart,
        });
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
};

/** An Event Timing entry: input delay (the thread busy), handlers (the app), then the paint. */
interface KeyEvent {
  readonly name: string;
  readonly duration: number;
  readonly delay: number;
  readonly handlers: number;
}

interface BenchState {
  usableAt: number | null;
  guestsAt: number | null;
  taps: number[];
  events: KeyEvent[];
  watched: { selector: string; at: number | null } | null;
}
const state = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bench: BenchState }).__bench);

/** Taps `target` and answers the time from the tap's event to the paint showing `selector`. */
const tapUntil = async (page: Page, tap: () => Promise<void>, selector: string) => {
  await page.evaluate((watch) => {
    const bench = (window as unknown as { __bench: BenchState }).__bench;
    bench.watched = { selector: watch, at: null };
    bench.taps = [];
  }, selector);
  await tap();
  await page.waitForFunction(() => {
    const at = (window as unknown as { __bench: BenchState }).__bench.watched?.at;
    return at !== null && at !== undefined && at >= 0;
  });
  const seen = await state(page);
  const tappedAt = seen.taps[0];
  if (tappedAt === undefined || seen.watched?.at == null) throw new Error('no tap was seen');
  return seen.watched.at - tappedAt;
};

interface Measure {
  readonly name: string;
  readonly duration: number;
  readonly detail: unknown;
}
const measures = (page: Page): Promise<Measure[]> =>
  page.evaluate(() =>
    performance.getEntriesByType('measure').map((entry) => ({
      name: entry.name,
      duration: entry.duration,
      detail: (entry as PerformanceMeasure).detail,
    })),
  );

interface Run {
  readonly usable: number;
  /** QR link → the guest count painted; the bench's last tap (Start ordering) → the menu usable. */
  readonly guestsShown: number;
  readonly startToUsable: number;
  /** The menu's request, from its start to its last byte. */
  readonly menuRequest: number;
  /** When the menu was asked for, from the QR link's start. */
  readonly menuRequestAt: number;
  readonly firstScreen: number[];
  /** Of which the app's render and commit (the rest: the browser's frame). */
  readonly firstScreenCommitted: number[];
  readonly keysCommitted: number[];
  readonly wholeList: number[];
  readonly sheet: number;
  readonly cart: number;
  /** Keystroke → results painted, one a key that got its answer. */
  readonly keys: number[];
  readonly keysTyped: number;
  /** The browser's Event Timing of each key (keydown to the next paint), 16 ms or more. */
  readonly slowKeyEvents: KeyEvent[];
  readonly cards: number;
}

const visit = async (browser: Browser, server: DemoServer): Promise<Run> => {
  const { context, page } = await openPhone(browser);
  // The menu's request (the worker's; Chromium reports workers' requests to the page too).
  let menuRequest = Number.NaN;
  let menuRequestStart = Number.NaN;
  page.on('requestfinished', (request) => {
    if (request.url().includes('/products-by-categories') && Number.isNaN(menuRequest)) {
      const timing = request.timing();
      menuRequest = timing.responseEnd;
      menuRequestStart = timing.startTime;
    }
  });
  // tsx keeps function names with a helper the page lacks; the probe's code needs it there.
  await context.addInitScript({ content: 'window.__name = (target) => target;' });
  await context.addInitScript(pageProbe);
  try {
    await page.goto(server.listenUrl + (await server.nextQrPath()));
    // The guest count (a table nobody chose for yet), then the order type, as a diner would.
    const guests = page.getByRole('radio', { name: '2 guests', exact: true });
    const menu = page.locator('li.product-card').first();
    const chooser = page.getByRole('dialog', { name: text('en-US', 'popup.orderType.title') });
    // The order type and the guest count come in the order the app asks them.
    for (;;) {
      await chooser.or(guests).or(menu).first().waitFor();
      if (await chooser.isVisible()) await chooseDineInIfAsked(page, 'en-US');
      else if (await guests.isVisible()) {
        await guests.check();
        await page.getByRole('button', { name: text('en-US', 'selectGuests.start') }).click();
        await guests.waitFor({ state: 'detached' });
      } else break;
    }
    await page.waitForFunction(
      () => ((window as unknown as { __bench: BenchState }).__bench.usableAt ?? -1) >= 0,
    );
    const arrival = await state(page);
    const usable = arrival.usableAt ?? Number.NaN;
    const guestsShown = arrival.guestsAt ?? Number.NaN;
    const startTap = arrival.taps.filter((at) => at < usable).at(-1) ?? Number.NaN;
    if (productCount > 0)
      await page
        .locator(`li[data-product-id="${BIG_MENU_FIRST_PRODUCT + productCount - 1}"]`)
        .waitFor({ state: 'attached' });
    const cards = await page.locator('li.product-card').count();

    // A dish with choices of the long menu: its sheet, then into the cart.
    await page.waitForTimeout(IDLE_BEFORE_TAP_MS);
    // The long menu's first dish (spice level to choose), or the demo's first without it.
    const dishId = productCount > 0 ? BIG_MENU_FIRST_PRODUCT : 5001;
    const dish = page.locator(`li[data-product-id="${dishId}"] button`);
    const sheet = await tapUntil(page, () => dish.click(), 'dialog[open]');
    const dialog = page.locator('dialog[open]');
    if (productCount > 0) await dialog.getByRole('radio').first().check();
    await dialog
      .getByRole('button', { name: new RegExp(`^${text('en-US', 'product.add')}`) })
      .click();
    await giveFirstName(page, 'en-US', 'Bench');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    await page.waitForTimeout(IDLE_BEFORE_TAP_MS);
    const cart = await tapUntil(
      page,
      () => page.locator('.cart-bar__button').click(),
      'dialog[open]',
    );
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });

    // Search, a key at a time.
    await page.getByRole('link', { name: text('en-US', 'header.search') }).click();
    const input = page.getByLabel(text('en-US', 'search.label'));
    await input.waitFor();
    await page.waitForTimeout(IDLE_BEFORE_TAP_MS);
    const before = (await measures(page)).length;
    const eventsBefore = (await state(page)).events.length;
    let keysTyped = 0;
    for (const word of words) {
      await input.fill('');
      await page.waitForTimeout(KEY_GAP_MS);
      for (const key of word) {
        await input.press(key === ' ' ? 'Space' : key).catch(() => page.keyboard.insertText(key));
        keysTyped += 1;
        await page.waitForTimeout(KEY_GAP_MS);
      }
    }
    // Back to the menu: its render again, the data already in the page.
    const menuRenders = (await measures(page)).filter((m) => m.name === 'menu: first screen');
    await page.goBack();
    await page.waitForFunction(
      (seen) =>
        performance.getEntriesByName('menu: first screen').length > seen &&
        performance.getEntriesByName('menu: whole list').length > seen,
      menuRenders.length,
    );
    const all = await measures(page);
    const keys = all
      .slice(before)
      .filter((entry) => entry.name === 'search: keystroke to results')
      .map((entry) => entry.duration);
    const slowKeyEvents = (await state(page)).events
      .slice(eventsBefore)
      .filter((entry) => entry.name === 'keydown');
    const named = (name: string) =>
      all.filter((entry) => entry.name === name).map((entry) => entry.duration);
    return {
      usable,
      guestsShown,
      startToUsable: usable - startTap,
      menuRequest,
      menuRequestAt: menuRequestStart - (await page.evaluate(() => performance.timeOrigin)),
      firstScreen: named('menu: first screen'),
      firstScreenCommitted: named('menu: first screen (committed)'),
      keysCommitted: all
        .slice(before)
        .filter((entry) => entry.name === 'search: keystroke to results (committed)')
        .map((entry) => entry.duration),
      wholeList: named('menu: whole list'),
      sheet,
      cart,
      keys,
      keysTyped,
      slowKeyEvents,
      cards,
    };
  } finally {
    await context.close();
  }
};

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const spread = (values: readonly number[]) =>
  values.length === 0
    ? 'none'
    : `median ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))} (${values.length})`;

const builds = [
  ...(args.before === undefined ? [] : [{ name: 'before', webRoot: resolve(args.before) }]),
  { name: args.before === undefined ? 'this build' : 'after', webRoot: resolve(args['web-root']) },
];
for (const build of builds) await ensureBuilt(build.webRoot);
const seedMore = (db: Parameters<typeof seedBigMenu>[0]) => seedBigMenu(db, productCount);
const servers = await Promise.all(
  builds.map((build) => startDemoServer(build.webRoot, (db) => db.transaction(seedMore))),
);

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(
  `big menu, ${new Date().toISOString()}: ${cpus().length} cores, Node ${process.version}, ` +
    `load average ${load()}; ${productCount} more dishes, ${runs} runs each, words ${words.join(' | ')}`,
);

const browser = await launchBrowser();
const results = builds.map(() => [] as Run[]);
try {
  for (let run = 0; run < runs; run++)
    for (const [index, server] of servers.entries()) {
      const done = await visit(browser, server);
      results[index]?.push(done);
      console.log(
        `  run ${run + 1} ${builds[index]?.name}: usable ${ms(done.usable)}, first screen ${done.firstScreen.map(ms).join(' / ')}, ` +
          `whole list ${done.wholeList.map(ms).join(' / ')}, sheet ${ms(done.sheet)}, cart ${ms(done.cart)}, ` +
          `keys answered ${done.keys.length}/${done.keysTyped}, load ${load()}`,
      );
    }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}

for (const [index, build] of builds.entries()) {
  const done = results[index] ?? [];
  const all = (pick: (run: Run) => readonly number[]) => done.flatMap(pick);
  console.log(`\n${build.name} (${build.webRoot}), ${done[0]?.cards ?? 0} dish cards in the DOM:`);
  console.log(`  QR link → first dish clickable: ${spread(all((run) => [run.usable]))}`);
  console.log(`    QR link → guest count painted: ${spread(all((run) => [run.guestsShown]))}`);
  console.log(
    `    tap on Start ordering → first dish clickable: ${spread(all((run) => [run.startToUsable]))}`,
  );
  console.log(`    the menu asked for at: ${spread(all((run) => [run.menuRequestAt]))}`);
  console.log(
    `    the menu's request (start → last byte): ${spread(all((run) => [run.menuRequest]))}`,
  );
  console.log(
    `  menu data → first screen painted (first visit): ${spread(all((run) => run.firstScreen.slice(0, 1)))}`,
  );
  console.log(
    `    of which rendered and committed by React: ${spread(all((run) => run.firstScreenCommitted.slice(0, 1)))}`,
  );
  console.log(
    `  menu data → first screen painted (back from search): ${spread(all((run) => run.firstScreen.slice(1)))}`,
  );
  console.log(
    `  menu data → whole list painted (first visit): ${spread(all((run) => run.wholeList.slice(0, 1)))}`,
  );
  console.log(`  tap → product sheet painted: ${spread(all((run) => [run.sheet]))}`);
  console.log(`  tap → cart panel painted: ${spread(all((run) => [run.cart]))}`);
  const typed = done.reduce((sum, run) => sum + run.keysTyped, 0);
  console.log(
    `  keystroke → results painted: ${spread(all((run) => run.keys))}; ${all((run) => run.keys).length} of ${typed} keys answered`,
  );
  console.log(
    `    of which rendered and committed by React: ${spread(all((run) => run.keysCommitted))}`,
  );
  const slow = done.flatMap((run) => run.slowKeyEvents);
  console.log(
    `  Event Timing, key events of 16 ms or more to the next paint: ${slow.length} of ${typed} keys (keydown to the next paint); ` +
      `duration ${spread(slow.map((e) => e.duration))}\n    of which input delay ${spread(slow.map((e) => e.delay))}` +
      `\n    handlers ${spread(slow.map((e) => e.handlers))}`,
  );
}
console.log(`\nload average at the end ${load()}`);
