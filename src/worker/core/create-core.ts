import { FINGERPRINT_FAILURE_EVENT, makeFingerprint } from '../../adapters/system/fingerprint.ts';
import type { AppEvent } from '../../domain/events.ts';
import type { AppState } from '../../domain/state.ts';
import type { TableCoreApi, TableCoreCommands } from '../api.ts';
import { makeCartCommands } from '../commands/cart.ts';
import { makeCartSync } from '../commands/cart-sync.ts';
import { makeLoginCommands } from '../commands/login.ts';
import { makeMemberCommands } from '../commands/member.ts';
import { makeMerchantCommands } from '../commands/merchant.ts';
import { makeOrderCommands } from '../commands/order.ts';
import { makeQueryCommands } from '../commands/queries.ts';
import { makeSessionCommands } from '../commands/session.ts';
import { makeStartup } from '../commands/startup.ts';
import { browserId } from '../commands/stored.ts';
import { makeTableCommands } from '../commands/table.ts';
import { makeUnfinishedCommands } from '../commands/unfinished.ts';
import { makeSeatFlows } from '../commands/seat.ts';
import { makeTimeTravel } from '../devtools/time-travel.ts';
import { timelineOf } from '../devtools/timeline.ts';
import { makeLiveLink } from '../live/link.ts';
import { makeLiveMessageHandler } from '../live/on-message.ts';
import { makeResync } from '../live/resync.ts';
import { isBehind } from '../../domain/live/versions.ts';
import { joinRuns } from '../../domain/log/runs.ts';
import { makeReadModels, type ReadModelName, type ReadModels } from '../read-models/index.ts';
import { makeContext } from './context.ts';
import type { CoreDeps } from './deps.ts';
import { exportLog } from './export-log.ts';
import { guardCommands } from './guard.ts';
import { done, ok } from './results.ts';

/** At most one re-seat in this long when the server keeps ending the live channel. */
const RESEAT_INTERVAL_MS = 5_000;

/** The core as Node tests hold it: the worker API plus synchronous looks inside. */
export interface TableCore extends TableCoreApi {
  readonly state: () => AppState;
  readonly snapshot: <N extends ReadModelName>(name: N) => ReadModels[N];
  readonly events: () => readonly AppEvent[];
  readonly dispose: () => Promise<void>;
}

