import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type Backplane, createMemoryBackplane, MemoryBus } from './backplane.ts';
import type { LiveHubOptions } from './hub.ts';
import { type PresentDiner, seatsAcross } from './presence.ts';
import { createRedisBackplane } from './redis-backplane.ts';
import {
  connectDiner,
  type Diner,
  eventually,
  type Inbox,
  negotiate,
  nextOfType,
  RawSocket,
  SECRET,
  startHubServer,
  type TestServer,
  within,
} from './test-support.ts';
import { issueLiveToken } from './token.ts';
import type { LiveMessage } from './methods.ts';

const servers: TestServer[] = [];
const diners: Diner[] = [];

afterEach(async () => {
  await Promise.all(diners.splice(0).map((diner) => diner.connection.stop()));
  await Promise.all(servers.splice(0).map((server) => server.stop()));
});

const start = async (options: Partial<LiveHubOptions> = {}): Promise<TestServer> => {
  const server = await startHubServer({ presence: {}, ...options });
  servers.push(server);
  return server;
};

/** A seat's token: a visitor (browserId only), or a member (their id and first name). */
const seatToken = (browserId: string, tableId: string, member?: { id: string; name: string }) =>
  issueLiveToken(
    {
      browserId,
      tableId,
      merchantId: '1001',
      exp: Math.floor(Date.now() / 1000) + 600,
      ...(member === undefined ? {} : { userId: member.id, name: member.name }),
    },
    SECRET,
  );

const join = async (server: TestServer, token: string, tableId: string): Promise<Diner> => {
  const diner = await connectDiner(server.base, token);
  diners.push(diner);
  await diner.connection.invoke('JoinTable', tableId);
  return diner;
};

const leave = async (diner: Diner): Promise<void> => {
  diners.splice(diners.indexOf(diner), 1);
  await diner.connection.stop();
};

/** The presence messages a diner hears until one lists exactly `expected`. */
const hears = async (inbox: Inbox<LiveMessage>, expected: PresentDiner[], ms = 5000) => {
  const deadline = Date.now() + ms;
  let last: unknown = null;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0)
      throw new Error(`never heard ${JSON.stringify(expected)}; last ${JSON.stringify(last)}`);
    const message = await nextOfType(inbox, 'presence', left).catch(() => null);
    if (message === null) continue;
    expect(message.fromBrowserId).toBe('server');
    last = (message.data as { diners: unknown }).diners;
    if (JSON.stringify(last) === JSON.stringify(expected)) return;
  }
};

const ada = { userId: '900001', name: 'Ada' };
const guest = (browserId: string) => ({ userId: browserId, name: null });

