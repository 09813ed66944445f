import { describe, expect, it } from 'vitest';
import { anOrder } from '../../adapters/testing/replies.fixture.ts';
import { POS_BROWSER_ID } from '../../domain/model/live-message.ts';
import type { AppState } from '../../domain/state.ts';
import { STILL_BEHIND_REFETCHES } from '../commands/cart-sync.ts';
import { lineOf, linesOf, makeTestCore, nothingStored, until } from '../testing/core.fixture.ts';
import {
  FAKE_ORIGIN,
  cartAt,
  makeFakePos,
  member,
  okReply,
  saved,
  type Reply,
} from '../testing/fake-pos.fixture.ts';

const CART = 'GET /api/shoppingCart';
const ORDERS = 'GET /api/merchant/order/table-order-ids';
const RESYNC_MS = 30;
/** Longer than a resync window and the refetch it starts. */
const settle = () => new Promise((resolve) => setTimeout(resolve, RESYNC_MS * 5));

/**
 * Ada (browser fp-ada) at table 501 of a POS in memory, in English, her cart loaded at version 5,
 * the live channel open. The POS tells the table nothing by itself: each test says what the
 * server announces, as docs/live-hub.md "The table feed" has it.
 */
const ada = async (
  writes: (Reply | Promise<Reply>)[] = [],
  routes: Parameters<typeof makeFakePos>[2] = {},
  orderType: 'dineIn' | null = 'dineIn',
) => {
  const pos = makeFakePos(writes, cartAt(5), { [ORDERS]: () => okReply([]), ...routes });
  const made = makeTestCore(FAKE_ORIGIN, {
    fingerprint: 'fp-ada',
    fetch: pos.fetch,
    connectTable: pos.connectTable,
    resyncDelayMs: RESYNC_MS,
  });
  const { core } = made;
  // Past the chooser unless told, as a diner on the order page is (its guard asks otherwise).
  await core.hydrate({
    ...nothingStored,
    merchantId: '1001',
    tableId: '501',
    tableName: 'A1',
    orderType,
  });
  await core.registerGuest('Ada');
  await core.refreshCart();
  await core.connectLive();
  expect(pos.calls(CART)).toBe(1);
  return { ...made, pos };
};

/** Everything a diner is shown or holds, without the clock. */
const table = (state: AppState) => {
  const { cart, session, popups, order, live, toasts, menu } = state;
  return { cart, session, popups, order, live, toasts, menu };
};

describe('a diner’s message is at most a hint (issue 13)', () => {
  it('changes nothing another diner holds, whatever it claims', async () => {
    const { core, pos, logger } = await ada();
    const before = table(core.state());
    const claim = {
      ...cartAt(999_999, { mallory: [saved('66', '701', 99)] }),
      liveVersion: 1_000_000,
      changedBy: 'fp-ada',
      locale: 'en-US',
      guestCount: 9,
      orderType: 'toGo',
      submitName: 'Mallory',
      orderId: '666',
      placedBy: 'mallory',
      shouldClearCart: true,
    };
    for (const messageType of [
      'addOrDecreaseCartItem',
      'updateGuestNumber',
      'updateOrderType',
      'placeOrder',
      'updateOrder',
      'closeInactiveDialog',
      'tableVersion',
      'menuChanged',
    ]) {
      pos.receive({ fromBrowserId: 'fp-mallory', messageType, data: claim });
    }
    await settle();
    expect(table(core.state())).toEqual(before);
    // The hints made one look at the server's cart between them, nothing more.
    expect(pos.calls(CART)).toBe(2);
    expect(pos.calls(ORDERS)).toBe(0);
    expect(logger.warn).toHaveBeenCalledWith('live placeOrder from a diner ignored');
    // What a diner sent is not kept, not even in the log: only who sent what kind of thing.
    const logged = core
      .events()
      .flatMap((e) =>
        e.type === 'LiveMessageReceived' && e.payload.from !== 'server' ? [e.payload.reading] : [],
      );
    expect(logged.length).toBeGreaterThan(0);
    expect(
      logged.every((reading) => reading.kind === 'dinerHint' || reading.kind === 'notFromServer'),
    ).toBe(true);
  });
});

