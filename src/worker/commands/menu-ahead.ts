import { Context, Deferred, Effect, Layer } from 'effect';
import { currentState, inBackground } from '../core/services.ts';
import { loadMenu } from './merchant.ts';

interface MenuAheadShape {
  /** The load started ahead of the menu page, while it is on its way. */
  inFlight: Deferred.Deferred<void> | null;
}

export class MenuAhead extends Context.Service<MenuAhead, MenuAheadShape>()(
  'tablefold/MenuAhead',
) {}

export const menuAheadLayer: Layer.Layer<MenuAhead> = Layer.sync(MenuAhead, () => ({
  inFlight: null,
}));

const heldFor = (merchantId: string) =>
  Effect.map(
    currentState,
    ({ menu }) => menu.merchantId === merchantId && menu.status === 'success',
  );

/**
 * The menu asked for beside the table's start-up calls, not when the menu page mounts after the
 * guest count and the order type: the diner's taps hide its request and decoding (issue 18 item
 * 2). In the background: the landing waits for none of it. A failure is the menu page's to show
 * (MenuLoadFailed), and it asks again.
 */
export const fetchMenuAhead = (merchantId: string) =>
  Effect.gen(function* () {
    const ahead = yield* MenuAhead;
    if (ahead.inFlight !== null || (yield* heldFor(merchantId))) return;
    const done: Deferred.Deferred<void> = Deferred.makeUnsafe();
    ahead.inFlight = done;
    const settle = Effect.sync(() => {
      ahead.inFlight = null;
      Deferred.doneUnsafe(done, Effect.void);
    });
    yield* inBackground(
      'the menu ahead of the menu page',
      Effect.ignore(loadMenu).pipe(Effect.ensuring(settle)),
    );
  });

/**
 * The menu page's load: the one started ahead where it is on its way (one request, not two),
 * else a new one. A load the live channel asks for (a dish sold out) never joins an older one.
 */
export const loadMenuForPage = Effect.gen(function* () {
  const ahead = yield* MenuAhead;
  if (ahead.inFlight !== null) {
    yield* Deferred.await(ahead.inFlight);
    const { merchantId } = (yield* currentState).session;
    if (merchantId !== null && (yield* heldFor(merchantId))) return;
  }
  yield* loadMenu;
});
