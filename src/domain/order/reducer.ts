import type { Draft } from 'immer';
import type { AppEvent } from '../events.ts';
import type { Order } from '../model/order.ts';
import type { OrderState } from './state.ts';

export const reduceOrder = (draft: Draft<OrderState>, event: AppEvent): void => {
  switch (event.type) {
    case 'OrderPlacementStarted':
      draft.placement = { status: 'placing' };
      return;
    case 'OrderPlaced':
      draft.placed = event.payload.order as Draft<Order>;
      draft.placement = { status: 'placed', orderId: event.payload.order.id };
      return;
    case 'OrderPlacementFailed':
      draft.placement = { status: 'failed', ...event.payload };
      return;
    case 'PlacedOrderLoaded':
      draft.placed = event.payload.order as Draft<Order> | null;
      return;
    case 'LoggedOut':
      draft.placement = { status: 'idle' };
      return;
  }
};
