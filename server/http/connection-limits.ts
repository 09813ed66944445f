import { BlockList, isIP, type Server, type Socket } from 'node:net';
import { addressKeyOf, withoutIPv4Mapping } from './address.ts';

/**
 * How long a request may take to arrive, headers and body: a stranger who sent headers and a
 * body that never came held a socket for ever, and twenty thousand of them took every file the
 * process may open (a probe, 2026-11-29). A diner's request is a few kilobytes.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Sockets one address may hold at once. A restaurant's Wi-Fi is one address for every diner, each
 * with a live connection and a few for requests: a full house of two hundred stays well inside.
 */
export const MAX_CONNECTIONS_PER_ADDRESS = 1_000;

/**
 * Whether a peer is a proxy TRUST_PROXY names (server/config.ts): its sockets are every diner's
 * behind it, so it is not held to one address's share. With a hop count every peer is a proxy.
 */
export const isTrustedPeer = (
  trust: readonly string[] | number | undefined,
): ((address: string) => boolean) => {
  if (trust === undefined) return () => false;
  if (typeof trust === 'number') return () => true;
  const proxies = new BlockList();
  for (const entry of trust) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(bits), family);
  }
  return (peer) => {
    const address = withoutIPv4Mapping(peer);
    return proxies.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  };
};

/** Closes a new socket at once when its address already holds `limit` of them. */
export const limitConnectionsPerAddress = (
  server: Server,
  limit: number,
  trusted: (address: string) => boolean,
): void => {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress;
    if (peer === undefined || trusted(peer)) return;
    // Counted as every per-address limit counts (an IPv6 client holds a whole /64).
    const address = addressKeyOf(peer);
    const held = open.get(address) ?? 0;
    if (held >= limit) {
      socket.destroy();
      return;
    }
    open.set(address, held + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
};
