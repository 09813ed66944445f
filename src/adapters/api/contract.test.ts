import { Effect } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, seedFixture } from '../../../server/test-support/fixtures.ts';
import { type TestServer, startTestServer } from '../../../server/test-support/harness.ts';
import { Locale, ServerMode, WebOrderType } from '../../domain/model/enums.ts';
import { type HttpClientConfig, httpClientLayer } from '../http/client.ts';
import type { ApiError } from '../http/errors.ts';
import type { CallContext } from '../http/headers.ts';
import { loopbackFetch } from '../testing/loopback-fetch.fixture.ts';
import { anItem } from '../testing/replies.fixture.ts';
import type { ApiCall } from './call.ts';
import {
  clearCart,
  conflictCart,
  getCart,
  getGuestCount,
  initializeCart,
  updateCart,
} from './cart.ts';
import { negotiateLiveChannel } from './live.ts';
import { getMerchantHome, getTinyMerchant } from './merchant.ts';
import { getMenu, searchMenu } from './menu.ts';
import { getCoupons, getMember } from './member.ts';
import {
  getActiveOrder,
  getMemberOrders,
  getOrderDetail,
  getTableOrderIds,
  hasProcessingOrder,
  placeOrder,
  previewOrder,
} from './order.ts';
import { checkOrderCode, getTableByQrcode } from './table.ts';
import { STARTUP_TIMEOUT_MS } from '../../../server/test-support/timeouts.ts';

/**
 * The schemas against the reference server itself (not msw): a reply shape the server changes
 * fails here first. One server for the file; PGlite takes a few seconds to start.
 */
let server: TestServer;
const table = fixture.tables[0];
const { dumplings } = fixture.products;
let dinerId = '';
let diner: CallContext = {
  token: fixture.member.token,
  guestId: null,
  merchantId: fixture.merchantId,
  tableId: table.id,
  seat: null,
  locale: Locale.ZhTW,
  serverMode: ServerMode.Cloud,
};

const config = (overrides: Partial<HttpClientConfig>): HttpClientConfig => ({
  origin: server.baseUrl,
  context: () => diner,
  ...overrides,
});
const run = <A>(effect: ApiCall<A>, overrides: Partial<HttpClientConfig> = {}): Promise<A> =>
  Effect.runPromise(Effect.provide(effect, httpClientLayer(config(overrides))));
const fail = <A>(
  effect: ApiCall<A>,
  overrides: Partial<HttpClientConfig> = {},
): Promise<ApiError> =>
  Effect.runPromise(Effect.provide(Effect.flip(effect), httpClientLayer(config(overrides))));

