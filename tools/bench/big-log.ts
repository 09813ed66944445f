import { aNewCartLine } from '../../src/domain/cart/order-item.fixture.ts';
import type { NewCartLine } from '../../src/domain/cart/merge.ts';
import { serverCartEvent } from '../../src/domain/cart/server-cart.ts';
import type { UnsequencedEvent } from '../../src/domain/event.ts';
import type { AppEvent } from '../../src/domain/events.ts';
import { fold } from '../../src/domain/fold.ts';
import { interpretLiveMessage } from '../../src/domain/live/messages.ts';
import { liveReaderOf } from '../../src/domain/live/reader.ts';
import { readingOf } from '../../src/domain/live/reading.ts';
import { LOG_FORMAT, LOG_FORMAT_VERSION, type SessionLog } from '../../src/domain/log/jsonl.ts';
import { emptyOrder } from '../../src/domain/model/defaults.ts';
import { type LiveMessage, POS_BROWSER_ID } from '../../src/domain/model/live-message.ts';
import type { CartOrder } from '../../src/domain/model/order.ts';
import { type AppState, initialAppState } from '../../src/domain/state.ts';
import { TableServer } from '../replay/fixtures/table-server.ts';

/** A small seeded generator (mulberry32): the same log on every run, no Math.random. */
const seeded = (seed: number) => {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const PRODUCTS = 40;
const DINERS = 4;
/** The table orders a round once its cart holds this many lines. */
const ROUND_LINES = 8;

const menu: NewCartLine[] = Array.from({ length: PRODUCTS }, (_, index) => {
  const n = String(index + 1).padStart(2, '0');
  const price = 4 + (index % 9) * 1.5;
  return aNewCartLine({
    productId: `p-${n}`,
    categoryId: `c-${index % 5}`,
    categoryName: `Category ${index % 5}`,
    menuName: `Dish ${n}`,
    price,
    originalPrice: price,
    quantity: 1,
    // Every fourth dish comes with a choice of extra, so merge keys carry modifiers too.
    orderItemModifiers:
      index % 4 === 0
        ? [{ modifierProductId: `m-${n}`, quantity: 1, price: 1, condiments: [] }]
        : [],
  });
});

/**
 * The log one diner's worker (fp-1, diner-1, of four at the table) records over a very long
 * session, as it records it now: its own adds and reductions and the server's replies to them
 * (as what changed from what it expected), the server's announcement of every change at the
 * table (read once: another diner's change as a patch, its own as already held), and a round
 * placed whenever the cart fills up. The events are folded as they are written, since what the
 * worker writes depends on what it holds.
 */
export const bigTableLog = (eventCount: number, seed = 7): SessionLog => {
  const random = seeded(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const table = { tableId: '501', tableName: 'A1' };
  let at = Date.UTC(2026, 10, 22, 18, 0, 0);
  const server = new TableServer(table, at);
  const events: AppEvent[] = [];
  let state: AppState = initialAppState;
  const log = (event: Omit<UnsequencedEvent<AppEvent>, 'at'>) => {
    at += 200 + pick(4800);
    const logged = { ...event, at, seq: events.length + 1 } as AppEvent;
    state = fold(state, logged);
    events.push(logged);
  };
  /** The server tells the table of a change; this diner's worker reads it against its state. */
  const hear = (messageType: string, data: object, changedBy: string) => {
    const stamped = { ...data, liveVersion: server.liveVersion, changedBy, locale: 'en-US' };
    const message: LiveMessage = { fromBrowserId: POS_BROWSER_ID, messageType, data: stamped };
    const instruction = interpretLiveMessage(message, liveReaderOf(state));
    log({
      type: 'LiveMessageReceived',
      payload: {
        from: POS_BROWSER_ID,
        messageType,
        liveVersion: server.liveVersion,
        changedBy,
        reading: readingOf(instruction, state.cart.confirmed),
      },
    });
  };
  const reply = (cart: CartOrder, settled: number) =>
    log(serverCartEvent(state.cart, cart, settled));

  log({ type: 'FingerprintIdentified', payload: { fingerprint: 'fp-1' } });
  log({ type: 'GuestUuidAssigned', payload: { uuid: 'diner-1' } });
  log({ type: 'TableIdentified', payload: table });
  log({ type: 'LiveConnectionChanged', payload: { connected: true } });
  log({
    type: 'CartReplacedFromServer',
    payload: { cart: server.current, settled: 0, liveVersion: server.liveVersion },
  });
  let round = 0;
  while (events.length < eventCount) {
    const diner = pick(DINERS) + 1;
    const userId = `diner-${diner}`;
    if (server.current.orderItems.length >= ROUND_LINES) {
      round += 1;
      const order = {
        ...emptyOrder(table),
        id: String(4000 + round),
        orderItems: server.current.orderItems,
      };
      const emptied = server.placed(at);
      if (diner === 1) {
        log({ type: 'OrderPlacementStarted', payload: {} });
        log({ type: 'OrderPlaced', payload: { order, submitterName: 'Diner 1' } });
        reply(emptied, 0);
      } else {
        hear('addOrDecreaseCartItem', emptied, userId);
        hear('placeOrder', { submitName: `Diner ${diner}`, orderId: order.id }, userId);
      }
      continue;
    }
    const own = server.current.userCarts.find((entry) => entry.userId === userId)?.orderItems ?? [];
    const reduce = own.length > 0 && random() < 0.35;
    const lineIndex = pick(own.length);
    const line = menu[pick(PRODUCTS)] ?? aNewCartLine();
    if (diner === 1) {
      log(
        reduce
          ? { type: 'CartItemReduced', payload: { userId, lineIndex, quantity: 1 } }
          : { type: 'CartItemAdded', payload: { userId, line, orderType: 'dineIn' } },
      );
    }
    const cart = reduce ? server.reduce(userId, lineIndex, 1, at) : server.add(userId, line, at);
    if (diner === 1) reply(cart, 1);
    hear('addOrDecreaseCartItem', cart, userId);
  }
  return {
    header: {
      format: LOG_FORMAT,
      formatVersion: LOG_FORMAT_VERSION,
      appVersion: '0.1.0',
      merchantId: '1001',
      tableId: table.tableId,
      browserId: 'fp-1',
      identity: 'guest',
    },
    events: events.slice(0, eventCount),
  };
};
