import { describe, expect, it } from 'vitest';
import { FINGERPRINT_FAILURE_EVENT } from '../../adapters/system/fingerprint.ts';
import { makeTestCore, nothingStored } from '../testing/core.fixture.ts';

// Nothing is fetched: hydrate without a token makes no call.
const ORIGIN = 'http://127.0.0.1:9';

describe('hydrate and the stored browser id (spec §8: fingerprint failure → analytics)', () => {
  it('a stored id the POS would refuse is reported, and dropped', async () => {
    const { core, analytics } = makeTestCore(ORIGIN, { fingerprint: 'fp-1' });
    await core.hydrate({ ...nothingStored, fingerprintId: 'not a browser id!' });
    expect(analytics.events.map((event) => [event.key, event.properties])).toEqual([
      [
        `test_${FINGERPRINT_FAILURE_EVENT}`,
        { stage: 'invalid', detail: 'the stored id is not a browser id' },
      ],
    ]);
    expect(core.state().session.fingerprint).toBeNull();
    await core.dispose();
  });

  it('a valid stored id, or none, reports nothing', async () => {
    for (const fingerprintId of ['fp-7', null]) {
      const { core, analytics } = makeTestCore(ORIGIN, { fingerprint: 'fp-1' });
      await core.hydrate({ ...nothingStored, fingerprintId });
      expect(analytics.events).toEqual([]);
      await core.dispose();
    }
  });
});
