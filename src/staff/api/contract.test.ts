import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCart, line, putLines } from '../../../server/cart/test-kit.ts';
import { extraTable } from '../../../server/orders/test-kit.ts';
import { placeRound, seedStaff, staffToken } from '../../../server/staff/test-kit.ts';
import { fixture } from '../../../server/test-support/fixtures.ts';
import type { DietaryFactsOnWire } from '../../domain/model/dietary.ts';
import { startTestServer, type TestServer } from '../../../server/test-support/harness.ts';
import type { ApiResult, StaffSession } from './client.ts';
import { getMerchant } from './merchant-api.ts';
import {
  addAdjustment,
  getOrder,
  listProducts,
  listTables,
  sendToKitchen,
  setProductAvailability,
  setProductDietary,
  updateSettings,
} from './staff-api.ts';
import { STARTUP_TIMEOUT_MS } from '../../../server/test-support/timeouts.ts';

/**
 * The console's decoders against the reference server itself: every reply the console reads
 * decodes, so a shape the server changes fails here rather than as "the reply could not be read" on a
 * kitchen's screen. The console calls relative paths on its own origin; here they go to the
 * test server.
 */
let server: TestServer;
const session: StaffSession = { merchantId: fixture.merchantId, token: staffToken };

beforeAll(async () => {
  server = await startTestServer({ seed: seedStaff });
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (path: string, init?: RequestInit) =>
    realFetch(path.startsWith('/') ? `${server.baseUrl}${path}` : path, init),
  );
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

const ok = <T>(result: ApiResult<T>): T => {
  if (!result.ok) throw new Error(`refused: ${result.status} ${result.code} ${result.msg}`);
  return result.data;
};

describe('the staff console’s replies decode', () => {
  it('the merchant, the floor, the products and the settings', async () => {
    expect(ok(await getMerchant(session))).toMatchObject({ id: '1001', serverMode: 0 });
    const tables = ok(await listTables(session));
    expect(tables.length).toBeGreaterThan(0);
    expect(typeof tables[0]?.id).toBe('string');
    const categories = ok(await listProducts(session));
    const dumplings = categories
      .flatMap((category) => category.products)
      .find((product) => product.id === fixture.products.dumplings.id);
    expect(dumplings).toMatchObject({ offShelf: false });
    const off = ok(
      await setProductAvailability(session, fixture.products.dumplings.id, { offShelf: true }),
    );
    expect(off).toEqual({
      productId: fixture.products.dumplings.id,
      soldOut: false,
      offShelf: true,
    });
    ok(await setProductAvailability(session, fixture.products.dumplings.id, { offShelf: false }));
    const settings = ok(
      await updateSettings(session, {
        DineinWebSupportGuest: true,
        DineinWebOrderCodeRequired: false,
        ThemePrimaryColor: '#f6821f',
        DineinWebClearTableShoppingCart: 30,
      }),
    );
    expect(settings).toMatchObject({
      supportGuest: true,
      orderCodeRequired: false,
      clearCartMinutes: 30,
    });
  });

  it('a dish’s dietary facts, set and read back, "not stated" as a missing key', async () => {
    const id = fixture.products.noodles.id;
    const facts: DietaryFactsOnWire = {
      vegetarian: true,
      vegan: null,
      spiceLevel: 2,
      allergens: ['soy', 'gluten'],
    };
    expect(ok(await setProductDietary(session, id, facts))).toEqual({
      productId: id,
      vegetarian: true,
      spiceLevel: 2,
      allergens: ['gluten', 'soy'],
    });
    const listed = ok(await listProducts(session))
      .flatMap((category) => category.products)
      .find((product) => product.id === id);
    expect(listed).toMatchObject({ vegetarian: true, spiceLevel: 2, allergens: ['gluten', 'soy'] });
    expect(listed !== undefined && 'vegan' in listed).toBe(false);
  });

  it('an order placed by a diner, sent and discounted', async () => {
    const table = extraTable(7);
    const placed = await placeRound(server.baseUrl, table, { guestId: 'g-contract' }, [
      line(fixture.products.dumplings.id, 2),
    ]);
    const id = String(placed.id);
    const order = ok(await getOrder(session, id));
    expect(order.id).toBe(id);
    const sent = ok(await sendToKitchen(session, id, { rowVersion: order.rowVersion }));
    expect(sent.sendStatus).toBe(2);
    const discounted = ok(
      await addAdjustment(session, id, {
        category: 'discount',
        amount: 1,
        rowVersion: sent.rowVersion,
      }),
    );
    expect(discounted.totalDiscountAmount).toBe(1);
    // A diner with lines in the cart beside the open order: the floor names them by seat.
    const version = (await getCart(server.baseUrl, table)).body.data.cartRowVersion;
    const who = { guestId: 'g-contract-2' };
    await putLines(server.baseUrl, table, who, version, [line(fixture.products.dumplings.id, 1)]);
    const floor = ok(await listTables(session));
    const seen = floor.find((entry) => entry.id === table);
    expect(seen?.order?.id).toBe(id);
    expect(seen?.cart.diners).toEqual([expect.objectContaining({ lineCount: 1, quantity: 1 })]);
  });

  it('a reply that does not fit is a failure with a sentence, not a broken page', async () => {
    const realFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({ success: true, code: 0, msg: 'success', data: [{ id: {} }] }),
        ),
    );
    try {
      const result = await listTables(session);
      expect(result).toMatchObject({ ok: false, code: -1, problem: { id: 'client.unreadable' } });
    } finally {
      vi.stubGlobal('fetch', realFetch);
    }
  });
});
