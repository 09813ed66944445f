import { connect, createServer, type Socket } from 'node:net';

/** A TCP relay to a service (Redis) that can be taken away and brought back, as a restart does. */
export interface OutageProxy {
  /** `redis://127.0.0.1:{port}`: where the clients under test connect instead of the service. */
  readonly url: string;
  /** The service is gone: every open connection is cut, and new ones are dropped at once. */
  cut(): void;
  /** The service is back: new connections reach it again. */
  restore(): void;
  close(): Promise<void>;
}

export const startOutageProxy = async (
  target: { readonly host: string; readonly port: number } = { host: '127.0.0.1', port: 6379 },
): Promise<OutageProxy> => {
  let up = true;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = connect(target);
    open.add(client);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: () => {
      up = false;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore: () => {
      up = true;
    },
    close: async () => {
      up = false;
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
