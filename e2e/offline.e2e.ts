import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoFacts } from '../server/demo/facts.ts';
import { settled } from './support/app.ts';
import {
  addDish,
  cartCount,
  giveFirstName,
  productCard,
  productSheet,
  scanTable,
} from './support/diner.ts';
import { type Lang, text } from './support/messages.ts';
import { useE2e } from './support/session.ts';
import { staffApi } from './support/staff-api.ts';
import { shootBothThemes } from './support/shots.ts';

/*
 * Issue 16, works on bad Wi-Fi (docs/offline.md), with Playwright's offline mode: the app is
 * installable, says what still works offline, keeps cart edits and sends them once back, never
 * orders offline nor at prices the server has not confirmed, and reloads offline from its
 * service worker. One server and one Chromium for the file.
 */
const e2e = useE2e();
const { products, tables } = demoFacts;
/** Tables of this file's own server: B3 in English, B4 in Chinese. */
const EN_TABLE = tables[8]?.id ?? '3009';
const ZH_TABLE = tables[9]?.id ?? '3010';

const banner = (page: Page) => page.locator('.network-banner');

const toMenu = async (page: Page, lang: Lang, table: string) => {
  await scanTable(page, e2e.baseUrl, lang, await e2e.qr(table));
  const start = page.getByRole('button', { name: text(lang, 'selectGuests.start') });
  if (await start.isVisible()) await start.click();
  await page.waitForURL((url) => url.pathname.endsWith('/merchant/1001/order'));
  await settled(page);
  await productCard(page, products.porkDumplings).waitFor();
};

/** The service worker is installed and controls the page: only then can it answer offline. */
const controlled = async (page: Page) => {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
};

const openCart = async (page: Page, lang: Lang): Promise<Locator> => {
  await page.locator('.cart-bar button').first().click();
  const cart = page.getByRole('dialog', { name: text(lang, 'popup.cart.title') });
  await cart.waitFor();
  return cart;
};

const placeButton = (cart: Locator, lang: Lang) =>
  cart.getByRole('button', { name: text(lang, 'cart.placeOrder') });

/** What the server holds: this table's cart lines, by product. */
const serverCart = async (tableId: string): Promise<Record<string, number>> => {
  const [row] = await e2e.server.server.db.query<{
    user_carts: { orderItems: { productId: string; quantity: number }[] }[];
  }>('select user_carts from carts where table_id = $1', [tableId]);
  const lines: Record<string, number> = {};
  for (const entry of row?.user_carts ?? [])
    for (const line of entry.orderItems)
      lines[String(line.productId)] = (lines[String(line.productId)] ?? 0) + line.quantity;
  return lines;
};

/** Offline, the cart still shows but does not order, and says why. */
const orderingWaits = async (page: Page, lang: Lang) => {
  const cart = await openCart(page, lang);
  expect(await placeButton(cart, lang).isDisabled()).toBe(true);
  expect(await placeButton(cart, lang).getAttribute('aria-describedby')).not.toBeNull();
  await cart.getByText(text(lang, 'order.needsConnection')).waitFor();
  await shootBothThemes(page, 'issue-16', 'offline-cart', lang);
  return cart;
};

/** Back online, the dumplings added online and the noodles added offline are the server's. */
const bothReachServer = (tableId: string) =>
  expect
    .poll(() => serverCart(tableId), { timeout: 15_000 })
    .toEqual({ [products.porkDumplings]: 1, [products.beefNoodles]: 1 });

const waitingText = (lang: Lang, count: number) =>
  lang === 'en-US'
    ? `${count} ${count === 1 ? 'change' : 'changes'} will be sent when you're back online.`
    : `恢復連線後將送出 ${count} 項變更。`;

