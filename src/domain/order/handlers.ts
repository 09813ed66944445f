import type { Draft } from 'immer';
import type { HandlersOf } from '../handler.ts';
import type { Order } from '../model/order.ts';
import { announceOnce, closePopup } from '../popups/operations.ts';
import { PopupName } from '../popups/events.ts';
import type { OrderEvent } from './events.ts';
import { orderLoaded, roundSent } from '../timeline/operations.ts';
import { unwrapped } from '../plain.ts';

export const orderHandlers: HandlersOf<OrderEvent> = {
  OrderPlacementStarted: ({ order }) => {
    order.placement = { status: 'placing' };
  },
  OrderPlaced: (draft, event) => {
    const { order, popups } = draft;
    const placed = event.payload.order;
    order.placed = placed as Draft<Order>;
    order.placement = { status: 'placed', orderId: placed.id };
    // A round this diner added is confirmed by the worker's toast: the dialog would tell the
    // diner "{their own name} has submitted the table's order" (issue 15).
    if (event.payload.addedRound !== true) {
      const { submitterName } = event.payload;
      announceOnce(popups, { orderId: placed.id, submitterName }, event.at, true);
    }
    closePopup(popups, PopupName.Cart);
    roundSent(draft, event, { order: placed, name: event.payload.submitterName });
  },
  OrderPlacementFailed: ({ order }, { payload }) => {
    order.placement = { status: 'failed', ...payload };
  },
  PlacedOrderLoaded: (draft, event) => {
    const before = unwrapped(draft.order.placed as Order | null);
    draft.order.placed = event.payload.order as Draft<Order> | null;
    orderLoaded(draft, before, event);
  },
};
