import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoFacts } from '../server/demo/facts.ts';
import { settled } from './support/app.ts';
import { orderedProductIds } from './support/orders.ts';
import {
  addDish,
  cartCount,
  giveFirstName,
  productCard,
  productSheet,
  scanTable,
} from './support/diner.ts';
import { focused, hiddenUnderFooter } from './support/keyboard.ts';
import { logInOnPage, visitAsMember } from './support/members.ts';
import { type Lang, prefix, text } from './support/messages.ts';
import { useE2e } from './support/session.ts';
import { shootBothThemes } from './support/shots.ts';
import { staffApi } from './support/staff-api.ts';
import { demoStaffToken, openScreen, signInByLink } from './support/staff.ts';

const e2e = useE2e();
const { products, tables } = demoFacts;
const mei = demoFacts.members[0];

/** Issue 6's ordering half: a member's coupon priced in the preview, points spent, the order listed. */
/** From the menu: one pork dumplings added, and the cart opened (en-US). */
const addDumplingsAndOpenCart = async (page: Page) => {
  await page.goto(`${e2e.baseUrl}/merchant/1001/order`);
  await settled(page);
  await productCard(page, products.porkDumplings).click();
  await productSheet(page, 'en-US').getByRole('button', { name: /^Add/ }).click();
  await productSheet(page, 'en-US').waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: /View cart/ }).click();
  return page.getByRole('dialog', { name: text('en-US', 'popup.cart.title') });
};

