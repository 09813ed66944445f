import { Clock, Effect } from 'effect';
import { PLACEMENT_TIMEOUT_MS } from '../../adapters/api/order.ts';
import { visibleLines } from '../../domain/cart/visibility.ts';
import type { CartOrder, Order } from '../../domain/model/order.ts';
import type { UnansweredPlacement } from '../../domain/order/events.ts';
import { lastRound, roundsMark } from '../../domain/order/rounds.ts';
import type { AppState } from '../../domain/state.ts';
import { key } from '../core/results.ts';
import { currentState, emit, inBackground, inCartQueue, toast } from '../core/services.ts';
import { fetchCart } from './cart-sync.ts';
import { loadPlacedOrder } from './placed-order.ts';

/**
 * How long after a placement got no answer "it didn't reach the restaurant" may first be said:
 * the placement call's own wait for a reply. The call fails anywhere in that wait (a connection
 * dropped at once, or its timeout at the end), and a server as slow as the call would wait for
 * still places the order; counted from the failure, one whole wait covers both. The order found
 * sooner is said as placed sooner (the notice, the network or the live channel back); till then
 * the diner is told it may have gone through. Sending again is safe meanwhile: a placement is
 * exactly-once per cart version (server/orders/prepare.ts).
 */
export const PLACEMENT_TRUTH_DELAY_MS = PLACEMENT_TIMEOUT_MS;

/** The placement that got no answer as kept: with when "not sent" may first be said. */
export const unansweredNow = (sent: UnansweredPlacement) =>
  Effect.map(Clock.currentTimeMillis, (now) => ({
    ...sent,
    notSentFrom: now + PLACEMENT_TRUTH_DELAY_MS,
  }));

/**
 * The cart sheet and the code popup say a placement's refusal beside Place order (the UI's
 * PlacementRefusalNote), where the diner is looking: a toast as well said it twice. With both
 * closed (the diner closed the sheet while placing), the toast is all there is.
 */
export const saidByTheNote = Effect.map(
  currentState,
  ({ popups }) => popups.open.cart || popups.open.orderCode,
);

const pendingOf = (state: AppState): UnansweredPlacement | undefined =>
  state.order.placement.status === 'failed' ? state.order.placement.unanswered : undefined;

/**
 * Whether a round was placed since the placement was sent: the table's rounds moved on (a staff
 * edit of the order does not move them, and a dish added meanwhile does not hide it). A round
 * takes the whole table's cart, so the dishes sent went to the kitchen with it. Without the
 * rounds (a log from before they were kept, a POS that numbers none): an emptied cart beside an
 * order newer than the one held then.
 */
const placedSince = (sent: UnansweredPlacement, placed: Order, cart: CartOrder | null) => {
  // A POS that numbers no rounds tells a new order apart, not a round added to the same one.
  const roundsTell = placed.id !== sent.heldId || lastRound(placed) !== null;
  if (sent.heldRounds !== undefined && roundsTell) return roundsMark(placed) !== sent.heldRounds;
  const emptied = cart !== null && visibleLines(cart.orderItems).length === 0;
  return emptied && (sent.heldId !== placed.id || placed.rowVersion > sent.heldRowVersion);
};

/**
 * Reads the table's cart and order (callers inside the cart queue). A round placed since it was
 * sent is the placement gone through (placedSince), said as when answered: the dialog, or the
 * round's toast. `heard`: the server's notice of this diner's round
 * already says it went, so the table's order is it. Null when the reads show no such order;
 * undefined when they failed, so nothing is known yet.
 */
export const readPlacementTruth = (sent: UnansweredPlacement, heard = false) =>
  Effect.gen(function* () {
    const cartRead = yield* Effect.option(fetchCart('general'));
    const orderRead = yield* Effect.option(loadPlacedOrder);
    if (cartRead._tag === 'None' || orderRead._tag === 'None') return undefined;
    const { cart, order } = yield* currentState;
    const placed = order.placed;
    if (placed === null || !(heard || placedSince(sent, placed, cart.confirmed))) return null;
    // As when answered: a round that the POS placed as a new order is said as a new order.
    const round = sent.addedRound && placed.id === sent.heldId;
    yield* emit({
      type: 'OrderPlaced',
      payload: {
        order: placed,
        submitterName: sent.submitterName,
        ...(round ? { addedRound: round } : {}),
      },
    });
    if (round) yield* toast(key('order.roundAdded'), 'success');
    return placed;
  });

/**
 * A chance to read a placement's truth. `heard`: the server's notice of this diner's round says
 * it went. `dueFor`: the check scheduled for the `notSentFrom` of the placement it names, which
 * says one still not found as not sent (a timer may fire a millisecond before the clock agrees);
 * sooner (the network or the channel back), a placement can only be found.
 */
export interface TruthChance {
  readonly heard?: boolean;
  readonly dueFor?: number;
}

/**
 * Whether the placement that got no answer reached the restaurant, said once, when the app can
 * read the table again: found, as placed (readPlacementTruth); not found once a slow server
 * would have placed it (`notSentFrom`), as not sent, by the sheet's note where it is open (the
 * UI reads the placement's `notSent`) or by a toast. Reads that fail again, or an order not
 * found yet, leave it unknown for the next chance.
 */
export const sayPlacementTruth = ({ heard = false, dueFor }: TruthChance = {}) =>
  Effect.gen(function* () {
    if (pendingOf(yield* currentState) === undefined) return;
    const read = yield* inCartQueue(
      Effect.gen(function* () {
        // Another chance (the notice, the network back) may have said it while this one waited.
        const sent = pendingOf(yield* currentState);
        return sent === undefined
          ? undefined
          : { sent, truth: yield* readPlacementTruth(sent, heard) };
      }),
    );
    if (read === undefined || read.truth !== null || heard) return;
    // A slow server may still be placing it: the check due then says it (or the next chance).
    const { notSentFrom } = read.sent;
    const due =
      notSentFrom === undefined ||
      notSentFrom === dueFor ||
      notSentFrom <= (yield* Clock.currentTimeMillis);
    if (!due) return;
    const message = 'order.placementNotSent';
    yield* emit({ type: 'OrderPlacementFailed', payload: { code: null, message, notSent: true } });
    if (!(yield* saidByTheNote)) yield* toast(key(message));
  });

/**
 * A placement got no answer (kept as `sent`, unansweredNow): said now by a toast unless the note
 * says it ("may have gone through"), and its truth after PLACEMENT_TRUTH_DELAY_MS unless
 * something told it sooner.
 */
export const placementUnanswered = (
  noted: boolean,
  sent: UnansweredPlacement & { readonly notSentFrom: number },
) =>
  Effect.gen(function* () {
    if (!noted) yield* toast(key('cart.placeUnanswered'), 'info');
    yield* inBackground(
      'the truth of a placement without an answer',
      Effect.andThen(
        Effect.sleep(PLACEMENT_TRUTH_DELAY_MS),
        sayPlacementTruth({ dueFor: sent.notSentFrom }),
      ),
    );
  });
