import { describe, expect, it } from 'vitest';
import { makeTestNetwork } from '../../adapters/system/network.ts';
import {
  lineOf,
  linesOf,
  makeTestCore,
  seat,
  toldOvertaken,
  until,
} from '../testing/core.fixture.ts';
import { dinerLinesOn, tableFor } from '../testing/server.fixture.ts';
import { useSharedServer } from '../testing/shared-server.fixture.ts';

const shared = useSharedServer();

const onServer = (tableId: string, userId: string | null) =>
  dinerLinesOn(shared.server, tableId, userId);

/**
 * The next page of this browser, started offline from what the last one stored: every call it
 * makes fails as the browser's would, until `comeBack` brings the network back.
 */
const reloadOffline = async (
  fingerprint: string,
  stored: Parameters<ReturnType<typeof shared.diner>['hydrate']>[0],
) => {
  let reachable = false;
  const offlineFetch: typeof fetch = (input, init) =>
    reachable ? fetch(input, init) : Promise.reject(new TypeError('Failed to fetch'));
  const network = makeTestNetwork(false);
  const next = shared.diner(fingerprint, { network: network.layer, fetch: offlineFetch });
  await next.hydrate(stored);
  await until(() => !next.snapshot('connection').online, 2_000, 'offline');
  await next.resume();
  const comeBack = () => {
    reachable = true;
    network.set(true);
  };
  return { next, comeBack };
};

describe('edits made offline outlive the page (docs/offline.md, "Nothing lost")', () => {
  it('a reload offline keeps them; the next page makes them again once it reads the cart', async () => {
    const table = tableFor(3);
    const network = makeTestNetwork();
    const first = shared.track(
      makeTestCore(shared.server.origin, { fingerprint: 'browser-hal', network: network.layer })
        .core,
    );
    await seat(first, table.qrcodeId, 'Hal');
    expect((await first.addItem(lineOf('701', 1))).ok).toBe(true);
    network.set(false);
    await until(() => !first.snapshot('connection').online, 2_000, 'offline');
    expect((await first.addItem(lineOf('702', 1))).ok).toBe(true);
    expect((await first.addItem(lineOf('702', 1))).ok).toBe(true);
    expect(first.snapshot('connection').waitingEdits).toBe(2);
    const me = first.snapshot('cart').me;
    // What the main thread would have written to storage when the tab went.
    const stored = first.snapshot('persisted');
    expect(stored.heldCartEdits).not.toBeNull();
    await first.dispose();
    expect(await onServer(table.id, me)).toEqual(['701×1']);

    const next = shared.diner('browser-hal');
    await next.hydrate(stored);
    // Until the cart is read the edits stay stored, for a page closed again before that.
    expect(next.snapshot('persisted').heldCartEdits).not.toBeNull();
    expect((await next.resume()).ok).toBe(true);
    await until(async () => (await onServer(table.id, me)).length === 2, 5_000, 'the held edits');
    expect(await onServer(table.id, me)).toEqual(['701×1', '702×2']);
    expect(linesOf(next)).toEqual(['701||1', '702||2']);
    await until(() => next.snapshot('persisted').heldCartEdits === null, 2_000, 'nothing held');

    // A third page finds nothing held: nothing is made twice.
    const third = shared.diner('browser-hal');
    await third.hydrate(next.snapshot('persisted'));
    expect((await third.resume()).ok).toBe(true);
    expect(await onServer(table.id, me)).toEqual(['701×1', '702×2']);
  });
});

