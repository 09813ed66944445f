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
  // A worker script that cannot be fetched (a new release replaced it) fails start-up rather
  // than leaving it waiting; main.tsx reloads once (app/reload-guard.ts).
  let onError: (event: ErrorEvent) => void = () => undefined;
  const failed = new Promise<never>((_resolve, reject) => {
    onError = (event) => reject(new Error(`the worker did not start: ${event.message}`));
    worker.addEventListener('error', onError, { once: true });
  });
  const hydrated = await Promise.race([remote.hydrate(stored), failed]).finally(() =>
    worker.removeEventListener('error', onError),
  );
  if (!hydrated.ok) console.warn('the worker refused the stored keys', hydrated.error);
  const client = await cacheReadModels(remote, readModelNames, Comlink.proxy);
  keepStored(client, stored);
  // The worker sees no page: it is told when the page hides, so waiting analytics go (keepalive).
  const flush = () => void remote.flushTelemetry().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  return client;
};