describe('a dish sold out or back on sale', () => {
  it('reads the cart again when the cart holds that dish, and only then', async () => {
    const { pos } = await ada([], {
      [CART]: () => okReply(cartAt(5, { bo: [saved('61', '701')] })),
    });
    // As the server sends it: merchant-wide, so no table version.
    const menuChanged = (productIds: string[]) =>
      pos.receive({
        fromBrowserId: POS_BROWSER_ID,
        messageType: 'menuChanged',
        data: { productIds },
      });
    menuChanged(['702']);
    await settle();
    expect(pos.calls(CART)).toBe(1);
    menuChanged(['701']);
    await settle();
    // The server prices the line again: sold out, it leaves the totals for "no longer available".
    expect(pos.calls(CART)).toBe(2);
  });
});

describe('gaps in the table’s versions', () => {
  it('refetch the cart and the order once for several gaps', async () => {
    const { pos } = await ada();
    pos.announce('tableVersion', {}, { liveVersion: 10 });
    pos.announce('updateGuestNumber', { guestCount: 2 }, { liveVersion: 11, changedBy: 'bo' });
    await settle();
    expect([pos.calls(CART), pos.calls(ORDERS)]).toEqual([1, 0]);

    pos.announce('updateGuestNumber', { guestCount: 3 }, { liveVersion: 13, changedBy: 'bo' });
    pos.announce('updateGuestNumber', { guestCount: 4 }, { liveVersion: 15, changedBy: 'bo' });
    await settle();
    expect([pos.calls(CART), pos.calls(ORDERS)]).toEqual([2, 1]);
  });

  it('refetch nothing when a reordering fills them before the window ends', async () => {
    let reads = 0;
    const { pos } = await ada([], {
      [CART]: () => okReply({ ...cartAt(5), liveVersion: (reads += 1) === 1 ? 10 : 14 }),
    });
    pos.announce('updateGuestNumber', { guestCount: 3 }, { liveVersion: 12, changedBy: 'bo' });
    pos.announce('updateGuestNumber', { guestCount: 2 }, { liveVersion: 11, changedBy: 'cy' });
    await settle();
    expect([pos.calls(CART), pos.calls(ORDERS)]).toEqual([1, 0]);
    // The same skip with nothing to fill it is a loss: the table is read again.
    pos.announce('updateGuestNumber', { guestCount: 4 }, { liveVersion: 14, changedBy: 'bo' });
    await settle();
    expect([pos.calls(CART), pos.calls(ORDERS)]).toEqual([2, 1]);
  });

  it('refetch when the table version is ahead, and not when it is the one heard', async () => {
    const { pos } = await ada();
    pos.announce('tableVersion', {}, { liveVersion: 10 });
    pos.announce('tableVersion', {}, { liveVersion: 10 });
    await settle();
    expect([pos.calls(CART), pos.calls(ORDERS)]).toEqual([1, 0]);
    pos.announce('tableVersion', {}, { liveVersion: 11 });
    await settle();
    expect([pos.calls(CART), pos.calls(ORDERS)]).toEqual([2, 1]);
  });

  it('start again after the connection is lost: the rejoin refetches, not the gap', async () => {
    const { core, pos } = await ada();
    pos.announce('tableVersion', {}, { liveVersion: 10 });
    await core.disconnectLive();
    await core.connectLive();
    pos.announce('tableVersion', {}, { liveVersion: 14 });
    await settle();
    expect(pos.calls(ORDERS)).toBe(0);
    expect(core.state().live.heard?.highest).toBe(14);
  });
});

