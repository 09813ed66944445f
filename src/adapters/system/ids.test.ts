import { describe, expect, it } from 'vitest';
import { liveIds, makeSequentialIds, uuidV4 } from './ids.ts';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('ids', () => {
  it('makes random version-4 UUIDs', () => {
    const a = liveIds.uuid();
    expect(a).toMatch(V4);
    expect(liveIds.uuid()).not.toBe(a);
  });

  it('builds one from random bytes where randomUUID is missing (insecure context)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(uuidV4()).toMatch(V4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('counts in tests, in well-formed UUIDs', () => {
    const ids = makeSequentialIds();
    expect([ids.uuid(), ids.uuid()]).toEqual([
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
    ]);
    expect(ids.uuid()).toMatch(V4);
  });
});
