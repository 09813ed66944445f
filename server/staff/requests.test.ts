import { describe, expect, it } from 'vitest';
import { connectUrl, nextOfType } from '../live/test-support.ts';
import { extraTable } from '../orders/test-kit.ts';
import { call } from '../test-support/client.ts';
import { fixture } from '../test-support/fixtures.ts';
import type { StaffRequest } from './requests.ts';
import { otherStaffToken, staff, useWiredStaffServer } from './test-kit.ts';

const wired = useWiredStaffServer();
const table = fixture.tables[0].id;

const askForCode = (tableId: string) =>
  call(wired.server.listenUrl, 'POST', '/api/merchant/message/send-order-code-message', {
    tableId,
    body: { tableId: Number(tableId) },
  });
const requestsOf = async (tableId: string): Promise<StaffRequest[]> => {
  const tables = await staff<{ id: string; requests: StaffRequest[] }[]>(
    wired.server.listenUrl,
    'GET',
    '/tables',
  );
  const requests = tables.body.data.find((entry) => String(entry.id) === tableId)?.requests ?? [];
  // The API writes ids as JSON numbers (docs/decisions.md); compare them as the console reads them.
  return requests.map((request) => ({
    ...request,
    id: String(request.id),
    tableId: String(request.tableId),
  }));
};
const acknowledge = (id: string, token?: string) =>
  staff<{ id: string; tableId: string; acknowledgedAt: string }>(
    wired.server.listenUrl,
    'POST',
    `/requests/${id}/acknowledge`,
    { token },
  );

describe('a diner asks the staff for the order code', () => {
  it('opens one request a table, counts asking again, reaches the consoles live, and is acknowledged', async () => {
    const console = await connectUrl(
      (await staff<{ url: string }>(wired.server.listenUrl, 'GET', '/live')).body.data.url,
    );
    try {
      await console.connection.invoke('JoinStaff');
      expect((await askForCode(table)).body.code).toBe(0);
      expect(await nextOfType(console.inbox, 'requestsChanged')).toMatchObject({
        data: { tableId: table },
      });
      await askForCode(table);
      const [open, ...more] = await requestsOf(table);
      expect(more).toEqual([]);
      expect(open).toMatchObject({ tableId: table, kind: 'orderCode', times: 2 });
      expect(Date.parse(open?.askedAt ?? '')).toBeGreaterThanOrEqual(
        Date.parse(open?.firstAskedAt ?? ''),
      );

      const done = await acknowledge(String(open?.id));
      expect(done.status).toBe(200);
      expect(String(done.body.data.tableId)).toBe(table);
      expect(await nextOfType(console.inbox, 'requestsChanged')).toMatchObject({
        data: { tableId: table },
      });
      expect(await requestsOf(table)).toEqual([]);
      // A second console acknowledging the same request changes nothing.
      const again = await acknowledge(String(open?.id));
      expect(again.body.data.acknowledgedAt).toBe(done.body.data.acknowledgedAt);

      // Asking after the staff dealt with it opens a new request.
      await askForCode(table);
      expect((await requestsOf(table)).map((request) => request.times)).toEqual([1]);
    } finally {
      await console.connection.stop();
    }
  }, 30_000);

  it('refuses another merchant’s staff, unknown ids, malformed ids and no token', async () => {
    expect((await askForCode(fixture.tables[1].id)).body.code).toBe(0);
    const [open] = await requestsOf(fixture.tables[1].id);
    const id = String(open?.id);
    expect((await acknowledge(id, otherStaffToken)).status).toBe(404);
    expect((await acknowledge('999999999')).status).toBe(404);
    expect((await acknowledge('not-an-id')).status).toBe(400);
    expect((await acknowledge('99999999999999999999')).status).toBe(400);
    const anonymous = await staff(wired.server.listenUrl, 'POST', `/requests/${id}/acknowledge`, {
      token: null,
    });
    expect(anonymous.status).toBe(401);
    expect(await requestsOf(fixture.tables[1].id)).toHaveLength(1);
    // A diner with no seat at the table cannot open a request for it.
    const unseated = await call(
      wired.server.listenUrl,
      'POST',
      '/api/merchant/message/send-order-code-message',
      { tableId: extraTable(2), seat: null, body: { tableId: Number(extraTable(2)) } },
    );
    expect(unseated.status).toBe(403);
    expect(await requestsOf(extraTable(2))).toEqual([]);
  });
});

describe('a diner calls the staff to the table', () => {
  const callStaff = (tableId: string, seat?: null) =>
    call(wired.server.listenUrl, 'POST', '/api/merchant/message/call-staff', {
      tableId,
      ...(seat === null ? { seat } : {}),
      body: { tableId: Number(tableId) },
    });

  it('opens a request of its own beside the order code, counted, live, and acknowledged', async () => {
    const tableId = extraTable(3);
    const console = await connectUrl(
      (await staff<{ url: string }>(wired.server.listenUrl, 'GET', '/live')).body.data.url,
    );
    try {
      await console.connection.invoke('JoinStaff');
      expect((await callStaff(tableId)).body.code).toBe(0);
      expect(await nextOfType(console.inbox, 'requestsChanged')).toMatchObject({
        data: { tableId },
      });
      await askForCode(tableId);
      await callStaff(tableId);
      const open = await requestsOf(tableId);
      expect(open.map(({ kind, times }) => ({ kind, times }))).toEqual([
        { kind: 'callStaff', times: 2 },
        { kind: 'orderCode', times: 1 },
      ]);
      const call = open.find((request) => request.kind === 'callStaff');
      expect((await acknowledge(String(call?.id))).status).toBe(200);
      expect((await requestsOf(tableId)).map((request) => request.kind)).toEqual(['orderCode']);
    } finally {
      await console.connection.stop();
    }
  }, 30_000);

  it('is closed when the staff clear the table for the next party, and the consoles hear it', async () => {
    const tableId = extraTable(5);
    expect((await callStaff(tableId)).body.code).toBe(0);
    await askForCode(tableId);
    expect(await requestsOf(tableId)).toHaveLength(2);
    const console = await connectUrl(
      (await staff<{ url: string }>(wired.server.listenUrl, 'GET', '/live')).body.data.url,
    );
    try {
      await console.connection.invoke('JoinStaff');
      expect((await staff(wired.server.listenUrl, 'POST', `/tables/${tableId}/clear`)).status).toBe(
        200,
      );
      // Before, the last party's call stayed on every console and sent the staff to strangers.
      expect(await requestsOf(tableId)).toEqual([]);
      expect(await nextOfType(console.inbox, 'requestsChanged')).toMatchObject({
        data: { tableId },
      });
    } finally {
      await console.connection.stop();
    }
  }, 30_000);

  it('is refused without a seat at the table, and after too many calls', async () => {
    const tableId = extraTable(4);
    expect((await callStaff(tableId, null)).status).toBe(403);
    expect(await requestsOf(tableId)).toEqual([]);
    const codes: number[] = [];
    for (let n = 0; n < 5; n += 1) codes.push((await callStaff(tableId)).body.code);
    expect(codes.slice(0, 3)).toEqual([0, 0, 0]);
    expect(codes.at(-1)).not.toBe(0);
    expect((await requestsOf(tableId)).map((request) => request.times)).toEqual([3]);
  });
});