describe('presence in one process (no Redis)', () => {
  it('tells the table who is here, in the order they came, as each joins and leaves', async () => {
    const server = await start();
    const amy = await join(
      server,
      seatToken('seat-amy', '1', { id: ada.userId, name: 'Ada' }),
      '1',
    );
    await hears(amy.inbox, [ada]);
    const ben = await join(server, seatToken('seat-ben', '1'), '1');
    await hears(ben.inbox, [ada, guest('seat-ben')]);
    await hears(amy.inbox, [ada, guest('seat-ben')]);
    // Another table hears nothing of this one.
    const cat = await join(server, seatToken('seat-cat', '2'), '2');
    await hears(cat.inbox, [guest('seat-cat')]);
    expect(server.hub.present('1')).toEqual([ada, guest('seat-ben')]);

    await leave(ben);
    await hears(amy.inbox, [ada]);
    await server.hub.sendToTable('2', { messageType: 'marker', data: null });
    expect(await cat.inbox.next()).toMatchObject({ messageType: 'marker' });
  });

  it('counts a diner on two phones once, and keeps them while one phone stays', async () => {
    const server = await start();
    const first = await join(
      server,
      seatToken('seat-amy', '1', { id: ada.userId, name: 'Ada' }),
      '1',
    );
    const second = await join(
      server,
      seatToken('seat-amy-2', '1', { id: ada.userId, name: 'Ada' }),
      '1',
    );
    const ben = await join(server, seatToken('seat-ben', '1'), '1');
    await hears(ben.inbox, [ada, guest('seat-ben')]);
    await leave(first);
    await leave(second);
    await hears(ben.inbox, [guest('seat-ben')]);
  });

  it('tells a seat’s second tab, and a tab reloaded beside it, who is here: their join changes no list', async () => {
    const server = await start();
    await join(server, seatToken('seat-ben', '1'), '1');
    const tab = await join(
      server,
      seatToken('seat-amy', '1', { id: ada.userId, name: 'Ada' }),
      '1',
    );
    await hears(tab.inbox, [guest('seat-ben'), ada]);
    const secondTab = await join(
      server,
      seatToken('seat-amy', '1', { id: ada.userId, name: 'Ada' }),
      '1',
    );
    await hears(secondTab.inbox, [guest('seat-ben'), ada]);
    // The first tab reloads while the second stays: its new connection is told too.
    await leave(tab);
    const reloaded = await join(
      server,
      seatToken('seat-amy', '1', { id: ada.userId, name: 'Ada' }),
      '1',
    );
    await hears(reloaded.inbox, [guest('seat-ben'), ada]);
  });

  it('shows a seat as one diner, the one its newest connection speaks for', async () => {
    const server = await start();
    const ben = await join(server, seatToken('seat-ben', '1'), '1');
    // One phone's seat made guests and speaks for each: the table sees one diner there.
    const names = ['Alice', 'Bob', 'Server (staff)'];
    const posing: Diner[] = [];
    for (const [index, name] of names.entries())
      posing.push(
        await join(server, seatToken('seat-mal', '1', { id: `90010${index}`, name }), '1'),
      );
    const newest = { userId: '900102', name: 'Server (staff)' };
    await hears(ben.inbox, [guest('seat-ben'), newest]);
    expect(server.hub.present('1')).toEqual([guest('seat-ben'), newest]);
    expect(server.hub.dinersAt('1')).toBe(2);
    // The newest gone, the seat is the one it spoke for before.
    const last = posing.pop();
    if (last !== undefined) await leave(last);
    await hears(ben.inbox, [guest('seat-ben'), { userId: '900101', name: 'Bob' }]);
  });

  it('keeps the place of a diner whose connection starts again, while the table is not empty', async () => {
    const server = await start();
    const amy = await join(server, seatToken('seat-amy', '1'), '1');
    const ben = await join(server, seatToken('seat-ben', '1'), '1');
    await hears(amy.inbox, [guest('seat-amy'), guest('seat-ben')]);
    // Amy's phone reconnects (a language switch, a network change): she is still first.
    await leave(amy);
    await hears(ben.inbox, [guest('seat-ben')]);
    const again = await join(server, seatToken('seat-amy', '1'), '1');
    await hears(again.inbox, [guest('seat-amy'), guest('seat-ben')]);
    await hears(ben.inbox, [guest('seat-amy'), guest('seat-ben')]);
  });

  it('drops a diner whose connection falls silent, within the hub timeout', async () => {
    const server = await start({ clientTimeoutMs: 600, pingIntervalMs: 100 });
    const amy = await connectDiner(server.base, seatToken('seat-amy', '1'));
    diners.push(amy);
    // Amy's phone keeps speaking (its pings), so only the silent one times out.
    amy.connection.keepAliveIntervalInMilliseconds = 100;
    await amy.connection.invoke('JoinTable', '1');
    // A raw client that joins, then never speaks again (a phone that lost its network).
    const raw = await RawSocket.open(
      server.base,
      await negotiate(server.base, seatToken('seat-ben', '1')),
    );
    raw.socket.send('{"protocol":"json","version":1}\u001e');
    raw.socket.send('{"type":1,"target":"JoinTable","arguments":["1"]}\u001e');
    await hears(amy.inbox, [guest('seat-amy'), guest('seat-ben')]);
    const silentSince = Date.now();
    await hears(amy.inbox, [guest('seat-amy')], 3000);
    expect(Date.now() - silentSince).toBeLessThan(1500);
    raw.socket.terminate();
  });

  it('is nothing a diner can send', async () => {
    const server = await start();
    const mallory = await join(server, seatToken('seat-mallory', '1'), '1');
    await expect(
      mallory.connection.invoke('SendToTable', 'presence', { diners: [ada] }),
    ).rejects.toThrow("'presence' is not a diner's message.");
    await expect(mallory.connection.invoke('Present', ada)).rejects.toThrow(/Unknown hub method/);
    expect(server.hub.present('1')).toEqual([guest('seat-mallory')]);
  });
});

