import { Effect } from 'effect';
import { conflictCart } from '../../adapters/api/cart.ts';
import { getOrderDetail, placeOrder } from '../../adapters/api/order.ts';
import { type ApiError, failureCode } from '../../adapters/http/errors.ts';
import { GUEST_MODE_CANNOT_ORDER, ORDER_SUBMITTED } from '../../domain/errors/catalogue.ts';
import { OrderStatus } from '../../domain/model/enums.ts';
import type { CartOrder } from '../../domain/model/order.ts';
import type { UnansweredPlacement } from '../../domain/order/events.ts';
import { roundsMark } from '../../domain/order/rounds.ts';
import { userCartItems } from '../../domain/cart/state.ts';
import { pricesChanged } from '../../domain/pricing/confirmed-prices.ts';
import type { PlacedOrderRef, PlaceOrderInput } from '../api.ts';
import { CommandRefused, notReady } from '../core/failures.ts';
import { cartUserId } from '../core/identity.ts';
import { refusal, report } from '../core/report.ts';
import { key, messageText } from '../core/results.ts';
import { currentState, emit, inCartQueue, toast } from '../core/services.ts';
import { needFirstName } from './cart.ts';
import { fetchCart, syncCart, takeServerCart } from './cart-sync.ts';
import { partyLeftOnRefusal } from './party-left.ts';
import { loadPlacedOrder } from './placed-order.ts';
import { submissionOf } from './submission.ts';
import {
  placementUnanswered,
  readPlacementTruth,
  saidByTheNote,
  unansweredNow,
} from './unanswered-placement.ts';

export { loadPlacedOrder };

/**
 * The table's order read again after the POS said it changed, then said: one the staff cancelled
 * as cancelled (it vanished from the diners' screens with "your order has been updated" before,
 * a staff probe), anything else as updated. A completed, cancelled or merged order leaves the
 * table's open orders alike, so the one that went is asked for by its id.
 */
export const reloadPlacedOrderAndSay = Effect.gen(function* () {
  const before = (yield* currentState).order.placed;
  yield* Effect.ignore(loadPlacedOrder);
  const after = (yield* currentState).order.placed;
  const went = before !== null && after?.id !== before.id ? before.id : null;
  const status =
    went === null
      ? null
      : yield* getOrderDetail({ orderId: went }).pipe(
          Effect.map((order) => order.status),
          Effect.catch(() => Effect.succeed(null)),
        );
  yield* status === OrderStatus.Cancelled
    ? toast(key('order.cancelledByStaff'))
    : toast(key('order.orderUpdated'), 'info');
});

/**
 * A refused placement says why by its code; 66666, 10087, 1997 and 2025 carry the table's cart,
 * so the diner sees what changed. One never answered (`sent`) is said as maybe gone through, not
 * as failed, and its truth later (unanswered-placement.ts). A member whose coupon went with a
 * placement someone else made first (10087) is told it was not used: the order went without it,
 * and the coupon, untouched, still takes off the whole order with the next round
 * (server/orders/coupons.ts).
 */
const placementRefused = (error: ApiError, input: PlaceOrderInput, sent?: UnansweredPlacement) =>
  Effect.gen(function* () {
    const code = failureCode(error);
    const couponLeftOut = code === ORDER_SUBMITTED && (input.userCouponIds ?? []).length > 0;
    const table = conflictCart(error);
    // Another diner's round went first and took this diner's dishes with it: nothing was lost and
    // nothing is to be placed again ("check your cart, then place it again" said the opposite).
    const wentWithAnother =
      code === ORDER_SUBMITTED &&
      !couponLeftOut &&
      table !== null &&
      userCartItems(table, cartUserId((yield* currentState).session)).length === 0;
    // A members-only refusal opens the login popup instead of the note: the toast says why.
    const noted = code !== GUEST_MODE_CANNOT_ORDER && !wentWithAnother && (yield* saidByTheNote);
    const quiet = code === null || couponLeftOut || wentWithAnother || noted;
    const reported = yield* report(error, 'placeOrder', quiet);
    const resolution = couponLeftOut
      ? { ...reported, message: key('order.couponNotUsed') }
      : wentWithAnother
        ? { ...reported, message: key('order.wentWithAnotherRound') }
        : reported;
    if (couponLeftOut && !noted) yield* toast(key('order.couponNotUsed'), 'info');
    if (wentWithAnother) yield* toast(key('order.wentWithAnotherRound'), 'info');
    const message = messageText(resolution.message, 'order.placeOrderError');
    const unanswered = sent === undefined ? undefined : yield* unansweredNow(sent);
    yield* emit({
      type: 'OrderPlacementFailed',
      payload: { code, message, ...(unanswered === undefined ? {} : { unanswered }) },
    });
    if (unanswered !== undefined) yield* placementUnanswered(noted, unanswered);
    if (table !== null) {
      yield* takeServerCart(table, 0);
    }
    return yield* Effect.fail(refusal(error, resolution));
  });

