import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoFacts } from '../server/demo/facts.ts';
import { settled } from './support/app.ts';
import { cartCount, giveFirstName, productCard, productSheet, scanTable } from './support/diner.ts';
import { text } from './support/messages.ts';
import { useE2e } from './support/session.ts';

const e2e = useE2e();
mkdirSync(join(import.meta.dirname, 'screenshots'), { recursive: true });
const { products, tables } = demoFacts;
/** Table B1: no other test file sits there. */
const TABLE = tables[6]?.id ?? '3007';
/** Table B2, for a diner whose cart starts empty. */
const RELOAD_TABLE = tables[7]?.id ?? '3008';

describe('the developer panel (?devtools=1)', () => {
  it('shows the live timeline, steps the UI back and forward, and exports the log', async () => {
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(TABLE));
    await page.goto(`${e2e.baseUrl}/merchant/1001/order?devtools=1`);
    await settled(page);
    await productCard(page, products.porkDumplings).click();
    await productSheet(page, 'en-US').getByRole('button', { name: /^Add/ }).click();
    await giveFirstName(page, 'en-US', 'Fay');
    await expect.poll(() => cartCount(page)).toBe(1);

    const panel = page.getByRole('complementary', { name: 'Developer panel' });
    await panel.getByRole('button', { name: 'Dev' }).click();
    const added = panel.getByRole('button', { name: /CartItemAdded/ });
    await added.waitFor();
    const status = panel.getByRole('status');
    await expect.poll(() => status.innerText()).toMatch(/^Live · \d+ events$/);

    // Back to just before the dish was added: the cart bar shows the table's empty cart.
    const label = await added.innerText();
    const addedSeq = Number(label.split(/\s/, 1)[0]);
    await panel.getByRole('button', { name: new RegExp(`^${addedSeq - 1} `) }).click();
    await expect.poll(() => status.innerText()).toContain(`after seq ${addedSeq - 1}`);
    await expect.poll(() => cartCount(page)).toBe(0);
    await page.screenshot({
      path: join(import.meta.dirname, 'screenshots', 'devtools-travelling.png'),
      animations: 'disabled',
    });
    // Read-only while travelling: adding is refused without reaching the server.
    await productCard(page, products.porkDumplings).click();
    await productSheet(page, 'en-US').getByRole('button', { name: /^Add/ }).click();
    await expect.poll(() => cartCount(page)).toBe(0);
    await page.getByRole('button', { name: 'Close' }).first().click();
    await panel.getByRole('button', { name: 'Forward ▶' }).click();
    await expect.poll(() => cartCount(page)).toBe(1);
    await panel.getByRole('button', { name: 'Live', exact: true }).click();
    await expect.poll(() => status.innerText()).toMatch(/^Live/);

    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Export JSONL' }).click();
    const file = await (await download).path();
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    const header = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(header).toMatchObject({ merchantId: '1001' });
    expect(lines.slice(1).some((line) => line.includes('"type":"v1.CartItemAdded"'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('keeps the log over a reload (issue 14): the timeline and the export hold both pages', async () => {
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(RELOAD_TABLE));
    await page.goto(`${e2e.baseUrl}/merchant/1001/order?devtools=1`);
    await settled(page);
    await productCard(page, products.porkDumplings).click();
    await productSheet(page, 'en-US').getByRole('button', { name: /^Add/ }).click();
    await giveFirstName(page, 'en-US', 'Gil');
    await expect.poll(() => cartCount(page)).toBe(1);
    // The worker writes its log to IndexedDB in batches; the page was open long enough for one.
    await expect.poll(() => keptTypes(page)).toContain('CartItemAdded');

    await page.reload();
    await settled(page);
    const panel = page.getByRole('complementary', { name: 'Developer panel' });
    await panel.getByRole('button', { name: 'Dev' }).click();
    // Each page load is a run: the scan's, the menu's, and the reloaded menu's.
    await panel
      .getByRole('button', { name: /PageReloaded/ })
      .last()
      .waitFor();
    await panel
      .getByRole('button', { name: /CartItemAdded/ })
      .first()
      .waitFor();

    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Export JSONL' }).click();
    const lines = readFileSync(await (await download).path(), 'utf8')
      .trim()
      .split('\n');
    // Types are written under their versioned names (docs/events.md): `v1.CartItemAdded`.
    const types = lines
      .slice(1)
      .map((line) => (JSON.parse(line) as { type: string }).type.replace(/^v\d+\./, ''));
    const reloaded = types.lastIndexOf('PageReloaded');
    expect(reloaded).toBeGreaterThan(types.indexOf('CartItemAdded'));
    expect(types.slice(reloaded + 1)).toContain('SessionHydrated');
    const seqs = lines.slice(1).map((line) => (JSON.parse(line) as { seq: number }).seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(errors).toEqual([]);
  });

  // Search answers from the menu the worker holds (issue 18 item 5): its results go back and
  // forth with the menu's arrival.
  it('replays a screen: search results travel back and forth with the menu (issue 14)', async () => {
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(TABLE));
    await page.goto(`${e2e.baseUrl}/merchant/1001/search?devtools=1`);
    await settled(page);
    await page.getByLabel(text('en-US', 'search.label')).fill('dumplings');
    const results = page.locator('.search-results li');
    await expect.poll(() => results.count()).toBeGreaterThan(0);

    const panel = page.getByRole('complementary', { name: 'Developer panel' });
    await panel.getByRole('button', { name: 'Dev' }).click();
    const answered = panel.getByRole('button', { name: /MenuLoaded/ }).last();
    const seq = Number((await answered.innerText()).split(/\s/, 1)[0]);
    await panel.getByRole('button', { name: new RegExp(`^${seq - 1} `) }).click();
    await expect.poll(() => results.count()).toBe(0);
    await page.locator('.search-results').getByText(text('en-US', 'common.loading')).waitFor();
    await panel.getByRole('button', { name: 'Live', exact: true }).click();
    await expect.poll(() => results.count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

/** The event types (bare names) the worker has stored in IndexedDB so far, one log line a row. */
const keptTypes = (page: Page): Promise<string[]> =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const opened = indexedDB.open('tablefold-session-log');
        // Not there yet: leave it for the worker to make, with its store.
        opened.onupgradeneeded = () => opened.transaction?.abort();
        opened.onsuccess = () => {
          const database = opened.result;
          if (!database.objectStoreNames.contains('events')) return resolve([]);
          const all = database.transaction('events').objectStore('events').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { line: string }[]).map((row) =>
                (JSON.parse(row.line) as { type: string }).type.replace(/^v\d+\./, ''),
              ),
            );
          all.onerror = () => resolve([]);
        };
        opened.onerror = () => resolve([]);
      }),
  );
