import { conflictCart } from '../../adapters/api/cart.ts';
import { getOrderDetail, getTableOrderIds, placeOrder } from '../../adapters/api/order.ts';
import { failureCode } from '../../adapters/http/errors.ts';
import { PopupName } from '../../domain/popups/events.ts';
import { requireFirstName } from '../../domain/rules/member.ts';
import type { CommandResult, PlacedOrderRef, PlaceOrderInput } from '../api.ts';
import type { CoreContext } from '../core/context.ts';
import { invalid, key, messageText, notReady, ok, refused } from '../core/results.ts';
import type { CartSync } from './cart-sync.ts';
import { submissionOf } from './submission.ts';

export interface OrderCommands {
  /** The table's open orders' ids; the first one's detail becomes the placed order. */
  readonly loadPlacedOrder: () => Promise<CommandResult<readonly string[]>>;
  readonly placeOrder: (input?: PlaceOrderInput) => Promise<CommandResult<PlacedOrderRef>>;
  readonly updateOrder: (input?: PlaceOrderInput) => Promise<CommandResult<PlacedOrderRef>>;
}

export const makeOrderCommands = (ctx: CoreContext, cart: CartSync): OrderCommands => {
  const { store, call } = ctx;

  const loadPlacedOrder = async (): Promise<CommandResult<readonly string[]>> => {
    const tableId = store.state().session.tableId;
    if (tableId === null) return notReady('table');
    const ids = await call(getTableOrderIds({ tableId }));
    if (!ids.ok) return refused(ids.error, await ctx.report(ids.error, 'general'));
    const [first] = ids.value;
    const detail = first === undefined ? null : await call(getOrderDetail({ orderId: first }));
    if (detail !== null && !detail.ok) {
      return refused(detail.error, await ctx.report(detail.error, 'general'));
    }
    store.dispatch({ type: 'PlacedOrderLoaded', payload: { order: detail?.value ?? null } });
    return ok(ids.value);
  };

  /** Runs in the cart queue, after every pending edit has been written. */
  const submit = async (
    submitName: string,
    input: PlaceOrderInput,
    addedRound: boolean,
  ): Promise<CommandResult<PlacedOrderRef>> => {
    const { cart: slice, session } = store.state();
    const cartOrder = slice.confirmed;
    if (cartOrder === null || session.tableId === null) return notReady('cart');
    store.dispatch({ type: 'OrderPlacementStarted', payload: {} });
    const reply = await call(
      placeOrder(submissionOf(store.state(), cartOrder, session.tableId, input)),
    );
    if (!reply.ok) {
      const resolution = await ctx.report(reply.error, 'placeOrder');
      const message = messageText(resolution.message, 'order.placeOrderError');
      const code = failureCode(reply.error);
      store.dispatch({ type: 'OrderPlacementFailed', payload: { code, message } });
      // 66666, 10087, 1997 and 2025 carry the table's cart: the diner sees what changed.
      const table = reply.error._tag === 'ApiFailure' ? conflictCart(reply.error) : null;
      if (table !== null) {
        store.dispatch({ type: 'CartReplacedFromServer', payload: { cart: table, settled: 0 } });
      }
      return refused(reply.error, resolution);
    }
    const order = reply.value;
    store.dispatch({
      type: 'OrderPlaced',
      payload: { order, submitterName: submitName, ...(addedRound ? { addedRound } : {}) },
    });
    // A new order gets the order-submitted dialog; a round only a toast (no dialog naming oneself).
    if (addedRound) ctx.toast(key('order.roundAdded'), 'success');
    // The POS announces the placement to the table: a diner's browser may not speak for it.
    await cart.fetchNow('general');
    return ok({ orderId: order.id });
  };

  const place =
    (kind: 'placeOrder' | 'updateOrder') =>
    async (input: PlaceOrderInput = {}): Promise<CommandResult<PlacedOrderRef>> => {
      const state = store.state();
      const named = requireFirstName(state.member.member);
      if (!named.ok) {
        // As before a first dish (spec §5): say why, and ask for the name right there.
        ctx.toast(key(named.error));
        store.dispatch({ type: 'PopupOpened', payload: { popup: PopupName.EditMemberName } });
        return invalid(named.error);
      }
      if (kind === 'updateOrder' && state.order.placed === null) {
        ctx.toast(key('order.orderClosed'));
        return notReady('order');
      }
      await cart.sync();
      return ctx.cartQueue(() => submit(named.value, input, kind === 'updateOrder'));
    };

  return { loadPlacedOrder, placeOrder: place('placeOrder'), updateOrder: place('updateOrder') };
};
