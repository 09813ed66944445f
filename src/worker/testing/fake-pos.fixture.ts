import { Effect } from 'effect';
import { Subject, startWith } from 'rxjs';
import type {
  connectTable as realConnectTable,
  LiveSignal,
  LiveStatus,
  TableChannel,
} from '../../adapters/live/table-channel.ts';
import { anOrderItem } from '../../domain/cart/order-item.fixture.ts';
import { emptyCartOrder } from '../../domain/model/defaults.ts';
import { aMember } from '../../domain/model/member.fixture.ts';
import { type LiveMessage, POS_BROWSER_ID } from '../../domain/model/live-message.ts';
import type { CartOrder, OrderItem } from '../../domain/model/order.ts';

export const FAKE_ORIGIN = 'http://pos.test';
export const member = aMember({ id: '7001', firstName: 'Ada', registrationState: 0 });

/** A cart of table 501 at `version`, with each diner's lines. */
export const cartAt = (version: number, entries: Record<string, OrderItem[]> = {}): CartOrder => {
  const userCarts = Object.entries(entries).map(([userId, orderItems]) => ({
    userId,
    orderItems,
    invalidOrderItems: [],
  }));
  return {
    ...emptyCartOrder({ tableId: '501', tableName: 'A1' }, version),
    cartRowVersion: version,
    rowVersion: version,
    userCarts,
    orderItems: userCarts.flatMap((entry) => entry.orderItems),
  };
};

export const saved = (id: string, productId: string, quantity = 1) =>
  anOrderItem({ id, orderId: '0', productId, quantity, menuId: '1', categoryId: '601' });

export type Reply = { status: number; code: number; data: unknown } | 'network down';
const envelope = (reply: Exclude<Reply, string>) =>
  new Response(
    JSON.stringify({ success: reply.code === 0, code: reply.code, msg: '', data: reply.data }),
    { status: reply.status, headers: { 'Content-Type': 'application/json' } },
  );

export const okReply = (data: unknown): Reply => ({ status: 200, code: 0, data });
export const conflict = (data: unknown): Reply => ({ status: 409, code: 66666, data });

/** What the POS stamps on a table-state message (docs/live-hub.md, "The table feed"). */
export interface Stamp {
  readonly liveVersion: number;
  readonly changedBy?: string | null;
}

/**
 * A POS in memory: answers the calls a cart test needs and scripts the cart writes, one reply
 * (or a promise of one) per POST, recording each body and every request's route. It tells the
 * table nothing by itself: a test says what the server announces (`announce`, `receive`).
 */
export const makeFakePos = (
  writes: (Reply | Promise<Reply>)[],
  cart = cartAt(5),
  routes: Readonly<Record<string, (body: unknown) => Reply | Promise<Reply>>> = {},
) => {
  const bodies: { cartRowVersion: number; orderItems: OrderItem[] }[] = [];
  const requests: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    requests.push(route);
    const extra = routes[route];
    if (extra !== undefined) {
      const reply = await extra(init?.body === undefined ? null : JSON.parse(String(init.body)));
      return reply === 'network down'
        ? Promise.reject(new TypeError('fetch failed'))
        : envelope(reply);
    }
    if (route === 'GET /api/shoppingCart') return envelope({ status: 200, code: 0, data: cart });
    if (route === 'POST /api/member/register/guest') return envelope(okReply(member) as never);
    if (route === 'GET /api/system/web-pub-sub/scan-order-negotiate') {
      return envelope({ status: 200, code: 0, data: '/live?access_token=t' });
    }
    if (route !== 'POST /api/shoppingCart') throw new Error(`unexpected ${route}`);
    bodies.push(JSON.parse(String(init?.body)) as (typeof bodies)[number]);
    const reply = await (writes.shift() ?? conflict(cart));
    if (reply === 'network down') throw new TypeError('fetch failed');
    return envelope(reply);
  };
  const hubUrls: string[] = [];
  let signals = new Subject<LiveSignal>();
  /** A channel that joins at once and hears what the test says the hub sends. */
  const connectTable: typeof realConnectTable = (options) =>
    Effect.sync(() => {
      hubUrls.push(options.hubUrl);
      signals = new Subject<LiveSignal>();
      const mine = signals;
      let status: LiveStatus = 'connected';
      const channel: TableChannel = {
        signals: mine.pipe(startWith<LiveSignal>({ kind: 'connected', connected: true })),
        status: () => status,
        isConnected: () => status === 'connected',
        stop: () =>
          Effect.sync(() => {
            status = 'stopped';
            mine.next({ kind: 'connected', connected: false });
            mine.complete();
          }),
      };
      return channel;
    });
  /** Hands a message to the core as the hub would. */
  const receive = (message: LiveMessage) => signals.next({ kind: 'message', message });
  /** The server's own word to the table, stamped with the table's version and its author. */
  const announce = (messageType: string, data: object, stamp: Stamp) =>
    receive({
      fromBrowserId: POS_BROWSER_ID,
      messageType,
      data: { ...data, liveVersion: stamp.liveVersion, changedBy: stamp.changedBy ?? null },
    });
  /** How many times a route was called, e.g. `GET /api/shoppingCart`. */
  const calls = (route: string) => requests.filter((made) => made === route).length;
  return { fetch, bodies, requests, calls, hubUrls, connectTable, receive, announce };
};