describe('presence across servers', () => {
  it('joins two servers on one bus, and forgets a server that stops saying it is alive', async () => {
    const bus = new MemoryBus();
    let now = 0;
    const clock = () => now;
    const presence = { aliveIntervalMs: 50, expireMs: 1000, clock };
    const east = await start({ backplane: createMemoryBackplane(bus), presence });
    const westLine = cuttable(createMemoryBackplane(bus));
    const west = await start({ backplane: westLine.backplane, presence });
    const amy = await join(east, seatToken('seat-amy', '1'), '1');
    now = 10;
    const ben = await join(west, seatToken('seat-ben', '1'), '1');
    await hears(ben.inbox, [guest('seat-amy'), guest('seat-ben')]);
    await hears(amy.inbox, [guest('seat-amy'), guest('seat-ben')]);

    // West is cut off without a word (its process died): east forgets its diners once it has
    // been silent for expireMs.
    westLine.cut();
    now = 5000;
    await hears(amy.inbox, [guest('seat-amy')], 3000);
  });
  it('shows a seat whose connections went to two servers as one diner, its newest', async () => {
    const bus = new MemoryBus();
    let now = 0;
    const presence = { aliveIntervalMs: 50, expireMs: 60_000, clock: () => now };
    const east = await start({ backplane: createMemoryBackplane(bus), presence });
    const west = await start({ backplane: createMemoryBackplane(bus), presence });
    const ben = await join(east, seatToken('seat-ben', '1'), '1');
    now = 10;
    const alice = await join(
      west,
      seatToken('seat-mal', '1', { id: '900100', name: 'Alice' }),
      '1',
    );
    await hears(ben.inbox, [guest('seat-ben'), { userId: '900100', name: 'Alice' }]);
    now = 20;
    // The same seat speaks for another guest through the other server: still one diner there.
    await join(east, seatToken('seat-mal', '1', { id: '900101', name: 'Bob' }), '1');
    await hears(ben.inbox, [guest('seat-ben'), { userId: '900101', name: 'Bob' }]);
    await hears(alice.inbox, [guest('seat-ben'), { userId: '900101', name: 'Bob' }]);
  });
});

