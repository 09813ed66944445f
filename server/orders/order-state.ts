import { PaymentStatus, SendStatus } from '../../src/domain/model/enums.ts';
import type { Order, OrderItem } from '../../src/domain/model/order.ts';
import { changeDue } from '../../src/domain/pricing/amount-due.ts';
import { Money } from '../../src/domain/pricing/money.ts';

/**
 * The order's send status from its lines: placed rounds wait for the staff to send them, so an
 * order is allSent only when nothing waits and something went (a line removed before the kitchen
 * saw it leaves nothing behind).
 */
export const sendStatusOf = (
  items: readonly Pick<OrderItem, 'qtySentToKitchen' | 'waitToSend'>[],
): SendStatus => {
  const waiting = items.some((item) => item.waitToSend > 0);
  const sent = items.some((item) => item.qtySentToKitchen > 0);
  if (!waiting) return sent ? SendStatus.AllSent : SendStatus.UnSend;
  return sent ? SendStatus.PartiallySent : SendStatus.UnSend;
};

export interface PaymentState {
  readonly paymentStatus: PaymentStatus;
  readonly paymentsChange: number;
}

/**
 * What the payments taken so far mean against what is payable now. A later round, void or
 * discount moves the payable amount, so this is worked out again after every change.
 */
export const paymentStateOf = (
  order: Pick<Order, 'paymentsTotal'>,
  payable: number,
): PaymentState => {
  const paid = new Money(order.paymentsTotal);
  const change = changeDue(payable, order.paymentsTotal);
  if (paid.lte(0)) return { paymentStatus: PaymentStatus.Unpaid, paymentsChange: 0 };
  if (paid.gte(payable)) return { paymentStatus: PaymentStatus.FullyPaid, paymentsChange: change };
  return { paymentStatus: PaymentStatus.PartiallyPaid, paymentsChange: 0 };
};
