import type { ApiEnvelope } from '../model/envelope.ts';
import { acceptStatusCode } from '../validation/http.ts';

/** What the request helper yields when a call fails before any reply (spec §8). */
export const FAILED_REPLY: ApiEnvelope<null> = Object.freeze({
  code: 500,
  data: null,
  msg: 'error',
  success: false,
});

/** Developer-facing log lines of spec §8; not translated, the merchant id is logged beside them. */
export const logMessages = {
  missingMerchantId: 'Failed to get merchant ID',
  merchantInfoNotFound: 'Merchant info not found for ID',
  merchantSettingsNotFound: 'Merchant settings not found for ID',
} as const;

export interface FetchErrorData {
  readonly statusCode: number;
  readonly message: string;
}

/** Error bodies become a FetchError carrying the server's msg and a sane status code. */
export const fetchErrorData = (status: unknown, msg: unknown): FetchErrorData => ({
  statusCode: acceptStatusCode(status),
  message: typeof msg === 'string' ? msg : '',
});

/** Route validation failure (spec §2). */
export const pageNotFoundError = (path: string): FetchErrorData => ({
  statusCode: 404,
  message: `Page Not Found: ${path}`,
});
