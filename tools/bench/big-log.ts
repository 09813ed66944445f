import { aNewCartLine } from '../../src/domain/cart/order-item.fixture.ts';
import type { NewCartLine } from '../../src/domain/cart/merge.ts';
import type { UnsequencedEvent } from '../../src/domain/event.ts';
import type { AppEvent } from '../../src/domain/events.ts';
import { LOG_FORMAT, LOG_FORMAT_VERSION, type SessionLog } from '../../src/domain/log/jsonl.ts';
import { emptyOrder } from '../../src/domain/model/defaults.ts';
import type { CartOrder } from '../../src/domain/model/order.ts';
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
 * The log one diner's browser (fp-1, of four at the table) records over a very long session:
 * its own adds and reductions with the server's replies, the other three diners' changes as live
 * messages carrying the table's cart, and a round placed whenever the cart fills up.
 */
export const bigTableLog = (eventCount: number, seed = 7): SessionLog => {
  const random = seeded(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const table = { tableId: '501', tableName: 'A1' };
  let at = Date.UTC(2026, 10, 22, 18, 0, 0);
  const server = new TableServer(table, at);
  const events: UnsequencedEvent<AppEvent>[] = [];
  const log = (event: Omit<UnsequencedEvent<AppEvent>, 'at'>) => {
    at += 200 + pick(4800);
    events.push({ ...event, at } as UnsequencedEvent<AppEvent>);
  };
  log({ type: 'FingerprintIdentified', payload: { fingerprint: 'fp-1' } });
  log({ type: 'GuestUuidAssigned', payload: { uuid: 'diner-1' } });
  log({ type: 'TableIdentified', payload: table });
  log({ type: 'LiveConnectionChanged', payload: { connected: true } });
  log({ type: 'CartReplacedFromServer', payload: { cart: server.current, settled: 'all' } });
  let round = 0;
  while (events.length < eventCount) {
    const diner = pick(DINERS) + 1;
    const userId = `diner-${diner}`;
    const own = server.current.userCarts.find((entry) => entry.userId === userId)?.orderItems ?? [];
    let reply: CartOrder;
    if (server.current.orderItems.length >= ROUND_LINES) {
      round += 1;
      const order = {
        ...emptyOrder(table),
        id: String(4000 + round),
        orderItems: server.current.orderItems,
      };
      reply = server.placed(at);
      if (diner === 1) {
        log({ type: 'OrderPlacementStarted', payload: {} });
        log({ type: 'OrderPlaced', payload: { order, submitterName: 'Diner 1' } });
      } else {
        const data = { submitName: `Diner ${diner}`, orderId: order.id };
        log({
          type: 'LiveMessageReceived',
          payload: { message: { fromBrowserId: 'server', messageType: 'placeOrder', data } },
        });
      }
      log({ type: 'CartReplacedFromServer', payload: { cart: reply, settled: 'all' } });
      continue;
    }
    const reduce = own.length > 0 && random() < 0.35;
    const lineIndex = pick(own.length);
    const line = menu[pick(PRODUCTS)] ?? aNewCartLine();
    reply = reduce ? server.reduce(userId, lineIndex, 1, at) : server.add(userId, line, at);
    if (diner === 1) {
      log(
        reduce
          ? { type: 'CartItemReduced', payload: { userId, lineIndex, quantity: 1 } }
          : { type: 'CartItemAdded', payload: { userId, line, orderType: 'dineIn' } },
      );
      log({ type: 'CartReplacedFromServer', payload: { cart: reply, settled: 'all' } });
    } else {
      const message = {
        fromBrowserId: `fp-${diner}`,
        messageType: 'addOrDecreaseCartItem',
        data: reply,
      };
      log({ type: 'LiveMessageReceived', payload: { message } });
    }
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
    events: events
      .slice(0, eventCount)
      .map((event, index) => ({ ...event, seq: index + 1 }) as AppEvent),
  };
};