/** Builds the domain core: the session log, the state, the read models and every command. */
export const createTableCore = (deps: CoreDeps): TableCore => {
  const ctx = makeContext(deps);
  const { store } = ctx;
  // Earlier runs of the app (before a reload) are read only when the developer panel or an
  // export asks, never on the way to the first screen; then once.
  let earlier: readonly (readonly AppEvent[])[] = [];
  let earlierRead: Promise<void> | null = null;
  const readEarlier = (): Promise<void> =>
    (earlierRead ??= (deps.logArchive?.earlierRuns() ?? Promise.resolve([]))
      .then((runs) => {
        earlier = runs;
      })
      .catch((error: unknown) => deps.logger.warn('the earlier runs could not be read', error)));
  /** Earlier runs and this one as one log (src/domain/log/runs.ts). */
  const wholeLog = (): readonly AppEvent[] =>
    earlier.length === 0 ? ctx.log.events() : joinRuns([...earlier, ctx.log.events()]);
  const travel = makeTimeTravel(store.state$, wholeLog);
  const models = makeReadModels(travel.view$, store.state$);

  const fingerprint =
    deps.fingerprint ??
    makeFingerprint({
      // The stored id arrives with hydrate; a new one reaches storage through `persisted`.
      store: { load: async () => store.state().session.fingerprint, save: async () => undefined },
      ids: deps.ids,
      analytics: deps.analytics,
    });
  const seat = makeSeatFlows(ctx, fingerprint);
  // `resync` is made below; a fetch only lands once the core is running.
  const cart = makeCartSync(ctx, () => resync.request('table'));
  const orders = makeOrderCommands(ctx, cart);
  const table = makeTableCommands(ctx);
  const unfinished = makeUnfinishedCommands(
    ctx,
    cart,
    orders.loadPlacedOrder,
    // The staff's clear ends the table session and with it the live channel's token.
    () => reseat(),
    table.setGuestCount,
  );
  const resync = makeResync(
    ctx,
    {
      refetchCart: () => cart.refresh('general'),
      loadPlacedOrder: orders.loadPlacedOrder,
      stillBehind: () => isBehind(store.state().live, store.state().session.tableId),
    },
    deps.liveResyncDelayMs,
  );
  const onMessage = makeLiveMessageHandler(ctx, {
    resync,
    loadPlacedOrder: orders.loadPlacedOrder,
    restartTable: unfinished.restartTable,
    reloadMenu: () => merchant.loadMenu(),
  });
  const refetchTable = () => Promise.all([cart.refresh('general'), orders.loadPlacedOrder()]);
  // Whatever was said while the channel was down is lost to it: read the table again.
  const live = makeLiveLink(ctx, {
    onMessage,
    onReconnected: () => ctx.background('refetch after reconnect', refetchTable()),
    onEnded: () =>
      ctx.background('seat again after the live channel ended', reseat().then(refetchTable)),
  });
  /**
   * A new seat (same diner) and a live channel on its token; both the staff's clear and the
   * channel's end lead here, so calls share the one in flight, and a server that keeps ending
   * the channel is asked again at most every RESEAT_INTERVAL_MS.
   */
  let reseating: Promise<void> | null = null;
  let lastReseat = Number.NEGATIVE_INFINITY;
  const reseat = (): Promise<void> => {
    reseating ??= (async () => {
      const wait = lastReseat + RESEAT_INTERVAL_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastReseat = Date.now();
      await seat.renew();
      if (store.state().session.tableId !== null) await live.connect();
    })().finally(() => {
      reseating = null;
    });
    return reseating;
  };
  const identityChanged = async () => {
    const rejoin = store.state().session.tableId === null ? null : live.connect();
    await Promise.all([cart.refresh('general'), rejoin]);
  };
  const login = makeLoginCommands(ctx, identityChanged);
  ctx.onUnauthorized = async () => ctx.background('logout', login.logout('unauthorized'));
  const merchant = makeMerchantCommands(ctx);
  const member = makeMemberCommands(ctx);
  const startup = makeStartup(ctx, {
    merchant,
    cart,
    seat,
    loadMember: member.loadMember,
    loadPlacedOrder: orders.loadPlacedOrder,
    checkUnfinished: unfinished.checkUnfinished,
    connectLive: live.connect,
  });

  const session = makeSessionCommands(ctx);
  const commands: TableCoreCommands = {
    ...session,
    // A stored token: the member is read before the first route is guarded, so a reload of a
    // login-required page does not take a logged-in member for a visitor.
    hydrate: async (stored) => {
      // A stored browser id the POS would refuse is replaced by a new one: spec §8 reports it.
      const storedId: unknown = stored.fingerprintId;
      if (storedId !== null && storedId !== undefined && browserId(storedId) === null)
        deps.analytics.track(FINGERPRINT_FAILURE_EVENT, {
          stage: 'invalid',
          detail: 'the stored id is not a browser id',
        });
      const hydrated = await session.hydrate(stored);
      if (store.state().session.token !== null) await member.loadMember();
      return hydrated;
    },
    ...makeCartCommands(ctx, cart),
    ...table,
    ...makeQueryCommands(ctx, cart),
    loadMerchant: merchant.loadMerchant,
    loadMenu: merchant.loadMenu,
    startFromQr: startup.startFromQr,
    resume: startup.resume,
    connectLive: async () => {
      await startup.ensureIdentity();
      return live.connect();
    },
    disconnectLive: async () => {
      await live.stop();
      return done;
    },
    placeOrder: orders.placeOrder,
    updateOrder: orders.updateOrder,
    requestCode: login.requestCode,
    login: login.login,
    logout: login.logout,
    registerGuest: member.registerGuest,
    enrol: member.enrol,
    updateProfile: member.updateProfile,
    continueUnfinished: unfinished.continueUnfinished,
    restartUnfinished: unfinished.restartUnfinished,
    devtoolsTimeline: async (afterSeq, limit) => {
      await readEarlier();
      return ok(timelineOf(wholeLog(), afterSeq, limit, travel.target()));
    },
    travelTo: async (seq) => {
      await readEarlier();
      travel.travelTo(seq);
      return done;
    },
  };

  return {
    ...guardCommands(ctx, commands, travel.target),
    getSnapshot: async (name) => models.snapshot(name),
    subscribe: models.subscribe,
    exportLog: async () => {
      await readEarlier();
      return exportLog(store.state(), wholeLog(), deps.appVersion);
    },
    flushTelemetry: async () => {
      await Promise.all([deps.analytics.flush?.({ keepalive: true }), deps.logArchive?.flush()]);
    },
    state: store.state,
    snapshot: models.snapshot,
    events: ctx.log.events,
    dispose: async () => {
      login.stop();
      resync.cancel();
      await live.stop();
      models.close();
    },
  };
};
