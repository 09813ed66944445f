import { localeFromPath, localizePath, stripLocalePrefix } from './locale.ts';
import { isDecimalId } from './merchant-id.ts';
import { merchantOrderPath, NOT_FOUND_PATH, qrLandingPath } from './paths.ts';

export interface QrLanding {
  readonly merchantId: string;
  readonly qrcodeId: string;
}

const QR_LANDING = /^\/m\/([0-9]+)\/q\/([0-9]+)\/?$/;

/** The table QR's path /m/{digits}/q/{digits}, under either locale, query and hash ignored. */
export const parseQrLandingPath = (path: string): QrLanding | null => {
  const pathOnly = stripLocalePrefix(path).split(/[?#]/, 1)[0] ?? '';
  const [, merchantId, qrcodeId] = QR_LANDING.exec(pathOnly) ?? [];
  return merchantId !== undefined &&
    qrcodeId !== undefined &&
    isDecimalId(merchantId) &&
    isDecimalId(qrcodeId)
    ? { merchantId, qrcodeId }
    : null;
};

export type QueryValue = string | readonly (string | null)[] | null | undefined;

const firstDigits = (value: QueryValue): string | null => {
  const first = typeof value === 'string' || value == null ? value : value[0];
  return first != null && isDecimalId(first) ? first : null;
};

/** Start-up reads merchantId and qrcodeId from the query (spec §2); non-numeric values are absent. */
export const readStartupQuery = (
  query: Readonly<Record<string, QueryValue>>,
): {
  readonly merchantId: string | null;
  readonly qrcodeId: string | null;
} => ({ merchantId: firstDigits(query.merchantId), qrcodeId: firstDigits(query.qrcodeId) });

/**
 * Spec §2 "Start-up reads merchantId and qrcodeId from the query", as the app starts: where an
 * address leads instead (in its own language), or null to open it as it is. Both ids, on any
 * page: the table's QR landing, as if its code were scanned. At the root only: a qrcodeId that is
 * no id is a bad code (not-found, which says to scan again), a merchantId alone leads to that
 * merchant's menu. Read from the address itself, since the router's query parser turns long ids
 * into rounded numbers.
 */
export const startupAddress = (pathname: string, search: string): string | null => {
  const params = new URLSearchParams(search);
  const query: Record<string, QueryValue> = {};
  for (const name of ['merchantId', 'qrcodeId']) {
    const values = params.getAll(name);
    if (values.length > 0) query[name] = values.length === 1 ? values[0] : values;
  }
  const { merchantId, qrcodeId } = readStartupQuery(query);
  const locale = localeFromPath(pathname);
  if (merchantId !== null && qrcodeId !== null)
    return localizePath(qrLandingPath(merchantId, qrcodeId), locale);
  if (stripLocalePrefix(pathname) !== '/') return null;
  if (query.qrcodeId !== undefined) return localizePath(NOT_FOUND_PATH, locale);
  return merchantId === null ? null : localizePath(merchantOrderPath(merchantId), locale);
};

/**
 * What a camera read off a table's QR code, or a diner typed: the code's full URL (on any host:
 * a QR printed for another address of this app still names the table) or its path.
 */
export const readScannedCode = (scanned: string): QrLanding | null => {
  const text = scanned.trim();
  if (text === '') return null;
  if (text.startsWith('/')) return parseQrLandingPath(text);
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? parseQrLandingPath(url.pathname)
      : null;
  } catch {
    return null;
  }
};
