import { describe, expect, it } from 'vitest';
import { getCart, line, putLines } from '../cart/test-kit.ts';
import { STAFF_ACCESS_ENDED } from '../live/staff-access.ts';
import { connectUrl, nextOfType, within } from '../live/test-support.ts';
import { rawCall } from '../merchants/raw-call.ts';
import { fixture } from '../test-support/fixtures.ts';
import { hashStaffToken, insertStaffToken } from './auth.ts';
import { otherStaffToken, staff, useWiredStaffServer } from './test-kit.ts';

const wired = useWiredStaffServer();
const table = fixture.tables[1].id;

const consoleUrl = async (token?: string) => {
  const reply = await staff<{ url: string }>(wired.server.listenUrl, 'GET', '/live', { token });
  expect(reply.body.code).toBe(0);
  return reply.body.data.url;
};

/** A diner's hub address at the table, as the seat's negotiate would give it. */
const dinerUrl = (browserId: string) =>
  wired.server.live.hubUrlFor({
    browserId,
    tableId: table,
    merchantId: fixture.merchantId,
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
  });

describe('the staff feed', () => {
  it('tells a joining console every table’s version, then each change of its merchant’s tables', async () => {
    const lotus = await connectUrl(await consoleUrl());
    const harbour = await connectUrl(await consoleUrl(otherStaffToken));
    try {
      await lotus.connection.invoke('JoinStaff');
      await harbour.connection.invoke('JoinStaff');
      const versions = await nextOfType(lotus.inbox, 'tableVersions');
      const known = (versions.data as { versions: Record<string, number> }).versions;
      expect(Object.keys(known)).toContain(table);

      // A diner's write: the console hears which table changed, at which version, not the cart.
      const version = (await getCart(wired.server.listenUrl, table)).body.data.cartRowVersion;
      await putLines(wired.server.listenUrl, table, { guestId: 'g-feed' }, version, [
        line(fixture.products.dumplings.id, 1),
      ]);
      const changed = await nextOfType(lotus.inbox, 'tableChanged');
      expect(changed).toEqual({
        fromBrowserId: 'server',
        messageType: 'tableChanged',
        data: {
          tableId: table,
          liveVersion: expect.any(Number),
          messageType: 'addOrDecreaseCartItem',
        },
      });
      expect((changed.data as { liveVersion: number }).liveVersion).toBeGreaterThan(
        known[table] ?? 0,
      );

      // A staff action too; another merchant's console hears nothing of this one's tables.
      await staff(wired.server.listenUrl, 'POST', `/tables/${table}/clear`);
      expect((await nextOfType(lotus.inbox, 'tableChanged')).data).toMatchObject({
        tableId: table,
        messageType: 'closeInactiveDialog',
      });
      await nextOfType(harbour.inbox, 'tableVersions');
      await expect(harbour.inbox.next(300)).rejects.toThrow();
    } finally {
      await lotus.connection.stop();
      await harbour.connection.stop();
    }
  }, 30_000);

  it('tells the consoles when a diner comes to a table and when they go', async () => {
    const console = await connectUrl(await consoleUrl());
    const diner = await connectUrl(dinerUrl('browser-presence'));
    try {
      await console.connection.invoke('JoinStaff');
      await nextOfType(console.inbox, 'tableVersions');
      await diner.connection.invoke('JoinTable', table);
      expect(await nextOfType(console.inbox, 'presenceChanged')).toEqual({
        fromBrowserId: 'server',
        messageType: 'presenceChanged',
        data: { tableId: table },
      });
      const floor = await staff<{ id: number; dinersPresent: number | null }[]>(
        wired.server.listenUrl,
        'GET',
        '/tables',
      );
      const here = floor.body.data.find((entry) => String(entry.id) === table);
      expect(here?.dinersPresent).toBe(1);
      await diner.connection.stop();
      expect((await nextOfType(console.inbox, 'presenceChanged')).data).toEqual({ tableId: table });
    } finally {
      await console.connection.stop();
      await diner.connection.stop();
    }
  }, 30_000);

  it('gathers a diner coming and going in a loop into a notice a second', async () => {
    const console = await connectUrl(await consoleUrl());
    const loopUrl = dinerUrl('browser-loop');
    try {
      await console.connection.invoke('JoinStaff');
      await nextOfType(console.inbox, 'tableVersions');
      const started = Date.now();
      for (let cycle = 0; cycle < 6; cycle += 1) {
        const diner = await connectUrl(loopUrl);
        await diner.connection.invoke('JoinTable', table);
        await diner.connection.stop();
      }
      const seconds = (Date.now() - started) / 1000;
      // Twelve changes of the table's diners; one notice per second they took, and one after.
      let notices = 0;
      for (;;) {
        const heard = await nextOfType(console.inbox, 'presenceChanged', 2_500).catch(() => null);
        if (heard === null) break;
        notices += 1;
      }
      expect(notices).toBeGreaterThan(0);
      expect(notices).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    } finally {
      await console.connection.stop();
    }
  }, 30_000);

  it('refuses what a console or a diner may not do', async () => {
    const url = await consoleUrl();
    // Another merchant's in-store server (its host) does not know this merchant's token.
    const hub = new URL(url);
    const negotiate = (host: string) =>
      rawCall(wired.server.listenUrl, 'POST', `${hub.pathname}/negotiate${hub.search}`, {
        host: `${host}:${hub.port}`,
      });
    expect((await negotiate('2002.localhost')).status).toBe(401);
    expect((await negotiate('1001.localhost')).status).toBe(200);
    const refusedUrl = await staff(wired.server.listenUrl, 'GET', '/live', { token: null });
    expect(refusedUrl.status).toBe(401);

    const console = await connectUrl(url);
    const diner = await connectUrl(dinerUrl('browser-ada'));
    try {
      await expect(console.connection.invoke('JoinTable', table)).rejects.toThrow(
        'a staff console joins with JoinStaff',
      );
      await expect(
        console.connection.invoke('SendToTable', 'addOrDecreaseCartItem', {}),
      ).rejects.toThrow('a staff console sends nothing');
      await expect(console.connection.invoke('JoinStaff', 'extra')).rejects.toThrow(
        'JoinStaff takes no arguments.',
      );
      await expect(diner.connection.invoke('JoinStaff')).rejects.toThrow('not a staff console');
      await console.connection.invoke('JoinStaff');
      await expect(console.connection.invoke('JoinStaff')).rejects.toThrow('already joined');
    } finally {
      await console.connection.stop();
      await diner.connection.stop();
    }
  }, 30_000);

  it('ends a console’s feed once its staff token is revoked, and its URL opens nothing more', async () => {
    const token = 'tfstaff_revoked-in-a-test';
    await insertStaffToken(wired.server.db, fixture.merchantId, token, 'a tablet that was lost');
    const url = await consoleUrl(token);
    const tablet = await connectUrl(url);
    const closed = new Promise<Error | undefined>((resolve) => tablet.connection.onclose(resolve));
    await tablet.connection.invoke('JoinStaff');
    await nextOfType(tablet.inbox, 'tableVersions');
    // The token's row goes: the feed ends within the hub's next look, without a reconnect.
    await wired.server.db.query('delete from staff_tokens where token_hash = $1', [
      hashStaffToken(token),
    ]);
    const ended = await within(closed, 15_000, 'the feed to end');
    expect(ended?.message).toContain(STAFF_ACCESS_ENDED);
    const again = await fetch(url.replace('/live?', '/live/negotiate?negotiateVersion=1&'), {
      method: 'POST',
    });
    expect(again.status).toBe(401);
    // Told as what it is, not as a diner's seat that ended.
    expect(((await again.json()) as { error: string }).error).toBe(STAFF_ACCESS_ENDED);
    // The merchant's other consoles are not touched.
    const other = await connectUrl(await consoleUrl());
    await other.connection.invoke('JoinStaff');
    await nextOfType(other.inbox, 'tableVersions');
    await other.connection.stop();
  }, 30_000);
});
