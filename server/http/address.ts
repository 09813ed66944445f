import { isIPv4, isIPv6 } from 'node:net';

/** The eight groups of an IPv6 address written in any of its short forms. */
const ipv6Groups = (address: string): string[] => {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const start = groupsOf(head);
  const end = tail === undefined ? [] : groupsOf(tail);
  const missing = tail === undefined ? 0 : 8 - start.length - end.length;
  return [...start, ...Array.from({ length: missing }, () => '0'), ...end].map((group) =>
    group.toLowerCase().replace(/^0+(?=.)/, ''),
  );
};

/**
 * An IPv4 address written as IPv6 (`::ffff:198.51.100.7`, as a socket on `::` reports an IPv4
 * peer) as the IPv4 address it is; any other address as it is.
 */
export const withoutIPv4Mapping = (address: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return mapped !== undefined && isIPv4(mapped) ? mapped : address;
};

/**
 * What the per-address limits count by: an IPv4 address as it is, and an IPv6 address by its /64
 * network, since one client is handed a whole /64 and could otherwise take a fresh address for
 * every try. An IPv4 address written as IPv6 (`::ffff:198.51.100.7`) is that IPv4 address.
 */
export const addressKeyOf = (ip: string): string => {
  const address = withoutIPv4Mapping(ip.split('%')[0] ?? ip);
  if (!isIPv6(address) || address.includes('.')) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
};
