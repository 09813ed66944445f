import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  type CartItems,
  mergeKeyOf,
  reduceInCart,
} from '../../src/domain/cart/merge.ts';
import { aNewCartLine } from '../../src/domain/cart/order-item.fixture.ts';
import type { NewCartLine } from '../../src/domain/cart/merge.ts';
import { SalesUnitType } from '../../src/domain/model/enums.ts';
import type { CartOrder, OrderItem } from '../../src/domain/model/order.ts';
import { fixture, seedFixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { getCart, linesOf, putLines, resetTableCart, tableB } from './test-kit.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

const p = fixture.products;
const egg = {
  modifierProductId: fixture.modifiers.extraEgg.id,
  quantity: 1,
  price: 0,
  condiments: [],
};
const spicy = { ...egg, modifierProductId: fixture.modifiers.spicy.id };
const dish = (productId: string, extra: Partial<NewCartLine> = {}) =>
  aNewCartLine({
    productId,
    categoryId: fixture.categoryId,
    notes: '',
    orderItemModifiers: [],
    ...extra,
  });

/** A few dishes whose keys collide on purpose: modifier order never matters, notes always do. */
const dishes: readonly NewCartLine[] = [
  dish(p.dumplings.id),
  dish(p.dumplings.id, { notes: 'less salt' }),
  dish(p.noodles.id),
  dish(p.noodles.id, { orderItemModifiers: [egg, spicy] }),
  dish(p.noodles.id, { orderItemModifiers: [spicy, egg] }),
  dish(p.fish.id, { salesUnitType: SalesUnitType.Weight, salesUnitFactorList: [6] }),
];
const diners = ['g-prop-1', 'g-prop-2'] as const;

const opArb = fc.record({
  diner: fc.constantFrom(...diners),
  add: fc.boolean(),
  dish: fc.constantFrom(...dishes),
  quantity: fc.integer({ min: 1, max: 3 }),
});

const quantities = (items: readonly OrderItem[]): Record<string, number> => {
  const byKey: Record<string, number> = {};
  for (const item of asSent(items)) {
    const key = mergeKeyOf(item);
    if (item.quantity > 0) byKey[key] = (byKey[key] ?? 0) + item.quantity;
  }
  return byKey;
};

/** Ids come back as numbers where they fit; the client's lines carry them as strings. */
const asSent = (items: readonly OrderItem[]): OrderItem[] =>
  items.map((item) => ({
    ...item,
    id: String(item.id),
    productId: String(item.productId),
    categoryId: String(item.categoryId),
    orderItemModifiers: item.orderItemModifiers.map((m) => ({
      ...m,
      modifierProductId: String(m.modifierProductId),
    })),
  }));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedFixture });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => server.close());

describe('the stored cart follows the domain’s merge rule', () => {
  it('property: two diners’ adds and reduces leave each diner’s quantities per key as the pure model says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        await resetTableCart(server.db, tableB);
        let cart: CartOrder = (await getCart(server.baseUrl, tableB)).body.data;
        const model = new Map<string, CartItems>(diners.map((diner) => [diner, []]));
        for (const op of ops) {
          const userId = op.diner;
          const line = { ...op.dish, quantity: op.quantity };
          const mine = asSent(linesOf(cart, userId));
          const edit = (items: CartItems) =>
            op.add
              ? addToCart(items, line, 'dineIn')
              : reduceInCart(items, mergeKeyOf(line), op.quantity);
          model.set(userId, edit(model.get(userId) ?? []));
          const reply = await putLines(
            server.baseUrl,
            tableB,
            { guestId: userId },
            cart.cartRowVersion,
            edit(mine),
          );
          expect(reply.body.code).toBe(0);
          cart = reply.body.data;
          for (const diner of diners) {
            const stored = asSent(linesOf(cart, diner));
            expect(new Set(stored.map(mergeKeyOf)).size).toBe(stored.length);
            expect(quantities(stored)).toEqual(quantities(model.get(diner) ?? []));
          }
        }
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