describe('works on bad Wi-Fi', () => {
  it('is installable: a manifest in each language whose icons are served', async () => {
    for (const file of ['manifest.webmanifest', 'manifest.zh-TW.webmanifest']) {
      const reply = await fetch(`${e2e.baseUrl}/${file}`);
      expect(reply.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      const manifest = (await reply.json()) as {
        name: string;
        start_url: string;
        display: string;
        icons: { src: string; sizes: string; purpose?: string }[];
      };
      expect(manifest.display).toBe('standalone');
      expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
      expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
      for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png' }]) {
        const image = await fetch(`${e2e.baseUrl}${icon.src}`);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/png');
      }
    }
    const worker = await fetch(`${e2e.baseUrl}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const { page } = await e2e.phone();
    await page.goto(`${e2e.baseUrl}/zh-tw/`);
    await expect
      .poll(() =>
        page.locator('link[rel=manifest]').evaluate((link) => (link as HTMLLinkElement).href),
      )
      .toBe(`${e2e.baseUrl}/manifest.zh-TW.webmanifest`);
  });

  it('en-US: offline, the menu and the cart work, ordering waits; back online the edits reach the table and the order is placed at the server’s prices', async () => {
    const amy = await e2e.phone({ colorScheme: 'light' });
    const ben = await e2e.phone({ colorScheme: 'dark' });
    await toMenu(amy.page, 'en-US', EN_TABLE);
    await addDish(amy.page, 'en-US', products.porkDumplings, 'Amy');
    await controlled(amy.page);
    await toMenu(ben.page, 'en-US', EN_TABLE);
    await expect.poll(() => cartCount(ben.page)).toBe(1);

    await amy.context.setOffline(true);
    await expect.poll(() => banner(amy.page).innerText()).toBe(text('en-US', 'network.offline'));
    expect(await amy.page.locator('.network-banner[role=status][aria-live=polite]').count()).toBe(
      1,
    );

    // Offline, the menu still opens and the cart still changes; the edit waits.
    await addDish(amy.page, 'en-US', products.beefNoodles);
    await expect.poll(() => cartCount(amy.page)).toBe(2);
    await expect
      .poll(() => banner(amy.page).innerText())
      .toBe(`${text('en-US', 'network.offline')} ${waitingText('en-US', 1)}`);
    expect(await serverCart(EN_TABLE)).toEqual({ [products.porkDumplings]: 1 });
    await shootBothThemes(amy.page, 'issue-16', 'offline-menu', 'en-US');
    await expect.poll(() => cartCount(ben.page)).toBe(1);

    // Meanwhile the kitchen raises the noodles' price: the offline cart still shows the old one.
    await e2e.server.server.db.query('update products set price = price + 1 where id = $1', [
      products.beefNoodles,
    ]);
    const cart = await orderingWaits(amy.page, 'en-US');

    // Back online: the edit reaches the server and the other diner, the banner goes.
    await amy.context.setOffline(false);
    await bothReachServer(EN_TABLE);
    await expect.poll(() => cartCount(ben.page)).toBe(2);
    await expect.poll(() => banner(amy.page).count()).toBe(0);

    // The order is placed from the cart the server priced, at the new price.
    await expect.poll(() => placeButton(cart, 'en-US').isEnabled()).toBe(true);
    await placeButton(cart, 'en-US').click();
    await cart.waitFor({ state: 'hidden' });
    const [order] = await e2e.server.server.db.query<{
      document: { orderItems: { productId: string; price: number }[] };
    }>('select document from orders where table_id = $1 order by created_at desc limit 1', [
      EN_TABLE,
    ]);
    const [menu] = await e2e.server.server.db.query<{ price: string }>(
      'select price from products where id = $1',
      [products.beefNoodles],
    );
    const noodles = order?.document.orderItems.find(
      (line) => String(line.productId) === products.beefNoodles,
    );
    expect(noodles?.price).toBe(Number(menu?.price));
    expect(
      amy.errors.filter((error) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|net::/.test(error)),
    ).toEqual([]);

    // A reload offline: the service worker gives the shell and the last menu.
    await amy.context.setOffline(true);
    await amy.page.reload();
    await settled(amy.page);
    await productCard(amy.page, products.porkDumplings).waitFor();
    await banner(amy.page).waitFor();
    await amy.context.setOffline(false);
  });

  it('a reload offline right after the first visit shows the last menu; with none kept (storage cleared) it keeps the address, loads once back online, and the table is live again', async () => {
    const table = tables[7]?.id ?? '3008';
    const eve = await e2e.phone({ colorScheme: 'dark' });
    await toMenu(eve.page, 'en-US', table);
    await controlled(eve.page);
    // The first visit's calls came before the service worker controlled the page: the app's
    // worker kept the menu it read (docs/offline.md).
    await eve.context.setOffline(true);
    await eve.page.reload();
    await settled(eve.page);
    await productCard(eve.page, products.porkDumplings).waitFor();
    await expect.poll(() => banner(eve.page).innerText()).toBe(text('en-US', 'network.offline'));
    expect(await eve.page.getByText(text('en-US', 'error.unreachable')).count()).toBe(0);

    // The browser dropped what was kept: nothing to show the menu from.
    await eve.page.evaluate(() => caches.delete('tablefold-replies-v1'));
    await eve.page.reload();
    await eve.page.getByText(text('en-US', 'error.unreachable')).waitFor();
    // The banner does not promise a menu the page cannot show.
    await expect(eve.page.locator('.network-banner').innerText()).resolves.toBe(
      text('en-US', 'network.offlineOnly'),
    );
    expect(new URL(eve.page.url()).pathname).toBe('/merchant/1001/order');
    // An expected state, said on screen: not a console error (the browser's own failed loads
    // offline are).
    expect(eve.errors.filter((error) => !/Failed to fetch|ERR_|net::/.test(error))).toEqual([]);
    await shootBothThemes(eve.page, 'offline', 'reload-unreachable', 'en-US');
    await eve.context.setOffline(false);
    await settled(eve.page);
    await productCard(eve.page, products.porkDumplings).waitFor();

    // The live channel that could not open offline opens now: another diner's dish arrives.
    const fin = await e2e.phone();
    await toMenu(fin.page, 'en-US', table);
    await addDish(fin.page, 'en-US', products.porkDumplings, 'Fin');
    await expect.poll(() => cartCount(eve.page), { timeout: 10_000 }).toBe(1);
  });

  it('a seated diner opening the table’s link offline keeps the seat: the landing says the restaurant can’t be reached, and goes on once back', async () => {
    const table = tables[11]?.id ?? '3012';
    const qr = await e2e.qr(table);
    const ivy = await e2e.phone();
    await toMenu(ivy.page, 'en-US', table);
    await addDish(ivy.page, 'en-US', products.porkDumplings, 'Ivy');
    await controlled(ivy.page);
    const storedTable = () => ivy.page.evaluate(() => window.localStorage.getItem('table-id'));
    expect(await storedTable()).toBe(table);

    await ivy.context.setOffline(true);
    await ivy.page.goto(`${e2e.baseUrl}/m/1001/q/${qr}`);
    const unreachable = ivy.page.getByRole('alert').filter({
      hasText: text('en-US', 'error.unreachable'),
    });
    await unreachable.waitFor();
    await unreachable.getByRole('button', { name: text('en-US', 'common.retry') }).waitFor();
    // Not sent to not-found, and the seat is still the diner's.
    expect(new URL(ivy.page.url()).pathname).toBe(`/m/1001/q/${qr}`);
    expect(await storedTable()).toBe(table);
    // An expected state, said on screen: not a console error (the browser's own failed loads
    // offline are).
    expect(ivy.errors.filter((error) => !/Failed to fetch|ERR_|net::/.test(error))).toEqual([]);
    await shootBothThemes(ivy.page, 'offline', 'qr-unreachable', 'en-US');

    await ivy.context.setOffline(false);
    await ivy.page.waitForURL((url) => !url.pathname.includes('/q/'), { timeout: 15_000 });
    await settled(ivy.page);
    const start = ivy.page.getByRole('button', { name: text('en-US', 'selectGuests.start') });
    if (await start.isVisible()) await start.click();
    await ivy.page.waitForURL((url) => url.pathname.endsWith('/merchant/1001/order'));
    await productCard(ivy.page, products.porkDumplings).waitFor();
    // The same diner at the same table: her dish is still hers, nobody asks her name again.
    await expect.poll(() => cartCount(ivy.page)).toBe(1);
    expect(await serverCart(table)).toEqual({ [products.porkDumplings]: 1 });
  });

  it('an edit made offline outlives a reload offline, and reaches the table once back; a dish added before the cart loaded waits, outlives another reload, and is added once; the guest is still known by her name', async () => {
    const table = tables[10]?.id ?? '3011';
    const dan = await e2e.phone();
    await toMenu(dan.page, 'en-US', table);
    await addDish(dan.page, 'en-US', products.porkDumplings, 'Dan');
    await controlled(dan.page);
    await dan.page.reload();
    await settled(dan.page);
    await productCard(dan.page, products.porkDumplings).waitFor();
    await dan.context.setOffline(true);
    await addDish(dan.page, 'en-US', products.beefNoodles);
    await expect.poll(() => cartCount(dan.page)).toBe(2);

    // The phone reloads the tab while still offline (the page's "leave?" is answered yes).
    dan.page.on('dialog', (dialog) => void dialog.accept());
    await dan.page.reload();
    await settled(dan.page);
    await productCard(dan.page, products.porkDumplings).waitFor();
    // The page has no cart to show the change in yet, but it still says the change waits.
    await expect
      .poll(() => banner(dan.page).innerText())
      .toBe(`${text('en-US', 'network.offline')} ${waitingText('en-US', 1)}`);
    expect(await serverCart(table)).toEqual({ [products.porkDumplings]: 1 });
    // Another dish before the table's cart could load: it is kept, and the sheet says it will be
    // added once back (not "scan the code again", nor "add it again"); no name is asked for
    // that the POS already has.
    await productCard(dan.page, products.porkDumplings).click();
    const early = productSheet(dan.page, 'en-US');
    await early
      .getByRole('button', { name: new RegExp(`^${text('en-US', 'product.add')}`) })
      .click();
    await early.getByRole('status').getByText(text('en-US', 'cart.notLoadedYet')).waitFor();
    expect(await early.getByRole('alert').count()).toBe(0);
    await shootBothThemes(dan.page, 'offline', 'dish-kept-until-cart', 'en-US');
    expect(
      await dan.page.getByRole('dialog', { name: text('en-US', 'popup.editName.title') }).count(),
    ).toBe(0);
    await dan.page.keyboard.press('Escape');
    await early.waitFor({ state: 'hidden' });
    await expect
      .poll(() => banner(dan.page).innerText())
      .toBe(`${text('en-US', 'network.offline')} ${waitingText('en-US', 2)}`);
    // The cart shows it, waiting: nothing to change or order yet.
    await expect.poll(() => cartCount(dan.page)).toBe(1);
    const waiting = await openCart(dan.page, 'en-US');
    await waiting.getByText(text('en-US', 'cart.notLoadedYet')).waitFor();
    await waiting.getByText('Pork & chive dumplings (10)').first().waitFor();
    expect(await waiting.locator('.line__controls').count()).toBe(0);
    expect(await placeButton(waiting, 'en-US').isDisabled()).toBe(true);
    await shootBothThemes(dan.page, 'offline', 'dish-waiting-for-cart', 'en-US');
    await dan.page.keyboard.press('Escape');
    await waiting.waitFor({ state: 'hidden' });

    // Reloaded again, still offline: both still wait.
    await dan.page.reload();
    await settled(dan.page);
    await productCard(dan.page, products.porkDumplings).waitFor();
    await expect
      .poll(() => banner(dan.page).innerText())
      .toBe(`${text('en-US', 'network.offline')} ${waitingText('en-US', 2)}`);
    await expect.poll(() => cartCount(dan.page)).toBe(1);
    expect(await serverCart(table)).toEqual({ [products.porkDumplings]: 1 });

    // Back online: the noodles made again, the dumplings added onto what the table holds, once.
    await dan.context.setOffline(false);
    const once = { [products.porkDumplings]: 2, [products.beefNoodles]: 1 };
    await expect.poll(() => serverCart(table), { timeout: 15_000 }).toEqual(once);
    await expect.poll(() => cartCount(dan.page)).toBe(3);
    await expect.poll(() => banner(dan.page).count()).toBe(0);
    // Another diner at the table sees the same three dishes; a while later, still once.
    const eli = await e2e.phone();
    await toMenu(eli.page, 'en-US', table);
    await expect.poll(() => cartCount(eli.page)).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await serverCart(table)).toEqual(once);
    expect(await dan.page.locator('.toasts').getByText("wasn't added").count()).toBe(0);

    // Back online the page joined the table again, the guest's name with it: the next dish is
    // added without asking it again (a name given again would make her a new diner).
    const memberId = (await dan.context.cookies()).find((c) => c.name === 'member-id')?.value;
    await productCard(dan.page, products.porkDumplings).click();
    const sheet = productSheet(dan.page, 'en-US');
    await sheet
      .getByRole('button', { name: new RegExp(`^${text('en-US', 'product.add')}`) })
      .click();
    await expect.poll(() => cartCount(dan.page)).toBe(4);
    const askedName = dan.page.getByRole('dialog', { name: text('en-US', 'popup.editName.title') });
    expect(await askedName.isVisible()).toBe(false);
    await expect
      .poll(() => serverCart(table))
      .toEqual({ [products.porkDumplings]: 3, [products.beefNoodles]: 1 });
    expect((await dan.context.cookies()).find((c) => c.name === 'member-id')?.value).toBe(memberId);
  });

  it('a popup whose code the network dropped on a first visit waits for it: no error page, and it opens once the network is back', async () => {
    const table = tables[6]?.id ?? '3007';
    const gus = await e2e.phone({ colorScheme: 'dark' });
    // Every request for the cart panel's code fails, the fetch ahead included, as on a first visit
    // whose Wi-Fi drops before the service worker holds the chunks.
    let dropping = true;
    let dropped = 0;
    await gus.context.route(/\/assets\/CartSheet-[^/]*\.js$/, (route) => {
      if (!dropping) return route.continue();
      dropped += 1;
      return route.abort('internetdisconnected');
    });
    await toMenu(gus.page, 'en-US', table);
    await addDish(gus.page, 'en-US', products.porkDumplings, 'Gus');
    await gus.page.locator('.cart-bar button').first().click();
    await gus.page.locator('.popup-waiting .spinner').waitFor();
    await gus.page
      .locator('.popup-waiting')
      .getByRole('status')
      .getByText(text('en-US', 'common.loading'))
      .waitFor();
    // The page stays the menu (it showed "Something went wrong", and "Try again" met the same).
    await expect.poll(() => dropped).toBeGreaterThan(1);
    expect(await gus.page.getByText(text('en-US', 'common.somethingWentWrong')).count()).toBe(0);
    await productCard(gus.page, products.porkDumplings).waitFor();
    await shootBothThemes(gus.page, 'offline', 'popup-code-waiting', 'en-US');

    // The network comes back: the panel opens without another tap, the dish in it.
    dropping = false;
    await gus.context.setOffline(true);
    await gus.context.setOffline(false);
    const cart = gus.page.getByRole('dialog', { name: text('en-US', 'popup.cart.title') });
    await cart.waitFor({ timeout: 10_000 });
    await cart.getByText('Pork & chive dumplings (10)').first().waitFor();
    expect(await gus.page.locator('.popup-waiting').count()).toBe(0);
    expect(
      gus.errors.filter((error) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|net::/.test(error)),
    ).toEqual([]);
  });

  it('a page whose code the network dropped is not reloaded offline (that showed the browser’s own error page): it opens once the network is back', async () => {
    const table = tables[5]?.id ?? '3006';
    const hal = await e2e.phone();
    let dropping = true;
    await hal.context.route(/\/assets\/SearchPage-[^/]*\.js$/, (route) =>
      dropping ? route.abort('internetdisconnected') : route.continue(),
    );
    await toMenu(hal.page, 'en-US', table);
    await hal.context.setOffline(true);
    await hal.page.getByRole('link', { name: text('en-US', 'header.search') }).click();
    await hal.page.waitForTimeout(1_500);
    // Still the app, its offline banner up, not a reload into Chromium's "No internet" page.
    expect(hal.page.url().startsWith(e2e.baseUrl)).toBe(true);
    await banner(hal.page).waitFor();
    expect(await hal.page.getByText(text('en-US', 'common.somethingWentWrong')).count()).toBe(0);

    dropping = false;
    await hal.context.setOffline(false);
    await hal.page.getByLabel(text('en-US', 'search.label')).waitFor({ timeout: 10_000 });
    expect(new URL(hal.page.url()).pathname).toBe('/merchant/1001/search');
  });

  it('a placement whose reply the network lost is the diner’s order after all: no error, the order shown, the next round added to it, nothing ordered twice', async () => {
    const table = tables[4]?.id ?? '3005';
    const ann = await e2e.phone();
    await toMenu(ann.page, 'en-US', table);
    await addDish(ann.page, 'en-US', products.porkDumplings, 'Ann');
    // The placement reaches the server and is placed; its reply never reaches the phone.
    let lose = true;
    await ann.page.route('**/api/member/order', async (route) => {
      if (!lose || route.request().method() !== 'POST') return route.fallback();
      lose = false;
      // A slow network first: the button says the order is on its way meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.fetch();
      return route.abort('connectionreset');
    });
    const cart = await openCart(ann.page, 'en-US');
    await placeButton(cart, 'en-US').click();
    const placing = cart.getByRole('button', { name: text('en-US', 'cart.placing') });
    await placing.waitFor();
    expect(await placing.getAttribute('aria-busy')).toBe('true');
    await shootBothThemes(ann.page, 'offline', 'placing', 'en-US');
    await ann.page
      .getByRole('dialog', { name: text('en-US', 'popup.orderSubmitted.title') })
      .getByText(text('en-US', 'popup.orderSubmitted.bodyMine'))
      .waitFor({ timeout: 15_000 });
    expect(await ann.page.getByText(text('en-US', 'order.placeOrderError')).count()).toBe(0);
    await shootBothThemes(ann.page, 'offline', 'placement-reply-lost', 'en-US');
    await ann.page.keyboard.press('Escape');

    // The next dish goes on as a round of that order, not a second placement of the first.
    await addDish(ann.page, 'en-US', products.beefNoodles);
    const again = await openCart(ann.page, 'en-US');
    await again.getByRole('button', { name: text('en-US', 'cart.addToOrder') }).click();
    await again.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => {
        const rows = await e2e.server.server.db.query<{
          document: { orderItems: { productId: string; quantity: number }[] };
        }>('select document from orders where table_id = $1', [table]);
        return rows.map((row) =>
          row.document.orderItems.map((line) => `${String(line.productId)}×${line.quantity}`),
        );
      })
      .toEqual([[`${products.porkDumplings}×1`, `${products.beefNoodles}×1`]]);
    expect(ann.errors.filter((error) => !/Failed to fetch|ERR_|net::/.test(error))).toEqual([]);
  });

  it('a placement that never reached the restaurant, the sheet closed meanwhile: a toast says it may have gone; back online, that it did not, once; sent again, it goes', async () => {
    // Table A3: no other test of this file sits there.
    const table = tables[2]?.id ?? '3003';
    const liv = await e2e.phone();
    await toMenu(liv.page, 'en-US', table);
    await addDish(liv.page, 'en-US', products.porkDumplings, 'Liv');
    // The placement hangs on a failing network, then dies before reaching the server.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let drop = true;
    await liv.page.route('**/api/member/order', async (route) => {
      if (!drop || route.request().method() !== 'POST') return route.fallback();
      drop = false;
      await held;
      return route.abort('internetdisconnected');
    });
    const cart = await openCart(liv.page, 'en-US');
    await placeButton(cart, 'en-US').click();
    await cart.getByRole('button', { name: text('en-US', 'cart.placing') }).waitFor();
    await liv.page.keyboard.press('Escape');
    await cart.waitFor({ state: 'hidden' });
    await liv.context.setOffline(true);
    release();
    const toasts = liv.page.locator('.toasts');
    await toasts.getByText(text('en-US', 'cart.placeUnanswered')).waitFor();
    // Back online, the table read again says the order is not there: said once.
    await liv.context.setOffline(false);
    const notSent = toasts.getByText(text('en-US', 'order.placementNotSent'));
    // Not before the placement's own wait for a reply (10 s) has passed since it failed.
    await notSent.waitFor({ timeout: 25_000 });
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(liv.errors.filter((error) => !/Failed to fetch|ERR_|net::/.test(error)).length).toBe(0);
    expect(await notSent.count()).toBeLessThanOrEqual(1);
    expect(await serverCart(table)).toEqual({ [products.porkDumplings]: 1 });
    // Sent again, it goes, once.
    const again = await openCart(liv.page, 'en-US');
    await placeButton(again, 'en-US').click();
    await liv.page
      .getByRole('dialog', { name: text('en-US', 'popup.orderSubmitted.title') })
      .waitFor({ timeout: 15_000 });
    const orders = await e2e.server.server.db.query<{ id: string }>(
      'select id from orders where table_id = $1',
      [table],
    );
    expect(orders.length).toBe(1);
  });

  it('a table whose cart could not be read at the start (503) is read by the next Add, which adds the dish', async () => {
    const table = tables[3]?.id ?? '3004';
    const { page, context, errors } = await e2e.phone();
    let failing = true;
    const cartRead = (url: URL, method: string) =>
      (url.pathname === '/api/shoppingCart' && method === 'GET') ||
      url.pathname === '/api/shoppingCart/initialize';
    await context.route('**/api/shoppingCart**', (route) =>
      failing && cartRead(new URL(route.request().url()), route.request().method())
        ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'busy' })
        : route.fallback(),
    );
    try {
      await toMenu(page, 'en-US', table);
      expect(await cartCount(page)).toBe(0);
      // An Add while the POS still fails reads the cart again and says that failure, once: the
      // sheet does not also say the cart is "still loading" (it is not: it failed).
      await productCard(page, products.porkDumplings).click();
      const sheet = productSheet(page, 'en-US');
      const pickOne = sheet.getByRole('radio');
      if ((await pickOne.count()) > 0) await pickOne.first().check();
      const add = sheet.getByRole('button', {
        name: new RegExp(`^${text('en-US', 'product.add')}`),
      });
      await add.click();
      await giveFirstName(page, 'en-US', 'Zoe');
      await sheet.getByText(text('en-US', 'cart.fetchFailed')).last().waitFor();
      await settled(page);
      expect(await sheet.getByText(text('en-US', 'cart.stillLoading')).count()).toBe(0);
      expect(await page.getByText(text('en-US', 'cart.fetchFailed')).count()).toBe(1);
      expect(await page.locator('.toasts').getByRole('status').allInnerTexts()).toEqual([
        text('en-US', 'cart.fetchFailed'),
      ]);
      // The POS is back; nothing at the table changed, so only the diner's Add reads the cart.
      failing = false;
      await add.click();
      await sheet.waitFor({ state: 'hidden' });
      await expect.poll(() => cartCount(page)).toBe(1);
      expect(await serverCart(table)).toEqual({ [products.porkDumplings]: 1 });
      expect(errors.filter((error) => !/503|Service Unavailable/.test(error))).toEqual([]);
    } finally {
      await context.unroute('**/api/shoppingCart**');
    }
  });

  it('zh-TW: the offline state in Traditional Chinese, and the edit made offline reaches the server', async () => {
    const cho = await e2e.phone({ colorScheme: 'light', locale: 'zh-TW' });
    await toMenu(cho.page, 'zh-TW', ZH_TABLE);
    await addDish(cho.page, 'zh-TW', products.porkDumplings, 'Cho');
    await expect.poll(() => cho.page.locator('header .presence').count()).toBe(1);
    await cho.context.setOffline(true);
    await expect.poll(() => banner(cho.page).innerText()).toBe(text('zh-TW', 'network.offline'));
    // Who is at the table is the server's word: offline, the row says nothing it cannot know.
    await expect.poll(() => cho.page.locator('header .presence').count()).toBe(0);
    await addDish(cho.page, 'zh-TW', products.beefNoodles);
    await expect
      .poll(() => banner(cho.page).innerText())
      .toBe(`${text('zh-TW', 'network.offline')} ${waitingText('zh-TW', 1)}`);
    await shootBothThemes(cho.page, 'issue-16', 'offline-menu', 'zh-TW');
    await orderingWaits(cho.page, 'zh-TW');
    await cho.context.setOffline(false);
    await bothReachServer(ZH_TABLE);
    await expect.poll(() => banner(cho.page).count()).toBe(0);
    await expect.poll(() => cho.page.locator('header .presence').count()).toBe(1);

    // A newcomer's name cannot be saved offline: the popup says so, and saves it once back,
    // when the dish asked for goes in too.
    const dee = await e2e.phone({ locale: 'zh-TW' });
    await toMenu(dee.page, 'zh-TW', ZH_TABLE);
    // The popup's code comes from the service worker's cache offline: once it is installed (a
    // popup whose code cannot load waits for the network instead; docs/offline.md).
    await controlled(dee.page);
    await dee.context.setOffline(true);
    await productCard(dee.page, products.porkDumplings).click();
    await productSheet(dee.page, 'zh-TW')
      .getByRole('button', { name: new RegExp(`^${text('zh-TW', 'product.add')}`) })
      .click();
    const prompt = dee.page.getByRole('dialog', { name: text('zh-TW', 'popup.editName.title') });
    await prompt.getByLabel(text('zh-TW', 'name.first')).fill('小德');
    const save = prompt.getByRole('button', { name: text('zh-TW', 'name.save') });
    await save.click();
    await prompt.getByRole('alert').getByText(text('zh-TW', 'name.notSavedUnanswered')).waitFor();
    await dee.context.setOffline(false);
    await save.click();
    await prompt.waitFor({ state: 'hidden' });
    await expect.poll(() => cartCount(dee.page)).toBe(3);
  });
  it('zh-TW: of the dishes added offline, one sold out meanwhile is named and left out; the others reach the table', async () => {
    const table = tables[1]?.id ?? '3002';
    const staff = await staffApi(e2e.server);
    const fay = await e2e.phone({ locale: 'zh-TW' });
    await toMenu(fay.page, 'zh-TW', table);
    await addDish(fay.page, 'zh-TW', products.porkDumplings, '小芳');
    await fay.context.setOffline(true);
    await expect.poll(() => banner(fay.page).innerText()).toBe(text('zh-TW', 'network.offline'));
    await addDish(fay.page, 'zh-TW', products.beefNoodles);
    await addDish(fay.page, 'zh-TW', products.porkDumplings);
    await expect.poll(() => cartCount(fay.page)).toBe(3);
    await staff('POST', `/api/staff/products/${products.beefNoodles}/availability`, {
      soldOut: true,
    });
    try {
      await fay.context.setOffline(false);
      await expect
        .poll(() => serverCart(table), { timeout: 15_000 })
        .toEqual({ [products.porkDumplings]: 2 });
      // One dish: the catalogue's select says it without 都 (the helper does not format ICU).
      const tail = '在加入購物車前已售完，未加入。';
      await fay.page
        .getByRole('status')
        .filter({ hasText: tail })
        .filter({ hasText: '牛肉麵' })
        .waitFor();
      await expect.poll(() => cartCount(fay.page)).toBe(2);
    } finally {
      await staff('POST', `/api/staff/products/${products.beefNoodles}/availability`, {
        soldOut: false,
      });
    }
  });
});
