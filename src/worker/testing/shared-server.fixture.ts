import { afterAll, beforeAll } from 'vitest';
import type { TableCore } from '../core/create-core.ts';
import { makeTestCore, type TestCoreOptions } from './core.fixture.ts';
import { startWorkerTestServer, type WorkerTestServer } from './server.fixture.ts';
import { STARTUP_TIMEOUT_MS } from '../../../server/test-support/timeouts.ts';

export interface SharedServer {
  /** The file's server, started before its first test. */
  readonly server: WorkerTestServer;
  /** A diner's core on it, disposed after the file. */
  diner(fingerprint: string, options?: Omit<TestCoreOptions, 'fingerprint'>): TableCore;
  /** Disposes a core made some other way after the file too. */
  track(core: TableCore): TableCore;
}

/** Long past a healthy dispose (well under a second) or server close (its grace is 5 s). */
const TEARDOWN_MS = 20_000;

/**
 * A core or server whose close does not end fails the file, naming it, instead of holding the
 * run until vitest's hook timeout. (The server's close once waited for ever on a connection that
 * never sent its request: server/http/close.ts.)
 */
const boundedTeardown = async (closing: Promise<void>, what: string): Promise<void> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), TEARDOWN_MS);
  });
  const outcome = await Promise.race([closing.then(() => 'done' as const), late]);
  clearTimeout(timer);
  if (outcome === 'late') throw new Error(`${what}: still closing after ${TEARDOWN_MS} ms`);
};

/** One real server for a test file and the diners' cores made on it, torn down after the file. */
export const useSharedServer = (): SharedServer => {
  let server: WorkerTestServer | undefined;
  const cores: TableCore[] = [];
  beforeAll(async () => {
    server = await startWorkerTestServer();
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    const disposed = await Promise.allSettled(
      cores.map((core, index) => boundedTeardown(core.dispose(), `core ${index}`)),
    );
    // The server closes even when a core did not, so the file leaves no server behind.
    if (server !== undefined) await boundedTeardown(server.close(), 'the test server');
    for (const outcome of disposed) if (outcome.status === 'rejected') throw outcome.reason;
  }, TEARDOWN_MS * 3);
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
