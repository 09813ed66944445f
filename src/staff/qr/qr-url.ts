/**
 * The diner's URL of a table QR code, as the start banner prints it (server/banner.ts):
 * `{origin}/m/{merchantId}/q/{qrcodeId}`. A local-mode merchant (serverMode 1) is reached on its
 * own subdomain, `{merchantId}.{host}` (`{merchantId}.localhost` from this machine); on a LAN IP
 * address there is no subdomain to use, so the origin stays as it is.
 */
const IP = /^(\[.*\]|[0-9.]+)$/;

export const dinerOrigin = (origin: string, merchantId: string, serverMode: number): string => {
  if (serverMode !== 1) return origin;
  const url = new URL(origin);
  const loopback = url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (!loopback && IP.test(url.hostname)) return origin;
  const hostname = loopback ? 'localhost' : url.hostname;
  return `${url.protocol}//${merchantId}.${hostname}${url.port ? `:${url.port}` : ''}`;
};

export const tableQrUrl = (
  origin: string,
  merchantId: string,
  serverMode: number,
  qrcodeId: string,
): string =>
  `${dinerOrigin(origin, merchantId, serverMode)}/m/${encodeURIComponent(merchantId)}/q/${encodeURIComponent(qrcodeId)}`;
