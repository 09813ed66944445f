import { Effect } from 'effect';
import { currentState, emit, inBackground } from '../core/services.ts';
import { refreshCart, syncCart } from './cart-sync.ts';

/**
 * The browser's network went or came back. Offline, the cart's edits wait in the write queue
 * (cart-sync.ts); back online, the queue reads the table (which says whether a write that got no
 * reply landed) and writes what waited, in order. The live channel reconnects by its own schedule.
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
    // Read first: the table's cart as priced now, and whether a write that got no reply landed;
    // reading it releases the edits that waited, which are then written (cart-sync.ts).
    yield* inBackground(
      'cart after the network came back',
      Effect.andThen(Effect.ignore(refreshCart('general')), syncCart),
    );
  });
