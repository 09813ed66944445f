import { describe, expect, it } from 'vitest';
import type { TableCore } from '../core/create-core.ts';
import {
  lineOf,
  linesOf,
  makeTestCore,
  nothingStored,
  refusingPlacements,
  seat,
  until,
} from '../testing/core.fixture.ts';
import { tableFor } from '../testing/server.fixture.ts';
import { useSharedServer } from '../testing/shared-server.fixture.ts';

const shared = useSharedServer();

const diner = (fingerprint: string) => {
  const made = makeTestCore(shared.server.origin, { fingerprint });
  shared.track(made.core);
  return made;
};

const placeOrderNotices = (core: TableCore) =>
  core
    .events()
    .filter((e) => e.type === 'LiveMessageReceived' && e.payload.messageType === 'placeOrder');

describe('placing the table’s order', () => {
  it('turns the cart into the order; the other diner sees who placed it, once', async () => {
    const table = tableFor(0);
    const ada = diner('browser-ada');
    const bo = diner('browser-bo');
    await Promise.all([seat(ada.core, table.qrcodeId, 'Ada'), seat(bo.core, table.qrcodeId, 'Bo')]);
    await Promise.all([ada.core.addItem(lineOf('701', 2)), bo.core.addItem(lineOf('702', 1))]);
    await until(() => ada.core.snapshot('cart').withLines.length === 2, 5_000, 'both lines');

    const placed = await ada.core.placeOrder();
    if (!placed.ok) throw new Error(JSON.stringify(placed.error));

    const order = ada.core.snapshot('order');
    expect(order.placed?.id).toBe(placed.value.orderId);
    expect(order.lines.map((line) => [line.item.productId, line.item.quantity]).sort()).toEqual([
      ['701', 2],
      ['702', 1],
    ]);
    expect(linesOf(ada.core)).toEqual([]);
    expect(ada.core.snapshot('cart').version).toBe(
      (await shared.server.cartOf(table.id)).cartRowVersion,
    );

    // Only the POS tells the table (a diner's browser may not speak for it): one notice, one
    // dialog, with Ada's name.
    await until(() => placeOrderNotices(bo.core).length === 1, 5_000, 'the notice');
    expect(bo.core.snapshot('popups')).toMatchObject({
      open: { orderSubmitted: true },
      submitterName: 'Ada',
    });
    await until(
      () => bo.core.snapshot('order').placed?.id === placed.value.orderId,
      5_000,
      'the order',
    );
    await until(() => bo.core.snapshot('cart').withLines.length === 0, 5_000, 'the emptied cart');
    expect(ada.core.snapshot('popups').submitterName).toBe('Ada');
  }, 30_000);

  it('appends a round with updateOrder; the others get a toast, the placer no dialog', async () => {
    const table = tableFor(1);
    const ada = diner('browser-ada-1');
    const bo = diner('browser-bo-1');
    await Promise.all([seat(ada.core, table.qrcodeId, 'Ada'), seat(bo.core, table.qrcodeId, 'Bo')]);
    expect(await bo.core.updateOrder()).toMatchObject({ ok: false, error: { missing: 'order' } });
    await ada.core.addItem(lineOf('701', 1));
    const first = await ada.core.placeOrder();
    await until(() => bo.core.snapshot('order').placed !== null, 5_000, 'the first round');
    await bo.core.dismissPopup('orderSubmitted');
    await bo.core.addItem(lineOf('702', 1));
    const second = await bo.core.updateOrder();
    expect(second.ok && first.ok && second.value.orderId === first.value.orderId).toBe(true);
    const toasted = (core: typeof ada.core, k: string) =>
      core.snapshot('toasts').items.some((t) => t.message.kind === 'key' && t.message.key === k);
    await until(() => toasted(ada.core, 'order.orderUpdated'), 5_000, 'the update toast');
    expect(ada.core.snapshot('popups').open.orderUpdated).toBe(false);
    expect(toasted(bo.core, 'order.roundAdded')).toBe(true);
    expect(bo.core.snapshot('popups').open.orderSubmitted).toBe(false);
    await until(() => ada.core.snapshot('order').lines.length === 2, 5_000, 'the second round');
  }, 30_000);

  it('tells the table the staff cancelled its order, not that it was updated', async () => {
    const table = tableFor(3);
    const ada = diner('browser-ada-3');
    const bo = diner('browser-bo-3');
    await Promise.all([seat(ada.core, table.qrcodeId, 'Ada'), seat(bo.core, table.qrcodeId, 'Bo')]);
    await ada.core.addItem(lineOf('701', 1));
    const placed = await ada.core.placeOrder();
    if (!placed.ok) throw new Error(JSON.stringify(placed.error));
    await until(() => bo.core.snapshot('order').placed !== null, 5_000, 'the order');
    await shared.server.cancelOrder(placed.value.orderId, 'Kitchen closed');
    const said = (core: typeof ada.core, k: string) =>
      core.snapshot('toasts').items.some((t) => t.message.kind === 'key' && t.message.key === k);
    for (const core of [ada.core, bo.core]) {
      await until(() => said(core, 'order.cancelledByStaff'), 5_000, 'the cancellation');
      expect(core.snapshot('order').placed).toBeNull();
      expect(said(core, 'order.orderUpdated')).toBe(false);
    }
  }, 30_000);

  it('asks for a name before a visitor adds anything', async () => {
    const ada = diner('browser-ada-2');
    await ada.core.hydrate(nothingStored);
    const notFound = { to: '/notFound', replace: true };
    expect(await ada.core.startFromQr('1001', '999')).toEqual({
      ok: true,
      value: { kind: 'tableNotFound', navigation: notFound },
    });
    expect(ada.core.snapshot('session').tableStatus).toBe('error');
    expect(await ada.core.startFromQr('4242', '1')).toEqual({
      ok: true,
      value: { kind: 'merchantNotFound', navigation: notFound },
    });
    await ada.core.startFromQr('1001', tableFor(2).qrcodeId);
    const result = await ada.core.addItem(lineOf('701', 1));
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'order.EnterYourNameFirst' },
    });
    expect(ada.core.snapshot('popups').open.editMemberName).toBe(true);
    expect(ada.core.snapshot('popups').open.orderType).toBe(true);
  }, 30_000);
});

