import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyOrder } from '../../domain/model/defaults.ts';
import type { Order } from '../../domain/model/order.ts';
import { amountDue } from '../../domain/pricing/amount-due.ts';
import { Money, sumMoney } from '../../domain/pricing/money.ts';
import { orderTotalsInputArb } from '../../domain/pricing/order-totals.arbitraries.ts';
import { orderDetailView } from '../../ui/order/order-view.ts';
import { billOf } from './amounts.ts';

const paidArb = fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100);

const orderArb: fc.Arbitrary<Order> = fc
  .tuple(orderTotalsInputArb, paidArb)
  .map(([input, paid]) => ({
    ...emptyOrder({ tableId: '3001', tableName: 'A1' }),
    ...input,
    paymentsTotal: paid,
  }));

describe('the console and the diner price an order alike', () => {
  it('agree to the cent on every line and every figure of the bill, for any order', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const console = billOf(order);
        const diner = orderDetailView(order);
        expect(console.totals).toEqual(diner.totals);
        expect(console.lines.map((line) => [line.item.id, line.itemTotal])).toEqual(
          diner.lines.map((line) => [line.item.id, line.itemTotal]),
        );
        // The diner's order page shows this as "Amount due" (OrderDetailPage).
        expect(console.due).toBe(amountDue(diner.totals.payable, order.paymentsTotal));
      }),
    );
  });

  it('the bill adds up: lines to the subtotal, paid and due (less change) to what is payable', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const { lines, totals, paid, due, change } = billOf(order);
        const billed = lines.filter((line) => !line.fullyVoided).map((line) => line.itemTotal);
        expect(totals.subtotal).toBe(sumMoney(billed).toNumber());
        expect(new Money(paid).plus(due).minus(change).toNumber()).toBe(totals.payable);
        expect(due === 0 || change === 0).toBe(true);
      }),
    );
  });
});