/** Placement is refused before it starts, with what to do about it; nothing is sent. */
const notPlaced = (
  message: 'order.needsConnection' | 'order.pricesChanged' | 'order.pleaseScanQrCodeAgain',
) =>
  Effect.gen(function* () {
    yield* emit({ type: 'OrderPlacementFailed', payload: { code: null, message } });
    if (!(yield* saidByTheNote))
      yield* toast(key(message), message === 'order.pricesChanged' ? 'info' : 'error');
    return yield* Effect.fail(
      new CommandRefused({ code: null, refusedBy: 'worker', message: key(message) }),
    );
  });

/**
 * Runs in the cart queue, after every pending edit has been written: the cart it places is the
 * one the server priced. A dish the server priced otherwise than the cart the diner was `shown`
 * (edited offline, from a cached menu) stops the placement, so the diner sees the new prices
 * before ordering at them (docs/offline.md).
 */
const submit = (
  submitterName: string,
  input: PlaceOrderInput,
  addedRound: boolean,
  shown: CartOrder | null,
) =>
  Effect.gen(function* () {
    const { cart: slice, session } = yield* currentState;
    const cartOrder = slice.confirmed;
    if (cartOrder === null || session.tableId === null) return yield* notReady('cart');
    if (pricesChanged(shown, cartOrder)) return yield* notPlaced('order.pricesChanged');
    const held = (yield* currentState).order.placed;
    yield* emit({ type: 'OrderPlacementStarted', payload: {} });
    const submission = submissionOf(yield* currentState, cartOrder, session.tableId, input);
    // What a placement without an answer is settled by, now or later.
    const sent: UnansweredPlacement = {
      heldId: held?.id ?? null,
      heldRowVersion: held?.rowVersion ?? 0,
      heldRounds: roundsMark(held),
      submitterName,
      addedRound,
    };
    const placed = yield* placeOrder(submission).pipe(
      Effect.map((order) => ({ order, settled: false })),
      Effect.catch((error) =>
        failureCode(error) === null
          ? readPlacementTruth(sent).pipe(
              Effect.flatMap((order) =>
                order === null || order === undefined
                  ? placementRefused(error, input, sent)
                  : Effect.succeed({ order, settled: true }),
              ),
            )
          : placementRefused(error, input),
      ),
    );
    if (placed.settled) return { orderId: placed.order.id } satisfies PlacedOrderRef;
    const { order } = placed;
    // A round meant for the table's order that the staff closed meanwhile (completed, cancelled,
    // merged away) is a new order: said as one, not as "added to the table's order".
    const round = addedRound && order.id === held?.id;
    yield* emit({
      type: 'OrderPlaced',
      payload: { order, submitterName, ...(round ? { addedRound: round } : {}) },
    });
    // A new order gets the order-submitted dialog; a round only a toast (no dialog naming oneself).
    if (round) yield* toast(key('order.roundAdded'), 'success');
    // The POS announces the placement to the table: a diner's browser may not speak for it.
    yield* Effect.ignore(fetchCart('general'));
    return { orderId: order.id } satisfies PlacedOrderRef;
  });

const place =
  (kind: 'placeOrder' | 'updateOrder') =>
  (input: PlaceOrderInput = {}) =>
    Effect.gen(function* () {
      // The staff replaced the table's code: the server would refuse, and a name asked first
      // would be asked for nothing.
      if ((yield* currentState).session.tableCodeRetired)
        return yield* notPlaced('order.pleaseScanQrCodeAgain');
      // As before a first dish (spec §5): say why, and ask for the name right there.
      const name = yield* needFirstName;
      if (kind === 'updateOrder' && (yield* currentState).order.placed === null) {
        yield* toast(key('order.orderClosed'));
        return yield* notReady('order');
      }
      // Offline, or with edits the POS has not answered: ordering needs the server's prices.
      const before = yield* currentState;
      if (!before.network.online) return yield* notPlaced('order.needsConnection');
      yield* syncCart;
      if ((yield* currentState).network.holding) return yield* notPlaced('order.needsConnection');
      const sentWith = before.session.seat?.token ?? null;
      return yield* inCartQueue(
        submit(name, input, kind === 'updateOrder', before.cart.current),
      ).pipe(Effect.tapError(partyLeftOnRefusal(sentWith)));
    });

export const placeOrderCommand = place('placeOrder');
/** Another round on the table's open order. */
export const updateOrderCommand = place('updateOrder');
