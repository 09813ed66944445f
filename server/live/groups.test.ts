import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { type Backplane, createMemoryBackplane, type Envelope, MemoryBus } from './backplane.ts';
import { type GroupMember, GroupRouter } from './groups.ts';

const logger = pino({ level: 'silent' });

const member = (id: string): GroupMember & { received: string[] } => {
  const received: string[] = [];
  return { id, received, send: (payload) => received.push(payload) };
};

/** Records subscription calls so the reconciliation can be checked. */
const recording = (inner: Backplane): Backplane & { calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    publish: (group, envelope) => inner.publish(group, envelope),
    subscribe: async (group, handler) => {
      calls.push(`+${group}`);
      await inner.subscribe(group, handler);
    },
    unsubscribe: async (group) => {
      calls.push(`-${group}`);
      await inner.unsubscribe(group);
    },
    close: () => inner.close(),
  };
};

describe('GroupRouter', () => {
  it('subscribes with the first local member and unsubscribes after the last', async () => {
    const backplane = recording(createMemoryBackplane());
    const router = new GroupRouter('s1', backplane, logger);
    const [a, b] = [member('a'), member('b')];
    await Promise.all([router.add('g', a), router.add('g', b)]);
    await router.remove('g', a);
    expect(backplane.calls).toEqual(['+g']);
    // A leave racing a join must not leave the group unsubscribed with a member in it.
    const leaving = router.remove('g', b);
    const joining = router.add('g', a);
    await Promise.all([leaving, joining]);
    expect(backplane.calls.at(-1)).toBe('+g');
    await router.close();
    expect(backplane.calls.at(-1)).toBe('-g');
  });

  it('delivers across routers on one bus, minus the excluded sender, once each', async () => {
    const bus = new MemoryBus();
    const one = new GroupRouter('s1', createMemoryBackplane(bus), logger);
    const two = new GroupRouter('s2', createMemoryBackplane(bus), logger);
    const [a, b, c, other] = [member('a'), member('b'), member('c'), member('x')];
    await Promise.all([one.add('g', a), one.add('g', b), two.add('g', c), two.add('h', other)]);
    await one.send('g', 'hello', 'a');
    await Promise.resolve();
    expect([a.received, b.received, c.received, other.received]).toEqual([
      [],
      ['hello'],
      ['hello'],
      [],
    ]);
  });

  it('ignores envelopes it published itself', async () => {
    let handler: ((envelope: Envelope) => void) | undefined;
    const echo: Backplane = {
      publish: async (_group, envelope) => handler?.(envelope),
      subscribe: async (_group, h) => {
        handler = h;
      },
      unsubscribe: async () => undefined,
      close: async () => undefined,
    };
    const router = new GroupRouter('s1', echo, logger);
    const a = member('a');
    await router.add('g', a);
    await router.send('g', 'once');
    handler?.({ origin: 's2', payload: 'remote' });
    expect(a.received).toEqual(['once', 'remote']);
  });
});