describe('the floor’s counts across servers (the staff console asks any server)', () => {
  it('counts a table’s diners on a server that seats none there, a newcomer server too, a member on two phones once', async () => {
    const bus = new MemoryBus();
    // No beat within the test: what a server knows comes from the words of each change, and a
    // server that starts later learns it by asking.
    const presence = { aliveIntervalMs: 60_000 };
    const east = await start({ backplane: createMemoryBackplane(bus), presence });
    const west = await start({ backplane: createMemoryBackplane(bus), presence });
    const member = { id: ada.userId, name: 'Ada' };
    const adaPhone = await join(east, seatToken('seat-ada', '3', member), '3');
    await eventually(() => west.hub.dinersAt('3') === 1);
    expect(east.hub.dinersAt('3')).toBe(1);
    expect(west.hub.present('3')).toEqual([]);

    const north = await start({ backplane: createMemoryBackplane(bus), presence });
    await eventually(() => north.hub.dinersAt('3') === 1);
    const adaTablet = await join(west, seatToken('seat-ada-2', '3', member), '3');
    const ben = await join(west, seatToken('seat-ben', '3'), '3');
    await eventually(() => north.hub.dinersAt('3') === 2);
    expect(east.hub.dinersAt('3')).toBe(2);
    expect(north.hub.dinersAt('4')).toBe(0);

    await leave(adaPhone);
    await leave(ben);
    await eventually(() => north.hub.dinersAt('3') === 1);
    await leave(adaTablet);
    await eventually(() => north.hub.dinersAt('3') === 0 && east.hub.dinersAt('3') === 0);
  });

  it('forgets the diners of a server that stops saying it is alive', async () => {
    const bus = new MemoryBus();
    let now = 0;
    const presence = { aliveIntervalMs: 50, expireMs: 1000, clock: () => now };
    const eastLine = cuttable(createMemoryBackplane(bus));
    const east = await start({ backplane: eastLine.backplane, presence });
    const west = await start({ backplane: createMemoryBackplane(bus), presence });
    await join(east, seatToken('seat-amy', '5'), '5');
    await eventually(() => west.hub.dinersAt('5') === 1);
    eastLine.cut();
    now = 5000;
    await eventually(() => west.hub.dinersAt('5') === 0);
  });

  it('takes nothing odd a server says for a count', async () => {
    const bus = new MemoryBus();
    const west = await start({ backplane: createMemoryBackplane(bus) });
    const stranger = createMemoryBackplane(bus);
    const say = (word: unknown) =>
      stranger.publish('presence', { origin: 'stranger', payload: JSON.stringify(word) });
    await say({ o: 'old', t: 'alive' });
    await say({ o: 'odd', t: 'alive', s: { '6': ['a', 2], '7': 'b', '8': ['c'] } });
    await say({ o: 'odd2', t: 'seated', table: 6, u: ['x'] });
    await say({ o: 'odd3', t: 'seated', table: '6', u: [{}] });
    await say('not a word');
    await eventually(() => west.hub.dinersAt('8') === 1);
    expect(west.hub.dinersAt('6')).toBe(0);
    expect(west.hub.dinersAt('7')).toBe(0);
    // A publish retried after a newer one (numbered lower) changes nothing.
    await say({ o: 'retry', t: 'seated', table: '9', u: ['a', 'b'], n: 2 });
    await say({ o: 'retry', t: 'seated', table: '9', u: [], n: 1 });
    await eventually(() => west.hub.dinersAt('9') === 2);
    await say({ o: 'retry', t: 'alive', s: {}, n: 3 });
    await eventually(() => west.hub.dinersAt('9') === 0);
    await stranger.close();
  });

  it('counts what a server serving the table reported there, though it says no floor words (an older one)', async () => {
    const bus = new MemoryBus();
    const west = await start({ backplane: createMemoryBackplane(bus) });
    await join(west, seatToken('seat-amy', '10'), '10');
    const older = createMemoryBackplane(bus);
    await older.publish('presence:10', {
      origin: 'older',
      payload: JSON.stringify({
        o: 'older',
        t: 'report',
        d: [{ userId: 'seat-old', name: null, since: 1 }],
      }),
    });
    await eventually(() => west.hub.dinersAt('10') === 2);
    await older.close();
  });
});