describe('a reload offline at a table, then the network back', () => {
  it('says the earlier page’s edits wait, and once back joins the table again: the member too', async () => {
    const table = tableFor(4);
    const network = makeTestNetwork();
    const first = shared.track(
      makeTestCore(shared.server.origin, { fingerprint: 'browser-ida', network: network.layer })
        .core,
    );
    await seat(first, table.qrcodeId, 'Ida');
    expect((await first.addItem(lineOf('701', 1))).ok).toBe(true);
    network.set(false);
    await until(() => !first.snapshot('connection').online, 2_000, 'offline');
    expect((await first.addItem(lineOf('702', 1))).ok).toBe(true);
    const me = first.snapshot('cart').me;
    const stored = first.snapshot('persisted');
    await first.dispose();

    // The next page starts offline: every call it makes fails as the browser's would.
    const { next, comeBack } = await reloadOffline('browser-ida', stored);
    expect(next.snapshot('member').member).toBeNull();
    // The change the earlier page made offline still waits, and the banner says so; the banner
    // is also all that says the table could not be read (no toast beside it).
    expect(next.snapshot('connection').waitingEdits).toBe(1);
    expect(next.snapshot('toasts').items).toEqual([]);

    comeBack();
    await until(
      () => next.snapshot('member').member?.firstName === 'Ida',
      5_000,
      'the member read again',
    );
    await until(async () => (await onServer(table.id, me)).length === 2, 5_000, 'the held edit');
    expect(await onServer(table.id, me)).toEqual(['701×1', '702×1']);
    // The diner is known by name again: adding asks for none, and stays the same diner.
    expect((await next.addItem(lineOf('703', 1))).ok).toBe(true);
    await until(async () => (await onServer(table.id, me)).length === 3, 5_000, 'the new dish');
    expect(next.snapshot('cart').me).toBe(me);
  });
});

describe('a member page loaded offline, then the network back', () => {
  it('reads the member once the network is back', async () => {
    const network = makeTestNetwork();
    const first = shared.track(
      makeTestCore(shared.server.origin, { fingerprint: 'browser-una', network: network.layer })
        .core,
    );
    await seat(first, tableFor(5).qrcodeId, 'Una');
    // The member's page, not the table's: what a reload there hydrates.
    const stored = { ...first.snapshot('persisted'), tableId: null };
    await first.dispose();

    const { next, comeBack } = await reloadOffline('browser-una', stored);
    expect(next.snapshot('member').member).toBeNull();

    comeBack();
    await until(
      () => next.snapshot('member').member?.firstName === 'Una',
      5_000,
      'the member read again',
    );
  });
});

describe('a round placed while the page was gone', () => {
  it('keeps an added dish for the next round, and names a removed dish the round took', async () => {
    const table = tableFor(9);
    const network = makeTestNetwork();
    const first = shared.track(
      makeTestCore(shared.server.origin, { fingerprint: 'browser-jo', network: network.layer })
        .core,
    );
    const bo = shared.diner('browser-jo-bo');
    await Promise.all([seat(first, table.qrcodeId, 'Jo'), seat(bo, table.qrcodeId, 'Bo')]);
    expect((await first.addItem(lineOf('701', 1))).ok).toBe(true);
    const me = first.snapshot('cart').me;
    network.set(false);
    await until(() => !first.snapshot('connection').online, 2_000, 'offline');
    // Offline, Jo adds noodles and takes her dumplings off; then the tab goes.
    expect((await first.addItem(lineOf('702', 1))).ok).toBe(true);
    expect((await first.reduceItem(0, 1)).ok).toBe(true);
    const stored = first.snapshot('persisted');
    await first.dispose();

    // Meanwhile Bo places the round: it takes the dumplings the POS still held for Jo.
    await until(() => linesOf(bo, me).length === 1, 5_000, 'Jo’s line at Bo');
    const placed = await bo.placeOrder();
    if (!placed.ok) throw new Error(JSON.stringify(placed.error));

    const next = shared.diner('browser-jo');
    await next.hydrate(stored);
    expect((await next.resume()).ok).toBe(true);
    await until(async () => (await onServer(table.id, me)).length === 1, 5_000, 'the noodles');
    expect(await onServer(table.id, me)).toEqual(['702×1']);
    expect(linesOf(next)).toEqual(['702||1']);
    await toldOvertaken(next, 'Pork dumplings');
  });

  it('does not make again an edit whose write landed unanswered and went with the round', async () => {
    const table = tableFor(10);
    let lose = false;
    let cut = false;
    const lossy: typeof fetch = async (input, init) => {
      if (cut) throw new TypeError('Failed to fetch');
      const reply = await fetch(input, init);
      if (!lose || init?.method !== 'POST') return reply;
      // The server took the write; its reply, and the link, are lost.
      cut = true;
      throw new TypeError('Failed to fetch');
    };
    const first = shared.diner('browser-kim', { fetch: lossy });
    const bo = shared.diner('browser-kim-bo');
    await Promise.all([seat(first, table.qrcodeId, 'Kim'), seat(bo, table.qrcodeId, 'Bo')]);
    expect((await first.addItem(lineOf('701', 1))).ok).toBe(true);
    const me = first.snapshot('cart').me;
    lose = true;
    expect((await first.addItem(lineOf('702', 1))).ok).toBe(true);
    expect(await onServer(table.id, me)).toEqual(['701×1', '702×1']);
    const stored = first.snapshot('persisted');
    expect(stored.heldCartEdits).not.toBeNull();
    await first.dispose();

    await until(() => linesOf(bo, me).length === 2, 5_000, 'Kim’s lines at Bo');
    const placed = await bo.placeOrder();
    if (!placed.ok) throw new Error(JSON.stringify(placed.error));

    const next = shared.diner('browser-kim');
    await next.hydrate(stored);
    expect((await next.resume()).ok).toBe(true);
    await until(() => next.snapshot('persisted').heldCartEdits === null, 5_000, 'nothing held');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await onServer(table.id, me)).toEqual([]);
    expect(linesOf(next)).toEqual([]);
  });
});

