import { Context, Deferred, Effect, Layer } from 'effect';
import { getMenu } from '../../adapters/api/menu.ts';
import { Logger } from '../../adapters/system/logger.ts';
import { logMessages } from '../../domain/errors/transport.ts';
import { notReady } from '../core/failures.ts';
import { refusal, report } from '../core/report.ts';
import { messageText } from '../core/results.ts';
import { currentState, emit, inBackground } from '../core/services.ts';

interface MenuLoadsShape {
  /** How many loads have started: only the latest one's answer is folded. */
  started: number;
  /** The load started ahead of the menu page, while it is on its way. */
  ahead: Deferred.Deferred<void> | null;
}

export class MenuLoads extends Context.Service<MenuLoads, MenuLoadsShape>()(
  'tablefold/MenuLoads',
) {}

export const menuLoadsLayer: Layer.Layer<MenuLoads> = Layer.sync(MenuLoads, () => ({
  started: 0,
  ahead: null,
}));

/**
 * The merchant's menu into the `menu` slice. Loads may overlap (the one after a rejoin, the one a
 * sold-out notice asks for): an answer is folded only if no load started after it, since one
 * that did may have read the menu after a change this one's did not see.
 */
export const loadMenu = Effect.gen(function* () {
  const merchantId = (yield* currentState).session.merchantId;
  if (merchantId === null) {
    yield* Logger.useSync((logger) => logger.warn(logMessages.missingMerchantId));
    return yield* notReady('merchant');
  }
  const loads = yield* MenuLoads;
  loads.started += 1;
  const mine = loads.started;
  const overtaken = () => mine !== loads.started;
  const categories = yield* getMenu({ merchantId }).pipe(
    Effect.catch((error) =>
      Effect.gen(function* () {
        const resolution = yield* report(error, 'general');
        if (!overtaken()) {
          const message = messageText(resolution.message, 'common.somethingWentWrong');
          yield* emit({ type: 'MenuLoadFailed', payload: { merchantId, message } });
        }
        return yield* Effect.fail(refusal(error, resolution));
      }),
    ),
  );
  if (!overtaken()) yield* emit({ type: 'MenuLoaded', payload: { merchantId, categories } });
});

const heldFor = (merchantId: string) =>
  Effect.map(
    currentState,
    ({ menu }) => menu.merchantId === merchantId && menu.status === 'success',
  );

/**
 * The menu asked for once the table's start-up calls are done, not when the menu page mounts
 * after the guest count and the order type: the diner's taps hide its request and decoding (issue
 * 18 item 2; asked beside those calls, its decoding delayed the guest count). In the background:
 * the landing waits for none of it. After a failure the menu page asks again (a failed first load holds no merchant's menu, so use-menu.ts finds it stale).
 */
export const fetchMenuAhead = (merchantId: string) =>
  Effect.gen(function* () {
    const loads = yield* MenuLoads;
    if (loads.ahead !== null || (yield* heldFor(merchantId))) return;
    const done: Deferred.Deferred<void> = Deferred.makeUnsafe();
    loads.ahead = done;
    const settle = Effect.sync(() => {
      loads.ahead = null;
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
  const { ahead } = yield* MenuLoads;
  if (ahead !== null) {
    yield* Deferred.await(ahead);
    const { merchantId } = (yield* currentState).session;
    if (merchantId !== null && (yield* heldFor(merchantId))) return;
  }
  yield* loadMenu;
});
