import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BehaviourEntry, analyticsEventKey, appendBehaviour } from './behaviour-log.ts';

describe('analyticsEventKey', () => {
  it('leaves production keys alone and prefixes test_ elsewhere', () => {
    expect(analyticsEventKey('add_item')).toBe('add_item');
    expect(analyticsEventKey('add_item', 'prod')).toBe('add_item');
    expect(analyticsEventKey('add_item', 'dev')).toBe('test_add_item');
  });

  it('never exceeds 255 characters, prefix included', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), fc.constantFrom('prod', 'test'), (key, env) => {
        const out = analyticsEventKey(key, env);
        return (
          out.length <= 255 && (env === 'prod' ? key.startsWith(out) : out.startsWith('test_'))
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('appendBehaviour', () => {
  it('keeps the newest 100 entries, each cut to 200 characters', () => {
    let entries: readonly BehaviourEntry[] = [];
    for (let at = 1; at <= 150; at += 1) {
      entries = appendBehaviour(entries, { at, message: `${at} `.padEnd(300, 'x') });
    }
    expect(entries).toHaveLength(100);
    expect(entries[0]?.at).toBe(51);
    expect(entries.at(-1)?.at).toBe(150);
    expect(entries.every((entry) => entry.message.length === 200)).toBe(true);
  });
});