describe('a change between the fetch and the join', () => {
  /** The first fetch reads the table at `liveVersion`, every later one a step past it. */
  const fetchedAt = (liveVersion: number) => {
    let fetches = 0;
    return {
      [CART]: () => {
        fetches += 1;
        return okReply({
          ...cartAt(5),
          liveVersion: fetches === 1 ? liveVersion : liveVersion + 1,
        });
      },
    };
  };

  it('is a gap: the join’s table version ahead of the fetched one refetches the table', async () => {
    const { core, pos } = await ada([], fetchedAt(7));
    expect(core.state().live.heard?.highest).toBe(7);
    pos.announce('tableVersion', {}, { liveVersion: 8 });
    await settle();
    expect([pos.calls(CART), pos.calls(ORDERS)]).toEqual([2, 1]);
  });

  it('is no gap when the join names the version fetched', async () => {
    const { pos } = await ada([], fetchedAt(7));
    pos.announce('tableVersion', {}, { liveVersion: 7 });
    pos.announce('updateGuestNumber', { guestCount: 2 }, { liveVersion: 8, changedBy: 'bo' });
    await settle();
    expect([pos.calls(CART), pos.calls(ORDERS)]).toEqual([1, 0]);
  });
});

describe('a fetch that lands older than the channel’s first version', () => {
  it('asks for the table again, until one that new lands', async () => {
    const versions = [5, 7, 8];
    const { core, pos } = await ada([], {
      [CART]: () => okReply({ ...cartAt(5), liveVersion: versions.shift() ?? 8 }),
    });
    // A rejoin that hears the table at 8 before the fetch it started answers, read at 7.
    await core.disconnectLive();
    await core.connectLive();
    pos.announce('tableVersion', {}, { liveVersion: 8 });
    expect(core.state().live.heard?.behindUntil).toBe(8);
    await core.refreshCart();
    await settle();
    expect(pos.calls(CART)).toBe(3);
    expect(core.state().live.heard).toMatchObject({ highest: 8, behindUntil: null });
  });

  it('asks a server that keeps answering older a few times only', async () => {
    const { core, pos, logger } = await ada([], {
      [CART]: () => okReply({ ...cartAt(5), liveVersion: 7 }),
    });
    await core.disconnectLive();
    await core.connectLive();
    pos.announce('tableVersion', {}, { liveVersion: 8 });
    await core.refreshCart();
    await settle();
    await settle();
    expect(pos.calls(CART)).toBe(2 + STILL_BEHIND_REFETCHES);
    expect(logger.warn).toHaveBeenCalledWith('the server keeps answering the table older than v7');
  });
});

describe('a refetch restores the table’s settings', () => {
  it('takes an order type the diner missed, and chooses none for a diner who has not', async () => {
    let orderType = 'dineIn';
    const routes = {
      [CART]: () => okReply({ ...cartAt(5), extraInfo: JSON.stringify({ orderType }) }),
    };
    const chosen = await ada([], routes, null);
    expect(chosen.core.state().session.orderType).toBeNull();
    await chosen.core.hydrate({
      ...nothingStored,
      merchantId: '1001',
      tableId: '501',
      tableName: 'A1',
      orderType: 'dineIn',
    });
    orderType = 'toGo';
    // The announcement of the change was lost: the next message shows the gap.
    chosen.pos.announce('tableVersion', {}, { liveVersion: 3 });
    chosen.pos.announce('tableVersion', {}, { liveVersion: 4 });
    await settle();
    expect(chosen.core.state().session.orderType).toBe('toGo');
  });
});

describe('a write with no reply', () => {
  it('reads the table again: a write the server committed is settled, not sent twice', async () => {
    let fetches = 0;
    const { core, pos } = await ada(['network down'], {
      [CART]: () => {
        fetches += 1;
        return okReply(
          fetches === 1 ? cartAt(5) : cartAt(6, { [member.id]: [saved('12', '701')] }),
        );
      },
    });
    // Kept, not refused: the edit waits while the table is read.
    const result = await core.addItem(lineOf('701', 1));
    expect(result).toMatchObject({ ok: true });
    await until(() => core.snapshot('cart').version === 6, 2_000, 'the refetch');
    expect(fetches).toBe(2);
    expect(linesOf(core)).toEqual(['701||1']);
    expect(core.state().cart.pending).toEqual([]);
    expect(core.snapshot('connection').waitingEdits).toBe(0);
    expect(pos.bodies).toHaveLength(1);
  });

  it('writes the edit again when the table shows the write never landed', async () => {
    const { core, pos } = await ada([
      'network down',
      okReply(cartAt(6, { [member.id]: [saved('12', '701')] })),
    ]);
    expect(await core.addItem(lineOf('701', 1))).toMatchObject({ ok: true });
    await until(() => core.snapshot('cart').version === 6, 2_000, 'the second write');
    expect(pos.bodies.map((body) => body.cartRowVersion)).toEqual([5, 5]);
    expect(linesOf(core)).toEqual(['701||1']);
    expect(core.state().cart.pending).toEqual([]);
  });
});

