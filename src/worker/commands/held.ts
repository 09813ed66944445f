import { Effect } from 'effect';
import { heldEditsToMake, type NotAdded } from '../../domain/cart/held.ts';
import { dishList } from '../core/dish-list.ts';
import { cartUserId } from '../core/identity.ts';
import { currentState, emit, inBackground, toast } from '../core/services.ts';
import { syncCart } from './cart-sync.ts';
import { sayChangesOvertaken } from './overtaken.ts';

/** Dishes added before the cart was read that could not be made: the diner is told which. */
const sayNotAdded = (notAdded: NotAdded | null) =>
  Effect.gen(function* () {
    if (notAdded === null) return;
    const { locale } = (yield* currentState).session;
    const dish = dishList(locale, notAdded.dishes);
    yield* toast({ kind: 'key', key: 'cart.notAdded', values: { dish, why: notAdded.why } });
  });

/**
 * Once the table's cart is read, an earlier page's unconfirmed edits that the server does not
 * hold are made again, in order, then the dishes added before the read, and written
 * (docs/offline.md, "Nothing lost"); the rest go. The diner is told of changes a round placed
 * since took the lines of, and of dishes added for a party or seat that has gone.
 */
export const remakeHeldEdits = Effect.gen(function* () {
  const state = yield* currentState;
  const held = state.cart.earlier;
  const cart = state.cart.confirmed;
  if (held === null || cart === null) return;
  const { edits, overtaken, notAdded } = heldEditsToMake(
    held,
    cart,
    state.order.placed,
    cartUserId(state.session),
    state.now,
  );
  yield* emit({ type: 'HeldEditsSettled', payload: { made: edits.length } });
  // Made now, as new events: the same edits, stamped by this page.
  for (const { seq: _seq, at: _at, ...edit } of edits) yield* emit(edit);
  if (edits.length > 0) yield* inBackground('cart write', syncCart);
  yield* sayChangesOvertaken(overtaken);
  yield* sayNotAdded(notAdded);
});
