import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import pg from 'pg';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../server/config.ts';
import { demoFacts } from '../server/demo/facts.ts';
import { demoQrcodeId, seedDemo } from '../server/demo/seed.ts';
import { type RunningServer, startServer } from '../server/server.ts';
import { toastDurationMs } from '../src/ui/layout/toast-duration.ts';
import { adminSql } from '../tools/bench/support/server-process.ts';
import { settled } from './support/app.ts';
import {
  addDish,
  cartCount,
  giveFirstName,
  productCard,
  productSheet,
  scanTable,
} from './support/diner.ts';
import { logInOnPage } from './support/members.ts';
import { viewSubmittedOrder } from './support/orders.ts';
import { type Lang, prefix, text } from './support/messages.ts';
import { WEB_ROOT } from './support/server.ts';
import { useE2e } from './support/session.ts';
import { shootBothThemes } from './support/shots.ts';
import { staffApi } from './support/staff-api.ts';

/**
 * Issue 16 in the browser, against the real server: who is at the table (presence), who ordered
 * what (the cart and the order by diner, shares adding up to the total), and the table's
 * timeline with the undo of one's own removal, in en-US and zh-TW. The last test runs presence
 * across two server processes on PostgreSQL with Redis.
 */
const e2e = useE2e();
const { products } = demoFacts;
/** Table A5: this file's own server, so no other file's diners. */
const TABLE = demoFacts.tables[4]?.id ?? '3005';

const shoot = (page: Page, name: string, lang: Lang) =>
  shootBothThemes(page, 'issue-16', name, lang);

/** "Amy, Guest 2, and You" as the page's language lists names. */
const listed = (lang: Lang, names: readonly string[]) =>
  new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
/** The names the header shows ("At the table:" is only in the button's name). */
const presence = (page: Page) => page.locator('header .presence__names').textContent();
const you = (lang: Lang) => text(lang, 'presence.you');
const guest = (lang: Lang, place: number) =>
  text(lang, 'cart.otherDiner', { number: String(place) });

/** An amount as the page prints it ($12.50, US$12.50), in cents. */
const cents = async (locator: Locator): Promise<number> =>
  Math.round(Number((await locator.innerText()).replace(/[^\d.-]/g, '')) * 100);

const toMenu = async (page: Page, lang: Lang) => {
  if (!page.url().endsWith('/merchant/1001/order')) {
    await page.goto(`${e2e.baseUrl}${prefix(lang)}/merchant/1001/order`);
    await settled(page);
  }
  await productCard(page, products.porkDumplings).waitFor();
};

const openCart = async (page: Page, lang: Lang) => {
  await page.locator('.cart-bar button').first().click();
  const cart = page.getByRole('dialog', { name: text(lang, 'popup.cart.title') });
  await cart.waitFor();
  return cart;
};

const openTimeline = async (page: Page, lang: Lang, from: Locator) => {
  await from.getByRole('button', { name: text(lang, 'table.open') }).click();
  const sheet = page.getByRole('dialog', { name: text(lang, 'table.title') });
  await sheet.waitFor();
  return sheet;
};

const timelineTexts = (sheet: Locator) => sheet.locator('.timeline__text').allInnerTexts();

