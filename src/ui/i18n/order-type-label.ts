import type { WebOrderType } from '../../domain/model/enums.ts';
import type { MessageId } from './messages.ts';

/** How an order type is named wherever it shows: the chooser, the table bar, the order detail. */
export const orderTypeLabel: Readonly<Record<WebOrderType, MessageId>> = {
  dineIn: 'orderType.dineIn',
  toGo: 'orderType.toGo',
};
