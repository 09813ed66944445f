import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, foreverPolicy, retryDelayMs } from './retry-policy.ts';

const exact = { ...DEFAULT_BACKOFF, jitter: 0 };

describe('the live channel’s retry policy', () => {
  it('retries at once, then doubles from the base up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n, exact))).toEqual([
      0, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('never gives up and never waits longer than the cap', () => {
    const policy = foreverPolicy(DEFAULT_BACKOFF);
    fc.assert(
      fc.property(fc.nat(1_000_000), (previousRetryCount) => {
        const delay = policy.nextRetryDelayInMilliseconds({
          previousRetryCount,
          elapsedMilliseconds: 0,
          retryReason: new Error('lost'),
        });
        return delay !== null && delay >= 0 && delay <= DEFAULT_BACKOFF.capMs;
      }),
      { numRuns: 200 },
    );
  });

  it('takes at most the jitter share off a wait', () => {
    expect(retryDelayMs(3, DEFAULT_BACKOFF, () => 1)).toBe(3_200);
    expect(retryDelayMs(3, DEFAULT_BACKOFF, () => 0)).toBe(4_000);
  });
});
