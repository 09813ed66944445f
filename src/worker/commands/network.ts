import { Effect } from 'effect';
import { currentState, emit, inBackground } from '../core/services.ts';
import { resumeLive } from '../live/link.ts';
import { refreshCart, syncCart } from './cart-sync.ts';
import { remakeHeldEdits } from './held.ts';
import { loadMember } from './member.ts';
import { loadPlacedOrder } from './order.ts';
import { sayPlacementTruth } from './unanswered-placement.ts';
import { resume } from './startup.ts';
import { tableUnjoined } from '../../domain/cart/state.ts';

/**
 * The browser's network went or came back. Offline, the cart's edits wait in the write queue
 * (cart-sync.ts); back online, the queue reads the table (which says whether a write that got no
 * reply landed) and writes what waited, in order, then says whether a placement that got no
 * answer reached it (unanswered-placement.ts). An open live channel reconnects by its own
 * schedule; one that never opened (the page loaded offline) is connected now.
 */
export const onNetworkChange = (online: boolean) =>
  Effect.gen(function* () {
    const { network } = yield* currentState;
    if (online === network.online) return;
    if (!online) {
      yield* emit({ type: 'NetworkWentOffline', payload: {} });
      return;
    }
    yield* emit({ type: 'NetworkCameBack', payload: {} });
    const { session, cart, member } = yield* currentState;
    // A page loaded offline at a table never joined it (no seat renewed, no cart, no member, no
    // channel), whether its start-up waited (the merchant unread) or ran and failed: it joins
    // now, as a reload would.
    if (session.tableId !== null && tableUnjoined(cart)) {
      yield* inBackground('join the table after the network came back', resume);
      return;
    }
    // A member the page could not read offline (a member page loaded offline, or a read that
    // failed at the table meanwhile) is read now.
    if (session.token !== null && member.status === 'error')
      yield* inBackground('the member after the network came back', Effect.ignore(loadMember));
    // Read first: the table's cart as priced now, and whether a write that got no reply landed;
    // reading it releases the edits that waited, and an earlier page's held edits are made again
    // on it (a reload offline), which are then written (cart-sync.ts, held.ts). Those need the
    // table's order as it is now too: a round placed meanwhile lets them go.
    const reads = [
      Effect.ignore(refreshCart('general')),
      ...(cart.earlier === null ? [] : [Effect.ignore(loadPlacedOrder)]),
    ];
    yield* inBackground(
      'cart after the network came back',
      Effect.andThen(
        Effect.all(reads, { concurrency: 'unbounded' }),
        Effect.andThen(remakeHeldEdits, Effect.andThen(syncCart, sayPlacementTruth())),
      ),
    );
    yield* resumeLive;
  });
