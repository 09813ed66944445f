import { describe, expect, it } from 'vitest';
import { demoFacts } from '../server/demo/facts.ts';
import { settled } from './support/app.ts';
import { cartCount, giveFirstName, productCard, productSheet, scanTable } from './support/diner.ts';
import { logInOnPage } from './support/members.ts';
import { text } from './support/messages.ts';
import { useE2e } from './support/session.ts';
import { staffApi } from './support/staff-api.ts';

const e2e = useE2e();
const { products, tables } = demoFacts;
const mei = demoFacts.members[0];

/** Issue 6's ordering half: a member's coupon priced in the preview, points spent, the order listed. */
describe('a member orders with a coupon and points', () => {
  it('previews the coupon’s discount, spends points on a point item, and finds the order in the list', async () => {
    const table = tables[9];
    if (table === undefined || mei === undefined) throw new Error('the demo has table B4 and Mei');
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(table.id));
    await logInOnPage(page, e2e.server, 'en-US', mei.phone);
    await page.goto(`${e2e.baseUrl}/merchant/1001/order`);
    await settled(page);

    await productCard(page, products.beefNoodles).click();
    const noodles = productSheet(page, 'en-US');
    await noodles.getByRole('radio').first().check();
    await noodles
      .getByRole('button', { name: text('en-US', 'common.increase', { what: 'Quantity' }) })
      .click();
    // Three bowls: $43.50, over the $5 coupon's $30 threshold.
    await noodles
      .getByRole('button', { name: text('en-US', 'common.increase', { what: 'Quantity' }) })
      .click();
    await noodles.getByRole('button', { name: /^Add/ }).click();
    await noodles.waitFor({ state: 'hidden' });
    await productCard(page, products.pointsTea).click();
    await expect(productSheet(page, 'en-US').innerText()).resolves.toContain('300 Pts');
    await productSheet(page, 'en-US').getByRole('button', { name: /^Add/ }).click();
    await expect.poll(() => cartCount(page)).toBe(4);

    await page.getByRole('button', { name: /View cart/ }).click();
    const cart = page.getByRole('dialog', { name: text('en-US', 'popup.cart.title') });
    await cart.getByRole('radio', { name: /\$5 off orders over \$30/ }).check();
    await cart.getByText(text('en-US', 'preview.discount')).waitFor();
    const preview = cart.locator('.preview');
    await expect(preview.innerText()).resolves.toMatch(/Coupon discount\s+-\$5\.00/);
    await expect(preview.innerText()).resolves.toMatch(/Points spent\s+300 Pts/);
    await page.screenshot({
      path: 'e2e/screenshots/member-preview-en-light.png',
      animations: 'disabled',
    });
    await cart.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();
    await page
      .getByRole('button', { name: text('en-US', 'popup.orderSubmitted.viewDetail') })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/merchant/1001/order-detail/'));
    const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const detail = page.locator('.order-detail');
    await expect.poll(() => detail.innerText()).toMatch(/Discounts\s+-\$5\.00/);
    await expect(detail.innerText()).resolves.toMatch(/Points\s+300 Pts/);

    await page.goto(`${e2e.baseUrl}/merchant/1001/order-list`);
    await settled(page);
    await page.locator(`a[href$="/order-detail/${orderId}"]`).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('issue 15 item 5: logging in keeps your own lines', () => {
  it('a visitor adds a dish, logs in, and the line is still theirs to change', async () => {
    const table = tables[0];
    const daniel = demoFacts.members[1];
    if (table === undefined || daniel === undefined) throw new Error('the demo has A1 and Daniel');
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(table.id));
    await page.goto(`${e2e.baseUrl}/merchant/1001/order`);
    await settled(page);
    await productCard(page, products.porkDumplings).click();
    await productSheet(page, 'en-US').getByRole('button', { name: /^Add/ }).click();
    await giveFirstName(page, 'en-US', 'Dan');
    await expect.poll(() => cartCount(page)).toBe(1);

    await logInOnPage(page, e2e.server, 'en-US', daniel.phone);
    await page.goto(`${e2e.baseUrl}/merchant/1001/order`);
    await settled(page);
    await expect.poll(() => cartCount(page)).toBe(1);
    await page.getByRole('button', { name: /View cart/ }).click();
    const cart = page.getByRole('dialog', { name: text('en-US', 'popup.cart.title') });
    // The dumplings sit with the member's own controls, not under another diner.
    const quantity = cart.getByRole('group', { name: /Quantity of Pork & chive dumplings/ });
    await quantity.waitFor();
    await expect(cart.locator('.cart-diner').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('issue 15 item 4: the sold-out message shows above the cart', () => {
  it('staff sell a dish out; the diner placing from the cart sheet sees why, on top', async () => {
    const table = tables[2];
    if (table === undefined) throw new Error('the demo has table A3');
    const staff = await staffApi(e2e.server);
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(table.id));
    await page.goto(`${e2e.baseUrl}/merchant/1001/order`);
    await settled(page);
    await productCard(page, products.beefNoodles).click();
    const sheet = productSheet(page, 'en-US');
    await sheet.getByRole('radio').first().check();
    await sheet.getByRole('button', { name: /^Add/ }).click();
    await giveFirstName(page, 'en-US', 'Kai');
    await expect.poll(() => cartCount(page)).toBe(1);
    try {
      await staff('POST', `/api/staff/products/${products.beefNoodles}/availability`, {
        soldOut: true,
      });
      await page.getByRole('button', { name: /View cart/ }).click();
      const cart = page.getByRole('dialog', { name: text('en-US', 'popup.cart.title') });
      await cart.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();
      const toast = page
        .locator('.toasts')
        .getByRole('status')
        // The POS's own words for 2025 (docs/api/cart-orders.md).
        .filter({ hasText: /sold out/ });
      await toast.waitFor();
      // Reachable, not covered: a trial click fails when the open sheet intercepts it.
      await toast.getByRole('button', { name: text('en-US', 'common.dismiss') }).click({
        trial: true,
        timeout: 5_000,
      });
      await page.screenshot({
        path: 'e2e/screenshots/sold-out-toast-en-light.png',
        animations: 'disabled',
      });
      expect(errors).toEqual([]);
    } finally {
      await staff('POST', `/api/staff/products/${products.beefNoodles}/availability`, {
        soldOut: false,
      });
    }
  });
});

describe('issue 15 item 2: the condiments shown are the ones chosen', () => {
  it('chili oil and ginger on the dumplings read as such in the cart, not black vinegar', async () => {
    const table = tables[3];
    if (table === undefined) throw new Error('the demo has table A4');
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(table.id));
    await page.goto(`${e2e.baseUrl}/merchant/1001/order`);
    await settled(page);
    await productCard(page, products.porkDumplings).click();
    const sheet = productSheet(page, 'en-US');
    // Black vinegar and chili oil are both free: a price cannot tell them apart.
    await sheet.getByRole('checkbox', { name: /Chili oil/ }).check();
    await sheet.getByRole('checkbox', { name: /Shredded ginger/ }).check();
    await sheet.getByRole('button', { name: /^Add/ }).click();
    await giveFirstName(page, 'en-US', 'Lin');
    await expect.poll(() => cartCount(page)).toBe(1);
    await page.getByRole('button', { name: /View cart/ }).click();
    const cart = page.getByRole('dialog', { name: text('en-US', 'popup.cart.title') });
    const extras = cart.locator('.line__extras').first();
    await expect.poll(() => extras.innerText()).toBe('Chili oil · Shredded ginger');
    expect(errors).toEqual([]);
  });
});

describe('issue 15 item 11: other diners go by the names they typed', () => {
  it('two diners each see the other by name, the same on both phones', async () => {
    const table = tables[4];
    if (table === undefined) throw new Error('the demo has table A5');
    const qr = await e2e.qr(table.id);
    const nia = await e2e.phone();
    const omar = await e2e.phone({ colorScheme: 'dark' });
    for (const [diner, name] of [
      [nia, 'Nia'],
      [omar, 'Omar'],
    ] as const) {
      await scanTable(diner.page, e2e.baseUrl, 'en-US', qr);
      await diner.page.goto(`${e2e.baseUrl}/merchant/1001/order`);
      await settled(diner.page);
      await productCard(diner.page, products.porkDumplings).click();
      await productSheet(diner.page, 'en-US').getByRole('button', { name: /^Add/ }).click();
      await giveFirstName(diner.page, 'en-US', name);
    }
    for (const [diner, other] of [
      [nia, 'Omar'],
      [omar, 'Nia'],
    ] as const) {
      await expect.poll(() => cartCount(diner.page)).toBe(2);
      await diner.page.getByRole('button', { name: /View cart/ }).click();
      const cart = diner.page.getByRole('dialog', { name: text('en-US', 'popup.cart.title') });
      await cart.getByRole('heading', { name: other, exact: true }).waitFor();
      await expect(cart.getByRole('heading', { name: /^Guest \d/ }).count()).resolves.toBe(0);
    }
    await omar.page.screenshot({
      path: 'e2e/screenshots/cart-names-en-dark.png',
      animations: 'disabled',
    });
    expect([...nia.errors, ...omar.errors]).toEqual([]);
  });
});

describe('issue 15 item 10: the coupon preview prices this round, not the whole table order', () => {
  it('a second round with a coupon shows its own total beside the order’s', async () => {
    const table = tables[5];
    const mei = demoFacts.members[0];
    if (table === undefined || mei === undefined) throw new Error('the demo has A6 and Mei');
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(table.id));
    await logInOnPage(page, e2e.server, 'en-US', mei.phone);
    const addAndOpenCart = async () => {
      await page.goto(`${e2e.baseUrl}/merchant/1001/order`);
      await settled(page);
      await productCard(page, products.porkDumplings).click();
      await productSheet(page, 'en-US').getByRole('button', { name: /^Add/ }).click();
      await productSheet(page, 'en-US').waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: /View cart/ }).click();
      return page.getByRole('dialog', { name: text('en-US', 'popup.cart.title') });
    };
    const first = await addAndOpenCart();
    await first.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();
    await page.getByRole('button', { name: text('en-US', 'popup.orderSubmitted.addItem') }).click();

    const cart = await addAndOpenCart();
    await cart.getByRole('radio', { name: /10% off/ }).check();
    const amountOf = async (label: string) => {
      const row = cart.locator('.total-row').filter({ hasText: label });
      await row.first().waitFor();
      return Number((await row.first().locator('dd').innerText()).replace(/[^0-9.]/g, ''));
    };
    const roundWithCoupon = await amountOf(text('en-US', 'preview.total'));
    const orderAfter = await amountOf(text('en-US', 'preview.orderTotal'));
    // Two dumpling rounds of $9.50: 10% off the order's $19.00 is $1.90.
    expect(roundWithCoupon).toBe(7.6);
    expect(orderAfter).toBe(17.1);
    expect(errors).toEqual([]);
  });
});

describe('issue 15 item 13 (part): a nameless diner placing is asked for a name; an empty cart says what it is', () => {
  it('asks Quinn for a name at Place order, and shows Pia an empty cart with a way back', async () => {
    const table = tables[6];
    if (table === undefined) throw new Error('the demo has table B1');
    const qr = await e2e.qr(table.id);
    const pia = await e2e.phone();
    const quinn = await e2e.phone();
    await scanTable(pia.page, e2e.baseUrl, 'en-US', qr);
    await pia.page.goto(`${e2e.baseUrl}/merchant/1001/order`);
    await settled(pia.page);
    await productCard(pia.page, products.porkDumplings).click();
    await productSheet(pia.page, 'en-US').getByRole('button', { name: /^Add/ }).click();
    await giveFirstName(pia.page, 'en-US', 'Pia');

    // Quinn gave no name; Pia's dish is in the shared cart, so Quinn may try to place it.
    await scanTable(quinn.page, e2e.baseUrl, 'en-US', qr);
    await quinn.page.goto(`${e2e.baseUrl}/merchant/1001/order`);
    await settled(quinn.page);
    await expect.poll(() => cartCount(quinn.page)).toBe(1);
    await quinn.page.getByRole('button', { name: /View cart/ }).click();
    await quinn.page.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();
    await quinn.page.getByRole('dialog', { name: text('en-US', 'popup.editName.title') }).waitFor();

    await pia.page.getByRole('button', { name: /View cart/ }).click();
    const cart = pia.page.getByRole('dialog', { name: text('en-US', 'popup.cart.title') });
    await cart.getByRole('button', { name: text('en-US', 'cart.clear') }).click();
    await pia.page
      .getByRole('dialog', { name: text('en-US', 'cart.clearTitle') })
      .getByRole('button', { name: text('en-US', 'cart.clear') })
      .click();
    await cart.getByText(text('en-US', 'popup.cart.body')).waitFor();
    expect(await cart.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).count()).toBe(
      0,
    );
    await cart.getByRole('button', { name: text('en-US', 'cart.browseMenu') }).click();
    await cart.waitFor({ state: 'hidden' });
    expect([...pia.errors, ...quinn.errors]).toEqual([]);
  });
});
