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
 * Reads that show the server's records as they are (search results, order history, coupons, a
 * preview). They change no state, so they are not events: a replay has no use for them.
 */
export const makeQueryCommands = (ctx: CoreContext, cart: CartSync): QueryCommands => {
  const { store, call } = ctx;

  const read = async <A>(
    effect: ApiCall<A>,
    context: ErrorContext = 'general',
  ): Promise<CommandResult<A>> => {
    const reply = await call(effect);
    return reply.ok
      ? ok(reply.value)
      : refused(reply.error, await ctx.report(reply.error, context));
  };

  return {
    searchMenu: async (keyword) => {
      const merchantId = store.state().session.merchantId;
      if (merchantId === null) return notReady('merchant');
      return read(searchMenu({ merchantId, keyword: keyword.trim() }));
    },
    loadOrderList: (page) => read(getMemberOrders({ page })),
    loadOrderDetail: (orderId) => read(getOrderDetail({ orderId })),
    loadCoupons: (state, page) => read(getCoupons({ state, page })),
    previewOrder: async (input = {}) => {
      // The preview prices what placing would send: every edit written first.
      await cart.sync();
      const state = store.state();
      const cartOrder = state.cart.confirmed;
      const tableId = state.session.tableId;
      if (cartOrder === null || tableId === null) return notReady('cart');
      const previewed = await read(
        previewOrder(submissionOf(state, cartOrder, tableId, input)),
        'placeOrder',
      );
      if (!previewed.ok) return previewed;
      const before = state.order.placed?.totalAmount ?? 0;
      const added = new Money(previewed.value.order.totalAmount).minus(before);
      return ok({
        ...previewed.value,
        roundTotal: roundMoney(Money.max(added, 0)),
        joinsOrder: state.order.placed !== null,
      });
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