describe('issue 16: a table together', () => {
  it('issue 16: diners see who is here, who ordered what and what happened, and undo their own removal, in en-US and zh-TW', async () => {
    const amy = await e2e.phone({ colorScheme: 'light' });
    const ben = await e2e.phone({ colorScheme: 'dark' });
    const cho = await e2e.phone({ colorScheme: 'light', locale: 'zh-TW' });
    const qr = await e2e.qr(TABLE);

    // Presence: first as guests by place, then by the names they give.
    await scanTable(amy.page, e2e.baseUrl, 'en-US', qr);
    await amy.page.getByRole('button', { name: text('en-US', 'selectGuests.start') }).click();
    await toMenu(amy.page, 'en-US');
    await expect.poll(() => presence(amy.page)).toBe(you('en-US'));
    await scanTable(ben.page, e2e.baseUrl, 'en-US', qr);
    await toMenu(ben.page, 'en-US');
    await expect
      .poll(() => presence(amy.page))
      .toBe(listed('en-US', [you('en-US'), guest('en-US', 2)]));
    await expect
      .poll(() => presence(ben.page))
      .toBe(listed('en-US', [guest('en-US', 1), you('en-US')]));
    await addDish(amy.page, 'en-US', products.porkDumplings, 'Amy');
    await expect.poll(() => presence(ben.page)).toBe(listed('en-US', ['Amy', you('en-US')]));
    await scanTable(cho.page, e2e.baseUrl, 'zh-TW', qr);
    await toMenu(cho.page, 'zh-TW');
    // Amy has a line, so she is first; Ben and Cho follow in the order they came.
    await expect
      .poll(() => presence(cho.page))
      .toBe(listed('zh-TW', ['Amy', guest('zh-TW', 2), you('zh-TW')]));
    // A screen reader hears what the row is, then the names it shows.
    const names = listed('zh-TW', ['Amy', guest('zh-TW', 2), you('zh-TW')]);
    await cho.page
      .getByRole('button', { name: `${text('zh-TW', 'presence.label')}${names}`, exact: true })
      .waitFor();
    await shoot(cho.page, 'presence-header', 'zh-TW');
    await addDish(ben.page, 'en-US', products.beefNoodles, 'Ben');
    await addDish(cho.page, 'zh-TW', products.porkDumplings, '陳');
    await expect.poll(() => presence(amy.page)).toBe(listed('en-US', [you('en-US'), 'Ben', '陳']));
    await shoot(amy.page, 'presence-header', 'en-US');
    await expect.poll(() => cartCount(amy.page)).toBe(3);
    // Amy's second tab is her seat again, a join that changes no list: it is told who is here.
    const amyTab = await amy.context.newPage();
    await amyTab.goto(amy.page.url());
    await expect
      .poll(() => presence(amyTab), { timeout: 15_000 })
      .toBe(listed('en-US', [you('en-US'), 'Ben', '陳']));
    await amyTab.close();

    // Who ordered what: the cart by diner, each with what they come to, adding up to the total.
    const cart = await openCart(amy.page, 'en-US');
    await expect(cart.locator('.cart-diner h3').allInnerTexts()).resolves.toEqual([
      text('en-US', 'cart.yourItems'),
      'Ben',
      '陳',
    ]);
    const amounts = await Promise.all((await cart.locator('.cart-diner__amount').all()).map(cents));
    const total = await cents(
      cart
        .locator('.total-row--strong')
        .filter({ hasText: text('en-US', 'order.total') })
        .locator('dd'),
    );
    expect(amounts).toHaveLength(3);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(total);
    // Others' lines have no controls and say whose they are.
    await cart.getByText(text('en-US', 'cart.onlyTheirs', { name: 'Ben' })).waitFor();
    expect(await cart.locator('.cart-diner').nth(1).locator('.stepper').count()).toBe(0);
    await shoot(amy.page, 'cart-by-diner', 'en-US');
    const choCart = await openCart(cho.page, 'zh-TW');
    await choCart.getByText(text('zh-TW', 'cart.onlyTheirs', { name: 'Amy' })).waitFor();
    await shoot(cho.page, 'cart-by-diner', 'zh-TW');

    // Ben leaves (closes the app): gone from the others' tables within the hub's timeout.
    const left = Date.now();
    await ben.context.close();
    await expect
      .poll(() => presence(amy.page), { timeout: 30_000 })
      .toBe(listed('en-US', [you('en-US'), '陳']));
    expect(Date.now() - left).toBeLessThan(30_000);

    // The table's timeline, in both languages, from the cart.
    const amySheet = await openTimeline(amy.page, 'en-US', cart);
    const dumplings = 'Pork & chive dumplings (10)';
    await expect(timelineTexts(amySheet)).resolves.toEqual([
      text('en-US', 'table.added', { who: '陳', quantity: '1', dish: dumplings }),
      expect.stringMatching(/^Ben added 1 × /),
      text('en-US', 'table.added', { who: you('en-US'), quantity: '1', dish: dumplings }),
    ]);
    await shoot(amy.page, 'timeline', 'en-US');
    await amySheet.getByRole('button', { name: text('en-US', 'common.close') }).click();
    const choSheet = await openTimeline(cho.page, 'zh-TW', choCart);
    // Cho came after Amy's dumplings: Cho's phone tells what happened since Cho sat down.
    await expect(timelineTexts(choSheet)).resolves.toEqual([
      expect.stringMatching(/^您新增了 1 × /),
      expect.stringMatching(/^Ben新增了 1 × /),
    ]);
    await shoot(cho.page, 'timeline', 'zh-TW');
    await choSheet.getByRole('button', { name: text('zh-TW', 'common.close') }).click();

    // Undo: two more of Amy's dumplings, then two fewer: one row says both, and its Undo puts
    // both back within 10 s.
    const mine = cart.locator('.cart-diner').first();
    const stepper = mine.getByRole('group', { name: `Quantity of ${dumplings}` });
    const quantity = () => stepper.locator('output').innerText();
    await stepper.getByRole('button', { name: /^More:/ }).click();
    await expect.poll(quantity).toBe('2');
    await stepper.getByRole('button', { name: /^More:/ }).click();
    await expect.poll(quantity).toBe('3');
    await stepper.getByRole('button', { name: /^Fewer:/ }).click();
    await expect.poll(quantity).toBe('2');
    await stepper.getByRole('button', { name: /^Fewer:/ }).click();
    await expect.poll(quantity).toBe('1');
    const removed = cart.locator('.line--removed');
    await expect
      .poll(() => removed.allInnerTexts())
      .toEqual([expect.stringMatching(/^Removed 2 × Pork & chive dumplings/)]);
    // The table sheet tells both removals, with the one Undo beside the newest.
    const both = await openTimeline(amy.page, 'en-US', cart);
    expect(await both.getByRole('button', { name: /^Undo/ }).count()).toBe(1);
    const newestRemoval = both.locator('.timeline__entry--removed').first();
    expect(await newestRemoval.getByRole('button', { name: /^Undo/ }).count()).toBe(1);
    await both.getByRole('button', { name: text('en-US', 'common.close') }).click();
    await shoot(amy.page, 'cart-undo', 'en-US');
    await removed
      .getByRole('button', { name: text('en-US', 'cart.undoRemove', { name: dumplings }) })
      .click();
    await removed.waitFor({ state: 'hidden' });
    await expect.poll(quantity).toBe('3');
    // Left alone, the next removal's Undo is gone about 10 s later (time from the events).
    await stepper.getByRole('button', { name: /^Fewer:/ }).click();
    await expect.poll(quantity).toBe('2');
    await stepper.getByRole('button', { name: /^Fewer:/ }).click();
    await removed.waitFor();
    await amy.page.mouse.move(0, 0);
    await amy.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const offered = Date.now();
    await removed.waitFor({ state: 'hidden', timeout: 15_000 });
    expect(Date.now() - offered).toBeGreaterThan(8_000);
    await expect.poll(quantity).toBe('1');
    const afterUndo = await openTimeline(amy.page, 'en-US', cart);
    expect(await afterUndo.getByRole('button', { name: /^Undo/ }).count()).toBe(0);
    await expect(timelineTexts(afterUndo)).resolves.toContain(
      text('en-US', 'table.removed', { who: you('en-US'), quantity: '1', dish: dumplings }),
    );
    await afterUndo.getByRole('button', { name: text('en-US', 'common.close') }).click();

    // The order: by diner with subtotals, each diner's share adding up to the total.
    await choCart
      .getByRole('button', { name: text('zh-TW', 'common.close') })
      .first()
      .click();
    await cart.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();
    const submitted = amy.page.getByRole('dialog', {
      name: text('en-US', 'popup.orderSubmitted.title'),
    });
    await submitted
      .getByRole('button', { name: text('en-US', 'popup.orderSubmitted.viewDetail') })
      .click();
    await amy.page.waitForURL((url) => url.pathname.startsWith('/merchant/1001/order-detail/'));
    await settled(amy.page);
    const detail = amy.page.locator('.order-detail');
    // Her own lines say "You"; the others' their first names (their ids stay masked).
    await expect(detail.locator('.cart-diner h4').allInnerTexts()).resolves.toEqual([
      you('en-US'),
      'Ben',
      '陳',
    ]);
    // The staff take $1 off the whole order: each diner's share carries part of it, the cent
    // rounding leaves goes by largest remainder, and the shares still add up to the total.
    const orderId = new URL(amy.page.url()).pathname.split('/').at(-1) ?? '';
    const staff = await staffApi(e2e.server);
    const { rowVersion } = await staff<{ rowVersion: number }>(
      'GET',
      `/api/staff/orders/${orderId}`,
    );
    await staff('POST', `/api/staff/orders/${orderId}/adjustments`, {
      category: 'discount',
      amount: 1,
      rowVersion,
    });
    const split = detail.locator('.diner-split');
    const shares = () =>
      split
        .locator('dd')
        .all()
        .then((all) => Promise.all(all.map(cents)));
    await expect.poll(shares).toEqual([921, 1407, 922]);
    const orderTotal = await cents(
      detail.locator('.totals .total-row--strong').first().locator('dd'),
    );
    expect(orderTotal).toBe(3250);
    expect((await shares()).reduce((sum, share) => sum + share, 0)).toBe(orderTotal);
    await split.scrollIntoViewIfNeeded();
    await shoot(amy.page, 'order-by-diner', 'en-US');
    // Cho follows the order-submitted dialog, then goes on to add more: no reload, so Cho's
    // phone still holds what it saw happen (a reload starts the timeline again).
    await viewSubmittedOrder(cho.page, 'zh-TW');
    await cho.page.locator('.order-detail .diner-split').waitFor();
    await expect(cho.page.locator('.order-detail .cart-diner h4').allInnerTexts()).resolves.toEqual(
      ['Amy', 'Ben', you('zh-TW')],
    );
    await cho.page.locator('.order-detail .diner-split').scrollIntoViewIfNeeded();
    await shoot(cho.page, 'order-by-diner', 'zh-TW');

    // The round in the timeline: Amy's, told on Cho's phone.
    await cho.page.getByRole('link', { name: text('zh-TW', 'orderDetail.addItems') }).click();
    await settled(cho.page);
    await cho.page.locator('header .presence').click();
    const round = cho.page.getByRole('dialog', { name: text('zh-TW', 'table.title') });
    await expect.poll(() => timelineTexts(round)).toContainEqual('Amy送出了第 1 輪點餐');
    await shoot(cho.page, 'timeline-round', 'zh-TW');
    for (const phone of [amy, cho]) expect(phone.errors).toEqual([]);
  }, 240_000);
});