describe('table reports arrive out of order', () => {
  it('drops a report retried after a newer one from the same server', async () => {
    const bus = new MemoryBus();
    const west = await start({ backplane: createMemoryBackplane(bus) });
    await join(west, seatToken('seat-amy', '11'), '11');
    const east = createMemoryBackplane(bus);
    const report = (n: number, userIds: string[]) =>
      east.publish('presence:11', {
        origin: 'east',
        payload: JSON.stringify({
          o: 'east',
          t: 'report',
          d: userIds.map((userId, since) => ({ userId, name: null, since })),
          n,
        }),
      });
    await report(2, ['seat-ben', 'seat-cat']);
    await eventually(() => west.hub.present('11').length === 3);
    await report(3, ['seat-ben']);
    await eventually(() => west.hub.present('11').length === 2);
    // The retried older report, then a word the test can wait for: the report was heard by then.
    await report(2, ['seat-ben', 'seat-cat']);
    await east.publish('presence', {
      origin: 'east',
      payload: JSON.stringify({ o: 'east', t: 'seated', table: '12', u: ['seat-dan'], n: 1 }),
    });
    await eventually(() => west.hub.dinersAt('12') === 1);
    expect(west.hub.present('11').map((diner) => diner.userId)).toEqual(['seat-ben', 'seat-amy']);
    expect(west.hub.dinersAt('11')).toBe(2);
    await east.close();
  });
});

/** A backplane whose publishes stop going out, as a process that died says nothing more. */
const cuttable = (inner: Backplane) => {
  let cut = false;
  const backplane: Backplane = {
    publish: (group, envelope) => (cut ? Promise.resolve() : inner.publish(group, envelope)),
    subscribe: (group, handler) => inner.subscribe(group, handler),
    unsubscribe: (group) => inner.unsubscribe(group),
    close: () => inner.close(),
  };
  return { backplane, cut: () => (cut = true) };
};

const redisReachable = await (async () => {
  const probe = createRedisBackplane({ prefix: `tablefold:probe:${randomUUID()}:` });
  try {
    await within(
      probe.subscribe('probe', () => undefined),
      2000,
      'redis',
    );
    return true;
  } catch {
    return false;
  } finally {
    await probe.close();
  }
})();

describe.skipIf(!redisReachable && !process.env.CI)('presence across two hubs on Redis', () => {
  it('tells each table the diners of both servers, and a leave on one reaches the other', async () => {
    const prefix = `tablefold:test:${randomUUID()}:`;
    const backplanes: Backplane[] = [
      createRedisBackplane({ prefix }),
      createRedisBackplane({ prefix }),
    ];
    const [east, west] = [
      await start({ backplane: backplanes[0] }),
      await start({ backplane: backplanes[1] }),
    ];
    const amy = await join(east, seatToken('seat-amy', '7', { id: ada.userId, name: 'Ada' }), '7');
    const ben = await join(west, seatToken('seat-ben', '7'), '7');
    await hears(amy.inbox, [ada, guest('seat-ben')]);
    await hears(ben.inbox, [ada, guest('seat-ben')]);
    const cat = await join(east, seatToken('seat-cat', '7'), '7');
    await hears(ben.inbox, [ada, guest('seat-ben'), guest('seat-cat')]);
    await hears(cat.inbox, [ada, guest('seat-ben'), guest('seat-cat')]);
    await leave(ben);
    await hears(amy.inbox, [ada, guest('seat-cat')]);
    expect(east.hub.present('7')).toEqual([ada, guest('seat-cat')]);
  });
});

describe('a seat across processes', () => {
  it('is its newest connection’s diner, and a tie of two clocks goes one way on every process', () => {
    const bob = { userId: '900101', name: 'Bob', since: 1, seat: 'seat-mal', newest: 20 };
    const amy = { userId: '900100', name: 'Amy', since: 1, seat: 'seat-mal', newest: 10 };
    expect(seatsAcross([[amy], [bob]])).toEqual([bob]);
    expect(seatsAcross([[bob], [amy]])).toEqual([bob]);
    const tied = { ...amy, newest: 20 };
    expect(seatsAcross([[tied], [bob]])).toEqual(seatsAcross([[bob], [tied]]));
    // An older process's report names no seat: each of its diners counts as one.
    const older = { userId: 'seat-old', name: null, since: 2 };
    expect(seatsAcross([[older], [bob]])).toEqual([bob, older]);
  });
});
