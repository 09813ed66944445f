import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anOrderItem, aPriceAdjustment } from '../cart/order-item.fixture.ts';
import { AdjustmentCategory, AdjustmentTarget, OrderStatus } from '../model/enums.ts';
import type { OrderItem } from '../model/order.ts';
import { Money, sumMoney } from './money.ts';
import { orderTotalsInputArb } from './order-totals.arbitraries.ts';
import { type OrderTotalsInput, orderTotals } from './order-totals.ts';
import { dinerShares } from './shares.ts';

const bill = (overrides: Partial<OrderTotalsInput>): OrderTotalsInput => ({
  status: OrderStatus.Progressing,
  isTaxFree: false,
  orderItems: [],
  priceAdjustments: [],
  orderTaxes: [],
  ...overrides,
});

/** Diners by the line's notes in the examples; by position (a, b, c…) in the properties. */
const byNotes = (item: OrderItem) => item.notes;
const exactSum = (values: readonly number[]) => sumMoney(values).toString();

const amy = (price: number, extra: Partial<OrderItem> = {}) =>
  anOrderItem({ price, quantity: 1, notes: 'amy', ...extra });
const ben = (price: number, extra: Partial<OrderItem> = {}) =>
  anOrderItem({ productId: 'p-ben', price, quantity: 1, notes: 'ben', ...extra });

describe('dinerShares: who pays what', () => {
  it('gives each diner their lines when nothing else is on the bill', () => {
    const order = bill({ orderItems: [amy(12.5), ben(4.25), amy(3)] });
    expect(dinerShares(order, byNotes)).toEqual([
      { diner: 'amy', subtotal: 15.5, share: 15.5 },
      { diner: 'ben', subtotal: 4.25, share: 4.25 },
    ]);
  });

  it('spreads an order discount by subtotal, and gives the cent rounding left over to the largest remainder', () => {
    // 10 off 30: Amy's exact part is 6.6666…, Ben's 13.3333…; rounded 6.67 + 13.33 = 20.00.
    const discount = aPriceAdjustment({
      category: AdjustmentCategory.Discount,
      target: AdjustmentTarget.EntireOrder,
      amount: 10,
    });
    const order = bill({ orderItems: [amy(10), ben(20)], priceAdjustments: [discount] });
    expect(dinerShares(order, byNotes).map((s) => s.share)).toEqual([6.67, 13.33]);
    // Three equal diners sharing 1.00 of charges: 0.333… each, the leftover cent to the first.
    const charge = { ...discount, category: AdjustmentCategory.Charge, amount: 1 };
    const three = bill({
      orderItems: [amy(5), ben(5), anOrderItem({ price: 5, quantity: 1, notes: 'cat' })],
      priceAdjustments: [charge],
    });
    expect(dinerShares(three, byNotes).map((s) => s.share)).toEqual([5.34, 5.33, 5.33]);
  });

  it('keeps a line’s own coupon with the diner whose line it is', () => {
    const coupon = aPriceAdjustment({
      category: AdjustmentCategory.Coupon,
      target: AdjustmentTarget.IndividualOrderItem,
      amount: 2,
    });
    const order = bill({ orderItems: [amy(10, { priceAdjustments: [coupon] }), ben(10)] });
    expect(dinerShares(order, byNotes).map((s) => s.share)).toEqual([8, 10]);
  });

  it('has no diner without a visible line', () => {
    expect(dinerShares(bill({}), byNotes)).toEqual([]);
  });
});

/** Any bill the domain prices, its lines shared among up to four diners. */
const sharedBill = fc.tuple(orderTotalsInputArb, fc.array(fc.nat(3), { maxLength: 40 }));
const dinerOfIn = (order: OrderTotalsInput, seats: readonly number[]) => {
  const seat = new Map(order.orderItems.map((item, i) => [item, `diner-${seats[i] ?? 0}`]));
  return (item: OrderItem) => seat.get(item) ?? 'diner-0';
};

describe('dinerShares properties', () => {
  it('adds the shares up to the total exactly, and the subtotals to the subtotal, for any lines, coupons and adjustments', () => {
    fc.assert(
      fc.property(sharedBill, ([order, seats]) => {
        const shares = dinerShares(order, dinerOfIn(order, seats));
        if (shares.length === 0) return;
        const totals = orderTotals(order);
        expect(exactSum(shares.map((s) => s.share))).toBe(new Money(totals.total).toString());
        expect(exactSum(shares.map((s) => s.subtotal))).toBe(new Money(totals.subtotal).toString());
        for (const { share } of shares)
          expect(new Money(share).decimalPlaces()).toBeLessThanOrEqual(2);
      }),
      { numRuns: 500 },
    );
  });

  it('charges each diner exactly their lines when the bill has no adjustments', () => {
    fc.assert(
      fc.property(sharedBill, ([withAdjustments, seats]) => {
        const order = {
          ...withAdjustments,
          priceAdjustments: [],
          orderTaxes: [],
          orderItems: withAdjustments.orderItems.map((item) => ({ ...item, priceAdjustments: [] })),
        };
        for (const { subtotal, share } of dinerShares(order, dinerOfIn(order, seats)))
          expect(share).toBe(subtotal);
      }),
      { numRuns: 200 },
    );
  });

  it('gives one diner the whole total', () => {
    fc.assert(
      fc.property(orderTotalsInputArb, (order) => {
        const shares = dinerShares(order, () => 'only');
        if (shares.length > 0) expect(shares[0]?.share).toBe(orderTotals(order).total);
      }),
      { numRuns: 200 },
    );
  });

  it('splits the same way every time, on every phone', () => {
    fc.assert(
      fc.property(sharedBill, ([order, seats]) => {
        const copy = structuredClone(order);
        expect(dinerShares(copy, dinerOfIn(copy, seats))).toEqual(
          dinerShares(order, dinerOfIn(order, seats)),
        );
      }),
      { numRuns: 100 },
    );
  });
});