// Presence across two server processes: PostgreSQL (one database) and Redis between them.
/** Where anything on the page reaches past the phone's right edge, by how much (0: nothing). */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    let widest = document.documentElement.scrollWidth - edge;
    for (const element of document.querySelectorAll('main *, dialog[open] *')) {
      const { right, width } = element.getBoundingClientRect();
      // A row that scrolls sideways on purpose (the category tabs) is cut by its own box.
      if (width > 0 && element.closest('.category-nav') === null) {
        widest = Math.max(widest, right - edge);
      }
    }
    return Math.max(0, Math.round(widest));
  });

describe('a long name or note at the table', () => {
  it('breaks inside the cart and the order instead of pushing prices and buttons off the phone', async () => {
    const table = demoFacts.tables[5]?.id ?? '3006';
    const longName = 'Wolfeschlegelsteinhausenbergerdorff';
    const longNote = 'NOPEANUTS!!'.repeat(14);
    const amy = await e2e.phone({ colorScheme: 'light' });
    const ben = await e2e.phone({ colorScheme: 'dark' });
    const qr = await e2e.qr(table);
    await scanTable(amy.page, e2e.baseUrl, 'en-US', qr);
    await amy.page.getByRole('button', { name: text('en-US', 'selectGuests.start') }).click();
    await toMenu(amy.page, 'en-US');
    await scanTable(ben.page, e2e.baseUrl, 'en-US', qr);
    await toMenu(ben.page, 'en-US');
    await addDish(amy.page, 'en-US', products.porkDumplings, 'Amy');
    await productCard(ben.page, products.porkDumplings).click();
    const sheet = productSheet(ben.page, 'en-US');
    const notes = sheet.getByLabel(text('en-US', 'product.notes'));
    // Typing stops at the limit, and the field says so rather than dropping keys unseen.
    await notes.fill('x'.repeat(199));
    await notes.press('End');
    await notes.pressSequentially('ab');
    expect(await notes.inputValue()).toBe(`${'x'.repeat(199)}a`);
    await sheet
      .getByText(text('en-US', 'notes.full', { max: '200' }))
      .first()
      .waitFor();
    await notes.fill(longNote);
    await sheet.getByText(text('en-US', 'notes.count', { count: '154', max: '200' })).waitFor();
    await sheet
      .getByRole('button', { name: new RegExp(`^${text('en-US', 'product.add')}`) })
      .click();
    await giveFirstName(ben.page, 'en-US', longName);
    await expect.poll(() => cartCount(amy.page)).toBe(2);

    const cart = await openCart(amy.page, 'en-US');
    await cart.getByText(longNote).waitFor();
    expect(await overflowOf(amy.page)).toBe(0);
    await shoot(amy.page, 'long-name-cart', 'en-US');

    // Ben has the cart open when Amy places the order.
    const benCart = await openCart(ben.page, 'en-US');
    await cart.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();
    // The placer is told it was theirs; the table, by whom.
    const submitted = amy.page.getByRole('dialog', {
      name: text('en-US', 'popup.orderSubmitted.title'),
    });
    await submitted.getByText(text('en-US', 'popup.orderSubmitted.bodyMine')).waitFor();
    await ben.page.getByText(text('en-US', 'popup.orderSubmitted.body', { name: 'Amy' })).waitFor();
    // Ben goes to the order: the cart he had open does not stay over it.
    await ben.page
      .getByRole('button', { name: text('en-US', 'popup.orderSubmitted.viewDetail') })
      .click();
    await ben.page.waitForURL((url) => url.pathname.includes('/order-detail/'));
    await benCart.waitFor({ state: 'hidden' });
    await submitted
      .getByRole('button', { name: text('en-US', 'popup.orderSubmitted.viewDetail') })
      .click();
    await amy.page.waitForURL((url) => url.pathname.includes('/order-detail/'));
    await settled(amy.page);
    await amy.page.locator('.order-detail').getByText(longNote).waitFor();
    expect(await overflowOf(amy.page)).toBe(0);
    await shoot(amy.page, 'long-name-order', 'en-US');
  });
});

