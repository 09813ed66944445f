import { Context, Layer } from 'effect';

export const TICK_MS = 1_000;

/**
 * Time for the worker, which stamps every event with it (`at`) and emits a tick each second while
 * a countdown runs; the fold never reads a clock (docs/decisions.md).
 */
export interface ClockShape {
  /** Epoch milliseconds. */
  readonly now: () => number;
  /** Calls `listener` with the time every second until the returned function is called. */
  readonly onTick: (listener: (now: number) => void) => () => void;
}

export class Clock extends Context.Service<Clock, ClockShape>()('tablefold/Clock') {}

export const liveClock: ClockShape = {
  now: () => Date.now(),
  onTick: (listener) => {
    const timer = setInterval(() => listener(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  },
};

export const liveClockLayer: Layer.Layer<Clock> = Layer.succeed(Clock, liveClock);
