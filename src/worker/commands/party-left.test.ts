import { Effect } from 'effect';
import { EMPTY, filter, merge, type Observable, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { connectTable, type LiveSignal } from '../../adapters/live/table-channel.ts';
import { makeTestNetwork } from '../../adapters/system/network.ts';
import type { TableCore } from '../core/create-core.ts';
import { DEFAULT_GUEST_COUNT } from '../../domain/constants.ts';
import { LiveMessageType, POS_BROWSER_ID } from '../../domain/model/live-message.ts';
import {
  isOrderTypeSave,
  lineOf,
  refusingPlacements,
  seat,
  toastedTimes,
  until,
} from '../testing/core.fixture.ts';
import { flakyDiner } from '../testing/flaky-line.fixture.ts';
import { tableFor } from '../testing/server.fixture.ts';
import { useSharedServer } from '../testing/shared-server.fixture.ts';

const shared = useSharedServer();

/**
 * The real channel, deaf from the moment `deaf` says so: nothing it hears after (the staff's
 * clear, the channel's end) reaches the core, as for a phone that slept through the clear.
 */
const deafWhen =
  (deaf: () => boolean, told: Observable<LiveSignal> = EMPTY): typeof connectTable =>
  (options) =>
    Effect.map(connectTable(options), (channel) => ({
      ...channel,
      signals: merge(channel.signals.pipe(filter(() => !deaf())), told),
    }));

const choices = (core: TableCore) => {
  const { orderType, guestCount } = core.snapshot('session');
  return { orderType, guestCount };
};

/**
 * Ada seated at table `n` (calls through `fetch`, if given), whose clear, and the end of the
 * channel it brings, are lost on the way; `told` says what the channel says meanwhile.
 * `reseated`: until a call has found the clear and Ada has a new seat, hearing again.
 */
const missedClear = async (n: number, fingerprint: string, fetch?: typeof globalThis.fetch) => {
  const table = tableFor(n);
  let deaf = false;
  const told = new Subject<LiveSignal>();
  const ada = shared.diner(fingerprint, {
    connectTable: deafWhen(() => deaf, told),
    ...(fetch === undefined ? {} : { fetch }),
  });
  await seat(ada, table.qrcodeId, 'Ada');
  const before = ada.state().session.seat?.token;
  deaf = true;
  await shared.server.clearTable(table.id);
  const reseated = async () => {
    await until(() => ada.state().session.seat?.token !== before, 10_000, 'a new seat');
    deaf = false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  };
  return { ada, before, told, reseated };
};

describe('the party’s choices go with the party (order type, guest count)', () => {
  it('a diner away at the clear is told once on their return, and asked again', async () => {
    const table = tableFor(12);
    const first = shared.diner('browser-away');
    await seat(first, table.qrcodeId, 'Ada');
    await first.setGuestCount(3);
    expect(choices(first)).toEqual({ orderType: 'dineIn', guestCount: 3 });
    // What the main thread stored when the tab went.
    const stored = first.snapshot('persisted');
    await first.dispose();

    await shared.server.clearTable(table.id);
    const next = shared.diner('browser-away');
    await next.hydrate(stored);
    expect(choices(next)).toEqual({ orderType: 'dineIn', guestCount: 3 });
    expect((await next.resume()).ok).toBe(true);
    // The lookup said the seat's party was cleared: the next dish asks again.
    expect(choices(next)).toEqual({ orderType: null, guestCount: DEFAULT_GUEST_COUNT });
    expect(next.snapshot('persisted')).toMatchObject({ orderType: null });
    expect(toastedTimes(next, 'table.cleared')).toBe(1);
    // Seated again at the new party: a reload now says nothing more.
    const third = shared.diner('browser-away');
    await third.hydrate(next.snapshot('persisted'));
    expect((await third.resume()).ok).toBe(true);
    expect(toastedTimes(third, 'table.cleared')).toBe(0);
  }, 30_000);

  it('a clear heard live is said once, not again by the seat it renews', async () => {
    const table = tableFor(13);
    const ada = shared.diner('browser-live-clear');
    await seat(ada, table.qrcodeId, 'Ada');
    await ada.setGuestCount(4);
    const before = ada.state().session.seat?.token;
    await shared.server.clearTable(table.id);
    await until(
      () => ada.state().session.seat?.token !== before && choices(ada).orderType === null,
      10_000,
      'the clear, and a new seat',
    );
    // Whatever else reseats (the channel's end) comes within a reseat interval.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(choices(ada)).toEqual({ orderType: null, guestCount: DEFAULT_GUEST_COUNT });
    expect(toastedTimes(ada, 'order.staffClearedCart')).toBe(1);
    expect(toastedTimes(ada, 'table.cleared')).toBe(0);
  }, 30_000);

  it('a clear told live whose reseat failed is not told again after a reload; a later clear is', async () => {
    const table = tableFor(18);
    // The table's code lookup (the reseat) fails while `down`; every other call goes through.
    const lookups = { down: false, refused: 0 };
    const lookupFailing: typeof fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (lookups.down && url.includes('/table/qrcode/info/')) {
        lookups.refused += 1;
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return fetch(input, init);
    };
    const ada = shared.diner('browser-clear-told', { fetch: lookupFailing });
    await seat(ada, table.qrcodeId, 'Ada');
    const clearedSeat = ada.state().session.seat?.token;
    lookups.down = true;
    await shared.server.clearTable(table.id);
    await until(
      () => toastedTimes(ada, 'order.staffClearedCart') === 1 && lookups.refused > 0,
      10_000,
      'the clear heard, and its reseat failed',
    );
    expect(ada.state().session.seat?.token).toBe(clearedSeat);
    const stored = ada.snapshot('persisted');
    await ada.dispose();

    // Reloaded, back online: the old seat's lookup says its party was cleared, already told.
    const reloaded = shared.diner('browser-clear-told');
    await reloaded.hydrate(stored);
    expect((await reloaded.resume()).ok).toBe(true);
    expect(reloaded.state().session.seat?.token).not.toBe(clearedSeat);
    expect(toastedTimes(reloaded, 'table.cleared')).toBe(0);

    // A new clear while the diner is away, at the new seat: told on the return.
    const storedAgain = reloaded.snapshot('persisted');
    await reloaded.dispose();
    await shared.server.clearTable(table.id);
    const back = shared.diner('browser-clear-told');
    await back.hydrate(storedAgain);
    expect((await back.resume()).ok).toBe(true);
    expect(toastedTimes(back, 'table.cleared')).toBe(1);
  }, 30_000);

  it('the order-submitted popup of a party the staff cleared away closes: that order is no longer the table’s', async () => {
    const table = tableFor(5);
    const ada = shared.diner('browser-submitted-at-clear');
    await seat(ada, table.qrcodeId, 'Ada');
    expect((await ada.addItem(lineOf('701', 1))).ok).toBe(true);
    expect((await ada.placeOrder()).ok).toBe(true);
    expect(ada.state().popups.open.orderSubmitted).toBe(true);
    const before = ada.state().session.seat?.token;
    await shared.server.clearTable(table.id);
    await until(() => ada.state().session.seat?.token !== before, 10_000, 'a new seat');
    expect(ada.state().popups.open.orderSubmitted).toBe(false);
  }, 30_000);

  it('a placement refused as 4035 (the party ended) forgets them too', async () => {
    const table = tableFor(14);
    // The POS says the table was cleared under the placement; every other call goes through.
    const clearedFetch = refusingPlacements(4035, 'tableCleared', 403);
    const ada = shared.diner('browser-refused-4035', { fetch: clearedFetch });
    await seat(ada, table.qrcodeId, 'Ada');
    await ada.setGuestCount(2);
    expect((await ada.addItem(lineOf('701', 1))).ok).toBe(true);
    expect(await ada.placeOrder()).toMatchObject({ ok: false, error: { code: 4035 } });
    await until(() => choices(ada).orderType === null, 5_000, 'the order type forgotten');
    // The party left (which forgets both, domain session handlers); the table here was never
    // really cleared, so a read of it just after may take its guest count again: only the log
    // says what the refusal did, whenever this looks (a loaded machine read the count back).
    expect(await ada.exportLog()).toContain('"type":"v1.PartyLeft"');
  }, 30_000);

  it('a cart read refused as 4035 (a clear this diner missed) forgets them too, said once as the clear, not as an Add', async () => {
    const table = tableFor(15);
    let deaf = false;
    const ada = shared.diner('browser-read-4035', { connectTable: deafWhen(() => deaf) });
    await seat(ada, table.qrcodeId, 'Ada');
    await ada.setGuestCount(3);
    const before = ada.state().session.seat?.token;
    deaf = true;
    await shared.server.clearTable(table.id);
    // The diner reads the table (a reload's, a refetch's read): the server says the party went.
    expect(await ada.refreshCart()).toMatchObject({
      ok: false,
      error: { code: 4035, message: { kind: 'key', key: 'table.cleared' } },
    });
    await until(() => choices(ada).orderType === null, 5_000, 'the order type forgotten');
    expect(choices(ada)).toEqual({ orderType: null, guestCount: DEFAULT_GUEST_COUNT });
    expect(ada.snapshot('persisted')).toMatchObject({ orderType: null });
    // Seated again, as after any clear; the renewal, which says the party was cleared, is quiet.
    await until(() => ada.state().session.seat?.token !== before, 8_000, 'a new seat');
    deaf = false;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(toastedTimes(ada, 'table.cleared')).toBe(1);
    // The diner added nothing: no dish of theirs is said to be lost.
    expect(toastedTimes(ada, 'order.tableClearedAddAgain')).toBe(0);
  }, 30_000);

  it('a clear missed offline is said once, by the cart read when the network comes back', async () => {
    const table = tableFor(16);
    let deaf = false;
    const network = makeTestNetwork();
    const ada = shared.diner('browser-offline-4035', {
      connectTable: deafWhen(() => deaf),
      network: network.layer,
    });
    await seat(ada, table.qrcodeId, 'Ada');
    await ada.setGuestCount(2);
    const before = ada.state().session.seat?.token;
    deaf = true;
    network.set(false);
    await until(() => !ada.snapshot('connection').online, 2_000, 'offline');
    await shared.server.clearTable(table.id);
    deaf = false;
    network.set(true);
    await until(() => ada.state().session.seat?.token !== before, 10_000, 'a new seat');
    await until(() => choices(ada).orderType === null, 5_000, 'the order type forgotten');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(choices(ada)).toEqual({ orderType: null, guestCount: DEFAULT_GUEST_COUNT });
    expect(toastedTimes(ada, 'table.cleared')).toBe(1);
    expect(toastedTimes(ada, 'order.tableClearedAddAgain')).toBe(0);
  }, 30_000);

  it('a clear missed while the channel was down is said once when it is back, though both of the table’s reads are refused', async () => {
    const table = tableFor(17);
    let deaf = false;
    const told = new Subject<LiveSignal>();
    const ada = shared.diner('browser-reconnect-4035', {
      connectTable: deafWhen(() => deaf, told),
    });
    await seat(ada, table.qrcodeId, 'Ada');
    const before = ada.state().session.seat?.token;
    deaf = true;
    await shared.server.clearTable(table.id);
    // Back after a gap: the cart and the table's order are read again, both with the old seat.
    told.next({ kind: 'reconnected' });
    await until(() => ada.state().session.seat?.token !== before, 10_000, 'a new seat');
    deaf = false;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(choices(ada)).toEqual({ orderType: null, guestCount: DEFAULT_GUEST_COUNT });
    expect(toastedTimes(ada, 'table.cleared')).toBe(1);
    expect(toastedTimes(ada, 'order.tableClearedAddAgain')).toBe(0);
  }, 30_000);

  it('a table-wide save sent before the clear was told, and refused after the new seat came, says nothing more', async () => {
    const table = tableFor(19);
    const { diner: ada, line } = flakyDiner(shared, 'browser-save-across-reseat');
    await seat(ada, table.qrcodeId, 'Ada');
    const before = ada.state().session.seat?.token;
    line.hearing = false;
    await shared.server.clearTable(table.id);
    // Ada chooses the order type with the seat of the party that has just gone; its reply is slow.
    line.hold(isOrderTypeSave);
    const choosing = ada.chooseOrderType('toGo');
    await until(line.arrived, 5_000, 'the save on its way');
    // The cart read when the network is back finds the clear: told, and a new seat comes.
    await line.goOffline();
    line.goOnline();
    await until(() => ada.state().session.seat?.token !== before, 10_000, 'a new seat');
    line.hearing = true;
    // Now the slow save's refusal comes: the clear it says was told already.
    line.release();
    await choosing;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(toastedTimes(ada, 'table.cleared')).toBe(1);
    expect(toastedTimes(ada, 'order.tableClearedAddAgain')).toBe(0);
  }, 30_000);

  it('a guest count saved after a clear this diner missed lets the party go: said once, a new seat', async () => {
    const { ada, reseated } = await missedClear(0, 'browser-save-after-missed-clear');
    await ada.setGuestCount(4);
    await reseated();
    expect(choices(ada)).toEqual({ orderType: null, guestCount: DEFAULT_GUEST_COUNT });
    expect(toastedTimes(ada, 'table.cleared')).toBe(1);
  }, 30_000);

  it('a call of the staff after a clear this diner missed lets the party go: said once, a new seat', async () => {
    const { ada, reseated } = await missedClear(1, 'browser-call-after-missed-clear');
    expect((await ada.callStaff()).ok).toBe(false);
    await reseated();
    expect(choices(ada).orderType).toBeNull();
    expect(toastedTimes(ada, 'table.cleared')).toBe(1);
    expect(toastedTimes(ada, 'table.staffCalled')).toBe(0);
  }, 30_000);

  it.each([
    {
      call: 'price preview',
      browser: 'browser-preview-after-clear',
      n: 3,
      ask: (ada: TableCore) => ada.previewOrder(),
    },
    {
      call: 'order-code check',
      browser: 'browser-code-after-clear',
      n: 4,
      ask: (ada: TableCore) => ada.checkOrderCode('4321'),
    },
  ])(
    'the cart sheet’s $call after a clear this diner missed says the clear once, and no dish of theirs lost',
    async ({ browser, n, ask }) => {
      const { ada, reseated } = await missedClear(n, browser);
      expect(await ask(ada)).toMatchObject({ ok: false, error: { code: 4035 } });
      await reseated();
      expect(choices(ada).orderType).toBeNull();
      expect(toastedTimes(ada, 'table.cleared')).toBe(1);
      expect(toastedTimes(ada, 'order.tableClearedAddAgain')).toBe(0);
    },
    30_000,
  );

  it('a clear notice heard after a read found the clear, before the new seat came, says nothing more', async () => {
    const scan: { hold: boolean; release: (() => void) | null } = { hold: false, release: null };
    const fetch: typeof globalThis.fetch = async (input, init) => {
      if (scan.hold && String(input).includes('/api/merchant/table/qrcode/info/')) {
        scan.hold = false;
        await new Promise<void>((resolve) => {
          scan.release = resolve;
        });
      }
      return globalThis.fetch(input, init);
    };
    const { ada, before, told, reseated } = await missedClear(2, 'browser-late-notice', fetch);
    // The table read again finds the clear (4035): told once; the new seat is slow to come.
    scan.hold = true;
    told.next({ kind: 'reconnected' });
    await until(() => scan.release !== null, 5_000, 'the renewal on its way');
    // Now the clear's own notice, late.
    told.next({
      kind: 'message',
      message: {
        fromBrowserId: POS_BROWSER_ID,
        messageType: LiveMessageType.CloseInactiveDialog,
        data: { shouldClearCart: true },
      },
    });
    scan.release?.();
    await reseated();
    expect(toastedTimes(ada, 'table.cleared')).toBe(1);
    expect(toastedTimes(ada, 'order.staffClearedCart')).toBe(0);
    expect(ada.state().session.partyLeftSeat?.token).toBe(before);
  }, 30_000);
});
