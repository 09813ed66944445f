import * as Comlink from 'comlink';
import type { TableCoreApi } from '../../worker/api.ts';
import { cacheReadModels, type RemoteCore, type WorkerClient } from './client.ts';
import { keepStored, readStoredKeys } from './persistence.ts';
import { readModelNames } from './read-model-names.ts';

/**
 * Starts the domain core in its Web Worker and returns the UI's client of it, once the worker
 * is hydrated from storage and every read model has its first snapshot.
 */
export const connectWorker = async (): Promise<WorkerClient> => {
  const worker = new Worker(new URL('../../worker/worker.ts', import.meta.url), {
    type: 'module',
    name: 'tablefold-core',
  });
  // Comlink's Remote type spells every call as async, which the core's API already is.
  const remote = Comlink.wrap<TableCoreApi>(worker) as unknown as RemoteCore;
  const stored = readStoredKeys();
  const hydrated = await remote.hydrate(stored);
  if (!hydrated.ok) console.warn('the worker refused the stored keys', hydrated.error);
  const client = await cacheReadModels(remote, readModelNames, Comlink.proxy);
  keepStored(client, stored);
  return client;
};