describe('clearing one’s own lines, with no reply', () => {
  it('reads the table again: the server’s word of the clear was left to the reply that never came', async () => {
    let table = cartAt(5, { [member.id]: [saved('12', '701')] });
    const { core, pos } = await ada([], {
      [CART]: () => okReply(table),
      'DELETE /api/shoppingCart/clear': () => {
        // The clear lands, the table hears of it, and the reply is lost on the way back.
        table = cartAt(6);
        pos.announce('addOrDecreaseCartItem', table, { liveVersion: 6, changedBy: 'fp-ada' });
        return 'network down';
      },
    });
    await core.refreshCart();
    expect(linesOf(core)).toEqual(['701||1']);
    expect(await core.clearCart()).toMatchObject({ ok: false });
    await until(() => core.snapshot('cart').version === 6, 2_000, 'the table read again');
    expect(linesOf(core)).toEqual([]);
  });
});

describe('letting go of lines that went, with no reply', () => {
  it('writes it again when the table moved on but still holds the gone lines', async () => {
    const gone = (version: number) => {
      const cart = cartAt(version, { [member.id]: [saved('12', '701')], bo: [saved('13', '703')] });
      return {
        ...cart,
        userCarts: cart.userCarts.map((entry) =>
          entry.userId === member.id
            ? { ...entry, invalidOrderItems: [saved('14', '702')] }
            : entry,
        ),
      };
    };
    let fetches = 0;
    const { core, pos } = await ada(
      ['network down', okReply(cartAt(7, { [member.id]: [saved('12', '701')] }))],
      { [CART]: () => okReply(gone((fetches += 1) === 1 ? 5 : 6)) },
    );
    expect(core.snapshot('cart').unavailableCount).toBe(1);
    expect(await core.dropGoneLines()).toMatchObject({ ok: true });
    // Bo wrote meanwhile (version 6) and Ada's priced lines are as she sent them: only the gone
    // line still there says her write never landed.
    await until(() => core.snapshot('cart').version === 7, 2_000, 'the second write');
    expect(pos.bodies.map((body) => body.cartRowVersion)).toEqual([5, 6]);
    expect(core.snapshot('cart').unavailableCount).toBe(0);
    expect(core.state().cart.pending).toEqual([]);
  });
});

describe('a fetch racing the server’s word', () => {
  it('keeps a guest count announced while the cart was being fetched', async () => {
    const held: { answer: ((reply: Reply) => void) | null } = { answer: null };
    let fetches = 0;
    const { core, pos } = await ada([], {
      [CART]: () => {
        fetches += 1;
        // The first GET answers at once; the second is held, read before the change.
        return fetches === 1
          ? okReply(cartAt(5))
          : new Promise<Reply>((resolve) => (held.answer = resolve));
      },
    });
    const refetching = core.refreshCart();
    await until(() => held.answer !== null, 2_000, 'the refetch');
    pos.announce('updateGuestNumber', { guestCount: 4 }, { liveVersion: 8, changedBy: 'bo' });
    held.answer?.(okReply({ ...cartAt(5), guests: 2 }));
    await refetching;
    expect(core.state().session.guestCount).toBe(4);
  });
});

