import { describe, expect, it } from 'vitest';
import { sequence } from '../../src/domain/event.fixture.ts';
import { aHeader } from './test-support.ts';
import { mergeLogs } from './merge.ts';
import { labelLogs, type LogSource } from './sources.ts';

const tick = (at: number) => ({ type: 'ClockTicked', payload: {}, at }) as const;
const logOf = (browserId: string | null, ats: number[], file = `${browserId}.jsonl`) => ({
  file,
  header: aHeader({ browserId }),
  events: sequence(ats.map(tick)),
  lines: ats.map((_, index) => index + 2),
});
const order = (logs: LogSource[]) =>
  mergeLogs(logs).map(({ browserId, event }) => `${browserId}:${event.seq}@${event.at}`);

describe('merging logs on one time line', () => {
  it('orders by time, then by file, each event tagged with its browser', () => {
    const logs = labelLogs([logOf('a', [10, 20, 30]), logOf('b', [5, 20, 40])]);
    expect(order(logs)).toEqual(['b:1@5', 'a:1@10', 'a:2@20', 'b:2@20', 'a:3@30', 'b:3@40']);
  });

  it('never reorders a log within itself, even when its clock stepped back', () => {
    const logs = labelLogs([logOf('a', [10, 5, 30]), logOf('b', [7])]);
    expect(order(logs)).toEqual(['b:1@7', 'a:1@10', 'a:2@5', 'a:3@30']);
  });

  it('labels logs by browser id, else file name, and tells duplicates apart', () => {
    const labels = labelLogs([
      logOf('a', []),
      logOf('a', [], 'again.jsonl'),
      logOf(null, [], 'logs/anon.jsonl'),
    ]).map((log) => log.label);
    expect(labels).toEqual(['a#1', 'a#2', 'anon.jsonl']);
  });
});
