import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderItemArb } from '../cart/order-item.arbitraries.ts';
import { anOrderItem, aPriceAdjustment, deepFrozen } from '../cart/order-item.fixture.ts';
import { visibleLines } from '../cart/visibility.ts';
import { emptyOrder } from '../model/defaults.ts';
import {
  AdjustmentTarget,
  AdjustmentCategory as Category,
  ItemMode,
  OrderStatus,
} from '../model/enums.ts';
import type { Order } from '../model/order.ts';
import { itemTotal } from './item-total.ts';
import { Money, roundMoney, sumMoney } from './money.ts';
import { orderTotalsInputArb } from './order-totals.arbitraries.ts';
import { orderTotals } from './order-totals.ts';

const anOrder = (overrides: Partial<Order> = {}): Order =>
  deepFrozen({ ...emptyOrder({ tableId: '301', tableName: 'A1' }), ...overrides });
const burgers = anOrderItem({ price: 12.5, quantity: 2 });
const fries = anOrderItem({ productId: 'p-fries', price: 4.25, quantity: 1 });

describe('orderTotals', () => {
  it('is all zeros for an empty order', () => {
    expect(orderTotals(anOrder())).toEqual({
      subtotal: 0,
      discounts: 0,
      charges: 0,
      taxes: 0,
      tips: 0,
      total: 0,
      payable: 0,
    });
  });

  it('breaks a bill down by adjustment category', () => {
    const order = anOrder({
      orderItems: [burgers, fries],
      priceAdjustments: [
        aPriceAdjustment({ category: Category.Coupon, amount: 3 }),
        aPriceAdjustment({ category: Category.Charge, amount: 2.9 }),
        aPriceAdjustment({ category: Category.Tips, amount: 5 }),
        aPriceAdjustment({ category: Category.Recharge, amount: 100 }),
      ],
      orderTaxes: [aPriceAdjustment({ category: Category.Tax, amount: 2.31 })],
    });
    expect(orderTotals(order)).toEqual({
      subtotal: 29.25,
      discounts: 3,
      charges: 2.9,
      taxes: 2.31,
      tips: 5,
      total: 36.46,
      payable: 36.46,
    });
  });

  it('counts only what the diner sees: no hidden or recharge lines', () => {
    const hidden = anOrderItem({ quantity: 0, price: 99 });
    const topUp = anOrderItem({ mode: ItemMode.Recharge, price: 50 });
    expect(orderTotals(anOrder({ orderItems: [burgers, hidden, topUp] })).subtotal).toBe(25);
  });

  it("counts an item's own adjustments, but not the order-level roll-up of them", () => {
    const itemDiscount = aPriceAdjustment({ target: AdjustmentTarget.IndividualOrderItem });
    const order = anOrder({
      orderItems: [{ ...burgers, priceAdjustments: [itemDiscount] }],
      priceAdjustments: [itemDiscount],
    });
    expect(orderTotals(order)).toMatchObject({ discounts: 2, total: 23 });
  });

  it('drops the adjustments of a voided line along with its amount', () => {
    const voided = anOrderItem({
      quantity: 0,
      qtySentToKitchen: 1,
      qtyVoid: 1,
      priceAdjustments: [aPriceAdjustment({ category: Category.Charge })],
    });
    expect(orderTotals(anOrder({ orderItems: [burgers, voided] }))).toMatchObject({
      charges: 0,
      total: 25,
    });
  });

  it('caps discounts at the amount before tax, so the total never goes negative', () => {
    const order = anOrder({
      orderItems: [fries],
      priceAdjustments: [
        aPriceAdjustment({ amount: 10 }),
        aPriceAdjustment({ category: Category.Tips, amount: 1 }),
      ],
      orderTaxes: [aPriceAdjustment({ category: Category.Tax, amount: 0.34 })],
    });
    expect(orderTotals(order)).toMatchObject({ discounts: 4.25, total: 1.34 });
  });

  it('charges no tax on a tax-free order, whatever taxes it lists', () => {
    const tax = aPriceAdjustment({ category: Category.Tax, amount: 1 });
    const order = anOrder({
      isTaxFree: true,
      orderItems: [fries],
      priceAdjustments: [tax],
      orderTaxes: [tax],
    });
    expect(orderTotals(order)).toMatchObject({ taxes: 0, total: 4.25 });
  });

  it('leaves nothing payable on an order merged into another', () => {
    const merged = orderTotals(anOrder({ status: OrderStatus.BeMerged, orderItems: [burgers] }));
    expect(merged).toMatchObject({ total: 25, payable: 0 });
  });
});

describe('orderTotals properties', () => {
  it('property: adds up: total = subtotal - discounts + charges + taxes + tips', () => {
    fc.assert(
      fc.property(orderTotalsInputArb, (order) => {
        const t = orderTotals(deepFrozen(order));
        const sum = new Money(t.subtotal)
          .minus(t.discounts)
          .plus(t.charges)
          .plus(t.taxes)
          .plus(t.tips);
        expect(t.total).toBe(sum.toNumber());
        expect(t.payable).toBe(order.status === OrderStatus.BeMerged ? 0 : t.total);
      }),
      { numRuns: 200 },
    );
  });

  it('property: has a subtotal that is the sum of the visible lines as printed', () => {
    fc.assert(
      fc.property(orderTotalsInputArb, (order) => {
        const printed = visibleLines(order.orderItems).map(itemTotal);
        expect(orderTotals(order).subtotal).toBe(roundMoney(sumMoney(printed)));
      }),
      { numRuns: 200 },
    );
  });

  it('property: does not depend on the order of lines or adjustments', () => {
    const shuffledArb = orderTotalsInputArb.chain((order) =>
      fc
        .record({
          orderItems: fc.shuffledSubarray([...order.orderItems], {
            minLength: order.orderItems.length,
          }),
          priceAdjustments: fc.shuffledSubarray([...order.priceAdjustments], {
            minLength: order.priceAdjustments.length,
          }),
        })
        .map((shuffled) => [order, { ...order, ...shuffled }] as const),
    );
    fc.assert(
      fc.property(shuffledArb, ([order, shuffled]) => {
        expect(orderTotals(shuffled)).toEqual(orderTotals(order));
      }),
      { numRuns: 200 },
    );
  });

  it('property: never lets discounts push the total below taxes plus tips', () => {
    fc.assert(
      fc.property(orderTotalsInputArb, (order) => {
        const t = orderTotals(order);
        expect(t.total).toBeGreaterThanOrEqual(roundMoney(new Money(t.taxes).plus(t.tips)));
        expect(t.discounts).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 200 },
    );
  });

  it('property: ignores hidden and recharge lines entirely', () => {
    fc.assert(
      fc.property(orderTotalsInputArb, fc.array(orderItemArb, { maxLength: 3 }), (order, extra) => {
        const invisible = extra.map((item, i) =>
          i % 2 === 0
            ? { ...item, mode: ItemMode.Recharge }
            : { ...item, quantity: 0, qtySentToKitchen: 0 },
        );
        const padded = { ...order, orderItems: [...order.orderItems, ...invisible] };
        expect(orderTotals(padded)).toEqual(orderTotals(order));
      }),
      { numRuns: 200 },
    );
  });
});
