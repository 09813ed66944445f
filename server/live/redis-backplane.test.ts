import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { Envelope } from './backplane.ts';
import { createRedisBackplane } from './redis-backplane.ts';
import { Inbox } from './test-support.ts';

const prefix = `tablefold:test:${randomUUID()}:`;
const backplane = createRedisBackplane({ prefix });
const raw = new Redis();

afterAll(async () => {
  await backplane.close();
  await raw.quit();
});

describe('redis backplane', () => {
  it('publishes on the group channel and drops malformed envelopes', async () => {
    const inbox = new Inbox<Envelope>();
    await backplane.subscribe('table:1', (envelope) => inbox.push(envelope));
    await raw.publish(`${prefix}group:table:1`, 'not json');
    await raw.publish(`${prefix}group:table:1`, '{"origin":1,"payload":"x"}');
    await backplane.publish('table:1', { origin: 's', exclude: 'c', payload: 'p' });
    expect(await inbox.next()).toEqual({ origin: 's', exclude: 'c', payload: 'p' });

    await backplane.unsubscribe('table:1');
    expect(await raw.publish(`${prefix}group:table:1`, '{"origin":"s","payload":"p"}')).toBe(0);
  });
});
