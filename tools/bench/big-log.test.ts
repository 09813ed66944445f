import { describe, expect, it } from 'vitest';
import { readJsonl, writeJsonl } from '../../src/domain/log/jsonl.ts';
import { run } from '../replay/run.ts';
import { bigTableLog } from './big-log.ts';

// The benchmark's log, small: what it holds is checked here; how fast it replays is not.
describe('the benchmark log', () => {
  const log = bigTableLog(1000);
  const text = writeJsonl(log);

  it('is a valid session log of the asked length, the same every time', () => {
    const read = readJsonl(text);
    expect(read.ok && read.events.length).toBe(1000);
    expect(writeJsonl(bigTableLog(1000))).toBe(text);
  });

  it('mixes own edits, server replies, the table’s live messages and rounds placed', () => {
    const types = new Set(log.events.map((event) => event.type));
    for (const type of [
      'CartItemAdded',
      'CartItemReduced',
      'CartPatchedFromServer',
      'LiveMessageReceived',
      'OrderPlaced',
    ]) {
      expect(types).toContain(type);
    }
    const readings = new Set(
      log.events.flatMap((event) =>
        event.type === 'LiveMessageReceived' ? [event.payload.reading.kind] : [],
      ),
    );
    expect([...readings].sort()).toEqual(['cartPatched', 'orderPlaced', 'stale']);
  });

  it('carries what changed, not the table: a few hundred bytes an event', () => {
    const lines = text.trim().split('\n').slice(1);
    const average = lines.reduce((sum, line) => sum + line.length, 0) / lines.length;
    expect(average).toBeLessThan(800);
  });

  it('replays without a failure', () => {
    const result = run(['big.jsonl'], () => text);
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toHaveLength(1000 + 5);
  });
});
