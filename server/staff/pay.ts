import type { Locale } from '../../src/domain/model/enums.ts';
import type { Order } from '../../src/domain/model/order.ts';
import { Money } from '../../src/domain/pricing/money.ts';
import { orderTotals } from '../../src/domain/pricing/order-totals.ts';
import { posTime } from '../orders/round.ts';
import { StaffCode, staffError } from './messages.ts';

export interface PaymentInput {
  readonly amount: number;
  readonly tips?: number | undefined;
  readonly method: string;
}

const add = (a: number, b: number): number => new Money(a).plus(b).toNumber();

/**
 * A payment towards the bill. `amount` is what was tendered for the food (more than is due gives
 * paymentsChange back); tips are on top and never count towards the bill. An order already
 * covered takes no more money (11000).
 */
export const takePayment = (
  order: Order,
  input: PaymentInput,
  payment: { readonly id: string; readonly now: number },
  locale: Locale,
): Order => {
  if (new Money(order.paymentsTotal).gte(orderTotals(order).payable))
    throw staffError(StaffCode.orderHaveCheckout, 409, 'orderHaveCheckout', locale);
  const tips = input.tips ?? 0;
  return {
    ...order,
    payments: [
      ...order.payments,
      {
        id: payment.id,
        amount: input.amount,
        tips,
        method: input.method,
        createAt: posTime(payment.now),
      },
    ],
    paymentsTotal: add(order.paymentsTotal, input.amount),
    paymentsTips: add(order.paymentsTips, tips),
  };
};
