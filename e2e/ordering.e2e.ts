import { describe, expect, it } from 'vitest';
import { demoFacts } from '../server/demo/facts.ts';
import { settled, visit } from './support/app.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import {
  addDish,
  cartCount,
  chooseDineInIfAsked,
  giveFirstName,
  productCard,
  productSheet,
  scanTable,
} from './support/diner.ts';
import { staffApi } from './support/staff-api.ts';
import { text } from './support/messages.ts';
import { useE2e } from './support/session.ts';

const e2e = useE2e();
const { products, tables } = demoFacts;
/** Tables A4 and A5: no other test file sits there. */
const A4 = tables[3]?.id ?? '3004';
const A5 = tables[4]?.id ?? '3005';

describe('the ordering journey’s smaller paths', () => {
  it('without a table the menu is browsed with no chooser in the way, and adding asks to scan', async () => {
    const { page, errors } = await e2e.phone();
    await visit(page, e2e.baseUrl, '/merchant/1001/order');
    await productCard(page, products.porkDumplings).click();
    const sheet = productSheet(page, 'en-US');
    const add = sheet.getByRole('button', {
      name: new RegExp(`^${text('en-US', 'product.add')}`),
    });
    // At 200 % text the footer wraps whole: "Add" and its price each keep to one line.
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    const lines = await add.locator('span').evaluateAll((spans) =>
      spans.map((span) => {
        const size = parseFloat(getComputedStyle(span).fontSize);
        return Math.round(span.getBoundingClientRect().height / (size * 1.6));
      }),
    );
    expect(lines.every((count) => count <= 1)).toBe(true);
    await page.screenshot({ path: 'e2e/screenshots/dish-sheet-200-en-light.png' });
    await page.evaluate(() => (document.documentElement.style.fontSize = ''));
    await add.click();
    await page.getByText(text('en-US', 'order.pleaseScanQrCodeAgain')).first().waitFor();
    expect(
      await page.getByRole('dialog', { name: text('en-US', 'popup.orderType.title') }).count(),
    ).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a typed table link leads through the scan result to the table', async () => {
    const { page, errors } = await e2e.phone();
    await visit(page, e2e.baseUrl, '/zh-tw/scan');
    await page.getByLabel(text('zh-TW', 'scan.enterCode')).fill('hello');
    await page.getByRole('button', { name: text('zh-TW', 'scan.open') }).click();
    await page.getByText(text('zh-TW', 'scan.notATable')).waitFor();
    await page.getByRole('link', { name: text('zh-TW', 'scan.again') }).click();
    await page
      .getByLabel(text('zh-TW', 'scan.enterCode'))
      .fill(`https://elsewhere.example/m/1001/q/${await e2e.qr(A5)}`);
    await page.getByRole('button', { name: text('zh-TW', 'scan.open') }).click();
    await page.getByRole('link', { name: text('zh-TW', 'scan.startOrdering') }).click();
    await page.waitForURL((url) => url.pathname === '/zh-tw/merchant/1001/select-guests');
    await chooseDineInIfAsked(page, 'zh-TW');
    await page.getByRole('button', { name: text('zh-TW', 'selectGuests.start') }).click();
    await page.waitForURL((url) => url.pathname === '/zh-tw/merchant/1001/order');
    await addDish(page, 'zh-TW', products.porkDumplings, '小白');
    await expect.poll(() => cartCount(page)).toBe(1);
    // The phone's Back with the cart open: the cart goes with the menu, not over the page before.
    await page.getByRole('button', { name: /購物車/ }).click();
    const cart = page.getByRole('dialog', { name: text('zh-TW', 'popup.cart.title') });
    await cart.waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/zh-tw/merchant/1001/select-guests');
    await cart.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('search finds a dish in either language and adds it; a reload keeps the table', async () => {
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(A4));
    await page.getByRole('radio', { name: '3 guests', exact: true }).check();
    await page.getByRole('button', { name: text('en-US', 'selectGuests.start') }).click();
    await page.waitForURL((url) => url.pathname === '/merchant/1001/order');
    // The first screen's dish images load at once, the first before all else; the rest lazily.
    const images = page.locator('.product-card__image img');
    await images.first().waitFor();
    expect(await images.count()).toBeGreaterThan(6);
    expect(await images.first().getAttribute('fetchpriority')).toBe('high');
    expect(await images.nth(1).getAttribute('loading')).toBe('eager');
    expect(await images.nth(1).getAttribute('fetchpriority')).toBeNull();
    expect(await images.last().getAttribute('loading')).toBe('lazy');
    await page.getByRole('link', { name: text('en-US', 'header.search') }).click();
    await settled(page);
    // The diner came to type: the box has the focus.
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type))
      .toBe('search');
    // So it has on a direct load (a link, a reload), once start-up shows the page.
    await page.reload();
    await settled(page);
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type))
      .toBe('search');
    await page.getByLabel(text('en-US', 'search.label')).fill('牛肉麵');
    await productCard(page, products.beefNoodles).waitFor();
    // Answered at once from the menu held; spec §7's search call still goes out once typing pauses.
    const asked = page.context().waitForEvent('request', (request) => {
      const url = new URL(request.url());
      return (
        url.pathname === '/api/member/merchant/search' && url.searchParams.get('keyword') === 'zzzz'
      );
    });
    await page.getByLabel(text('en-US', 'search.label')).fill('zzzz');
    await page.getByText('Nothing on the menu matches “zzzz”.').waitFor();
    await asked;
    // A plural finds the dish its name has in the singular ("noodle soup").
    await page.getByLabel(text('en-US', 'search.label')).fill('noodles');
    await productCard(page, products.beefNoodles).waitFor();
    // A reload keeps what was typed, and its results (as it keeps the dietary filter).
    await page.reload();
    await settled(page);
    await productCard(page, products.beefNoodles).waitFor();
    await expect(page.getByLabel(text('en-US', 'search.label')).inputValue()).resolves.toBe(
      'noodles',
    );
    // Typed key by key, a screen reader hears what was found once the typing pauses: not every
    // dish card found on the way (the results are no live region), and the count once.
    const box = page.getByLabel(text('en-US', 'search.label'));
    await box.fill('');
    await page.evaluate(() => {
      const status = document.querySelector('.search-announcement');
      const said: string[] = [];
      new MutationObserver(() => said.push(status?.textContent ?? '')).observe(status as Node, {
        childList: true,
        characterData: true,
        subtree: true,
      });
      Object.assign(window, { searchSaid: said });
    });
    await box.pressSequentially('dumplings', { delay: 60 });
    await productCard(page, products.soldOut).waitFor();
    const found = await page.locator('.search-results .product-card').count();
    const said = () =>
      page.evaluate(() =>
        (window as unknown as { searchSaid: string[] }).searchSaid.filter((words) => words !== ''),
      );
    await expect.poll(said).toEqual([`${found} dishes found`]);
    expect(
      await page
        .locator('.search-results, .search-results [aria-live], .search-results [role]')
        .evaluateAll(
          (nodes) =>
            nodes.filter((node) => node.matches('[aria-live], [role="status"], [role="log"]'))
              .length,
        ),
    ).toBe(0);
    expect(await productCard(page, products.soldOut).isDisabled()).toBe(true);
    await productCard(page, products.porkDumplings).click();
    await productSheet(page, 'en-US').getByRole('button', { name: /^Add/ }).click();
    await giveFirstName(page, 'en-US', 'Dee');
    await expect.poll(() => cartCount(page)).toBe(1);

    // A reload on the menu: the stored table is joined again, the cart is there, adding works.
    await page.goto(`${e2e.baseUrl}/merchant/1001/order`);
    await settled(page);
    await expect.poll(() => cartCount(page)).toBe(1);
    await expect(page.locator('.table-bar').innerText()).resolves.toMatch(/3 guests/);
    await productCard(page, products.porkDumplings).click();
    await productSheet(page, 'en-US').getByRole('button', { name: /^Add/ }).click();
    await expect.poll(() => cartCount(page)).toBe(2);

    // The quantity popup: type a number; an impossible one is refused and nothing is lost.
    await page.getByRole('button', { name: /View cart/ }).click();
    await page.getByRole('button', { name: 'Edit Pork & chive dumplings (10)' }).click();
    const edit = page.getByRole('dialog', { name: 'Pork & chive dumplings (10)' });
    // Letters get the app's own message, not the browser's format bubble.
    await edit.getByLabel(text('en-US', 'product.quantity')).fill('abc');
    await edit.getByRole('button', { name: text('en-US', 'cart.save') }).click();
    await edit
      .getByRole('alert')
      .getByText(text('en-US', 'cart.quantityInvalid', { max: '999' }))
      .waitFor();
    await edit.getByLabel(text('en-US', 'product.quantity')).fill('1000');
    await edit.getByRole('button', { name: text('en-US', 'cart.save') }).click();
    await edit.getByRole('alert').waitFor();
    // Full-width digits, as a zh-TW keyboard types them, are digits.
    await edit.getByLabel(text('en-US', 'product.quantity')).fill('５');
    await edit.getByLabel(text('en-US', 'product.notes')).fill('extra vinegar');
    await edit.getByRole('button', { name: text('en-US', 'cart.save') }).click();
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(() => cartCount(page)).toBe(5);
    await page.getByText('Note: extra vinegar').waitFor();
    // A line past the sheet's 99 a time (a party's order) stays editable up to a line's 999.
    await page.getByRole('button', { name: 'Edit Pork & chive dumplings (10)' }).click();
    await edit.getByLabel(text('en-US', 'product.quantity')).fill('150');
    await edit.getByRole('button', { name: text('en-US', 'cart.save') }).click();
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(() => cartCount(page)).toBe(150);
    await page.getByRole('button', { name: 'Edit Pork & chive dumplings (10)' }).click();
    // A note keeps its lines; a control that would flip it on the other phones is dropped.
    await edit.getByLabel(text('en-US', 'product.notes')).fill('extra chili\n\u202Eno scallions');
    await edit.getByRole('button', { name: text('en-US', 'cart.save') }).click();
    await edit.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.locator('.line__notes').first().innerText())
      .toBe('Note: extra chili\nno scallions');
    await expect.poll(() => cartCount(page)).toBe(150);

    // Clearing asks first.
    await page.getByRole('button', { name: text('en-US', 'cart.clear') }).click();
    await page
      .getByRole('dialog', { name: text('en-US', 'cart.clearTitle') })
      .getByRole('button', { name: text('en-US', 'cart.clear') })
      .click();
    await expect.poll(() => cartCount(page)).toBe(0);
    // What was cleared is offered back, and the focus goes to it (its button went).
    const undo = page.locator('.line--removed').getByRole('button', { name: /^Undo: put / });
    await undo.first().waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/^Undo: put /);
    await undo.first().click();
    await expect.poll(() => cartCount(page)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

describe('a merchant that asks for the table’s order code', () => {
  it('checks the code before the order goes, and lets the diner ask the staff for it', async () => {
    const table = tables[5];
    if (table === undefined) throw new Error('the demo has table A6');
    const db = e2e.server.server.db;
    const staff = await staffApi(e2e.server);
    try {
      const { page, errors } = await e2e.phone();
      await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(table.id));
      await page.goto(`${e2e.baseUrl}/merchant/1001/order`);
      await settled(page);
      await productCard(page, products.porkDumplings).click();
      await productSheet(page, 'en-US').getByRole('button', { name: /^Add/ }).click();
      await giveFirstName(page, 'en-US', 'Eve');
      // The merchant starts asking for the code after this page read its settings: the
      // placement's refusal (4011) opens the code popup.
      await db.query(
        `update merchants set settings = settings || '{"18002":"true"}' where id = 1001`,
      );
      await page.getByRole('button', { name: /View cart/ }).click();
      await page.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();

      const dialog = page.getByRole('dialog', { name: text('en-US', 'popup.orderCode.title') });
      const field = dialog.getByLabel(text('en-US', 'orderCode.label'));
      const confirm = dialog.getByRole('button', { name: text('en-US', 'orderCode.submit') });
      await field.fill('12');
      await confirm.click();
      await dialog.getByText(text('en-US', 'orderCode.format')).waitFor();
      // Typing again takes the complaint back: it was about what was there before.
      await field.fill('123');
      await dialog.getByText(text('en-US', 'orderCode.format')).waitFor({ state: 'hidden' });
      // A pasted text keeps its digits (full-width ones too), however long the text around them.
      await field.fill('Code: ２４６８ (table A6)');
      expect(await field.inputValue()).toBe('24686');
      await field.fill(table.orderCode === '0000' ? '1111' : '0000');
      await confirm.click();
      await dialog.getByText(text('en-US', 'orderCode.wrong')).waitFor();
      // Asked from the keyboard: the focus stays on the button, which may ask again, and the
      // complaint about the code typed before goes (the staff bring the right one).
      const ask = dialog.getByRole('button', { name: text('en-US', 'orderCode.ask') });
      await ask.focus();
      await page.keyboard.press('Enter');
      await dialog.getByRole('status').getByText(text('en-US', 'orderCode.asked')).waitFor();
      await expect
        .poll(() => ask.evaluate((button) => button === document.activeElement))
        .toBe(true);
      expect(await ask.getAttribute('aria-disabled')).toBeNull();
      expect(await dialog.getByText(text('en-US', 'orderCode.wrong')).count()).toBe(0);
      expect(await cartCount(page)).toBe(1);
      // The popup with its refusal (2002) and the staff asked: nothing serious for axe either.
      expect(describeViolations(await seriousViolations(page))).toEqual([]);

      // A dish of the cart sells out meanwhile: the cart says it will not be ordered, and the
      // right code places the rest at once (docs/api/cart-orders.md, placement step 5).
      await dialog.getByRole('button', { name: text('en-US', 'common.close') }).click();
      const cart = page.getByRole('dialog', { name: text('en-US', 'popup.cart.title') });
      await cart.getByRole('button', { name: text('en-US', 'common.close') }).click();
      await addDish(page, 'en-US', products.beefNoodles);
      await expect.poll(() => cartCount(page)).toBe(2);
      await staff('POST', `/api/staff/products/${products.beefNoodles}/availability`, {
        soldOut: true,
      });
      await expect.poll(() => cartCount(page), { timeout: 10_000 }).toBe(1);
      await page.getByRole('button', { name: /View cart/ }).click();
      await cart.getByText(text('en-US', 'cart.unavailableLines')).waitFor();
      await cart.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();
      await field.fill(table.orderCode);
      await confirm.click();
      await page
        .getByRole('dialog', { name: text('en-US', 'popup.orderSubmitted.title') })
        .waitFor();
      await dialog.waitFor({ state: 'hidden' });
      expect(await cart.getByRole('alert').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await staff('POST', `/api/staff/products/${products.beefNoodles}/availability`, {
        soldOut: false,
      });
      await db.query(
        `update merchants set settings = settings || '{"18002":"false"}' where id = 1001`,
      );
    }
  });
});

describe('a merchant in local server mode that takes orders from members only', () => {
  it('answers on its own subdomain, opened there too; a visitor is asked to log in before ordering', async () => {
    const table = demoFacts.localTables[0];
    if (table === undefined) throw new Error('the demo has table T1');
    const { page, errors } = await e2e.phone();
    const apiHosts = new Set<string>();
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiHosts.add(new URL(request.url()).hostname);
    });
    // The printed QR code's link: the page itself is on the merchant's host.
    const merchantHost = new URL(e2e.baseUrl);
    merchantHost.hostname = `2002.${merchantHost.hostname === '127.0.0.1' ? 'localhost' : merchantHost.hostname}`;
    await page.goto(`${merchantHost.origin}/m/2002/q/${await e2e.qr(table.id)}`);
    await page.waitForURL((url) => url.pathname === '/merchant/2002/select-guests');
    await settled(page);
    const chooser = page.getByRole('dialog', { name: text('en-US', 'popup.orderType.title') });
    await chooser.getByRole('button', { name: text('en-US', 'orderType.dineIn') }).click();
    await page.getByRole('button', { name: text('en-US', 'selectGuests.start') }).click();
    await page.waitForURL((url) => url.pathname === '/merchant/2002/order');
    await page.locator('li[data-product-id] button').first().click();
    const sheet = productSheet(page, 'en-US');
    await sheet.getByRole('radio').first().check(); // its side is a required choice
    await sheet.getByRole('button', { name: /^Add/ }).click();
    await giveFirstName(page, 'en-US', 'Jo');
    await expect.poll(() => cartCount(page)).toBe(1);
    // Every call goes to the merchant's host, once: never 2002.2002.localhost.
    expect([...apiHosts]).toEqual(['2002.localhost']);

    // Members only: Place order asks a visitor to log in first, before any order code.
    await page.getByRole('button', { name: /View cart/ }).click();
    await page.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();
    const login = page.getByRole('dialog', { name: text('en-US', 'popup.login.title') });
    await login.getByText(text('en-US', 'login.membersOnly')).waitFor();
    const code = page.getByRole('dialog', { name: text('en-US', 'popup.orderCode.title') });
    expect(await code.isVisible()).toBe(false);
    // Nothing is lost: the dish is still in the cart.
    expect(await cartCount(page)).toBe(1);
    expect(errors).toEqual([]);
  });
});
