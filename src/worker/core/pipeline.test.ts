import { Effect } from 'effect';
import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { LiveSignal, TableChannel } from '../../adapters/live/table-channel.ts';
import type { Input } from './inputs.ts';
import { inputStream } from './pipeline.ts';

const channelOf = (signals: Subject<LiveSignal>): TableChannel => ({
  signals,
  status: () => 'connected',
  isConnected: () => true,
  stop: () => Effect.void,
});

const message = (messageType: string): LiveSignal => ({
  kind: 'message',
  message: { fromBrowserId: 'server', messageType, data: null },
});

const wire = (resyncDelayMs = 30) => {
  const inputs = new Subject<Input>();
  const channels = new BehaviorSubject<TableChannel | null>(null);
  const ticks = new Subject<number>();
  const network = new Subject<boolean>();
  const seen: Input[] = [];
  const subscription = inputStream({ inputs, channels, ticks, network, resyncDelayMs }).subscribe(
    (input) => seen.push(input),
  );
  return { inputs, channels, ticks, network, seen, subscription };
};

describe('the input stream', () => {
  it('hears the open channel only: a replaced one falls silent at once', () => {
    const { channels, seen } = wire();
    const first = new Subject<LiveSignal>();
    const second = new Subject<LiveSignal>();
    channels.next(channelOf(first));
    first.next(message('one'));
    channels.next(channelOf(second));
    first.next(message('late, from the old channel'));
    second.next(message('two'));
    channels.next(null);
    second.next(message('after the stop'));
    expect(seen).toEqual([
      { kind: 'live', signal: message('one') },
      { kind: 'live', signal: message('two') },
    ]);
  });

  it('passes commands and a logout straight through, and keeps follow-ups to itself', () => {
    const { inputs, seen } = wire();
    const reply = () => undefined;
    inputs.next({ kind: 'command', name: 'setTheme', args: ['dark'], reply });
    inputs.next({ kind: 'logout', reason: 'unauthorized' });
    inputs.next({ kind: 'countdown', running: false });
    expect(seen.map((input) => input.kind)).toEqual(['command', 'logout']);
  });

  it('ticks only while the countdown runs', () => {
    const { inputs, ticks, seen } = wire();
    ticks.next(1);
    inputs.next({ kind: 'countdown', running: true });
    ticks.next(2);
    ticks.next(3);
    inputs.next({ kind: 'countdown', running: false });
    ticks.next(4);
    expect(seen).toEqual([
      { kind: 'tick', at: 2 },
      { kind: 'tick', at: 3 },
    ]);
  });

  it('gathers refetch requests into one window from the first on, and the next into another', async () => {
    const { inputs, seen, subscription } = wire(30);
    inputs.next({ kind: 'resync', scope: 'cart', reason: 'gap' });
    inputs.next({ kind: 'resync', scope: 'table', reason: 'gap' });
    await new Promise((resolve) => setTimeout(resolve, 60));
    inputs.next({ kind: 'resync', scope: 'cart', reason: 'other' });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(seen).toEqual([
      { kind: 'resyncWindow', scope: 'table', onlyGaps: true },
      { kind: 'resyncWindow', scope: 'cart', onlyGaps: false },
    ]);
    subscription.unsubscribe();
  });

  it('says when the browser goes offline and comes back', () => {
    const { network, seen } = wire();
    network.next(false);
    network.next(true);
    expect(seen).toEqual([
      { kind: 'network', online: false },
      { kind: 'network', online: true },
    ]);
  });
});