describe('the server’s cart', () => {
  const announceCart = (
    pos: Awaited<ReturnType<typeof ada>>['pos'],
    version: number,
    locale: string,
    changedBy = 'bo',
  ) =>
    pos.announce(
      'addOrDecreaseCartItem',
      { ...cartAt(version, { bo: [saved('21', '702', 2)] }), locale },
      { liveVersion: version, changedBy },
    );

  it('is taken in this diner’s language without a fetch', async () => {
    const { core, pos } = await ada();
    announceCart(pos, 6, 'en-US');
    expect(core.snapshot('cart')).toMatchObject({ version: 6, withLines: ['bo'] });
    await settle();
    expect(pos.calls(CART)).toBe(1);
  });

  it('is fetched in this diner’s language when written in another', async () => {
    const { core, pos } = await ada();
    announceCart(pos, 6, 'zh-TW');
    expect(core.snapshot('cart').version).toBe(5);
    await until(() => pos.calls(CART) === 2, 2_000, 'the refetch');
  });

  it('is dropped when no newer than the one held', async () => {
    const { core, pos } = await ada();
    const before = core.state().cart;
    announceCart(pos, 4, 'en-US');
    announceCart(pos, 5, 'zh-TW');
    await settle();
    expect(core.state().cart).toEqual(before);
    expect(pos.calls(CART)).toBe(1);
  });

  it('of this diner’s own write in flight is left to the reply: no line shows twice', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const { core, pos } = await ada([new Promise<Reply>((resolve) => (answer = resolve))]);
    const written = cartAt(6, { [member.id]: [saved('12', '701', 2)] });
    const adding = core.addItem(lineOf('701', 2));
    await until(() => pos.bodies.length === 1, 2_000, 'the write');
    pos.announce(
      'addOrDecreaseCartItem',
      { ...written, locale: 'en-US' },
      { liveVersion: 6, changedBy: 'fp-ada' },
    );
    expect(linesOf(core)).toEqual(['701||2']);
    answer(okReply(written));
    expect(await adding).toEqual({ ok: true, value: 'added' });
    expect(core.snapshot('cart')).toMatchObject({ version: 6, pendingEdits: 0 });
    expect(linesOf(core)).toEqual(['701||2']);
  });
});

