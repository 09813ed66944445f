import { describe, expect, it } from 'vitest';
import { sequence } from '../../src/domain/event.fixture.ts';
import { emptyCartOrder } from '../../src/domain/model/defaults.ts';
import { usage } from './args.ts';
import { stateAfter } from './replay.ts';
import { labelLogs, type LogSource } from './sources.ts';
import {
  aHeader,
  converging,
  FIXTURES,
  linesOf,
  logText,
  replay,
  replayIn,
} from './test-support.ts';

const refusal = (stderr: string) => stderr.split('\n')[0];

describe('bad logs stop the run with exit code 2 and the line at fault', () => {
  it.each([
    ['not-jsonl.jsonl', 3, 'not valid JSON'],
    ['unknown-type.jsonl', 3, 'unknown event type "CartExploded"'],
    ['wrong-header.jsonl', 1, 'format version 3 is not 1 or 2'],
  ])('%s', (name, line, reason) => {
    const file = `${FIXTURES}/bad/${name}`;
    const result = replay(...converging, file);
    expect(result).toMatchObject({ exitCode: 2, stdout: '' });
    expect(refusal(result.stderr)).toBe(`replay: ${file}:${line}: ${reason}`);
  });

  it('counts blank lines, as an editor does', () => {
    const text = logText([]).concat('\n\n{"seq":1,"at":1,"type":"v1.ClockTicked","payload":[]}\n');
    expect(refusal(replayIn({ 'gap.jsonl': text })('gap.jsonl').stderr)).toBe(
      'replay: gap.jsonl:4: payload must be a JSON object',
    );
  });

  it('counts blank lines before the header too', () => {
    expect(refusal(replayIn({ 'top.jsonl': '\n \n{"format":"x"}\n' })('top.jsonl').stderr)).toBe(
      'replay: top.jsonl:3: not a tablefold-session-log header',
    );
  });

  it('an empty file, a missing one', () => {
    const run = replayIn({ 'empty.jsonl': '' });
    expect(refusal(run('empty.jsonl').stderr)).toBe('replay: empty.jsonl:1: the log is empty');
    expect(run('gone.jsonl')).toMatchObject({ exitCode: 2 });
    expect(refusal(run('gone.jsonl').stderr)).toBe('replay: gone.jsonl: cannot read: ENOENT');
  });

  it('a payload its schema refuses', () => {
    const cart = emptyCartOrder({ tableId: '501', tableName: 'A1' }, 0);
    const events = sequence([
      { type: 'CartReplacedFromServer', payload: { cart, settled: 'all' } },
      { type: 'CartItemAdded', payload: {} as never },
    ]);
    const result = replayIn({ 'odd.jsonl': logText(events) })('odd.jsonl');
    expect(result.exitCode).toBe(2);
    expect(refusal(result.stderr)).toBe(
      'replay: odd.jsonl:3: v1.CartItemAdded payload: Missing key at ["userId"]',
    );
  });

  it('an event after blank lines is named by the line an editor shows', () => {
    const cart = emptyCartOrder({ tableId: '501', tableName: 'A1' }, 0);
    const [first, second] = linesOf(
      logText(
        sequence([
          { type: 'CartReplacedFromServer', payload: { cart, settled: 'all' } },
          { type: 'CartItemAdded', payload: {} as never },
        ]),
      ),
    ).slice(1);
    const text = `${linesOf(logText([]))[0]}\n\n${first}\n \n\n${second}\n`;
    expect(refusal(replayIn({ 'gappy.jsonl': text })('gappy.jsonl').stderr)).toMatch(
      /^replay: gappy\.jsonl:6: v1\.CartItemAdded payload: /,
    );
  });

  it('a payload its schema takes but the fold cannot digest', () => {
    // A log that reads is folded; should the fold still throw, the event is named.
    const cart = emptyCartOrder({ tableId: '501', tableName: 'A1' }, 0);
    const [log] = labelLogs([
      {
        file: 'odd.jsonl',
        header: aHeader(),
        events: sequence([
          { type: 'CartReplacedFromServer', payload: { cart, settled: 'all' } },
          { type: 'CartItemAdded', payload: null as never },
        ]),
        lines: [2, 3],
      },
    ]);
    expect(() => stateAfter(log as LogSource, 2)).toThrow(
      /^odd\.jsonl:3: seq 2 CartItemAdded cannot be folded: /,
    );
  });

  it('logs of different tables', () => {
    const run = replayIn({ 'a.jsonl': logText([]), 'b.jsonl': logText([], { tableId: '502' }) });
    expect(refusal(run('a.jsonl', 'b.jsonl').stderr)).toBe(
      'replay: the logs are of different tables (501, 502)',
    );
  });
});

describe('bad usage stops the run with exit code 2', () => {
  it.each([
    [[], 'no log file given'],
    [['--at', 'x', 'a.jsonl'], '--at wants a seq (a whole number ≥ 0), not "x"'],
    [['--at=-1', 'a.jsonl'], '--at wants a seq (a whole number ≥ 0), not "-1"'],
    [['--diff', '3-9', 'a.jsonl'], '--diff wants two seqs as A..B (e.g. 3..9), not "3-9"'],
    [['--diff', '1..99999999999999999999', 'a.jsonl'], '--diff seqs are too large'],
  ])('%j', (argv, message) => {
    const result = replay(...argv);
    expect(result.exitCode).toBe(2);
    expect(refusal(result.stderr)).toBe(`replay: ${message}`);
  });

  it('an unknown option', () => {
    const result = replay('--speed', 'a.jsonl');
    expect(result.exitCode).toBe(2);
    expect(refusal(result.stderr)).toMatch(/^replay: Unknown option '--speed'/);
  });

  it('--help prints the usage and succeeds', () => {
    expect(replay('--help')).toEqual({ stdout: usage, stderr: '', exitCode: 0 });
  });
});