describe('a round placed while edits waited offline, the page still open', () => {
  it('names a removed dish the round took, and keeps an added one', async () => {
    const table = tableFor(11);
    const network = makeTestNetwork();
    const lea = shared.track(
      makeTestCore(shared.server.origin, { fingerprint: 'browser-lea', network: network.layer })
        .core,
    );
    const bo = shared.diner('browser-lea-bo');
    await Promise.all([seat(lea, table.qrcodeId, 'Lea'), seat(bo, table.qrcodeId, 'Bo')]);
    expect((await lea.addItem(lineOf('701', 1))).ok).toBe(true);
    const me = lea.snapshot('cart').me;
    await until(() => linesOf(bo, me).length === 1, 5_000, 'Lea’s line at Bo');
    network.set(false);
    await until(() => !lea.snapshot('connection').online, 2_000, 'offline');
    expect((await lea.reduceItem(0, 1)).ok).toBe(true);
    expect((await lea.addItem(lineOf('702', 1))).ok).toBe(true);
    expect(lea.snapshot('connection').waitingEdits).toBe(2);

    const placed = await bo.placeOrder();
    if (!placed.ok) throw new Error(JSON.stringify(placed.error));
    network.set(true);
    await toldOvertaken(lea, 'Pork dumplings');
    await until(async () => (await onServer(table.id, me)).length === 1, 5_000, 'the noodles');
    expect(await onServer(table.id, me)).toEqual(['702×1']);
  });

  it('names a removed dish the round took when a write before it got no reply', async () => {
    const table = tableFor(12);
    const network = makeTestNetwork();
    const line = { down: false };
    const flakyFetch: typeof fetch = (input, init) =>
      line.down ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init);
    const kim = shared.track(
      makeTestCore(shared.server.origin, {
        fingerprint: 'browser-kim',
        network: network.layer,
        fetch: flakyFetch,
      }).core,
    );
    const bo = shared.diner('browser-kim-bo');
    await Promise.all([seat(kim, table.qrcodeId, 'Kim'), seat(bo, table.qrcodeId, 'Bo')]);
    expect((await kim.addItem(lineOf('701', 1))).ok).toBe(true);
    const me = kim.snapshot('cart').me;
    await until(() => linesOf(bo, me).length === 1, 5_000, 'Kim’s line at Bo');
    // The line drops as Kim adds noodles: that write gets no reply. Then the phone says offline,
    // and Kim takes the dumplings off.
    line.down = true;
    await kim.addItem(lineOf('702', 1));
    network.set(false);
    await until(() => !kim.snapshot('connection').online, 2_000, 'offline');
    await kim.reduceItem(0, 1);

    const placed = await bo.placeOrder();
    if (!placed.ok) throw new Error(JSON.stringify(placed.error));
    line.down = false;
    network.set(true);
    await toldOvertaken(kim, 'Pork dumplings');
  }, 30_000);
});
