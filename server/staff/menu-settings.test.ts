import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCart, line, putLines } from '../cart/test-kit.ts';
import { extraTable } from '../orders/test-kit.ts';
import { call } from '../test-support/client.ts';
import { fixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { otherStaffToken, seedStaff, staff } from './test-kit.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

const p = fixture.products;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: seedStaff });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => server.close());

const availability = (productId: string, body: unknown, token?: string) =>
  staff(server.baseUrl, 'POST', `/products/${productId}/availability`, { body, token });

const menuProduct = async (productId: string) => {
  const reply = await call<{ products: { id: number; soldOut: boolean }[] }[]>(
    server.baseUrl,
    'GET',
    `/api/member/merchant/products-by-categories?merchantId=${fixture.merchantId}`,
  );
  return reply.body.data
    .flatMap((category) => category.products)
    .find((product) => String(product.id) === productId);
};

const staffProduct = async (productId: string, token?: string) => {
  const reply = await staff<{ products: { id: number; soldOut: boolean; offShelf: boolean }[] }[]>(
    server.baseUrl,
    'GET',
    '/products',
    { token },
  );
  expect(reply.status).toBe(200);
  return reply.body.data
    .flatMap((category) => category.products)
    .find((product) => String(product.id) === productId);
};

const settingsOf = async () => {
  const reply = await call<{ value: { data: { necessarySettingValues: unknown[] } } }>(
    server.baseUrl,
    'GET',
    `/api/merchant/tiny-merchant?id=${fixture.merchantId}`,
  );
  return reply.body.data.value.data.necessarySettingValues;
};

describe('GET /api/staff/products', () => {
  it('lists every product of the staff’s merchant with its availability, and only to its staff', async () => {
    expect(await staffProduct(p.dumplings.id)).toMatchObject({
      soldOut: false,
      offShelf: false,
      nameI18n: { 'en-US': expect.any(String), 'zh-TW': expect.any(String) },
    });
    expect(await staffProduct(p.dumplings.id, otherStaffToken)).toBeUndefined();
    expect((await staff(server.baseUrl, 'GET', '/products', { token: null })).status).toBe(401);
  });
});

describe('POST /api/staff/products/:id/availability', () => {
  it('sells a dish out: diners hear menuChanged and their next cart write gets 2025', async () => {
    const table = extraTable(1);
    const reply = await availability(p.noodles.id, { soldOut: true });
    expect(reply.body.data).toEqual({ productId: 702, soldOut: true, offShelf: false });
    const notices = server.liveSent.filter((notice) => notice.messageType === 'menuChanged');
    expect(notices).toHaveLength(15);
    expect(notices.find((notice) => notice.tableId === table)?.data).toEqual({
      productIds: ['702'],
    });
    expect((await menuProduct(p.noodles.id))?.soldOut).toBe(true);
    const version = (await getCart(server.baseUrl, table)).body.data.cartRowVersion;
    const write = await putLines(server.baseUrl, table, { guestId: 'g-ann' }, version, [
      line(p.noodles.id, 1),
    ]);
    expect([write.status, write.body.code]).toEqual([409, 2025]);

    await availability(p.noodles.id, { soldOut: false, offShelf: true });
    expect(await menuProduct(p.noodles.id)).toBeUndefined();
    // The staff still list it, flagged, so they can put it back.
    expect(await staffProduct(p.noodles.id)).toMatchObject({ offShelf: true, soldOut: false });
    await availability(p.noodles.id, { offShelf: false });
    expect((await menuProduct(p.noodles.id))?.soldOut).toBe(false);
    const again = await putLines(server.baseUrl, table, { guestId: 'g-ann' }, version, [
      line(p.noodles.id, 1),
    ]);
    expect(again.body.code).toBe(0);
  });

  it('refuses unknown or foreign products and bad bodies', async () => {
    const count = server.liveSent.length;
    expect((await availability('424242', { soldOut: true })).status).toBe(404);
    expect((await availability(p.dumplings.id, { soldOut: true }, otherStaffToken)).status).toBe(
      404,
    );
    for (const body of [{}, { soldOut: 'yes' }, null])
      expect((await availability(p.dumplings.id, body)).status).toBe(400);
    expect((await menuProduct(p.dumplings.id))?.soldOut).toBe(false);
    expect(server.liveSent).toHaveLength(count);
  });
});

describe('PUT /api/staff/settings', () => {
  it('changes the web settings and tiny-merchant reflects them', async () => {
    const reply = await staff(server.baseUrl, 'PUT', '/settings', {
      body: {
        DineinWebSupportGuest: false,
        DineinWebOrderCodeRequired: 'true',
        DineinWebClearTableShoppingCart: 45,
        ThemePrimaryColor: '#123ABC',
      },
    });
    expect(reply.body.data).toEqual({
      supportGuest: false,
      orderCodeRequired: true,
      themePrimaryColor: '#123ABC',
      clearCartMinutes: 45,
    });
    expect(await settingsOf()).toEqual([
      { templateEnum: 8003, value: '45' },
      { templateEnum: 18001, value: 'false' },
      { templateEnum: 18002, value: 'true' },
      { templateEnum: 18005, value: '#123ABC' },
    ]);
    await staff(server.baseUrl, 'PUT', '/settings', {
      body: { DineinWebSupportGuest: true, DineinWebOrderCodeRequired: false },
    });
    expect(await settingsOf()).toContainEqual({ templateEnum: 18001, value: 'true' });
  });

  it('refuses bad settings with 400 and changes nothing', async () => {
    const before = await settingsOf();
    for (const body of [
      {},
      { ThemePrimaryColor: 'red' },
      { ThemePrimaryColor: '#12345' },
      { DineinWebSupportGuest: 'maybe' },
      { DineinWebClearTableShoppingCart: -1 },
      { DineinWebClearTableShoppingCart: '1e3' },
      { DineinWebSupportGuest: false, ThemePrimaryColor: 'url(x)' },
    ]) {
      const reply = await staff(server.baseUrl, 'PUT', '/settings', { body });
      expect([JSON.stringify(body), reply.status]).toEqual([JSON.stringify(body), 400]);
    }
    const malformed = await staff(server.baseUrl, 'PUT', '/settings', { rawBody: '{"x":' });
    expect(malformed.status).toBe(400);
    const zh = await staff(server.baseUrl, 'PUT', '/settings', { body: {}, locale: 'zh-TW' });
    expect(zh.body.msg).toBe('請至少提供一項要變更的設定。');
    expect(await settingsOf()).toEqual(before);
  });
});
