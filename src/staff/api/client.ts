import { Option, Schema } from 'effect';
import type { StaffMessage } from '../i18n/catalogues.ts';
import { currentStaffLocale } from '../i18n/current-locale.ts';
import { parseReply } from './json.ts';

/** Who the console acts as: a merchant's staff token (docs/api/staff.md "Who"). */
export interface StaffSession {
  readonly merchantId: string;
  readonly token: string;
}

export interface ApiFailure {
  readonly ok: false;
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The envelope's code (12000 OrderModified, 11000, 4050…); -1 without an envelope. */
  readonly code: number;
  /** The envelope's msg, in the console's language; '' when the console says why (problem). */
  readonly msg: string;
  /** Why, in the console's own words, when the server gave none (unreachable, unreadable…). */
  readonly problem: StaffMessage | null;
  readonly data: unknown;
}

export type ApiResult<T> = { readonly ok: true; readonly data: T } | ApiFailure;

export const OrderModified = 12000;
const TIMEOUT_MS = 10_000;

interface Envelope {
  readonly success: boolean;
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  'success' in value &&
  typeof value.success === 'boolean' &&
  'code' in value &&
  typeof value.code === 'number' &&
  'msg' in value &&
  typeof value.msg === 'string';

const failure = (
  status: number,
  why: string | StaffMessage,
  code = -1,
  data: unknown = null,
): ApiFailure => ({
  ok: false,
  status,
  code,
  msg: typeof why === 'string' ? why : '',
  problem: typeof why === 'string' ? null : why,
  data,
});

/**
 * One call with the staff token, in the API's envelope, its data decoded. Never throws: an
 * unreachable server, a timeout, a reply that is not an envelope or data that does not decode
 * become failures with a sentence to show.
 */
export const request = async <T>(
  session: StaffSession,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  /** What the reply's data must be (src/staff/api/schemas.ts). */
  decoder: Schema.Decoder<T>,
  body?: unknown,
  /** false for the diner API's public calls: a staff token means nothing there. */
  withToken = true,
): Promise<ApiResult<T>> => {
  const headers: Record<string, string> = {
    merchantid: session.merchantId,
    // The server's own messages (a refusal's msg) and names come back in the console's language.
    languagecode: currentStaffLocale(),
  };
  if (withToken) headers.authorization = `Bearer ${session.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return failure(0, { id: timedOut ? 'client.timeout' : 'client.unreachable' });
  }
  const reply = parseReply(await response.text().catch(() => ''));
  if (!isEnvelope(reply))
    return failure(response.status, {
      id: 'client.noEnvelope',
      values: { status: response.status },
    });
  if (reply.success && reply.code === 0) {
    const data = Schema.decodeUnknownOption(decoder)(reply.data);
    return Option.isSome(data)
      ? { ok: true, data: data.value }
      : failure(response.status, { id: 'client.unreadable' }, -1, reply.data);
  }
  return failure(
    response.status,
    reply.msg || { id: 'client.failedCode', values: { code: reply.code } },
    reply.code,
    reply.data,
  );
};
