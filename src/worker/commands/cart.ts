import { clearCart as clearTableCart } from '../../adapters/api/cart.ts';
import type { NewCartLine } from '../../domain/cart/merge.ts';
import { WebOrderType } from '../../domain/model/enums.ts';
import { PopupName } from '../../domain/popups/events.ts';
import { requireFirstName } from '../../domain/rules/member.ts';
import type { CommandResult, TableCoreCommands } from '../api.ts';
import type { CoreContext } from '../core/context.ts';
import { cartUserId } from '../core/identity.ts';
import type { EventInput } from '../core/store.ts';
import { done, invalid, key, notReady, refused } from '../core/results.ts';
import type { CartSync } from './cart-sync.ts';

type CartCommands = Pick<
  TableCoreCommands,
  'addItem' | 'reduceItem' | 'editNotes' | 'clearCart' | 'refreshCart'
>;

type LocalEdit = Extract<
  EventInput,
  { type: 'CartItemAdded' | 'CartItemReduced' | 'CartItemNotesEdited' }
>;

/** The table hears of every change from the server itself (docs/live-hub.md, "The table feed"). */
export const makeCartCommands = (ctx: CoreContext, cart: CartSync): CartCommands => {
  const { store } = ctx;

  /** Folds the edit at once (optimistic), then waits for the write queue to confirm it. */
  const edit = (make: (userId: string) => LocalEdit): Promise<CommandResult> => {
    const state = store.state();
    const me = cartUserId(state.session);
    if (me === null || state.cart.current === null) return Promise.resolve(notReady('cart'));
    const event = store.dispatch(make(me));
    const confirmed = cart.confirmation(event.seq);
    void cart.sync();
    return confirmed;
  };

  return {
    // Spec §5: the other diners' dialogs name whoever ordered, so a name comes first.
    addItem: async (line: NewCartLine) => {
      const named = requireFirstName(store.state().member.member);
      if (!named.ok) {
        ctx.toast(key(named.error));
        store.dispatch({ type: 'PopupOpened', payload: { popup: PopupName.EditMemberName } });
        return invalid(named.error);
      }
      const orderType = store.state().session.orderType ?? WebOrderType.DineIn;
      return edit((userId) => ({ type: 'CartItemAdded', payload: { userId, line, orderType } }));
    },
    reduceItem: async (lineIndex, quantity) =>
      edit((userId) => ({ type: 'CartItemReduced', payload: { userId, lineIndex, quantity } })),
    editNotes: async (lineIndex, notes) =>
      edit((userId) => ({ type: 'CartItemNotesEdited', payload: { userId, lineIndex, notes } })),
    refreshCart: () => cart.refresh('loadCart'),
    clearCart: async () => {
      const tableId = store.state().session.tableId;
      if (tableId === null) return notReady('table');
      return ctx.cartQueue(async () => {
        const reply = await ctx.call(clearTableCart({ tableId }));
        if (!reply.ok) return refused(reply.error, await ctx.report(reply.error, 'updateCart'));
        store.dispatch({ type: 'CartCleared', payload: {} });
        store.dispatch({
          type: 'CartReplacedFromServer',
          payload: { cart: reply.value, settled: 0 },
        });
        return done;
      });
    },
  };
};
