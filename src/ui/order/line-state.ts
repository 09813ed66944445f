import type { OrderItem } from '../../domain/model/order.ts';
import type { MessageId } from '../i18n/messages.ts';

export type LineState = 'voided' | 'sent' | 'partlySent' | 'waiting';

/** Where a placed line is in the kitchen's life, as the diner is told it. */
export const lineState = (
  item: Pick<OrderItem, 'quantity' | 'qtySentToKitchen' | 'qtyVoid'>,
  fullyVoided: boolean,
): LineState => {
  if (fullyVoided) return 'voided';
  if (item.qtySentToKitchen > 0 && item.qtySentToKitchen >= item.quantity) return 'sent';
  if (item.qtySentToKitchen > 0) return 'partlySent';
  return 'waiting';
};

export const lineStateLabel: Readonly<Record<LineState, MessageId>> = {
  voided: 'orderDetail.state.voided',
  sent: 'orderDetail.state.sent',
  partlySent: 'orderDetail.state.partlySent',
  waiting: 'orderDetail.state.waiting',
};
