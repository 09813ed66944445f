import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../test-support/harness.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';
import { closeApp } from './close.ts';

const silentConnection = async (baseUrl: string): Promise<Socket> => {
  const url = new URL(baseUrl);
  const socket = connect(Number(url.port), url.hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
};

describe('closing the HTTP side', () => {
  // The server starts inside the test (its start-up took over 15 s on a loaded CI machine): the
  // start-up's own bound, then 15 s for the close this test is about.
  it(
    'ends even while a connection that never sent its request stays open',
    async () => {
      const server = await startTestServer();
      const socket = await silentConnection(server.baseUrl);
      const ended = new Promise((resolve) => socket.once('close', resolve));
      // Without the cut, Fastify's close waits on this connection for ever (the test times out).
      await closeApp(server.app, 200);
      await ended;
      expect(socket.destroyed).toBe(true);
      await server.db.close();
    },
    STARTUP_TIMEOUT_MS + 15_000,
  );
});
