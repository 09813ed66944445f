import { ServerMode } from '../../domain/model/enums.ts';
import { isDecimalId } from '../../domain/rules/merchant-id.ts';

/**
 * How a local-mode merchant's host is written: `{merchantId}` and `{hostname}` are replaced, the
 * origin's scheme and port are kept. Node cannot resolve `*.localhost`, so tests pass their own.
 */
export const DEFAULT_HOST_TEMPLATE = '{merchantId}.{hostname}';

// A subdomain cannot hang off an IP address; the loopback address is also "localhost".
const LOOPBACK_IPS = new Set(['127.0.0.1', '[::1]']);

const trimSlash = (path: string): string => path.replace(/\/+$/, '');

const IPV4 = /^\d+(\.\d+){3}$/;

/**
 * The main host under the origin: a page opened on a merchant's own host (`2002.localhost`, the
 * printed QR code's) is under `localhost`, so its calls go to `2002.localhost`, not
 * `2002.2002.localhost`.
 */
const mainHostname = (hostname: string): string => {
  if (IPV4.test(hostname)) return hostname;
  const [first = '', ...rest] = hostname.split('.');
  return rest.length > 0 && isDecimalId(first) ? rest.join('.') : hostname;
};

/**
 * The API base a call goes to (spec §7): the configured origin in cloud mode; in local mode the
 * merchant's own subdomain of it, e.g. http://localhost:8080 → http://2002.localhost:8080.
 * A merchant id that is not a decimal id never reaches a host name: the origin is used instead.
 */
export const apiBaseFor = (
  origin: string,
  merchantId: string | null,
  serverMode: ServerMode,
  hostTemplate: string = DEFAULT_HOST_TEMPLATE,
): string => {
  const url = new URL(origin);
  const base = `${url.protocol}//${url.host}${trimSlash(url.pathname)}`;
  if (serverMode !== ServerMode.Local || merchantId === null || !isDecimalId(merchantId)) {
    return base;
  }
  const hostname = LOOPBACK_IPS.has(url.hostname) ? 'localhost' : mainHostname(url.hostname);
  const host = hostTemplate
    .replaceAll('{merchantId}', merchantId)
    .replaceAll('{hostname}', hostname);
  const port = url.port === '' ? '' : `:${url.port}`;
  return `${url.protocol}//${host}${port}${trimSlash(url.pathname)}`;
};
