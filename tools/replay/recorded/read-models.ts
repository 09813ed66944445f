import { foldAll } from '../../../src/domain/fold.ts';
import { readJsonl } from '../../../src/domain/log/jsonl.ts';
import { initialAppState } from '../../../src/domain/state.ts';
import { cartUserId } from '../../../src/worker/core/identity.ts';
import { cartView } from '../../../src/worker/read-models/cart.ts';
import { orderView } from '../../../src/worker/read-models/order.ts';

/** What a diner's screen showed at the end of a recorded session, as numbers a test can compare. */
export interface ShownAtEnd {
  readonly cartItems: number;
  readonly cartTotal: number;
  readonly orderId: string | null;
  readonly orderLines: number;
  readonly orderTotal: number;
}

/** Folds a recorded log (no network, no clock) and reads the models the UI renders. */
export const shownAtEnd = (jsonl: string): ShownAtEnd => {
  const log = readJsonl(jsonl);
  if (!log.ok) throw new Error(`not a session log: ${JSON.stringify(log)}`);
  const state = foldAll(initialAppState, log.events);
  const cart = cartView(state.cart, cartUserId(state.session));
  const order = orderView(state.order);
  return {
    cartItems: cart.itemCount,
    cartTotal: cart.totals.total,
    orderId: order.placed?.id ?? null,
    orderLines: order.lines.length,
    orderTotal: order.totals?.total ?? 0,
  };
};
