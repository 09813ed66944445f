import type { OrderItem } from '../../domain/model/order.ts';
import type { MessageId } from '../i18n/messages.ts';

export type LineState = 'voided' | 'sent' | 'partlySent' | 'waiting' | 'cancelled';

/**
 * Where a placed line is in the kitchen's life, as the diner is told it; in a cancelled order
 * nothing waits for the kitchen any more.
 */
export const lineState = (
  item: Pick<OrderItem, 'quantity' | 'qtySentToKitchen' | 'qtyVoid'>,
  fullyVoided: boolean,
  orderCancelled = false,
): LineState => {
  if (fullyVoided) return 'voided';
  if (orderCancelled) return 'cancelled';
  if (item.qtySentToKitchen > 0 && item.qtySentToKitchen >= item.quantity) return 'sent';
  if (item.qtySentToKitchen > 0) return 'partlySent';
  return 'waiting';
};

export const lineStateLabel: Readonly<Record<LineState, MessageId>> = {
  voided: 'orderDetail.state.voided',
  sent: 'orderDetail.state.sent',
  partlySent: 'orderDetail.state.partlySent',
  waiting: 'orderDetail.state.waiting',
  cancelled: 'orderDetail.state.cancelled',
};
