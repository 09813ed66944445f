import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { demoFacts } from '../server/demo/facts.ts';
import { lotusDrinks } from '../server/demo/lotus-more.ts';
import { settled } from './support/app.ts';
import { addDish, scanTable } from './support/diner.ts';
import { text } from './support/messages.ts';
import { useE2e } from './support/session.ts';
import { staffApi } from './support/staff-api.ts';

/*
 * A category tab brings its section to the top, under the sticky tabs, and marks itself. The
 * sections between hold an expected height until they render (`content-visibility: auto`, the
 * pending placeholders), and the one above the target renders taller right after the jump: the
 * target slid down the screen (the heading 344-732 px lower, the previous tab still marked).
 */
const e2e = useE2e();
const { products, tables } = demoFacts;
const DRINKS = lotusDrinks.name.en;
const drinks = `#category-${lotusDrinks.id}`;

const toMenu = async (page: Page, table: string) => {
  await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(table));
  if (new URL(page.url()).pathname.endsWith('/select-guests')) {
    await page.getByRole('radio', { name: '2 guests', exact: true }).check();
    await page.getByRole('button', { name: text('en-US', 'selectGuests.start') }).click();
  } else await page.goto(`${e2e.baseUrl}/merchant/1001/order`);
  await page.waitForURL((url) => url.pathname === '/merchant/1001/order');
  await settled(page);
};

/** The table as new for the next test: its order paid and completed, the table cleared. */
const leaveTable = async (tableId: string) => {
  const staff = await staffApi(e2e.server);
  const [open] = await e2e.server.server.db.query<{ id: string }>(
    'select id::text as id from orders where table_id = $1 and status = 0',
    [tableId],
  );
  if (open !== undefined) {
    const { totalAmount } = await staff<{ totalAmount: number }>(
      'GET',
      `/api/staff/orders/${open.id}`,
    );
    await staff('POST', `/api/staff/orders/${open.id}/payments`, {
      amount: totalAmount,
      tips: 0,
      method: 'card',
    });
    await staff('POST', `/api/staff/orders/${open.id}/send`, {});
    await staff('POST', `/api/staff/orders/${open.id}/complete`, {});
  }
  await staff('POST', `/api/staff/tables/${tableId}/clear`);
};

/** Taps the Drinks tab; where its heading is, below the tabs, once the page has had a second. */
const jumpToDrinks = async (page: Page) => {
  const tab = page.locator('.category-nav__link', { hasText: DRINKS });
  await tab.click();
  await page.waitForTimeout(1000);
  const below = await page.evaluate((section) => {
    const nav = document.querySelector('.category-nav')?.getBoundingClientRect().bottom ?? 0;
    const heading = document.querySelector(`${section} h2`)?.getBoundingClientRect().top ?? 0;
    return Math.round(heading - nav);
  }, drinks);
  return { below, current: await tab.getAttribute('aria-current') };
};

/** The heading just under the tabs (its own margin, not a screen further down), its tab marked. */
const landsOnDrinks = async (page: Page) => {
  const { below, current } = await jumpToDrinks(page);
  expect(below).toBeGreaterThanOrEqual(0);
  expect(below).toBeLessThan(40);
  expect(current).toBe('true');
};

describe('a category tab', () => {
  const onTheWayOut: string[] = [];
  afterEach(async () => {
    for (const table of onTheWayOut.splice(0)) await leaveTable(table);
  });

  it('lands on its section the first time after an order was placed', async () => {
    const table = tables[0]?.id ?? '3001';
    const { page, errors } = await e2e.phone();
    onTheWayOut.push(table);
    await toMenu(page, table);
    await addDish(page, 'en-US', products.porkDumplings, 'Ada');
    await page.getByRole('button', { name: /View cart/ }).click();
    await page.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();
    const submitted = page.getByRole('dialog', {
      name: text('en-US', 'popup.orderSubmitted.title'),
    });
    await submitted
      .getByRole('button', { name: text('en-US', 'popup.orderSubmitted.addItem') })
      .click();
    await submitted.waitFor({ state: 'hidden' });
    await landsOnDrinks(page);
    expect(errors).toEqual([]);
  });

  it('lands on its section where the browser does not anchor the scroll', async () => {
    const table = tables[1]?.id ?? '3002';
    const { page, errors } = await e2e.phone();
    onTheWayOut.push(table);
    await toMenu(page, table);
    // As a browser without CSS scroll anchoring: nothing makes up for a section growing above.
    await page.addStyleTag({ content: '* { overflow-anchor: none !important; }' });
    await landsOnDrinks(page);
    expect(errors).toEqual([]);
  });
});