describe('a member orders with a coupon and points', () => {
  it('previews the coupon’s discount, spends points on a point item, and finds the order in the list', async () => {
    const table = tables[9];
    if (table === undefined || mei === undefined) throw new Error('the demo has table B4 and Mei');
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(table.id));
    await logInOnPage(page, e2e.server, 'en-US', mei.phone);
    // Her number on one line beside her balance ("1,500 points"), on a 390 px phone.
    await page.goto(`${e2e.baseUrl}/merchant/1001/account`);
    await settled(page);
    const phoneGroups = page.locator('.member-summary__phone-group');
    await phoneGroups.first().waitFor();
    const phoneLines = await phoneGroups.evaluateAll(
      (groups) => new Set(groups.map((group) => group.getBoundingClientRect().top)).size,
    );
    expect(phoneLines).toBe(1);
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
    // No coupon yet: the preview says the points, and no "total with the coupon".
    await cart.getByText(text('en-US', 'preview.pointsToSpend')).waitFor();
    await expect(cart.locator('.total-row--strong dt').allInnerTexts()).resolves.not.toContain(
      text('en-US', 'preview.total'),
    );
    const coupon = cart.getByRole('radio', { name: /\$5 off orders over \$30/ });
    // By keyboard, a coupon's whole card comes clear of the Place order footer, its date too.
    await cart.getByRole('radio', { name: text('en-US', 'coupon.none') }).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toMatch(/^radio "/);
    await expect.poll(() => hiddenUnderFooter(page)).toBeLessThanOrEqual(0);
    await coupon.check();
    await cart.getByText(text('en-US', 'preview.discount')).waitFor();
    // A screen reader hears the total with the coupon once it settles, not every row anew.
    expect(await cart.locator('.preview').getAttribute('aria-live')).toBeNull();
    await expect
      .poll(() => cart.locator('.preview [role="status"]').innerText())
      .toMatch(/^Total with the coupon \$\d+\.\d\d$/);
    // Closed to fetch one more thing and opened again: the coupon is still the one chosen.
    await cart.getByRole('button', { name: text('en-US', 'common.close') }).click();
    await cart.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /View cart/ }).click();
    await expect.poll(() => coupon.isChecked()).toBe(true);
    await cart.getByText(text('en-US', 'preview.discount')).waitFor();
    const preview = cart.locator('.preview');
    await expect(preview.innerText()).resolves.toMatch(/Coupon discount\s+-\$5\.00/);
    await expect(preview.innerText()).resolves.toMatch(/Points spent\s+300 Pts/);
    // A reload before Place order keeps it too: the member meant to pay with it.
    await page.reload();
    await settled(page);
    await page.getByRole('button', { name: /View cart/ }).click();
    await expect.poll(() => coupon.isChecked()).toBe(true);
    await expect.poll(() => preview.innerText()).toMatch(/Coupon discount\s+-\$5\.00/);
    // One chosen before a reload and used or expired since is let go, not sent with the order.
    const gone = JSON.stringify({ memberId: mei.id, couponId: '404404' });
    await page.evaluate((value) => sessionStorage.setItem('cart-chosen-coupon', value), gone);
    await page.reload();
    await settled(page);
    await page.getByRole('button', { name: /View cart/ }).click();
    const noCoupon = cart.getByRole('radio', { name: text('en-US', 'coupon.none') });
    await expect.poll(() => noCoupon.isChecked()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('cart-chosen-coupon')))
      .toBeNull();
    await coupon.check();
    await cart.getByText(text('en-US', 'preview.discount')).waitFor();
    // One total reads as what the table pays: the cart's own is the one before the coupon.
    await cart.getByText(text('en-US', 'totals.beforeCoupon'), { exact: true }).waitFor();
    await expect(cart.locator('.total-row--strong dt').allInnerTexts()).resolves.toEqual([
      text('en-US', 'preview.total'),
    ]);
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
    // The discount, and the coupon the order used.
    await expect.poll(() => detail.innerText()).toMatch(/Discounts\s+-\$5\.00/);
    await detail.getByText('Coupons used: “$5 off orders over $30”').waitFor();
    await expect(detail.innerText()).resolves.toMatch(/Points\s+300 Pts/);

    await page.goto(`${e2e.baseUrl}/merchant/1001/order-list`);
    await settled(page);
    await page.locator(`a[href$="/order-detail/${orderId}"]`).waitFor();

    // The order's $5 was taken once: a next round's dishes cost what they say, in one bold total.
    await addDumplingsAndOpenCart(page);
    await cart.getByText(text('en-US', 'preview.title')).waitFor();
    await expect(cart.locator('.total-row--strong dt').allInnerTexts()).resolves.toEqual([
      text('en-US', 'order.total'),
    ]);
    expect(
      await cart.getByText(text('en-US', 'totals.beforeCoupon'), { exact: true }).count(),
    ).toBe(0);
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
  it('staff sell a dish out; the diner placing from the cart sheet orders the rest, as the cart said', async () => {
    const table = tables[2];
    if (table === undefined) throw new Error('the demo has table A3');
    const staff = await staffApi(e2e.server);
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(table.id));
    await page.goto(`${e2e.baseUrl}/merchant/1001/order`);
    await settled(page);
    await addDish(page, 'en-US', products.beefNoodles, 'Kai');
    await expect.poll(() => cartCount(page)).toBe(1);
    await addDish(page, 'en-US', products.porkDumplings);
    await expect.poll(() => cartCount(page)).toBe(2);
    try {
      await staff('POST', `/api/staff/products/${products.beefNoodles}/availability`, {
        soldOut: true,
      });
      // The notice makes the cart be priced again: the noodles leave its count and totals.
      await expect.poll(() => cartCount(page), { timeout: 10_000 }).toBe(1);
      await page.getByRole('button', { name: /View cart/ }).click();
      const cart = page.getByRole('dialog', { name: text('en-US', 'popup.cart.title') });
      await cart.getByText(text('en-US', 'cart.unavailableLines')).waitFor();
      await page.screenshot({
        path: 'e2e/screenshots/sold-out-cart-en-light.png',
        animations: 'disabled',
      });
      // The cart said the noodles will not be ordered: the round goes without them, at once
      // (docs/api/cart-orders.md, placement step 5), with nothing refused or toasted.
      await cart.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();
      await page
        .getByRole('dialog', { name: text('en-US', 'popup.orderSubmitted.title') })
        .waitFor({ timeout: 10_000 });
      expect(await cart.getByRole('alert').count()).toBe(0);
      expect(
        await page
          .locator('.toasts')
          .getByRole('status')
          .filter({ hasText: /sold out/ })
          .count(),
      ).toBe(0);
      expect(await orderedProductIds(e2e.server, table.id)).toEqual([products.porkDumplings]);
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

/** The amount on a totals row of the cart, by its label. */
const amountIn = async (cart: Locator, label: string): Promise<number> => {
  const row = cart.locator('.total-row').filter({ hasText: label });
  await row.first().waitFor();
  return Number((await row.first().locator('dd').innerText()).replace(/[^0-9.]/g, ''));
};

describe('issue 15 item 10: the coupon preview prices this round, not the whole table order', () => {
  it('a second round with a coupon shows its own total beside the order’s', async () => {
    const table = tables[5];
    const mei = demoFacts.members[0];
    if (table === undefined || mei === undefined) throw new Error('the demo has A6 and Mei');
    // A "$5 off orders over $30" of her own, whatever an earlier test spent.
    await e2e.server.server.db.query(
      `insert into user_coupons (id, coupon_id, member_id, state, valid_until)
       values (7681, $1, $2, 0, now() + interval '60 days')`,
      [demoFacts.coupons.amountOff, mei.id],
    );
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(table.id));
    await logInOnPage(page, e2e.server, 'en-US', mei.phone);
    const addAndOpenCart = () => addDumplingsAndOpenCart(page);
    const first = await addAndOpenCart();
    await first.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();
    await page.getByRole('button', { name: text('en-US', 'popup.orderSubmitted.addItem') }).click();

    const cart = await addAndOpenCart();
    // The $5 coupon wants $30 of the whole order: both rounds' $19.00 leave $11.00 to go, and
    // it cannot be chosen until then.
    const fiveOff = cart.getByRole('radio', { name: /\$5 off orders over \$30/ }).first();
    await fiveOff.waitFor();
    await expect(fiveOff.isDisabled()).resolves.toBe(true);
    await cart
      .getByText(text('en-US', 'coupon.addMore', { amount: '$11.00' }))
      .first()
      .waitFor();
    await cart.getByRole('radio', { name: /10% off/ }).check();
    const amountOf = (label: string) => amountIn(cart, label);
    const roundWithCoupon = await amountOf(text('en-US', 'preview.total'));
    const orderAfter = await amountOf(text('en-US', 'preview.orderTotal'));
    // Two dumpling rounds of $9.50: 10% off the order's $19.00 is $1.90.
    expect(roundWithCoupon).toBe(7.6);
    expect(orderAfter).toBe(17.1);
    expect(await amountOf(text('en-US', 'preview.discount'))).toBe(1.9);
    await cart.getByRole('button', { name: text('en-US', 'cart.addToOrder') }).click();
    await page.getByText(text('en-US', 'order.roundAdded')).first().waitFor();

    // A third round of four ($38.00) with the $5 coupon, once the order holds a coupon already:
    // the discount shown is what this round adds to the order's (the $5, and the 10% growing with
    // the order), and it and the round's total add up to the round's dishes.
    await page.goto(`${e2e.baseUrl}/merchant/1001/order`);
    await settled(page);
    await productCard(page, products.porkDumplings).click();
    const sheet = productSheet(page, 'en-US');
    for (let more = 0; more < 3; more += 1)
      await sheet.getByRole('button', { name: /^More/ }).first().click();
    await sheet.getByRole('button', { name: /^Add/ }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /View cart/ }).click();
    // No coupon chosen for this round, the order's 10% still takes a tenth of it off: the cart
    // says what the round adds to the order, not the dishes' price alone.
    await expect.poll(() => amountOf(text('en-US', 'preview.orderCouponDiscount'))).toBe(3.8);
    expect(await amountOf(text('en-US', 'preview.total'))).toBe(34.2);
    expect(await amountOf(text('en-US', 'totals.beforeCoupon'))).toBe(38);
    await cart
      .getByRole('radio', { name: /\$5 off orders over \$30/ })
      .first()
      .check();
    // The $5 and the 10% growing with the order; before its preview came, only the 10%.
    await expect.poll(() => amountOf(text('en-US', 'preview.discount'))).toBe(8.8);
    const discount = await amountOf(text('en-US', 'preview.discount'));
    const third = await amountOf(text('en-US', 'preview.total'));
    expect(Math.round((discount + third) * 100) / 100).toBe(38);

    // A guest at the same table adds a fifth: the order's coupon prices the whole cart for them
    // too (10% of $47.50), though they hold no coupon and the chosen $5 is Mei's own.
    const guest = await e2e.phone();
    await scanTable(guest.page, e2e.baseUrl, 'en-US', await e2e.qr(table.id));
    await guest.page.goto(`${e2e.baseUrl}/merchant/1001/order`);
    await settled(guest.page);
    await productCard(guest.page, products.porkDumplings).click();
    await productSheet(guest.page, 'en-US').getByRole('button', { name: /^Add/ }).click();
    await giveFirstName(guest.page, 'en-US', 'Gus');
    await guest.page.getByRole('button', { name: /View cart/ }).click();
    const guestCart = guest.page.getByRole('dialog', { name: text('en-US', 'popup.cart.title') });
    const guestAmount = (label: string) => amountIn(guestCart, label);
    await expect.poll(() => guestAmount(text('en-US', 'preview.orderCouponDiscount'))).toBe(4.75);
    expect(await guestAmount(text('en-US', 'preview.total'))).toBe(42.75);
    expect(await guestAmount(text('en-US', 'totals.beforeCoupon'))).toBe(47.5);
    expect([...errors, ...guest.errors]).toEqual([]);
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

/** Each changed screen of issue 15 item 13, in both themes, for a person to look at. */
const shoot = (page: Page, name: string, lang: Lang) =>
  shootBothThemes(page, 'issue-15-item-13', name, lang);

describe('issue 15 item 13: removing the last unit of a line can be undone', () => {
  it.each([
    ['en-US', 1],
    ['zh-TW', 11],
  ] as const)(
    'issue 15 item 13: the line goes, Undo (by keyboard) puts the same line back, in %s',
    async (lang, tableIndex) => {
      const table = tables[tableIndex];
      if (table === undefined) throw new Error(`the demo has table ${tableIndex + 1}`);
      const { page, errors } = await e2e.phone();
      await scanTable(page, e2e.baseUrl, lang, await e2e.qr(table.id));
      await page.goto(`${e2e.baseUrl}${prefix(lang)}/merchant/1001/order`);
      await settled(page);
      const add = new RegExp(`^${text(lang, 'product.add')}`);
      // In zh-TW another dish stays in the cart; in en-US the cart empties.
      const others = lang === 'zh-TW' ? 1 : 0;
      if (others > 0) {
        await productCard(page, products.beefNoodles).click();
        await productSheet(page, lang).getByRole('radio').first().check();
        await productSheet(page, lang).getByRole('button', { name: add }).click();
        await giveFirstName(page, lang, 'Uma');
      }
      await productCard(page, products.porkDumplings).click();
      const sheet = productSheet(page, lang);
      await sheet.getByRole('checkbox').first().check();
      await sheet.getByLabel(text(lang, 'product.notes')).fill('no scallions');
      await sheet.getByRole('button', { name: add }).click();
      if (others === 0) await giveFirstName(page, lang, 'Uma');
      await expect.poll(() => cartCount(page)).toBe(1 + others);
      await page.locator('.cart-bar button').first().click();
      const cart = page.getByRole('dialog', { name: text(lang, 'popup.cart.title') });
      const lines = cart.locator('li.line:not(.line--removed)');
      const line = lines.filter({ hasText: 'no scallions' });
      await line.first().waitFor();
      const before = await line.first().innerText();

      // Keyboard only: the − of the line's stepper, then the Undo that takes the focus.
      await line.first().locator('.stepper button').first().focus();
      await page.keyboard.press('Enter');
      const removed = cart.locator('.line--removed');
      await removed.waitFor();
      await expect.poll(() => cartCount(page)).toBe(others);
      expect(await line.count()).toBe(0);
      expect(await lines.count()).toBe(others);
      const undoName = await page.evaluate(() =>
        document.activeElement?.getAttribute('aria-label'),
      );
      expect(undoName?.startsWith(text(lang, 'cart.undo'))).toBe(true);
      // The row is in a live region: a screen reader hears what went.
      await expect(cart.locator('[role="status"] .line--removed').count()).resolves.toBe(1);
      expect(await removed.innerText()).toMatch(
        lang === 'en-US' ? /Removed \d+ × .+\./ : /已移除 \d+ × 「.+」/,
      );
      await shoot(page, 'cart-undo', lang);
      await page.keyboard.press('Enter');
      await removed.waitFor({ state: 'hidden' });
      await expect.poll(() => cartCount(page)).toBe(1 + others);
      // The same line: dish, condiment, notes, quantity and price as before.
      await expect.poll(() => line.first().innerText()).toBe(before);
      // The focus is back on the line's stepper.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const active = document.activeElement;
            return active?.closest('.stepper')
              ? 'stepper'
              : (active?.outerHTML.slice(0, 200) ?? 'none');
          }),
        )
        .toBe('stepper');

      if (lang === 'en-US') {
        // 0 in the quantity popup removes it too; the focus comes to Undo once the popup closes.
        await line.first().getByRole('button', { name: /^Edit/ }).click();
        const popup = page.getByRole('dialog', { name: 'Pork & chive dumplings (10)' });
        await popup.getByLabel(text(lang, 'product.quantity')).fill('0');
        await popup.getByRole('button', { name: text(lang, 'cart.save') }).click();
        await removed.waitFor();
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toBe(text(lang, 'cart.undoRemove', { name: 'Pork & chive dumplings (10)' }));
        // Left alone (focus and pointer elsewhere), the offer goes after about 10 s.
        await page.mouse.move(0, 0);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await removed.waitFor({ state: 'hidden', timeout: 13_000 });
        expect(await line.count()).toBe(0);
      }
      expect(errors).toEqual([]);
    },
  );
});

describe('issue 15 item 13: used coupons say when and on which order; points say when they count', () => {
  it('issue 15 item 13: two identical coupons used on two orders are told apart, newest first; the points note is true', async () => {
    const daniel = demoFacts.members[1];
    const [first, second] = [tables[7], tables[8]];
    if (daniel === undefined || first === undefined || second === undefined)
      throw new Error('the demo has Daniel, B2 and B3');
    // Two coupons of one kind: "$5 off orders over $30".
    await e2e.server.server.db.query(
      `insert into user_coupons (id, coupon_id, member_id, state, valid_until)
       values (7691, $1, $2, 0, now() + interval '60 days'),
              (7692, $1, $2, 0, now() + interval '60 days')`,
      [demoFacts.coupons.amountOff, daniel.id],
    );
    const { page, errors } = await e2e.phone();
    const points = async () => {
      const [row] = await e2e.server.server.db.query<{ points: number }>(
        'select points from members where id = $1',
        [daniel.id],
      );
      return Number(row?.points);
    };

    const placeWithCoupon = async (lang: Lang, tableId: string) => {
      await scanTable(page, e2e.baseUrl, lang, await e2e.qr(tableId));
      await page.goto(`${e2e.baseUrl}${prefix(lang)}/merchant/1001/order`);
      await settled(page);
      await productCard(page, products.beefNoodles).click();
      const noodles = productSheet(page, lang);
      await noodles.getByRole('radio').first().check();
      const more = noodles.getByRole('button', {
        name: text(lang, 'common.increase', { what: text(lang, 'product.quantity') }),
      });
      await more.click();
      await more.click();
      await noodles
        .getByRole('button', { name: new RegExp(`^${text(lang, 'product.add')}`) })
        .click();
      await noodles.waitFor({ state: 'hidden' });
      await page.locator('.cart-bar button').first().click();
      const cart = page.getByRole('dialog', { name: text(lang, 'popup.cart.title') });
      await cart.getByRole('radio').nth(1).check();
      // The points this order earns, and when they count: at placement, before payment.
      const note = cart.getByText(text(lang, 'preview.pointsWhen'));
      await note.waitFor();
      await cart.getByText(text(lang, 'preview.pointsToEarn')).waitFor();
      await note.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await shoot(page, 'cart-points', lang);
      const balance = await points();
      await cart.getByRole('button', { name: text(lang, 'cart.placeOrder') }).click();
      await page.getByRole('button', { name: text(lang, 'popup.orderSubmitted.addItem') }).click();
      // What the note says is what happens: credited now, the order still unpaid.
      expect(await points()).toBeGreaterThan(balance);
    };
    await logInOnPage(page, e2e.server, 'en-US', daniel.phone);
    await placeWithCoupon('en-US', first.id);
    await placeWithCoupon('zh-TW', second.id);

    for (const lang of ['zh-TW', 'en-US'] as const) {
      await visitAsMember(page, e2e.baseUrl, `${prefix(lang)}/merchant/1001/coupon-used`);
      const cards = page.locator('.coupon-card');
      await cards.first().waitFor();
      const texts = await cards.allInnerTexts();
      const serials = texts.map((card) => /(?:Order|訂單) #(\d{4})/.exec(card)?.[1] ?? '');
      // The two just used are first, the later order on top; each says when it was used.
      expect(serials[0]).not.toBe('');
      expect(serials[1]).not.toBe('');
      expect(Number(serials[0])).toBeGreaterThan(Number(serials[1]));
      // Written as the order detail writes a time ("上午6:49", never "清晨6:51").
      const used =
        lang === 'en-US'
          ? /Used \w{3} \d{1,2}, \d{4},? \d{1,2}:\d{2}\s?[AP]M/
          : /已於 \d{4}年\d{1,2}月\d{1,2}日 [上下]午\d{1,2}:\d{2} 使用/;
      expect(texts[0]).toMatch(used);
      expect(texts[1]).toMatch(used);
      await shoot(page, 'coupons-used', lang);
      await visitAsMember(page, e2e.baseUrl, `${prefix(lang)}/merchant/1001/member`);
      await page.getByText(text(lang, 'member.pointsWhen')).waitFor();
      // The rate names the currency as every price does ("US$1" in zh-TW, not a bare "$1").
      await page
        .locator('.member-facts dd')
        .getByText(lang === 'en-US' ? /for every \$1 spent$/ : /^每消費 US\$1 累積 [\d,]+ 點$/)
        .waitFor();
      // A way back, as every page of a member's records has (an installed app has no other).
      await page.getByRole('button', { name: text(lang, 'common.back') }).waitFor();
      await shoot(page, 'member-points', lang);
    }
    // The order named on the card is a way to it.
    await visitAsMember(page, e2e.baseUrl, '/merchant/1001/coupon-used');
    await page.locator('.coupon-card a').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/merchant/1001/order-detail/'));
    // The staff's bill names the coupon beside the discount, as the diner's order does (it said
    // only "Discounts" before: a staff probe), in the console's language though the order was
    // placed in Chinese.
    const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const staffScreen = await openScreen(e2e.browser);
    try {
      const token = await demoStaffToken(e2e.server);
      await signInByLink(staffScreen.page, e2e.baseUrl, token, `/staff/orders/${orderId}`);
      const bill = staffScreen.page.getByRole('region', { name: 'Bill' });
      await bill.getByText('Coupons used').waitFor();
      expect(await bill.innerText()).toContain('“$5 off orders over $30”');
      expect(staffScreen.errors).toEqual([]);
    } finally {
      await staffScreen.context.close();
    }
    expect(errors).toEqual([]);
    // Two placements and four screens in both themes, axe on each: more than the usual minute.
  }, 150_000);
});

describe('issue 15 item 13: the login button says what it does', () => {
  it.each(['en-US', 'zh-TW'] as const)(
    'issue 15 item 13: the login form’s button reads “Log in”, not “Order now”, in %s',
    async (lang) => {
      const { page, errors } = await e2e.phone();
      await page.goto(`${e2e.baseUrl}${prefix(lang)}/merchant/1001/login`);
      await settled(page);
      const main = page.locator('main');
      await main
        .getByRole('button', { name: lang === 'en-US' ? 'Log in' : '登入', exact: true })
        .waitFor();
      expect(await main.innerText()).not.toMatch(/Order now|立即點餐/);
      await shoot(page, 'login', lang);
      expect(errors).toEqual([]);
    },
  );
});

describe('issue 15 item 13: zh-TW says 公克, never 克 alone', () => {
  it('issue 15 item 13: the weighed fish’s card and sheet weigh in 公克', async () => {
    const table = tables[10];
    if (table === undefined) throw new Error('the demo has table B5');
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, 'zh-TW', await e2e.qr(table.id));
    await page.goto(`${e2e.baseUrl}/zh-tw/merchant/1001/order`);
    await settled(page);
    const card = productCard(page, products.weighedFish);
    // Sections off the screen skip rendering (content-visibility: auto) and fill in progressively,
    // so innerText reads the card once it is seen and painted.
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.innerText()).toContain('公克');
    await card.click();
    const sheet = productSheet(page, 'zh-TW');
    await sheet.waitFor();
    for (const shown of [await card.innerText(), await sheet.innerText()])
      expect(shown).not.toMatch(/(^|[^公])克/);
    expect(await sheet.innerText()).toContain('600 公克');
    expect(errors).toEqual([]);
  });
});

describe('a points dish beyond the balance says why in words that fit the cart', () => {
  it('with no point dish in the cart, the note blames the dish alone (zh-TW)', async () => {
    const daniel = demoFacts.members[1];
    if (daniel === undefined) throw new Error('the demo has Daniel');
    await e2e.server.server.db.query('update members set points = 100 where id = $1', [daniel.id]);
    const { page, errors } = await e2e.phone();
    await logInOnPage(page, e2e.server, 'zh-TW', daniel.phone);
    await page.goto(`${e2e.baseUrl}/zh-tw/merchant/1001/order`);
    await settled(page);
    await productCard(page, products.pointsTea).click();
    const note = productSheet(page, 'zh-TW').locator('.product-sheet__points');
    await expect
      .poll(() => note.innerText())
      .toBe(text('zh-TW', 'product.pointsShortAlone', { points: '100' }));
    expect(errors).toEqual([]);
  });
});

describe('a member placing spends the points of point dishes others added, and is told so', () => {
  it('Daniel’s oolong at the table: Mei’s cart says those points come from her balance, in both languages', async () => {
    const table = tables[4];
    const daniel = demoFacts.members[1];
    if (table === undefined || mei === undefined || daniel === undefined)
      throw new Error('the demo has table A5, Mei and Daniel');
    const staff = await staffApi(e2e.server);
    // A5's earlier test left its diners' dishes: a fresh party.
    await staff('POST', `/api/staff/tables/${table.id}/clear`);
    await e2e.server.server.db.query('update members set points = 1000 where id = $1', [daniel.id]);
    const qr = await e2e.qr(table.id);
    const dan = await e2e.phone();
    await logInOnPage(dan.page, e2e.server, 'en-US', daniel.phone);
    await scanTable(dan.page, e2e.baseUrl, 'en-US', qr);
    await dan.page.goto(`${e2e.baseUrl}/merchant/1001/order`);
    await settled(dan.page);
    await addDish(dan.page, 'en-US', products.pointsTea);
    await expect.poll(() => cartCount(dan.page)).toBe(1);
    for (const lang of ['en-US', 'zh-TW'] as const) {
      const { page, errors } = await e2e.phone({
        colorScheme: lang === 'en-US' ? 'light' : 'dark',
      });
      await logInOnPage(page, e2e.server, lang, mei.phone);
      await scanTable(page, e2e.baseUrl, lang, qr);
      await page.goto(`${e2e.baseUrl}${prefix(lang)}/merchant/1001/order`);
      await settled(page);
      await expect.poll(() => cartCount(page)).toBe(1);
      // The bar's total has a points part: its words stay whole ("6 項" split from its measure
      // word before), the total going under them when both do not fit.
      const label = page.locator('.cart-bar__label');
      expect(
        await label.evaluate(
          (node) =>
            node.getBoundingClientRect().height <
            1.5 * parseFloat(getComputedStyle(node).lineHeight),
        ),
      ).toBe(true);
      await page
        .getByRole('button', { name: lang === 'en-US' ? /View cart/ : /查看購物車/ })
        .click();
      const cart = page.getByRole('dialog', { name: text(lang, 'popup.cart.title') });
      await cart.getByText(text(lang, 'preview.othersPoints', { points: '300' })).waitFor();
      await shootBothThemes(page, 'points', 'others-points', lang);
      expect(errors).toEqual([]);
    }
    // Daniel's own dish: nothing to warn him of.
    await dan.page.getByRole('button', { name: /View cart/ }).click();
    const own = dan.page.getByRole('dialog', { name: text('en-US', 'popup.cart.title') });
    await own.getByText(text('en-US', 'preview.pointsToSpend')).waitFor();
    expect(await own.getByText(/others at the table added/).count()).toBe(0);
    expect(dan.errors).toEqual([]);
  });
});