describe('the guest count and the order type on the menu', () => {
  it('opens the guest picker, saves back to the menu; the table sees the new count, and is told of a switch to To go', async () => {
    const table = demoFacts.tables[6]?.id ?? '3007';
    const amy = await e2e.phone({ colorScheme: 'light' });
    const ben = await e2e.phone({ colorScheme: 'dark' });
    const qr = await e2e.qr(table);
    await scanTable(amy.page, e2e.baseUrl, 'en-US', qr);
    await amy.page.locator('input[name="guests"][value="2"]').check();
    await amy.page.getByRole('button', { name: text('en-US', 'selectGuests.start') }).click();
    await toMenu(amy.page, 'en-US');
    await scanTable(ben.page, e2e.baseUrl, 'zh-TW', qr);
    await toMenu(ben.page, 'zh-TW');
    // The catalogue's plural form, as the page prints it for more than one.
    const guestChip = (page: Page, lang: Lang, count: number) =>
      page
        .locator('.table-bar')
        .getByRole('button', { name: lang === 'en-US' ? `${count} guests` : `${count} 位` });
    await guestChip(ben.page, 'zh-TW', 2).waitFor();

    await guestChip(amy.page, 'en-US', 2).click();
    await amy.page.waitForURL((url) => url.pathname === '/merchant/1001/select-guests');
    await settled(amy.page);
    expect(await amy.page.locator('input[name="guests"]:checked').inputValue()).toBe('2');
    await amy.page.locator('input[name="guests"][value="5"]').check();
    await amy.page.getByRole('button', { name: text('en-US', 'selectGuests.save') }).click();
    // Back to the menu it came from: no new entry, so the phone's Back does not return here.
    await amy.page.waitForURL((url) => url.pathname === '/merchant/1001/order');
    await guestChip(amy.page, 'en-US', 5).waitFor();
    await guestChip(ben.page, 'zh-TW', 5).waitFor();
    expect(await amy.page.evaluate(() => history.state?.returnsToMenu)).toBeUndefined();

    // Amy opens the chooser and thinks better of it: Escape keeps Dine in, as with any popup.
    const chip = (type: 'dineIn' | 'toGo') =>
      amy.page
        .locator('.table-bar')
        .getByRole('button', { name: text('en-US', `orderType.${type}`) });
    const chooser = amy.page.getByRole('dialog', { name: text('en-US', 'popup.orderType.title') });
    await chip('dineIn').click();
    await chooser.waitFor();
    await amy.page.keyboard.press('Escape');
    await chooser.waitFor({ state: 'hidden' });
    await chip('dineIn').waitFor();
    // Amy switches the table to To go: Ben's chip follows, and Ben is told why it changed.
    await chip('dineIn').click();
    await chooser.getByRole('button', { name: text('en-US', 'orderType.toGo') }).click();
    await chooser.waitFor({ state: 'hidden' });
    await ben.page
      .locator('.table-bar')
      .getByRole('button', { name: text('zh-TW', 'orderType.toGo') })
      .waitFor();
    await ben.page.getByText(text('zh-TW', 'order.nowToGo')).waitFor();
    // Amy made the change herself: no word about it on her phone.
    expect(await amy.page.getByText(text('en-US', 'order.nowToGo')).count()).toBe(0);
  });

  it('two diners who give one first name are told apart by place: header, cart, timeline and order', async () => {
    const table = demoFacts.tables[8]?.id ?? '3009';
    const first = await e2e.phone();
    const second = await e2e.phone({ colorScheme: 'dark' });
    const cho = await e2e.phone({ locale: 'zh-TW' });
    const qr = await e2e.qr(table);
    // Cho is at the table first, so her timeline holds both adds.
    await scanTable(cho.page, e2e.baseUrl, 'zh-TW', qr);
    await toMenu(cho.page, 'zh-TW');
    await scanTable(first.page, e2e.baseUrl, 'en-US', qr);
    await toMenu(first.page, 'en-US');
    await addDish(first.page, 'en-US', products.porkDumplings, 'Amy');
    await scanTable(second.page, e2e.baseUrl, 'en-US', qr);
    await toMenu(second.page, 'en-US');
    await addDish(second.page, 'en-US', products.beefNoodles, 'amy ');
    const twin = (lang: Lang, place: number) =>
      text(lang, 'table.sharedName', { name: 'Amy', number: String(place) });
    const twinLower = (lang: Lang, place: number) =>
      text(lang, 'table.sharedName', { name: 'amy', number: String(place) });

    await expect
      .poll(() => presence(cho.page))
      .toBe(listed('zh-TW', [twin('zh-TW', 1), twinLower('zh-TW', 2), you('zh-TW')]));
    await expect
      .poll(() => presence(first.page))
      .toBe(listed('en-US', [you('en-US'), twinLower('en-US', 2), guest('en-US', 3)]));
    const cart = await openCart(first.page, 'en-US');
    await expect(cart.locator('.cart-diner h3').allInnerTexts()).resolves.toEqual([
      text('en-US', 'cart.yourItems'),
      twinLower('en-US', 2),
    ]);
    await cho.page.locator('header .presence').click();
    const sheet = cho.page.getByRole('dialog', { name: text('zh-TW', 'table.title') });
    await expect
      .poll(() => sheet.locator('.table-diners__item').allInnerTexts())
      .toEqual([twin('zh-TW', 1), twinLower('zh-TW', 2), you('zh-TW')]);
    await shoot(cho.page, 'same-name', 'zh-TW');
    const said = await timelineTexts(sheet);
    expect(said.some((line) => line.startsWith(twin('zh-TW', 1)))).toBe(true);
    expect(said.some((line) => line.startsWith(twinLower('zh-TW', 2)))).toBe(true);

    await cart.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();
    await viewSubmittedOrder(first.page, 'en-US');
    await expect(
      first.page.locator('.order-detail .cart-diner h4').allInnerTexts(),
    ).resolves.toEqual([you('en-US'), twinLower('en-US', 2)]);
    for (const phone of [first, second, cho]) expect(phone.errors).toEqual([]);
  });

  it('a diner with no name who taps Place order gives one, and the order goes as asked', async () => {
    const table = demoFacts.tables[7]?.id ?? '3008';
    const amy = await e2e.phone();
    const ben = await e2e.phone();
    const qr = await e2e.qr(table);
    await scanTable(amy.page, e2e.baseUrl, 'en-US', qr);
    await toMenu(amy.page, 'en-US');
    await addDish(amy.page, 'en-US', products.porkDumplings, 'Amy');
    await scanTable(ben.page, e2e.baseUrl, 'en-US', qr);
    await toMenu(ben.page, 'en-US');
    await expect.poll(() => cartCount(ben.page)).toBe(1);
    // Amy is writing a note for her next dish meanwhile.
    await productCard(amy.page, products.beefNoodles).click();
    const notes = productSheet(amy.page, 'en-US').getByLabel(text('en-US', 'product.notes'));
    await notes.focus();
    await amy.page.keyboard.type('no ');

    await ben.page.locator('.cart-bar').getByRole('button').first().click();
    await ben.page.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();
    await giveFirstName(ben.page, 'en-US', 'Ben');
    const submitted = (page: Page) =>
      page.getByRole('dialog', { name: text('en-US', 'popup.orderSubmitted.title') });
    await submitted(ben.page).getByText(text('en-US', 'popup.orderSubmitted.bodyMine')).waitFor();
    // Ben's order is told to Amy once she leaves the sheet: it does not take her focus away from
    // what she is typing.
    await expect.poll(() => cartCount(amy.page), { timeout: 10_000 }).toBe(0);
    await amy.page.waitForTimeout(500);
    expect(await submitted(amy.page).count()).toBe(0);
    await amy.page.keyboard.type('onions');
    await expect(notes.inputValue()).resolves.toBe('no onions');
    await amy.page.keyboard.press('Escape');
    await submitted(amy.page)
      .getByText(text('en-US', 'popup.orderSubmitted.body', { name: 'Ben' }))
      .waitFor();
    expect(amy.errors).toEqual([]);
    expect(ben.errors).toEqual([]);
  });
});

