import { type HubConnection, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';

interface Envelope<T> {
  readonly code: number;
  readonly data: T;
}

/** Someone at the table with a script instead of the app: a real seat, the official client. */
export interface ScriptedDiner {
  readonly connection: HubConnection;
  /** Resolves when the server ends the connection (an error says why). */
  readonly closed: Promise<Error | undefined>;
}

export const scriptedDiner = async (baseUrl: string, qrcodeId: string): Promise<ScriptedDiner> => {
  const browserId = `script${Date.now().toString(36)}`;
  const scanned = (await (
    await fetch(`${baseUrl}/api/merchant/table/qrcode/info/${qrcodeId}?browserId=${browserId}`, {
      headers: { merchantId: '1001' },
    })
  ).json()) as Envelope<{ tableId: string; seat: { token: string } }>;
  const negotiated = (await (
    await fetch(`${baseUrl}/api/system/web-pub-sub/scan-order-negotiate`, {
      headers: { merchantId: '1001', 'Table-Seat': scanned.data.seat.token },
    })
  ).json()) as Envelope<string>;
  if (negotiated.code !== 0) throw new Error(`negotiate refused: ${negotiated.code}`);
  const connection = new HubConnectionBuilder()
    .withUrl(negotiated.data)
    .configureLogging(LogLevel.None)
    .build();
  const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
  await connection.start();
  await connection.invoke('JoinTable', scanned.data.tableId);
  return { connection, closed };
};
