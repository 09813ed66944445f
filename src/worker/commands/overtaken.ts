import { Effect } from 'effect';
import { type LostRemoval, lostRemovals, orderedAnyway } from '../../domain/cart/overtaken.ts';
import type { PendingCartEdit } from '../../domain/cart/state.ts';
import type { CartOrder } from '../../domain/model/order.ts';
import { roundsMark } from '../../domain/order/rounds.ts';
import { dishList } from '../core/dish-list.ts';
import { cartUserId } from '../core/identity.ts';
import { currentState, toast } from '../core/services.ts';
import { loadPlacedOrder } from './placed-order.ts';

/** Changes a conflict found too late for their lines, and where ordering stood when sent. */
export interface Overtaken {
  /** The table's order and newest round when the write went (order/rounds.ts). */
  readonly mark: string | null;
  readonly lost: readonly LostRemoval[];
}

/** The table's ordering now, stamped on a write as it goes. */
export const orderingMark = Effect.map(currentState, (state) => roundsMark(state.order.placed));

/** A write as it went: the confirmed cart it was based on and the edits it carried. */
export interface SentWrite {
  readonly from: CartOrder;
  readonly sent: readonly PendingCartEdit[];
}

/**
 * The removals `write` carried that `table`, the server's cart a conflict brought, overtook.
 * Judged against the cart the write was based on: the table's word of a placement, heard while
 * the write was on its way, has already replayed them to nothing on the emptied cart.
 */
export const lostIn = (write: SentWrite, table: CartOrder) =>
  Effect.map(currentState, ({ session }) => {
    const me = cartUserId(session);
    return me === null ? [] : lostRemovals(write.from, table, write.sent, me);
  });

/**
 * A removal that reached the server after a round took its line was dropped by the replay, and
 * the dish went to the kitchen while the diner saw it gone: the order read again says whether a
 * round placed since the write went holds it from them, and if so they are told which dishes.
 */
export const sayOrderedAnyway = (overtaken: Overtaken) =>
  Effect.gen(function* () {
    yield* Effect.ignore(loadPlacedOrder);
    const { order, session } = yield* currentState;
    const me = cartUserId(session);
    if (me === null) return;
    yield* sayChangesOvertaken(orderedAnyway(overtaken.lost, order.placed, me, overtaken.mark));
  });

/** Tells the diner, by name, of dishes a round took before their change to them could apply. */
export const sayChangesOvertaken = (names: readonly string[]) =>
  Effect.gen(function* () {
    if (names.length === 0) return;
    const { locale } = (yield* currentState).session;
    yield* toast({
      kind: 'key',
      key: 'cart.changeOvertaken',
      values: { dish: dishList(locale, names) },
    });
  });
