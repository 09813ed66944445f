import { connect, createServer, type Socket } from 'node:net';

/**
 * TCP relays for the benchmarks, in the bench's own process.
 *
 * - `startBalancer`: one address in front of several server processes, each new connection
 *   going to the next backend in turn. It relays bytes, so HTTP keep-alive connections and
 *   WebSockets alike stay on the process they reached (as a TCP load balancer would).
 * - `startPgCounter`: in front of PostgreSQL, counting the ReadyForQuery messages PostgreSQL
 *   sends: one per round trip a client waits for (a query, a BEGIN, a COMMIT each end with one),
 *   so a server's database round trips are measured from outside, whatever its code does.
 */

export interface Relay {
  readonly port: number;
  close(): Promise<void>;
}

interface Backend {
  readonly host: string;
  readonly port: number;
}

const listen = async (
  onConnection: (client: Socket) => void,
): Promise<{ port: number; close: () => Promise<void> }> => {
  const open = new Set<Socket>();
  const server = createServer((client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    onConnection(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    port,
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

const pair = (client: Socket, backend: Backend, onUpstreamData?: (chunk: Buffer) => void) => {
  const upstream = connect(backend);
  client.setNoDelay(true);
  upstream.setNoDelay(true);
  const end = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', end).on('close', end);
  upstream.on('error', end).on('close', end);
  if (onUpstreamData !== undefined) upstream.on('data', onUpstreamData);
  client.pipe(upstream).pipe(client);
};

/** Round robin by connection over `backends` (origins like http://127.0.0.1:1234). */
export const startBalancer = async (
  origins: readonly string[],
): Promise<Relay & { readonly origin: string }> => {
  const backends = origins.map((origin) => {
    const url = new URL(origin);
    return { host: url.hostname, port: Number(url.port) };
  });
  let next = 0;
  const relay = await listen((client) => {
    const backend = backends[next % backends.length];
    next += 1;
    if (backend === undefined) client.destroy();
    else pair(client, backend);
  });
  return { ...relay, origin: `http://127.0.0.1:${relay.port}` };
};

/** Counts PostgreSQL's ReadyForQuery ('Z') messages across every connection relayed. */
export const startPgCounter = async (
  target: Backend,
): Promise<Relay & { roundTrips(): number }> => {
  let count = 0;
  const relay = await listen((client) => {
    // The server's side of the protocol after the startup packet: type byte, int32 length
    // (itself included), body. A message may be split across chunks, so the parser keeps state.
    let header = Buffer.alloc(0);
    let skip = 0;
    const onData = (chunk: Buffer) => {
      let at = 0;
      while (at < chunk.length) {
        if (skip > 0) {
          const taken = Math.min(skip, chunk.length - at);
          skip -= taken;
          at += taken;
          continue;
        }
        const need = 5 - header.length;
        const part = chunk.subarray(at, at + need);
        header = header.length === 0 ? Buffer.from(part) : Buffer.concat([header, part]);
        at += part.length;
        if (header.length < 5) break;
        if (header[0] === 0x5a) count += 1;
        skip = header.readInt32BE(1) - 4;
        header = Buffer.alloc(0);
      }
    };
    pair(client, target, onData);
  });
  return { ...relay, roundTrips: () => count };
};
