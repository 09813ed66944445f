import { BehaviorSubject, firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { sequence } from '../../domain/event.fixture.ts';
import { foldAll } from '../../domain/fold.ts';
import { type AppState, initialAppState } from '../../domain/state.ts';
import type { TableCoreCommands } from '../api.ts';
import { guardCommands } from '../core/guard.ts';
import type { CoreContext } from '../core/context.ts';
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
    let target: number | null = 4;
    const calls: string[] = [];
    const command = (name: string) => async () => {
      calls.push(name);
      return { ok: true, value: null };
    };
    const ctx = {
      deps: { analytics: { note: () => undefined }, logger: { error: () => undefined } },
      toast: () => undefined,
    } as unknown as CoreContext;
    const commands = {
      addItem: command('addItem'),
      travelTo: command('travelTo'),
    } as unknown as TableCoreCommands;
    const guarded = guardCommands(ctx, commands, () => target);
    expect(await guarded.addItem({} as never)).toEqual({
      ok: false,
      error: { kind: 'notReady', missing: 'timeTravel' },
    });
    expect((await guarded.travelTo(null)).ok).toBe(true);
    target = null;
    expect((await guarded.addItem({} as never)).ok).toBe(true);
    expect(calls).toEqual(['travelTo', 'addItem']);
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
