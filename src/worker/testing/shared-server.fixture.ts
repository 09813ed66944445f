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

/** Long past a healthy dispose (well under a second), short of the hook's own bound. */
const TEARDOWN_MS = 20_000;

/**
 * A core or server whose close does not end (seen on a loaded CI machine: the file's server still
 * closing 40 s on, its tests all passed) says so and is left behind, rather than failing the
 * file; vitest ends the worker process after the run.
 */
const boundedTeardown = async (closing: Promise<void>, what: string): Promise<void> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), TEARDOWN_MS);
  });
  const outcome = await Promise.race([closing.then(() => 'done' as const), late]);
  clearTimeout(timer);
  if (outcome === 'late') console.warn(`${what}: still closing after ${TEARDOWN_MS} ms`);
};

/** One real server for a test file and the diners' cores made on it, torn down after the file. */
export const useSharedServer = (): SharedServer => {
  let server: WorkerTestServer | undefined;
  const cores: TableCore[] = [];
  beforeAll(async () => {
    server = await startWorkerTestServer();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(cores.map((core, index) => boundedTeardown(core.dispose(), `core ${index}`)));
    if (server !== undefined) await boundedTeardown(server.close(), 'the test server');
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
