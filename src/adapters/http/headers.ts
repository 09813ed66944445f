import type { Locale, ServerMode } from '../../domain/model/enums.ts';
import { toHeaderValue } from '../../domain/validation/http.ts';

/** Who is asking, as every call tells the server (spec §7); null values are left out. */
export interface CallContext {
  readonly token: string | null;
  /** The visitor's guest uuid. */
  readonly guestId: string | null;
  readonly merchantId: string | null;
  readonly tableId: string | null;
  /** The diner's seat at the table (docs/security.md), sent as `Table-Seat`. */
  readonly seat: string | null;
  readonly locale: Locale;
  /** Which API base serves the merchant: the cloud origin or the merchant's subdomain. */
  readonly serverMode: ServerMode;
}

/** The §7 headers. Values go through toHeaderValue: fetch throws on non-ASCII header values. */
export const callHeaders = (context: CallContext): Record<string, string> => {
  const headers: Record<string, string> = { languagecode: toHeaderValue(context.locale) };
  const add = (name: string, value: string | null) => {
    const clean = value === null ? '' : toHeaderValue(value).trim();
    if (clean !== '') headers[name] = clean;
  };
  add('Authorization', context.token === null ? null : `Bearer ${toHeaderValue(context.token)}`);
  add('Guest-Account-Identifier', context.guestId);
  add('merchantId', context.merchantId);
  add('tableId', context.tableId);
  add('Table-Seat', context.seat);
  return headers;
};
