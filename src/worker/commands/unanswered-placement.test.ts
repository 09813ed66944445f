import { describe, expect, it } from 'vitest';
import { makeTestNetwork } from '../../adapters/system/network.ts';
import { isPlacement, lineOf, seat, toastedTimes, until } from '../testing/core.fixture.ts';
import { tableFor } from '../testing/server.fixture.ts';
import { useSharedServer } from '../testing/shared-server.fixture.ts';

const shared = useSharedServer();

/**
 * A restaurant out of reach: while `down`, every call fails as the browser's fetch does when the
 * connection drops; `reachOrder` lets a placement through to the server with its reply lost,
 * and the line drops after it.
 */
const flakyLine = () => {
  const line = { down: false, reachOrder: false };
  const flakyFetch: typeof fetch = async (input, init) => {
    if (isPlacement(input, init) && line.reachOrder) {
      await fetch(input, init);
      line.down = true;
    }
    if (line.down) throw new TypeError('Failed to fetch');
    return fetch(input, init);
  };
  return { line, flakyFetch };
};

describe('a placement that got no answer (docs/offline.md)', () => {
  it('is told by a toast with the sheet closed; that it did not arrive is said once, when known', async () => {
    const table = tableFor(15);
    const network = makeTestNetwork();
    const { line, flakyFetch } = flakyLine();
    const ada = shared.diner('browser-unanswered', { fetch: flakyFetch, network: network.layer });
    await seat(ada, table.qrcodeId, 'Ada');
    expect((await ada.addItem(lineOf('701', 1))).ok).toBe(true);
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
    network.set(false);
    await until(() => !ada.snapshot('connection').online, 2_000, 'offline');
    network.set(true);
    await until(() => toastedTimes(ada, 'order.placementNotSent') === 1, 8_000, 'the truth');
    expect(ada.snapshot('order').placed).toBeNull();
    // Nothing says it again: another return of the network, the later check.
    network.set(false);
    await until(() => !ada.snapshot('connection').online, 2_000, 'offline');
    network.set(true);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(toastedTimes(ada, 'order.placementNotSent')).toBe(1);
    // And sent again, it goes.
    expect(await ada.placeOrder()).toMatchObject({ ok: true });
  }, 30_000);

  it('one that reached the restaurant is said as placed once known, and never as not sent', async () => {
    const table = tableFor(16);
    const network = makeTestNetwork();
    const { line, flakyFetch } = flakyLine();
    const ada = shared.diner('browser-reached', { fetch: flakyFetch, network: network.layer });
    await seat(ada, table.qrcodeId, 'Ada');
    expect((await ada.addItem(lineOf('701', 1))).ok).toBe(true);
    await ada.openPopup('cart');
    line.reachOrder = true;
    expect(await ada.placeOrder()).toMatchObject({ ok: false, error: { refusedBy: 'nobody' } });
    // The sheet's own note says "may have gone through": no toast on top of it.
    expect(toastedTimes(ada, 'cart.placeUnanswered')).toBe(0);
    line.reachOrder = false;
    line.down = false;
    network.set(false);
    await until(() => !ada.snapshot('connection').online, 2_000, 'offline');
    network.set(true);
    await until(() => ada.snapshot('order').placed !== null, 8_000, 'the order found');
    expect(ada.snapshot('order').placement.status).toBe('placed');
    await new Promise((resolve) => setTimeout(resolve, 4_000));
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
    const network = makeTestNetwork();
    const { line, flakyFetch } = flakyLine();
    const ada = shared.diner('browser-reached-added', {
      fetch: flakyFetch,
      network: network.layer,
    });
    await seat(ada, table.qrcodeId, 'Ada');
    expect((await ada.addItem(lineOf('701', 1))).ok).toBe(true);
    line.reachOrder = true;
    expect(await ada.placeOrder()).toMatchObject({ ok: false, error: { refusedBy: 'nobody' } });
    line.reachOrder = false;
    // Offline, Ada adds a dessert: held, and written once back, before the table is read again.
    network.set(false);
    await until(() => !ada.snapshot('connection').online, 2_000, 'offline');
    await ada.addItem(lineOf('702', 1));
    line.down = false;
    network.set(true);
    await until(() => ada.snapshot('order').placed !== null, 8_000, 'the order found');
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    // The round went: "it didn't reach the restaurant, send it again" would order it twice.
    expect(toastedTimes(ada, 'order.placementNotSent')).toBe(0);
    expect(ada.snapshot('order').placement.status).toBe('placed');
  }, 30_000);
});