describe('reading the server’s records', () => {
  it('searches, previews, checks the order code and lists the diner’s orders', async () => {
    const table = tableFor(3);
    const ada = diner('browser-ada-3');
    await seat(ada.core, table.qrcodeId, 'Ada');

    const found = await ada.core.searchMenu('  dumpl ');
    expect(found.ok && found.value.map((product) => product.id)).toEqual(['701']);

    await ada.core.addItem(lineOf('701', 2));
    const preview = await ada.core.previewOrder();
    if (!preview.ok) throw new Error(JSON.stringify(preview.error));
    expect(preview.value.order.totalAmount).toBeGreaterThanOrEqual(19);

    expect(await ada.core.checkOrderCode('4321')).toEqual({ ok: true, value: true });
    expect(await ada.core.checkOrderCode('0000')).toEqual({ ok: true, value: false });
    expect((await ada.core.askForOrderCode()).ok).toBe(true);

    const placed = await ada.core.placeOrder();
    if (!placed.ok) throw new Error(JSON.stringify(placed.error));
    const detail = await ada.core.loadOrderDetail(placed.value.orderId);
    expect(detail.ok && detail.value.orderItems.map((item) => item.quantity)).toEqual([2]);
    const list = await ada.core.loadOrderList(1);
    expect(list.ok && list.value.list.map((row) => row.id)).toContain(placed.value.orderId);
    const coupons = await ada.core.loadCoupons('available', 1);
    expect(coupons.ok).toBe(true);
  }, 30_000);
});

describe('a refused placement is said once', () => {
  /** The POS refuses every placement with its own words; every other call goes through. */
  const refusingFetch = refusingPlacements(4321, 'Kitchen closed');
  const toastTexts = (core: TableCore) =>
    core
      .snapshot('toasts')
      .items.flatMap((t) => (t.message.kind === 'text' ? [t.message.text] : []));

  it('by the cart’s note while the sheet is open, by a toast once it is closed', async () => {
    const table = tableFor(4);
    const ada = makeTestCore(shared.server.origin, {
      fingerprint: 'browser-ada-refused',
      fetch: refusingFetch,
    });
    shared.track(ada.core);
    await seat(ada.core, table.qrcodeId, 'Ada');
    await ada.core.addItem(lineOf('701', 1));

    await ada.core.openPopup('cart');
    const underTheSheet = await ada.core.placeOrder();
    expect(underTheSheet).toMatchObject({ ok: false, error: { kind: 'refused', code: 4321 } });
    // The sheet's note says it (the UI's PlacementRefusalNote): no toast on top of it.
    expect(toastTexts(ada.core)).toEqual([]);

    await ada.core.dismissPopup('cart');
    expect((await ada.core.placeOrder()).ok).toBe(false);
    expect(toastTexts(ada.core)).toEqual(['Kitchen closed']);
  }, 30_000);
});

describe('a preview asked for the order’s coupon alone', () => {
  it('fails without a word, while one for a coupon the diner chose says so', async () => {
    // The POS cannot price anything; every other call goes through.
    const previewsFailing: typeof fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).includes('/api/merchant/order/preview')
        ? Promise.resolve(new Response('busy', { status: 503 }))
        : fetch(input, init);
    const ada = shared.diner('browser-preview-quiet', { fetch: previewsFailing });
    await seat(ada, tableFor(5).qrcodeId, 'Ada');
    expect((await ada.addItem(lineOf('701', 1))).ok).toBe(true);
    const toastCount = () => ada.events().filter((e) => e.type === 'ToastShown').length;
    const before = toastCount();
    expect((await ada.previewOrder()).ok).toBe(false);
    expect(ada.snapshot('records').preview.status).toBe('error');
    expect(toastCount()).toBe(before);
    expect((await ada.previewOrder({ userCouponIds: ['1'] })).ok).toBe(false);
    expect(toastCount()).toBe(before + 1);
  }, 30_000);
});
