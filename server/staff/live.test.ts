import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { describe, expect, it } from 'vitest';
import { Inbox, eventually, nextOfType, within } from '../live/test-support.ts';
import type { LiveMessage } from '../live/methods.ts';
import { fixture } from '../test-support/fixtures.ts';
import { staff, useWiredStaffServer } from './test-kit.ts';

const wired = useWiredStaffServer();
const table = fixture.tables[0].id;

const diner = async (browserId: string) => {
  const url = wired.server.live.hubUrlFor({
    browserId,
    tableId: table,
    merchantId: fixture.merchantId,
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
  });
  const connection = new HubConnectionBuilder()
    .withUrl(url)
    .configureLogging(LogLevel.None)
    .build();
  const inbox = new Inbox<LiveMessage>();
  connection.on('ReceiveMessage', (message: LiveMessage) => inbox.push(message));
  await within(connection.start(), 5000, 'connection start');
  await connection.invoke('JoinTable', table);
  return { connection, inbox };
};

describe('staff changes reach the table through the wired hub', () => {
  it('counts diners present and delivers clear-table and menu notices', async () => {
    const ada = await diner('browser-ada');
    try {
      const tables = await staff<{ id: number; dinersPresent: number | null }[]>(
        wired.server.listenUrl,
        'GET',
        '/tables',
      );
      const byId = new Map(tables.body.data.map((entry) => [String(entry.id), entry]));
      expect(byId.get(table)?.dinersPresent).toBe(1);
      expect(byId.get(fixture.tables[1].id)?.dinersPresent).toBe(0);

      await staff(wired.server.listenUrl, 'POST', `/tables/${table}/clear`);
      expect(await nextOfType(ada.inbox, 'closeInactiveDialog')).toEqual({
        fromBrowserId: 'server',
        messageType: 'closeInactiveDialog',
        data: { shouldClearCart: true, liveVersion: expect.any(Number), changedBy: null },
      });
      await staff(
        wired.server.listenUrl,
        'POST',
        `/products/${fixture.products.fish.id}/availability`,
        {
          body: { soldOut: true },
        },
      );
      expect(await nextOfType(ada.inbox, 'menuChanged')).toEqual({
        fromBrowserId: 'server',
        messageType: 'menuChanged',
        data: { productIds: ['703'] },
      });
    } finally {
      await ada.connection.stop();
    }
    await eventually(() => wired.server.hub.groupSize(table) === 0);
  }, 30_000);
});
