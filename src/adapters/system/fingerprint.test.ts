import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { makeRecordingAnalytics } from './analytics.ts';
import { type FingerprintStore, makeFingerprint } from './fingerprint.ts';
import { makeSequentialIds } from './ids.ts';
import { makeTestClock } from './test-clock.ts';

const memoryStore = (initial: string | null) => {
  const saved: string[] = [];
  let value = initial;
  const store: FingerprintStore = {
    load: async () => value,
    save: async (fingerprint) => {
      saved.push(fingerprint);
      value = fingerprint;
    },
  };
  return { store, saved };
};

const setup = (store: FingerprintStore) => {
  const analytics = makeRecordingAnalytics(makeTestClock(0));
  const fingerprint = makeFingerprint({ store, ids: makeSequentialIds(), analytics });
  return { fingerprint, analytics };
};

describe('the fingerprint', () => {
  it('keeps the stored id', async () => {
    const { store, saved } = memoryStore('fp-stored');
    const { fingerprint } = setup(store);
    expect(await Effect.runPromise(fingerprint.get)).toBe('fp-stored');
    expect(saved).toEqual([]);
  });

  it('makes one id once, stores it, and gives it to concurrent callers alike', async () => {
    const { store, saved } = memoryStore(null);
    const { fingerprint } = setup(store);
    const ids = await Effect.runPromise(
      Effect.all([fingerprint.get, fingerprint.get], { concurrency: 'unbounded' }),
    );
    expect(ids).toEqual([
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000001',
    ]);
    expect(saved).toEqual(['00000000-0000-4000-8000-000000000001']);
    expect(await Effect.runPromise(fingerprint.get)).toBe(ids[0]);
  });

  it('reports a store that fails to analytics and still answers', async () => {
    const { fingerprint, analytics } = setup({
      load: () => {
        throw new Error('no storage');
      },
      save: async () => Promise.reject(new Error('quota')),
    });
    expect(await Effect.runPromise(fingerprint.get)).toBe('00000000-0000-4000-8000-000000000001');
    expect(analytics.events.map((event) => event.properties)).toEqual([
      { stage: 'load', detail: 'no storage' },
      { stage: 'save', detail: 'quota' },
    ]);
    expect(analytics.events[0]?.key).toBe('test_fingerprint_failure');
  });

  it('replaces a stored value that is not a browser id, and says so', async () => {
    const { store, saved } = memoryStore('bad id with spaces');
    const { fingerprint, analytics } = setup(store);
    expect(await Effect.runPromise(fingerprint.get)).toBe('00000000-0000-4000-8000-000000000001');
    expect(saved).toHaveLength(1);
    expect(analytics.events[0]?.properties).toMatchObject({ stage: 'invalid' });
  });
});
