import { BehaviorSubject, firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { sequence } from '../../domain/event.fixture.ts';
import { foldAll } from '../../domain/fold.ts';
import { type AppState, initialAppState } from '../../domain/state.ts';
import { makeTestCore } from '../testing/core.fixture.ts';
import { FAKE_ORIGIN, makeFakePos } from '../testing/fake-pos.fixture.ts';
import { makeTimeTravel } from './time-travel.ts';
import { summarise, timelineOf } from './timeline.ts';

const events = sequence([
  { type: 'MerchantSelected', payload: { merchantId: '1001' } },
  { type: 'GuestCountChanged', payload: { count: 3 } },
  { type: 'GuestCountChanged', payload: { count: 5 } },
]);

describe('time travel', () => {
  it('shows the state after the chosen event, and the live state again', async () => {
    const live$ = new BehaviorSubject<AppState>(foldAll(initialAppState, events));
    const travel = makeTimeTravel(live$, () => events);
    const view = () => firstValueFrom(travel.view$);
    expect((await view()).session.guestCount).toBe(5);
    travel.travelTo(2);
    expect(travel.target()).toBe(2);
    expect((await view()).session.guestCount).toBe(3);
    travel.travelTo(0);
    expect((await view()).session).toEqual(initialAppState.session);
    travel.travelTo(null);
    expect((await view()).session.guestCount).toBe(5);
  });

  it('refuses every command but the panel’s own while the UI looks at the past', async () => {
    const pos = makeFakePos([]);
    const { core } = makeTestCore(FAKE_ORIGIN, { fingerprint: 'fp', fetch: pos.fetch });
    await core.setTheme('dark');
    expect((await core.travelTo(1)).ok).toBe(true);
    expect(await core.setTheme('light')).toEqual({
      ok: false,
      error: { kind: 'notReady', missing: 'timeTravel' },
    });
    expect((await core.dismissToast(1)).ok).toBe(true);
    expect((await core.travelTo(null)).ok).toBe(true);
    expect((await core.setTheme('light')).ok).toBe(true);
    expect(core.state().session.theme).toBe('light');
    await core.dispose();
  });
});

describe('the timeline', () => {
  it('lists the newest events after a seq, with short summaries', () => {
    const timeline = timelineOf(events, 1, 10, null);
    expect(timeline).toMatchObject({ firstSeq: 1, lastSeq: 3, travelingTo: null });
    expect(timeline.entries.map((entry) => [entry.seq, entry.type, entry.summary])).toEqual([
      [2, 'GuestCountChanged', 'count=3'],
      [3, 'GuestCountChanged', 'count=5'],
    ]);
    expect(timelineOf(events, 0, 1, 2).entries.map((entry) => entry.seq)).toEqual([3]);
    expect(timelineOf([], 0, 10, null)).toMatchObject({ firstSeq: 0, lastSeq: 0, entries: [] });
  });

  it('names carts by size and cuts long payloads', () => {
    const [replaced] = sequence([
      {
        type: 'CartReplacedFromServer',
        payload: { cart: { orderItems: [1, 2] } as never, settled: 0 },
      },
    ]);
    if (replaced === undefined) throw new Error('one event');
    expect(summarise(replaced)).toBe('cart(2 lines) settled=0');
    const [long] = sequence([
      { type: 'MerchantSelected', payload: { merchantId: 'x'.repeat(300) } },
    ]);
    if (long === undefined) throw new Error('one event');
    expect(summarise(long)).toHaveLength(120);
  });
});
