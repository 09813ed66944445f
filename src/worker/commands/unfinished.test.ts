import { describe, expect, it } from 'vitest';
import { lineOf, linesOf, seat, until } from '../testing/core.fixture.ts';
import { tableFor } from '../testing/server.fixture.ts';
import { useSharedServer } from '../testing/shared-server.fixture.ts';

const shared = useSharedServer();

const diner = (fingerprint: string) => shared.diner(fingerprint);

describe('a table with an unpaid order (spec §4 start-up and unfinished-order popup)', () => {
  it('sends a newcomer to the order and offers to continue or restart', async () => {
    const table = tableFor(0);
    const ada = diner('browser-ada');
    await seat(ada, table.qrcodeId, 'Ada');
    await ada.addItem(lineOf('701', 1));
    const placed = await ada.placeOrder();
    if (!placed.ok) throw new Error(JSON.stringify(placed.error));

    const bo = diner('browser-bo');
    const arrival = await seat(bo, table.qrcodeId, 'Bo');
    expect(arrival.navigation).toEqual({
      to: `/merchant/1001/order-detail/${placed.value.orderId}`,
      replace: true,
    });
    expect(bo.snapshot('popups').open.unfinishedOrder).toBe(true);
    expect(bo.snapshot('order').placed?.id).toBe(placed.value.orderId);

    expect(await bo.continueUnfinished()).toEqual({
      ok: true,
      value: { to: '/merchant/1001/order', replace: false },
    });
    expect(bo.snapshot('popups').open.unfinishedOrder).toBe(false);

    await bo.setGuestCount(4);
    await until(() => ada.snapshot('session').guestCount === 4, 5_000, 'the guest count');
    await ada.addItem(lineOf('703', 1));
    await bo.addItem(lineOf('702', 2));
    await until(() => ada.snapshot('cart').withLines.length === 2, 5_000, 'both diners’ lines');
    expect(await bo.restartUnfinished()).toMatchObject({ ok: true });
    expect(linesOf(bo)).toEqual([]);
    // The table is not idle: its guest count stays what its diners chose (issue 15 item 7).
    expect(bo.snapshot('session').guestCount).toBe(4);
    // A diner's restart clears only their own lines (the table is not idle): Ada keeps hers
    // and sees Bo's go, and nobody speaks for the POS to close her popups or reset her guests.
    await until(() => ada.snapshot('cart').withLines.length === 1, 5_000, 'Bo’s line gone');
    expect(linesOf(ada)).toEqual(['703||1']);
    expect(ada.snapshot('session').guestCount).toBe(4);
    expect(ada.snapshot('order').placed?.id).toBe(placed.value.orderId);
  }, 30_000);

  it('greets an arriving diner only: not a reload nor a second scan of a seated one (issue 15 item 1)', async () => {
    const table = tableFor(2);
    const ada = diner('browser-ada-2');
    await seat(ada, table.qrcodeId, 'Ada');
    await ada.addItem(lineOf('701', 1));
    expect(await ada.placeOrder()).toMatchObject({ ok: true });

    // Ada scans again with the seat she holds: no arrival, no popup.
    await ada.startFromQr('1001', table.qrcodeId);
    expect(ada.snapshot('popups').open.unfinishedOrder).toBe(false);
    // Ada reloads: a new core with what her browser stored, resumed, asks nothing either.
    const reloaded = diner('browser-ada-2');
    await reloaded.hydrate(ada.snapshot('persisted'));
    expect(await reloaded.resume()).toEqual({ ok: true, value: null });
    expect(reloaded.snapshot('order').placed).not.toBeNull();
    expect(reloaded.snapshot('popups').open.unfinishedOrder).toBe(false);

    // Bo arrives: asked, and Continue leads him on to the menu.
    const bo = diner('browser-bo-2');
    await seat(bo, table.qrcodeId, 'Bo');
    expect(bo.snapshot('popups').open.unfinishedOrder).toBe(true);
    expect(await bo.continueUnfinished()).toEqual({
      ok: true,
      value: { to: '/merchant/1001/order', replace: false },
    });
    // Once closed, a second close has nowhere to lead.
    expect(await bo.continueUnfinished()).toEqual({ ok: true, value: null });
  }, 30_000);

  it('refuses an order type without a table, and tells the table when there is one', async () => {
    const lone = diner('browser-lone');
    expect(await lone.chooseOrderType('toGo')).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'order.pleaseScanQrCodeAgain' },
    });
    expect(lone.snapshot('toasts').items.map((t) => t.message)).toEqual([
      { kind: 'key', key: 'order.pleaseScanQrCodeAgain' },
    ]);
    expect(await lone.setGuestCount('0')).toMatchObject({
      error: { message: 'order.inValidGuestNumber' },
    });

    const table = tableFor(1);
    const [ada, bo] = [diner('browser-ada-1'), diner('browser-bo-1')];
    await Promise.all([seat(ada, table.qrcodeId, 'Ada'), seat(bo, table.qrcodeId, 'Bo')]);
    await ada.chooseOrderType('toGo');
    await until(() => bo.snapshot('session').orderType === 'toGo', 5_000, 'the order type');
    expect((await shared.server.cartOf(table.id)).extraInfo).toContain('toGo');
  }, 30_000);

  it('asks nobody after a staff clear: the order left open is the staff’s, not the next party’s', async () => {
    const table = tableFor(3);
    const ada = diner('browser-ada-3');
    await seat(ada, table.qrcodeId, 'Ada');
    await ada.setGuestCount(3);
    await ada.addItem(lineOf('701', 1));
    expect(await ada.placeOrder()).toMatchObject({ ok: true });
    await ada.addItem(lineOf('702', 1));

    await shared.server.clearTable(table.id);
    // Ada, still at the table, is the next party: a new seat, an empty cart, no popup.
    await until(
      () => ada.snapshot('order').placed === null && linesOf(ada).length === 0,
      10_000,
      'the clear to reach Ada',
    );
    await until(() => ada.snapshot('session').guestCount === 1, 5_000, 'the guest count reset');
    expect(ada.snapshot('popups').open.unfinishedOrder).toBe(false);

    // A newcomer after the clear is not greeted with the earlier party's order either.
    const bo = diner('browser-bo-3');
    const arrival = await seat(bo, table.qrcodeId, 'Bo');
    expect(arrival.navigation).not.toMatchObject({ to: expect.stringContaining('order-detail') });
    expect(bo.snapshot('popups').open.unfinishedOrder).toBe(false);
    expect(bo.snapshot('order').placed).toBeNull();
  }, 30_000);
});
