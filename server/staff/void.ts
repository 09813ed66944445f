import type { Locale } from '../../src/domain/model/enums.ts';
import type { Order } from '../../src/domain/model/order.ts';
import { withAmount } from '../cart/resolve-line.ts';
import { staffBadRequest, staffError } from './messages.ts';

export interface VoidInput {
  readonly itemId: string;
  /** Absent: the line's whole remaining quantity. */
  readonly quantity?: number | undefined;
  readonly reason: string;
}

/**
 * Takes units off a line. Units still waiting never reached the kitchen, so they go first and
 * simply disappear; units already sent become qtyVoid, so the ticket trail stays true. Voiding
 * everything that was sent leaves quantity 0 with qtyVoid = qtySentToKitchen: the domain's
 * isFullyVoided line, listed struck through and billing nothing.
 */
export const voidLine = (order: Order, input: VoidInput, locale: Locale): Order => {
  const index = order.orderItems.findIndex((item) => item.id === input.itemId);
  const line = order.orderItems[index];
  if (line === undefined) throw staffError(404, 404, 'itemNotFound', locale);
  const quantity = input.quantity ?? line.quantity;
  if (quantity <= 0 || quantity > line.quantity) throw staffBadRequest('voidTooMuch', locale);
  const unsent = Math.min(quantity, line.waitToSend);
  const voided = quantity - unsent;
  const changed = withAmount({
    ...line,
    quantity: line.quantity - quantity,
    waitToSend: line.waitToSend - unsent,
    qtyVoid: line.qtyVoid + voided,
    voidReason: input.reason,
  });
  return { ...order, orderItems: order.orderItems.with(index, changed) };
};
