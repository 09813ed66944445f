import { Layer } from 'effect';
import { Clock, type ClockShape, TICK_MS } from './clock.ts';

/** A clock that moves only when told, firing every tick it passes in order. */
export interface TestClock extends ClockShape {
  readonly advance: (ms: number) => void;
}

interface Ticker {
  readonly listener: (now: number) => void;
  due: number;
}

export const makeTestClock = (start = 0): TestClock => {
  let time = start;
  const tickers = new Set<Ticker>();

  const nextDue = (until: number): Ticker | undefined =>
    [...tickers]
      .filter((ticker) => ticker.due <= until)
      .sort((a, b) => a.due - b.due)
      .at(0);

  return {
    now: () => time,
    onTick: (listener) => {
      const ticker: Ticker = { listener, due: time + TICK_MS };
      tickers.add(ticker);
      return () => tickers.delete(ticker);
    },
    advance: (ms) => {
      const target = time + ms;
      for (let ticker = nextDue(target); ticker !== undefined; ticker = nextDue(target)) {
        time = ticker.due;
        ticker.due += TICK_MS;
        ticker.listener(time);
      }
      time = target;
    },
  };
};

export const testClockLayer = (clock: TestClock): Layer.Layer<Clock> => Layer.succeed(Clock, clock);
