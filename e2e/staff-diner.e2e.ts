import { describe, expect, it } from 'vitest';
import { demoFacts } from '../server/demo/facts.ts';
import { settled } from './support/app.ts';
import { cartCount, giveFirstName, productCard, productSheet, scanTable } from './support/diner.ts';
import { text } from './support/messages.ts';
import { useE2e } from './support/session.ts';
import { type StaffCall, staffApi } from './support/staff-api.ts';

const e2e = useE2e();
const { products, tables } = demoFacts;

interface StaffOrder {
  readonly id: string;
  readonly orderItems: readonly { readonly id: string; readonly productId: string }[];
  readonly totalAmount: number;
}

/** What the staff side does is seen by the diners: states, dialogs, popups, the menu. */
describe('staff actions reach the diners', () => {
  it('send, void and pay show on the order detail; a table clear brings the unfinished-order popup', async () => {
    const table = tables[7];
    if (table === undefined) throw new Error('the demo has table B2');
    const staff: StaffCall = await staffApi(e2e.server);
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(table.id));
    await page.goto(`${e2e.baseUrl}/merchant/1001/order`);
    await settled(page);
    for (const product of [products.porkDumplings, products.weighedFish]) {
      await productCard(page, product).click();
      await productSheet(page, 'en-US').getByRole('button', { name: /^Add/ }).click();
      if (product === products.porkDumplings) await giveFirstName(page, 'en-US', 'Gus');
      await productSheet(page, 'en-US').waitFor({ state: 'hidden' });
    }
    await page.getByRole('button', { name: /View cart/ }).click();
    await page.getByRole('button', { name: text('en-US', 'cart.placeOrder') }).click();
    await page
      .getByRole('button', { name: text('en-US', 'popup.orderSubmitted.viewDetail') })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/merchant/1001/order-detail/'));
    const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const lines = page.locator('.order-detail .line');
    await expect.poll(() => lines.count()).toBe(2);

    const okUpdated = async () => {
      const dialog = page.getByRole('dialog', { name: text('en-US', 'popup.orderUpdated.title') });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: text('en-US', 'common.ok') }).click();
    };

    await staff('POST', `/api/staff/orders/${orderId}/send`, {});
    await okUpdated();
    await expect
      .poll(() => lines.evaluateAll((els) => els.map((el) => el.getAttribute('data-state'))))
      .toEqual(['sent', 'sent']);

    const order = await staff<StaffOrder>('GET', `/api/staff/orders/${orderId}`);
    const dumplings = order.orderItems.find(
      (item) => String(item.productId) === products.porkDumplings,
    );
    await staff('POST', `/api/staff/orders/${orderId}/items/${dumplings?.id ?? ''}/void`, {
      reason: 'Dropped on the way',
    });
    await okUpdated();
    await expect.poll(() => lines.first().getAttribute('data-state')).toBe('voided');
    await page.getByText('Reason: Dropped on the way').waitFor();

    // The staff clear the table while the order is open: the diner chooses what happens next.
    await staff('POST', `/api/staff/tables/${table.id}/clear`);
    const unfinished = page.getByRole('dialog', { name: text('en-US', 'popup.unfinished.title') });
    await unfinished.waitFor();
    await unfinished
      .getByRole('button', { name: text('en-US', 'popup.unfinished.continue') })
      .click();
    await page.waitForURL((url) => url.pathname === '/merchant/1001/order');

    const payable = (await staff<StaffOrder>('GET', `/api/staff/orders/${orderId}`)).totalAmount;
    await staff('POST', `/api/staff/orders/${orderId}/payments`, {
      amount: payable,
      tips: 3,
      method: 'card',
    });
    await page.goto(`${e2e.baseUrl}/merchant/1001/order-detail/${orderId}`);
    await settled(page);
    await expect
      .poll(() => page.getByTestId('payment-status').innerText())
      .toBe(text('en-US', 'paymentStatus.paid'));
    await page.getByText(text('en-US', 'orderDetail.paidTips')).waitFor();

    // Checked out: the order is no longer the table's, and its detail says so.
    await staff('POST', `/api/staff/orders/${orderId}/complete`, {});
    await page.reload();
    await settled(page);
    await expect
      .poll(() => page.getByTestId('order-status').innerText())
      .toBe(text('en-US', 'orderStatus.completed'));
    await expect(
      page.getByRole('link', { name: text('en-US', 'orderDetail.addItems') }).count(),
    ).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it('a dish sold out turns sold out on every diner’s menu, and a cart write with it gets 2025', async () => {
    const table = tables[8];
    if (table === undefined) throw new Error('the demo has table B3');
    const staff: StaffCall = await staffApi(e2e.server);
    const hana = await e2e.phone();
    const ivo = await e2e.phone({ colorScheme: 'dark' });
    for (const diner of [hana, ivo]) {
      await scanTable(diner.page, e2e.baseUrl, 'en-US', await e2e.qr(table.id));
      await diner.page.goto(`${e2e.baseUrl}/merchant/1001/order`);
      await settled(diner.page);
    }
    await productCard(hana.page, products.beefNoodles).click();
    const sheet = productSheet(hana.page, 'en-US');
    await sheet.getByRole('radio').first().check();
    await sheet.getByRole('button', { name: /^Add/ }).click();
    await giveFirstName(hana.page, 'en-US', 'Hana');
    await expect.poll(() => cartCount(hana.page)).toBe(1);

    try {
      await staff('POST', `/api/staff/products/${products.beefNoodles}/availability`, {
        soldOut: true,
      });
      for (const diner of [hana, ivo])
        await expect
          .poll(() => productCard(diner.page, products.beefNoodles).isDisabled())
          .toBe(true);

      // Hana's cart still holds the noodles: her next write is refused, and she is told why.
      await productCard(hana.page, products.porkDumplings).click();
      await productSheet(hana.page, 'en-US').getByRole('button', { name: /^Add/ }).click();
      await hana.page
        .locator('.toasts')
        .getByText(text('en-US', 'order.itemOffShelfOrSoldOut'))
        .waitFor();
      expect(hana.errors).toEqual([]);
      expect(ivo.errors).toEqual([]);
    } finally {
      await staff('POST', `/api/staff/products/${products.beefNoodles}/availability`, {
        soldOut: false,
      });
    }
  });
});

