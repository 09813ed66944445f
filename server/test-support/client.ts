import JSONbig from 'json-bigint';
import { mintSeat } from './seats.ts';

const bigJson = JSONbig({ storeAsString: true });

export interface CallOptions {
  readonly body?: unknown;
  /** Sent as-is instead of `body`: malformed JSON, oversized payloads. */
  readonly rawBody?: string;
  readonly token?: string;
  readonly guestId?: string;
  readonly merchantId?: string;
  readonly tableId?: string;
  /**
   * The `Table-Seat` header. Unset: a seat for `guestId` (or an anonymous diner) at `tableId` is
   * signed by the test server (test-support/seats.ts); null: no seat at all.
   */
  readonly seat?: string | null;
  readonly locale?: string;
  readonly headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  readonly status: number;
  readonly body: { success: boolean; code: number; msg: string; data: T };
  readonly text: string;
}

const bodyTableId = (body: unknown): string | null => {
  if (typeof body !== 'object' || body === null || !('tableId' in body)) return null;
  const { tableId } = body;
  return typeof tableId === 'string' || typeof tableId === 'number' ? String(tableId) : null;
};

/** One HTTP call the way the web app makes it: §7 headers, json-bigint on the reply. */
export const call = async <T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> => {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined)
    headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.guestId) headers['guest-account-identifier'] = options.guestId;
  if (options.merchantId) headers.merchantid = options.merchantId;
  if (options.tableId) headers.tableid = options.tableId;
  const seatTable = options.tableId ?? bodyTableId(options.body);
  const seat =
    options.seat === undefined && seatTable !== null
      ? await mintSeat(baseUrl, seatTable, options.guestId ?? 'diner-anonymous')
      : (options.seat ?? null);
  if (seat !== null) headers['table-seat'] ??= seat;
  headers.languagecode = options.locale ?? 'en-US';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body:
      options.rawBody ?? (options.body === undefined ? undefined : bigJson.stringify(options.body)),
  });
  const text = await response.text();
  return { status: response.status, body: bigJson.parse(text), text };
};
