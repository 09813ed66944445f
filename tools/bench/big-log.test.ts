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

  it('mixes own edits, server replies, peers’ live messages and rounds placed', () => {
    const types = new Set(log.events.map((event) => event.type));
    for (const type of [
      'CartItemAdded',
      'CartItemReduced',
      'CartReplacedFromServer',
      'LiveMessageReceived',
      'OrderPlaced',
    ]) {
      expect(types).toContain(type);
    }
    const senders = new Set(
      log.events.flatMap((event) =>
        event.type === 'LiveMessageReceived' ? [event.payload.message.fromBrowserId] : [],
      ),
    );
    expect([...senders].sort()).toEqual(['fp-2', 'fp-3', 'fp-4', 'server']);
  });

  it('replays without a failure', () => {
    const result = run(['big.jsonl'], () => text);
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toHaveLength(1000 + 5);
  });
});
