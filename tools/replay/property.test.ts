import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appEventLogArb } from '../../src/domain/events.arbitraries.ts';
import { foldAll } from '../../src/domain/fold.ts';
import { initialAppState } from '../../src/domain/state.ts';
import { mergeLogs } from './merge.ts';
import { replayMerged } from './replay.ts';
import { labelLogs, parseLog } from './sources.ts';
import { logText, replayIn, reportOf } from './test-support.ts';

const sourceOf = (file: string, text: string) => {
  const parsed = parseLog(file, text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};

describe('replaying recorded logs', () => {
  it('property: replay ends in the state foldAll gives, and prints the same bytes twice', () => {
    fc.assert(
      fc.property(appEventLogArb(), (events) => {
        const text = logText(events);
        const logs = labelLogs([sourceOf('me.jsonl', text)]);
        const [final] = replayMerged(logs, mergeLogs(logs), []);
        expect(final).toEqual(foldAll(initialAppState, events));
        const run = replayIn({ 'me.jsonl': text });
        for (const argv of [['me.jsonl'], ['--json', 'me.jsonl']]) {
          const first = run(...argv);
          expect(first.exitCode).toBe(0);
          expect(run(...argv)).toEqual(first);
        }
        expect(reportOf(run('--json', 'me.jsonl')).timeline).toHaveLength(events.length);
      }),
      { numRuns: 150 },
    );
  });

  it('property: several logs merge, replay each to its own foldAll state and get a verdict', () => {
    fc.assert(
      fc.property(appEventLogArb(25), appEventLogArb(25), (mine, theirs) => {
        const files = {
          'a.jsonl': logText(mine, { browserId: 'a' }),
          'b.jsonl': logText(theirs, { browserId: 'b' }),
        };
        const logs = labelLogs(Object.entries(files).map(([file, text]) => sourceOf(file, text)));
        const merged = mergeLogs(logs);
        expect(merged).toHaveLength(mine.length + theirs.length);
        const finals = replayMerged(logs, merged, []);
        expect(finals).toEqual([foldAll(initialAppState, mine), foldAll(initialAppState, theirs)]);
        const result = replayIn(files)('a.jsonl', 'b.jsonl');
        expect([0, 1]).toContain(result.exitCode);
        expect(result.stdout.trimEnd().split('\n').at(-1)).toMatch(/^(converged|DIVERGED: .+)$/);
      }),
      { numRuns: 100 },
    );
  });
});
