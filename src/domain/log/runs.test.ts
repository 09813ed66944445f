import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appEventLogArb } from '../events.arbitraries.ts';
import { foldAll } from '../fold.ts';
import { initialAppState } from '../state.ts';
import { aLogHeader } from '../event.fixture.ts';
import { readJsonl, writeJsonl } from './jsonl.ts';
import { joinRuns } from './runs.ts';

const header = aLogHeader;

const withoutSeqs = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutSeqs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'seq' && key !== 'id')
      .map(([key, inner]) => [key, withoutSeqs(inner)]),
  );
};

describe('runs of the app read as one log', () => {
  it('property: the joined log folds to what the last run folds to, and reads back', () => {
    fc.assert(
      fc.property(fc.array(appEventLogArb(), { minLength: 1, maxLength: 3 }), (drawn) => {
        // A later run happens after an earlier one.
        let after = 0;
        const runs = drawn.map((run) => {
          const shifted = run.map((event) => ({ ...event, at: event.at + after }));
          after = Math.max(after, ...shifted.map((event) => event.at));
          return shifted;
        });
        const joined = joinRuns(runs);
        const last = runs.filter((run) => run.length > 0).at(-1) ?? [];
        // Each run starts from nothing, whatever came before it. Numbers moved on by the runs
        // before (a pending edit's seq, a toast's id) are left out: a dismissed toast stays gone.
        expect(withoutSeqs(foldAll(initialAppState, joined))).toEqual(
          withoutSeqs(foldAll(initialAppState, last)),
        );
        expect(joined.map((event) => event.seq)).toEqual(joined.map((_event, index) => index + 1));
        const read = readJsonl(writeJsonl({ header, events: joined }));
        expect(read.ok && read.events).toEqual(joined);
      }),
      { numRuns: 100 },
    );
  });

  it('marks each reload between two runs, and none before the first or for an empty run', () => {
    const run = (at: number) => [
      { seq: 1, at, type: 'ThemeChanged', payload: { theme: 'dark' } } as const,
      { seq: 2, at: at + 1, type: 'LocaleChanged', payload: { locale: 'zh-TW' } } as const,
    ];
    const joined = joinRuns([run(100), [], run(200)]);
    expect(joined.map(({ seq, type, at }) => [seq, type, at])).toEqual([
      [1, 'ThemeChanged', 100],
      [2, 'LocaleChanged', 101],
      [3, 'PageReloaded', 200],
      [4, 'ThemeChanged', 200],
      [5, 'LocaleChanged', 201],
    ]);
    expect(joinRuns([])).toEqual([]);
  });

  it('keeps a toast dismissed: its dismissal names it by the renumbered seq', () => {
    const run = [
      {
        seq: 1,
        at: 100,
        type: 'ToastShown',
        payload: { message: { kind: 'text', text: 'hello' }, kind: 'info' },
      } as const,
      { seq: 2, at: 101, type: 'ToastDismissed', payload: { id: 1 } } as const,
    ];
    const joined = joinRuns([run, run]);
    expect(joined.at(-1)).toMatchObject({ seq: 5, payload: { id: 4 } });
    expect(foldAll(initialAppState, joined).toasts.items).toEqual([]);
  });
});
