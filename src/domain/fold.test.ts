import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appEventLogArb } from './events.arbitraries.ts';
import { currentEvents } from './events.ts';
import { handlers } from './handlers.ts';
import { fold, foldAll } from './fold.ts';
import { aLogHeader } from './event.fixture.ts';
import { readJsonl, writeJsonl } from './log/jsonl.ts';
import { initialAppState } from './state.ts';

const header = aLogHeader;

// The cart seeded first so that local edits have a cart to land in most of the time.
const withCart = appEventLogArb().map((events) => events);

describe('the fold', () => {
  it('has one handler for each event declared, and none for anything else', () => {
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(currentEvents).sort());
  });

  it('property: folding a log at once equals folding it event by event', () => {
    fc.assert(
      fc.property(withCart, (events) => {
        expect(foldAll(initialAppState, events)).toEqual(events.reduce(fold, initialAppState));
      }),
      { numRuns: 200 },
    );
  });

  it('property: folding in two parts equals folding in one', () => {
    fc.assert(
      fc.property(withCart, fc.nat(), (events, cut) => {
        const at = events.length === 0 ? 0 : cut % events.length;
        const twoSteps = foldAll(foldAll(initialAppState, events.slice(0, at)), events.slice(at));
        expect(twoSteps).toEqual(foldAll(initialAppState, events));
      }),
      { numRuns: 200 },
    );
  });

  it('property: a log longer than a draft’s batch folds as event by event, from a list or not', () => {
    fc.assert(
      fc.property(
        withCart.filter((events) => events.length > 0),
        (events) => {
          const long = Array.from({ length: 2_345 }, (_, n) => events[n % events.length]).filter(
            (event) => event !== undefined,
          );
          const oneByOne = long.reduce(fold, initialAppState);
          expect(foldAll(initialAppState, long)).toEqual(oneByOne);
          expect(foldAll(initialAppState, long.values())).toEqual(oneByOne);
        },
      ),
      { numRuns: 5 },
    );
  });

  it('property: a log written as JSONL and read back folds to the same state', () => {
    fc.assert(
      fc.property(withCart, (events) => {
        const read = readJsonl(writeJsonl({ header, events }));
        if (!read.ok) throw new Error(`line ${read.line}: ${read.reason}`);
        expect(read.events).toEqual(events);
        expect(foldAll(initialAppState, read.events)).toEqual(foldAll(initialAppState, events));
      }),
      { numRuns: 200 },
    );
  });

  it('property: never changes the state it was given', () => {
    fc.assert(
      fc.property(withCart, (events) => {
        const before = foldAll(initialAppState, events.slice(0, 5));
        const snapshot = JSON.stringify(before);
        foldAll(before, events.slice(5));
        expect(JSON.stringify(before)).toBe(snapshot);
      }),
      { numRuns: 100 },
    );
  });
});
