import { type HubConnection, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { call } from '../../../server/test-support/client.ts';

/** A diner who scanned a table's QR code: its table and seat (docs/security.md). */
export interface Seat {
  readonly server: string;
  readonly merchantId: string;
  readonly tableId: string;
  readonly token: string;
  readonly dinerId: string;
}

/** Scanning the table's QR code, as the app does, for a browser id of the caller's choosing. */
export const sitDown = async (
  server: string,
  merchantId: string,
  qrcodeId: string,
  browserId: string,
): Promise<Seat> => {
  const scanned = await call<{ tableId: string; seat: { token: string; dinerId: string } }>(
    server,
    'GET',
    `/api/merchant/table/qrcode/info/${qrcodeId}?browserId=${browserId}`,
    { merchantId, seat: null },
  );
  if (!scanned.body.success) throw new Error(`scan for ${browserId}: ${scanned.text}`);
  const { tableId, seat } = scanned.body.data;
  return {
    server,
    merchantId,
    tableId: String(tableId),
    token: seat.token,
    dinerId: String(seat.dinerId),
  };
};

/** The headers of every table-scoped call this diner makes. */
export const seatHeaders = (seat: Seat) => ({
  merchantId: seat.merchantId,
  tableId: seat.tableId,
  seat: seat.token,
});

/**
 * The table's live channel as the official client opens it: negotiate for a hub URL (absolute
 * here, as in the app's worker), connect and join. `onMessage` is set before the join, so the
 * join's own `tableVersion` is heard.
 */
export const openLiveChannel = async (
  seat: Seat,
  onMessage: (message: { messageType: string; data: unknown }) => void,
): Promise<HubConnection> => {
  const negotiated = await call<string>(
    seat.server,
    'GET',
    `/api/system/web-pub-sub/scan-order-negotiate?userId=${seat.dinerId}&tableId=${seat.tableId}`,
    seatHeaders(seat),
  );
  if (!negotiated.body.success) throw new Error(`negotiate: ${negotiated.text}`);
  const connection = new HubConnectionBuilder()
    .withUrl(new URL(negotiated.body.data, seat.server).href)
    .withAutomaticReconnect([0, 200, 500, 1000, 1000, 1000])
    .configureLogging(LogLevel.None)
    .build();
  connection.on('ReceiveMessage', onMessage);
  connection.onreconnected(() => void connection.invoke('JoinTable', seat.tableId));
  await connection.start();
  await connection.invoke('JoinTable', seat.tableId);
  return connection;
};
