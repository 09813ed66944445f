/**
 * A Host header or an Origin's authority, with the port kept only when written out. A name's one
 * trailing dot is dropped: `2002.localhost.` is the same host as `2002.localhost` (a fully
 * qualified name), and must not read as another one.
 */
export interface HostParts {
  readonly hostname: string;
  readonly port: string;
}

/** `pos.example.com.` (a fully qualified name) is `pos.example.com`. */
const withoutRootDot = (hostname: string): string => hostname.replace(/(?<=[^.])\.$/, '');

export const parseAuthority = (authority: string | undefined): HostParts | null => {
  if (authority === undefined || authority === '' || /[\s/@?#\\]/.test(authority)) return null;
  try {
    const url = new URL(`http://${authority}`);
    return { hostname: withoutRootDot(url.hostname), port: url.port };
  } catch {
    return null;
  }
};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const IP_LITERAL = /^(\[.*\]|[0-9.]+)$/;
const SUBDOMAIN = /^([0-9]{1,20})\.(.+)$/;

/**
 * The names the main API answers on: localhost and the public URL's host. A merchant subdomain
 * hangs off one of them, never off an IP address.
 */
const subdomainBases = (publicHostname: string): Set<string> =>
  new Set(['localhost', ...(IP_LITERAL.test(publicHostname) ? [] : [publicHostname])]);

/** The digits of `{merchantId}.localhost` (or `{merchantId}.{public host}`), else null. */
export const subdomainMerchantId = (hostname: string, publicHostname: string): string | null => {
  const match = SUBDOMAIN.exec(hostname);
  if (match === null || !subdomainBases(publicHostname).has(match[2] ?? '')) return null;
  return match[1] ?? null;
};

/** Whether a page on `hostname` is one of this server's own: the main host or a merchant's. */
export const isOwnHostname = (hostname: string, publicHostname: string): boolean =>
  LOOPBACK.has(hostname) ||
  hostname === publicHostname ||
  subdomainMerchantId(hostname, publicHostname) !== null;

export const publicHostnameOf = (publicUrl: string): string => {
  try {
    return withoutRootDot(new URL(publicUrl).hostname);
  } catch {
    return 'localhost';
  }
};
