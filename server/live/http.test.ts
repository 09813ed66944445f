import { createServer, connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { rejectUpgrade } from './http.ts';

describe('refusing an upgrade', () => {
  it('answers the status and lets the socket go, even when the client keeps its side open', async () => {
    const closed = new Promise<Socket>((resolve) => {
      const server = createServer((socket) => {
        socket.once('close', () => {
          server.close();
          resolve(socket);
        });
        rejectUpgrade(socket, 404);
      });
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        if (address === null || typeof address === 'string') throw new Error('no port');
        // A client that never ends its side: the server's socket must not wait for it.
        const client = connect({ port: address.port, host: '127.0.0.1', allowHalfOpen: true });
        let reply = '';
        client.on('data', (chunk) => (reply += String(chunk)));
        client.once('end', () => expect(reply).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/));
      });
    });
    expect((await closed).destroyed).toBe(true);
  }, 10_000);
});
