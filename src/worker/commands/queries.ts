import { getCoupons } from '../../adapters/api/member.ts';
import { searchMenu } from '../../adapters/api/menu.ts';
import { getMemberOrders, getOrderDetail, previewOrder } from '../../adapters/api/order.ts';
import {
  callStaffMessage,
  checkOrderCode,
  sendOrderCodeMessage,
} from '../../adapters/api/table.ts';
import type { ApiCall } from '../../adapters/api/call.ts';
import type { ErrorContext } from '../../domain/errors/catalogue.ts';
import type { CommandResult, TableCoreCommands } from '../api.ts';
import type { CoreContext } from '../core/context.ts';
import type { EventInput } from '../core/store.ts';
import { done, notReady, ok, refused } from '../core/results.ts';
import type { CartSync } from './cart-sync.ts';
import { submissionOf } from './submission.ts';
import { Money, roundMoney } from '../../domain/pricing/money.ts';

export type QueryCommands = Pick<
  TableCoreCommands,
  | 'searchMenu'
  | 'loadOrderList'
  | 'loadOrderDetail'
  | 'loadCoupons'
  | 'previewOrder'
  | 'checkOrderCode'
  | 'askForOrderCode'
  | 'callStaff'
>;

/**
 * Reads of the server's records. Search, the order list, an order's detail and coupons are
 * asked and answered as events (src/domain/records), so the screens that show them read the
 * `records` read model and replay in the developer panel, and so is the preview of the next round;
 * the reply is also returned. The order-code check answers the caller only.
 */
export const makeQueryCommands = (ctx: CoreContext, cart: CartSync): QueryCommands => {
  const { store, call } = ctx;
  let previews = 0;

  const read = async <A>(
    effect: ApiCall<A>,
    context: ErrorContext = 'general',
  ): Promise<CommandResult<A>> => {
    const reply = await call(effect);
    return reply.ok
      ? ok(reply.value)
      : refused(reply.error, await ctx.report(reply.error, context));
  };

  /** An ask, the call, and its answer or failure: each an event (src/domain/records). */
  const asked = async <A>(
    ask: EventInput,
    effect: ApiCall<A>,
    answered: (value: A) => EventInput,
    failed: EventInput,
  ): Promise<CommandResult<A>> => {
    store.dispatch(ask);
    const reply = await read(effect);
    store.dispatch(reply.ok ? answered(reply.value) : failed);
    return reply;
  };

  return {
    searchMenu: async (typed) => {
      const merchantId = store.state().session.merchantId;
      if (merchantId === null) return notReady('merchant');
      const keyword = typed.trim();
      return asked(
        { type: 'SearchAsked', payload: { keyword } },
        searchMenu({ merchantId, keyword }),
        (products) => ({ type: 'SearchAnswered', payload: { keyword, products } }),
        { type: 'SearchFailed', payload: { keyword } },
      );
    },
    loadOrderList: (page) =>
      asked(
        { type: 'OrderListAsked', payload: { page } },
        getMemberOrders({ page }),
        ({ list, total }) => ({ type: 'OrderListAnswered', payload: { page, list, total } }),
        { type: 'OrderListFailed', payload: { page } },
      ),
    loadOrderDetail: (orderId) =>
      asked(
        { type: 'OrderDetailAsked', payload: { orderId } },
        getOrderDetail({ orderId }),
        (order) => ({ type: 'OrderDetailAnswered', payload: { order } }),
        { type: 'OrderDetailFailed', payload: { orderId } },
      ),
    loadCoupons: (state, page) =>
      asked(
        { type: 'CouponsAsked', payload: { state, page } },
        getCoupons({ state, page }),
        ({ list, total }) => ({ type: 'CouponsAnswered', payload: { state, page, list, total } }),
        { type: 'CouponsFailed', payload: { state, page } },
      ),
    previewOrder: async (input = {}) => {
      // Each ask is numbered: an answer to an earlier one is not shown (the fold drops it).
      previews += 1;
      const key = `${previews}:${(input.userCouponIds ?? []).join(',')}`;
      store.dispatch({ type: 'PreviewAsked', payload: { key } });
      const failed = () => store.dispatch({ type: 'PreviewFailed', payload: { key } });
      // The preview prices what placing would send: every edit written first.
      await cart.sync();
      const state = store.state();
      const cartOrder = state.cart.confirmed;
      const tableId = state.session.tableId;
      if (cartOrder === null || tableId === null) {
        failed();
        return notReady('cart');
      }
      const previewed = await read(
        previewOrder(submissionOf(state, cartOrder, tableId, input)),
        'placeOrder',
      );
      if (!previewed.ok) {
        failed();
        return previewed;
      }
      const before = state.order.placed?.totalAmount ?? 0;
      const added = new Money(previewed.value.order.totalAmount).minus(before);
      const preview = {
        ...previewed.value,
        roundTotal: roundMoney(Money.max(added, 0)),
        joinsOrder: state.order.placed !== null,
      };
      store.dispatch({ type: 'PreviewAnswered', payload: { key, preview } });
      return ok(preview);
    },
    checkOrderCode: async (code) => {
      const tableId = store.state().session.tableId;
      if (tableId === null) return notReady('table');
      return read(checkOrderCode({ code, tableId }), 'placeOrder');
    },
    askForOrderCode: async () => {
      const tableId = store.state().session.tableId;
      if (tableId === null) return notReady('table');
      const sent = await read(sendOrderCodeMessage({ tableId }));
      return sent.ok ? done : sent;
    },
    callStaff: async () => {
      const tableId = store.state().session.tableId;
      if (tableId === null) return notReady('table');
      const sent = await read(callStaffMessage({ tableId }));
      if (!sent.ok) return sent;
      ctx.toast({ kind: 'key', key: 'table.staffCalled' }, 'success');
      return done;
    },
  };
};