beforeAll(async () => {
  server = await startTestServer({ seed: seedFixture });
  // Scanning the table's code seats this diner, as the web app's start-up does.
  const scanned = await run(getTableByQrcode({ qrcodeId: table.qrcodeId, browserId: 'fp-1' }));
  diner = { ...diner, seat: scanned.seat?.token ?? null };
  dinerId = scanned.seat?.dinerId ?? '';
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

describe('the api functions against the reference server', () => {
  it('read the merchant, its menu and its tables', async () => {
    const info = await run(getTinyMerchant({ merchantId: fixture.merchantId }));
    expect(info).toMatchObject({ id: '1001', shortName: '蓮花小館', serverMode: ServerMode.Cloud });
    expect(info.necessarySettingValues).toContainEqual({ templateEnum: 8003, value: '30' });
    const home = await run(getMerchantHome({ merchantId: fixture.merchantId }));
    expect(home.categories.map((category) => category.id)).toEqual([fixture.categoryId]);
    const menu = await run(getMenu({ merchantId: fixture.merchantId }));
    expect(menu[0]?.products.map((product) => product.id)).toContain(dumplings.id);
    const found = await run(searchMenu({ merchantId: fixture.merchantId, keyword: '水餃' }));
    expect(found.map((product) => product.id)).toContain(dumplings.id);
    expect(await run(getTableByQrcode({ qrcodeId: table.qrcodeId }))).toMatchObject({
      tableId: table.id,
      tableName: table.name,
    });
    expect(await run(checkOrderCode({ code: table.orderCode, tableId: table.id }))).toBe(true);
  });

  it("reads a local-mode merchant's settings from its own subdomain", async () => {
    const localMerchant = fixture.localMerchantId;
    const origin = server.baseUrl.replace('127.0.0.1', 'localhost');
    const info = await run(
      getTinyMerchant({ merchantId: localMerchant, serverMode: ServerMode.Local }),
      {
        origin,
        fetch: loopbackFetch,
      },
    );
    expect(info).toMatchObject({ id: localMerchant, serverMode: ServerMode.Local });
  });

  it('read the member and their coupons; a bad token is Unauthorized', async () => {
    expect((await run(getMember())).id).toBe(fixture.member.id);
    expect(await run(getCoupons({ state: 'available' }))).toMatchObject({ page: 1, size: 15 });
    const stranger = { ...diner, token: 'no-such-token' };
    expect(await fail(getMember(), { context: () => stranger })).toMatchObject({
      _tag: 'Unauthorized',
    });
  });

  it('share a cart and place it as an order, every 64-bit id exact', async () => {
    const empty = await run(
      initializeCart({ tableId: table.id, guests: 2, orderType: WebOrderType.DineIn }),
    );
    expect(empty.guests).toBe(2);
    expect(await run(getGuestCount({ tableId: table.id }))).toBe(2);
    const line = anItem({
      id: '0',
      productId: dumplings.id,
      categoryId: fixture.categoryId,
      quantity: 2,
    });
    const cart = await run(
      updateCart({
        cart: empty,
        orderItems: [line],
        merchantId: fixture.merchantId,
        productId: dumplings.id,
      }),
    );
    const [saved] = cart.orderItems;
    expect(BigInt(saved?.id ?? '0') > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(await run(getCart({ merchantId: fixture.merchantId, browserId: 'fp-1' }))).toEqual({
      cart,
      liveVersion: expect.any(Number),
    });

    const stale = await fail(
      updateCart({ cart: empty, orderItems: [], merchantId: fixture.merchantId, productId: null }),
    );
    expect(stale).toMatchObject({ _tag: 'ShoppingCartUpdated', code: 66666, status: 409 });
    expect(conflictCart(stale)).toEqual(cart);

    const submission = {
      cartRowVersion: cart.cartRowVersion,
      tableId: table.id,
      tableName: table.name,
      memberId: fixture.member.id,
      orderItems: cart.orderItems,
      orderCode: table.orderCode,
      userCouponIds: [],
      orderCoupons: [],
      orderType: WebOrderType.DineIn,
    };
    const preview = await run(previewOrder(submission));
    expect(preview.order.totalAmount).toBe(19);
    const order = await run(placeOrder(submission));
    expect(await run(getActiveOrder({ tableId: table.id }))).toEqual({
      id: order.id,
      code: order.serial,
    });
    expect(await run(hasProcessingOrder({ tableId: table.id }))).toBe(true);
    expect(await run(getTableOrderIds({ tableId: table.id }))).toEqual([order.id]);
    expect((await run(getMemberOrders())).list.map((row) => row.id)).toEqual([order.id]);
    expect(await run(getOrderDetail({ orderId: order.id }))).toEqual(order);
    // The live channel speaks as the seat's diner: that is the id to negotiate with.
    expect(await run(negotiateLiveChannel({ browserId: dinerId, tableId: table.id }))).toMatch(
      /^http/,
    );
    const claimed = await fail(negotiateLiveChannel({ browserId: 'fp-1', tableId: table.id }));
    expect(claimed).toMatchObject({ _tag: 'Refused', code: 4034, status: 403 });
    expect((await run(clearCart({ tableId: table.id }))).orderItems).toEqual([]);
  });
});
