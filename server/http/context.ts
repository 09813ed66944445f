import type { IncomingHttpHeaders } from 'node:http';
import type { Locale } from '../../src/domain/model/enums.ts';
import { normaliseLocale } from '../../src/domain/rules/locale.ts';
import { isDecimalId } from '../../src/domain/rules/merchant-id.ts';
import { toHeaderValue } from '../../src/domain/validation/http.ts';

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
