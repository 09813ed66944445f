import { describe, expect, it } from 'vitest';
import { heartbeatSeen, noticeSeen } from './seen-versions.ts';

describe('the console’s gap detection', () => {
  it('finds the tables a heartbeat names newer than any notice heard', () => {
    let seen = noticeSeen(new Map(), '3001', 4);
    seen = noticeSeen(seen, '3002', 7);
    // A late, older notice never moves a table back.
    seen = noticeSeen(seen, '3001', 3);
    const beat = heartbeatSeen(seen, { '3001': 4, '3002': 9, '3003': 0 });
    expect(beat.behind).toEqual(['3002', '3003']);
    expect(heartbeatSeen(beat.seen, { '3001': 4, '3002': 9, '3003': 0 }).behind).toEqual([]);
  });

  it('keeps a version a notice brought that the heartbeat had not read yet', () => {
    const seen = noticeSeen(new Map(), '3001', 6);
    const beat = heartbeatSeen(seen, { '3001': 5 });
    expect(beat.behind).toEqual([]);
    expect(beat.seen.get('3001')).toBe(6);
  });
});
