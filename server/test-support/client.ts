import JSONbig from 'json-bigint';

const bigJson = JSONbig({ storeAsString: true });

export interface CallOptions {
  readonly body?: unknown;
  /** Sent as-is instead of `body`: malformed JSON, oversized payloads. */
  readonly rawBody?: string;
  readonly token?: string;
  readonly guestId?: string;
  readonly merchantId?: string;
  readonly tableId?: string;
  readonly locale?: string;
  readonly headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  readonly status: number;
  readonly body: { success: boolean; code: number; msg: string; data: T };
  readonly text: string;
}

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