/** A diner's requests to `path` wait on the way while `hold` is set: a slow link, one request. */
const slowLink = async (page: Page, path: string) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived: () => void = () => undefined;
  const onItsWay = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  await page.route(path, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    arrived();
    await held;
    return route.fallback();
  });
  return { onItsWay, release };
};

/**
 * Two phones at `table`: the first diner (in `lang`, named `name`) adds pork dumplings, then Ben
 * (en-US) beef noodles, and Ben's cart counts both.
 */
const dumplingsThenNoodles = async (table: string, lang: Lang, name: string) => {
  const diner = await e2e.phone({ locale: lang });
  const ben = await e2e.phone();
  const qr = await e2e.qr(table);
  await scanTable(diner.page, e2e.baseUrl, lang, qr);
  await toMenu(diner.page, lang);
  await addDish(diner.page, lang, products.porkDumplings, name);
  await scanTable(ben.page, e2e.baseUrl, 'en-US', qr);
  await toMenu(ben.page, 'en-US');
  await addDish(ben.page, 'en-US', products.beefNoodles, 'Ben');
  await expect.poll(() => cartCount(ben.page)).toBe(2);
  return { diner, ben };
};

/**
 * The diner's `edit` (the click that writes it) waits on a slow link while Ben's `round` goes
 * first; then the edit's write is let through, to find the dish already ordered.
 */
