import { Effect } from 'effect';
import { Observable, Subject } from 'rxjs';
import { Analytics } from '../../adapters/system/analytics.ts';
import { Clock, type ClockShape } from '../../adapters/system/clock.ts';
import { Logger } from '../../adapters/system/logger.ts';
import { Network } from '../../adapters/system/network.ts';
import { SessionArchive } from '../../adapters/system/session-archive.ts';
import type { AppEvent } from '../../domain/events.ts';
import { joinRuns } from '../../domain/log/runs.ts';
import type { AppState } from '../../domain/state.ts';
import {
  type CommandName,
  type CommandResult,
  commandNames,
  type TableCoreApi,
  type TableCoreCommands,
} from '../api.ts';
import { countdownTick, logout } from '../commands/login.ts';
import { onNetworkChange } from '../commands/network.ts';
import { makeTimeTravel } from '../devtools/time-travel.ts';
import { timelineOf } from '../devtools/timeline.ts';
import { LiveLink, stopLive } from '../live/link.ts';
import { onLiveSignal } from '../live/on-message.ts';
import { DEFAULT_RESYNC_DELAY_MS, resync } from '../live/resync.ts';
import { makeReadModels, type ReadModelName, type ReadModels } from '../read-models/index.ts';
import { programs, type Programs } from './commands.ts';
import { exportLog } from './export-log.ts';
import { asResult, type CommandFailure, CommandRefused, commandErrorOf } from './failures.ts';
import type { CommandInput, Input } from './inputs.ts';
import { inputStream } from './pipeline.ts';
import { key } from './results.ts';
import { type CoreOptions, type CoreServices, makeCoreRuntime } from './runtime.ts';
import { inBackground, Store, toast } from './services.ts';

/** The core as Node tests hold it: the worker API plus synchronous looks inside. */
export interface TableCore extends TableCoreApi {
  readonly state: () => AppState;
  readonly snapshot: <N extends ReadModelName>(name: N) => ReadModels[N];
  readonly events: () => readonly AppEvent[];
  readonly dispose: () => Promise<void>;
}

/** What the developer panel may still do while the UI shows an earlier state. */
const WHILE_TRAVELLING = new Set<CommandName>(['devtoolsTimeline', 'travelTo', 'dismissToast']);

const ticksOf = (clock: ClockShape): Observable<number> =>
  new Observable((subscriber) => clock.onTick((now) => subscriber.next(now)));

/**
 * Builds the domain core: one stream of inputs (commands, follow-ups, the live channel's
 * signals, the countdown's ticks, gathered refetches, the network going and coming), each handled by an Effect program that
 * emits events; the session log, the state folded from it, and the read models derived from it.
 */
