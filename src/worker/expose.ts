import * as Comlink from 'comlink';
import { commandNames, type TableCoreApi } from './api.ts';

/**
 * Serves the core over Comlink. Commands and snapshots are plain data; a subscription's
 * callback arrives as a proxy of the main thread's function, and the unsubscribe handed back
 * is proxied too (a function cannot be cloned). Unsubscribing releases the callback's proxy.
 */
export const exposeCore = (core: TableCoreApi, endpoint?: Comlink.Endpoint): void => {
  const commands = Object.fromEntries(commandNames.map((name) => [name, core[name]]));
  const api: TableCoreApi = {
    ...(commands as Pick<TableCoreApi, (typeof commandNames)[number]>),
    getSnapshot: core.getSnapshot,
    exportLog: core.exportLog,
    flushTelemetry: core.flushTelemetry,
    subscribe: (name, callback) => {
      const unsubscribe = core.subscribe(name, callback);
      return Comlink.proxy(() => {
        unsubscribe();
        const remote = callback as unknown as Partial<Comlink.Remote<typeof callback>>;
        remote[Comlink.releaseProxy]?.();
      });
    },
  };
  Comlink.expose(api, endpoint);
};
