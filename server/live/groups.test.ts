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
    one.send('g', 'hello', 'a');
    await one.flushed();
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
    router.send('g', 'once');
    await router.flushed();
    handler?.({ origin: 's2', payload: 'remote' });
    expect(a.received).toEqual(['once', 'remote']);
  });

  it('retries a publish Redis refused, and a subscription Redis gave up on', async () => {
    const bus = new MemoryBus();
    const inner = createMemoryBackplane(bus);
    let refusals = { publish: 1, subscribe: 0 };
    const flaky: Backplane = {
      publish: async (group, envelope) => {
        if (refusals.publish-- > 0) throw new Error('Reached the max retries per request limit');
        await inner.publish(group, envelope);
      },
      subscribe: async (group, handler) => {
        if (refusals.subscribe-- > 0) throw new Error('Reached the max retries per request limit');
        await inner.subscribe(group, handler);
      },
      unsubscribe: (group) => inner.unsubscribe(group),
      close: () => inner.close(),
    };
    const here = new GroupRouter('s1', flaky, logger);
    const there = new GroupRouter('s2', createMemoryBackplane(bus), logger);
    const [a, b] = [member('a'), member('b')];
    await there.add('g', b);
    await here.add('g', a);
    here.send('g', 'after a refusal');
    await here.flushed();
    expect(b.received).toEqual(['after a refusal']);

    // The next subscription is refused once; the group is heard all the same a moment later.
    refusals = { publish: 0, subscribe: 1 };
    const c = member('c');
    await expect(here.add('h', c)).rejects.toThrow(/max retries/);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const d = member('d');
    await there.add('h', d);
    there.send('h', 'heard');
    await there.flushed();
    await Promise.resolve();
    expect(c.received).toEqual(['heard']);
    await Promise.all([here.close(), there.close()]);
  });
});
