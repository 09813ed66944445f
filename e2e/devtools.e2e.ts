import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoFacts } from '../server/demo/facts.ts';
import { settled } from './support/app.ts';
import { cartCount, giveFirstName, productCard, productSheet, scanTable } from './support/diner.ts';
import { useE2e } from './support/session.ts';

const e2e = useE2e();
mkdirSync(join(import.meta.dirname, 'screenshots'), { recursive: true });
const { products, tables } = demoFacts;
/** Table B1: no other test file sits there. */
const TABLE = tables[6]?.id ?? '3007';

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
    expect(lines.slice(1).some((line) => line.includes('"CartItemAdded"'))).toBe(true);
    expect(errors).toEqual([]);
  });
});
