import { Effect, Result } from 'effect';
import { negotiateLiveChannel } from '../../adapters/api/live.ts';
import type { TableChannel } from '../../adapters/live/table-channel.ts';
import type { LiveMessage } from '../../domain/model/live-message.ts';
import type { CommandResult } from '../api.ts';
import type { CoreContext } from '../core/context.ts';
import { ownBrowserId } from '../../domain/session/state.ts';
import { done, notReady, refused } from '../core/results.ts';

export interface LiveLink {
  /** Negotiates and joins the table's group; replaces any channel open before. */
  readonly connect: () => Promise<CommandResult>;
  readonly stop: () => Promise<void>;
}

export interface LiveHandlers {
  readonly onMessage: (message: LiveMessage) => void;
  /** After every rejoin that followed a loss: refetch what may have been missed. */
  readonly onReconnected: () => void;
  /** The server ended the channel (the seat's table session is over): seat again, reconnect. */
  readonly onEnded: (reason: string) => void;
}

/**
 * The table's live channel: it only listens, since the server tells the table of every change
 * itself (docs/live-hub.md, "The table feed"). A generation number retires the callbacks of a stopped channel, so
 * a late message or flag from the old connection never lands after a reconnect.
 */
export const makeLiveLink = (ctx: CoreContext, handlers: LiveHandlers): LiveLink => {
  const { store, deps } = ctx;
  let channel: TableChannel | null = null;
  let generation = 0;

  const setConnected = (connected: boolean) => {
    if (store.state().live.connected !== connected) {
      store.dispatch({ type: 'LiveConnectionChanged', payload: { connected } });
    }
  };

  const stop = async () => {
    generation += 1;
    const old = channel;
    channel = null;
    if (old !== null) await Effect.runPromise(old.stop());
    setConnected(false);
  };

  const connect = async (): Promise<CommandResult> => {
    const { tableId } = store.state().session;
    // The hub stamps what this browser sends with the seat's diner id, so that is its name there.
    const browserId = ownBrowserId(store.state().session);
    if (tableId === null || browserId === null) return notReady('table');
    await stop();
    const mine = generation;
    const current = () => mine === generation;
    const negotiated = await ctx.call(negotiateLiveChannel({ browserId, tableId }));
    // §8: live-channel connect or address failures are logged only.
    if (!negotiated.ok) {
      deps.logger.warn('live channel: negotiate failed', negotiated.error);
      return refused(negotiated.error, { handling: 'logOnly', message: null });
    }
    if (!current()) return done;
    // Inside a worker SignalR has no document to resolve a relative URL against.
    const hubUrl = new URL(negotiated.value, deps.http.origin).href;
    const made = await Effect.runPromise(
      Effect.result(
        deps.connectTable({
          hubUrl,
          tableId,
          onMessage: (message) => current() && handlers.onMessage(message),
          onConnectedChange: (connected) => current() && setConnected(connected),
          onReconnected: () => current() && handlers.onReconnected(),
          onEnded: (reason) => current() && handlers.onEnded(reason),
          logger: deps.logger,
          ...(deps.liveBackoff ? { backoff: deps.liveBackoff } : {}),
        }),
      ),
    );
    if (Result.isFailure(made)) {
      deps.logger.error('live channel: hub URL refused', made.failure.reason);
      return notReady('table');
    }
    if (current()) channel = made.success;
    else await Effect.runPromise(made.success.stop());
    return done;
  };

  return { connect, stop };
};
