import { describe, expect, it } from 'vitest';
import { makeTestNetwork } from '../../adapters/system/network.ts';
import { isPlacement, lineOf, seat, toastedTimes, until } from '../testing/core.fixture.ts';
import { seatOnFlakyLine } from '../testing/flaky-line.fixture.ts';
import { tableFor } from '../testing/server.fixture.ts';
import { useSharedServer } from '../testing/shared-server.fixture.ts';
import { PLACEMENT_TRUTH_DELAY_MS } from './unanswered-placement.ts';

const shared = useSharedServer();

/** Until the check due PLACEMENT_TRUTH_DELAY_MS after a placement failed at `failedAt` is past. */
const pastTheDueCheck = (failedAt: number) =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, failedAt + PLACEMENT_TRUTH_DELAY_MS + 1_000 - Date.now())),
  );

describe('a placement that got no answer (docs/offline.md)', () => {
  it('is told by a toast with the sheet closed; that it did not arrive is said once, when known', async () => {
    const table = tableFor(15);
    const { diner: ada, line } = await seatOnFlakyLine(shared, table, 'browser-unanswered', 'Ada');
    line.down = true;
    // Placed from the sheet, closed before the answer would come.
    expect(await ada.placeOrder()).toMatchObject({
      ok: false,
      error: { kind: 'refused', code: null, refusedBy: 'nobody' },
    });
    expect(toastedTimes(ada, 'cart.placeUnanswered')).toBe(1);
    expect(toastedTimes(ada, 'order.placementNotSent')).toBe(0);

    // The network comes back: the table read again says the order is not there.
    line.down = false;
    await line.goOffline();
    line.goOnline();
    // Not before a slow server would have placed it.
    await until(
      () => toastedTimes(ada, 'order.placementNotSent') === 1,
      PLACEMENT_TRUTH_DELAY_MS + 5_000,
      'the truth',
    );
    expect(ada.snapshot('order').placed).toBeNull();
    // What the sheet's note reads (the UI's usePlaceOrder), not the message's words.
    expect(ada.snapshot('order').placement).toMatchObject({ status: 'failed', notSent: true });
    // Nothing says it again: another return of the network, the later check.
    await line.goOffline();
    line.goOnline();
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(toastedTimes(ada, 'order.placementNotSent')).toBe(1);
    // And sent again, it goes.
    expect(await ada.placeOrder()).toMatchObject({ ok: true });
  }, 40_000);

  it('one that reached the restaurant is said as placed once known, and never as not sent', async () => {
    const table = tableFor(16);
    const { diner: ada, line } = await seatOnFlakyLine(shared, table, 'browser-reached', 'Ada');
    await ada.openPopup('cart');
    // The placement reaches the restaurant; its reply is lost, and the line drops after it.
    line.loseNextReply(isPlacement);
    expect(await ada.placeOrder()).toMatchObject({ ok: false, error: { refusedBy: 'nobody' } });
    const failedAt = Date.now();
    // The sheet's own note says "may have gone through": no toast on top of it.
    expect(toastedTimes(ada, 'cart.placeUnanswered')).toBe(0);
    line.down = false;
    await line.goOffline();
    line.goOnline();
    await until(() => ada.snapshot('order').placed !== null, 8_000, 'the order found');
    expect(ada.snapshot('order').placement.status).toBe('placed');
    await pastTheDueCheck(failedAt);
    expect(toastedTimes(ada, 'order.placementNotSent')).toBe(0);
    expect(
      ada
        .events()
        .filter((e) => e.type === 'OrderPlaced')
        .map((e) => e.payload.order.id),
    ).toEqual([ada.snapshot('order').placed?.id]);
  }, 30_000);

  it('one that reached the restaurant is not said as not sent when a dish was added before it was known', async () => {
    const table = tableFor(17);
    const { diner: ada, line } = await seatOnFlakyLine(
      shared,
      table,
      'browser-reached-added',
      'Ada',
    );
    // The placement reaches the restaurant; its reply is lost, and the line drops after it.
    line.loseNextReply(isPlacement);
    expect(await ada.placeOrder()).toMatchObject({ ok: false, error: { refusedBy: 'nobody' } });
    const failedAt = Date.now();
    // Offline, Ada adds a dessert: held, and written once back, before the table is read again.
    await line.goOffline();
    await ada.addItem(lineOf('702', 1));
    line.down = false;
    line.goOnline();
    await until(() => ada.snapshot('order').placed !== null, 8_000, 'the order found');
    await pastTheDueCheck(failedAt);
    // The round went: "it didn't reach the restaurant, send it again" would order it twice.
    expect(toastedTimes(ada, 'order.placementNotSent')).toBe(0);
    expect(ada.snapshot('order').placement.status).toBe('placed');
  }, 40_000);

  it('one a server slower than the truth delay used to be still places is never said as not sent', async () => {
    const table = tableFor(18);
    const network = makeTestNetwork();
    // The placement reaches a server that takes 5 s over it, well inside the call's own wait
    // for a reply, but the connection drops at once: the diner's call fails straight away.
    const slowServerMs = 5_000;
    const line = { slowOnce: false, failedAt: 0 };
    const slowFetch: typeof fetch = async (input, init) => {
      if (isPlacement(input, init) && line.slowOnce) {
        line.slowOnce = false;
        const { signal: _dropped, ...request } = init ?? {};
        setTimeout(() => void fetch(input, request).catch(() => undefined), slowServerMs);
        line.failedAt = Date.now();
        throw new TypeError('Failed to fetch');
      }
      return fetch(input, init);
    };
    const ada = shared.diner('browser-slow-server', { fetch: slowFetch, network: network.layer });
    await seat(ada, table.qrcodeId, 'Ada');
    expect((await ada.addItem(lineOf('701', 1))).ok).toBe(true);
    line.slowOnce = true;
    expect(await ada.placeOrder()).toMatchObject({ ok: false, error: { refusedBy: 'nobody' } });
    // A blip of the network meanwhile reads the table before the server has placed it.
    network.set(false);
    await until(() => !ada.snapshot('connection').online, 2_000, 'offline');
    network.set(true);
    await until(() => ada.snapshot('order').placed !== null, 15_000, 'the order found');
    await pastTheDueCheck(line.failedAt);
    expect(toastedTimes(ada, 'order.placementNotSent')).toBe(0);
    expect(ada.snapshot('order').placement.status).toBe('placed');
  }, 40_000);
});
