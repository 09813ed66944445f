import { setGuestCount, setOrderType } from '../../adapters/api/cart.ts';
import { validateOrderTypeChoice } from '../../domain/rules/order-type.ts';
import { validateGuestCount } from '../../domain/validation/guest-count.ts';
import type { TableCoreCommands } from '../api.ts';
import type { CoreContext } from '../core/context.ts';
import { done, invalid, key, ok } from '../core/results.ts';

type TableCommands = Pick<TableCoreCommands, 'setGuestCount' | 'chooseOrderType'>;

/**
 * Table-wide settings: set here and saved on the POS, which tells the table (and a diner who
 * arrives later reads them). A failed save is reported but the choice stands locally: it is the
 * diner's.
 */
export const makeTableCommands = (ctx: CoreContext): TableCommands => {
  const { store, call } = ctx;
  return {
    setGuestCount: async (raw) => {
      const count = validateGuestCount(raw);
      if (!count.ok) {
        ctx.toast(key(count.error));
        return invalid(count.error);
      }
      store.dispatch({ type: 'GuestCountChanged', payload: { count: count.value } });
      const tableId = store.state().session.tableId;
      if (tableId !== null) {
        const saved = await call(setGuestCount({ tableId, guests: count.value }));
        if (!saved.ok) await ctx.report(saved.error, 'general');
      }
      return ok(count.value);
    },
    chooseOrderType: async (orderType) => {
      const tableId = store.state().session.tableId;
      const choice = validateOrderTypeChoice(orderType, tableId);
      if (!choice.ok || tableId === null) {
        ctx.toast(key('order.pleaseScanQrCodeAgain'));
        return invalid('order.pleaseScanQrCodeAgain');
      }
      store.dispatch({ type: 'OrderTypeChosen', payload: { orderType } });
      const saved = await call(setOrderType({ tableId, orderType }));
      if (!saved.ok) await ctx.report(saved.error, 'general');
      return done;
    },
  };
};