const roundOverEdit = async (
  diner: Page,
  edit: () => Promise<void>,
  round: () => Promise<void>,
) => {
  const link = await slowLink(diner, '**/api/shoppingCart');
  await edit();
  await link.onItsWay;
  await round();
  link.release();
};

describe('what a placement made first leaves a diner to know', () => {
  it('a removal the order overtook on a slow link: the diner is told the dish was ordered', async () => {
    const table = demoFacts.tables[1]?.id ?? '3002';
    const { diner: amy, ben } = await dumplingsThenNoodles(table, 'en-US', 'Amy');

    // Amy takes her dumplings off while her write waits on the way; Ben places meanwhile.
    const cart = await openCart(amy.page, 'en-US');
    await roundOverEdit(
      amy.page,
      () =>
        cart
          .locator('.cart-diner')
          .first()
          .getByRole('button', { name: /^Fewer:/ })
          .click(),
      async () => {
        const benCart = await openCart(ben.page, 'en-US');
        await benCart.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();
        await ben.page
          .getByRole('dialog', { name: text('en-US', 'popup.orderSubmitted.title') })
          .waitFor();
      },
    );
    const told = amy.page.getByRole('status').filter({
      hasText: /^Pork & chive dumplings.* had already been ordered, so your change didn't apply\./,
    });
    await told.waitFor({ timeout: 10_000 });
    const shownAt = Date.now();
    // Words this long stay to be read (about 7 s), past the 2 s a short toast has...
    const stays = toastDurationMs(await told.innerText());
    expect(stays).toBeGreaterThan(6_000);
    await amy.page.waitForTimeout(2_500);
    expect(await told.count()).toBe(1);
    // ...and the pointer resting on it stops the clock: it goes that much later, on its own.
    await told.hover();
    const heldAt = Date.now();
    await amy.page.waitForTimeout(1_500);
    await amy.page.mouse.move(0, 0);
    const held = Date.now() - heldAt;
    await told.waitFor({ state: 'detached', timeout: stays });
    expect(Date.now() - shownAt).toBeGreaterThan(stays + held - 500);
    const [order] = await e2e.server.server.db.query<{ id: string }>(
      'select id from orders where table_id = $1',
      [table],
    );
    expect(order).toBeDefined();
    expect([...amy.errors, ...ben.errors]).toEqual([]);
  });

  it('zh-TW: a note change a second round overtook on a slow link is told by name, once, on her phone only', async () => {
    const table = demoFacts.tables[3]?.id ?? '3004';
    const dumplings = '韭菜豬肉水餃（10 顆）';
    const { diner: mei, ben } = await dumplingsThenNoodles(table, 'zh-TW', '小美');

    // Ben places the first round; both go on ordering.
    const first = await openCart(ben.page, 'en-US');
    await first.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();
    for (const [phone, lang] of [
      [ben, 'en-US'],
      [mei, 'zh-TW'],
    ] as const) {
      await phone.page
        .getByRole('button', { name: text(lang, 'popup.orderSubmitted.addItem') })
        .click();
      await toMenu(phone.page, lang);
    }
    await addDish(mei.page, 'zh-TW', products.porkDumplings);
    await addDish(ben.page, 'en-US', products.beefNoodles);
    await expect.poll(() => cartCount(ben.page)).toBe(2);

    // Mei adds a note to her dumplings while her write waits on the way; Ben adds the round.
    const cart = await openCart(mei.page, 'zh-TW');
    await cart
      .getByRole('button', { name: text('zh-TW', 'cart.editLine', { name: dumplings }) })
      .click();
    const edit = mei.page.getByRole('dialog', { name: dumplings });
    await edit.getByLabel(text('zh-TW', 'product.notes')).fill('不要香菜');
    await roundOverEdit(
      mei.page,
      () => edit.getByRole('button', { name: text('zh-TW', 'cart.save') }).click(),
      async () => {
        const second = await openCart(ben.page, 'en-US');
        await second.getByRole('button', { name: text('en-US', 'cart.addToOrder') }).click();
        await ben.page.getByText(text('en-US', 'order.roundAdded')).first().waitFor();
      },
    );

    const told = mei.page
      .getByRole('status')
      .filter({ hasText: text('zh-TW', 'cart.changeOvertaken', { dish: dumplings }) });
    await told.waitFor({ timeout: 10_000 });
    expect(await told.count()).toBe(1);
    // The round took her dumplings as they were, without the note; her cart is empty.
    const placed = await e2e.server.server.db.query<{ notes: string }>(
      `select item->>'notes' as notes
         from orders, jsonb_array_elements(orders.document->'orderItems') as item
        where orders.table_id = $1 and item->>'productId' = $2`,
      [table, products.porkDumplings],
    );
    expect(placed.map((row) => row.notes)).toEqual(['', '']);
    // Ben's own edits were never in question: nothing said on his phone.
    expect(
      await ben.page
        .getByRole('status')
        .filter({ hasText: /had already been ordered/ })
        .count(),
    ).toBe(0);
    expect([...mei.errors, ...ben.errors]).toEqual([]);
  });

  it('a placement another diner made first took her dishes too: she is told so, not to place them again', async () => {
    const table = demoFacts.tables[9]?.id ?? '3010';
    const { diner: amy, ben } = await dumplingsThenNoodles(table, 'en-US', 'Amy');

    // Amy places; her placement waits on the way while Ben places the same cart first.
    const cart = await openCart(amy.page, 'en-US');
    const link = await slowLink(amy.page, '**/api/member/order');
    await cart.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();
    await link.onItsWay;
    const benCart = await openCart(ben.page, 'en-US');
    await benCart.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();
    await ben.page
      .getByRole('dialog', { name: text('en-US', 'popup.orderSubmitted.title') })
      .waitFor();
    link.release();
    await amy.page
      .getByRole('status')
      .filter({ hasText: text('en-US', 'order.wentWithAnotherRound') })
      .waitFor({ timeout: 10_000 });
    await cart.waitFor({ state: 'hidden' });
    expect(await amy.page.getByText(/^Not placed/).count()).toBe(0);
    const orders = await e2e.server.server.db.query<{ id: string }>(
      'select id from orders where table_id = $1',
      [table],
    );
    expect(orders).toHaveLength(1);
    expect([...amy.errors, ...ben.errors]).toEqual([]);
  });

  it('zh-TW: a member whose coupon a placement made first left out is told it was not used, and it is still hers', async () => {
    const table = demoFacts.tables[2]?.id ?? '3003';
    const mei = demoFacts.members[0];
    if (mei === undefined) throw new Error('the demo has Mei');
    const coupon = demoFacts.userCoupons.percentOff;
    const meiPhone = await e2e.phone({ locale: 'zh-TW' });
    const ben = await e2e.phone({ locale: 'zh-TW' });
    const qr = await e2e.qr(table);
    await scanTable(meiPhone.page, e2e.baseUrl, 'zh-TW', qr);
    await logInOnPage(meiPhone.page, e2e.server, 'zh-TW', mei.phone);
    await toMenu(meiPhone.page, 'zh-TW');
    await addDish(meiPhone.page, 'zh-TW', products.porkDumplings);
    await scanTable(ben.page, e2e.baseUrl, 'zh-TW', qr);
    await toMenu(ben.page, 'zh-TW');
    await expect.poll(() => cartCount(ben.page)).toBe(1);

    // Mei places with her 10% coupon; her placement waits on the way while Ben places first.
    const cart = await openCart(meiPhone.page, 'zh-TW');
    await cart.getByRole('radio', { name: /10%/ }).first().check();
    const link = await slowLink(meiPhone.page, '**/api/member/order');
    await cart.getByRole('button', { name: text('zh-TW', 'cart.placeOrder') }).click();
    await link.onItsWay;
    const benCart = await openCart(ben.page, 'zh-TW');
    await benCart.getByRole('button', { name: text('zh-TW', 'cart.placeOrder') }).click();
    await giveFirstName(ben.page, 'zh-TW', '小班');
    await ben.page
      .getByRole('dialog', { name: text('zh-TW', 'popup.orderSubmitted.title') })
      .waitFor();
    link.release();
    // Said once, by the open cart's note ("not placed: …", its last full stop dropped).
    await meiPhone.page
      .getByRole('alert')
      .filter({ hasText: text('zh-TW', 'order.couponNotUsed').replace(/。$/, '') })
      .first()
      .waitFor({ timeout: 10_000 });
    const [kept] = await e2e.server.server.db.query<{ state: number }>(
      'select state from user_coupons where id = $1',
      [coupon],
    );
    expect(kept?.state).toBe(0);
    expect([...meiPhone.errors, ...ben.errors]).toEqual([]);
  });
});

