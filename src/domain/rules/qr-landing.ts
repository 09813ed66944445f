import { stripLocalePrefix } from './locale.ts';
import { isDecimalId } from './merchant-id.ts';

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
