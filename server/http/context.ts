import type { IncomingHttpHeaders } from 'node:http';
import type { Locale } from '../../src/domain/model/enums.ts';
import { normaliseLocale } from '../../src/domain/rules/locale.ts';
import { isDecimalId } from '../../src/domain/rules/merchant-id.ts';
import { toHeaderValue } from '../../src/domain/validation/http.ts';
import { fitsInt8 } from '../cart/int8.ts';

/** What every call says about who is asking, read from the §7 headers. */
export interface RequestContext {
  readonly locale: Locale;
  /** The member or guest session token from `Authorization: Bearer …`. */
  readonly token: string | null;
  /** The visitor's guest uuid (`Guest-Account-Identifier`). */
  readonly guestId: string | null;
  readonly merchantId: string | null;
  readonly tableId: string | null;
}

const header = (headers: IncomingHttpHeaders, name: string): string | null => {
  const raw = headers[name.toLowerCase()];
  const value = toHeaderValue(Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '')).trim();
  return value === '' ? null : value;
};

const idHeader = (headers: IncomingHttpHeaders, name: string): string | null => {
  const value = header(headers, name);
  return value !== null && isDecimalId(value) ? value : null;
};

/** The id headers, by the name clients spell them with and the name Node lowercases them to. */
const ID_HEADERS = [
  ['merchantId', 'merchantid'],
  ['tableId', 'tableid'],
] as const;

/**
 * The first id header that is sent but names no id: not decimal digits (`3002abc`, `-3002`,
 * `0x0BBA`, two values), or digits beyond what a bigint column holds. Such a header is refused
 * before a route reads it (readContext would pass it on as absent): treating it as absent would
 * let a malformed `tableId` pass as "no table named", and handing it to the database makes the
 * query itself fail.
 */
export const invalidIdHeader = (
  headers: IncomingHttpHeaders,
): (typeof ID_HEADERS)[number][0] | null => {
  for (const [name, key] of ID_HEADERS) {
    const value = header(headers, key);
    if (value !== null && !(isDecimalId(value) && fitsInt8(value))) return name;
  }
  return null;
};

const GUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export const readContext = (headers: IncomingHttpHeaders): RequestContext => {
  const authorization = header(headers, 'authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
  const guestId = header(headers, 'guest-account-identifier');
  return {
    locale: normaliseLocale(header(headers, 'languagecode')),
    token: bearer,
    guestId: guestId !== null && GUEST_ID.test(guestId) ? guestId : null,
    merchantId: idHeader(headers, 'merchantid'),
    tableId: idHeader(headers, 'tableid'),
  };
};