const adminUrl = process.env.SCALE_OUT_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.SCALE_OUT_REDIS_URL ?? 'redis://127.0.0.1:6379';
const reachable = await (async () => {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
})();
if (!reachable) {
  if (process.env.CI) throw new Error(`table-together: PostgreSQL not reachable at ${adminUrl}`);
  console.warn(`presence across processes SKIPPED: PostgreSQL not reachable at ${adminUrl}`);
}

describe.skipIf(!reachable)('issue 16: presence across two server processes', () => {
  it('issue 16: diners on two processes see each other, and one who leaves goes', async () => {
    const database = `tablefold_e2e_presence_${randomBytes(4).toString('hex')}`;
    await adminSql(adminUrl, `create database ${database}`);
    const servers: RunningServer[] = [];
    try {
      const start = () =>
        startServer({
          config: {
            ...readConfig({
              NODE_ENV: 'test',
              DEMO: 'true',
              WEB_ROOT,
              DATABASE_URL: adminUrl.replace(/\/[^/]*$/, `/${database}`),
              REDIS_URL: redisUrl,
            }),
            port: 0,
            host: '127.0.0.1',
          },
          logger: pino({ level: 'silent' }),
          seed: seedDemo,
        });
      // One after the other: the first migrates and seeds, the second finds it done.
      servers.push(await start());
      servers.push(await start());
      const [east, west] = servers;
      if (east === undefined || west === undefined) throw new Error('two servers');
      const qr = await demoQrcodeId(east.db, demoFacts.tables[0]?.id ?? '3001');
      const amy = await e2e.phone();
      const ben = await e2e.phone({ colorScheme: 'dark' });
      await scanTable(amy.page, east.listenUrl, 'en-US', qr);
      await scanTable(ben.page, west.listenUrl, 'en-US', qr);
      for (const [phone, base] of [
        [amy, east.listenUrl],
        [ben, west.listenUrl],
      ] as const) {
        await phone.page.goto(`${base}/merchant/1001/order`);
        await settled(phone.page);
      }
      await expect
        .poll(() => presence(amy.page), { timeout: 10_000 })
        .toBe(listed('en-US', [you('en-US'), guest('en-US', 2)]));
      await expect
        .poll(() => presence(ben.page), { timeout: 10_000 })
        .toBe(listed('en-US', [guest('en-US', 1), you('en-US')]));
      await ben.context.close();
      await expect.poll(() => presence(amy.page), { timeout: 30_000 }).toBe(you('en-US'));
      expect(amy.errors).toEqual([]);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await adminSql(adminUrl, `drop database if exists ${database}`);
    }
  }, 120_000);
});
