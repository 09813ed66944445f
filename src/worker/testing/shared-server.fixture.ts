import { afterAll, beforeAll } from 'vitest';
import type { TableCore } from '../core/create-core.ts';
import { makeTestCore, type TestCoreOptions } from './core.fixture.ts';
import { startWorkerTestServer, type WorkerTestServer } from './server.fixture.ts';

export interface SharedServer {
  /** The file's server, started before its first test. */
  readonly server: WorkerTestServer;
  /** A diner's core on it, disposed after the file. */
  diner(fingerprint: string, options?: Omit<TestCoreOptions, 'fingerprint'>): TableCore;
  /** Disposes a core made some other way after the file too. */
  track(core: TableCore): TableCore;
}

/** One real server for a test file and the diners' cores made on it, torn down after the file. */
export const useSharedServer = (): SharedServer => {
  let server: WorkerTestServer | undefined;
  const cores: TableCore[] = [];
  beforeAll(async () => {
    server = await startWorkerTestServer();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(cores.map((core) => core.dispose()));
    await server?.close();
  });
  const running = (): WorkerTestServer => {
    if (server === undefined) throw new Error('the test server is not started (beforeAll failed?)');
    return server;
  };
  const track = (core: TableCore) => {
    cores.push(core);
    return core;
  };
  return {
    get server() {
      return running();
    },
    diner: (fingerprint, options = {}) =>
      track(makeTestCore(running().origin, { ...options, fingerprint }).core),
    track,
  };
};
