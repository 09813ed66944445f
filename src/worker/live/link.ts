import { Context, Effect, Layer } from 'effect';
import { BehaviorSubject } from 'rxjs';
import { negotiateLiveChannel } from '../../adapters/api/live.ts';
import { HttpClient } from '../../adapters/http/client.ts';
import { describeApiError } from '../../adapters/http/errors.ts';
import { LiveChannel } from '../../adapters/live/service.ts';
import type { TableChannel } from '../../adapters/live/table-channel.ts';
import { Logger } from '../../adapters/system/logger.ts';
import { ownBrowserId } from '../../domain/session/state.ts';
import { notReady } from '../core/failures.ts';
import { refusal } from '../core/report.ts';
import { CoreConfig, currentState, emit, inBackground } from '../core/services.ts';

interface LiveLinkShape {
  /** Bumped by every stop: a connect that an older generation started does not land. */
  generation: number;
  /** A channel is open or on its way: connectLive ran since the last stop. */
  active: boolean;
  /**
   * A channel replaced an open one (a new name, a new seat): whatever the table heard between the
   * old one's stop and the new one's join is lost to this diner, so the next join reads the table
   * again (on-message.ts).
   */
  catchUpOnJoin: boolean;
  /** The open channel; the input stream listens to whichever this holds (switchMap). */
  readonly channels: BehaviorSubject<TableChannel | null>;
}

/**
 * The table's live channel: it only listens, since the server tells the table of every change
 * itself (docs/live-hub.md, "The table feed").
 */
export class LiveLink extends Context.Service<LiveLink, LiveLinkShape>()('tablefold/LiveLink') {}

export const liveLinkLayer: Layer.Layer<LiveLink> = Layer.sync(LiveLink, () => ({
  generation: 0,
  active: false,
  catchUpOnJoin: false,
  channels: new BehaviorSubject<TableChannel | null>(null),
}));

/** The connected flag follows the channel: connect, disconnect, stop (spec §4). */
export const setConnected = (connected: boolean) =>
  Effect.gen(function* () {
    if ((yield* currentState).live.connected !== connected) {
      yield* emit({ type: 'LiveConnectionChanged', payload: { connected } });
    }
  });

export const stopLive = Effect.gen(function* () {
  const link = yield* LiveLink;
  link.generation += 1;
  link.active = false;
  const old = link.channels.getValue();
  // Nothing the old channel says from here on reaches the core.
  link.channels.next(null);
  if (old !== null) yield* old.stop();
  yield* setConnected(false);
});

/**
 * Connects again, in the background, when a channel is open or on its way: its diner is now
 * someone else to the table (a new name, docs/live-hub.md "Presence"), which negotiate reads.
 */
export const reconnectLive = Effect.gen(function* () {
  if ((yield* LiveLink).active) yield* inBackground('rejoin as someone new', connectLive);
});

/**
 * Connects again when a connect was asked for but no channel came of it: its negotiate found no
 * network (a page loaded offline), and only a channel that has been open retries by itself.
 */
export const resumeLive = Effect.gen(function* () {
  const link = yield* LiveLink;
  if (link.active && link.channels.getValue() === null) {
    yield* inBackground('live channel after the network came back', connectLive);
  }
});

/**
 * Negotiates and joins the table's group; replaces any channel open before. §8: a failed
 * negotiate or a hub URL that cannot be used is logged only.
 */
export const connectLive = Effect.gen(function* () {
  const { session } = yield* currentState;
  const { tableId } = session;
  // The hub stamps what this browser sends with the seat's diner id, so that is its name there.
  const browserId = ownBrowserId(session);
  if (tableId === null || browserId === null) return yield* notReady('table');
  const link = yield* LiveLink;
  if (link.active) link.catchUpOnJoin = true;
  yield* stopLive;
  const logger = yield* Logger;
  const mine = link.generation;
  link.active = true;
  const hubPath = yield* negotiateLiveChannel({ browserId, tableId }).pipe(
    Effect.catch((error) => {
      logger.warn('live channel: negotiate failed', describeApiError(error));
      return Effect.fail(refusal(error, { handling: 'logOnly', message: null }));
    }),
  );
  if (mine !== link.generation) return;
  // Inside a worker SignalR has no document to resolve a relative URL against.
  const hubUrl = new URL(hubPath, (yield* HttpClient).origin).href;
  const { liveBackoff } = yield* CoreConfig;
  const live = yield* LiveChannel;
  const channel = yield* live
    .connectTable({ hubUrl, tableId, logger, ...(liveBackoff ? { backoff: liveBackoff } : {}) })
    .pipe(
      Effect.catch((error) => {
        logger.error('live channel: hub URL refused', error.reason);
        return notReady('table');
      }),
    );
  if (mine === link.generation) link.channels.next(channel);
  else yield* channel.stop();
});

/** Whether the join that has just happened ends the gap a replaced channel left; asks once. */
export const takeCatchUp = Effect.gen(function* () {
  const link = yield* LiveLink;
  const due = link.catchUpOnJoin;
  link.catchUpOnJoin = false;
  return due;
});
