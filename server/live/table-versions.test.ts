import { afterEach, describe, expect, it } from 'vitest';
import type { Backplane } from './backplane.ts';
import { HubConnectionState } from '@microsoft/signalr';
import { issueLiveToken } from './token.ts';
import {
  SECRET,
  connectDiner,
  type Diner,
  nextOfType,
  startHubServer,
  type TestServer,
  tokenFor,
  within,
} from './test-support.ts';

/** A backplane cut off from Redis: nothing it is asked to do ever completes, until it is back. */
const cutOffBackplane = () => {
  let reconnected: (() => void) | undefined;
  const never = () => new Promise<void>(() => undefined);
  const backplane: Backplane = {
    publish: never,
    subscribe: never,
    unsubscribe: never,
    onReconnect: (handler) => {
      reconnected = handler;
    },
    close: async () => undefined,
  };
  return { backplane, comeBack: () => reconnected?.() };
};

const versions = new Map<string, number>([['5', 41]]);
const at = (liveVersion: number) => ({ liveVersion, epoch: 0 });
let server: TestServer;
const diners: Diner[] = [];

const join = async (browserId: string, tableId: string): Promise<Diner> => {
  const diner = await connectDiner(server.base, tokenFor(browserId, tableId));
  diners.push(diner);
  await diner.connection.invoke('JoinTable', tableId);
  return diner;
};

afterEach(async () => {
  await Promise.all(diners.splice(0).map((diner) => diner.connection.stop()));
  await server.stop();
});

describe('table versions and a backplane that is down', () => {
  it('answers JoinTable and delivers locally while Redis hangs; tells everyone when it is back', async () => {
    const cut = cutOffBackplane();
    server = await startHubServer({
      backplane: cut.backplane,
      tableVersions: async (tableIds) =>
        new Map(tableIds.map((id) => [id, at(versions.get(id) ?? 0)])),
      tableVersionIntervalMs: 60_000,
    });
    const timedJoin = async (browserId: string) => {
      const diner = await connectDiner(server.base, tokenFor(browserId, '5'));
      diners.push(diner);
      const started = Date.now();
      await diner.connection.invoke('JoinTable', '5');
      // The subscription never completes, yet the join answers after its bounded wait (1 s).
      expect(Date.now() - started).toBeLessThan(2_500);
      return diner;
    };
    const ada = await timedJoin('browser-ada');
    const bo = await timedJoin('browser-bo');
    // Each diner learns where its table stands on joining.
    expect((await nextOfType(ada.inbox, 'tableVersion')).data).toEqual({ liveVersion: 41 });
    expect((await nextOfType(bo.inbox, 'tableVersion')).data).toEqual({ liveVersion: 41 });

    // A server send resolves at once (the publish hangs in the background) and reaches both.
    await within(server.hub.sendToTable('5', { messageType: 'updateOrder', data: null }), 200);
    await nextOfType(ada.inbox, 'updateOrder');
    await nextOfType(bo.inbox, 'updateOrder');

    // What was published elsewhere meanwhile is lost here: when Redis is back, all are told.
    versions.set('5', 44);
    cut.comeBack();
    expect((await nextOfType(ada.inbox, 'tableVersion')).data).toEqual({ liveVersion: 44 });
    expect((await nextOfType(bo.inbox, 'tableVersion')).data).toEqual({ liveVersion: 44 });
  }, 15_000);

  it('tells every joined diner the table version on a heartbeat', async () => {
    server = await startHubServer({
      tableVersions: async (tableIds) => new Map(tableIds.map((id) => [id, at(7)])),
      tableVersionIntervalMs: 100,
    });
    const ada = await join('browser-ada', '9');
    await nextOfType(ada.inbox, 'tableVersion');
    // Without any change, the next one comes from the heartbeat alone.
    expect((await nextOfType(ada.inbox, 'tableVersion', 2_000)).data).toEqual({ liveVersion: 7 });
  });

  it('ends the connections of a table session that is over, and admits none of its tokens', async () => {
    let epoch = 3;
    server = await startHubServer({
      tableVersions: async (tableIds) =>
        new Map(tableIds.map((id) => [id, { liveVersion: 1, epoch }])),
      tableVersionIntervalMs: 60_000,
    });
    const token = (session: number) =>
      issueLiveToken(
        {
          browserId: 'browser-ada',
          tableId: '12',
          merchantId: '1001',
          exp: Math.floor(Date.now() / 1000) + 600,
          epoch: session,
        },
        SECRET,
      );
    const ada = await connectDiner(server.base, token(3));
    diners.push(ada);
    await ada.connection.invoke('JoinTable', '12');
    const ended = new Promise<Error | undefined>((resolve) => ada.connection.onclose(resolve));
    // The staff cleared the table: the next read ends the old party's connection for good.
    epoch = 4;
    await server.hub.tellTableVersions();
    expect((await within(ended, 3_000, 'the end'))?.message).toMatch(
      /seat at this table has ended/,
    );
    expect(ada.connection.state).toBe(HubConnectionState.Disconnected);
    const refused = await fetch(`${server.base}/live/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token(3)}` },
    });
    expect(refused.status).toBe(401);
    const admitted = await fetch(`${server.base}/live/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token(4)}` },
    });
    expect(admitted.status).toBe(200);
  });
});
