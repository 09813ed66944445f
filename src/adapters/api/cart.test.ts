import { Schema } from 'effect';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { emptyCartOrder } from '../../domain/model/defaults.ts';
import { WebOrderType } from '../../domain/model/enums.ts';
import { checkCall } from '../testing/call-case.fixture.ts';
import { ORIGIN, jsonText, runError, server, useMsw } from '../testing/msw.fixture.ts';
import { BIG_ID, aCart, anItem, asPosJson } from '../testing/replies.fixture.ts';
import {
  clearCart,
  conflictCart,
  getCart,
  getGuestCount,
  initializeCart,
  setGuestCount,
  setOrderType,
  updateCart,
} from './cart.ts';
import { CartOrderSchema } from '../../domain/model/schemas/order.ts';

useMsw();

describe('cart calls', () => {
  it('GET /api/shoppingCart reads the table cart with its 64-bit ids exact', async () => {
    const cart = aCart();
    expect(asPosJson(cart)).toContain(`"id":${BIG_ID}`);
    await checkCall({
      effect: getCart({ merchantId: '1001', browserId: 'fp-1' }),
      method: 'get',
      path: '/api/shoppingCart',
      query: { merchantId: '1001', browserId: 'fp-1' },
      headers: { tableid: '12' },
      reply: asPosJson(cart),
      expected: { cart, liveVersion: null },
    });
  });

  it("keeps the live version the server read the cart at, apart from the spec's cart", async () => {
    const cart = aCart();
    await checkCall({
      effect: getCart({ merchantId: '1001', browserId: 'fp-1' }),
      method: 'get',
      path: '/api/shoppingCart',
      query: { merchantId: '1001', browserId: 'fp-1' },
      reply: asPosJson({ ...cart, liveVersion: 9 }),
      expected: { cart, liveVersion: 9 },
    });
  });

  it('reads an empty reply as null, for the "empty data" message', async () => {
    await checkCall({
      effect: getCart({ merchantId: '1001', browserId: 'fp-1' }),
      method: 'get',
      path: '/api/shoppingCart',
      query: { merchantId: '1001', browserId: 'fp-1' },
      reply: 'null',
      expected: null,
    });
  });

  it('fills what the POS leaves out with the domain defaults', () => {
    expect(Schema.decodeUnknownSync(CartOrderSchema)({})).toEqual(
      emptyCartOrder({ tableId: '0', tableName: '' }, 0),
    );
  });

  it('POST /api/shoppingCart sends the cart with this diner’s lines, never the others’', async () => {
    const cart = aCart();
    const mine = [anItem({ id: '0', quantity: 2 })];
    const { userCarts: _others, ...fields } = cart;
    await checkCall({
      effect: updateCart({ cart, orderItems: mine, merchantId: '1001', productId: '701' }),
      method: 'post',
      path: '/api/shoppingCart',
      headers: { tableid: '12', 'content-type': 'application/json' },
      body: { ...fields, orderItems: mine, tableId: '12', merchantId: '1001', productId: '701' },
      reply: asPosJson(cart),
      expected: cart,
    });
  });

  it('hands back the current cart a 66666 conflict carries', async () => {
    const current = aCart();
    server.use(
      http.post(`${ORIGIN}/api/shoppingCart`, () =>
        jsonText(
          `{"success":false,"code":66666,"msg":"updated","data":${asPosJson(current)}}`,
          409,
        ),
      ),
    );
    const error = await runError(
      updateCart({ cart: current, orderItems: [], merchantId: '1001', productId: null }),
    );
    expect(error).toMatchObject({ _tag: 'ShoppingCartUpdated', code: 66666, status: 409 });
    expect(conflictCart(error)).toEqual(current);
  });

  it('POST /api/shoppingCart/initialize seeds the table settings', async () => {
    const cart = aCart();
    await checkCall({
      effect: initializeCart({ tableId: '12', guests: 3, orderType: WebOrderType.ToGo }),
      method: 'post',
      path: '/api/shoppingCart/initialize',
      headers: { tableid: '12' },
      body: { tableId: '12', guests: 3, orderType: 'toGo' },
      reply: asPosJson(cart),
      expected: cart,
    });
  });

  it('GET /api/shoppingCart/guests reads a number', async () => {
    await checkCall({
      effect: getGuestCount({ tableId: '12' }),
      method: 'get',
      path: '/api/shoppingCart/guests',
      headers: { tableid: '12' },
      reply: '4',
      expected: 4,
    });
  });

  it('sets the guest count and the order type, and clears the cart', async () => {
    const cart = aCart();
    await checkCall({
      effect: setGuestCount({ tableId: '12', guests: 5 }),
      method: 'post',
      path: '/api/shoppingCart/guests',
      headers: { tableid: '12' },
      body: { tableId: '12', guests: 5 },
      reply: asPosJson(cart),
      expected: cart,
    });
    server.resetHandlers();
    await checkCall({
      effect: setOrderType({ tableId: '12', orderType: WebOrderType.DineIn }),
      method: 'post',
      path: '/api/shoppingCart/order-type',
      body: { tableId: '12', orderType: 'dineIn' },
      reply: asPosJson(cart),
      expected: cart,
    });
    server.resetHandlers();
    await checkCall({
      effect: clearCart({ tableId: '12' }),
      method: 'delete',
      path: '/api/shoppingCart/clear',
      headers: { tableid: '12' },
      reply: asPosJson(cart),
      expected: cart,
    });
  });

  it('refuses a cart whose lines lack a product id', async () => {
    const broken = JSON.parse(asPosJson(aCart())) as { orderItems: Record<string, unknown>[] };
    delete broken.orderItems[0]?.productId;
    server.use(
      http.get(`${ORIGIN}/api/shoppingCart`, () =>
        jsonText(`{"success":true,"code":0,"msg":"","data":${JSON.stringify(broken)}}`),
      ),
    );
    expect(await runError(getCart({ merchantId: '1001', browserId: 'fp-1' }))).toMatchObject({
      _tag: 'Unreachable',
      reason: 'unreadable',
    });
  });
});
