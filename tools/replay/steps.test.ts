import { describe, expect, it } from 'vitest';
import { foldAll } from '../../src/domain/fold.ts';
import { readJsonl } from '../../src/domain/log/jsonl.ts';
import { initialAppState } from '../../src/domain/state.ts';
import { converging, linesOf, readText, replay, reportOf, viaJson } from './test-support.ts';

const ann = converging[0] ?? '';
const annEvents = () => {
  const log = readJsonl(readText(ann));
  if (!log.ok) throw new Error(log.reason);
  return log.events;
};

describe('--at SEQ', () => {
  it('prints the full read models after that event, as JSON with sorted keys', () => {
    const result = replay('--at', '10', ann);
    const lines = linesOf(result.stdout);
    expect(result.exitCode).toBe(0);
    const head = lines.findIndex((line) => line.startsWith('fp-a at seq 10'));
    expect(lines[head]).toBe(
      `fp-a at seq 10: after fp-a seq 10 CartReplacedFromServer (${ann}:11)`,
    );
    const state = JSON.parse(lines.slice(head + 1).join('\n')) as unknown;
    expect(state).toEqual(viaJson(foldAll(initialAppState, annEvents().slice(0, 10))));
    expect(lines[head + 2]).toBe('  "cart": {');
  });

  it('at 0 gives the initial state; past the end, the final one', () => {
    const [start] = reportOf(replay('--json', '--at', '0', ann)).at ?? [];
    expect(start?.after).toBeNull();
    expect(start?.state).toEqual(viaJson(initialAppState));
    const [end] = reportOf(replay('--json', '--at', '999', ann)).at ?? [];
    expect(end?.after).toMatchObject({ seq: 21, type: 'PopupClosed', line: 22 });
    expect(end?.state).toEqual(viaJson(foldAll(initialAppState, annEvents())));
  });

  it('with several logs, gives each log’s read models after its own seq', () => {
    const at = reportOf(replay('--json', '--at', '7', ...converging)).at ?? [];
    expect(at.map((section) => section.log)).toEqual(['fp-a', 'fp-b', 'fp-c']);
    expect(at.map((section) => section.state.cart.confirmed?.cartRowVersion)).toEqual([1, 2, 2]);
  });
});

describe('--diff A..B', () => {
  it('lists what changed between two steps, path by path', () => {
    const result = replay('--diff', '9..10', ann);
    const lines = linesOf(result.stdout);
    expect(result.exitCode).toBe(0);
    expect(lines).toContain('~ cart.current.cartRowVersion: 1 → 2');
    expect(lines).toContain('~ cart.current.orderItems[0].id: "0" → "9001"');
    expect(lines).toContain('~ cart.unconfirmedEdits: 1 → 0');
    const changes = lines.filter((line) => /^[~+-] /.test(line));
    expect(lines).toContain(`fp-a from seq 9 to seq 10: ${changes.length} changes`);
    const paths = changes.map((line) => line.slice(2, line.indexOf(': ')));
    expect(paths).toEqual([...paths].sort());
  });

  it('says when nothing changed, and reads backwards too', () => {
    expect(linesOf(replay('--diff', '3..3', ann).stdout)).toContain(
      'fp-a from seq 3 to seq 3: 0 changes',
    );
    const { diff } = reportOf(replay('--json', '--diff', '10..9', ann));
    expect(diff?.[0]?.changes).toContainEqual({
      path: 'cart.unconfirmedEdits',
      kind: 'changed',
      before: 0,
      after: 1,
    });
  });

  it('combines with --at', () => {
    const { at, diff, timeline } = reportOf(replay('--json', '--at', '2', '--diff', '1..2', ann));
    expect([at?.length, diff?.length, timeline]).toEqual([1, 1, undefined]);
  });
});

describe('--json', () => {
  it('gives the timeline and the convergence check as one document with sorted keys', () => {
    const result = replay('--json', ...converging);
    const report = reportOf(result);
    expect(Object.keys(report)).toEqual(['convergence', 'logs', 'timeline']);
    expect(report.timeline).toHaveLength(61);
    expect(report.timeline?.[8]).toEqual({
      at: 1795370430000,
      log: 'fp-a',
      seq: 9,
      summary: 'cart: +2 Pork dumplings (diner-a), 1 unconfirmed',
      time: '2026-11-22T18:00:30.000Z',
      type: 'CartItemAdded',
    });
    expect(report.convergence?.converged).toBe(true);
    expect(report.logs[1]).toMatchObject({
      log: 'fp-b',
      events: 22,
      header: { browserId: 'fp-b' },
    });
  });

  it('has no convergence section for a single log', () => {
    expect(Object.keys(reportOf(replay('--json', ann)))).toEqual(['logs', 'timeline']);
  });
});