describe('placement notices (spec §4: own messages)', () => {
  const notice = (placedBy: string) => ({
    submitName: placedBy === 'fp-ada' ? 'Ada' : 'Bo',
    orderId: '4001',
    placedBy,
  });

  it('shows the placer no dialog, and the others one per placement', async () => {
    const mine = await ada();
    mine.pos.announce('placeOrder', notice('fp-ada'), { liveVersion: 7, changedBy: 'fp-ada' });
    expect(mine.core.snapshot('popups').open.orderSubmitted).toBe(false);

    const theirs = await ada();
    const { pos, core } = theirs;
    // The emptied cart comes first, with the notice's version: the cart needs no fetch.
    pos.announce(
      'addOrDecreaseCartItem',
      { ...cartAt(6), locale: 'en-US' },
      { liveVersion: 7, changedBy: 'bo' },
    );
    pos.announce('placeOrder', notice('bo'), { liveVersion: 7, changedBy: 'bo' });
    expect(core.snapshot('popups')).toMatchObject({
      open: { orderSubmitted: true },
      submitterName: 'Bo',
    });
    // The same notice again (a publish retried) does not open the dismissed dialog again.
    await core.dismissPopup('orderSubmitted');
    pos.announce('placeOrder', notice('bo'), { liveVersion: 7, changedBy: 'bo' });
    expect(core.snapshot('popups').open.orderSubmitted).toBe(false);
    await settle();
    expect([pos.calls(CART), pos.calls(ORDERS)]).toEqual([1, 2]);
  });

  it('takes the placer’s own notice as its order when the placement’s reply never came', async () => {
    // The placement reaches a slow POS and times out; the POS places it a moment later.
    let committed = false;
    const order = { ...anOrder(), id: '4001', tableId: '501' };
    const { core, pos } = await ada([okReply(cartAt(6, { [member.id]: [saved('12', '701')] }))], {
      'POST /api/member/order': () => 'network down',
      [ORDERS]: () => okReply(committed ? ['4001'] : []),
      'GET /api/merchant/order/detailForMember': () => okReply(order),
    });
    expect(await core.addItem(lineOf('701', 1))).toMatchObject({ ok: true });
    expect(await core.placeOrder()).toMatchObject({
      ok: false,
      error: { kind: 'refused', code: null, refusedBy: 'nobody' },
    });
    expect(core.state().order.placed).toBeNull();
    // Then the POS places it and tells the table: the emptied cart, and this diner's round.
    committed = true;
    pos.announce(
      'addOrDecreaseCartItem',
      { ...cartAt(7), locale: 'en-US' },
      { liveVersion: 7, changedBy: 'fp-ada' },
    );
    pos.announce('placeOrder', notice('fp-ada'), { liveVersion: 7, changedBy: 'fp-ada' });
    await until(() => core.state().order.placed?.id === '4001', 2_000, 'the order taken');
    expect(core.state().order.placement).toEqual({ status: 'placed', orderId: '4001' });
    expect(core.snapshot('popups')).toMatchObject({ open: { orderSubmitted: true } });
  });

  it('says a round the POS placed as a new order (the table’s was closed meanwhile) as a new order', async () => {
    const held = { ...anOrder(), id: '4001', tableId: '501' };
    const { core, pos } = await ada([okReply(cartAt(6, { [member.id]: [saved('12', '701')] }))], {
      [ORDERS]: () => okReply(['4001']),
      'GET /api/merchant/order/detailForMember': () => okReply(held),
      'POST /api/member/order': () => okReply({ order: { ...held, id: '4002', serial: '0002' } }),
    });
    pos.announce('updateOrder', notice('bo'), { liveVersion: 6, changedBy: 'bo' });
    await until(() => core.state().order.placed?.id === '4001', 2_000, 'the table’s order');
    expect(await core.addItem(lineOf('701', 1))).toMatchObject({ ok: true });
    expect(await core.updateOrder()).toMatchObject({ ok: true, value: { orderId: '4002' } });
    expect(core.snapshot('popups')).toMatchObject({ open: { orderSubmitted: true } });
    expect(
      core
        .snapshot('toasts')
        .items.some((t) => t.message.kind === 'key' && t.message.key === 'order.roundAdded'),
    ).toBe(false);
  });

  it('says an unanswered round the POS placed as a new order as a new order', async () => {
    // The round for order 4001 times out; the staff had closed 4001, so the POS made it 4002.
    let committed = false;
    const held = { ...anOrder(), id: '4001', tableId: '501' };
    const placedAsNew = { ...held, id: '4002', serial: '0002' };
    const { core, pos } = await ada([okReply(cartAt(6, { [member.id]: [saved('12', '701')] }))], {
      [CART]: () => okReply(committed ? cartAt(7) : cartAt(5)),
      [ORDERS]: () => okReply([committed ? '4002' : '4001']),
      'GET /api/merchant/order/detailForMember': () => okReply(committed ? placedAsNew : held),
      'POST /api/member/order': () => {
        committed = true;
        return 'network down';
      },
    });
    pos.announce('updateOrder', notice('bo'), { liveVersion: 6, changedBy: 'bo' });
    await until(() => core.state().order.placed?.id === '4001', 2_000, 'the table’s order');
    expect(await core.addItem(lineOf('701', 1))).toMatchObject({ ok: true });
    expect(await core.updateOrder()).toMatchObject({ ok: true, value: { orderId: '4002' } });
    expect(core.snapshot('popups')).toMatchObject({ open: { orderSubmitted: true } });
    expect(
      core
        .snapshot('toasts')
        .items.some((t) => t.message.kind === 'key' && t.message.key === 'order.roundAdded'),
    ).toBe(false);
  });

  it('refreshes the order on another diner’s later round, and the cart when not heard', async () => {
    const { core, pos } = await ada();
    pos.announce('tableVersion', {}, { liveVersion: 6 });
    pos.announce('updateOrder', notice('bo'), { liveVersion: 7, changedBy: 'bo' });
    await settle();
    expect(core.snapshot('popups').open.orderSubmitted).toBe(false);
    expect(core.snapshot('toasts').items.map((toast) => toast.message)).toEqual([
      { kind: 'key', key: 'order.orderUpdated' },
    ]);
    expect([pos.calls(CART), pos.calls(ORDERS)]).toEqual([2, 1]);
  });
});
