import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../../domain/events.ts';
import { makeSessionLog, SESSION_LOG_CAP } from './session-log.ts';

const tick = (seq: number): AppEvent => ({ seq, at: seq, type: 'ClockTicked', payload: {} });

describe('the bounded session log', () => {
  it('keeps the newest events up to its cap, never renumbering them', () => {
    const log = makeSessionLog(3);
    for (let seq = 1; seq <= 10; seq += 1) log.append(tick(seq));
    expect(log.events().map((event) => event.seq)).toEqual([8, 9, 10]);
    expect(log.size()).toBe(3);
  });

  it('holds 50,000 events by default', () => {
    const log = makeSessionLog();
    for (let seq = 1; seq <= SESSION_LOG_CAP + 2; seq += 1) log.append(tick(seq));
    expect(log.size()).toBe(SESSION_LOG_CAP);
    expect(log.events()[0]?.seq).toBe(3);
  });
});