/** Issue 12: what scanning the code gives (a seat) is what acts for the table, nothing less. */
describe('seats', () => {
  it('a table id alone opens nothing; the scanner keeps ordering after a reload and a staff clear', async () => {
    const table = tables[10];
    if (table === undefined) throw new Error('the demo has table B5');
    const staff: StaffCall = await staffApi(e2e.server);
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(table.id));
    await page.goto(`${e2e.baseUrl}/merchant/1001/order`);
    await settled(page);
    await productCard(page, products.porkDumplings).click();
    await productSheet(page, 'en-US').getByRole('button', { name: /^Add/ }).click();
    await giveFirstName(page, 'en-US', 'Juno');
    await expect.poll(() => cartCount(page)).toBe(1);
    const seatOf = () => page.evaluate(() => localStorage.getItem('table-seat'));
    const seat = JSON.parse((await seatOf()) ?? '{}') as { dinerId?: string; token?: string };
    expect(seat.dinerId).toMatch(/^[A-Za-z0-9_-]+$/);

    // A stranger with curl and the table's id: refused, and Juno's dish stays.
    const stranger = await fetch(`${e2e.baseUrl}/api/shoppingCart/clear`, {
      method: 'DELETE',
      headers: { tableId: table.id, merchantId: '1001' },
    });
    expect(stranger.status).toBe(403);
    expect(((await stranger.json()) as { code: number }).code).toBe(4030);
    await page.reload();
    await settled(page);
    await expect.poll(() => cartCount(page)).toBe(1);

    // The staff clear the table: every seat ends. Juno, still there, gets hers renewed (same
    // diner) and orders on.
    await staff('POST', `/api/staff/tables/${table.id}/clear`);
    await expect.poll(() => cartCount(page)).toBe(0);
    const tokenNow = async () => (JSON.parse((await seatOf()) ?? '{}') as { token?: string }).token;
    await expect.poll(tokenNow).not.toBe(seat.token);
    await productCard(page, products.porkDumplings).click();
    await productSheet(page, 'en-US').getByRole('button', { name: /^Add/ }).click();
    await expect.poll(() => cartCount(page)).toBe(1);
    const renewed = JSON.parse((await seatOf()) ?? '{}') as { dinerId?: string; token?: string };
    expect(renewed.dinerId).toBe(seat.dinerId);
    expect(errors).toEqual([]);
  });
});
