import { describe, expect, it } from 'vitest';
import { makeAnalytics, makeRecordingAnalytics } from './analytics.ts';
import { makeTestClock } from './test-clock.ts';

describe('analytics', () => {
  it('sends events with their environment’s key and logs them as behaviour', () => {
    const clock = makeTestClock(1_000);
    const analytics = makeRecordingAnalytics(clock);
    analytics.track('place_order', { items: 2 });
    clock.advance(500);
    analytics.note('opened the cart');
    expect(analytics.events).toEqual([
      { key: 'test_place_order', at: 1_000, environment: 'test', properties: { items: 2 } },
    ]);
    expect(analytics.behaviour()).toEqual([
      { at: 1_000, message: 'event test_place_order' },
      { at: 1_500, message: 'opened the cart' },
    ]);
  });

  it('defaults to production and survives a sink that throws', () => {
    const analytics = makeAnalytics({
      sink: {
        send: () => {
          throw new Error('offline');
        },
      },
      clock: makeTestClock(0),
    });
    expect(() => analytics.track('add_item')).not.toThrow();
    expect(analytics.behaviour()).toEqual([{ at: 0, message: 'event add_item' }]);
  });
});