export const createTableCore = (options: CoreOptions): TableCore => {
  const inputs = new Subject<Input>();
  const runtime = makeCoreRuntime(options, (input) => inputs.next(input));
  const store = runtime.runSync(Store);
  const analytics = runtime.runSync(Analytics);
  const logger = runtime.runSync(Logger);
  const archive = runtime.runSync(SessionArchive);
  const clock = runtime.runSync(Clock);
  const link = runtime.runSync(LiveLink);
  const network = runtime.runSync(Network);

  // Earlier runs of the app (before a reload) are read only when the developer panel or an
  // export asks, never on the way to the first screen; then once.
  let earlier: readonly (readonly AppEvent[])[] = [];
  let earlierRead: Promise<void> | null = null;
  const readEarlier = (): Promise<void> =>
    (earlierRead ??= archive
      .earlierRuns()
      .then((runs) => {
        earlier = runs;
      })
      .catch((error: unknown) => logger.warn('the earlier runs could not be read', error)));
  /** Earlier runs and this one as one log (src/domain/log/runs.ts). */
  const wholeLog = (): readonly AppEvent[] =>
    earlier.length === 0 ? store.log.events() : joinRuns([...earlier, store.log.events()]);
  const travel = makeTimeTravel(store.state$, wholeLog);
  const models = makeReadModels(travel.view$, store.state$);

  const all: Programs = {
    ...programs,
    devtoolsTimeline: (afterSeq, limit) =>
      Effect.promise(async () => {
        await readEarlier();
        return timelineOf(wholeLog(), afterSeq, limit, travel.target());
      }),
    travelTo: (seq) =>
      Effect.promise(async () => {
        await readEarlier();
        travel.travelTo(seq);
        return null;
      }),
  };

  /**
   * Commands never throw across the boundary: a bug becomes a logged error and a plain refusal
   * with the generic message (spec §2 error layout), and the behaviour log notes every command.
   * An earlier state is for looking at: acting on it would reach the server.
   */
  const runCommand = ({ name, args, reply }: CommandInput) => {
    if (travel.target() !== null && !WHILE_TRAVELLING.has(name)) {
      reply({ ok: false, error: { kind: 'notReady', missing: 'timeTravel' } });
      return;
    }
    analytics.note(`command ${name}`);
    const program = (
      all[name] as (
        ...input: readonly unknown[]
      ) => Effect.Effect<unknown, CommandFailure, CoreServices>
    )(...args);
    const bug = (defect: unknown) =>
      Effect.gen(function* () {
        logger.error(`command ${name} failed`, defect);
        const message = key('common.somethingWentWrong');
        yield* toast(message);
        const failed: CommandResult<unknown> = {
          ok: false,
          error: commandErrorOf(new CommandRefused({ code: null, refusedBy: 'nobody', message })),
        };
        return failed;
      });
    void runtime
      .runPromise(asResult(program).pipe(Effect.catchDefect(bug)))
      .then(reply, (error: unknown) => {
        logger.error(`command ${name} was cut short`, error);
        reply({
          ok: false,
          error: { kind: 'refused', code: null, refusedBy: 'nobody', message: null },
        });
      });
  };

  const handle = (input: Input) => {
    try {
      switch (input.kind) {
        case 'command':
          return runCommand(input);
        // In order and at once: the next message is read against this one's state.
        case 'live':
          return runtime.runSync(onLiveSignal(input.signal));
        case 'tick':
          return runtime.runSync(countdownTick);
        case 'network':
          return runtime.runSync(onNetworkChange(input.online));
        case 'resyncWindow':
          return runtime.runSync(inBackground('live resync', resync(input)));
        case 'logout':
          return runtime.runSync(inBackground('logout', logout(input.reason)));
        case 'resync':
        case 'countdown':
          return;
      }
    } catch (error) {
      logger.error(`the core could not take a ${input.kind} input`, error);
    }
  };
  const stream = inputStream({
    inputs,
    channels: link.channels,
    ticks: ticksOf(clock),
    network: network.online,
    resyncDelayMs: options.config.liveResyncDelayMs ?? DEFAULT_RESYNC_DELAY_MS,
  }).subscribe(handle);

  let disposed: Promise<void> | null = null;
  const command =
    (name: CommandName) =>
    (...args: readonly unknown[]): Promise<CommandResult<unknown>> =>
      new Promise((reply) => inputs.next({ kind: 'command', name, args, reply }));
  const commands = Object.fromEntries(
    commandNames.map((name) => [name, command(name)]),
  ) as unknown as TableCoreCommands;

  return {
    ...commands,
    getSnapshot: async (name) => models.snapshot(name),
    subscribe: models.subscribe,
    exportLog: async () => {
      await readEarlier();
      return exportLog(store.state(), wholeLog(), options.config.appVersion);
    },
    flushTelemetry: async () => {
      await Promise.all([analytics.flush?.({ keepalive: true }), archive.flush()]);
    },
    state: store.state,
    snapshot: models.snapshot,
    events: store.log.events,
    // Once: a test that disposes of its diners, then of every core it made, disposes twice.
    dispose: () =>
      (disposed ??= (async () => {
        stream.unsubscribe();
        await runtime.runPromise(stopLive);
        models.close();
        await runtime.dispose();
      })()),
  };
};
